"""Hostile files chosen on a phone (issue 33, items 2 and 6): 200 KB of nested brackets, a
broken character, names with a NUL or a text-direction override, an empty file, and old
(unchecksummed) backups that set what the settings screen never offers. Each is refused in
the player's language (English and Russian), nothing on the phone changes, and the engine
keeps running: the next good file opens and a tap still reaches the log."""

from __future__ import annotations

import json

import pytest
from journey import start_game
from test_carry import (
    archive,
    by,
    choose_backup,
    choose_file,
    phone_b,
    phones,
    recent_names,
    send,
    settle,
    state,
)

pytestmark = pytest.mark.browser

SAVED = "2026-11-28T08:00:00Z"
HEADER = {"format": "table-keeper-log", "version": 1, "rules": 3}


def table_file(players) -> str:
    """A table file sealed as the app seals it, with whatever names (a file made by anyone)."""
    from engine.table_file import checksum

    head = {"format": "table-keeper-log", "version": 1, "rules": 3}
    document = {
        "format": "table-keeper-table",
        "version": 1,
        "app_release": "0.1.0",
        "saved_at": SAVED,
        "log": [
            head,
            {"type": "new_game", "players": players},
            {"type": "adjust_life", "player": 0, "delta": -4},
        ],
        "pool": None,
        "event": None,
    }
    document["checksum"] = checksum(document)
    return json.dumps(document)


def older_backup(**content) -> str:
    """A backup as the older version wrote it (version 1, no checksum), with what a crafter chose."""
    base = {
        "format": "table-keeper-backup",
        "version": 1,
        "saved_at": SAVED,
        "game": {"current": None, "archive": []},
        "pools": [],
        "recent": [],
        "settings": {},
    }
    return json.dumps({**base, **content})


DEEP_BRACKETS = "[" * 200_000  # 200 KB, never closed
DEEP_OBJECTS = '{"a":' * 40_000 + "1" + "}" * 40_000  # 240 KB, well formed

TABLE_FILES = [  # name, text, what the refusal says (English), what it says (Russian)
    ("brackets", DEEP_BRACKETS, "nested deeper than in any file", "вложены глубже"),
    ("objects", DEEP_OBJECTS, "nested deeper than in any file", "вложены глубже"),
    (
        "surrogate",
        table_file(["Eve", "Fay"]).replace('"Eve"', '"Eve\\ud800"'),
        "broken character",
        "испорченный символ",
    ),
    (
        "nul",
        table_file(["E\u0000ve", "Fay"]),
        "A player's name in the file is not one the app takes",
        "Имя игрока в файле приложение не принимает",
    ),
    (
        "override",
        table_file(["Eve\u202e", "Fay"]),
        "A player's name in the file is not one the app takes",
        "Имя игрока в файле приложение не принимает",
    ),
    (
        "isolate",
        table_file(["\u2067Eve", "Fay"]),
        "A player's name in the file is not one the app takes",
        "Имя игрока в файле приложение не принимает",
    ),
    ("empty", "", "The file is empty", "Файл пуст"),
]

BACKUPS = [
    (
        "settle",
        older_backup(settings={"tk-settle-ms": "99999999"}),
        "settle time",
        "Время группировки",
    ),
    (
        "language",
        older_backup(settings={"tk-lang": "xx"}),
        "language is not one the app speaks",
        "Язык в резервной",
    ),
    ("timer", older_backup(settings={"tk-turn-timer": "-5"}), "turn timer", "Таймер хода"),
    (
        "long-name",
        older_backup(recent=[{"name": "W" * 2_000_000, "color": "red"}]),
        "A player's name in the file is not one the app takes",
        "Имя игрока в файле приложение не принимает",
    ),
    (
        "override-name",
        older_backup(recent=[{"name": "Zoe\u202e", "color": "red"}]),
        "A player's name in the file is not one the app takes",
        "Имя игрока в файле приложение не принимает",
    ),
    (
        "colour",
        older_backup(recent=[{"name": "Zoe", "color": "#ff0000"}]),
        "recent players",
        "Недавние игроки",
    ),
    (
        "bad-session",
        older_backup(
            game={
                "current": None,
                "archive": [
                    {
                        "header": HEADER,
                        "records": [
                            {"action": {"type": "new_game", "players": ["Zoe", "Yan"]}},
                            {"action": {"type": "adjust_life", "player": 5, "delta": -1}},
                        ],
                    }
                ],
            }
        ),
        "Session 1 in the backup cannot be replayed",
        "Сессию 1 из резервной копии нельзя воспроизвести",
    ),
    (
        "newer-session",
        older_backup(
            game={"current": {"header": {**HEADER, "rules": 99}, "actions": []}, "archive": []}
        ),
        "newer release",
        "более новой версией",
    ),
    ("brackets", DEEP_BRACKETS, "nested deeper than in any file", "вложены глубже"),
    (
        "surrogate",
        older_backup(recent=[{"name": "Zoe"}]).replace('"Zoe"', '"Zoe\\udfff"'),
        "broken character",
        "испорченный символ",
    ),
]


def settings_and_recent(page):
    return page.evaluate("""() => Object.fromEntries(['tk-lang', 'tk-settle-ms', 'tk-turn-timer', 'tk-draft-auto',
        'tk-recent-players'].map((k) => [k, localStorage.getItem(k)]))""")


def refused(page, choose, path, said):
    choose(page, path)
    by(page, "carry-refusal").wait_for()
    text = by(page, "carry-refusal").text_content()
    assert said in text, (path.name, text)
    by(page, "carry-refusal-ok").tap()
    return text


def to_russian(page):
    by(page, "open-menu").tap()
    by(page, "menu-lang-ru").tap()


def goes_on(page, tmp_path, before):
    """The engine still runs: a good file is read (preview, then cancelled) and a tap is logged."""
    good = tmp_path / "good.json"
    good.write_text(table_file(["Eve", "Fay"]), encoding="utf-8")
    choose_file(page, good)
    by(page, "carry-open-confirm").wait_for()
    assert "Eve: 16" in by(page, "carry-preview").text_content()
    by(page, "carry-open-cancel").tap()
    assert state(page) == before and archive(page) == []
    send(page, {"type": "adjust_life", "player": 0, "delta": -1})
    assert state(page)["log_length"] == before["log_length"] + 1


def test_hostile_table_files_are_refused_in_words_and_the_engine_keeps_running(
    phones, open_app, tmp_path
):
    _, phone = phones
    open_app(phone)
    start_game(phone, ["Cid", "Dan"], lang=None, settle=True)
    send(phone, {"type": "adjust_life", "player": 1, "delta": -2})
    before = state(phone)
    for name, text, english, _ in TABLE_FILES:
        path = tmp_path / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        refused(phone, choose_file, path, english)
        assert state(phone) == before and archive(phone) == [], name
    to_russian(phone)
    for name, _, _, russian in TABLE_FILES:
        text = refused(phone, choose_file, tmp_path / f"{name}.json", russian)
        assert not any("a" <= c <= "z" for c in text.lower().replace("utf-16", "")), text
    goes_on(phone, tmp_path, state(phone))


def test_backups_that_set_what_the_settings_never_offer_are_refused_whole(
    phones, open_app, tmp_path
):
    _, phone = phones
    open_app(phone)
    start_game(phone, ["Cid", "Dan"], lang=None, settle=True)
    send(phone, {"type": "adjust_life", "player": 1, "delta": -2})
    before, kept = state(phone), settings_and_recent(phone)
    assert kept["tk-settle-ms"] is None and recent_names(phone) == ["Cid", "Dan"]
    for name, text, english, _ in BACKUPS:
        path = tmp_path / f"backup-{name}.json"
        path.write_text(text, encoding="utf-8")
        refused(phone, choose_backup, path, english)
        assert (
            settings_and_recent(phone) == kept and state(phone) == before and archive(phone) == []
        ), name
    to_russian(phone)
    kept = settings_and_recent(phone)
    for name, _, _, russian in BACKUPS:
        text = refused(phone, choose_backup, tmp_path / f"backup-{name}.json", russian)
        assert not any("a" <= c <= "z" for c in text.lower().replace("utf-16", "")), text
        assert settings_and_recent(phone) == kept, name
    # what the older version wrote with the settings its screen offers is still restored
    path = tmp_path / "backup-good.json"
    path.write_text(
        older_backup(
            settings={"tk-settle-ms": "2500", "tk-turn-timer": "1"},
            recent=[{"name": "Zoe", "color": "teal"}],
        ),
        encoding="utf-8",
    )
    with phone.expect_event("load"):
        choose_backup(phone, path)
    phone.wait_for_function("() => document.body.dataset.ready === '1'")
    now = settings_and_recent(phone)
    assert (now["tk-settle-ms"], now["tk-turn-timer"]) == ("2500", "1") and "Zoe" in recent_names(
        phone
    )
    assert state(phone)["players"] == before["players"]


PAGE_SAYS = [  # what the page tells without the engine: (name, bytes, English words)
    ("brackets", DEEP_BRACKETS.encode(), "nested deeper than in any file"),
    (
        "surrogate",
        table_file(["Eve", "Fay"]).replace('"Eve"', '"\\udc00Eve"').encode(),
        "broken character",
    ),
    ("empty", b"", "The file is empty"),
    ("blank", "\ufeff \n\t ".encode(), "The file is empty"),
    ("binary", b"\x89PNG\r\n\x1a\n\xff\xfe\x00", "damaged"),
]


def test_what_needs_no_engine_is_said_before_the_engine_is_asked(phones, open_app, tmp_path):
    """With the engine made unreachable (every request for it waits forever), a file too deep,
    with a broken character, empty or not UTF-8 is still refused at once, both as a table
    file and as a backup: the page never hands it to the engine."""
    _, phone = phones
    open_app(phone)
    start_game(phone, ["Cid", "Dan"], lang=None, settle=True)
    before = state(phone)
    phone.evaluate("() => { window.tkApp.whenEngine = () => new Promise(() => {}); }")
    for name, data, english in PAGE_SAYS:
        path = tmp_path / f"{name}.json"
        path.write_bytes(data)
        refused(phone, choose_file, path, english)
        refused(phone, choose_backup, path, english)
    assert state(phone) == before and archive(phone) == []

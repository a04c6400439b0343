"""Hostile files (issue 33, items 2 and 6): deep nesting, a broken character, names with
control or text-direction characters, and backups whose settings or recent players are not
what the app would keep.  Each is refused with its own error by the engine itself, in the
table file, the backup and the log, and the command line says so in one line, never a
traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine import Session, errors
from engine.backup_file import read_backup, write_backup
from engine.file_json import MAX_DEPTH, nesting_depth
from engine.names import name_problem
from engine.table_file import checksum, read_table_file, write_table_file

ROOT = Path(__file__).resolve().parents[2]
SAVED = "2026-11-28T08:00:00Z"


def table_file(players) -> str:
    """A table file sealed as the app seals it, whatever its names (a file made by anyone)."""
    head = {"format": "table-keeper-log", "version": 1, "rules": 3}
    document = {
        "format": "table-keeper-table",
        "version": 1,
        "app_release": "0.1.0",
        "saved_at": SAVED,
        "log": [head, {"type": "new_game", "players": players}],
        "pool": None,
        "event": None,
    }
    document["checksum"] = checksum(document)
    return json.dumps(document)


def backup(**content) -> str:
    base = {"game": {"current": None, "archive": []}, "pools": [], "recent": [], "settings": {}}
    return write_backup({**base, **content}, saved_at=SAVED)


def unsealed_backup(**content) -> str:
    """What the previous release wrote: version 1, no checksum."""
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


def test_depth_is_measured_outside_strings_and_without_recursion():
    assert nesting_depth('{"a": [1, {"b": "[[[[{{{{"}]}') == 3
    assert nesting_depth('"\\"[[["') == 0
    assert nesting_depth("[" * 1_000_000) == 1_000_000  # a scan: no stack spent
    assert nesting_depth(write_table_file(Session(), saved_at=SAVED)) <= 8 < MAX_DEPTH


@pytest.mark.parametrize(
    "text",
    [
        "[" * 200_000,
        "[" * 100_000 + "]" * 100_000,
        '{"a":' * 40_000 + "1" + "}" * 40_000,
        '{"format": "table-keeper-table", "x": '
        + "[" * (MAX_DEPTH + 1)
        + "]" * (MAX_DEPTH + 1)
        + "}",
    ],
)
def test_a_file_of_nested_brackets_is_refused_as_too_deep(text):
    with pytest.raises(errors.TableFileTooDeep):
        read_table_file(text)
    with pytest.raises(errors.TableFileTooDeep):
        read_backup(text)


def test_a_lone_surrogate_is_refused_not_raised_from_the_checksum():
    good = table_file(["Ann", "Bob"])
    for spelled in ('"Ann\\ud800"', '"\\udfff"', '"\\ud800\\u0041"', '"A\\ud83d"'):
        with pytest.raises(errors.TableFileBadText):
            read_table_file(good.replace('"Ann"', spelled, 1))
        with pytest.raises(errors.TableFileBadText):
            read_backup(
                backup().replace('"recent": []', '"recent": [{"name": ' + spelled + "}]", 1)
            )
    paired = good.replace('"Ann"', '"Ann \\ud83d\\ude00"', 1)  # a whole pair is a character
    with pytest.raises(errors.TableFileAltered):  # (here, damage: no surrogate error)
        read_table_file(paired)


@pytest.mark.parametrize(
    "name",
    [
        "A\u0000B",
        "Ann\u202e",
        "\u202dBob",
        "Cid\u2066",
        "D\u200fan",
        "E\u0007ve",
        "F\u009bay",
        "G\ufeffus",
    ],
)
def test_a_name_a_typed_name_could_not_be_is_refused_from_a_table_file(name):
    with pytest.raises(errors.TableFileBadName):
        read_table_file(table_file([name, "Zed"]))
    with pytest.raises(
        errors.TableFileBadAction, match="at most 24 characters"
    ):  # new_game's own limit
        read_table_file(table_file(["x" * 25, "Zed"]))


@pytest.mark.parametrize(
    "name",
    [
        "Ann",
        "Борис",
        "🐱‍👤 Ж",
        "زهرا\u200cی",
        "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
        "x" * 24,
        "<b>Bob</b>",
        "{name}",
    ],
)
def test_names_any_keyboard_types_are_kept(name):
    assert name_problem(name) is None
    assert read_table_file(table_file([name, "Zed"])).summary()["players"][0]["name"] == name


def test_names_of_a_tournament_and_a_draft_are_held_to_the_same_rule():
    for first in (
        {"type": "tournament_create", "players": ["Ann\u202e", "Bob"]},
        {"type": "draft_setup", "seats": ["Ann", "B\u0000ob"]},
    ):
        session_log = [{"format": "table-keeper-log", "version": 1, "rules": 3}, first]
        document = {
            "format": "table-keeper-table",
            "version": 1,
            "app_release": "0.1.0",
            "saved_at": SAVED,
            "log": session_log,
            "pool": None,
            "event": None,
        }
        document["checksum"] = checksum(document)
        with pytest.raises(errors.TableFileBadName):
            read_table_file(json.dumps(document))


GOOD_SETTINGS = {
    "tk-lang": "ru",
    "tk-settle-ms": "1500",
    "tk-turn-timer": "1",
    "tk-draft-auto": "0",
}


def test_what_the_app_writes_is_restored():
    recent = [{"name": "Ann", "color": "teal"}, {"name": "Борис", "color": None}, {"name": "Cid"}]
    for make in (backup, unsealed_backup):
        document = read_backup(make(settings=GOOD_SETTINGS, recent=recent))
        assert document["settings"] == GOOD_SETTINGS and document["recent"] == recent
    for ms in (
        "0",
        "500",
        "5000",
        "2500",
        "1234.5",
        "1100.0000000000002",
        "1e-7",
        "1e3",
    ):  # String(1.1 * 1000)
        read_backup(backup(settings={"tk-settle-ms": ms}))


BAD_SETTINGS = [
    {"tk-settle-ms": "99999999"},
    {"tk-settle-ms": "-5"},
    {"tk-settle-ms": "5001"},
    {"tk-settle-ms": "NaN"},
    {"tk-settle-ms": "1e4"},
    {"tk-settle-ms": " 1000"},
    {"tk-settle-ms": "Infinity"},
    {"tk-settle-ms": 1000},
    {"tk-lang": "xx"},
    {"tk-lang": "EN"},
    {"tk-turn-timer": "-5"},
    {"tk-turn-timer": "true"},
    {"tk-draft-auto": "2"},
    {"tk-other": "1"},
]


@pytest.mark.parametrize("settings", BAD_SETTINGS, ids=[json.dumps(s) for s in BAD_SETTINGS])
def test_a_setting_the_settings_screen_does_not_offer_refuses_the_whole_backup(settings):
    for make in (backup, unsealed_backup):
        with pytest.raises(errors.TableFileBadSetting) as caught:
            read_backup(make(settings=settings))
        assert caught.value.details["setting"] in (*settings, "")


BAD_RECENT = [
    ([{"name": "x" * 2_000_000}], errors.TableFileBadName),
    ([{"name": "Ann\u202e"}], errors.TableFileBadName),
    ([{"name": " "}], errors.TableFileBadName),
    ([{"name": 5}], errors.TableFileBadName),
    ([{"name": "Ann", "color": "gold"}], errors.TableFileBadSetting),
    ([{"name": "Ann", "color": "red", "html": "<b>"}], errors.TableFileBadSetting),
    (["Ann"], errors.TableFileBadSetting),
    ([{"name": f"P{n}"} for n in range(13)], errors.TableFileBadSetting),
    ({"name": "Ann"}, errors.TableFileBadSetting),
]


@pytest.mark.parametrize("recent, kind", BAD_RECENT, ids=[str(i) for i in range(len(BAD_RECENT))])
def test_recent_players_are_held_to_a_names_limits_and_the_palette(recent, kind):
    for make in (backup, unsealed_backup):
        with pytest.raises(kind):
            read_backup(make(recent=recent))


def test_a_backups_session_names_and_pool_names_are_checked_too():
    current = {
        "header": {"format": "table-keeper-log", "version": 1, "rules": 3},
        "actions": [{"type": "new_game", "players": ["Ann", "B\u202eob"]}],
    }
    with pytest.raises(errors.TableFileBadName):
        read_backup(unsealed_backup(game={"current": current, "archive": []}))
    with pytest.raises(errors.TableFileBadName):
        read_backup(backup(pools=[{"name": "x" * 81, "pool": {}}]))


def run_engine(*args, stdin=""):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        input=stdin,
        timeout=120,
    )


HOSTILE_FOR_THE_COMMAND_LINE = {
    "deep log": "[" * 200_000 + "\n",
    "deep table file": '{"format": "table-keeper-table", "a": '
    + "[" * 100_000
    + "]" * 100_000
    + "}",
    "deep backup": '{"format": "table-keeper-backup", "a": '
    + '{"a":' * 50_000
    + "1"
    + "}" * 50_000
    + "}",
    "surrogate in a log": (
        '{"format": "table-keeper-log", "version": 1, "rules": 3}\n'
        '{"type": "new_game", "players": ["A\\ud800", "B"]}\n'
    ),
    "surrogate in a table file": table_file(["Ann", "Bob"]).replace('"Ann"', '"A\\udc00"'),
    "override in a log": (
        '{"format": "table-keeper-log", "version": 1, "rules": 3}\n'
        '{"type": "new_game", "players": ["A\\u202eB", "C\\u0000"]}\n'
    ),
    "override in a table file": table_file(["A\u202eB", "Cid"]),
    "settle time in a backup": unsealed_backup(settings={"tk-settle-ms": "99999999"}),
}


@pytest.mark.parametrize("command", ["replay", "standings", "pair"])
def test_the_command_line_refuses_each_hostile_file_in_one_line(command, tmp_path):
    for name, text in HOSTILE_FOR_THE_COMMAND_LINE.items():
        path = tmp_path / "file.json"
        path.write_text(text, encoding="utf-8")
        done = run_engine(command, str(path))
        assert done.returncode in (1, 2), (name, done.stdout[-300:])
        assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, (
            name,
            done.stderr[-500:],
        )


# --- typed names: the same characters as a file's, from rules reading 4 ---------------------

INVISIBLE = ["A\u202eB", "A\x00B", "A\u0007B", "A\u2066B", "A\u200fB", "A\ufeffB"]
SEEN = ["🐱\u200d👤 Ж", "Ann", "<b>Cid</b>", "Zoë"]


@pytest.mark.parametrize("name", INVISIBLE, ids=[f"U+{ord(n[1]):04X}" for n in INVISIBLE])
@pytest.mark.parametrize(
    "action",
    [
        lambda name: {"type": "new_game", "players": [name, "Bob"]},
        lambda name: {"type": "tournament_create", "players": [name, "Bob"], "casual": True},
        lambda name: {"type": "draft_setup", "seats": [name, "Bob"]},
    ],
    ids=["new_game", "tournament_create", "draft_setup"],
)
def test_a_typed_name_with_an_invisible_character_is_refused_from_reading_4(name, action):
    from engine.errors import NameNotShowable

    session = Session()
    with pytest.raises(NameNotShowable) as refused:
        session.apply(action(name))
    assert f"U+{ord(name[1]):04X}" in refused.value.message and not session.log
    older = Session(rules=3)  # a game of an earlier reading keeps what it took
    older.apply(action(name))
    assert older.log


def test_names_the_screen_shows_as_themselves_are_still_typed():
    session = Session()
    session.apply({"type": "new_game", "players": SEEN})
    assert [p["name"] for p in session.state()["players"]] == SEEN

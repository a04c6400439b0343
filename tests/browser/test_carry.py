"""Carrying the table (issue 27): a game, a Hell session with its pool and a tournament sent
from one phone and opened on another (two separate browser profiles) show the same table,
history and standings and go on; past games list, reopen and delete; a backup restored on an
empty phone brings everything back; every kind of bad file leaves the phone's game as it was;
storage the browser may clear is said once."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from journey import start_game
from phone_browser import phone_page

pytestmark = pytest.mark.browser

SETTLED = "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
MARKUP_NAME = "<b>Bob</b>"


@pytest.fixture
def phone_b(browser, csp_violations):
    """A second phone: its own browser profile (storage, service worker, everything)."""
    page = phone_page(browser, csp_violations)
    yield page
    page.context.close()


def storage_permission(page, origin, setting):
    """The browser's own answer to navigator.storage.persist() for this profile: "granted" or
    "denied" (Chromium's permission, set as a player's browser would hold it)."""
    cdp = page.context.new_cdp_session(page)
    context_id = cdp.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
    cdp.send(
        "Browser.setPermission",
        {
            "permission": {"name": "persistent-storage"},
            "setting": setting,
            "origin": origin,
            "browserContextId": context_id,
        },
    )
    page.tk_cdp = cdp  # kept open: the browser forgets the setting when it closes


@pytest.fixture
def phones(page, phone_b, server):
    """Two phones whose browsers keep the data for good (no storage warning in the way)."""
    for each in (page, phone_b):
        storage_permission(each, server.origin, "granted")
    return page, phone_b


def by(page, testid):
    return page.get_by_test_id(testid)


def settle(page):
    page.wait_for_function(SETTLED)


def state(page):
    return page.evaluate("() => window.tkApp.state")


def history(page):
    return page.evaluate("async () => window.tkApp.controller.history(0)")


def send(page, action):
    result = page.evaluate("(a) => window.tkApp.send(a)", action)
    assert result["ok"], result
    settle(page)


def open_carry(page):
    if by(page, "open-menu").is_visible():
        by(page, "open-menu").tap()
        by(page, "feature-carry").tap()
    else:
        by(page, "start-feature-carry").tap()
    by(page, "carry-sheet").wait_for()


def carry_download(page, button: str, path: Path) -> Path:
    """A file saved from the carry sheet (its button's download kept at path)."""
    open_carry(page)
    with page.expect_download() as download:
        by(page, button).tap()
    download.value.save_as(path)
    return path


def carry_choose(page, button: str, path: Path) -> None:
    """A file chosen from the carry sheet (its button's file chooser given path)."""
    open_carry(page)
    with page.expect_file_chooser() as chooser:
        by(page, button).tap()
    chooser.value.set_files(str(path))


def send_table(page, tmp_path, name="table.json") -> Path:
    return carry_download(page, "carry-send", tmp_path / name)


def choose_file(page, path):
    carry_choose(page, "carry-open", path)


def new_session(page):
    """The menu's New session, confirmed in the app's own question: the session goes to Past
    games and the page loads again; waits for it to be ready."""
    by(page, "open-menu").tap()
    by(page, "new-session").tap()
    with page.expect_event("load"):
        by(page, "new-session-confirm-ok").tap()
    page.wait_for_function("() => document.body.dataset.ready === '1'")


def make_backup(page, tmp_path) -> Path:
    """The whole phone saved to a backup file (the carry sheet's Back up)."""
    return carry_download(page, "carry-backup", tmp_path / "backup.json")


def choose_backup(page, path):
    carry_choose(page, "carry-restore", path)


def open_table(page, path):
    """Open a table file, check the preview, confirm; waits for the app to be up again."""
    choose_file(page, path)
    by(page, "carry-open-confirm").wait_for()
    by(page, "carry-open-confirm").tap()
    page.wait_for_event("load")
    page.wait_for_function(
        "() => document.body.dataset.ready === '1' && window.tkApp.state.log_length > 0"
    )
    settle(page)


def archive(page):
    return page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open('table-keeper');
      open.onsuccess = () => { const r = open.result.transaction('archive').objectStore('archive').getAll();
        r.onsuccess = () => { open.result.close(); resolve(r.result); }; };
    })""")


def comparable(s):
    return {k: v for k, v in s.items() if k not in ("turn_started_at",)}


def test_a_game_goes_to_another_phone_and_on_and_the_old_game_is_kept(phones, open_app, tmp_path):
    page, phone_b = phones
    open_app(page)
    start_game(page, ["Ann", MARKUP_NAME], lang=None, settle=True)
    send(page, {"type": "adjust_life", "player": 0, "delta": -3})
    send(page, {"type": "next_turn"})
    send(page, {"type": "adjust_life", "player": 1, "delta": -6})
    by(page, "life-1-minus").tap()  # still settling when sent
    path = send_table(page, tmp_path)
    # the sending phone's copy is marked as handed over
    page.wait_for_function("() => document.body.dataset.handedOver === '1'")
    sent_state, sent_history = state(page), history(page)

    open_app(phone_b)
    start_game(phone_b, ["Cid", "Dan"], lang=None, settle=True)
    send(phone_b, {"type": "adjust_life", "player": 1, "delta": -2})
    choose_file(phone_b, path)
    by(phone_b, "carry-open-confirm").wait_for()
    preview = by(phone_b, "carry-preview").text_content()
    assert "Ann: 17" in preview and f"{MARKUP_NAME}: 13" in preview and "Turn" in preview
    assert by(phone_b, "carry-preview").locator("b").count() == 0  # markup shown as text
    assert by(phone_b, "carry-kind").text_content() == "Game 1"  # not "A game · Game 1"
    assert "Put away into Past games first: game 1" in by(phone_b, "carry-open-note").text_content()
    assert state(phone_b)["players"][0]["name"] == "Cid"  # nothing changed yet
    by(phone_b, "carry-open-confirm").tap()
    phone_b.wait_for_event("load")
    phone_b.wait_for_function(
        "() => document.body.dataset.ready === '1' && window.tkApp.state.players[0].name === 'Ann'"
    )
    settle(phone_b)
    assert comparable(state(phone_b)) == comparable(sent_state)
    assert history(phone_b) == sent_history
    assert by(phone_b, "player-1").locator("b").count() == 0
    send(phone_b, {"type": "adjust_life", "player": 0, "delta": -1})  # and it goes on
    assert state(phone_b)["players"][0]["life"] == 16

    # the phone's own game is in Past games, and reopens (the carried one archived first)
    open_carry(phone_b)
    by(phone_b, "carry-past").tap()
    by(phone_b, "past-game").first.wait_for()
    assert by(phone_b, "past-game").count() == 1
    assert "Cid, Dan" in by(phone_b, "past-game-players").text_content()
    assert "unfinished" in by(phone_b, "past-game-what").text_content()
    by(phone_b, "past-game").tap()
    by(phone_b, "past-history").wait_for()
    assert by(phone_b, "past-history").locator("li").count() == 2
    by(phone_b, "past-life-chart").tap()  # its life chart, and Back
    by(phone_b, "life-chart-summary").wait_for()
    assert "Dan 20 → 18" in by(phone_b, "life-chart-summary").text_content()
    phone_b.go_back()
    by(phone_b, "past-history").wait_for()  # back on the past game
    phone_b.go_back()
    by(phone_b, "past-game").wait_for()  # back on the list
    by(phone_b, "past-game").tap()
    by(phone_b, "past-history").wait_for()
    by(phone_b, "past-reopen").tap()
    phone_b.wait_for_event("load")
    phone_b.wait_for_function(
        "() => document.body.dataset.ready === '1' && window.tkApp.state.players[0].name === 'Cid'"
    )
    assert state(phone_b)["players"][1]["life"] == 18
    assert (
        len(archive(phone_b)) == 1
        and archive(phone_b)[0]["records"][0]["action"]["players"][0] == "Ann"
    )
    # delete after a confirmation
    open_carry(phone_b)
    by(phone_b, "carry-past").tap()
    by(phone_b, "past-game").tap()
    by(phone_b, "past-delete").tap()
    assert len(archive(phone_b)) == 1  # asked first
    by(phone_b, "past-delete-yes").tap()
    by(phone_b, "past-none").wait_for()
    assert archive(phone_b) == []
    assert by(phone_b, "past-this-session").count() == 0  # one game, still running
    # a game ended by a new one stays in this session's history: Past games says where it is
    by(phone_b, "sheet-close").tap()  # Past games closes back to Games and files
    by(phone_b, "carry-sheet").wait_for()
    by(phone_b, "sheet-close").tap()
    send(phone_b, {"type": "new_game", "players": ["Cid", "Dan"]})
    open_carry(phone_b)
    by(phone_b, "carry-past").tap()
    by(phone_b, "past-none").wait_for()
    assert "in its history" in by(phone_b, "past-this-session").text_content()
    assert page.tk_errors == [] and phone_b.tk_errors == []


def write_pool(tmp_path) -> Path:
    cards = [
        {
            "id": f"T/{name}",
            "name": name,
            "set": "T",
            "faces": [{"name": name, "types": ["Creature"], "cost": "{G}"}],
        }
        for name in (
            "Green Gnat",
            "Wild Growth",
            "Moss Troll",
            "<i>Italic</i> Elf",
            "Tall Tree",
            "Fern",
            "Quiet Owl",
            "Root Wall",
            "Bog Toad",
            "Vine Snake",
        )
    ]
    path = tmp_path / "pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": cards}), encoding="utf-8"
    )
    return path


def stored_pools(page):
    return page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open('table-keeper-pools');
      open.onupgradeneeded = () => open.result.createObjectStore('pools', { keyPath: 'id', autoIncrement: true });
      open.onsuccess = () => { const r = open.result.transaction('pools').objectStore('pools').getAll();
        r.onsuccess = () => { open.result.close(); resolve(r.result.map((e) => [e.name, e.pool.cards.length])); }; };
    })""")


def test_a_hell_session_goes_with_its_pool_and_goes_on(phones, open_app, tmp_path):
    page, phone_b = phones
    open_app(page)
    by(page, "count-2").tap()
    by(page, "name-0").fill("Ann")
    by(page, "name-1").fill("Bob")
    by(page, "format").select_option("hells_half_draft")
    by(page, "start-game").tap()
    by(page, "player-1").wait_for()
    settle(page)
    by(page, "open-menu").tap()
    by(page, "feature-pools").tap()
    by(page, "pool-file").set_input_files(str(write_pool(tmp_path)))
    page.wait_for_function(
        "() => /Took 10 cards/.test(document.querySelector('[data-testid=import-report]').textContent)"
    )
    by(page, "sheet-close").tap()
    by(page, "hell-chip").tap()
    by(page, "hell-build").tap()
    by(page, "hell-top").wait_for()
    settle(page)
    by(page, "sheet-close").tap()
    sent = state(page)
    # issue 33, item 5: the file carries the hidden Hell library (another phone needs it to
    # go on), so the player is told so first, with what it shows; Cancel makes no file
    library = sent["session_features"]["hell"]["hell_library"]["count"]
    open_carry(page)
    by(page, "carry-send").tap()
    by(page, "secret-file").wait_for()
    assert (
        f"the cards of the Hell library and their order ({library} cards)"
        in by(page, "secret-file-text").text_content()
    )
    by(page, "secret-file-cancel").tap()
    assert by(page, "secret-file").count() == 0
    open_carry(page)
    with page.expect_download() as download:
        by(page, "carry-send").tap()
        by(page, "secret-file-ok").tap()
    path = tmp_path / "table.json"
    download.value.save_as(path)
    assert json.loads(path.read_text(encoding="utf-8"))["pool"]["name"]

    open_app(phone_b)
    choose_file(phone_b, path)
    by(phone_b, "carry-pool").wait_for()
    assert "10 cards" in by(phone_b, "carry-pool").text_content()
    assert "Hell's Half-Draft session" in by(phone_b, "carry-kind").text_content()
    # a phone with no game of its own is not told that its game goes to Past games (play-test)
    assert "holds no game yet" in by(phone_b, "carry-open-note").text_content()
    by(phone_b, "carry-open-confirm").tap()
    phone_b.wait_for_event("load")
    phone_b.wait_for_function("() => document.getElementById('toast').textContent === 'Opened.'")
    phone_b.wait_for_function(
        "() => document.body.dataset.ready === '1' && !!window.tkApp.state.session_features.hell"
    )
    settle(phone_b)
    assert state(phone_b)["session_features"]["hell"] == sent["session_features"]["hell"]
    assert stored_pools(phone_b) == [[stored_pools(page)[0][0], 10]]  # the pool came along
    # and the session goes on: the Hell library is drawn from on the second phone
    library = sent["session_features"]["hell"]["hell_library"]["count"]
    by(phone_b, "hell-chip").tap()
    by(phone_b, "hell-top").wait_for()
    for letter in "WUBRG":
        by(phone_b, f"hell-color-0-{letter}").tap()
    by(phone_b, "hell-declare-0").tap()
    settle(phone_b)
    by(phone_b, "hell-deal").tap()
    settle(phone_b)
    assert state(phone_b)["session_features"]["hell"]["hell_library"]["count"] < library


def report_round(page, number):
    tables = page.evaluate(f"""() => [...document.querySelectorAll('[data-testid^="t-table-{number}-"]')]
        .filter((el) => el.querySelector('.t-quick')).map((el) => el.dataset.testid.split('-').pop())""")
    for table in tables:
        by(page, f"t-res-{number}-{table}-2-1-0").tap()
        settle(page)


def standings_rows(page):
    return page.evaluate("""() => [...document.querySelectorAll('[data-testid=t-standings] tbody tr')]
        .map((tr) => [...tr.children].map((td) => td.textContent))""")


def test_a_tournament_goes_with_its_rounds_and_standings_and_goes_on(phones, open_app, tmp_path):
    page, phone_b = phones
    open_app(page)
    by(page, "start-feature-tournament").tap()
    by(page, "t-players").fill("Ann\nBob\nCid\nDan\nEve")
    by(page, "t-create").tap()
    by(page, "t-pair").tap()
    settle(page)
    by(page, "t-table-1-1").wait_for()
    report_round(page, 1)
    rows = standings_rows(page)
    by(page, "sheet-close").tap()
    sent = state(page)["session_features"]["tournament"]
    path = send_table(page, tmp_path)

    open_app(phone_b)
    choose_file(phone_b, path)
    by(phone_b, "carry-tournament").wait_for()
    assert "Round 1" in by(phone_b, "carry-tournament").text_content()
    by(phone_b, "carry-open-confirm").tap()
    phone_b.wait_for_event("load")
    phone_b.wait_for_function(
        "() => document.body.dataset.ready === '1' && !!window.tkApp.state.session_features.tournament"
    )
    settle(phone_b)
    assert state(phone_b)["session_features"]["tournament"] == sent
    by(phone_b, "start-feature-tournament").tap()
    by(phone_b, "t-standings").wait_for()
    assert standings_rows(phone_b) == rows
    by(phone_b, "t-pair").tap()  # round 2, on the new phone
    settle(phone_b)
    by(phone_b, "t-table-2-1").wait_for()
    assert state(phone_b)["session_features"]["tournament"]["round"] == 2


def test_a_past_session_without_a_game_shows_no_chart_and_no_stray_word(page, open_app, server):
    """A session that never started a game (a tournament set up, its rounds paired) has no
    life chart: its past game shows no chart button and never the word "null" (the view
    appended the missing button itself, which the DOM writes as the text "null")."""
    storage_permission(page, server.origin, "granted")
    open_app(page)
    by(page, "start-feature-tournament").tap()
    by(page, "t-players").fill("Ann\nBob\nCid\nDan")
    by(page, "t-create").tap()
    by(page, "t-pair").tap()
    settle(page)
    by(page, "sheet-close").tap()
    page.evaluate("() => { window.tkApp.newSession(); }")  # this session goes to Past games
    page.wait_for_event("load")
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    open_carry(page)
    by(page, "carry-past").tap()
    by(page, "past-game").tap()
    by(page, "past-history").wait_for()
    detail = by(page, "past-game-detail")
    assert by(page, "past-life-chart").count() == 0
    assert "null" not in detail.text_content()
    texts = page.evaluate("""() => [...document.querySelector('[data-testid=past-game-detail]').childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent)""")
    assert texts == []
    assert page.tk_errors == []


def good_file() -> str:
    from engine import Session
    from engine.table_file import write_table_file

    session = Session()
    for action in (
        {"type": "new_game", "players": ["Eve", "Fay"]},
        {"type": "adjust_life", "player": 0, "delta": -4},
    ):
        session.apply(action)
    return write_table_file(session, saved_at="2026-11-25T21:04:00Z")


def resealed(change) -> str:
    from engine.table_file import checksum

    document = json.loads(good_file())
    change(document)
    document["checksum"] = checksum(document)
    return json.dumps(document)


BAD_FILES = [
    ("truncated", lambda: good_file()[:300].encode(), "ends in the middle"),
    ("corrupted", lambda: b"\x89PNG\r\n\x1a\n\xff\xfe\x00garbage", "damaged"),
    (
        "hand-edited",
        lambda: good_file().replace('"Eve"', '"Eva"', 1).encode(),
        "damaged: its content does not match the checksum",
    ),
    (
        "bad-line",
        lambda: resealed(
            lambda d: d["log"].insert(2, {"type": "adjust_life", "player": 5, "delta": -1})
        ).encode(),
        "Line 3 of the game log breaks a rule",
    ),
    ("newer", lambda: resealed(lambda d: d.update(version=2)).encode(), "newer release"),
    (
        "other-app",
        lambda: json.dumps({"format": "some-other-app", "items": [1, 2]}).encode(),
        "another app's file",
    ),
    ("oversized", lambda: b" " * (21 * 1024 * 1024), "too large"),
]


def test_every_kind_of_bad_file_is_refused_and_the_game_stays(phones, open_app, tmp_path):
    _, phone = phones
    open_app(phone)
    start_game(phone, ["Cid", "Dan"], lang=None, settle=True)
    send(phone, {"type": "adjust_life", "player": 1, "delta": -2})
    before = state(phone)
    for name, make, said in BAD_FILES:
        path = tmp_path / f"{name}.json"
        path.write_bytes(make())
        choose_file(phone, path)
        by(phone, "carry-refusal").wait_for()
        assert said in by(phone, "carry-refusal").text_content(), name
        by(phone, "carry-refusal-ok").tap()
        assert state(phone) == before and archive(phone) == [], name
    # in Russian, a rule broken on a line says the line and the rule in Russian
    by(phone, "open-menu").tap()
    by(phone, "menu-lang-ru").tap()
    path = tmp_path / "bad-line.json"
    choose_file(phone, path)
    by(phone, "carry-refusal").wait_for()
    text = by(phone, "carry-refusal").text_content()
    assert text.startswith("Строка 3 журнала партии нарушает правило: ") and not any(
        "a" <= c <= "z" for c in text.lower()
    )
    by(phone, "carry-refusal-ok").tap()
    # what a good file holds, and the sheet itself, say nothing in English
    good = tmp_path / "good.json"
    good.write_text(good_file(), encoding="utf-8")
    choose_file(phone, good)
    by(phone, "carry-open-confirm").wait_for()
    said = by(phone, "carry-preview").text_content()
    assert "Eve: 16" in said and "2 действия" in said  # Russian plural forms
    assert re.findall(r"\b[A-Za-z]{4,}\b", said.replace("Eve", "").replace("Fay", "")) == []
    by(phone, "carry-open-cancel").tap()
    open_carry(phone)
    assert re.findall(r"\b[A-Za-z]{4,}\b", by(phone, "carry-sheet").text_content()) == []
    by(phone, "sheet-close").tap()
    phone.reload()
    phone.wait_for_function("() => document.body.dataset.ready === '1'")
    assert state(phone)["players"] == before["players"] and archive(phone) == []


def recent_names(page):
    return page.evaluate(
        "() => JSON.parse(localStorage.getItem('tk-recent-players') || '[]').map((p) => p.name)"
    )


def test_a_backup_restored_on_an_empty_phone_brings_everything_back(phones, open_app, tmp_path):
    page, phone_b = phones
    page.on("dialog", lambda dialog: dialog.accept())
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None, settle=True)
    send(page, {"type": "adjust_life", "player": 0, "delta": -5})
    new_session(page)  # Ann and Bob go to the archive
    start_game(page, ["Cid", "Dan"], lang=None, settle=True)
    send(page, {"type": "adjust_life", "player": 1, "delta": -3})
    by(page, "open-menu").tap()
    by(page, "feature-pools").tap()
    by(page, "pool-file").set_input_files(str(write_pool(tmp_path)))
    page.wait_for_function(
        "() => /Took 10 cards/.test(document.querySelector('[data-testid=import-report]').textContent)"
    )
    by(page, "sheet-close").tap()
    path = make_backup(page, tmp_path)

    open_app(phone_b)
    for round_ in range(2):  # restored twice: merged, nothing doubled
        choose_backup(phone_b, path)
        phone_b.wait_for_event("load")
        phone_b.wait_for_function(
            "() => document.body.dataset.ready === '1' && window.tkApp.state.log_length > 0"
        )
        said = phone_b.wait_for_function(
            "() => { const el = document.getElementById('toast'); return el && !el.hidden && el.textContent; }"
        ).json_value()
        # what was added, and never "0 card pools added" when the second restore adds nothing
        assert said == (
            "Restored: 2 sessions and 1 card pool added."
            if round_ == 0
            else "Nothing to add: everything in the backup is already on this phone."
        ), said
        settle(phone_b)
        assert [p["name"] for p in state(phone_b)["players"]] == ["Cid", "Dan"]
        assert state(phone_b)["players"][1]["life"] == 17
        assert [e["records"][0]["action"]["players"] for e in archive(phone_b)] == [["Ann", "Bob"]]
        assert stored_pools(phone_b) == stored_pools(page)
        assert set(recent_names(phone_b)) == {"Ann", "Bob", "Cid", "Dan"}
        by(phone_b, "player-0").wait_for()


def test_storage_the_browser_may_clear_is_said_once_with_both_ways(page, phone_b, open_app, server):
    storage_permission(page, server.origin, "denied")
    storage_permission(phone_b, server.origin, "granted")
    for phone in (page, phone_b):
        open_app(phone)
        by(phone, "start-feature-tournament").tap()
        by(phone, "t-players").fill("Ann\nBob\nCid")
        by(phone, "t-create").tap()
        settle(phone)
        by(phone, "sheet-close").tap()
    by(page, "persist-sheet").wait_for()
    assert "may delete" in by(page, "persist-warning").text_content()
    assert by(page, "persist-backup").is_visible()
    by(page, "persist-home").tap()
    assert (
        "menu" in by(page, "persist-home-how").text_content()
        or "Share" in by(page, "persist-home-how").text_content()
    )
    with page.expect_download():
        by(page, "persist-backup").tap()
    by(page, "persist-later").tap()
    assert by(page, "persist-sheet").count() == 0
    open_carry(page)  # (the line is filled once the browser answers)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=persist-status]')?.dataset.kept !== undefined"
    )
    assert by(page, "persist-status").get_attribute("data-kept") == "false"
    page.reload()  # said once: not again
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    send(page, {"type": "tournament_pair"})
    assert by(page, "persist-sheet").count() == 0
    # where the browser keeps the data for good, nothing is said, and the menu says it is kept
    assert by(phone_b, "persist-sheet").count() == 0
    open_carry(phone_b)
    by(phone_b, "persist-status").wait_for()
    phone_b.wait_for_function(
        "() => document.querySelector('[data-testid=persist-status]').dataset.kept === 'true'"
    )
    assert "keeps the app's data for good" in by(phone_b, "persist-status").text_content()


# A phone whose share sheet takes files (headless Chromium has none): what the app hands it is
# kept on the page; the player's answer is set by the test (shared, closed, or no app to take it).
SHARE_SHEET = """
Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true,
  value(data) { return !!(data && data.files && data.files.length); } });
Object.defineProperty(Navigator.prototype, 'share', { configurable: true,
  async value(data) {
    const file = data.files[0];
    window.tkShared = { name: file.name, type: file.type, text: await file.text(), title: data.title };
    if (window.tkShareAnswer === 'closed') throw new DOMException('The player closed the share sheet', 'AbortError');
    if (window.tkShareAnswer === 'no app') throw new DOMException('No app takes the file', 'NotAllowedError');
  } });
"""


def test_a_table_goes_through_the_share_sheet_where_the_phone_has_one(phones, open_app, tmp_path):
    """On a phone whose share sheet takes files the table file goes there, not to a download;
    the player closing the sheet sends nothing and marks nothing; a sheet no app can take
    falls back to the download. The shared file opens on the other phone as the same table."""
    page, other = phones
    page.context.add_init_script(SHARE_SHEET)
    downloads = []
    page.on("download", lambda d: downloads.append(d))
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None, settle=True)
    by(page, "life-0-minus").tap()
    settle(page)

    page.evaluate("() => { window.tkShareAnswer = 'closed'; }")
    open_carry(page)
    by(page, "carry-send").tap()
    page.wait_for_function("() => !!window.tkShared")
    page.wait_for_timeout(300)
    assert downloads == [] and page.evaluate("() => document.body.dataset.handedOver") != "1"

    page.evaluate("() => { window.tkShared = null; window.tkShareAnswer = 'shared'; }")
    open_carry(page)
    by(page, "carry-send").tap()
    page.wait_for_function("() => document.body.dataset.handedOver === '1'")
    shared = page.evaluate("() => window.tkShared")
    assert downloads == []
    assert (
        re.fullmatch(r"table-keeper-table-.+\.json", shared["name"])
        and shared["type"] == "application/json"
    )
    path = tmp_path / shared["name"]
    path.write_text(shared["text"], encoding="utf-8")
    open_app(other)
    open_table(other, path)
    assert comparable(state(other)) == comparable(state(page))

    page.evaluate("() => { window.tkShared = null; window.tkShareAnswer = 'no app'; }")
    open_carry(page)
    with page.expect_download() as download:
        by(page, "carry-send").tap()
    fallback = tmp_path / "fallback.json"
    download.value.save_as(fallback)
    assert (
        json.loads(fallback.read_text(encoding="utf-8"))["log"] == json.loads(shared["text"])["log"]
    )

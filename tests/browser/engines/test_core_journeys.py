"""The core journeys of a table, each written once in the journey language (``journey.py``)
and run in Chromium, WebKit (an iPhone's engine) and Gecko (Firefox's) by the ``phone``
fixture. What only Chromium can do (a renderer killed through CDP, touch presses held, two
tabs, storage faults) stays in the Chromium tests of tests/browser/. Default settings: the
settle time is the shipped 1 s."""

from __future__ import annotations

import json
import re
import time

import pytest
from journey import start_game

pytestmark = pytest.mark.browser

MINUS = "\u2212"


def test_first_visit_to_ready(phone, origin):
    began = time.monotonic()
    phone.open_app(origin.url)
    print(f"\n{phone.name}: first visit to ready in {time.monotonic() - began:.1f} s")
    assert phone.text("start-game") == "Start game"
    assert phone.evaluate("document.documentElement.lang") == "en"
    assert phone.evaluate("crossOriginIsolated") is True
    loaded = phone.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert loaded and [u for u in loaded if not u.startswith(origin.origin + "/")] == []


def test_a_commander_game_with_taps_commander_damage_undo_redo_and_the_history(phone, origin):
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), fmt="commander", settle=True)
    assert phone.lives(2) == [40, 40]
    for _ in range(3):
        phone.tap("life-0-minus")
    assert phone.life(0) == 37  # shown at once, before it settles
    assert phone.text("pending-0") == f"{MINUS}3"
    phone.settled()
    phone.tap("life-1-plus")
    phone.settled()
    assert phone.lives(2) == [37, 41]

    phone.tap("counters-0")  # Bob's commander hits Ann for 3
    for hit in (1, 2, 3):
        phone.tap_stepper("cmd-0-1", hit)
    phone.tap("sheet-close")
    phone.settled()
    assert phone.lives(2) == [34, 41]  # the damage takes the life
    assert phone.state()["players"][0]["commander_damage"][1] == 3

    phone.tap("undo")  # the three taps of damage are one change
    phone.settled()
    assert phone.lives(2) == [37, 41]
    phone.reload()  # what was undone stays undone, and redo still takes it back
    phone.wait_ready()
    phone.settled()
    assert phone.lives(2) == [37, 41]
    names = "[...document.querySelectorAll('.panel .name')].map((name) => name.textContent)"
    assert phone.evaluate(names) == ["Ann", "Bob"]
    phone.tap("redo")
    phone.settled()
    assert phone.lives(2) == [34, 41]

    phone.tap("open-history")
    history = phone.text("history-list")
    assert f"Ann: life {MINUS}3" in history and "Bob: life +1" in history
    stored = phone.actions()
    assert [a["type"] for a in stored[:3]] == ["new_game", "adjust_life", "adjust_life"]
    assert [(a["type"], a.get("delta")) for a in stored[3:]] == [
        ("commander_damage", 3),
        ("undo", None),
        ("redo", None),
    ], stored


def test_number_entry_a_counter_and_dice(phone, origin):
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), settle=True)
    phone.tap("life-1")
    phone.type("number-input", "7")
    phone.tap("number-subtract")
    phone.settled()
    assert phone.lives(2) == [20, 13]

    phone.tap("counters-0")
    for poison in (1, 2):
        phone.tap_stepper("counter-0-poison", poison)
    phone.tap("designation-0-monarch")
    phone.settled()
    phone.tap("sheet-close")
    assert "Poison 2" in phone.text("counters-0")
    assert "👑" in phone.text("player-0")

    phone.tap("open-dice")
    phone.tap("roll-d20")
    phone.wait_for(
        "/d20: \\d+/.test((document.querySelector('[data-testid=roll-result]') || {}).textContent)",
        what="a d20 result",
    )
    rolled = int(re.search(r"d20: (\d+)", phone.text("roll-result")).group(1))
    assert 1 <= rolled <= 20
    phone.tap("sheet-close")
    phone.settled()
    phone.reload()
    phone.wait_ready()
    phone.settled()
    assert phone.lives(2) == [20, 13]
    phone.tap("open-history")
    assert f"Rolled 1d20: {rolled}" in phone.text("history-list")


def test_a_reload_in_the_settle_second_keeps_both_taps(phone, origin):
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), settle=True)
    phone.tap("life-0-minus")
    phone.tap("life-0-minus")
    assert phone.life(0) == 18
    assert phone.text("pending-0") == f"{MINUS}2"  # not settled yet: the reload comes
    phone.reload()  # within the 1 s settle time
    phone.wait_ready()
    assert phone.life(0) == 18
    phone.settled()
    assert phone.life(0) == 18
    changes = [a for a in phone.actions() if a["type"] == "adjust_life"]
    assert changes == [{"type": "adjust_life", "player": 0, "delta": -2}]
    phone.tap("undo")  # one change, one undo
    phone.settled()
    assert phone.life(0) == 20


def test_offline_from_the_service_worker(phone, origin):
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), settle=True)
    phone.tap("life-1-minus")
    phone.settled()
    phone.sw_controlling()
    phone.go_offline(origin)
    phone.reload()
    phone.wait_ready()
    phone.settled()
    assert phone.lives(2) == [20, 19]
    assert phone.evaluate("!!navigator.serviceWorker.controller")
    phone.tap("life-0-plus")
    phone.settled()
    phone.reload()
    phone.wait_ready()
    phone.settled()
    assert phone.lives(2) == [21, 19]


def test_russian(phone, origin):
    phone.open_app(origin.url)
    phone.tap("lang-ru")
    assert phone.text("start-game") == "Начать игру"
    assert phone.evaluate("document.documentElement.lang") == "ru"
    start_game(phone, ("Аня", "Борис"), lang="ru", settle=True)
    assert (
        "Дальше ▸" in phone.text("next-turn")
        and phone.attribute("next-turn", "title") == "Следующий ход"
    )
    phone.tap("life-0-minus")
    phone.settled()
    phone.reload()
    phone.wait_ready()
    phone.settled()
    assert (
        "Дальше ▸" in phone.text("next-turn")
        and phone.attribute("next-turn", "title") == "Следующий ход"
    )
    phone.tap("open-history")
    assert f"Аня: жизнь {MINUS}1" in phone.text("history-list")


def test_a_swiss_round(phone, origin):
    phone.open_app(origin.url)
    phone.tap("start-feature-tournament")
    phone.type("t-players", "Ann\nBob\nCid\nDan")
    phone.tap("t-create")
    phone.wait_testid("t-pair")
    assert "4 players" in phone.text("t-plan")
    phone.tap("t-pair")
    phone.settled()
    phone.wait_testid("t-table-1-1")
    phone.tap("t-res-1-1-2-0-0")
    phone.settled()
    phone.tap("t-res-1-2-2-1-0")
    phone.settled()
    assert "Round 1 is complete" in phone.text("t-status")
    rows = phone.evaluate(
        "[...document.querySelectorAll('[data-testid=t-standings] tbody tr')]"
        ".map((tr) => [...tr.children].map((td) => td.textContent))"
    )
    assert len(rows) == 4 and [int(r[2]) for r in rows] == [3, 3, 0, 0]
    tour = phone.state()["session_features"]["tournament"]
    assert tour["round"] == 1 and len(tour["rounds"][0]) == 2


def invented_pool(tmp_path):
    """A small pool of invented cards (no card data from ../shared)."""
    names = [
        ("Moss Tortoise", "{1}{G}", "Creature"),
        ("Paper Golem", "{2}", "Artifact"),
        ("Quiet Hollow", "", "Land"),
        ("Salt Wind", "{U}", "Instant"),
        ("Ember Toad", "{R}", "Creature"),
        ("Bone Lantern", "{1}", "Artifact"),
    ]
    cards = [
        {
            "id": f"HLC/{name}",
            "name": name,
            "set": "HLC",
            "faces": [{"name": name, "types": [kind], **({"cost": cost} if cost else {})}],
        }
        for name, cost, kind in names
    ]
    path = tmp_path / "invented-pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": cards}), encoding="utf-8"
    )
    return path, len(cards)


def test_a_hell_library_from_an_imported_pool(phone, origin, tmp_path):
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), fmt="hells_half_draft", settle=True)
    path, count = invented_pool(tmp_path)
    phone.tap("open-menu")
    phone.tap("feature-pools")
    phone.upload("pool-file", str(path))
    phone.wait_for(
        f"/Took {count} cards/.test((document.querySelector('[data-testid=import-report]')"
        " || {}).textContent)",
        what="the import's report",
    )
    phone.settled()
    phone.tap("sheet-close")
    phone.tap("hell-chip")
    phone.wait_testid("hell-build")
    assert phone.evaluate("document.querySelector('[data-testid=hell-set-select]').value") == "HLC"
    for basic in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"):
        phone.type(f"hell-basic-{basic}", "0")
    phone.type("hell-fraction", "1")
    phone.tap("hell-build")
    phone.wait_testid("hell-top")
    phone.settled()
    assert phone.text("hell-library-count") == str(count)
    assert phone.state()["session_features"]["hell"]["setup"]["library_size"] == count


def test_contraptions_set_up(phone, origin):
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), settle=True)
    phone.tap("open-menu")
    phone.tap("feature-contraptions")
    phone.wait_testid("contraptions-sheet")
    phone.tap("ctr-rules-unstable")
    phone.tap("ctr-start")
    phone.settled()
    assert phone.text("ctr-deck-count-0") == "Deck: 45"
    phone.tap("ctr-rig-tab-1")
    assert phone.text("ctr-deck-count-1") == "Deck: 45"
    phone.tap("ctr-close")
    phone.tap("next-turn")
    phone.settled()
    phone.wait_testid("ctr-upkeep")
    assert phone.text("ctr-turn") == "Turn 1 · Ann"
    phone.tap("ctr-upkeep")
    phone.settled()
    assert "the counter stays on sprocket 3" in phone.text("ctr-events")


HOSTILE_READS = [  # (call, text, the refusal): what killed the engine in Chromium (issue 33)
    ("carry_read", "[" * 200_000, "table_file_too_deep"),
    ("carry_read", '{"a":' * 40_000 + "1" + "}" * 40_000, "table_file_too_deep"),
    ("backup_read", "[" * 100_000 + "]" * 100_000, "table_file_too_deep"),
    ("carry_read", '{"format": "table-keeper-table", "n": ["A\\ud800"]}', "table_file_bad_text"),
    ("carry_read", "", "table_file_empty"),
]


def test_hostile_files_are_refused_by_the_engine_and_it_keeps_running(phone, origin):
    """Each engine's WebAssembly stack is its own size: the engine in this browser refuses
    200,000 nested brackets and a lone surrogate by itself (the page refuses them earlier,
    tests/browser/test_carry_hostile.py), and the next tap still reaches the log."""
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob"), settle=True)
    for call, text, refusal in HOSTILE_READS:
        answer = phone.evaluate(
            f"window.tkApp.whenEngine().then((e) => e.{call}({json.dumps(text)}))"
            ".then((answer) => JSON.stringify(answer))"
        )
        assert json.loads(answer)["error"]["error"] == refusal, (call, text[:40])
    phone.tap("life-0-minus")
    phone.settled()
    assert phone.life(0) == 19 and [a["type"] for a in phone.actions()][-1] == "adjust_life"

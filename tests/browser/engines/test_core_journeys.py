"""The core journeys of a table in WebKit (an iPhone's engine) and Gecko (Firefox's), each
written once against steps.EnginePage and run in both (the ``engine`` fixture). Chromium runs
these and much more in tests/browser/. Default settings: the settle time is the shipped 1 s."""

from __future__ import annotations

import json
import re
import time

import pytest

pytestmark = pytest.mark.browser

MINUS = "\u2212"


def test_first_visit_to_ready(engine, origin):
    began = time.monotonic()
    engine.open_app(origin.url)
    print(f"\n{engine.name}: first visit to ready in {time.monotonic() - began:.1f} s")
    assert engine.text("start-game") == "Start game"
    assert engine.evaluate("document.documentElement.lang") == "en"
    assert engine.evaluate("crossOriginIsolated") is True
    loaded = engine.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    assert loaded and [u for u in loaded if not u.startswith(origin.origin + "/")] == []


def test_a_commander_game_with_taps_commander_damage_undo_redo_and_the_history(engine, origin):
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"), game_format="commander")
    assert engine.lives(2) == [40, 40]
    for _ in range(3):
        engine.tap("life-0-minus")
    assert engine.life(0) == 37  # shown at once, before it settles
    assert engine.text("pending-0") == f"{MINUS}3"
    engine.settled()
    engine.tap("life-1-plus")
    engine.settled()
    assert engine.lives(2) == [37, 41]

    engine.tap("counters-0")  # Bob's commander hits Ann for 3
    for hit in (1, 2, 3):
        engine.tap_stepper("cmd-0-1", hit)
    engine.tap("sheet-close")
    engine.settled()
    assert engine.lives(2) == [34, 41]  # the damage takes the life
    assert engine.state()["players"][0]["commander_damage"][1] == 3

    engine.tap("undo")  # the three taps of damage are one change (issue 24)
    engine.settled()
    assert engine.lives(2) == [37, 41]
    engine.tap("redo")
    engine.settled()
    assert engine.lives(2) == [34, 41]

    engine.tap("open-history")
    history = engine.text("history-list")
    assert f"Ann: life {MINUS}3" in history and "Bob: life +1" in history
    stored = engine.actions()
    assert [a["type"] for a in stored[:3]] == ["new_game", "adjust_life", "adjust_life"]
    assert [(a["type"], a.get("delta")) for a in stored[3:]] == [
        ("commander_damage", 3),
        ("undo", None),
        ("redo", None),
    ], stored


def test_number_entry_a_counter_and_dice(engine, origin):
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"))
    engine.tap("life-1")
    engine.type("number-input", "7")
    engine.tap("number-subtract")
    engine.settled()
    assert engine.lives(2) == [20, 13]

    engine.tap("counters-0")
    for poison in (1, 2):
        engine.tap_stepper("counter-0-poison", poison)
    engine.settled()
    engine.tap("sheet-close")
    assert "Poison 2" in engine.text("counters-0")

    engine.tap("open-dice")
    engine.tap("roll-d20")
    engine.wait_for(
        "/d20: \\d+/.test((document.querySelector('[data-testid=roll-result]') || {}).textContent)",
        what="a d20 result",
    )
    rolled = int(re.search(r"d20: (\d+)", engine.text("roll-result")).group(1))
    assert 1 <= rolled <= 20
    engine.tap("sheet-close")
    engine.settled()
    engine.reload()
    engine.wait_ready()
    engine.settled()
    assert engine.lives(2) == [20, 13]
    engine.tap("open-history")
    assert f"Rolled 1d20: {rolled}" in engine.text("history-list")


def test_a_reload_in_the_settle_second_keeps_both_taps(engine, origin):
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"))
    engine.tap("life-0-minus")
    engine.tap("life-0-minus")
    assert engine.life(0) == 18
    assert engine.text("pending-0") == f"{MINUS}2"  # not settled yet: the reload comes
    engine.reload()  # within the 1 s settle time
    engine.wait_ready()
    assert engine.life(0) == 18
    engine.settled()
    assert engine.life(0) == 18
    changes = [a for a in engine.actions() if a["type"] == "adjust_life"]
    assert changes == [{"type": "adjust_life", "player": 0, "delta": -2}]
    engine.tap("undo")  # one change, one undo
    engine.settled()
    assert engine.life(0) == 20


def test_offline_from_the_service_worker(engine, origin):
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"))
    engine.tap("life-1-minus")
    engine.settled()
    engine.sw_controlling()
    origin.stop()
    engine.reload()
    engine.wait_ready()
    engine.settled()
    assert engine.lives(2) == [20, 19]
    assert engine.evaluate("!!navigator.serviceWorker.controller")
    engine.tap("life-0-plus")
    engine.settled()
    engine.reload()
    engine.wait_ready()
    engine.settled()
    assert engine.lives(2) == [21, 19]


def test_russian(engine, origin):
    engine.open_app(origin.url)
    engine.tap("lang-ru")
    assert engine.text("start-game") == "Начать игру"
    assert engine.evaluate("document.documentElement.lang") == "ru"
    engine.start_game(("Аня", "Борис"), lang="ru")
    assert (
        "Дальше ▸" in engine.text("next-turn")
        and engine.attribute("next-turn", "title") == "Следующий ход"
    )
    engine.tap("life-0-minus")
    engine.settled()
    engine.reload()
    engine.wait_ready()
    engine.settled()
    assert (
        "Дальше ▸" in engine.text("next-turn")
        and engine.attribute("next-turn", "title") == "Следующий ход"
    )
    engine.tap("open-history")
    assert f"Аня: жизнь {MINUS}1" in engine.text("history-list")


def test_a_swiss_round(engine, origin):
    engine.open_app(origin.url)
    engine.tap("start-feature-tournament")
    engine.type("t-players", "Ann\nBob\nCid\nDan")
    engine.tap("t-create")
    engine.wait_testid("t-pair")
    assert "4 players" in engine.text("t-plan")
    engine.tap("t-pair")
    engine.settled()
    engine.wait_testid("t-table-1-1")
    engine.tap("t-res-1-1-2-0-0")
    engine.settled()
    engine.tap("t-res-1-2-2-1-0")
    engine.settled()
    assert "Round 1 is complete" in engine.text("t-status")
    rows = engine.evaluate(
        "[...document.querySelectorAll('[data-testid=t-standings] tbody tr')]"
        ".map((tr) => [...tr.children].map((td) => td.textContent))"
    )
    assert len(rows) == 4 and [int(r[2]) for r in rows] == [3, 3, 0, 0]
    tour = engine.state()["session_features"]["tournament"]
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


def test_a_hell_library_from_an_imported_pool(engine, origin, tmp_path):
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"), game_format="hells_half_draft")
    path, count = invented_pool(tmp_path)
    engine.tap("open-menu")
    engine.tap("feature-pools")
    engine.upload("pool-file", str(path))
    engine.wait_for(
        f"/Took {count} cards/.test((document.querySelector('[data-testid=import-report]')"
        " || {}).textContent)",
        what="the import's report",
    )
    engine.settled()
    engine.tap("sheet-close")
    engine.tap("hell-chip")
    engine.wait_testid("hell-build")
    assert engine.evaluate("document.querySelector('[data-testid=hell-set-select]').value") == "HLC"
    for basic in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"):
        engine.type(f"hell-basic-{basic}", "0")
    engine.type("hell-fraction", "1")
    engine.tap("hell-build")
    engine.wait_testid("hell-top")
    engine.settled()
    assert engine.text("hell-library-count") == str(count)
    assert engine.state()["session_features"]["hell"]["setup"]["library_size"] == count


def test_contraptions_set_up(engine, origin):
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"))
    engine.tap("open-menu")
    engine.tap("feature-contraptions")
    engine.wait_testid("contraptions-sheet")
    engine.tap("ctr-rules-unstable")
    engine.tap("ctr-start")
    engine.settled()
    assert engine.text("ctr-deck-count-0") == "Deck: 45"
    engine.tap("ctr-rig-tab-1")
    assert engine.text("ctr-deck-count-1") == "Deck: 45"
    engine.tap("ctr-close")
    engine.tap("next-turn")
    engine.settled()
    engine.wait_testid("ctr-upkeep")
    assert engine.text("ctr-turn") == "Turn 1 · Ann"
    engine.tap("ctr-upkeep")
    engine.settled()
    assert "the counter stays on sprocket 3" in engine.text("ctr-events")


HOSTILE_READS = [  # (call, text, the refusal): what killed the engine in Chromium (issue 33)
    ("carry_read", "[" * 200_000, "table_file_too_deep"),
    ("carry_read", '{"a":' * 40_000 + "1" + "}" * 40_000, "table_file_too_deep"),
    ("backup_read", "[" * 100_000 + "]" * 100_000, "table_file_too_deep"),
    ("carry_read", '{"format": "table-keeper-table", "n": ["A\\ud800"]}', "table_file_bad_text"),
    ("carry_read", "", "table_file_empty"),
]


def test_hostile_files_are_refused_by_the_engine_and_it_keeps_running(engine, origin):
    """Each engine's WebAssembly stack is its own size: the engine in this browser refuses
    200,000 nested brackets and a lone surrogate by itself (the page refuses them earlier,
    tests/browser/test_carry_hostile.py), and the next tap still reaches the log."""
    engine.open_app(origin.url)
    engine.start_game(("Ann", "Bob"))
    for call, text, refusal in HOSTILE_READS:
        answer = engine.evaluate(
            f"window.tkApp.whenEngine().then((e) => e.{call}({json.dumps(text)}))"
            ".then((answer) => JSON.stringify(answer))"
        )
        assert json.loads(answer)["error"]["error"] == refusal, (call, text[:40])
    engine.tap("life-0-minus")
    engine.settled()
    assert engine.life(0) == 19 and [a["type"] for a in engine.actions()][-1] == "adjust_life"

"""Taps made while Python is still starting (issue 13, item 1): the table painted from
storage takes them at once, keeps them in the journal before showing them, keeps them over a
reload made before the engine is up, and applies them in order once it is; an action the
engine then refuses is reported in words and is not in the log. Python runs in a worker.

The engine is held back by holding the request for ``engine.zip`` (service workers blocked,
so the request goes to the network where the test can hold it), at the default settle time.
"""

from __future__ import annotations

import json

import pytest
from phone_browser import READY_TIMEOUT_MS

from .table_steps import (
    READY,
    actions,
    life,
    page_with_held_engine,
    read_store,
    settled,
    start_game,
)

pytestmark = pytest.mark.browser


@pytest.fixture
def held_page(browser, server):
    with page_with_held_engine(browser, server.url) as held:
        yield held


def watch_shown_against_disk(page) -> None:
    """Record, at the moment a life total changes on screen, how many taps the journal on
    disk holds (body[data-journaled], set when its transaction completes) and how many were
    made (the table's count)."""
    page.evaluate("""() => {
      const seen = [];
      window.__shownAgainstDisk = seen;
      const texts = () => [...document.querySelectorAll('[data-testid^=life-]')]
        .filter((el) => /^life-[0-9]+$/.test(el.dataset.testid)).map((el) => el.textContent);
      let last = texts();
      new MutationObserver(() => {
        const now = texts();
        now.forEach((text, i) => {
          if (text !== last[i]) seen.push({ text, journaled: Number(document.body.dataset.journaled || 0),
                                            taps: tkApp.page.taps.taps });
        });
        last = now;
      }).observe(document.getElementById('screen'), { subtree: true, childList: true, characterData: true });
    }""")


def shown(page, seat: int, value: int) -> None:
    page.wait_for_function(
        "([seat, value]) => document.querySelector(`[data-testid=life-${seat}]`).textContent"
        " === String(value)",
        arg=[seat, value],
        timeout=2000,
    )


def not_ready(page) -> bool:
    return page.evaluate("() => document.body.dataset.ready") != "1"


def test_taps_before_the_engine_is_up_are_shown_kept_over_a_reload_and_land_once(held_page):
    page, hold, release = held_page
    start_game(page, ("Ann", "Bob"))
    hold()
    page.reload()
    page.get_by_test_id("player-0").wait_for()  # painted from storage
    assert not_ready(page) and life(page, 0) == 20
    watch_shown_against_disk(page)
    page.get_by_test_id("life-0-minus").tap()
    shown(page, 0, 19)  # shown within a frame or two
    page.get_by_test_id("life-0-minus").tap()
    page.get_by_test_id("life-1-plus").tap()
    shown(page, 0, 18)
    shown(page, 1, 21)
    # every number the painted table showed was on disk (in the journal) when it appeared
    seen = page.evaluate("() => window.__shownAgainstDisk")
    assert [s["text"] for s in seen] == ["19", "18", "21"], seen
    assert all(s["journaled"] >= s["taps"] for s in seen), seen
    page.wait_for_timeout(1500)  # past the settle time
    assert not_ready(page) and life(page, 0) == 18  # still shown, still pending
    journal = read_store(page)["journal"]
    assert journal["pending"] == [{"seat": 0, "delta": -2}, {"seat": 1, "delta": 1}]
    # a reload before the engine is up finds them as they were
    page.reload()
    page.get_by_test_id("player-0").wait_for()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=life-0]').textContent === '18'"
    )
    assert not_ready(page) and life(page, 1) == 21
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    settled(page)
    assert [a for a in actions(page) if a["type"] == "adjust_life"] == [
        {"type": "adjust_life", "player": 0, "delta": -2},
        {"type": "adjust_life", "player": 1, "delta": 1},
    ]
    assert (life(page, 0), life(page, 1)) == (18, 21)
    assert read_store(page)["journal"] is None
    assert page.tk_errors == []


def test_a_menu_used_while_starting_says_so_and_its_action_lands(held_page):
    page, hold, release = held_page
    start_game(page, ("Ann", "Bob"))
    hold()
    page.reload()
    page.get_by_test_id("player-0").wait_for()
    page.get_by_test_id("next-turn").tap()
    page.locator("#toast").wait_for()
    assert "still starting" in page.locator("#toast").text_content()
    assert read_store(page)["journal"]["queue"][0]["type"] == "next_turn"
    # the message is words only: a tap where it lies reaches the button under it
    box = page.locator("#toast").bounding_box()
    under = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('#toast') === null",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    assert under
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    # started: "still starting" is no longer true, and goes at once
    assert page.evaluate("() => document.getElementById('toast').hidden")
    settled(page)
    assert actions(page)[-1]["type"] == "next_turn"


def test_a_waiting_action_the_engine_refuses_is_reported_in_words(held_page):
    page, hold, release = held_page
    start_game(page, ("Ann", "Bob"))
    before = actions(page)
    # what a page closed during start-up left waiting: one the engine will refuse
    journal = {
        "format": "table-keeper-journal",
        "version": 1,
        "base": len(before),
        "at": 1,
        "pending": [],
        "queue": [{"type": "adjust_life", "player": 7, "delta": -1}],
    }
    page.evaluate(
        """(journal) => new Promise((resolve, reject) => {
      const open = indexedDB.open('table-keeper');
      open.onsuccess = () => {
        const tx = open.result.transaction('meta', 'readwrite');
        tx.objectStore('meta').put(journal, 'journal');
        tx.oncomplete = () => { open.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    })""",
        journal,
    )
    hold()
    page.reload()
    page.get_by_test_id("player-0").wait_for()
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    page.locator("#toast").wait_for()
    said = page.locator("#toast").text_content()
    assert said.startswith(
        "A change made before the app closed could not be applied and was taken back: "
    )
    assert "adjust_life" not in said and "player 7" not in said
    assert actions(page) == before
    assert json.dumps(read_store(page)["journal"]) == "null"


def test_python_runs_in_a_worker_not_on_the_page(page, open_app):
    open_app(page)
    # the engine answers the page from a worker: no Python runtime on the page itself
    assert page.evaluate(
        "() => typeof globalThis.pyodide === 'undefined' && typeof globalThis.loadPyodide === 'undefined'"
    )
    assert any(w.url.startswith("blob:") for w in page.workers)
    answer = page.evaluate("() => tkEngineApi.state()")
    assert answer["ok"] is True


def test_start_tapped_again_while_the_engine_starts_starts_one_game(held_page):
    """The player taps Start, nothing seems to happen (the engine is not up), so they tap
    again: the button says the game is starting and takes no second tap; one game starts."""
    page, hold, release = held_page
    hold()
    page.reload()
    page.get_by_test_id("start-game").wait_for()
    assert not_ready(page)
    page.get_by_test_id("count-4").tap()
    box = page.get_by_test_id("start-game").bounding_box()
    for _ in range(3):  # quick taps on the same spot
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(150)
    button = page.get_by_test_id("start-game")
    assert button.is_disabled()
    assert button.text_content() == "Starting the game as soon as the app is ready…"
    # the form is gone (a change made there would not be the game's): the game asked for is shown
    assert (
        page.get_by_test_id("count-2").count() == 0 and page.get_by_test_id("name-0").count() == 0
    )
    assert page.get_by_test_id("start-queued").locator("li").count() == 4
    assert page.evaluate(
        "() => { const r = document.querySelector('[data-testid=start-game]').getBoundingClientRect();"
        " return r.bottom <= innerHeight && r.top >= 0; }"
    ), "the starting button is on screen"
    assert [a["type"] for a in read_store(page)["journal"]["queue"]] == ["new_game"]
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    page.get_by_test_id("player-3").wait_for()
    settled(page)
    assert [a["type"] for a in actions(page)].count("new_game") == 1


def test_start_tapped_then_a_reload_before_the_engine_is_up_opens_the_table(held_page):
    """Start is tapped while the engine starts and the page is reloaded before it is up: the
    reopened start screen says the game is starting, and once the engine is up the new game
    is on the table (not the start screen), started once."""
    page, hold, release = held_page
    hold()
    page.reload()
    page.get_by_test_id("count-3").tap()
    page.get_by_test_id("name-0").fill("Ann")
    page.get_by_test_id("life-preset-30").tap()
    page.get_by_test_id("start-game").tap()
    page.wait_for_function("() => document.querySelector('[data-testid=start-game]').disabled")
    assert not_ready(page)
    assert [a["type"] for a in read_store(page)["journal"]["queue"]] == ["new_game"]
    page.reload()
    # the reopened screen shows the game that is about to start, as it was asked for
    queued = page.get_by_test_id("start-queued")
    queued.wait_for()
    assert queued.locator("li").all_text_contents() == ["Ann", "Player 2", "Player 3"]
    assert "Starting life: 30" in queued.text_content()
    assert page.get_by_test_id("start-game").is_disabled()
    assert page.get_by_test_id("name-0").count() == 0
    assert not_ready(page)
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    page.get_by_test_id("player-2").wait_for(timeout=10_000)
    assert page.evaluate("() => document.body.dataset.screen") == "table"
    settled(page)
    assert [a["type"] for a in actions(page)].count("new_game") == 1
    assert page.tk_errors == []


def test_a_sheet_opened_while_the_engine_starts_stays_open_and_shows_its_answer(held_page):
    """Dice rolled and the history opened before the engine is up: the sheets stay open when
    it is, the roll's result appears in the dice sheet, the history fills in."""
    page, hold, release = held_page
    start_game(page, ("Ann", "Bob"))
    hold()
    page.reload()
    page.get_by_test_id("player-0").wait_for()
    page.get_by_test_id("open-dice").tap()
    for _ in range(3):  # nothing seems to happen, so the player taps again
        page.get_by_test_id("roll-d20").tap()
    page.get_by_test_id("roll-d6").tap()
    assert page.get_by_test_id("roll-result").text_content() == "d20: as soon as the app is ready…"
    # closed and opened again: the throw still waits, and is still the only one
    page.get_by_test_id("sheet-close").tap()
    page.get_by_test_id("open-dice").tap()
    assert page.get_by_test_id("roll-result").text_content() == "d20: as soon as the app is ready…"
    page.get_by_test_id("flip-coin").tap()
    assert not_ready(page)
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    page.wait_for_function(
        r"() => /^d20: \d+$/.test(document.querySelector('[data-testid=roll-result]')?.textContent || '')",
        timeout=10_000,
    )
    assert page.get_by_test_id("dice-sheet").is_visible()
    settled(page)
    kinds = [a["type"] for a in actions(page)]
    assert kinds.count("roll_dice") == 1 and "flip_coin" not in kinds  # one throw
    assert actions(page)[-1]["sides"] == 20

    hold()
    page.reload()
    page.get_by_test_id("player-0").wait_for()
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-starting").wait_for()
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    page.get_by_test_id("history-list").wait_for(timeout=10_000)
    assert page.get_by_test_id("history-sheet").is_visible()
    assert "Rolled 1d20" in page.get_by_test_id("history-list").text_content()

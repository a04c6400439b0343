"""A number on screen is a number on disk (issue 17): two taps on −, then the page reloaded,
closed or killed 0, 0.3 or 0.7 s later, at the default settle time (1 s), with no help
from pagehide; the app opens again with the life the player saw, as one change, which one
Undo takes back. And a kill at each point of the storage layer (journal written, before
the action is appended, after it) leaves exactly the taps the player made, never twice."""

from __future__ import annotations

import pytest

from .table_steps import actions, end_page, life, open_app, read_store, settled, start_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("how", ["reload", "close", "kill"])
def test_two_taps_survive_the_page_ending(server, context, browser, how):
    page = context.new_page()
    open_app(page, server.url)
    start_game(page)
    expected_life = 20
    for wait_ms in (0, 300, 700):
        page.get_by_test_id("life-0-minus").tap()
        page.get_by_test_id("life-0-minus").tap()
        expected_life -= 2
        assert life(page, 0) == expected_life  # shown at once
        page.wait_for_timeout(wait_ms)
        page = end_page(page, how, browser)
        open_app(page, server.url) if how != "reload" else page.wait_for_function(
            "() => document.body.dataset.ready === '1'"
        )
        # what comes back is what was shown: pending again (it settles by itself) or settled
        assert life(page, 0) == expected_life, f"{how} after {wait_ms} ms"
        settled(page)
        assert life(page, 0) == expected_life, f"{how} after {wait_ms} ms, settled"
        changes = [a for a in actions(page) if a["type"] == "adjust_life"]
        assert changes[-1] == {"type": "adjust_life", "player": 0, "delta": -2}, changes
        assert read_store(page)["journal"] is None
    # one change is one undo, right after a reopening
    page.get_by_test_id("undo").tap()
    settled(page)
    assert life(page, 0) == expected_life + 2
    assert len([a for a in actions(page) if a["type"] == "adjust_life"]) == 3


HOOK = """
window.tkStopAt = null;
window.tkStorageHook = (point) => {
  if (window.tkStopAt && point === window.tkStopAt[0] && --window.tkStopAt[1] <= 0) {
    window.tkStopAt = null;
    window.tkReached(point);
    return new Promise(() => {});          // the storage layer stops here, for ever
  }
};
"""


@pytest.mark.parametrize(
    "point,count", [("journal-written", 3), ("before-append", 1), ("appended", 1)]
)
def test_a_kill_at_each_storage_point_keeps_the_taps_once(server, context, browser, point, count):
    reached = []
    context.expose_binding("tkReached", lambda source, p: reached.append(p))
    context.add_init_script(HOOK)
    page = context.new_page()
    open_app(page, server.url)
    start_game(page)
    page.evaluate("([p, n]) => { window.tkStopAt = [p, n]; }", [point, count])
    count_taps = 3
    for _ in range(count_taps):
        page.get_by_test_id("life-1-plus").tap()
    # journal-written: the last tap's journal entry is on disk; before-append: the settled
    # change is dispatched, its append not made; appended: the append (and the journal's
    # clearing with it) completed
    for _ in range(100):
        if reached:
            break
        page.wait_for_timeout(50)
    assert reached == [point]
    page = end_page(page, "kill", browser)
    open_app(page, server.url)
    settled(page)
    assert life(page, 1) == 20 + count_taps, point
    changes = [a for a in actions(page) if a["type"] == "adjust_life"]
    assert sum(a["delta"] for a in changes) == count_taps, (point, changes)
    assert read_store(page)["journal"] is None


PUT_JOURNAL = """(journal) => new Promise((resolve, reject) => {
  const open = indexedDB.open('table-keeper');
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction('meta', 'readwrite');
    tx.objectStore('meta').put(journal, 'journal');
    tx.oncomplete = () => { db.close(); resolve(); };
    tx.onerror = () => reject(tx.error);
  };
})"""

QUARANTINE = """() => new Promise((resolve) => {
  const open = indexedDB.open('table-keeper');
  open.onsuccess = () => {
    const tx = open.result.transaction('quarantine', 'readonly');
    tx.objectStore('quarantine').getAll().onsuccess = (e) => { open.result.close(); resolve(e.target.result); };
  };
})"""


@pytest.mark.parametrize(
    "journal, why",
    [
        (
            {
                "format": "table-keeper-journal",
                "version": 1,
                "base": 1,
                "pending": [{"seat": "zero", "delta": -2}],
                "queue": [],
            },
            "damaged",
        ),
        ('half written {"pending": [', "damaged"),
        (
            {
                "format": "table-keeper-journal",
                "version": 1,
                "base": 7,
                "pending": [{"seat": 0, "delta": -2}],
                "queue": [],
            },
            "not matching the log",
        ),
    ],
)
def test_a_damaged_journal_is_reported_and_kept_aside_never_a_blank_table(
    server, page, journal, why
):
    open_app(page, server.url)
    start_game(page)
    page.get_by_test_id("life-1-minus").tap()
    settled(page)
    page.evaluate(PUT_JOURNAL, journal)
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    banner = page.locator("#banner")
    assert banner.is_visible() and "could not be read" in banner.text_content(), why
    assert life(page, 0) == 20 and life(page, 1) == 19  # the last saved table, not a blank one
    kept = page.evaluate(QUARANTINE)
    assert len(kept) == 1 and kept[0]["reason"], kept
    assert read_store(page)["journal"] is None
    page.get_by_test_id("life-0-plus").tap()  # and the table goes on
    settled(page)
    assert life(page, 0) == 21


SET_HEADER = """(header) => new Promise((resolve) => {
  const open = indexedDB.open('table-keeper');
  open.onsuccess = () => {
    const tx = open.result.transaction('meta', 'readwrite');
    tx.objectStore('meta').put(header, 'log');
    tx.oncomplete = () => { open.result.close(); resolve(); };
  };
})"""


def test_a_game_keeps_the_rules_reading_it_was_started_under(server, page):
    """Issue 17, 6: a new game is played under the current rules reading, recorded in the
    log's header; a game saved before readings were recorded opens under reading 1."""
    from engine.rules import RULES

    open_app(page, server.url)
    start_game(page)
    header = page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open('table-keeper');
      open.onsuccess = () => { const r = open.result.transaction('meta').objectStore('meta').get('log');
        r.onsuccess = () => { open.result.close(); resolve(r.result); }; };
    })""")
    assert header["rules"] == RULES
    assert page.evaluate("() => window.tkApp.state.rules_reading") == RULES
    page.evaluate(
        SET_HEADER, {"format": "table-keeper-log", "version": 1, "started": header["started"]}
    )
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert page.evaluate("() => window.tkApp.state.rules_reading") == 1
    assert life(page, 0) == 20 and page.get_by_test_id("storage-error").count() == 0

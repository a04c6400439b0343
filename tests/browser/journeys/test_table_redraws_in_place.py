"""A tap redraws the table in place (issue 26): the toolbar's buttons and the panels' texts are
the same nodes after taps, the engine's answers, a turn and an undo, so a tap leaves no part of
the screen behind as garbage. (A toolbar built afresh at every draw, and a new text node for
every number, left about 45 nodes and 9 handlers per tap in the page until a full collection.)
What they show still follows the game, in both languages."""

from __future__ import annotations

import pytest

from .table_steps import life, open_app, settled, start_game

pytestmark = pytest.mark.browser

WATCH = """() => {
  const q = (id) => document.querySelector(`[data-testid=${id}]`);
  window.__kept = { undo: q('undo'), turn: q('next-turn'), whose: q('turn-whose').firstChild,
                    dot: q('save-state'), life: q('life-0').firstChild, name: q('player-0').querySelector('.name').firstChild };
  window.__added = { toolbar: 0, panels: 0 };
  const count = (key) => (records) => { for (const r of records) window.__added[key] += r.addedNodes.length; };
  new MutationObserver(count('toolbar')).observe(document.getElementById('toolbar'), { childList: true, subtree: true });
  new MutationObserver(count('panels')).observe(q('player-0').parentElement, { childList: true, subtree: true });
}"""

SAME = """() => {
  const q = (id) => document.querySelector(`[data-testid=${id}]`);
  const k = window.__kept;
  return { undo: q('undo') === k.undo, turn: q('next-turn') === k.turn, whose: q('turn-whose').firstChild === k.whose,
           dot: q('save-state') === k.dot, life: q('life-0').firstChild === k.life,
           name: q('player-0').querySelector('.name').firstChild === k.name, added: window.__added };
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_taps_redraw_the_table_in_place(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob", "Cid", "Dan"), lang=lang)
    settled(page)
    start = life(page, 0)
    assert page.get_by_test_id("undo").is_enabled()  # the start can be taken back (it asks)
    page.evaluate(WATCH)
    for _ in range(5):
        page.get_by_test_id("life-0-plus").tap()
    assert page.get_by_test_id("save-state").get_attribute("data-pending") in ("0", "1")
    settled(page)
    assert life(page, 0) == start + 5
    page.get_by_test_id("next-turn").tap()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=turn-whose]').textContent === 'Ann'"
    )
    settled(page)
    assert page.get_by_test_id("player-0").get_attribute("class").split().count("active") == 1
    assert not page.get_by_test_id("redo").is_enabled()
    page.get_by_test_id("undo").tap()  # the turn taken back: redo comes on
    page.wait_for_function(
        "() => document.querySelector('[data-testid=turn-whose]').textContent !== 'Ann'"
    )
    settled(page)
    assert page.get_by_test_id("redo").is_enabled()
    page.get_by_test_id("undo").tap()  # the five taps taken back
    page.wait_for_function(
        f"() => document.querySelector('[data-testid=life-0]').textContent === '{start}'"
    )
    settled(page)
    same = page.evaluate(SAME)
    assert same.pop("added") == {"toolbar": 0, "panels": 1}, (
        same
    )  # the panels: the "+5" shown while pending
    assert all(same.values()), same
    assert page.get_by_test_id("save-state").get_attribute("data-pending") == "0"
    assert page.tk_errors == []

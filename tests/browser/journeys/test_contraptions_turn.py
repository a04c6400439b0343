"""Next turn does not skip a pending Contraption choice (issue 11, item 8; rules reading 2),
at 360x740 with the default settings, in both languages."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game, start_unstable_contraptions

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_next_turn_waits_for_the_crank(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), lang)
    start_unstable_contraptions(page)
    page.get_by_test_id("next-turn").tap()  # Ann's upkeep
    page.get_by_test_id("ctr-upkeep").tap()
    page.get_by_test_id("ctr-effect-sprocket-1").tap()  # a Contraption on sprocket 1
    settled(page)
    # the table shows Ann's sprockets: one Contraption on 1, the CRANK! counter on 3
    notes = page.get_by_test_id("notes-0")
    mark = ["◀", "CRANK!"] if lang == "en" else ["◀", "жетон", "взвода"]
    assert notes.inner_text().split() == ["⚙1:", "1", "⚙2:", "0", "⚙3:", "0", *mark], (
        notes.inner_text()
    )
    assert ("Sprocket 1" if lang == "en" else "Шестерёнка 1") in notes.locator(
        ".panel-note"
    ).first.get_attribute("aria-label")
    page.get_by_test_id("ctr-next-turn").tap()  # Bob
    page.get_by_test_id("ctr-upkeep").tap()
    page.get_by_test_id("ctr-next-turn").tap()  # Ann: the counter moves to 1: crank
    page.get_by_test_id("ctr-upkeep").tap()
    page.get_by_test_id("ctr-crank-go").wait_for()
    settled(page)
    turn = page.evaluate("() => window.tkApp.state.turn")
    page.get_by_test_id("ctr-next-turn").tap()  # refused: the choice is still open
    toast = page.get_by_test_id("toast")
    toast.wait_for()
    words = toast.text_content()
    assert ("Contraption choice" in words) if lang == "en" else ("Сначала закончите" in words), (
        words
    )
    assert "crank" not in words or lang == "en"
    settled(page)
    assert page.evaluate("() => window.tkApp.state.turn") == turn
    page.get_by_test_id("ctr-crank-go").tap()
    settled(page)
    page.get_by_test_id("ctr-next-turn").tap()
    settled(page)
    assert page.evaluate("() => window.tkApp.state.turn") == turn + 1

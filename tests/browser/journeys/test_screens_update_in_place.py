"""The tournament screen is drawn once and then changed in place on each new
state (kit/morph.js): every element keeps its place, and with it what the player had opened,
stepped or half typed there and the keyboard's focus; what the state changed shows the change. Played at 360x740, touch, the
default settings."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_tournament

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]

# A mark on an element that only that element carries: a redrawn screen would lose it.
MARK = "(testid) => { document.querySelector(`[data-testid=${testid}]`).tkKept = true; }"
KEPT = "(testid) => document.querySelector(`[data-testid=${testid}]`).tkKept === true"


def test_a_result_at_one_table_leaves_another_tables_open_form_as_it_was(server, page):
    open_app(page, server.url)
    start_tournament(page, NAMES)
    page.evaluate(MARK, "t-table-1-1")
    page.evaluate(MARK, "t-standings")
    standings = page.get_by_test_id("t-standings").text_content()
    page.locator("[data-testid=t-other-1-1] > summary").tap()
    page.get_by_test_id("t-other-1-1-0-plus").tap()  # a score stepped, not yet recorded
    page.get_by_test_id("t-res-1-2-2-0-0").tap()  # another table's result: a new state
    page.wait_for_function(
        "() => window.tkApp.state.session_features.tournament.rounds[0][1].result !== null"
    )
    settled(page)
    assert page.evaluate(KEPT, "t-table-1-1")  # the row nobody changed is the same element
    assert page.locator("[data-testid=t-other-1-1]").evaluate("(d) => d.open")
    stepped = page.get_by_test_id("t-other-1-1").locator(".stepper-value").first
    assert stepped.text_content() == "1"
    # what the result changed is changed in place: the same element, showing the result
    assert page.evaluate(KEPT, "t-standings")
    assert page.get_by_test_id("t-standings").text_content() != standings
    assert page.get_by_test_id("t-table-1-2-result").text_content() == "2-0"
    assert page.tk_errors == []

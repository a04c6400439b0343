"""The tournament screen is drawn again whole for every result, so what nobody has opened is
not built (issue 26: 199 results of a 64-player event left 150 MB of the page's DOM as
garbage): the earlier rounds and each table's game-by-game form are made when opened. The
earlier rounds stay open while a result there is corrected (they closed at every redraw)."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_tournament

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]


def in_page(page, testid: str) -> int:
    return page.locator(f"[data-testid={testid}]").count()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_what_nobody_opened_is_not_built_and_earlier_rounds_stay_open(server, page, lang):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    start_tournament(page, NAMES)
    assert in_page(page, "t-other-1-1") == 1
    assert in_page(page, "t-other-1-1-record") == 0  # the form: not before it is opened
    page.locator("[data-testid=t-other-1-1] > summary").tap()
    page.get_by_test_id("t-other-1-1-0-plus").tap()
    page.get_by_test_id("t-other-1-1-0-plus").tap()
    page.get_by_test_id("t-other-1-1-record").tap()
    for table in (2, 3):
        page.get_by_test_id(f"t-res-1-{table}-2-1-0").tap()
        settled(page)
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-2-1").wait_for()
    settled(page)
    # round 1 is an earlier round now: its tables are not in the page until asked for
    assert in_page(page, "t-earlier") == 1
    assert in_page(page, "t-table-1-1") == 0
    page.locator("[data-testid=t-earlier] > summary").tap()
    page.get_by_test_id("t-table-1-1").wait_for()
    # a correction there (one tap): the screen is drawn again and round 1 stays open
    page.get_by_test_id("t-res-1-1-0-2-0").tap()
    page.wait_for_function(
        "() => window.tkApp.state.session_features.tournament.rounds[0][0].result.join() === '0,2,0'"
    )
    settled(page)
    assert page.get_by_test_id("t-table-1-1").is_visible()
    assert page.get_by_test_id("t-table-1-1-result").text_content() == "0-2"
    # closed again, it stays closed through the next draw
    page.locator("[data-testid=t-earlier] > summary").tap()
    page.get_by_test_id("t-res-2-1-2-0-0").tap()
    page.wait_for_function(
        "() => window.tkApp.state.session_features.tournament.rounds[1][0].result !== null"
    )
    settled(page)
    assert in_page(page, "t-table-1-1") == 0
    assert page.tk_errors == []

"""The paths a play-test ran out of time for, walked as a table walks them, in both
languages at 360x740 with touch: a drop and a second round with its papers printed, and
the other paths named alongside. Each test here is a thing a walk met and the app got wrong
before."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_tournament

pytestmark = pytest.mark.browser

PRINT_STUB = "window.print = () => { window.tkPrinted = (window.tkPrinted || 0) + 1; };"
NAMES = {"en": ["Ann", "Bob", "Cid", "Dan", "Eve"], "ru": ["Аня", "Борис", "Вика", "Глеб", "Даша"]}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_standings_printed_in_round_two_say_after_which_round(server, page, lang):
    """Round 1 played, a player dropped, round 2 paired: the printed standings are those after
    round 1 (as the screen's and the QR code's say), not headed "Round 2"."""
    page.add_init_script(PRINT_STUB)
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    start_tournament(page, NAMES[lang])
    for m in page.evaluate("() => window.tkApp.state.session_features.tournament.rounds[0]"):
        if m["b"] is not None:
            page.get_by_test_id(f"t-res-1-{m['table']}-2-1-0").tap()
            settled(page)
    page.get_by_test_id("t-players-list").locator("summary").tap()
    page.get_by_test_id("t-drop-1").tap()
    page.get_by_test_id("t-drop-1").tap()
    settled(page)
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-2-2").wait_for()
    settled(page)
    page.get_by_test_id("t-print-standings").tap()
    heading = page.locator("[data-testid=print-standings] h2").text_content()
    assert (
        heading
        == {
            "en": "Standings after round 1",
            "ru": "Турнирная таблица после раунда 1",
        }[lang]
    )
    dropped = NAMES[lang][1]
    rows = page.locator("[data-testid=print-standings] tbody tr").all_text_contents()
    assert any(
        dropped in row and {"en": "left after round 1", "ru": "после раунда 1"}[lang] in row
        for row in rows
    ), rows

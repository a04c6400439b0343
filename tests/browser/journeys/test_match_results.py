"""Any legal result can be entered (issue 11, item 4): a best-of-one and a best-of-five
tournament record their results at 360x740 with the default settings, in both languages."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_match

pytestmark = pytest.mark.browser


def tournament(page, games_to_win: str, lang: str):
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").fill("Ann\nBob\nCid\nDan")
    page.get_by_test_id(f"t-gtw-{games_to_win}").tap()
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-1-1").wait_for()
    settled(page)


def results(page):
    return [
        [m["result"] for m in r]
        for r in page.evaluate("() => window.tkApp.state.session_features.tournament.rounds")
    ]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_best_of_one_event_records_every_result(server, page, lang):
    open_app(page, server.url)
    tournament(page, "1", lang)
    buttons = page.get_by_test_id("t-table-1-1").locator(".t-quick button").all_inner_texts()
    assert buttons == ["1-0", "0-1", "0-0-1", "0-0-3"]
    page.get_by_test_id("t-res-1-1-1-0-0").tap()
    page.get_by_test_id("t-res-1-2-0-0-3").tap()
    settled(page)
    assert results(page) == [[[1, 0, 0], [0, 0, 3]]]
    assert page.get_by_test_id("t-table-1-1-result").text_content() == "1-0"
    # a game won and a drawn game (1-0-1): game by game
    page.locator("[data-testid=t-other-1-1] > summary").tap()
    page.get_by_test_id("t-other-1-1-2-plus").tap()
    page.get_by_test_id("t-other-1-1-record").tap()
    settled(page)
    assert results(page)[0][0] == [1, 0, 1]
    assert page.locator("#toast").is_hidden()


def test_a_best_of_five_event_reaches_three_wins(server, page):
    open_app(page, server.url)
    tournament(page, "3", "en")
    buttons = page.get_by_test_id("t-table-1-1").locator(".t-quick button").all_inner_texts()
    assert buttons[:3] == ["3-0", "3-1", "3-2"] and "2-3" in buttons and "2-2-1" in buttons
    page.get_by_test_id("t-res-1-1-3-2-0").tap()
    page.get_by_test_id("t-res-1-2-2-2-1").tap()
    settled(page)
    assert results(page) == [[[3, 2, 0], [2, 2, 1]]]
    # an impossible score (4 wins in a match to 3) cannot be entered: the stepper stops at 3
    page.locator("[data-testid=t-other-1-1] > summary").tap()
    for _ in range(5):
        page.get_by_test_id("t-other-1-1-0-plus").tap()
    assert page.get_by_test_id("t-other-1-1").locator(".stepper-value").first.text_content() == "3"


def test_a_double_tap_pairs_one_round(server, page):
    """Item 3: starting a round is a once-only tap."""
    open_app(page, server.url)
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").fill("Ann\nBob\nCid\nDan")
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").dblclick()
    page.get_by_test_id("t-table-1-1").wait_for()
    settled(page)
    assert len(page.evaluate("() => window.tkApp.state.session_features.tournament.rounds")) == 1
    assert page.locator("#toast").is_hidden()


def test_the_round_clock_stays_on_the_table_alerts_and_survives_a_reload(server, page):
    """Item 8 (issue 11) and item 5 (issue 14): the round clock shows on the table when the
    match screen closes, alerts at 15, 10, 5 and 2 minutes left, and keeps true time across a
    reload; at zero time is called."""
    page.clock.install()
    open_app(page, server.url)
    start = page.get_by_test_id
    from .table_steps import start_game

    start_game(page, ("Ann", "Bob"))
    start("open-menu").tap()
    start("feature-match").tap()
    start("match-minutes").fill("20")
    start("match-casual").check()  # under 40 minutes: a casual event
    start("match-start").tap()
    start("clock-toggle").tap()
    settled(page)
    page.keyboard.press("Escape")  # the match screen closes
    chip = start("match-clock-chip")
    chip.wait_for()
    assert chip.text_content().startswith("⏱ 20:00") or chip.text_content().startswith("⏱ 19:5")
    page.clock.run_for(5 * 60_000 + 1_000)  # 15 minutes left
    page.wait_for_function("() => (window.tkClockAlerts || []).includes(15)")
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    chip.wait_for()
    page.clock.run_for(1_000)
    assert chip.text_content().startswith("⏱ 14:5"), chip.text_content()
    page.clock.run_for(5 * 60_000)  # 10 minutes left: alerted once here
    page.wait_for_function("() => (window.tkClockAlerts || []).includes(10)")
    page.clock.run_for(10 * 60_000 + 2_000)  # time: called by the table's clock
    page.wait_for_function("() => window.tkApp.state.session_features.match.time_called")
    assert chip.get_attribute("data-state") == "called"


def test_choosing_the_bracket_keeps_the_start_button_in_view(server, page):
    """Item 8: the bracket size does not hide the play-off's start button."""
    open_app(page, server.url)
    tournament(page, "2", "en")
    for table in (1, 2):
        page.get_by_test_id(f"t-res-1-{table}-2-0-0").tap()
    settled(page)
    page.locator("[data-testid=t-playoff-setup] > summary").tap()
    page.get_by_test_id("t-playoff-size-4").tap()
    button = page.get_by_test_id("t-playoff")
    assert button.is_visible()
    button.scroll_into_view_if_needed()
    box = button.bounding_box()
    assert box and box["y"] + box["height"] <= 740


def test_a_play_off_time_out_reads_the_lives_from_the_table(server, page):
    """Item 8 (2.5): after the extra turns of a play-off game with equal wins, the higher life
    total wins; the app reads the totals from the table instead of asking for them again."""
    from .table_steps import life, start_game

    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    for _ in range(5):
        page.get_by_test_id("life-0-minus").tap()
    settled(page)
    start_match(page, from_menu=True, playoff=True)
    page.get_by_test_id("clock-call").tap()
    settled(page)  # the engine answers from its worker: the next screen comes a moment later
    page.get_by_test_id("clock-call").tap()
    settled(page)
    for _ in range(20):
        if not page.get_by_test_id("extra-turn-end").count():
            break
        page.get_by_test_id("extra-turn-end").tap()
        settled(page)
    assert page.get_by_test_id("time-lives").text_content() == "Life on the table: Ann 15, Bob 20"
    assert page.get_by_test_id("time-life-a").count() == 0  # nothing to type again
    page.get_by_test_id("match-time-over").tap()
    settled(page)
    match = page.evaluate("() => window.tkApp.state.session_features.match")
    assert match["wins_b"] == 1 and match["wins_a"] == 0, match
    assert life(page, 0) == 15


def test_undoing_a_round_s_pairing_asks_first(server, page):
    """Item 1: undoing the start of a draft, a match or a tournament round asks first."""
    open_app(page, server.url)
    tournament(page, "2", "en")
    page.evaluate("() => { window.tkApp.send({ type: 'undo' }); }")
    sheet = page.get_by_test_id("undo-start-sheet")
    sheet.wait_for()
    assert "the pairing of the round" in sheet.text_content()
    page.get_by_test_id("undo-start-keep").tap()
    settled(page)
    assert len(page.evaluate("() => window.tkApp.state.session_features.tournament.rounds")) == 1

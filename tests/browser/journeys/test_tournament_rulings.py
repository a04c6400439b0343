"""The tournament rulings of issue 12 as an organiser meets them at 360x740, with the default
settle time, in both languages: the set-up's recommendation with byes counted double
(appendix E), a short round only for a casual event (appendix B), a draw agreed after a game
(2.4), a player leaving after the cut (2.10), and "they had passed" when time is called
(2.5)."""

from __future__ import annotations

import pytest
from axe import check_accessibility

from .table_steps import open_app, settled, start_match, start_tournament

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]


def tour(page):
    return page.evaluate("() => window.tkApp.state.session_features.tournament")


def text(page):
    return page.locator("body").inner_text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_set_up_shows_the_recommendation_with_byes_and_a_short_round_needs_a_casual_event(
    server, page, lang
):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("start-feature-tournament").tap()
    plan = page.get_by_test_id("t-setup-plan")
    # four players are a row of their own: the count, not "from 4 to 4"
    page.get_by_test_id("t-players").fill("\n".join(f"P{i:02d}" for i in range(1, 5)))
    four = {"en": "Appendix E: 4 players.", "ru": "Приложение E: 4 игрока."}[lang]
    page.wait_for_function(
        "(s) => document.querySelector('[data-testid=t-setup-plan]').textContent.endsWith(s)",
        arg=four,
    )
    page.get_by_test_id("t-players").fill("\n".join(f"P{i:02d}" for i in range(1, 32)))
    expect_five = {"en": "5 Swiss rounds, then top 8", "ru": "5 раундов швейцарки, затем топ-8"}[
        lang
    ]
    page.wait_for_function(
        "(s) => document.querySelector('[data-testid=t-setup-plan]').textContent.includes(s)",
        arg=expect_five,
    )
    # one player with two byes counts as four: 34 players, the 33-64 row, 6 rounds
    page.locator(".t-byes-box > summary").tap()
    page.get_by_test_id("t-byes-0").select_option("2")
    expect_six = {"en": "6 Swiss rounds", "ru": "6 раундов швейцарки"}[lang]
    page.wait_for_function(
        "(s) => document.querySelector('[data-testid=t-setup-plan]').textContent.includes(s)",
        arg=expect_six,
    )
    assert "34" in plan.text_content() and (
        "33–64" in plan.text_content() or "от 33 до 64" in plan.text_content()
    )
    check_accessibility(page, f"tournament set-up with byes ({lang})")
    # 30-minute rounds: refused until the organiser says the event is casual
    page.get_by_test_id("t-minutes").fill("30")
    assert page.get_by_test_id("t-short-round").is_visible()
    page.get_by_test_id("t-create").tap()
    page.locator("#toast").wait_for()
    toast = page.locator("#toast").text_content()
    assert "40" in toast and ("casual" in toast if lang == "en" else "неформальн" in toast)
    assert tour(page) is None
    page.get_by_test_id("t-casual").check()
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").wait_for()
    settled(page)
    t = tour(page)
    assert t["casual"] and t["minutes"] == 30 and t["awarded_byes"] == {"P01": 2}
    assert page.get_by_test_id("t-casual-note").is_visible()
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-awarded").wait_for()
    assert "P01" in page.get_by_test_id("t-awarded").text_content()
    settled(page)
    assert t["export"]["text"] != tour(page)["export"]["text"]
    assert tour(page)["export"]["text"].startswith("Casual event: rounds of 30 minutes")


def swiss_then_top4(page):
    start_tournament(page, NAMES)
    # table 1: a draw agreed after one game (2.4), game by game; the others 2-0
    page.locator("[data-testid=t-other-1-1] > summary").tap()
    page.get_by_test_id("t-other-1-1-0-plus").tap()
    page.get_by_test_id("t-other-1-1-agreed").check()
    page.get_by_test_id("t-other-1-1-record").tap()
    page.get_by_test_id("t-res-1-2-2-0-0").tap()
    page.get_by_test_id("t-res-1-3-2-0-0").tap()
    settled(page)
    first = tour(page)["rounds"][0][0]
    assert first["result"] == [1, 0, 0] and first["agreed_draw"] is True
    rows = {r["player"]: r for r in tour(page)["standings"]}
    assert rows[first["a"]]["draws"] == 1 and rows[first["b"]]["draws"] == 1
    page.locator("[data-testid=t-playoff-setup] > summary").tap()
    page.get_by_test_id("t-playoff-size-4").tap()
    page.get_by_test_id("t-playoff").tap()
    page.get_by_test_id("t-playoff").tap()
    page.get_by_test_id("t-bracket").wait_for()
    settled(page)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_agreed_draw_after_a_game_and_a_drop_after_the_cut(server, page, lang):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    swiss_then_top4(page)
    mark = {"en": "(draw)", "ru": "(ничья)"}[lang]
    assert mark in page.get_by_test_id("t-table-1-1-result").text_content()
    playoff = tour(page)["playoff"]
    seeded = [(m["high_seed"], m["low_seed"]) for m in playoff["rounds"][0]]
    assert seeded == [(1, 4), (2, 3)]
    fifth = [r["player"] for r in tour(page)["standings"]][4]
    top = playoff["rounds"][0][0]["high"]
    # the top seed leaves before the play-off begins: nobody moves up; seed 2 has the bye
    page.locator("[data-testid=t-players-list] > summary").tap()
    index = tour(page)["players"].index(top)
    page.get_by_test_id(f"t-drop-{index}").tap()
    page.get_by_test_id(f"t-drop-{index}").tap()
    settled(page)
    playoff = tour(page)["playoff"]
    assert [(m["high_seed"], m["low_seed"]) for m in playoff["rounds"][0]] == [(3, 4), (2, None)]
    assert fifth not in str(playoff["rounds"])
    assert playoff["dropped"] == [top]
    check_accessibility(page, f"play-off after a drop ({lang})")
    page.get_by_test_id("t-po-win-1-1-high").tap()
    settled(page)
    assert tour(page)["playoff"]["round"] == 2
    assert "None" not in text(page) and "null" not in text(page) and "undefined" not in text(page)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_they_had_passed_moves_time_to_the_next_turn(server, page, lang):
    open_app(page, server.url)
    start_match(page, lang=lang)
    page.get_by_test_id("match-score").wait_for()
    page.get_by_test_id("clock-call").tap()
    page.get_by_test_id("clock-call").tap()
    page.get_by_test_id("time-after-pass").wait_for()
    settled(page)
    page.get_by_test_id("time-after-pass").dblclick()  # one tap, one effect
    settled(page)
    extra = page.evaluate("() => window.tkApp.state.session_features.match.extra_turns")
    assert extra["turn"] == -1 and extra["passed"] is True
    assert page.locator("#toast").is_hidden()
    assert page.get_by_test_id("time-after-pass").is_disabled()  # kept in place, pressed
    assert page.get_by_test_id("time-after-pass").get_attribute("aria-pressed") == "true"
    count = page.get_by_test_id("extra-turn-count").text_content()
    assert ("had passed" in count) if lang == "en" else ("уже передавал" in count)
    check_accessibility(page, f"time called after a pass ({lang})")
    page.get_by_test_id("extra-turn-end").tap()
    settled(page)
    assert page.evaluate("() => window.tkApp.state.session_features.match.extra_turns.turn") == 0

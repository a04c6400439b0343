"""A new game over a running one asks first (issue 24, item 9): what only Chromium checks
here (Back out of the asking screen, every DOM change between Start and the table). The
asking itself, the history's line and a finished game's asking nothing run in the three
browsers (tests/browser/engines/test_new_games.py). At 360x740 with touch and the default
settle time."""

from __future__ import annotations

import pytest

from .table_steps import actions, open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob"), "ru": ("Аня", "Борис")}


def test_leaving_the_new_game_screen_takes_back_the_tap_again(server, page):
    """Found by a play-test: Start tapped once, Back to the table, New game again within the
    four seconds, and the button was still armed: one tap ended the running game."""
    open_app(page, server.url)
    start_game(page, NAMES["en"], "en")
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    page.get_by_test_id("start-game").tap()
    assert page.get_by_test_id("start-game").get_attribute("data-armed") == "1"
    page.go_back()
    page.get_by_test_id("player-1").wait_for()
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    button = page.get_by_test_id("start-game")
    assert button.get_attribute("data-armed") is None
    assert button.inner_text() == "Start game"
    button.tap()  # one tap asks again, it does not start
    page.wait_for_timeout(300)
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game"]


WATCH_START_SCREEN = """() => {
  window.tkSeenOnStart = [];
  new MutationObserver(() => {
    for (const id of ['start-ends-game', 'resume-game']) {
      if (document.querySelector(`[data-testid=${id}]`) && !window.tkSeenOnStart.includes(id)) window.tkSeenOnStart.push(id);
    }
  }).observe(document.body, { childList: true, subtree: true });
}"""


@pytest.mark.parametrize("over_a_game", [False, True])
def test_between_start_and_the_table_the_screen_says_starting(server, page, over_a_game):
    """The engine's answer to Start comes a moment before the table (its write to disk is
    awaited): meanwhile the screen said "game 1 is still being played" with a Resume button,
    over the very game just started, and a second tap there ended it (the CI flake of
    test_text_at_200_percent). Every DOM change from the tap to the table is watched."""
    open_app(page, server.url)
    if over_a_game:
        start_game(page, NAMES["en"], "en")
        page.get_by_test_id("open-menu").tap()
        page.get_by_test_id("menu-new-game").tap()
        page.get_by_test_id("start-game").tap()  # asks first
    else:
        page.get_by_test_id("lang-en").tap()
        page.get_by_test_id("name-0").fill("Ann")
    page.evaluate(WATCH_START_SCREEN)
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    assert page.evaluate("() => window.tkSeenOnStart") == []
    assert [a["type"] for a in actions(page)][-1] == "new_game"
    assert page.evaluate("() => window.tkApp.state.number") == (2 if over_a_game else 1)

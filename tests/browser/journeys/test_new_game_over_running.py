"""A new game over a running one asks first and leaves a line in the history: the tap on
Start opens the app's own dialog saying the running game would end, inside the screen where
the finger is (a "tap again" on the button was scrolled off screen by the same tap and gave
up unseen after four seconds); its answer starts the new game, and the history says the old
game ended. At 360x740 with touch and the default settle time, in English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import actions, open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob"), "ru": ("Аня", "Борис")}
ASKS = {
    "en": ("Game 1 is still being played", "End game 1 and start", "End game 1?"),
    "ru": ("Игра 1 ещё идёт", "Закончить игру 1 и начать", "Закончить игру 1?"),
}


def inside_the_screen(page, testid: str) -> None:
    """The element's box lies wholly inside the 360x740 viewport."""
    box = page.get_by_test_id(testid).bounding_box()
    view = page.viewport_size
    assert box is not None, testid
    assert box["x"] >= 0 and box["y"] >= 0, (testid, box)
    assert box["x"] + box["width"] <= view["width"], (testid, box, view)
    assert box["y"] + box["height"] <= view["height"], (testid, box, view)


ENDED = {
    "en": "Game 1 ended unfinished: a new game began over it",
    "ru": "Игра 1 прервана: поверх неё начата новая",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_new_game_over_a_running_one_asks_then_says_the_old_one_ended(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    assert ASKS[lang][0] in page.get_by_test_id("start-ends-game").inner_text()
    page.get_by_test_id("start-game").tap()
    # asked, not started: the dialog is on the screen, and it waits (no four seconds)
    page.get_by_test_id("start-confirm").wait_for()
    page.wait_for_timeout(4500)
    assert page.get_by_test_id("start-confirm").is_visible()
    assert page.get_by_test_id("start-confirm-ok").inner_text() == ASKS[lang][1]
    assert ASKS[lang][2] in page.get_by_test_id("start-confirm").inner_text()
    for part in ("start-confirm-text", "start-confirm-ok", "start-confirm-cancel"):
        inside_the_screen(page, part)
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game", "adjust_life"]
    page.get_by_test_id("start-confirm-ok").tap()
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game", "adjust_life", "new_game"]
    assert page.evaluate("() => window.tkApp.state.number") == 2
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-list").wait_for()
    lines = page.get_by_test_id("history-list").locator("li").all_inner_texts()
    assert len(lines) == 3, lines  # one numbered line per action
    ended = (
        page.get_by_test_id("history-list").locator("li").first.get_by_test_id("history-game-ended")
    )
    assert ended.inner_text() == ENDED[lang]  # on the new game's entry, a line of its own
    assert sum(ENDED[lang] in line for line in lines) == 1


def test_a_new_game_after_a_finished_one_asks_nothing(server, page):
    open_app(page, server.url)
    start_game(page, NAMES["en"], "en")
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("end-game").tap()
    page.get_by_test_id("end-game-confirm-ok").tap()  # players still in it: it asks
    settled(page)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    assert page.get_by_test_id("start-ends-game").count() == 0
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game", "end_game", "new_game"]


def test_back_from_the_question_and_from_the_screen_ends_nothing(server, page):
    """Back closes the question unanswered, a second Back returns to the table; coming back,
    one tap on Start asks again, it does not start."""
    open_app(page, server.url)
    start_game(page, NAMES["en"], "en")
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("start-confirm").wait_for()
    page.go_back()
    page.get_by_test_id("start-confirm").wait_for(state="detached")
    page.go_back()
    page.get_by_test_id("player-1").wait_for()
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    button = page.get_by_test_id("start-game")
    assert button.inner_text() == "Start game"
    button.tap()  # one tap asks again, it does not start
    page.get_by_test_id("start-confirm").wait_for()
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
        # the answer starts the game in the same task as the tap: watched from then on
        page.get_by_test_id("start-confirm-ok").tap()
        page.evaluate(WATCH_START_SCREEN)
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

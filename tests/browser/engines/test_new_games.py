"""A new game over a running one, in the three browsers (the ``phone`` fixture): the first
tap on Start says the running game would end and asks in the app's own dialog; its answer
starts the new game, and the history says the old game ended. A game that is over asks nothing,
and a game that ends offers the next one with the same table. At 360x740, default settle
time, in English and Russian."""

from __future__ import annotations

import time

import pytest
from journey import by_testid, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob"), "ru": ("Аня", "Борис")}
ASKS = {
    "en": ("Game 1 is still being played", "End game 1 and start"),
    "ru": ("Игра 1 ещё идёт", "Закончить игру 1 и начать"),
}
ENDED = {
    "en": "Game 1 ended unfinished: a new game began over it",
    "ru": "Игра 1 прервана: поверх неё начата новая",
}
HISTORY_LINES = (
    "[...document.querySelectorAll('[data-testid=history-list] li')].map((li) => li.textContent)"
)


def action_types(phone) -> list[str]:
    return [a["type"] for a in phone.actions()]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_new_game_over_a_running_one_asks_then_says_the_old_one_ended(phone, origin, lang):
    phone.open_app(origin.url)
    start_game(phone, NAMES[lang], lang)
    phone.tap("life-0-minus")
    phone.settled()
    phone.tap("open-menu")
    phone.tap("menu-new-game")
    assert ASKS[lang][0] in phone.text("start-ends-game")
    phone.tap("start-game")
    # asked, not started
    phone.wait_text("start-confirm-ok", ASKS[lang][1])
    time.sleep(0.3)
    phone.settled()
    assert action_types(phone) == ["new_game", "adjust_life"]
    phone.tap("start-confirm-ok")
    phone.wait_for("window.tkApp.state.number === 2", what="the second game")
    phone.wait_testid("player-1")
    phone.settled()
    assert action_types(phone) == ["new_game", "adjust_life", "new_game"]
    phone.tap("open-history")
    phone.wait_testid("history-list")
    lines = phone.evaluate(HISTORY_LINES)
    assert len(lines) == 3, lines  # one numbered line per action
    first = "document.querySelector('[data-testid=history-list] li')"
    ended = phone.evaluate(f"{first}.querySelector('[data-testid=history-game-ended]').textContent")
    assert ended == ENDED[lang]  # on the new game's entry, a line of its own
    assert sum(ENDED[lang] in line for line in lines) == 1


def test_a_new_game_after_a_finished_one_asks_nothing(phone, origin):
    phone.open_app(origin.url)
    start_game(phone, NAMES["en"], "en")
    phone.tap("open-menu")
    phone.tap("end-game")
    phone.tap("end-game-confirm-ok")  # two players still in it: ending asks first
    phone.settled()
    phone.tap("open-menu")
    phone.tap("menu-new-game")
    phone.wait_testid("start-game")
    assert not phone.exists("start-ends-game")
    phone.tap("start-game")
    phone.wait_for("window.tkApp.state.number === 2", what="the second game")
    phone.settled()
    assert action_types(phone) == ["new_game", "end_game", "new_game"]


def test_a_finished_game_offers_the_next_with_the_same_table(phone, origin):
    """The banner's New game starts the same players in the same seats, format and life
    (the start screen's games, which the format registry lists)."""
    phone.open_app(origin.url)
    start_game(phone, ("Ann", "Bob", "Cid"), "en", "commander", settle=True)
    phone.tap("open-menu")
    phone.select("winner-select", "1")
    phone.tap("end-game")
    phone.tap("end-game-confirm-ok")
    phone.wait_text("game-over-text", "Game 1 is over: Bob won")
    phone.settled()
    phone.tap("over-new-game")
    phone.wait_for(
        "window.tkApp.state.number === 2 && !window.tkApp.state.over", what="the next game"
    )
    phone.settled()
    started = phone.actions()[-1]
    assert started["type"] == "new_game"
    assert (started["players"], started["format"], started["starting_life"]) == (
        ["Ann", "Bob", "Cid"],
        "commander",
        40,
    )
    banner = by_testid("game-banner")
    assert phone.evaluate(f"!{banner} || !{banner}.getClientRects().length")

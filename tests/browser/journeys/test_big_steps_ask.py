"""Every big step asks; every choice not offered says why. Ending a game from the menu with
players still in it took effect at once (a concession asks first); the player counts greyed
out for Two-Headed Giant did not say it needs teams of two; opening a file on a phone
running a tournament put the tournament into Past games though the preview spoke only of
"this phone's current game". At 360x740 with touch, in English and Russian."""

from __future__ import annotations

import pytest
from test_carry import choose_file, good_file

from .table_steps import actions, open_app, settled, start_game, start_tournament

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cat"), "ru": ("Аня", "Боря", "Вика")}
END_ASKS = {
    "en": (
        "End game 1 now?",
        "Ann, Bob, and Cat are still playing",
        "It ends with Bob as the winner",
    ),
    "ru": (
        "Закончить игру 1 сейчас?",
        "Аня, Боря и Вика ещё играют",
        "Победа будет засчитана: Боря",
    ),
}
WHY_EVEN = {"en": "teams of two: 4, 6 or 8 players", "ru": "командами по двое: 4, 6 или 8 игроков"}
PUT_AWAY = {
    "en": ("the tournament (round 1, 4 players)", "Past games", "Reopen as the current game"),
    "ru": ("турнир (раунд 1, 4 игрока)", "«Прошлые партии»", "«Сделать текущей партией»"),
}


def inside_the_screen(page, testid: str) -> None:
    b, view = page.get_by_test_id(testid).bounding_box(), page.viewport_size
    assert b is not None, testid
    assert 0 <= b["x"] and b["x"] + b["width"] <= view["width"], (testid, b)
    assert 0 <= b["y"] and b["y"] + b["height"] <= view["height"], (testid, b)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ending_a_game_with_players_in_it_asks_and_names_them(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    settled(page)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("winner-select").select_option("1")
    page.get_by_test_id("end-game").tap()
    page.get_by_test_id("end-game-confirm").wait_for()
    words = page.get_by_test_id("end-game-confirm").inner_text()
    assert all(part in words for part in END_ASKS[lang]), words
    for part in ("end-game-confirm-text", "end-game-confirm-ok", "end-game-confirm-cancel"):
        inside_the_screen(page, part)
    page.get_by_test_id("end-game-confirm-cancel").tap()  # nothing happens
    page.wait_for_timeout(300)
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game"]
    assert page.evaluate("() => window.tkApp.state.over") is False
    page.get_by_test_id("end-game").tap()
    page.get_by_test_id("end-game-confirm-ok").tap()
    page.get_by_test_id("over-new-game").wait_for()
    settled(page)
    assert actions(page)[-1] == {"type": "end_game", "winner": 1}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_counts_greyed_for_two_headed_giant_say_why(server, page, lang):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("format").select_option("two_headed_giant")
    assert page.get_by_test_id("count-3").is_disabled()
    why = page.get_by_test_id("count-why")
    assert why.is_visible() and WHY_EVEN[lang] in why.inner_text()
    assert page.get_by_test_id("count-3").get_attribute("aria-describedby") == "count-why"
    assert page.get_by_test_id("count-4").get_attribute("aria-describedby") is None
    page.get_by_test_id("format").select_option("casual")
    assert page.get_by_test_id("count-why").count() == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_opening_a_file_over_a_tournament_names_it_and_the_way_back(server, page, lang, tmp_path):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    start_tournament(page, ["Ann", "Bob", "Cid", "Dan"])
    page.get_by_test_id("sheet-close").tap()
    path = tmp_path / "game.json"
    path.write_text(good_file(), encoding="utf-8")
    choose_file(page, path)
    page.get_by_test_id("carry-open-confirm").wait_for()
    note = page.get_by_test_id("carry-open-note").inner_text()
    assert all(part in note for part in PUT_AWAY[lang]), note

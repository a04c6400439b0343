"""Issue 35, items 1 and 3, as a table plays them at 360x740 with touch, in English and
Russian: every next game starts from the table as it is now (Hell's next game of the session
keeps the seat colours; an ended match leaves the table with its game, and the Match sheet
offers the players now at the table), the match chip never covers a panel's counters, and one
step is one tap (passing the turn on the table counts an extra turn after time is called; a
random player drawn in the middle of a game leaves the turn where it is)."""

from __future__ import annotations

import pytest

from .hell_steps import build_library_of_the_pool, import_pool_file, start_hells_half_draft
from .table_steps import open_app, read_store, settled, start_game, start_match
from .test_hell import write_pool

pytestmark = pytest.mark.browser

STATE = "() => window.tkApp.state"


def state(page):
    return page.evaluate(STATE)


def match_of(page):
    return page.evaluate("() => window.tkApp.state.session_features.match || null")


def from_menu(page, testid):
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id(testid).tap()


def call_time(page):
    """A judge calls time by hand: the button asks to be tapped again (or asks in a dialog)."""
    page.get_by_test_id("clock-call").tap()
    page.wait_for_timeout(200)
    ok = page.locator(".confirm-backdrop [data-testid$='-ok']")
    if ok.count():
        ok.first.tap()
    elif not match_of(page)["time_called"]:
        page.get_by_test_id("clock-call").tap()
    page.wait_for_function("() => window.tkApp.state.session_features.match.time_called")
    settled(page)


# --- item 1: nothing of the last game leaks into the next -------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_hells_next_game_of_the_session_keeps_every_seat_colour(server, page, lang, tmp_path):
    open_app(page, server.url)
    start_hells_half_draft(page, ("Ann", "Bob"), lang)
    colours = [p["color"] for p in state(page)["players"]]
    assert all(colours), colours  # the start screen gives each seat its colour
    import_pool_file(page, write_pool(tmp_path), cards=10)
    build_library_of_the_pool(page)
    page.get_by_test_id("hell-end-game").tap()
    page.get_by_test_id("hell-sweep-confirm-ok").tap()
    page.get_by_test_id("hell-next-game").tap()
    page.wait_for_function("() => window.tkApp.state.number === 2 && !window.tkApp.state.over")
    settled(page)
    new_game = [r["action"] for r in _records(page) if r["action"]["type"] == "new_game"][-1]
    assert new_game["colors"] == colours, new_game
    assert [p["color"] for p in state(page)["players"]] == colours
    for seat, colour in enumerate(colours):
        assert page.get_by_test_id(f"player-{seat}").get_attribute("data-color") == colour


def _records(page):
    return read_store(page)["records"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_ended_match_leaves_the_table_and_the_sheet_offers_the_players_now(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob", "Cat", "Dan"), lang, "two_headed_giant", settle=True)
    from_menu(page, "feature-match")
    assert page.get_by_test_id("match-team").is_checked()  # the table now: two teams
    page.get_by_test_id("match-start").tap()
    page.get_by_test_id("match-win-b").tap()
    page.get_by_test_id("match-result").wait_for()
    settled(page)
    page.keyboard.press("Escape")
    assert "✓" in page.get_by_test_id("match-pill").text_content()
    # the next game: other players, another format
    from_menu(page, "menu-new-game")
    page.get_by_test_id("format").select_option("casual")  # (two players: not for 2HG)
    start_game(page, ("Ann", "Bob"), None, settle=True, again_if_asked=True)
    assert match_of(page) is None  # the history keeps how it ended
    assert not page.get_by_test_id("match-pill").is_visible()
    from_menu(page, "feature-match")
    page.get_by_test_id("match-a").wait_for(timeout=5_000)
    assert page.get_by_test_id("match-a").input_value() == "Ann"
    assert page.get_by_test_id("match-b").input_value() == "Bob"
    assert not page.get_by_test_id("match-team").is_checked()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_new_game_starts_from_the_game_now_not_a_form_left_earlier(server, page, lang):
    """A name typed on the start screen and left there (Resume) belongs to that game: once
    another game has begun by another path, New game offers that game's table."""
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), lang, settle=True)
    from_menu(page, "menu-new-game")
    page.get_by_test_id("name-1").fill("Zed")
    page.get_by_test_id("resume-game").tap()
    # the game ends and the next one begins from the game-over strip: the table is now at
    # another game
    from_menu(page, "end-game")
    ok = page.locator(".confirm-backdrop [data-testid$='-ok']")
    page.get_by_test_id("over-new-game").or_(ok).first.wait_for()
    if ok.count():  # the app may ask before it ends a game
        ok.first.tap()
    page.get_by_test_id("over-new-game").tap()
    page.wait_for_function("() => window.tkApp.state.number === 2 && !window.tkApp.state.over")
    settled(page)
    from_menu(page, "menu-new-game")
    assert page.get_by_test_id("name-0").input_value() == "Ann"
    assert page.get_by_test_id("name-1").input_value() == "Bob"
    # while the table stays at that game, what the player types is kept
    page.get_by_test_id("name-1").fill("Zed")
    page.get_by_test_id("resume-game").tap()
    from_menu(page, "menu-new-game")
    assert page.get_by_test_id("name-1").input_value() == "Zed"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_match_chip_never_covers_a_panels_counters(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), lang, settle=True)
    start_match(page, "Ann", "Bob", from_menu=True)
    page.get_by_test_id("match-score").wait_for()
    settled(page)
    page.keyboard.press("Escape")
    chip = page.get_by_test_id("match-pill")
    chip.wait_for()
    box = chip.bounding_box()
    for seat in (0, 1):
        counters = page.get_by_test_id(f"counters-{seat}").bounding_box()
        apart = (
            box["x"] + box["width"] <= counters["x"]
            or counters["x"] + counters["width"] <= box["x"]
            or box["y"] + box["height"] <= counters["y"]
            or counters["y"] + counters["height"] <= box["y"]
        )
        assert apart, (seat, box, counters)
    # the counters are still reached by a tap where they are drawn
    page.get_by_test_id("counters-0").tap()
    page.get_by_test_id("sheet-close").wait_for()


# --- item 3: one step, one tap ----------------------------------------------------------------

ON_TABLE = {
    "en": "Next ▸ on the table counts the turn too",
    "ru": "«Дальше ▸» на столе тоже засчитывает ход",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_passing_the_turn_on_the_table_counts_the_extra_turn(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), lang, settle=True)
    start_match(page, "Ann", "Bob", from_menu=True)
    page.get_by_test_id("match-score").wait_for()
    settled(page)
    call_time(page)
    assert match_of(page)["extra_turns"]["turn"] == 0
    assert ON_TABLE[lang] in page.get_by_test_id("extra-turn-on-table").text_content()
    page.keyboard.press("Escape")
    turn = state(page)["turn"]
    page.get_by_test_id("next-turn").tap()  # one tap on the table
    settled(page)
    assert state(page)["turn"] == turn + 1
    assert match_of(page)["extra_turns"]["turn"] == 1
    # the sheet's Turn ended is the same one step: the table's turn passes with the count
    page.get_by_test_id("match-pill").tap()
    page.get_by_test_id("extra-turn-end").tap()
    page.wait_for_function("() => window.tkApp.state.session_features.match.extra_turns.turn === 2")
    settled(page)
    assert state(page)["turn"] == turn + 2
    assert [r["action"]["type"] for r in _records(page)][-2:] == ["next_turn", "next_turn"]


FIRST = {"en": "Random first player", "ru": "Случайный первый игрок"}
LATER = {"en": "Random player", "ru": "Случайный игрок"}
STAYS = {"en": "The turn stays with {}.", "ru": "Ход остаётся у игрока {}."}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_random_player_in_the_middle_of_a_game_leaves_the_turn(server, page, lang):
    open_app(page, server.url)
    names = ("Ann", "Bob", "Cat")
    start_game(page, names, lang, settle=True)
    page.get_by_test_id("open-dice").tap()
    first = page.get_by_test_id("first-player")
    assert first.text_content() == FIRST[lang]
    first.tap()
    page.wait_for_function("() => window.tkApp.state.turn === 1")
    settled(page)
    page.keyboard.press("Escape")
    page.get_by_test_id("next-turn").tap()
    settled(page)
    before = state(page)
    assert before["turn"] == 2
    page.get_by_test_id("open-dice").tap()
    assert first.text_content() == LATER[lang]
    assert page.get_by_test_id("first-player-note").is_visible()
    first.tap()
    result = page.get_by_test_id("roll-result")
    active = names[before["active_player"]]
    page.wait_for_function(
        "(t) => (document.querySelector('[data-testid=roll-result]') || {}).textContent?.includes(t)",
        arg=STAYS[lang].format(active),
    )
    settled(page)
    after = state(page)
    assert (after["turn"], after["active_player"]) == (before["turn"], before["active_player"])
    assert _records(page)[-1]["action"]["type"] == "choose_first_player"
    assert result.is_visible()

"""The core table as a table uses it (issue 11, items 1, 5 and 9), at 360x740 with touch and
the default settle time, in English and in Russian."""

from __future__ import annotations

import pytest

from .table_steps import READY_TIMEOUT_MS, actions, life, open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cid"), "ru": ("Аня", "Борис", "Вика")}
ENGINE_WORDS = ("new_game", "no game has been started", "adjust_life", "null", "undefined")


def page_text(page) -> str:
    return page.evaluate("() => document.body.innerText")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_undo_right_after_a_tap_cancels_only_that_tap(server, page, lang):
    """Item 1: tap −3 and Undo within the settle time: the −3 is gone, the game stays, and
    nothing is refused. A second Undo would take back the start: it asks first."""
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    for _ in range(3):
        page.get_by_test_id("life-1-minus").tap()
    assert life(page, 1) == 17
    page.get_by_test_id("undo").tap()
    assert life(page, 1) == 20
    page.wait_for_timeout(1500)  # longer than the settle time
    settled(page)
    assert life(page, 1) == 20
    assert [a["type"] for a in actions(page)] == ["new_game"]
    assert page.get_by_test_id("player-0").is_visible()
    assert page.locator("#toast").is_hidden()
    # the next Undo would take back the start: it asks, and "keep playing" keeps the game
    page.get_by_test_id("undo").tap()
    sheet = page.get_by_test_id("undo-start-sheet")
    sheet.wait_for()
    text = sheet.inner_text()
    assert ("Take back the start?" if lang == "en" else "Отменить начало?") in text
    for word in ENGINE_WORDS:
        assert word not in text
    page.get_by_test_id("undo-start-keep").tap()
    assert page.get_by_test_id("undo-start-sheet").count() == 0
    assert [a["type"] for a in actions(page)] == ["new_game"]
    # asked again, Back also keeps the game; then confirmed, the table goes to the start screen
    page.get_by_test_id("undo").tap()
    sheet.wait_for()
    page.go_back()
    page.wait_for_function("() => !document.querySelector('[data-testid=undo-start-sheet]')")
    assert page.get_by_test_id("player-0").is_visible()
    page.get_by_test_id("undo").tap()
    page.get_by_test_id("undo-start-confirm").tap()
    page.get_by_test_id("start-game").wait_for()
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game", "undo"]
    # the start screen offers the same table again (item 5)
    assert [page.get_by_test_id(f"name-{s}").input_value() for s in range(3)] == list(NAMES[lang])


def test_taps_in_quick_succession_then_undo_at_any_moment(server, page):
    """Item 1: no tap, in any order, at any speed, produces a refusal the player did not
    cause: taps on two seats, Undo between and after them, a double tap on Undo."""
    open_app(page, server.url)
    start_game(page, NAMES["en"])
    page.get_by_test_id("life-0-minus").tap()
    page.get_by_test_id("life-1-plus").tap()
    page.get_by_test_id("life-0-minus").tap()
    page.get_by_test_id("undo").tap()  # the last touched: seat 0's −2
    assert (life(page, 0), life(page, 1)) == (20, 21)
    page.get_by_test_id("next-turn").tap()  # settles seat 1 first: the log keeps the order
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game", "adjust_life", "next_turn"]
    page.get_by_test_id("undo").dblclick()  # two undos: next_turn, then the +1
    settled(page)
    assert (life(page, 0), life(page, 1)) == (20, 20)
    assert page.locator("#toast").is_hidden()
    assert page.get_by_test_id("player-0").is_visible()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_back_closes_what_is_open_and_never_leaves_the_app(server, page, lang):
    """Item 9: Back (and Escape) closes the open sheet; from a sheet it never leaves the app."""
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    url = page.url
    for opener, sheet in (
        ("open-history", "sheet"),
        ("open-menu", "sheet"),
        ("open-dice", "sheet"),
        ("counters-1", "sheet"),
    ):
        page.get_by_test_id(opener).tap()
        page.locator(".sheet").wait_for()
        page.go_back()
        page.wait_for_function("() => !document.querySelector('.sheet')")
        assert page.url == url and page.get_by_test_id("player-0").is_visible(), opener
    page.get_by_test_id("open-history").tap()
    page.locator(".sheet").wait_for()
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('.sheet')")
    # closing by its button leaves no step behind: one Back from the table leaves the app's page
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("sheet-close").tap()
    page.wait_for_timeout(200)
    assert page.evaluate("() => history.state === null || !history.state.tkLayer")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_new_game_starts_from_the_last_table(server, page, lang):
    """Item 5: Menu → New game offers the last game's players, seats, format and life."""
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("count-4").tap()
    for seat, name in enumerate(("Ann", "Bob", "Cid", "Dan")):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("format").select_option("commander")
    page.get_by_test_id("starting-life").fill("30")
    page.get_by_test_id("color-2").select_option("olive")
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-3").wait_for()
    settled(page)
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    assert [page.get_by_test_id(f"name-{s}").input_value() for s in range(4)] == [
        "Ann",
        "Bob",
        "Cid",
        "Dan",
    ]
    assert page.get_by_test_id("format").input_value() == "commander"
    assert page.get_by_test_id("starting-life").input_value() == "30"
    assert [page.get_by_test_id(f"color-{s}").input_value() for s in range(4)] == [
        "red",
        "orange",
        "olive",
        "green",
    ]
    page.get_by_test_id("name-1").fill("Bea")  # only what changed
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("start-confirm-ok").tap()  # over a running game: it asks in a dialog
    page.get_by_test_id("player-3").wait_for()
    settled(page)
    game = actions(page)[-1]
    assert isinstance(game.pop("at"), int)  # when it started: the game timer
    assert game == {
        "type": "new_game",
        "players": ["Ann", "Bea", "Cid", "Dan"],
        "format": "commander",
        "starting_life": 30,
        "colors": ["red", "orange", "olive", "green"],
    }


def test_redo_is_off_while_a_change_is_pending_so_it_never_fails(server, page):
    """Item 1: Undo, then a tap: once that change settles there is nothing to redo, so Redo
    is off from the tap on instead of being refused after it."""
    open_app(page, server.url)
    start_game(page, NAMES["en"])
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    page.get_by_test_id("undo").tap()
    settled(page)
    assert page.get_by_test_id("redo").is_enabled()
    page.get_by_test_id("life-1-plus").tap()
    assert page.get_by_test_id("redo").is_disabled()
    assert page.get_by_test_id("undo").is_enabled()
    settled(page)
    assert page.get_by_test_id("redo").is_disabled()
    assert (life(page, 0), life(page, 1)) == (20, 21)
    assert page.locator("#toast").is_hidden()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_seats_look_like_their_players_and_recent_players_are_offered(server, page, lang):
    """Issue 14, item 1: each seat has a colour (text readable on it: axe checks the contrast);
    the names and colours of recent players are offered at the next set-up."""
    from axe import check_accessibility

    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("count-4").tap()
    for seat, name in enumerate(("Ann", "Bob", "Cid", "Dan")):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("color-1").select_option("purple")
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-3").wait_for()
    settled(page)
    assert page.get_by_test_id("player-1").get_attribute("data-color") == "purple"
    page.get_by_test_id("life-1-minus").tap()  # pending text on a coloured panel
    check_accessibility(page, f"coloured seats ({lang})")
    page.get_by_test_id("counters-2").tap()  # a seat changes colour mid-game
    page.get_by_test_id("color-2").select_option("slate")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=player-2]').dataset.color === 'slate'"
    )
    page.keyboard.press("Escape")
    settled(page)
    # a new session on this phone: the recent players are offered, with their colours
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    page.get_by_test_id("count-2").tap()
    page.get_by_test_id("name-0").fill("")
    page.get_by_test_id("name-1").fill("")
    page.get_by_test_id("count-2").tap()
    page.get_by_test_id("recent-Bob").tap()
    assert page.get_by_test_id("name-0").input_value() == "Bob"
    assert page.get_by_test_id("color-0").input_value() == "purple"
    assert page.get_by_test_id("recent-Bob").count() == 0  # offered once, not twice
    check_accessibility(page, f"start screen with recent players ({lang})")


@pytest.mark.parametrize("count", [2, 4, 5, 8])
def test_lying_flat_in_landscape_each_panel_faces_its_seat(server, browser, count):
    """Issue 14, item 1: the phone lying flat in landscape: players along the long sides, an
    odd one at the left end, seat 0 at the bottom left and the seats going clockwise."""
    ctx = browser.new_context(
        viewport={"width": 740, "height": 360},
        is_mobile=True,
        has_touch=True,
        service_workers="allow",
    )
    ctx.set_default_timeout(READY_TIMEOUT_MS)
    try:
        page = ctx.new_page()
        open_app(page, server.url)
        start_game(
            page,
            NAMES["en"][:3] + tuple(f"P{n}" for n in range(4, count + 1))
            if count > 3
            else NAMES["en"][:count],
        )
        boxes = [page.get_by_test_id(f"player-{s}").bounding_box() for s in range(count)]
        turns = [
            int(page.get_by_test_id(f"player-{s}").get_attribute("data-turn")) for s in range(count)
        ]
        centre = lambda b: (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2)
        cx, cy = zip(*(centre(b) for b in boxes))
        assert (
            turns[0] == 0
            and cy[0] > 180
            and cx[0] == min(x for x, y, t in zip(cx, cy, turns) if t == 0)
        )
        bottom = [s for s in range(count) if turns[s] == 0]
        top = [s for s in range(count) if turns[s] == 180]
        assert len(top) == len(bottom) == count // 2
        assert all(cy[s] < 180 for s in top) and all(cy[s] > 180 for s in bottom)
        if count % 2:
            assert turns[1] == 90 and cx[1] == min(cx)
        # clockwise: along the top left to right, then along the bottom right to left
        assert [cx[s] for s in top] == sorted(cx[s] for s in top)
        assert [cx[s] for s in bottom[1:]] == sorted((cx[s] for s in bottom[1:]), reverse=True)
        for s in range(count):  # nothing spills out of its panel's screen
            b = boxes[s]
            assert b["x"] >= 0 and b["x"] + b["width"] <= 740 and b["y"] >= 0
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_toolbar_keeps_its_height_from_turn_to_turn(server, page, lang):
    """The turn button shows the turn and whose it is, "next turn" and the clock, one line
    each: a long name or a two-digit turn never makes it taller, so the table does not jump
    between turns (it grew from 56 to 116 px with 24-letter names)."""
    open_app(page, server.url)
    names = ("Maximilian Throckmorton", "W" * 24, "Аня")
    start_game(page, names, lang)
    heights = set()
    for _ in range(13):  # turn 13 is the first seat's again
        page.get_by_test_id("next-turn").tap()
        settled(page)
        heights.add(
            page.evaluate(
                "() => Math.round(document.getElementById('toolbar').getBoundingClientRect().height)"
            )
        )
    assert page.evaluate("() => window.tkApp.state.turn") == 13
    assert heights == {56}, heights
    # the whole name is still the button's text (its accessible name), only drawn shorter
    assert "Maximilian Throckmorton" in page.get_by_test_id("next-turn").text_content()

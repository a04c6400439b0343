"""Back never leaves the app (issue 24, items 2 and 3): every screen, sheet, cover and
dialog the table opens closes with one Back, landing where the player came from, and the
page is still the app (never about:blank). At 360x740 with touch and the default settle
time, in English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game
from .test_hell import hell, open_hell, settle, setup_hell

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cid"), "ru": ("Аня", "Борис", "Вика")}
NO_LAYER = "() => !document.querySelector('.sheet, .pass-cover, .draft-cover')"


def back(page) -> None:
    page.go_back()
    page.wait_for_timeout(150)  # popstate is handled in a task of its own


def still_the_app(page, url: str) -> None:
    assert page.url == url, f"Back left the app: {page.url}"
    assert page.evaluate("() => !!document.getElementById('screen')"), (
        "the page is no longer the app"
    )


def on_table(page, url: str, what: str) -> None:
    page.wait_for_function(NO_LAYER)
    still_the_app(page, url)
    assert page.get_by_test_id("player-0").is_visible(), (
        f"Back from {what} did not land on the table"
    )
    assert page.evaluate("() => document.body.dataset.screen") == "table", what


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_back_from_every_sheet_and_screen_returns_to_the_table(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    url = page.url
    openers = [
        ("history", [("open-history", "history-sheet")]),
        ("menu", [("open-menu", "menu-sheet")]),
        ("dice", [("open-dice", None)]),
        ("player sheet", [("counters-1", "player-sheet")]),
        ("number entry", [("life-2", "number-sheet")]),
    ]
    for feature in (
        "pools",
        "hell",
        "draft",
        "match",
        "tournament",
        "contraptions",
        "event",
        "carry",
    ):
        openers.append((feature, [("open-menu", "menu-sheet"), (f"feature-{feature}", None)]))
    for what, steps in openers:
        for testid, sheet in steps:
            page.get_by_test_id(testid).tap()
            page.locator(".sheet" if sheet is None else f"[data-testid={sheet}]").wait_for()
        back(page)
        on_table(page, url, what)

    # the New game screen during a game: Back returns to the table, as "Resume" does
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    page.get_by_test_id("start-game").wait_for()
    back(page)
    page.get_by_test_id("player-0").wait_for()
    on_table(page, url, "the New game screen")
    assert page.get_by_test_id("start-game").count() == 0
    # a sheet opened over the New game screen: one Back closes it, the next returns to the table
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    page.get_by_test_id("start-feature-draft").tap()
    page.locator(".sheet").wait_for()
    back(page)
    page.wait_for_function(NO_LAYER)
    still_the_app(page, url)
    assert page.get_by_test_id("start-game").is_visible(), (
        "Back from a sheet over the New game screen"
    )
    back(page)
    page.get_by_test_id("player-0").wait_for()
    on_table(page, url, "the New game screen, after a sheet over it")
    # "Resume the game" leaves no step behind: the next Back is the table's own
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    page.get_by_test_id("resume-game").tap()
    page.get_by_test_id("player-0").wait_for()
    page.wait_for_timeout(300)
    assert page.evaluate("() => history.state === null || !history.state.tkLayer")
    # undo's "take back the start?" dialog
    page.get_by_test_id("undo").tap()
    page.get_by_test_id("undo-start-sheet").wait_for()
    back(page)
    on_table(page, url, "the undo-start dialog")
    settled(page)


def test_after_a_hell_draw_each_back_is_one_step(page, open_app, tmp_path):
    """Item 3: Hell screen → Draw → "I am …" → Take it → Done → Back closes the Hell screen
    (the first Back, not the second); Back on the cover or the drawn card is one step too."""
    setup_hell(page, open_app, tmp_path)
    url = page.url

    def choose_drawer(seat):
        # the drawer's name on the draw button first: a tap on Draw before the screen has
        # redrawn for the choice could land on the button being replaced
        page.get_by_test_id(f"hell-drawer-{seat}").tap()
        page.wait_for_function(
            "(name) => (document.querySelector('[data-testid=hell-draw-count]')"
            " || {}).textContent?.startsWith(name)",
            arg=("Ann", "Bob")[seat],
        )

    def draw_as(seat):
        # a card to take or send to the sideboard; the pool's one land goes to the hand by
        # itself (no Take it, the library is shuffled): it is covered and the next card drawn
        for _ in range(2):
            choose_drawer(seat)
            page.get_by_test_id("hell-draw").tap()
            page.locator(
                "[data-testid=pass-cover], [data-testid=hell-take], [data-testid=hell-done]"
            ).first.wait_for()
            if page.get_by_test_id("pass-cover").count():
                page.get_by_test_id("pass-confirm").tap()
            page.locator("[data-testid=hell-take], [data-testid=hell-done]").first.wait_for()
            settle(page)
            if page.get_by_test_id("hell-take").count():
                return
            page.get_by_test_id("hell-done").tap()
            page.wait_for_function(
                "() => document.querySelector('[data-testid=hell-drawbar]').dataset.mode === 'draw'"
            )
            settle(page)
        raise AssertionError("no card to take in two draws")

    # draw, take it, Done, Back: the Hell screen closes, the table shows
    draw_as(1)
    page.get_by_test_id("hell-take").tap()
    settle(page)
    page.get_by_test_id("hell-done").tap()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=hell-drawbar]').dataset.mode === 'draw'"
    )
    back(page)
    on_table(page, url, "the Hell screen after a draw, Take it and Done")
    # draw, take it, Back: the drawn card is covered, the Hell screen stays; Back again closes it
    open_hell(page)
    draw_as(0)
    page.get_by_test_id("hell-take").tap()
    settle(page)
    page.get_by_test_id("hell-done").wait_for()
    back(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=hell-drawbar]').dataset.mode === 'draw'"
    )
    assert page.get_by_test_id("hell-sheet").is_visible()
    still_the_app(page, url)
    back(page)
    on_table(page, url, "the Hell screen after a draw, Take it and Back")
    # draw, to the sideboard (nothing private is left on screen), Back: the Hell screen closes
    open_hell(page)
    page.get_by_test_id("hell-next-turn").tap()
    settle(page)
    draw_as(1)
    page.get_by_test_id("hell-to-sideboard").tap()
    settle(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=hell-drawbar]').dataset.mode === 'draw'"
    )
    back(page)
    on_table(page, url, "the Hell screen after a draw sent to the sideboard")
    # the cover: Back lifts it (the Hell screen stays), the next Back closes the screen
    open_hell(page)
    choose_drawer(0)  # the phone is with Bob: Ann's draw asks for it
    page.get_by_test_id("hell-draw").tap()
    page.get_by_test_id("pass-cover").wait_for()
    back(page)
    page.wait_for_function("() => !document.querySelector('.pass-cover')")
    assert page.get_by_test_id("hell-sheet").is_visible()
    back(page)
    on_table(page, url, "the Hell screen after a cancelled cover")
    assert hell(page)["pending"] is None

"""The installed app's shortcuts (issue 24, item 16): "./#new-game", "./#dice" and
"./#tournament" open those screens; the address loses its hash once followed, and Back from
the screen returns to where the app would otherwise have opened. At 360x740 with touch, in
English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

TITLES = {
    "en": {"dice": "Dice", "tournament": "Tournament"},
    "ru": {"dice": "Кубики", "tournament": "Турнир"},
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_shortcut_opens_its_screen_and_back_returns_to_the_table(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), lang)
    settled(page)
    for target, sheet in (("dice", "dice-sheet"), ("tournament", None), ("new-game", None)):
        page.goto("about:blank")  # launched afresh from the shortcut
        open_app(page, f"{server.url}#{target}")
        if sheet:
            page.get_by_test_id(sheet).wait_for()
        elif target == "tournament":
            page.locator(".sheet").wait_for()
        else:
            page.get_by_test_id("start-game").wait_for()
        if target != "new-game":
            title = page.locator(".sheet h2").first.inner_text()
            assert TITLES[lang][target] in title, title
        assert page.url == server.url, page.url  # the hash is taken off
        page.go_back()
        page.get_by_test_id("player-0").wait_for()
        page.wait_for_function(
            "() => !document.querySelector('.sheet') && document.body.dataset.screen === 'table'"
        )
        assert page.url == server.url


def test_a_shortcut_used_while_the_app_is_open(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    page.evaluate("() => { location.hash = 'dice'; }")
    page.get_by_test_id("dice-sheet").wait_for()
    page.wait_for_function(f"() => location.href === {server.url!r}")

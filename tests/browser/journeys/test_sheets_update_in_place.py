"""A sheet open over the table is mounted once and drawn again in place: the engine's answer
to a tap changes the numbers on the same buttons and fields, so the button the player
tapped keeps the keyboard's focus and what they typed stays, and a change made elsewhere (on
the panel) shows in the open sheet. At 360x740 with touch and the default settle time."""

from __future__ import annotations

import pytest

from .table_steps import FOCUSED, HOLD_SENDS, open_app, settled, start_game

pytestmark = pytest.mark.browser

# The sheet's nodes as they are now, to compare with after the engine has answered.
KEEP = """(ids) => { window.__kept = Object.fromEntries(ids.map((id) =>
  [id, document.querySelector(`[data-testid="${id}"]`)])); }"""
SAME = """(ids) => ids.filter((id) => document.querySelector(`[data-testid="${id}"]`) !== window.__kept[id])"""


def test_the_player_sheet_keeps_its_buttons_focus_and_typing_across_answers(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob", "Cid"), "en", "commander")
    settled(page)
    page.get_by_test_id("counters-0").tap()
    kept = [
        "player-sheet",
        "cmd-0-1-plus",
        "cmd-0-1-value",
        "new-counter-name",
        "ring-0",
        "speed-start-0",
    ]
    page.evaluate(KEEP, kept)
    page.get_by_test_id("new-counter-name").fill("Lore")
    page.get_by_test_id("cmd-0-1-plus").focus()
    page.keyboard.press("Enter")  # (a keyboard's tap: the focus stays on the button)
    page.get_by_test_id("ring-tempts-0").tap()
    page.get_by_test_id("cmd-0-1-plus").focus()
    settled(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=ring-0]').textContent.includes('1')"
    )
    assert page.get_by_test_id("cmd-0-1-value").text_content() == "1"
    assert page.evaluate(SAME, kept) == []  # the same nodes, drawn again
    assert page.evaluate(FOCUSED) == "cmd-0-1-plus"
    assert page.get_by_test_id("new-counter-name").input_value() == "Lore"
    # another state (the speed started) swaps only that part, and the focus stays put
    page.get_by_test_id("speed-start-0").tap()
    page.get_by_test_id("cmd-0-1-plus").focus()
    settled(page)
    page.get_by_test_id("speed-0-value").wait_for()
    assert page.get_by_test_id("speed-0-value").text_content() == "1"
    assert page.evaluate(SAME, kept[:5]) == []
    assert page.evaluate(FOCUSED) == "cmd-0-1-plus"
    assert page.get_by_test_id("new-counter-name").input_value() == "Lore"


def test_the_menu_follows_a_change_made_while_it_is_open(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    settled(page)
    page.get_by_test_id("open-menu").tap()
    kept = ["menu-sheet", "storm-plus", "storm-value", "day-night-day", "winner-select"]
    page.evaluate(KEEP, kept)
    page.get_by_test_id("winner-select").select_option("1")
    page.get_by_test_id("storm-plus").tap()
    page.get_by_test_id("storm-plus").tap()
    page.get_by_test_id("day-night-day").tap()
    settled(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=storm-value]').textContent === '2'"
    )
    assert page.get_by_test_id("day-night-day").is_disabled()
    assert page.get_by_test_id("day-night-day").get_attribute("aria-pressed") == "true"
    assert page.evaluate(SAME, kept) == []
    assert page.get_by_test_id("winner-select").input_value() == "1"  # what the player picked stays


def test_the_history_marks_the_undone_line_in_the_same_list(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-list").wait_for()
    kept = ["history-sheet", "history-list", "history-undo"]
    page.evaluate(KEEP, kept)
    lines = page.get_by_test_id("history-list").locator("li")
    assert lines.count() == 2
    assert "undone" not in (lines.first.get_attribute("class") or "")
    page.get_by_test_id("history-undo").focus()
    page.keyboard.press("Enter")  # the life change taken back, from the sheet
    settled(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=history-list] li').classList.contains('undone')"
    )
    assert lines.count() == 2
    assert page.evaluate(SAME, kept) == []
    assert page.evaluate(FOCUSED) == "history-undo"
    assert page.get_by_test_id("history-redo").is_enabled()


# The history's lines as they are now, to compare with once a new action has come in.
KEEP_LINES = """() => { window.__lines = [...document.querySelectorAll('[data-testid=history-list] li')]; }"""
SAME_LINES = """() => window.__lines.filter((li, i) =>
  document.querySelectorAll('[data-testid=history-list] li')[i] !== li).length"""
SHEET_SCROLL = "() => document.querySelector('[data-testid=history-sheet]').scrollTop"


def test_the_history_read_far_down_keeps_its_place_when_an_action_comes_in(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    for _ in range(30):  # a long game: more lines than the sheet shows
        page.get_by_test_id("next-turn").tap()
    settled(page)
    page.evaluate(HOLD_SENDS)
    page.get_by_test_id("life-0-minus").tap()  # sent once it settles, answered when released
    page.get_by_test_id("open-history").tap()
    lines = page.get_by_test_id("history-list").locator("li")
    lines.nth(30).wait_for()
    assert lines.count() == 31
    lines.last.scroll_into_view_if_needed()  # the player scrolls down to the game's start
    scrolled = page.evaluate(SHEET_SCROLL)
    assert scrolled > 100
    kept = ["history-sheet", "history-list", "history-undo"]
    page.evaluate(KEEP, kept)
    page.evaluate(KEEP_LINES)
    page.evaluate("() => window.__release()")
    settled(page)
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=history-list] li').length === 32"
    )
    assert lines.first.text_content() == "Ann: life −1"  # the new line, on top
    assert page.evaluate(SAME_LINES) == 0  # drawn again in the same elements, none made anew
    assert page.evaluate(SAME, kept) == []
    assert page.evaluate(SHEET_SCROLL) == scrolled  # still where the player was reading
    assert page.tk_errors == []

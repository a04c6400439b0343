"""A player types in the next field while the engine still answers the last tap: the answer
redraws the sheet, and what they typed, the caret and the keyboard's focus stay. Python runs
in a worker, so every answer comes a moment after its tap; here the answer is held until the
player has typed, then let through, at 360x740 with the default settings."""

from __future__ import annotations

import pytest

from .table_steps import (
    FOCUSED,
    HOLD_ANSWERS,
    READY,
    actions,
    finished_draft,
    open_app,
    page_with_held_engine,
    settled,
    start_game,
)

pytestmark = pytest.mark.browser


def type_during_answer(page, field: str, before: str, after: str) -> None:
    page.get_by_test_id(field).tap()
    page.keyboard.type(before)
    page.evaluate("() => window.__release()")
    page.wait_for_function("() => document.body.dataset.pending === '0'")
    page.keyboard.type(after)


def test_a_card_name_typed_while_the_last_add_is_answered_is_kept(server, page):
    open_app(page, server.url)
    finished_draft(page)
    page.evaluate(HOLD_ANSWERS)
    page.get_by_test_id("consp-card").fill("Brago's Favor")
    page.get_by_test_id("consp-add").tap()  # answered only once released
    type_during_answer(page, "draft-note-card", "Cogwork ", "Grinder")
    page.get_by_test_id("consp-seat-0").get_by_text("Brago's Favor").wait_for()  # the redraw came
    assert page.get_by_test_id("draft-note-card").input_value() == "Cogwork Grinder"
    assert page.evaluate(FOCUSED) == "draft-note-card"
    page.get_by_test_id("draft-note-value").fill("4")
    page.get_by_test_id("draft-note-add").tap()
    settled(page)
    notes = [a for a in actions(page) if a["type"] == "draft_note"]
    assert [n["card"] for n in notes] == ["Cogwork Grinder"]


def test_a_counter_name_typed_while_a_counter_tap_is_answered_is_kept(server, page):
    open_app(page, server.url)
    start_game(page)
    page.get_by_test_id("counters-0").tap()
    page.get_by_test_id("player-sheet").wait_for()
    page.evaluate(HOLD_ANSWERS)
    page.get_by_test_id("counter-0-poison-plus").tap()  # answered only once released
    type_during_answer(page, "new-counter-name", "Lo", "re")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=counter-0-poison-value]').textContent === '1'"
    )
    assert page.get_by_test_id("new-counter-name").input_value() == "Lore"
    assert page.evaluate(FOCUSED) == "new-counter-name"
    page.get_by_test_id("add-counter").tap()
    settled(page)
    assert {"type": "adjust_counter", "player": 0, "counter": "Lore", "delta": 1}.items() <= [
        a for a in actions(page) if a["type"] == "adjust_counter"
    ][-1].items()


def test_a_name_taken_behind_the_cover_leaves_the_shared_field_even_while_it_has_the_focus(
    server, page
):
    """A phone where tapping a button leaves the focus in the text field (Safari does): the
    redraw that keeps the focused field must not bring back what the screen took out of it."""
    secret = "Secret Summoning"
    open_app(page, server.url)
    finished_draft(page)
    page.get_by_test_id("consp-card").fill(secret)
    page.get_by_test_id("consp-card").focus()
    page.evaluate(
        "() => document.querySelector('[data-testid=consp-add-hidden]').click()"
    )  # focus stays
    page.get_by_test_id("pass-cover").wait_for()
    assert page.get_by_test_id("consp-card").input_value() == ""
    page.get_by_test_id("pass-cancel").tap()
    assert secret not in page.content()


def test_a_name_typed_while_python_starts_keeps_its_field_when_the_engine_is_ready(browser, server):
    """The start screen is painted before Python is up and redrawn when it is: a player
    typing the first name meanwhile keeps the field, the caret and the keyboard."""
    with page_with_held_engine(browser, server.url) as (page, hold, release):
        hold()
        page.reload()
        page.get_by_test_id("name-0").tap()
        page.keyboard.type("An")
        assert page.evaluate("() => document.body.dataset.ready") != "1"
        release()
        page.wait_for_function(READY)
        page.keyboard.type("n")
        assert page.get_by_test_id("name-0").input_value() == "Ann"
        assert page.evaluate(FOCUSED) == "name-0"
        assert page.tk_errors == []


def test_a_dungeon_room_typed_while_a_tap_is_answered_is_kept(server, page):
    open_app(page, server.url)
    start_game(page)
    page.get_by_test_id("counters-0").tap()
    page.get_by_test_id("player-sheet").wait_for()
    page.get_by_test_id("dungeon-0").select_option("tomb_of_annihilation")
    page.evaluate(HOLD_ANSWERS)
    page.get_by_test_id("rad-0-plus").tap()  # answered only once released
    type_during_answer(page, "room-0", "Trapped ", "Entry")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=rad-0-value]').textContent === '1'"
    )
    assert page.get_by_test_id("room-0").input_value() == "Trapped Entry"
    assert page.evaluate(FOCUSED) == "room-0"
    assert page.get_by_test_id("dungeon-0").input_value() == "tomb_of_annihilation"
    page.get_by_test_id("venture-0").tap()
    settled(page)
    assert [a for a in actions(page) if a["type"] == "venture"][-1] == {
        "type": "venture",
        "player": 0,
        "dungeon": "tomb_of_annihilation",
        "room": "Trapped Entry",
    }

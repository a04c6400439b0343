"""The card pools' browser, the tournament's players' phones section and Past games are drawn
whole and morphed in place (kit/morph.js): what the player was doing there stays as the page
changes under them. The search field keeps its focus, text and caret while the results change
with every letter and while a new state comes; a half-typed server address survives a result
recorded meanwhile and the server's answer; a past game's page keeps Delete's question across a
new state, and the list keeps its rows while a new game makes it say where this session's games
are. At 360x740, touch, the default settings."""

from __future__ import annotations

import pytest

from .table_steps import FOCUSED, open_app, settled, start_game, start_tournament
from .test_hell import write_pool

pytestmark = pytest.mark.browser

# Marks an element, so that the same element (not a new one drawn alike) can be found again.
MARK = "(el) => { el.__kept = true; }"
KEPT = "(el) => el.__kept === true"
CARET = "() => document.activeElement.selectionStart"
LOGGED = "() => window.tkApp.state.log_length"
GREW = "(n) => window.tkApp.state.log_length > n"


def a_new_state(page, action: str) -> None:
    """An action sent as another part of the app would, the sheet left open; waits for its state."""
    logged = page.evaluate(LOGGED)
    page.evaluate(f"() => window.tkApp.port.send({action})")
    page.wait_for_function(GREW, arg=logged)
    settled(page)


def test_the_pool_search_keeps_focus_text_and_caret_while_results_and_state_change(
    server, page, tmp_path
):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), settle=True)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-pools").tap()
    page.get_by_test_id("pool-file").set_input_files(str(write_pool(tmp_path)))
    page.wait_for_function(
        "() => /Took 10 cards/.test(document.querySelector('[data-testid=import-report]').textContent)"
    )
    page.locator("[data-testid^=pool-open-]").first.tap()
    results = page.get_by_test_id("card-results").locator("article")
    search = page.get_by_test_id("card-search")
    search.tap()
    search.evaluate(MARK)
    page.keyboard.type("o", delay=30)
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=card-results] article').length === 6"
    )
    page.keyboard.type("w", delay=30)  # Quiet Meadow, Brass Owl
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=card-results] article').length === 2"
    )
    assert page.evaluate(FOCUSED) == "card-search"
    assert search.evaluate(KEPT)
    page.keyboard.press("ArrowLeft")  # the caret between o and w: a redrawn field loses it
    assert page.evaluate(CARET) == 1
    a_new_state(page, "{ type: 'next_turn' }")
    assert page.evaluate(FOCUSED) == "card-search"
    assert search.evaluate(KEPT)
    assert search.input_value() == "ow"
    assert page.evaluate(CARET) == 1
    assert results.count() == 2
    page.keyboard.press("End")
    page.keyboard.type("l", delay=30)
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=card-results] article').length === 1"
    )
    assert page.get_by_test_id("card-0-name").text_content() == "Brass Owl"
    assert page.evaluate(FOCUSED) == "card-search" and search.evaluate(KEPT)
    assert page.tk_errors == []


def test_the_phones_section_keeps_a_half_typed_server_address_across_a_result_and_an_answer(
    server, page
):
    open_app(page, server.url)
    start_tournament(page, ["Ann", "Bob", "Cid", "Dan"])
    address = page.get_by_test_id("server-url")
    address.tap()
    address.evaluate(MARK)
    page.keyboard.type("http://127.0.0", delay=20)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    first = page.evaluate("() => window.tkApp.state.session_features.tournament.rounds[0][0].a")
    a_new_state(
        page, f"{{ type: 'tournament_result', round: 1, player: '{first}', result: [2, 0, 0] }}"
    )
    page.get_by_test_id("t-table-1-1-result").get_by_text("2-0").wait_for()  # the screen moved on
    assert page.evaluate(FOCUSED) == "server-url"
    assert address.evaluate(KEPT)
    assert address.input_value() == "http://127.0.0"
    assert page.evaluate(CARET) == len("http://127.0.0") - 2
    page.keyboard.press("End")
    page.keyboard.type(".1:1", delay=20)  # nothing answers there
    page.get_by_test_id("server-check").tap()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=server-answer]').dataset.answer"
    )
    assert "does not answer" in page.get_by_test_id("server-answer").text_content()
    assert address.evaluate(KEPT)
    assert address.input_value() == "http://127.0.0.1:1"
    # (the browser's own line for the refused request is the check's, not the page's error)
    assert [e for e in page.tk_errors if "Failed to load resource" not in e] == []


def test_past_games_keep_their_rows_and_deletes_question_across_new_states(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), settle=True)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("new-session").tap()
    with page.expect_event("load"):
        page.get_by_test_id("new-session-confirm-ok").tap()  # Ann and Bob go to Past games
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    start_game(page, ("Cid", "Dan"), settle=True)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-carry").tap()
    page.get_by_test_id("carry-past").tap()
    row = page.get_by_test_id("past-game")
    row.wait_for()
    row.evaluate(MARK)
    assert page.get_by_test_id("past-this-session").count() == 0  # one game, still running
    a_new_state(page, "{ type: 'new_game', players: ['Cid', 'Dan'] }")
    page.get_by_test_id("past-this-session").wait_for()  # the ended game is in this session
    assert row.evaluate(KEPT)  # the list was not read and drawn again
    row.tap()
    page.get_by_test_id("past-history").wait_for()
    page.get_by_test_id("past-delete").tap()
    question = page.get_by_test_id("past-delete-question")
    question.evaluate(MARK)
    a_new_state(page, "{ type: 'next_turn' }")
    assert question.is_visible() and question.evaluate(KEPT)
    assert page.get_by_test_id("past-delete-yes").is_visible()
    page.get_by_test_id("past-delete-no").tap()  # as before: back on the list, nothing deleted
    page.get_by_test_id("past-game").wait_for()
    assert page.get_by_test_id("past-game").count() == 1
    assert page.tk_errors == []

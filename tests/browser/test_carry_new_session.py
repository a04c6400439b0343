"""Past games after a session ends (issue 27, items 1 and 2): one sent to another phone and then
ended with "New session" is still said to be handed over, and the new session never is, even
when it is as long as the sent one was; a tournament is listed with its entrants."""

from __future__ import annotations

import pytest
from journey import start_game
from test_carry import (
    by,
    good_file,
    new_session,
    open_carry,
    open_table,
    phone_b,
    phones,
    send,
    send_table,
    state,
)

pytestmark = pytest.mark.browser

READY = "() => document.body.dataset.ready === '1'"


def handed_mark(page):
    """The game database's mark of the current session sent away (meta "handed"), or None."""
    return page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open('table-keeper');
      open.onsuccess = () => { const r = open.result.transaction('meta').objectStore('meta').get('handed');
        r.onsuccess = () => { open.result.close(); resolve(r.result ?? null); }; };
    })""")


def test_a_session_handed_over_keeps_its_mark_in_past_games_and_the_next_one_has_none(
    phones, open_app, tmp_path
):
    page, _ = phones
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None, settle=True)
    send(page, {"type": "adjust_life", "player": 0, "delta": -3})
    send_table(page, tmp_path)
    page.wait_for_function("() => document.body.dataset.handedOver === '1'")
    sent_length = state(page)["log_length"]
    assert handed_mark(page)["length"] == sent_length

    new_session(page)  # Ann and Bob go to Past games
    assert handed_mark(page) is None  # it went with its session
    start_game(page, ["Cid", "Dan"], lang=None, settle=True)
    send(page, {"type": "adjust_life", "player": 1, "delta": -2})
    assert state(page)["log_length"] == sent_length  # as long as the sent one
    page.reload()
    page.wait_for_function(READY)
    by(page, "player-1").wait_for()
    page.wait_for_timeout(500)  # the check after the start has run
    assert page.evaluate("() => document.body.dataset.handedOver") != "1"
    assert "handed over" not in (page.locator("#banner").text_content() or "")
    open_carry(page)
    assert by(page, "carry-handed-line").is_hidden()
    by(page, "carry-past").tap()
    by(page, "past-game").first.wait_for()
    assert "handed over to another phone" in by(page, "past-game-what").text_content()
    assert page.tk_errors == []


def test_a_tournament_in_past_games_is_listed_with_its_players(phones, open_app, tmp_path):
    """A tournament's session has no game players: Past games names its entrants."""
    page, _ = phones
    open_app(page)
    by(page, "start-feature-tournament").tap()
    by(page, "t-players").fill("Ann\nBob\nCid\nDan")
    by(page, "t-create").tap()
    page.wait_for_function(
        "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    )
    by(page, "sheet-close").tap()
    send(page, {"type": "tournament_pair"})
    path = tmp_path / "game.json"
    path.write_text(good_file(), encoding="utf-8")
    open_table(page, path)  # the tournament goes to Past games
    open_carry(page)
    by(page, "carry-past").tap()
    by(page, "past-game").first.wait_for()
    assert by(page, "past-game-players").first.text_content() == "Ann, Bob, Cid, Dan"
    assert "tournament" in by(page, "past-game-what").first.text_content()
    assert page.tk_errors == []

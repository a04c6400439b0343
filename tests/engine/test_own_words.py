"""Issue 36, items 1 and 2: the engine does what its own words say, and counts what the rules
count.  Each finding of the judge's third reading, under rules reading 4 (engine/rules.py),
with the rule it follows; a log of reading 3 keeps what it showed."""

from __future__ import annotations

import json
import random

import pytest
from hell_game_helpers import start as hell_start
from hell_game_helpers import view, zone_of

from engine import Session
from engine.errors import NoCommanders, PlayerLeftGame
from engine.hell import errors as HE
from engine.tournament import errors as TE

MIN = 60_000
LUTRI, GNAT = 0, 1  # ids in the Hell library below: Lutri Jr (companion) on top


def unchanged(session, action, error):
    before = json.dumps([session.state(), session.log])
    with pytest.raises(error) as caught:
        session.apply(action)
    assert json.dumps([session.state(), session.log]) == before
    return caught.value


# --- commander_damage: "In a Commander game" (CR 903) ----------------------------------------


@pytest.mark.parametrize(
    "fmt,players", [("casual", ["Ann", "Bob"]), ("two_headed_giant", ["Ann", "Bob", "Cid", "Dan"])]
)
def test_commander_damage_is_a_commander_games_as_its_text_says(fmt, players):
    """CR 903.10a: commander damage is Commander's.  A casual and a Two-Headed Giant game
    took it (life went down) while commander_cast in the same game was refused."""
    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": players, "format": fmt})
    damage = {"type": "commander_damage", "player": 0, "source": 1, "delta": 5}
    error = unchanged(s, damage, NoCommanders)
    assert error.code == "no_commanders" and "played without commanders" in error.message
    unchanged(s, {"type": "commander_cast", "player": 0}, NoCommanders)


def test_commander_damage_in_a_casual_game_of_reading_3_replays_as_it_did():
    s = Session(random.Random(1), 3)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "commander_damage", "player": 0, "source": 1, "delta": 5})
    assert s.state()["players"][0]["life"] == 15


def test_commander_damage_in_a_commander_game_still_counts():
    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "commander"})
    s.apply({"type": "commander_damage", "player": 0, "source": 1, "delta": 5})
    assert s.state()["players"][0]["life"] == 35


# --- clock_time_called: what a judge calling time early means (003 2.5, 2.6) ----------------


def timed_match():
    s = Session(random.Random(3))
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob"})
    s.apply({"type": "clock_start", "at": 0})
    return s


def test_a_judge_may_call_time_early_in_a_match_given_no_added_time_003_2_5():
    """The event's round clock is the official one; the app's countdown is the table's copy."""
    s = timed_match()
    s.apply({"type": "clock_time_called", "at": 10 * MIN})
    assert s.state()["session_features"]["match"]["time_called"]


def test_an_early_call_in_a_match_given_added_time_names_the_rounds_time_and_the_added_003_2_6():
    """At 10:00 of a 50-minute round with 3:00 added, 43:00 are left: 40:00 of the round's and
    the 3:00 added; the refusal blamed all of it on the added time."""
    s = timed_match()
    s.apply({"type": "clock_add", "seconds": 180})
    error = unchanged(s, {"type": "clock_time_called", "at": 10 * MIN}, TE.EarlyCallWithAddedTime)
    assert error.message.startswith(
        "43:00 left on this match's clock: 40:00 of the round's time and 3:00 a judge added (2.6)"
    )
    assert error.details == {
        "remaining_seconds": 43 * 60,
        "added_seconds": 180,
        "added": "3:00",
        "round_left": "40:00",
    }
    error = unchanged(s, {"type": "clock_time_called", "at": 51 * MIN}, TE.AddedTimeRunning)
    assert error.message.startswith(
        "the round's time is over, and time a judge added (3:00) is still running: 2:00 left"
    )
    s.apply({"type": "clock_time_called", "at": 53 * MIN})
    assert s.state()["session_features"]["match"]["time_called"]


def test_the_allowed_text_of_clock_time_called_says_what_it_does():
    from engine.registry import ACTIONS

    allowed = ACTIONS["clock_time_called"].allowed
    assert "earlier by a judge's call in a match given no added time" in allowed
    assert "2.6" in allowed and "2.5" in allowed


# --- companions and the sideboard's top card (000) -------------------------------------------


def companion_table(rules=None):
    """Lutri Jr, a companion, on top of the sideboard; Bob names it."""
    s = hell_start(order=[7, 1, 0, 2, 3, 4, 5, 6, 8, 9], rules=rules)
    s.apply({"type": "hell_draw", "player": 0, "verdict": "choice"})
    s.apply({"type": "hell_resolve", "decision": "sideboard"})
    s.apply({"type": "hell_name_companion", "player": 1, "card": LUTRI})
    return s


def test_000_a_claim_lasts_until_that_players_companion_is_cast():
    """Bob named Lutri Jr and cast it; it went back to the sideboard: Ann may name it now
    (the docs' "until the player's companion is cast"); it was "Bob has named this companion
    already"."""
    s = companion_table()
    unchanged(s, {"type": "hell_name_companion", "player": 0, "card": LUTRI}, HE.CompanionRefused)
    s.apply({"type": "hell_cast_companion", "player": 1})
    s.apply({"type": "hell_move", "card": LUTRI, "zone": "outside"})
    assert zone_of(s, LUTRI) == ("sideboard", "", "")
    s.apply({"type": "hell_name_companion", "player": 0, "card": LUTRI})
    s.apply({"type": "hell_cast_companion", "player": 0})
    assert zone_of(s, LUTRI) == ("stack", "", "")


def test_000_any_player_plays_the_sideboards_top_card_a_named_companion_too():
    """000: "Any player may play its top card as if it were in their hand"; reading 3 kept a
    named companion for its claimant, which the seed does not say."""
    s = companion_table()
    s.apply({"type": "sideboard_play_top", "player": 0})
    assert zone_of(s, LUTRI) == ("stack", "", "")
    unchanged(s, {"type": "hell_cast_companion", "player": 1}, HE.CompanionRefused)


def test_000_reading_3_logs_keep_the_claim_past_the_cast():
    """Reading 3 (ae9b5c0) kept a claim past the cast; the top card it never withheld (the
    refusal a355192 made there belongs to no reading: tests/engine/test_saved_logs.py)."""
    s = companion_table(rules=3)
    s.apply({"type": "hell_cast_companion", "player": 1})
    s.apply({"type": "hell_move", "card": LUTRI, "zone": "outside"})
    unchanged(s, {"type": "hell_name_companion", "player": 0, "card": LUTRI}, HE.CompanionRefused)


# --- the end of a game while a Hell card is only looked at (000) ----------------------------


def looking_at_the_top(rules=None):
    s = hell_start(order=[2, 1, 0, 3, 4, 5, 6, 7, 8, 9], rules=rules)  # White Whale on top
    s.apply({"type": "hell_draw", "player": 0, "verdict": "choice"})
    assert view(s)["pending"]["card"] == 0
    s.apply({"type": "end_game", "winner": 1})
    return s


def test_000_a_card_only_looked_at_is_not_swept_under_the_hell_library():
    """000 sweeps "every zone except the sideboard and the libraries"; a card only looked at
    never left the Hell library's top, and goes back there."""
    s = looking_at_the_top()
    s.apply({"type": "hell_end_game"})
    hell = s.table.features["hell"]
    assert hell.library[0] == 0 and len(hell.library) == 10
    assert view(s)["pending"] is None
    s.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    s.apply({"type": "hell_draw", "player": 1, "verdict": "choice"})
    assert view(s)["pending"]["card"] == 0  # the same card, still the top


def test_000_reading_3_swept_the_looked_at_card_under():
    s = looking_at_the_top(rules=3)
    s.apply({"type": "hell_end_game"})
    assert s.table.features["hell"].library[-1] == 0


# --- hell_bottom: "at the end of a London mulligan", as many as mulligans (CR 103.5) --------


def dealt(rules=None):
    s = hell_start(rules=rules)
    s.apply({"type": "hell_deal_opening"})
    return s


def test_cr_103_5_no_hell_card_goes_to_the_bottom_without_a_mulligan():
    s = dealt()
    hand = [c for c, z in s.table.features["hell"].where.items() if z == ("hand", "Ann", "")]
    error = unchanged(
        s, {"type": "hell_bottom", "player": 0, "cards": hand[:1]}, HE.NoMulliganTaken
    )
    assert error.message.startswith("Ann has taken no mulligan")


def test_cr_103_5_as_many_to_the_bottom_as_mulligans_taken():
    s = dealt()
    s.apply({"type": "hell_mulligan", "player": 0})
    hand = [c for c, z in s.table.features["hell"].where.items() if z == ("hand", "Ann", "")]
    assert len(hand) == 2
    error = unchanged(s, {"type": "hell_bottom", "player": 0, "cards": hand}, HE.TooManyToBottom)
    assert "1 more may go to the bottom, not 2" in error.message and error.details["left"] == 1
    s.apply({"type": "hell_bottom", "player": 0, "cards": hand[:1]})
    unchanged(s, {"type": "hell_bottom", "player": 0, "cards": hand[1:]}, HE.TooManyToBottom)


def test_reading_3_logs_keep_a_bottom_without_a_mulligan():
    s = dealt(rules=3)
    hand = [c for c, z in s.table.features["hell"].where.items() if z == ("hand", "Ann", "")]
    s.apply({"type": "hell_bottom", "player": 0, "cards": hand})
    assert s.table.features["hell"].library[-2:] == hand


# --- who: a player who conceded has left the game (CR 104.3a, 800.4) -----------------------


def test_cr_104_3a_a_player_who_conceded_does_not_draw_cast_or_mulligan():
    s = hell_start(players=("Ann", "Bob", "Cid"), colors=("G", "WU", "B"))
    s.apply({"type": "concede", "player": 2})
    error = unchanged(s, {"type": "hell_draw", "player": 2, "verdict": "choice"}, PlayerLeftGame)
    assert error.message == ("Cid has conceded and left the game (CR 104.3a): they do not draw")
    unchanged(s, {"type": "hell_mulligan", "player": 2}, PlayerLeftGame)
    s.apply({"type": "hell_draw", "player": 0, "verdict": "choice"})
    s.apply({"type": "hell_resolve", "decision": "sideboard"})
    unchanged(s, {"type": "sideboard_play_top", "player": 2}, PlayerLeftGame)
    s.apply({"type": "sideboard_play_top", "player": 1})


def test_cr_800_4a_a_commander_leaves_with_the_player_who_conceded():
    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": ["Ann", "Bob", "Cid"], "format": "commander"})
    s.apply({"type": "commander_cast", "player": 2})
    s.apply({"type": "concede", "player": 2})
    unchanged(s, {"type": "commander_cast", "player": 2}, PlayerLeftGame)
    unchanged(s, {"type": "commander_damage", "player": 0, "source": 2, "delta": 3}, PlayerLeftGame)
    s.apply({"type": "commander_cast", "player": 2, "delta": -1})  # the table's fix


def test_cr_800_4_the_turn_passes_over_a_player_who_conceded():
    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": ["Ann", "Bob", "Cid"]})
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "concede", "player": 1})
    s.apply({"type": "next_turn"})
    assert s.state()["active_player"] == 2
    s.apply({"type": "next_turn"})
    assert s.state()["active_player"] == 0


def test_reading_3_logs_keep_the_turn_of_a_player_who_conceded():
    s = Session(random.Random(1), 3)
    s.apply({"type": "new_game", "players": ["Ann", "Bob", "Cid"]})
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "concede", "player": 1})
    s.apply({"type": "next_turn"})
    assert s.state()["active_player"] == 1

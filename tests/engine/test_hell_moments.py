"""Issue 23: each Hell's Half-Draft action at the moment, and into the place, seed 000 allows
(rules reading 4).

000, the shared sideboard: "Any player may play its top card as if it were in their hand."
000, drawing: "the player looks at the top card", then takes it or puts it on the sideboard.
000, companions: "any player may name a companion in the sideboard as theirs"; once per game
cast from outside the game.  000, the start of the game: 2 of the 7 opening cards come from
the Hell library; London mulligan."""

from __future__ import annotations

import random

import pytest
from hell_game_helpers import recorded_setup, start, view, zone_of

from engine import Session
from engine.errors import GameOver
from engine.hell import errors as HE

# A card's id is its place in the recorded library (0 the top); ``order`` picks POOL's cards.
TOP, SECOND = 0, 1


def unchanged(session, action, error):
    before = (session.state(), len(session.log))
    with pytest.raises(error):
        session.apply(action)
    assert (session.state(), len(session.log)) == before


def to_sideboard(session, count=1):
    """Put the top cards of the Hell library on the sideboard, through a Hell draw each."""
    for _ in range(count):
        session.apply({"type": "hell_draw", "player": 0, "verdict": "choice"})
        session.apply({"type": "hell_resolve", "decision": "sideboard"})


def test_000_a_spell_from_the_sideboard_is_cast_onto_the_stack_not_the_battlefield():
    s = start(order=[1, 0, 2, 3, 4, 5, 6, 7, 8, 9])  # Green Gnat, a creature, on top
    to_sideboard(s)
    unchanged(
        s, {"type": "sideboard_play_top", "player": 1, "to": "battlefield"}, HE.SideboardWrongZone
    )
    s.apply({"type": "sideboard_play_top", "player": 1, "to": "stack"})
    assert zone_of(s, TOP) == ("stack", "", "")


def test_000_a_land_from_the_sideboard_is_played_onto_the_battlefield_in_its_players_turn():
    s = start()  # Zebra Meadow, a land, on top
    to_sideboard(s)
    s.apply({"type": "choose_first_player", "result": 0})
    unchanged(s, {"type": "sideboard_play_top", "player": 0, "to": "stack"}, HE.SideboardWrongZone)
    # as from a hand: a land is played in its player's own turn (CR 305.2)
    unchanged(s, {"type": "sideboard_play_top", "player": 1}, HE.SideboardLandNotYourTurn)
    s.apply({"type": "sideboard_play_top", "player": 0, "to": "battlefield"})
    assert zone_of(s, TOP) == ("battlefield", "Ann", "")


def test_000_the_old_reading_keeps_what_a_recorded_log_did():
    """Rules reading 2 took the zone as given; a saved log of it replays the same table."""
    s = Session(random.Random(7), 2)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    s.apply(recorded_setup([1, 0]))
    s.apply({"type": "hell_declare_colors", "player": 0, "colors": ["G"]})
    to_sideboard(s)
    s.apply({"type": "sideboard_play_top", "player": 1, "to": "battlefield"})
    assert zone_of(s, TOP) == ("battlefield", "Bob", "")


def test_000_under_reading_3_a_named_companion_is_not_named_again_and_any_player_plays_the_top():
    """Reading 3 as ae9b5c0 played it, kept for its logs: another player does not name a
    companion already named, and any player plays the sideboard's top card (000's "any
    player"; reading 4's claim ends with the cast: tests/engine/test_own_words.py)."""
    s = start(order=[7, 0, 1, 2, 3, 4, 5, 6, 8, 9], rules=3)  # Lutri Jr, a companion, on top
    to_sideboard(s)
    s.apply({"type": "hell_name_companion", "player": 0, "card": TOP})
    unchanged(s, {"type": "hell_name_companion", "player": 1, "card": TOP}, HE.CompanionRefused)
    s.apply({"type": "sideboard_play_top", "player": 1})
    assert zone_of(s, TOP) == ("stack", "", "")


def test_000_a_card_only_looked_at_waits_for_its_decision():
    """Nothing is played and the turn does not pass while a Hell card is only looked at."""
    s = start(order=[7, 2, 0, 1, 3, 4, 5, 6, 8, 9])  # Lutri Jr, then White Whale
    to_sideboard(s)
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "hell_draw", "player": 0})  # White Whale: a choice, looked at
    assert view(s)["pending"]["card"] == SECOND
    unchanged(s, {"type": "next_turn"}, HE.DrawPending)
    unchanged(s, {"type": "sideboard_play_top", "player": 1}, HE.DrawPending)
    unchanged(s, {"type": "hell_name_companion", "player": 1, "card": TOP}, HE.DrawPending)
    s.apply({"type": "hell_resolve", "decision": "take"})
    s.apply({"type": "next_turn"})


def test_000_the_opening_hand_comes_before_the_first_turn():
    """000, "At the start of the game": 2 of the 7 opening cards; the mulligan (CR 103.5)."""
    s = start()
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "hell_deal_opening"})
    s.apply({"type": "hell_mulligan", "player": 1})
    s.apply({"type": "set_step", "step": "upkeep"})
    unchanged(s, {"type": "hell_mulligan", "player": 0}, HE.OpeningHandOver)
    unchanged(s, {"type": "hell_bottom", "player": 0, "cards": [0]}, HE.OpeningHandOver)
    s.apply({"type": "next_turn"})
    unchanged(s, {"type": "hell_deal_opening", "players": [0]}, HE.OpeningHandOver)


def test_000_a_forgotten_opening_deal_is_a_correction_of_its_own():
    """The table forgot the 2 Hell cards of the opening hands (000) and the game is under
    way: the deal is recorded as a correction, never the same action slipping through."""
    s = start()
    unchanged(s, {"type": "hell_deal_opening_forgotten"}, HE.OpeningHandNotOver)
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "next_turn"})
    unchanged(s, {"type": "hell_deal_opening"}, HE.OpeningHandOver)
    record = s.apply({"type": "hell_deal_opening_forgotten"})
    assert record["type"] == "hell_deal_opening_forgotten"
    assert view(s)["last_event"]["correction"] is True
    assert zone_of(s, TOP) == ("hand", "Ann", "")
    unchanged(s, {"type": "hell_deal_opening_forgotten"}, HE.AlreadyDealt)


SHUFFLES = (
    {"type": "sideboard_shuffle"},
    {"type": "sideboard_random"},
    {"type": "hell_shuffle_library"},
)


def test_000_a_shuffle_is_an_effect_of_a_game_not_of_the_time_between_games():
    """000: an effect shuffles the shared sideboard or the draft pool (the Hell library), so
    only while a game runs; the Hell cards wait in the middle between games."""
    s = start()
    to_sideboard(s, 2)
    for shuffle in SHUFFLES:  # during the game: accepted
        s.apply(dict(shuffle))
    s.apply({"type": "hell_end_game"})
    for shuffle in SHUFFLES:
        unchanged(s, dict(shuffle), GameOver)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    for shuffle in SHUFFLES:  # the next game: accepted again
        s.apply(dict(shuffle))


def test_000_a_shuffle_between_games_in_an_old_log_replays_as_it_was():
    """Rules reading 2 took a shuffle at any moment; a saved log of it replays the same."""
    s = Session(random.Random(7), 2)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    s.apply(recorded_setup())
    s.apply({"type": "hell_declare_colors", "player": 0, "colors": ["G"]})
    to_sideboard(s, 2)
    s.apply({"type": "hell_end_game"})
    for shuffle in SHUFFLES:
        s.apply(dict(shuffle))


# Each action whose 'allowed' says "During a game", tried once the game has ended.
DURING_A_GAME = (
    {"type": "hell_draw", "player": 0},
    {"type": "hell_bring_in", "kind": "color", "name": "Purple"},
    {"type": "hell_declare_colors", "player": 0, "colors": ["G"]},
    {"type": "hell_token", "name": "Goblin", "zone": "battlefield", "player": 0},
    {"type": "hell_move", "card": SECOND, "zone": "graveyard", "player": 0},
    {"type": "hell_to_outside", "name": "Shock"},
    {"type": "hell_make_token", "card": TOP},
    {"type": "hell_name_companion", "player": 0, "card": TOP},
    {"type": "sideboard_play_top", "player": 0},
    {"type": "stack_push", "controller": 0, "name": "Shock"},
    {"type": "stack_resolve"},
    {"type": "stack_freeze"},
    {"type": "stack_unfreeze"},
    {"type": "stack_block", "item": 1},
    {"type": "stack_interrupt", "item": 1},
) + SHUFFLES


@pytest.mark.parametrize("action", DURING_A_GAME, ids=lambda a: a["type"])
def test_000_an_action_of_a_game_is_refused_once_the_game_has_ended(action):
    s = start()
    to_sideboard(s, 2)
    s.apply({"type": "hell_draw", "player": 0, "verdict": "land"})
    s.apply({"type": "stack_push", "controller": 1, "name": "Shock"})
    s.apply({"type": "hell_end_game"})
    unchanged(s, dict(action), GameOver)

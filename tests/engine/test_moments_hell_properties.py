"""Property (issue 23): random Hell's Half-Draft play keeps seed 000's moments and places
(rules reading 4).

* The shared sideboard's top card is played as from a hand: a spell onto the stack, a land
  onto its player's battlefield, in that player's turn; a companion another player named
  stays theirs.
* The turn never passes, and nothing is played from the sideboard, while a Hell card is only
  looked at.
* The opening hand's Hell cards and the mulligans come before the first turn; a forgotten
  deal later is a correction, never the plain deal.
* No card is ever in two zones or in none.
"""

from __future__ import annotations

import random

from hell_game_helpers import POOL, recorded_setup
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import EngineError, Session

PLAYERS = ["Ann", "Bob", "Cid"]
seats = st.integers(0, 2)
cards = st.integers(0, len(POOL) - 1)

actions = st.one_of(
    st.builds(lambda p: {"type": "hell_draw", "player": p}, seats),
    st.builds(
        lambda d: {"type": "hell_resolve", "decision": d}, st.sampled_from(["take", "sideboard"])
    ),
    st.builds(
        lambda p, to: {"type": "sideboard_play_top", "player": p, "to": to},
        seats,
        st.sampled_from(["auto", "stack", "battlefield"]),
    ),
    st.builds(lambda p, c: {"type": "hell_name_companion", "player": p, "card": c}, seats, cards),
    st.builds(lambda p: {"type": "hell_cast_companion", "player": p}, seats),
    st.just({"type": "next_turn"}),
    st.builds(
        lambda s: {"type": "set_step", "step": s},
        st.sampled_from(["untap", "upkeep", "draw", "main1"]),
    ),
    st.builds(lambda p: {"type": "choose_first_player", "result": p}, seats),
    st.just({"type": "stack_resolve"}),
    st.just({"type": "hell_deal_opening"}),
    st.just({"type": "hell_deal_opening_forgotten"}),
    st.builds(lambda p: {"type": "hell_mulligan", "player": p}, seats),
)


def start(seed) -> Session:
    session = Session(random.Random(seed))
    session.apply({"type": "new_game", "players": PLAYERS, "format": "hells_half_draft"})
    session.apply(recorded_setup(random.Random(seed).sample(range(len(POOL)), len(POOL))))
    for seat, colors in enumerate(("G", "WU", "B")):
        session.apply({"type": "hell_declare_colors", "player": seat, "colors": [colors]})
    return session


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(actions, min_size=5, max_size=50), st.integers(0, 2**16))
def test_000_cards_go_where_and_when_the_rules_say(sequence, seed):
    session = start(seed)
    for action in sequence:
        hell = session.table.features["hell"]
        game = session.table.game
        top = hell.sideboard[0] if hell.sideboard else None
        pending = hell.pending is not None
        turn, step, active = game.turn, game.step, game.active
        try:
            session.apply(action)
        except EngineError:
            continue
        finally:
            hell.check()  # every card in exactly one zone
        kind = action["type"]
        player = PLAYERS[action.get("player", 0)]
        if kind == "sideboard_play_top":
            assert not pending, "a card was played while a Hell card was only looked at"
            land = hell.card(top).is_land
            assert hell.where[top] == (("battlefield", player, "") if land else ("stack", "", ""))
            if land and active is not None:
                assert action["player"] == active, "a land was played in another player's turn"
            # (any player plays the top card, a companion another player named too: 000 "any
            # player"; rules reading 4 dropped the claim an earlier reading enforced here)
        if kind == "next_turn":
            assert not pending, "the turn passed over a Hell card only looked at"
        if kind in ("hell_deal_opening", "hell_mulligan"):
            assert turn <= 1 and step in (None, "untap"), "an opening hand after the first turn"
        if kind == "hell_deal_opening_forgotten":
            assert not (turn <= 1 and step in (None, "untap")), "a correction of nothing forgotten"

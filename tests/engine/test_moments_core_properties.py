"""Property (issue 23): random play at the core table keeps the moments each action's
``allowed`` text names.

* Nothing changes a game that has ended (CR 104: a game over takes no more actions); only
  a new game, the random tools and the history act then.
* A counter, the storm count, commander damage and casts never go below 0 (CR 122).
* A turn passes one at a time, to the next seat (CR 500.1, 101.4), and each new turn starts
  at the untap step with a storm count of 0.
* A refused action leaves the table as it was, and the log replays to the same table.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import ACTIONS, EngineError, Session

seats = st.integers(0, 3)
deltas = st.integers(-5, 5)

actions = st.one_of(
    st.builds(lambda p, d: {"type": "adjust_life", "player": p, "delta": d}, seats, deltas),
    st.builds(
        lambda p, c, d: {"type": "adjust_counter", "player": p, "counter": c, "delta": d},
        seats,
        st.sampled_from(["poison", "energy", "rad"]),
        deltas,
    ),
    st.builds(
        lambda p, s, d: {"type": "commander_damage", "player": p, "source": s, "delta": d},
        seats,
        seats,
        deltas,
    ),
    st.builds(
        lambda p, d: {"type": "commander_cast", "player": p, "delta": d},
        seats,
        st.sampled_from([-1, 1]),
    ),
    st.builds(lambda d: {"type": "adjust_storm", "delta": d}, deltas),
    st.builds(lambda p: {"type": "concede", "player": p}, seats),
    st.just({"type": "next_turn"}),
    st.builds(
        lambda s: {"type": "set_step", "step": s},
        st.sampled_from(["upkeep", "draw", "main1", "end"]),
    ),
    st.builds(lambda p: {"type": "choose_first_player", "result": p}, seats),
    st.builds(lambda w: {"type": "end_game", "winner": w}, st.one_of(st.none(), seats)),
    st.builds(
        lambda f: {"type": "new_game", "players": ["Ann", "Bob", "Cid"], "format": f},
        st.sampled_from(["casual", "commander"]),
    ),
    st.just({"type": "roll_dice"}),
    st.builds(lambda n: {"type": "undo", "steps": n}, st.integers(1, 2)),
)

ANY_TIME = {"new_game", "roll_dice", "flip_coin", "undo", "redo", "set_color"}


def next_seat_in(game, active):
    """CR 500.1, 800.4 (rules reading 4): the next seat in order, passing over players who
    conceded; the plain next seat when all have."""
    plain = 0 if active is None else (active + 1) % 3
    for step in range(3):
        seat = (plain + step) % 3
        if not game.players[seat].conceded:
            return seat
    return plain


def snapshot(session):
    return json.dumps([session.state(), session.log], sort_keys=True)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(actions, min_size=1, max_size=50), st.integers(0, 2**16))
def test_core_actions_act_only_while_the_game_runs(sequence, seed):
    session = Session(random.Random(seed))
    session.apply({"type": "new_game", "players": ["Ann", "Bob", "Cid"], "format": "commander"})
    for action in sequence:
        game = session.table.game
        over = game is None or game.over  # undone past the game: none runs
        turn, active = (game.turn, game.active) if game else (None, None)
        before = snapshot(session)
        try:
            session.apply(action)
        except EngineError:
            assert snapshot(session) == before, "a refused action changed the table"
            continue
        kind = action["type"]
        assert ACTIONS[kind].allowed
        if over:
            assert kind in ANY_TIME, f"{kind} changed a game that had ended"
        game = session.table.game
        if game is None:
            continue
        for player in game.players:
            assert all(v >= 0 for v in player.counters.values())
            assert all(v >= 0 for v in player.commander_damage.values())
            assert all(v >= 0 for v in player.commander_casts)
        assert game.storm >= 0
        if kind == "next_turn" and turn is not None:
            assert game.turn == turn + 1 and game.step == "untap" and game.storm == 0
            assert game.active == next_seat_in(game, active)
    again = Session.replay(json.loads(json.dumps(session.log)))
    assert json.dumps(again.state(), sort_keys=True) == json.dumps(session.state(), sort_keys=True)

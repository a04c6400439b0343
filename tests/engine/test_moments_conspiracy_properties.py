"""Property (issue 23): random play of a Conspiracy game keeps the moments 002 gives its
conspiracies (rules reading 4).

* 905.4: conspiracies go into the command zone, and a set-up mistake is taken out, only
  after the draft, at the start of a game: with no game running, or before its starting
  player is determined (905.6); never once the game is under way.
* 905.4a: a face-down conspiracy is turned face up only during a game, and stays face up
  (only Undo takes it back).
* A refused action leaves the table as it was, and the log replays to the same table.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import EngineError, Session
from engine.draft.state import FEATURE

SEATS = ["Ann", "Bob", "Cid"]
seats = st.integers(0, 2)
ids = st.integers(1, 6)

actions = st.one_of(
    st.builds(
        lambda s, hidden: {
            "type": "conspiracy_add",
            "seat": s,
            "card": "Secret Summoning",
            **({"hidden_agenda": True, "named": ["Shock"]} if hidden else {}),
        },
        seats,
        st.booleans(),
    ),
    st.builds(lambda i: {"type": "conspiracy_remove", "id": i}, ids),
    st.builds(lambda i: {"type": "conspiracy_reveal", "id": i}, ids),
    st.just({"type": "new_game", "players": SEATS, "format": "conspiracy"}),
    st.builds(lambda p: {"type": "choose_first_player", "result": p}, seats),
    st.just({"type": "next_turn"}),
    st.builds(lambda w: {"type": "end_game", "winner": w}, st.one_of(st.none(), seats)),
    st.just({"type": "undo"}),
)


def snapshot(session):
    return json.dumps([session.state(), session.log], sort_keys=True)


def command_zone(session):
    draft = session.table.features.get(FEATURE)  # undone past the draft: none
    return {} if draft is None else {c.id: c.face_up for c in draft.conspiracies}


def moment(session):
    """(a game runs, its set-up is over): 905.6, the starting player determined, ends it."""
    game = session.table.game
    if game is None or game.over:
        return False, False
    return True, game.active is not None or game.turn > 0


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(actions, min_size=1, max_size=40), st.integers(0, 2**16))
def test_002_conspiracies_move_only_at_the_moments_905_4_gives(sequence, seed):
    session = Session(random.Random(seed))
    session.apply({"type": "draft_setup", "seats": SEATS})
    session.apply({"type": "draft_finish"})
    for action in sequence:
        running, under_way = moment(session)
        zone = command_zone(session)
        before = snapshot(session)
        try:
            session.apply(action)
        except EngineError:
            assert snapshot(session) == before, "a refused action changed the table"
            continue
        kind = action["type"]
        after = command_zone(session)
        if kind in ("conspiracy_add", "conspiracy_remove"):
            assert not under_way, f"{kind} once the game was under way (905.4)"
        if kind == "conspiracy_reveal":
            assert running, "a conspiracy turned face up with no game running (905.4a)"
            assert after[action["id"]] and not zone[action["id"]]
        if kind not in ("conspiracy_add", "conspiracy_remove", "undo"):
            assert set(after) == set(zone), f"{kind} changed the command zone"
        if kind != "undo":
            assert all(after[i] for i, up in zone.items() if up and i in after), (
                f"{kind} turned a conspiracy face down"
            )
    again = Session.replay(json.loads(json.dumps(session.log)))
    assert json.dumps(again.state(), sort_keys=True) == json.dumps(session.state(), sort_keys=True)

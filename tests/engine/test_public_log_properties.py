"""Property (issue 33, item 5): over random Hell games (refused actions, undo and redo
included), the public view of the log names no Hell card the table cannot see now (in the
Hell library, a hand, a player's library, being looked at) and gives no hidden card's
verdict, and it never changes the log it views."""

from __future__ import annotations

import copy
import json

from hell_game_helpers import POOL
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_hell_game_properties import actions, start

from engine import EngineError
from engine.hell.state import HELL_LIBRARY
from engine.public_log import public_records, session_public_log

history = st.sampled_from([{"type": "undo", "steps": 1}, {"type": "redo", "steps": 1}])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.one_of(actions, actions, actions, history), min_size=5, max_size=40),
    st.integers(0, 2**16),
)
def test_the_public_view_names_no_card_hidden_now(sequence, seed):
    session = start(seed)
    for action in sequence:
        try:
            session.apply(action)
        except EngineError:
            pass
    logged = copy.deepcopy(session.log)
    text = session_public_log(session)
    assert session.log == logged
    hell = session.table.features.get("hell")
    hidden = (
        list(range(len(POOL)))
        if hell is None
        else [  # the library undone: none was seen
            c
            for c, zone in hell.where.items()
            if c < len(POOL) and (zone == HELL_LIBRARY or hell.visibility(c)[0] != "public")
        ]
    )
    named = [POOL[c]["name"] for c in hidden if POOL[c]["name"] in text]
    assert not named, f"{named} hidden now, named in the public log"
    shown = public_records(session.log, session.table.rules)
    assert len(shown) == len(session.log)
    for record in shown:
        if record["type"] == "hell_draw" and record["card"] in hidden:
            assert record["verdict"] is None
    assert [json.loads(line)["type"] for line in text.splitlines()[1:]] == [
        r["type"] for r in session.log
    ]

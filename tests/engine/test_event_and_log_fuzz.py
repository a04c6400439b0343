"""The two other files a player can bring in, a tournament event (the tournament screen's
import, ``python -m engine standings|pair``) and a game log (``python -m engine replay``):
whatever they hold, reading them ends in a result or an EngineError naming the problem,
never another exception."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import EngineError
from engine.log import replay_lines
from engine.tournament.event import dump_event, load_event

QUICK = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

names = st.text(max_size=6)
scalar = st.none() | st.booleans() | st.integers(-5, 10**20) | st.floats(allow_nan=True) | names
json_value = st.recursive(
    scalar,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(names, inner, max_size=4),
    max_leaves=8,
)
# Shaped like an event, with any values where the numbers and names go.
match = st.dictionaries(
    st.sampled_from(["a", "b", "result", "games", "table"]),
    json_value | st.lists(st.integers(-1, 3), max_size=4),
    max_size=5,
)
event_like = st.fixed_dictionaries(
    {"players": st.lists(names, max_size=6) | json_value},
    optional={
        "rounds": st.lists(st.lists(match, max_size=3), max_size=3) | json_value,
        "dropped": st.dictionaries(names, st.integers(-2, 5) | json_value, max_size=3) | json_value,
        "extra": json_value,
    },
)
# Lines shaped like a log: a header of some version, then actions of known and unknown types.
action_types = st.sampled_from(
    [
        "new_game",
        "adjust_life",
        "set_life",
        "undo",
        "redo",
        "next_turn",
        "roll_dice",
        "hell_setup",
        "tournament_start",
        "nonsense",
    ]
)
action = st.fixed_dictionaries(
    {"type": action_types},
    optional={
        "players": st.lists(names, max_size=4) | json_value,
        "player": st.integers(-2, 5) | json_value,
        "delta": st.integers(-(10**20), 10**20) | json_value,
    },
)
log_line = (
    st.builds(json.dumps, action)
    | st.builds(json.dumps, json_value)
    | st.builds(
        lambda v: json.dumps({"format": "table-keeper-log", "version": v}),
        st.integers(-1, 3) | json_value,
    )
    | st.text(max_size=30)
)


def ends_well(read, text):
    try:
        return read(text)
    except EngineError as error:
        assert error.message and error.code
        json.dumps(error.to_json())
        return None


@QUICK
@given(st.text(max_size=200) | st.builds(json.dumps, json_value))
def test_any_text_as_an_event(text):
    ends_well(load_event, text)


@QUICK
@given(event_like)
def test_event_shaped_documents(document):
    event = ends_well(load_event, json.dumps(document))
    if event is not None:  # what was accepted writes out and reads back
        assert load_event(dump_event(event)) == event


@QUICK
@given(st.lists(log_line, max_size=8))
def test_log_shaped_lines(lines):
    ends_well(replay_lines, lines)

"""Property: over random sequences of Hell actions (refused ones included) with undo and
redo, no Hell card is ever lost or duplicated across zones, the view agrees, and the log
replays to the same session."""

from __future__ import annotations

import json
import random

from hell_game_helpers import POOL, recorded_setup
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import ACTIONS, EngineError, Session

PLAYERS = ["Ann", "Bob", "Cid"]
seats = st.sampled_from([0, 0, 1, 1, 2, 2, 3])  # 3 is out of range: refused
cards = st.integers(min_value=0, max_value=len(POOL) + 4)  # tokens and unknown ids too
items = st.integers(min_value=1, max_value=6)
zones = st.sampled_from(
    [
        "hell_library",
        "sideboard",
        "hand",
        "library",
        "battlefield",
        "graveyard",
        "exile",
        "ante",
        "command",
        "outside",
        "The Moon",
        "stack",
        "nowhere",
    ]
)
maybe = lambda strategy: st.one_of(st.none(), strategy)


def drop_none(action):
    return {k: v for k, v in action.items() if v is not None}


resolve = st.builds(
    lambda d: {"type": "hell_resolve", "decision": d},
    st.sampled_from(["take", "sideboard", "castable"]),
)
move = st.builds(
    lambda c, z, p, o, b, pos: drop_none(
        {
            "type": "hell_move",
            "card": c,
            "zone": z,
            "player": p,
            "owners": o,
            "by": b,
            "position": pos,
        }
    ),
    cards,
    zones,
    maybe(seats),
    st.booleans(),
    maybe(seats),
    st.sampled_from(["top", "bottom"]),
)

# (weight, strategy): draws, decisions and moves often; what ends a game rarely
WEIGHTED = [
    (2, st.just({"type": "hell_deal_opening"})),
    (
        1,
        st.builds(
            lambda p, c: {"type": "hell_deal_opening", "players": [p], "count": c},
            seats,
            st.integers(1, 3),
        ),
    ),
    (
        2,
        st.builds(
            lambda p, d: {"type": "hell_mulligan", "player": p, "deal": d}, seats, st.integers(0, 2)
        ),
    ),
    (
        2,
        st.builds(
            lambda p, c: {"type": "hell_bottom", "player": p, "cards": c},
            seats,
            st.lists(cards, min_size=1, max_size=2),
        ),
    ),
    (8, st.builds(lambda p: {"type": "hell_draw", "player": p}, seats)),
    (6, resolve),
    (8, move),
    (2, st.builds(lambda c: {"type": "hell_to_outside", "card": c}, cards)),
    (
        1,
        st.builds(
            lambda p: drop_none({"type": "hell_to_outside", "name": "Own Card", "player": p}),
            maybe(seats),
        ),
    ),
    (
        2,
        st.builds(
            lambda z, p: drop_none({"type": "hell_token", "name": "Tok", "zone": z, "player": p}),
            zones,
            maybe(seats),
        ),
    ),
    (3, st.builds(lambda p: {"type": "sideboard_play_top", "player": p}, seats)),
    (1, st.just({"type": "sideboard_shuffle"})),
    (1, st.builds(lambda n: {"type": "sideboard_random", "count": n}, st.integers(1, 2))),
    (1, st.just({"type": "hell_shuffle_library"})),
    (
        3,
        st.builds(
            lambda p, c: {"type": "hell_name_companion", "player": p, "card": c}, seats, cards
        ),
    ),
    (3, st.builds(lambda p: {"type": "hell_cast_companion", "player": p}, seats)),
    (1, st.just({"type": "hell_bring_in", "kind": "zone", "name": "The Moon"})),
    (
        4,
        st.builds(
            lambda p, c: drop_none(
                {"type": "stack_push", "controller": p, "card": c, "name": "Spell"}
            ),
            seats,
            maybe(cards),
        ),
    ),
    (
        2,
        st.builds(
            lambda i, t: drop_none({"type": "stack_freeze", "item": i, "tap": t}),
            maybe(items),
            st.booleans(),
        ),
    ),
    (1, st.builds(lambda i: drop_none({"type": "stack_unfreeze", "item": i}), maybe(items))),
    (
        4,
        st.builds(
            lambda i, z: drop_none({"type": "stack_resolve", "item": i, "zone": z}),
            maybe(items),
            st.sampled_from([None, "hand", "library", "exile", "sideboard"]),
        ),
    ),
    (2, st.builds(lambda i: {"type": "stack_interrupt", "item": i}, items)),
    (2, st.builds(lambda i: {"type": "stack_block", "item": i}, items)),
    (1, st.builds(lambda w: drop_none({"type": "hell_end_game", "winner": w}), maybe(seats))),
    (1, st.builds(lambda w: drop_none({"type": "end_game", "winner": w}), maybe(seats))),
    (1, st.just({"type": "new_game", "players": PLAYERS, "format": "hells_half_draft"})),
    (1, st.builds(lambda p: {"type": "hell_declare_colors", "player": p, "colors": ["G"]}, seats)),
    (1, st.just({"type": "next_turn"})),
    (1, st.just({"type": "set_step", "step": "draw"})),
    (3, st.builds(lambda n: {"type": "undo", "steps": n}, st.integers(1, 4))),
    (2, st.builds(lambda n: {"type": "redo", "steps": n}, st.integers(1, 4))),
]
_CHOICES = [index for index, (weight, _) in enumerate(WEIGHTED) for _ in range(weight)]
actions = st.sampled_from(_CHOICES).flatmap(lambda index: WEIGHTED[index][1])


def check(session):
    state = session.table.features.get("hell")
    if state is None:
        return
    state.check()  # every tracked card in exactly one zone; no Hell card lost
    view = session.state()["session_features"]["hell"]
    listed = [card for zone in view["zones"] for card in zone["cards"]]
    assert len(listed) == len(set(listed))
    assert len(listed) + view["hell_library"]["count"] == view["counts"]["tracked"]
    hell_listed = [c for c in listed if c < len(POOL)]
    in_library = sum(1 for c in state.library if c < len(POOL))
    assert len(hell_listed) + in_library == len(POOL)
    assert [e["id"] for e in view["sideboard"]] == state.sideboard


def start(seed):
    session = Session(random.Random(seed))
    session.apply({"type": "new_game", "players": PLAYERS, "format": "hells_half_draft"})
    session.apply(recorded_setup(list(range(len(POOL)))))
    for seat, colors in enumerate(("G", "WU", "B,Pickle")):
        session.apply({"type": "hell_declare_colors", "player": seat, "colors": [colors]})
    return session


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(actions, min_size=5, max_size=40), st.integers(0, 2**16))
def test_no_hell_card_is_ever_lost_or_duplicated(sequence, seed):
    session = start(seed)
    accepted = 0
    for action in sequence:
        before = json.dumps([session.state(), session.log], sort_keys=True)
        try:
            session.apply(action)
            accepted += 1
        except EngineError:
            # a refusal leaves everything as it was
            assert json.dumps([session.state(), session.log], sort_keys=True) == before
        check(session)
    again = Session.replay(json.loads(json.dumps(session.log)))
    assert json.dumps(again.state(), sort_keys=True) == json.dumps(session.state(), sort_keys=True)
    check(again)


# --- hostile values: any JSON in any Hell field ends in a result or an EngineError ----------

HELL_TYPES = sorted(t for t in ACTIONS if t.startswith(("hell_", "sideboard_", "stack_")))
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 20)
    | st.sampled_from([2**63, -1, 10**30, 1.5])
    | st.sampled_from(["", "hand", "Ann", "top", "1/10", "1e99999999", "{P}", "\x00", "x" * 300]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["id", "name", "faces"]), inner, max_size=3)
    ),
    max_leaves=8,
)


@st.composite
def hostile(draw):
    kind = draw(st.sampled_from(HELL_TYPES))
    names = [f.name for f in ACTIONS[kind].fields]
    chosen = (
        draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names))) if names else []
    )
    return {"type": kind, **{name: draw(json_values) for name in chosen}}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(hostile(), min_size=1, max_size=6), st.integers(0, 99))
def test_any_json_in_hell_fields_is_accepted_or_refused_cleanly(sequence, seed):
    session = start(seed)
    session.apply({"type": "hell_deal_opening"})
    for action in sequence:
        before = json.dumps([session.state(), session.log], sort_keys=True)
        try:
            record = session.apply(action)
        except EngineError:
            assert json.dumps([session.state(), session.log], sort_keys=True) == before
            continue
        json.dumps(record)
        check(session)
    again = Session.replay(json.loads(json.dumps(session.log)))
    assert json.dumps(again.state(), sort_keys=True) == json.dumps(session.state(), sort_keys=True)

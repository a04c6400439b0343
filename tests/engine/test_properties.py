"""Property tests: random action sequences replay to the same state, undo then redo is the
identity, and a refused action leaves the session untouched."""

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import EngineError, Session
from engine import session as session_module

seats = st.integers(min_value=-1, max_value=8)
deltas = st.integers(min_value=-30, max_value=30)

actions = st.one_of(
    st.builds(
        lambda n, life, fmt: {
            "type": "new_game",
            "players": [f"P{i}" for i in range(n)],
            "starting_life": life,
            "format": fmt,
        },
        st.integers(1, 8),
        st.integers(1, 60),
        st.sampled_from(["casual", "commander", "two_headed_giant", "conspiracy"]),
    ),
    st.builds(lambda p, d: {"type": "adjust_life", "player": p, "delta": d}, seats, deltas),
    st.builds(lambda p, v: {"type": "set_life", "player": p, "life": v}, seats, deltas),
    st.builds(
        lambda p, c, d: {"type": "adjust_counter", "player": p, "counter": c, "delta": d},
        seats,
        st.sampled_from(["poison", "energy", "experience", "Rad"]),
        deltas,
    ),
    st.builds(
        lambda p, s, d: {"type": "commander_damage", "player": p, "source": s, "delta": d},
        seats,
        seats,
        deltas,
    ),
    st.builds(
        lambda d, p: {"type": "set_designation", "designation": d, "player": p},
        st.sampled_from(["monarch", "initiative", "citys_blessing"]),
        st.one_of(st.none(), seats),
    ),
    st.just({"type": "next_turn"}),
    st.builds(
        lambda s: {"type": "set_step", "step": s}, st.sampled_from(["upkeep", "draw", "nap"])
    ),
    st.builds(
        lambda s, c: {"type": "roll_dice", "sides": s, "count": c},
        st.integers(1, 30),
        st.integers(0, 4),
    ),
    st.builds(lambda c: {"type": "flip_coin", "count": c}, st.integers(1, 3)),
    st.just({"type": "choose_first_player"}),
    st.builds(lambda w: {"type": "end_game", "winner": w}, st.one_of(st.none(), seats)),
    st.builds(lambda n: {"type": "undo", "steps": n}, st.integers(1, 3)),
    st.builds(lambda n: {"type": "redo", "steps": n}, st.integers(1, 3)),
)

settings.register_profile(
    "engine", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("engine")


def run(sequence):
    session = Session()
    for action in sequence:
        try:
            session.apply(action)
        except EngineError:
            pass
    return session


def snapshot(session):
    return json.dumps([session.state(), session.history(), session.log], sort_keys=True)


@given(st.lists(actions, max_size=60))
def test_log_replays_to_the_same_session(sequence):
    session = run(sequence)
    replayed = Session.replay(json.loads(json.dumps(session.log)))
    assert snapshot(replayed) == snapshot(session)


@given(st.lists(actions, max_size=60), st.integers(1, 5))
def test_undo_then_redo_is_the_identity(sequence, steps):
    session = run(sequence)
    before = json.dumps([session.state(), session.history()], sort_keys=True)
    steps = min(steps, session.state()["history_length"])
    if steps == 0:
        return
    session.apply({"type": "undo", "steps": steps})
    session.apply({"type": "redo", "steps": steps})
    state = session.state()
    after = json.dumps([state, session.history()], sort_keys=True)
    strip = lambda text: text.replace(
        f'"log_length": {len(session.log)}', f'"log_length": {len(session.log) - 2}'
    )
    assert strip(after) == before


@given(st.lists(actions, max_size=40), actions)
def test_a_refused_action_leaves_everything_untouched(sequence, last):
    session = run(sequence)
    before = snapshot(session)
    table_before = copy.deepcopy(session.table)
    try:
        session.apply(last)
    except EngineError:
        assert snapshot(session) == before
        assert session.table == table_before


@given(st.lists(actions, max_size=80))
def test_small_checkpoints_agree_with_replay(sequence):
    original = session_module.CHECKPOINT_EVERY
    session_module.CHECKPOINT_EVERY = 3
    try:
        session = run(sequence)
        replayed = Session.replay(session.log)
    finally:
        session_module.CHECKPOINT_EVERY = original
    assert snapshot(replayed) == snapshot(session)

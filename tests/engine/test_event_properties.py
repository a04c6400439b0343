"""Issue 23, proof: random action sequences through the engine, one format at a time (a match,
a tournament, a draft), and the invariants the Tournament Rules give, whatever is accepted or
refused.  A refusal leaves the table as it was; an accepted log replays to the same table."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Session
from engine.draft.first_pick import passes_between, picks_first
from engine.errors import EngineError
from engine.tournament.clock import EXTRA_TURNS, TEAM_EXTRA_TURNS

QUICK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MIN = 60_000


def attempt(session, action) -> bool:
    """Apply ``action``; on a refusal check nothing changed.  True when accepted."""
    before = json.dumps(session.state())
    try:
        session.apply(action)
    except EngineError as error:
        assert error.message and error.code
        assert json.dumps(session.state()) == before, f"{action} refused but changed the table"
        return False
    return True


def same_on_replay(session):
    again = Session.replay(json.loads(json.dumps(session.log)), rules=session.table.rules)
    assert json.dumps(again.state()) == json.dumps(session.state())


# --- a match (003 2.1-2.6, 9.1, appendix B) -------------------------------------------------------

match_step = st.one_of(
    st.tuples(st.just("clock_start"), st.integers(0, 5)),
    st.tuples(st.just("clock_pause"), st.integers(0, 5)),
    st.tuples(st.just("clock_add"), st.integers(1, 5)),
    st.tuples(st.just("clock_time_called"), st.integers(0, 60)),
    st.tuples(st.just("clock_time_after_pass"), st.just(0)),
    st.tuples(st.just("extra_turn_end"), st.just(0)),
    st.tuples(st.just("match_penalty_turns"), st.integers(1, 3)),
    st.tuples(st.just("match_game"), st.sampled_from(["a", "b", None])),
    st.tuples(st.just("match_time_over"), st.booleans()),
)


@QUICK
@given(team=st.booleans(), no_limit=st.booleans(), steps=st.lists(match_step, max_size=30))
def test_a_match_never_starts_its_extra_turns_while_added_time_runs(team, no_limit, steps):
    s = Session(random.Random(1))
    s.apply(
        {
            "type": "match_start",
            "a": "Ann",
            "b": "Bob",
            "team": team,
            "minutes": None if no_limit else 50,
        }
    )
    assert s.table.features["match"].score.games_to_win == (1 if team else 2)  # 9.1
    now, penalties = 0, 0
    for kind, value in steps:
        m = s.table.features["match"]
        if kind in ("clock_start", "clock_pause"):
            now += value * MIN
            action = {"type": kind, "at": now}
        elif kind == "clock_add":
            action = {"type": kind, "seconds": value * 60}
        elif kind == "clock_time_called":
            now += value * MIN
            action = {"type": kind, "at": now}
        elif kind == "match_penalty_turns":
            action = {"type": kind, "side": "a", "turns": value}
        elif kind == "match_game":
            action = {"type": kind, "winner": value}
        elif kind == "match_time_over":
            action = {"type": kind, "in_game": value}
        else:
            action = {"type": kind}
        clock_before = m.clock
        if attempt(s, action):
            m = s.table.features["match"]
            if kind == "clock_time_called":
                assert not no_limit, "time called in a match without a time limit (appendix B)"
                if clock_before.added_seconds:
                    assert clock_before.remaining(now / 1000) == 0, (
                        "extra turns started while added time ran (2.5, 2.6)"
                    )
            if kind == "match_penalty_turns":
                penalties += value
        m = s.table.features["match"]
        if m.extra is not None:
            base = TEAM_EXTRA_TURNS if team else EXTRA_TURNS
            assert m.extra.total == base + penalties, "penalty turns lost (2.6)"
        else:
            assert m.penalty_turns == penalties
    same_on_replay(s)


# --- a tournament (003 2.10, 10.4) ------------------------------------------------------------

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
event_step = st.one_of(
    st.tuples(st.just("pair"), st.just(None)),
    st.tuples(st.just("result"), st.sampled_from(NAMES)),
    st.tuples(st.just("correct"), st.sampled_from(NAMES)),
    st.tuples(st.just("drop"), st.sampled_from(NAMES)),
    st.tuples(st.just("reenter"), st.sampled_from(NAMES)),
    st.tuples(st.just("playoff"), st.just(None)),
    st.tuples(st.just("playoff_result"), st.sampled_from(NAMES)),
)


@QUICK
@given(steps=st.lists(event_step, max_size=40), seed=st.integers(0, 50))
def test_a_tournament_keeps_re_entry_before_the_cut_and_results_changed_only_by_correction(
    steps, seed
):
    s = Session(random.Random(seed))
    s.apply({"type": "tournament_create", "players": NAMES})
    results = {"a": [2, 0, 0], "b": [0, 2, 0]}
    for kind, name in steps:
        tour = s.table.features["tournament"]
        rounds = len(tour.event.rounds)
        action = {
            "pair": {"type": "tournament_pair"},
            "result": {
                "type": "tournament_result",
                "round": max(1, rounds),
                "player": name,
                "result": results["a"],
            },
            "correct": {
                "type": "tournament_result_correction",
                "round": max(1, rounds),
                "player": name,
                "result": results["b"],
            },
            "drop": {"type": "tournament_drop", "player": name},
            "reenter": {"type": "tournament_reenter", "player": name},
            "playoff": {"type": "tournament_playoff"},
            "playoff_result": {"type": "tournament_playoff_result", "winner": name},
        }[kind]
        had = None
        if rounds and kind in ("result", "correct"):
            had = next(
                (m.result for m in tour.event.rounds[-1] if name in m.players and not m.is_bye),
                None,
            )
        playoff_before = tour.playoff is not None
        if attempt(s, action):
            if kind == "result":
                assert had is None, "a recorded result changed without a correction"
            if kind == "correct":
                assert had is not None
            if kind == "reenter":
                assert not playoff_before, "a player re-entered after the cut (2.10)"
        event = s.table.features["tournament"].event
        for number, matches in enumerate(event.rounds, 1):
            for m in matches:
                for p in m.players:
                    assert event.dropped.get(p, number) >= number, f"{p} paired after leaving"
    same_on_replay(s)


# --- an untimed draft (003 7.7) ----------------------------------------------------------------

draft_step = st.one_of(
    st.tuples(st.just("pick"), st.integers(0, 5) | st.none()),
    st.tuples(st.just("continue"), st.just(None)),
    st.tuples(st.just("leave"), st.integers(0, 5)),
    st.tuples(st.just("timer"), st.booleans()),
)


@QUICK
@given(seats=st.integers(2, 6), steps=st.lists(draft_step, max_size=40))
def test_who_picks_first_is_always_one_of_the_two_and_the_nearer_pack(seats, steps):
    s = Session(random.Random(2))
    s.apply({"type": "draft_setup", "seats": NAMES[:seats], "timer": False, "pack_size": 4})
    for kind, value in steps:
        action = {
            "pick": {"type": "draft_pick", "seat": value},
            "continue": {"type": "draft_continue"},
            "leave": {"type": "draft_leave", "seat": value},
            "timer": {"type": "draft_set_timer", "on": value},
        }[kind]
        attempt(s, action)
        draft = s.table.features["draft"]
        view = s.state()["session_features"]["draft"]
        for pair in view["picks_first"]:
            x, y = pair["seats"]
            assert not draft.timer and x in draft.waiting_for() and y in draft.waiting_for()
            to_y, to_x = passes_between(draft, x, y), passes_between(draft, y, x)
            assert to_y + to_x == len(draft.drafting)  # once round the table
            first = picks_first(draft, x, y)
            assert first == picks_first(draft, y, x) == pair["first"]
            assert first == (x if to_y < to_x else y if to_x < to_y else min(x, y))
        if draft.timer or draft.done:
            assert view["picks_first"] == []
    same_on_replay(s)

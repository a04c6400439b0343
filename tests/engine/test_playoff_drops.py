"""A player who leaves after the cut (Tournament Rules 2.10: "no other player is moved up
into the top 8; the highest-ranked player still in the event gets the bye in that round";
issue 12, item 8).  The reading for rounds under way is in engine/tournament/playoff_flow.py
and docs/conspiracy-and-tournaments.md."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Session
from engine import errors as E
from engine.log import dump_lines, replay_lines

NAMES = [f"P{i:02d}" for i in range(1, 13)]


def tour(s):
    return s.state()["session_features"]["tournament"]


def top8(seed=4):
    """Twelve players, four Swiss rounds with random results, then the top 8."""
    rng = random.Random(seed)
    s = Session(random.Random(seed))
    s.apply({"type": "tournament_create", "players": NAMES})
    for _ in range(4):
        s.apply({"type": "tournament_pair"})
        for m in tour(s)["rounds"][-1]:
            if m["b"] is not None:
                s.apply(
                    {
                        "type": "tournament_result",
                        "round": len(tour(s)["rounds"]),
                        "player": m["a"],
                        "result": list(rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0)])),
                    }
                )
    s.apply({"type": "tournament_playoff", "size": 8})
    return s


def seats(s, round_index=-1):
    """The round as (high seed, low seed or None) pairs, in bracket order."""
    return [(m["high_seed"], m["low_seed"]) for m in tour(s)["playoff"]["rounds"][round_index]]


def by_seed(s, seed):
    return next(
        p
        for m in tour(s)["playoff"]["rounds"][0]
        for p, n in ((m["high"], m["high_seed"]), (m["low"], m["low_seed"]))
        if n == seed
    )


def test_a_drop_before_the_quarter_finals_gives_the_top_seed_the_bye_and_nobody_moves_up():
    s = top8()
    assert seats(s) == [(1, 8), (4, 5), (2, 7), (3, 6)]
    ninth = [r["player"] for r in tour(s)["standings"]][8]
    sixth = by_seed(s, 6)
    s.apply({"type": "tournament_drop", "player": sixth})
    # seed 1 has the bye; 4-5 and 2-7 stay; the two left without an opponent (8 and 3) play
    # in the first free place of the bracket, the dropped player's
    assert seats(s) == [(1, None), (4, 5), (2, 7), (3, 8)]
    assert ninth not in json.dumps(tour(s)["playoff"]["rounds"])  # nobody moved up
    assert tour(s)["playoff"]["dropped"] == [sixth]
    assert tour(s)["dropped"][sixth] == 4  # left after the 4 Swiss rounds


def test_when_the_top_seed_drops_the_next_highest_gets_the_bye():
    s = top8()
    s.apply({"type": "tournament_drop", "player": by_seed(s, 1)})
    assert seats(s) == [(7, 8), (4, 5), (2, None), (3, 6)]


def test_two_drops_give_two_byes_to_the_two_highest_seeds():
    s = top8()
    s.apply({"type": "tournament_drop", "player": by_seed(s, 5)})
    s.apply({"type": "tournament_drop", "player": by_seed(s, 6)})
    assert seats(s) == [(1, None), (4, 8), (2, None), (3, 7)]
    assert sorted(p for m in seats(s) for p in m if p) == [1, 2, 3, 4, 7, 8]
    assert sum(1 for m in seats(s) if m[1] is None) == 2


def test_a_drop_during_a_round_under_way_sends_the_opponent_through():
    s = top8()
    first = tour(s)["playoff"]["rounds"][0]
    s.apply({"type": "tournament_playoff_result", "winner": first[0]["high"]})  # 1 beat 8
    s.apply({"type": "tournament_drop", "player": first[3]["low"]})  # 6 leaves
    slot = tour(s)["playoff"]["rounds"][0][3]
    assert slot["winner"] == first[3]["high"] and slot["by_drop"] is True
    assert "(the other player left)" in tour(s)["export"]["text"]


def test_a_player_who_went_through_and_left_is_seated_out_of_the_next_round():
    s = top8()
    first = tour(s)["playoff"]["rounds"][0]
    s.apply({"type": "tournament_playoff_result", "winner": first[0]["high"]})  # 1 through
    s.apply({"type": "tournament_drop", "player": first[0]["high"]})  # then leaves
    for m in first[1:]:
        s.apply({"type": "tournament_playoff_result", "winner": m["high"]})  # 4, 2, 3
    semis = seats(s)
    # the highest-ranked left (2) has the bye in its place; 4, whose opponent left, and 3,
    # whose opponent has the bye, play in the first free place
    assert semis == [(3, 4), (2, None)]


def test_a_drop_in_the_final_makes_the_other_player_champion_and_then_the_event_is_over():
    s = top8()
    while tour(s)["playoff"]["round"] < 3:
        for m in tour(s)["playoff"]["rounds"][-1]:
            if m["winner"] is None:
                s.apply({"type": "tournament_playoff_result", "winner": m["high"]})
    final = tour(s)["playoff"]["rounds"][-1][0]
    s.apply({"type": "tournament_drop", "player": final["low"]})
    assert tour(s)["playoff"]["champion"] == final["high"]
    with pytest.raises(E.RuleViolation):
        s.apply({"type": "tournament_drop", "player": final["high"]})


def test_a_player_outside_the_play_off_just_leaves_the_event():
    s = top8()
    before = tour(s)["playoff"]["rounds"]
    ninth = [r["player"] for r in tour(s)["standings"]][8]
    s.apply({"type": "tournament_drop", "player": ninth})
    assert tour(s)["playoff"]["rounds"] == before and ninth in tour(s)["dropped"]


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(["drop", "win"]), st.integers(0, 7)), max_size=14),
    st.integers(0, 3),
)
def test_any_order_of_drops_and_results_keeps_a_sound_bracket_and_replays(steps, seed):
    """Whatever leaves and whatever is won: nobody outside the cut enters, nobody who left
    plays again, every round pairs distinct players, and the log replays to the same state."""
    s = top8(seed)
    cut = {p for m in tour(s)["playoff"]["rounds"][0] for p in (m["high"], m["low"])}
    for kind, k in steps:
        p = tour(s)["playoff"]
        if p["champion"]:
            break
        current = p["rounds"][-1]
        if kind == "win":
            open_ = [m for m in current if m["winner"] is None]
            if open_:
                m = open_[k % len(open_)]
                s.apply(
                    {
                        "type": "tournament_playoff_result",
                        "winner": m["high"] if k % 2 else m["low"],
                    }
                )
        else:
            still = [
                x
                for m in current
                for x in (m["high"], m["low"])
                if x and m["winner"] in (None, x) and x not in tour(s)["dropped"]
            ]
            if len(still) > 1:
                s.apply({"type": "tournament_drop", "player": still[k % len(still)]})
        p = tour(s)["playoff"]
        for rnd in p["rounds"]:
            names = [x for m in rnd for x in (m["high"], m["low"]) if x]
            assert len(names) == len(set(names)) and set(names) <= cut
        for m in p["rounds"][-1]:
            if m["winner"] is None:
                assert m["high"] not in p["dropped"] and m["low"] not in p["dropped"]
    again = replay_lines(dump_lines(s).splitlines())
    assert again.state() == s.state()

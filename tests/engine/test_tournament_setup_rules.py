"""Setting a tournament up: byes awarded before the event, the round length, the casual
event (Tournament Rules appendix B and E; issue 12, items 11-13)."""

from __future__ import annotations

import random

import pytest

from engine import Session
from engine import errors as E
from engine.tournament import errors as TE


def tour(session):
    return session.state()["session_features"]["tournament"]


def create(players, **extra):
    s = Session(random.Random(2))
    s.apply({"type": "tournament_create", "players": players, **extra})
    return s


def names(n):
    return [f"P{i:02d}" for i in range(1, n + 1)]


@pytest.mark.parametrize(
    "byes, counted, rounds",
    [
        # appendix E: "one bye: two people, two byes: four, three byes: eight"
        ([], 31, 5),
        ([1], 32, 5),
        ([2], 34, 6),
        ([3], 38, 6),
        ([1, 1], 33, 6),
    ],
)
def test_byes_count_double_per_bye_round_in_the_recommendation(byes, counted, rounds):
    """Appendix E: 31 players is 5 Swiss rounds; a player with a bye counts as 2, with two
    byes as 4, with three as 8, which can move the event into the next row."""
    per_player = byes + [0] * (31 - len(byes))
    plan = tour(create(names(31), byes=per_player))["plan"]
    assert plan["players"] == counted and plan["swiss_rounds"] == rounds
    assert plan["playoff_size"] == 8


def test_awarded_byes_are_given_in_their_rounds_and_the_rest_are_paired():
    """A player with 2 awarded byes has the bye (a 2-0 win, appendix C) in rounds 1 and 2,
    and is paired from round 3; the others are paired among themselves."""
    players = names(9)
    s = create(players, byes=[2, 1] + [0] * 7)
    s.apply({"type": "tournament_pair"})
    first = {m["a"]: m["b"] for m in tour(s)["rounds"][0]}
    assert first["P01"] is None and first["P02"] is None
    assert sum(1 for b in first.values() if b is None) == 3  # 7 others: one more bye
    assert tour(s)["last_pairing"]["awarded_byes"] == ["P01", "P02"]
    for m in tour(s)["rounds"][0]:
        if m["b"] is not None:
            s.apply(
                {"type": "tournament_result", "round": 1, "player": m["a"], "result": [2, 0, 0]}
            )
    s.apply({"type": "tournament_pair"})
    second = tour(s)["rounds"][1]
    assert {"a": "P01", "b": None} == {k: v for k, v in second[-1].items() if k in "ab"} or any(
        m["a"] == "P01" and m["b"] is None for m in second
    )
    assert any("P02" in (m["a"], m["b"]) and m["b"] is not None for m in second)  # paired now
    standings = {r["player"]: r for r in tour(s)["standings"]}
    assert standings["P01"]["byes"] == 2 and standings["P01"]["points"] == 6  # byes count at once


def test_byes_must_match_the_players_and_stay_in_range():
    s = Session()
    with pytest.raises(E.InvalidField):
        s.apply({"type": "tournament_create", "players": ["A", "B", "C"], "byes": [1, 0]})
    with pytest.raises(E.InvalidField):
        s.apply({"type": "tournament_create", "players": ["A", "B"], "byes": [4, 0]})


def test_a_round_under_40_minutes_is_refused_unless_the_event_is_casual():
    """Appendix B: rounds of at least 40 minutes; a casual event may choose shorter ones,
    and its standings export says so."""
    s = Session()
    with pytest.raises(TE.RoundTooShort) as refused:
        s.apply({"type": "tournament_create", "players": ["A", "B"], "minutes": 30})
    assert "40 minutes" in refused.value.message and refused.value.details["minutes"] == 30
    casual = tour(create(["A", "B"], minutes=30, casual=True))
    assert casual["minutes"] == 30 and casual["casual"] is True
    assert casual["export"]["text"].startswith("Casual event: rounds of 30 minutes")
    assert casual["export"]["csv"].startswith("# Casual event")
    plain = tour(create(["A", "B"]))
    assert plain["minutes"] == 50 and "Casual" not in plain["export"]["text"]


def test_a_thousand_and_twenty_four_players_pair_a_round():
    """Issue 12, item 12: no fixed cap; the first release refused more than 256."""
    s = create([f"P{i:04d}" for i in range(1024)])
    s.apply({"type": "tournament_pair"})
    rnd = tour(s)["rounds"][0]
    assert len(rnd) == 512 and all(m["b"] is not None for m in rnd)

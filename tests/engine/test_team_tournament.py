"""003 7.6, 8.2 and appendix B in the app's tournament (engine/tournament/team_actions.py):
the organiser seats players at draft tables and registers teams with their seats before
round 1; a team match is recorded seat against seat and the team's result is made from the
seats; a 3-team event runs two rounds with its standings; two tables of 8 pair within."""

from __future__ import annotations

import json
import random

import pytest

from engine import Session
from engine.errors import EngineError

TEAMS = ["Team 1", "Team 2", "Team 3"]
SEATED = [[f"{n}A", f"{n}B", f"{n}C"] for n in (1, 2, 3)]


def tour(s: Session):
    return s.state()["session_features"]["tournament"]


def team_event(seed: int = 2) -> Session:
    s = Session(random.Random(seed))
    s.apply({"type": "tournament_create", "players": TEAMS})
    s.apply({"type": "tournament_teams", "teams": SEATED})
    return s


def test_8_2_a_3_team_event_through_two_rounds_seat_against_seat():
    s = team_event()
    for round_number in (1, 2):
        s.apply({"type": "tournament_pair"})
        match = next(m for m in tour(s)["rounds"][-1] if not m["bye"])
        a_seats = SEATED[TEAMS.index(match["a"])]
        b_seats = SEATED[TEAMS.index(match["b"])]
        assert [(x["seat"], x["a"], x["b"]) for x in match["seats"]] == list(
            zip("ABC", a_seats, b_seats)
        )
        # recorded from b's side: b wins seats A and C, a wins seat B
        s.apply(
            {
                "type": "tournament_team_result",
                "round": round_number,
                "team": match["b"],
                "seats": [[2, 0, 0], [1, 2, 0], [2, 1, 0]],
            }
        )
        done = next(m for m in tour(s)["rounds"][-1] if not m["bye"])
        assert done["result"] == [1, 2, 0] and done["winner"] == match["b"]
        assert [x["result"] for x in done["seats"]] == [[0, 2, 0], [2, 1, 0], [1, 2, 0]]
    rows = tour(s)["standings"]
    assert {r["player"] for r in rows} == set(TEAMS)
    assert sum(r["points"] for r in rows) == 2 * 3 + 2 * 3  # two matches, two byes
    assert tour(s)["team_minutes"]["team_draft"] == {"building_and_registration": 40}
    assert Session.replay(json.loads(json.dumps(s.log))).state() == s.state()


def test_8_2_teams_are_two_or_three_of_one_size_each_player_in_one():
    s = Session(random.Random(1))
    s.apply({"type": "tournament_create", "players": TEAMS})
    for teams, words in [
        ([["a"], ["b", "c"], ["d", "e"]], "a team is two or three players"),
        ([["a", "b"], ["c", "d"], ["a", "e"]], "a player is in one team"),
        ([["a", "b"], ["c", "d"], ["e", "f", "g"]], "as many players"),
        ([["a", "b"], ["c", "d"]], "each of the 3 teams"),
    ]:
        with pytest.raises(EngineError, match=words):
            s.apply({"type": "tournament_teams", "teams": teams})
    assert tour(s)["teams"] == {}


def test_teams_and_tables_are_settled_before_round_1():
    s = team_event()
    s.apply({"type": "tournament_pair"})
    with pytest.raises(EngineError, match="before the first round"):
        s.apply({"type": "tournament_teams", "teams": SEATED})
    with pytest.raises(EngineError, match="before the first round"):
        s.apply({"type": "tournament_tables", "tables": [TEAMS[:2], TEAMS[2:]]})


def test_a_seat_result_needs_a_team_match_and_one_result_per_seat():
    s = team_event()
    s.apply({"type": "tournament_pair"})
    bye = next(m for m in tour(s)["rounds"][0] if m["bye"])
    with pytest.raises(EngineError, match="no team match"):
        s.apply(
            {
                "type": "tournament_team_result",
                "round": 1,
                "team": bye["a"],
                "seats": [[2, 0, 0]] * 3,
            }
        )
    match = next(m for m in tour(s)["rounds"][0] if not m["bye"])
    with pytest.raises(EngineError, match="one result per seat"):
        s.apply(
            {
                "type": "tournament_team_result",
                "round": 1,
                "team": match["a"],
                "seats": [[2, 0, 0]] * 2,
            }
        )
    with pytest.raises(EngineError, match="at most 2 wins"):
        s.apply(
            {
                "type": "tournament_team_result",
                "round": 1,
                "team": match["a"],
                "seats": [[3, 0, 0]] * 3,
            }
        )


def test_7_6_two_draft_tables_of_8_pair_only_within_their_table():
    one = [f"A{i}" for i in range(1, 9)]
    two = [f"B{i}" for i in range(1, 9)]
    s = Session(random.Random(3))
    s.apply({"type": "tournament_create", "players": [p for pair in zip(one, two) for p in pair]})
    with pytest.raises(EngineError, match="sits at no draft table"):
        s.apply({"type": "tournament_tables", "tables": [one, two[:-1]]})
    s.apply({"type": "tournament_tables", "tables": [one, two]})
    for number in (1, 2, 3):
        s.apply({"type": "tournament_pair"})
        matches = tour(s)["rounds"][-1]
        assert len(matches) == 8
        for m in matches:
            table = 1 if m["a"] in one else 2
            assert m["draft_table"] == table and (m["b"] in one) == (table == 1)
            s.apply(
                {
                    "type": "tournament_result",
                    "round": number,
                    "player": m["a"],
                    "result": [2, 1, 0],
                }
            )
    assert Session.replay(json.loads(json.dumps(s.log))).state() == s.state()


def test_a_team_result_corrected_whole_no_longer_shows_the_seats_it_was_made_from():
    s = team_event()
    s.apply({"type": "tournament_pair"})
    match = next(m for m in tour(s)["rounds"][0] if not m["bye"])
    seats = [[2, 0, 0], [2, 1, 0], [0, 2, 0]]
    s.apply({"type": "tournament_team_result", "round": 1, "team": match["a"], "seats": seats})
    shown = next(m for m in tour(s)["rounds"][0] if not m["bye"])
    assert [x["result"] for x in shown["seats"]] == seats
    s.apply(
        {
            "type": "tournament_result_correction",
            "round": 1,
            "player": match["a"],
            "result": [1, 2, 0],
        }
    )
    shown = next(m for m in tour(s)["rounds"][0] if not m["bye"])
    assert shown["result"] == [1, 2, 0]
    assert [x["result"] for x in shown["seats"]] == [None, None, None]

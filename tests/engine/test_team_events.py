"""Issue 36, item 3 (003 8.2, appendix E, appendix B): team events through the engine and the
command line.  Teams of two or three registered with their seats (A, B, C); a team match is
played seat against seat; the team's result is made from its players' (the app's ruling: the
team with more seat matches won wins, equal is a draw; engine/tournament/teams.py); a team
counts as one player for the rounds; standings and tie-breakers are the individual event's.
Worked examples: a 3-team and an 8-team event."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.tournament.errors import EventFormatError
from engine.tournament.rounds import recommended_rounds
from engine.tournament.standings import compute_standings
from engine.tournament.swiss import pair_next_round
from engine.tournament.teams import (
    DECK_BUILDING_MINUTES,
    InvalidTeam,
    team_event_from_json,
    team_match_result,
)

REPO = Path(__file__).resolve().parents[2]
THREE = [{"name": f"Team {n}", "players": [f"{n}A", f"{n}B", f"{n}C"]} for n in (1, 2, 3)]
EIGHT = [{"name": f"T{n}", "players": [f"T{n}A", f"T{n}B", f"T{n}C"]} for n in range(1, 9)]


def engine(*args):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_8_2_the_team_result_is_made_from_its_seats():
    assert team_match_result([(2, 0, 0), (1, 2, 0), (2, 1, 0)]) == (2, 1, 0)  # 2 seats of 3
    assert team_match_result([(2, 0, 0), (0, 2, 0)]) == (1, 1, 0)  # two-player: a draw
    assert team_match_result([(2, 0, 0), (1, 1, 1), (0, 2, 0)]) == (1, 1, 1)


def test_8_2_a_3_team_event_round_by_round_with_seats_and_a_bye():
    data = {"teams": THREE, "rounds": []}
    event = team_event_from_json(data)
    paired = pair_next_round(event.event, random.Random(1))
    round_1 = paired.to_json()
    assert len(round_1) == 2 and round_1[-1]["b"] is None  # three teams: one bye
    a, b = round_1[0]["a"], round_1[0]["b"]
    assert event.seat_pairings(a, b) == [
        {"seat": s, "a": f"{a[-1]}{s}", "b": f"{b[-1]}{s}"} for s in "ABC"
    ]
    data["rounds"].append(
        [{"a": a, "b": b, "seats": [[2, 0, 0], [0, 2, 0], [2, 1, 0]]}, round_1[1]]
    )
    event = team_event_from_json(data)
    rows = {s.player: s for s in compute_standings(event.event)}
    assert rows[a].points == 3 and rows[b].points == 0 and rows[round_1[1]["a"]].points == 3
    # the game-win percentage counts seat matches: 2 won of 3
    assert rows[a].gw == pytest.approx(2 / 3)


def test_appendix_e_a_team_counts_as_one_player_for_the_rounds():
    """8 teams of three are 24 players, but 8 teams: appendix E's row for 8 (a play-off of
    8, no Swiss round), not the 17-32 row's 5 Swiss rounds."""
    plan = recommended_rounds(len(team_event_from_json({"teams": EIGHT}).event.players))
    assert (plan.swiss_rounds, plan.playoff_size) == (0, 8)
    assert recommended_rounds(24).swiss_rounds == 5


def test_an_8_team_event_of_three_rounds_has_no_rematch():
    data = {"teams": EIGHT, "rounds": []}
    rng = random.Random(8)
    for _ in range(3):
        event = team_event_from_json(data)
        paired = pair_next_round(event.event, rng)
        assert paired.rematches == 0 and len(paired.matches) == 4
        data["rounds"].append(
            [
                {"a": m.a, "b": m.b, "seats": [[2, 0, 0], [rng.choice([0, 2]), 1, 0], [0, 2, 0]]}
                for m in paired.matches
            ]
        )
    standings = compute_standings(team_event_from_json(data).event)
    assert len(standings) == 8 and standings[0].points >= standings[-1].points


def test_8_2_a_player_who_leaves_takes_the_whole_team():
    data = {"teams": THREE, "rounds": [], "dropped": {"2B": 0}}
    event = team_event_from_json(data)
    assert event.event.dropped == {"Team 2": 0}
    assert event.event.active_players() == ["Team 1", "Team 3"]


@pytest.mark.parametrize(
    "teams,error,words",
    [
        (
            [{"name": "X", "players": ["a"]}, {"name": "Y", "players": ["b", "c"]}],
            InvalidTeam,
            "has 1 player(s); a team is two or three players (8.2)",
        ),
        (
            [{"name": "X", "players": ["a", "b"]}, {"name": "Y", "players": ["b", "c"]}],
            InvalidTeam,
            "'b' plays for 'X' and 'Y'",
        ),
        (
            [{"name": "X", "players": ["a", "b"]}, {"name": "Y", "players": ["c", "d", "e"]}],
            InvalidTeam,
            "every team of an event has as many players",
        ),
        ([{"name": "X", "players": ["a", "b"]}], EventFormatError, "two or more teams"),
    ],
)
def test_8_2_teams_are_two_or_three_players_each_in_one_team(teams, error, words):
    with pytest.raises(error) as refused:
        team_event_from_json({"teams": teams})
    assert words in refused.value.message


def test_8_2_a_team_match_gives_one_result_per_seat():
    data = {
        "teams": THREE,
        "rounds": [
            [{"a": "Team 1", "b": "Team 2", "seats": [[2, 0, 0]]}, {"a": "Team 3", "b": None}]
        ],
    }
    with pytest.raises(InvalidTeam) as refused:
        team_event_from_json(data)
    assert "one result per seat (ABC, 8.2), 3 in all" in refused.value.message


def test_appendix_b_team_deck_building_times():
    assert DECK_BUILDING_MINUTES["team_sealed"] == {
        "registration": 20,
        "building": 60,
        "building_release_weekend": 75,
    }
    assert DECK_BUILDING_MINUTES["team_draft"] == {"building_and_registration": 40}


def test_the_command_lines_standings_and_pair_read_a_team_event(tmp_path):
    path = tmp_path / "teams.json"
    path.write_text(
        json.dumps(
            {
                "teams": THREE,
                "rounds": [
                    [
                        {"a": "Team 1", "b": "Team 2", "seats": [[2, 0, 0], [0, 2, 0], [2, 1, 0]]},
                        {"a": "Team 3", "b": None},
                    ]
                ],
            }
        ),
        encoding="utf-8",
    )
    done = engine("standings", str(path))
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [r["player"] for r in rows][-1] == "Team 2"
    assert rows[-1]["players"] == ["2A", "2B", "2C"]
    paired = engine("pair", str(path), "--seed", "3")
    assert paired.returncode == 0, paired.stderr
    round_2 = json.loads(paired.stdout)
    match = next(m for m in round_2 if m["b"] is not None)
    assert [s["seat"] for s in match["seats"]] == ["A", "B", "C"]
    assert all(s["a"][1] == s["b"][1] == s["seat"] for s in match["seats"])
    text = engine("standings", str(path), "--format", "text")
    assert text.returncode == 0 and "Team 1" in text.stdout


def test_a_bad_team_file_gets_one_line(tmp_path):
    path = tmp_path / "teams.json"
    path.write_text(
        json.dumps(
            {"teams": [{"name": "X", "players": ["a"]}, {"name": "Y", "players": ["b", "c"]}]}
        )
    )
    done = engine("standings", str(path))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith("has 1 player(s); a team is two or three players (8.2)")

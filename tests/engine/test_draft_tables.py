"""Issue 36, item 3 (003 7.6): an event with several draft tables pairs players only within
their table.  "Players are split at random into groups (tables) of about the same size ...
Players of a table may play only against other players of the same table."

The event keeps its tables as ``"tables": [[names of table 1], [names of table 2], ...]``
(every player at exactly one); automatic pairing pairs each table on its own, given
pairings and event files across tables are refused.  Worked example: two tables of 8."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import Session
from engine.tournament import errors as TE
from engine.tournament.event import event_from_json
from engine.tournament.swiss import pair_next_round

REPO = Path(__file__).resolve().parents[2]
TABLE_1 = [f"A{i}" for i in range(1, 9)]
TABLE_2 = [f"B{i}" for i in range(1, 9)]
# registration order mixes the tables, as a real sign-up list does
PLAYERS = [name for pair in zip(TABLE_1, TABLE_2) for name in pair]
TWO_TABLES = {"players": PLAYERS, "rounds": [], "tables": [TABLE_1, TABLE_2]}


def table_of(name: str) -> int:
    return 0 if name in TABLE_1 else 1


def played(round_matches):
    """Every match of a round finished 2-0 for its first-listed player."""
    return [{**m, "result": [2, 0, 0]} if m["b"] is not None else m for m in round_matches]


def test_7_6_each_round_pairs_players_only_within_their_draft_table():
    data = json.loads(json.dumps(TWO_TABLES))
    for round_number in range(1, 4):
        event = event_from_json(data)
        paired = pair_next_round(event, random.Random(round_number))
        matches = paired.to_json()
        assert len(matches) == 8
        assert all(table_of(m["a"]) == table_of(m["b"]) for m in matches), matches
        assert paired.rematches == 0
        data["rounds"].append(played(matches))
    event_from_json(data)  # the three rounds are a valid event


def test_7_6_without_tables_the_same_players_are_paired_across_them():
    """The restriction is what makes the difference: pairing the same sign-up list as one
    table, some round-1 match crosses the tables (with this seed)."""
    event = event_from_json({"players": PLAYERS, "rounds": []})
    matches = pair_next_round(event, random.Random(1)).to_json()
    assert any(table_of(m["a"]) != table_of(m["b"]) for m in matches)


def test_7_6_an_odd_table_gives_its_own_bye():
    data = {"players": PLAYERS[:15], "rounds": [], "tables": [TABLE_1, TABLE_2[:7]]}
    matches = pair_next_round(event_from_json(data), random.Random(2)).to_json()
    byes = [m for m in matches if m["b"] is None]
    assert len(byes) == 1 and table_of(byes[0]["a"]) == 1 and matches[-1] == byes[0]


@pytest.mark.parametrize(
    "tables,words",
    [
        ([TABLE_1, TABLE_2[:7]], "'B8' sits at no draft table"),
        ([TABLE_1, TABLE_2 + ["A1"]], "'A1' sits at two draft tables"),
        ([TABLE_1, TABLE_2, ["Zed", "B1"]], "'Zed' is not a player"),
        ([TABLE_1 + TABLE_2[:7], ["B8"]], "draft table 2 seats 1 player(s)"),
    ],
)
def test_7_6_every_player_sits_at_exactly_one_table(tables, words):
    with pytest.raises(TE.InvalidEvent) as refused:
        event_from_json({"players": PLAYERS, "rounds": [], "tables": tables})
    assert words in refused.value.message


def test_7_6_a_match_across_tables_is_refused_in_an_event_file():
    data = {**TWO_TABLES, "rounds": [[{"a": "A1", "b": "B1", "result": [2, 0, 0]}]]}
    with pytest.raises(TE.CrossTablePairing) as refused:
        event_from_json(data)
    assert refused.value.message == (
        "round 1, match 1: 'A1' drafted at table 1 and 'B1' at table 2; players meet only at "
        "their own draft table (7.6)"
    )


def test_7_6_the_tournament_keeps_its_tables_through_pairing_results_and_drops():
    s = Session(random.Random(5))
    s.apply({"type": "tournament_import", "event": TWO_TABLES})
    s.apply({"type": "tournament_pair"})
    event = s.state()["session_features"]["tournament"]["event"]
    assert event["tables"] == [TABLE_1, TABLE_2]
    assert all(table_of(m["a"]) == table_of(m["b"]) for m in event["rounds"][0])
    for match in event["rounds"][0]:
        s.apply(
            {"type": "tournament_result", "round": 1, "player": match["a"], "result": [2, 1, 0]}
        )
    s.apply({"type": "tournament_drop", "player": "A1"})
    across = [[f"A{i}", f"B{i}"] for i in range(2, 9)] + [["B1", None]]
    before = json.dumps(s.state())
    with pytest.raises(TE.CrossTablePairing):
        s.apply({"type": "tournament_pair", "pairings": across})
    assert json.dumps(s.state()) == before
    s.apply({"type": "tournament_pair"})
    rounds = s.state()["session_features"]["tournament"]["event"]["rounds"]
    assert all(m["b"] is None or table_of(m["a"]) == table_of(m["b"]) for m in rounds[1])
    assert [m["a"] for m in rounds[1] if m["b"] is None] == [m["a"] for m in rounds[1][-1:]]
    again = Session.replay(json.loads(json.dumps(s.log)))
    assert again.state() == s.state()


def test_7_6_the_command_lines_pair_keeps_to_the_tables(tmp_path):
    path = tmp_path / "event.json"
    path.write_text(json.dumps(TWO_TABLES), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "pair", str(path), "--seed", "4"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    matches = json.loads(done.stdout)
    assert len(matches) == 8 and all(table_of(m["a"]) == table_of(m["b"]) for m in matches)
    standings = subprocess.run(
        [sys.executable, "-m", "engine", "standings", str(path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert standings.returncode == 0 and len(json.loads(standings.stdout)) == 16

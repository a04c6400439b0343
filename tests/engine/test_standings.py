"""Standings: the worked examples of Tournament Rules appendix C, floors, byes, drops, the
total order and the exports."""

import csv
import io
import itertools
import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import event, play_out

from engine.tournament.standings import (
    FLOOR,
    Record,
    compute_standings,
    floored,
    opponents_average,
    standings_csv,
    standings_rows,
    standings_text,
    tally,
)


def two(x) -> float:
    return round(float(x), 2)


# --- appendix C, match points and game points ----------------------------------------------


def test_match_points_examples():
    assert Record(wins=6, losses=2, draws=0).points == 18
    assert Record(wins=4, losses=2, draws=2).points == 14


def test_game_points_examples():
    played = event(
        ["W1", "L1", "W2", "L2", "W3", "L3"],
        [("W1", "L1", (2, 0, 0)), ("W2", "L2", (2, 1, 0)), ("L3", "W3", (0, 2, 1))],
    )
    records = tally(played)
    assert (records["W1"].game_points, records["L1"].game_points) == (6, 0)
    assert (records["W2"].game_points, records["L2"].game_points) == (6, 3)
    assert (records["W3"].game_points, records["L3"].game_points) == (7, 1)


# --- appendix C, match-win % ------------------------------------------------------------------


def test_match_win_examples():
    assert two(Record(wins=5, losses=2, draws=1).match_win) == 0.67  # 16 / 24
    assert Record(wins=1, losses=3).match_win == FLOOR  # 3 / 12 = 0.25
    assert two(Record(wins=3, losses=2).match_win) == 0.60  # 9 / 15, a bye in it


def test_a_bye_counts_as_a_round_won_for_ones_own_match_win():
    # Cid: a bye in round 1, then 2 wins and 2 losses, then leaves: 9 / 15 = 0.60.
    rounds = [
        [("Cid", None), ("Ann", "Bob", (2, 0, 0))],
        [("Cid", "Ann", (2, 0, 0)), ("Bob", None)],
        [("Cid", "Bob", (2, 1, 0)), ("Ann", None)],
        [("Ann", "Cid", (2, 0, 0)), ("Bob", None)],
        [("Bob", "Cid", (2, 0, 0)), ("Ann", None)],
    ]
    played = event(["Ann", "Bob", "Cid"], *rounds, dropped={"Cid": 5})
    cid = next(s for s in compute_standings(played) if s.player == "Cid")
    assert (cid.points, cid.wins, cid.losses, cid.byes) == (9, 3, 2, 1)
    assert two(cid.mw) == 0.60
    assert cid.dropped == 5


# --- appendix C, game-win % ------------------------------------------------------------------


def test_game_win_examples():
    one = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (2, 0, 0)]
    other = [(1, 2, 0), (1, 2, 0), (0, 2, 0), (1, 2, 0)]
    rounds = [[("X", "O1", one[i]), ("Y", "O2", other[i])] for i in range(4)]
    records = tally(event(["X", "Y", "O1", "O2"], *rounds))
    assert (records["X"].game_points, records["X"].games) == (21, 10)
    assert two(records["X"].game_win) == 0.70
    assert (records["Y"].game_points, records["Y"].games) == (9, 11)
    assert records["Y"].game_win == FLOOR  # 0.27 -> 0.33


# --- appendix C, opponents' match-win % ------------------------------------------------------

OPPONENTS = [(4, 4, 0), (7, 1, 0), (1, 3, 1), (3, 3, 1), (6, 2, 0), (5, 2, 1), (4, 3, 1), (6, 1, 1)]


def test_opponents_match_win_example_eight_opponents():
    percentages = [Record(wins=w, losses=l, draws=d).match_win for w, l, d in OPPONENTS]
    assert [two(p) for p in percentages] == [0.50, 0.88, 0.33, 0.48, 0.75, 0.67, 0.54, 0.79]
    assert two(opponents_average(percentages)) == 0.62


def test_opponents_match_win_example_with_a_bye_left_out():
    percentages = [Record(wins=w, losses=l, draws=d).match_win for w, l, d in OPPONENTS[1:]]
    assert two(opponents_average(percentages)) == 0.63


def test_byes_are_left_out_of_opponents_percentages():
    # Ann beat Bob, then had a bye: her OMW is Bob's alone, not averaged with a "bye".
    played = event(
        ["Ann", "Bob", "Cid"],
        [("Ann", "Bob", (2, 0, 0)), ("Cid", None)],
        [("Bob", "Cid", (2, 1, 0)), ("Ann", None)],
    )
    rows = {s.player: s for s in compute_standings(played)}
    assert rows["Ann"].omw == Fraction(1, 2)  # Bob: 1-1 -> 3 / 6
    assert rows["Ann"].ogw == Fraction(6, 15)  # Bob: 6 game points of 15
    assert rows["Cid"].omw == Fraction(1, 2)


def test_opponents_percentages_use_floored_figures():
    played = event(
        ["Ann", "Bob", "Cid", "Dan"],
        [("Ann", "Bob", (2, 0, 0)), ("Cid", "Dan", (2, 0, 0))],
        [("Ann", "Cid", (2, 0, 0)), ("Bob", "Dan", (2, 0, 0))],
    )
    rows = {s.player: s for s in compute_standings(played)}
    assert rows["Dan"].mw == FLOOR and rows["Dan"].gw == FLOOR  # 0 / 6, floored
    assert rows["Cid"].omw == (1 + FLOOR) / 2  # Ann 1.0, Dan 0.33


def test_floors_and_empty_percentages():
    assert floored(0, 0) == FLOOR
    assert floored(1, 12) == FLOOR
    assert floored(4, 12) == Fraction(1, 3)  # just above 0.33
    assert opponents_average([]) == FLOOR


def test_unfinished_matches_do_not_count():
    played = event(["Ann", "Bob"], [("Ann", "Bob", (2, 0, 0))], [("Ann", "Bob")])
    ann = compute_standings(played)[0]
    assert (ann.player, ann.points, ann.wins) == ("Ann", 3, 1)


def test_drawn_match_and_intentional_draw():
    played = event(
        ["Ann", "Bob", "Cid", "Dan"], [("Ann", "Bob", (1, 1, 1)), ("Cid", "Dan", (0, 0, 3))]
    )
    rows = {s.player: s for s in compute_standings(played)}
    assert rows["Ann"].points == rows["Cid"].points == 1
    assert rows["Cid"].gw == Fraction(1, 3) and rows["Ann"].gw == Fraction(4, 9)


def test_players_who_left_before_round_one_are_not_listed():
    played = event(["Ann", "Bob", "Eve"], [("Ann", "Bob", (2, 0, 0))], dropped={"Eve": 0})
    assert [s.player for s in compute_standings(played)] == ["Ann", "Bob"]


def test_exact_ties_fall_back_to_registration_order():
    played = event(
        ["Ann", "Bob", "Cid", "Dan"], [("Ann", "Bob", (2, 0, 0)), ("Cid", "Dan", (2, 0, 0))]
    )
    assert [s.player for s in compute_standings(played)] == ["Ann", "Cid", "Bob", "Dan"]
    assert [s.rank for s in compute_standings(played)] == [1, 2, 3, 4]


def test_no_rounds_yet():
    rows = compute_standings(event(["Ann", "Bob"]))
    assert [(s.player, s.points, s.omw, s.gw) for s in rows] == [
        ("Ann", 0, FLOOR, FLOOR),
        ("Bob", 0, FLOOR, FLOOR),
    ]


# --- the order is total and follows the tiebreakers -------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 11), st.integers(0, 5), st.integers(0, 10**6))
def test_standings_are_a_total_order_by_the_tiebreakers(players, rounds, seed):
    played = play_out(players, rounds, random.Random(seed), drop_chance=0.1)
    rows = compute_standings(played)
    assert sorted(s.player for s in rows) == sorted(played.participants())
    assert [s.rank for s in rows] == list(range(1, len(rows) + 1))
    registration = {p: i for i, p in enumerate(played.players)}
    for better, worse in itertools.pairwise(rows):
        assert better.key > worse.key or (
            better.key == worse.key and registration[better.player] < registration[worse.player]
        )
    records = tally(played)
    for s in rows:
        assert s.points == records[s.player].points
        assert FLOOR <= s.mw <= 1 and FLOOR <= s.gw <= 1
        assert FLOOR <= s.omw <= 1 and FLOOR <= s.ogw <= 1
    assert compute_standings(played) == rows  # deterministic


# --- exports --------------------------------------------------------------------------------


def test_exports_text_csv_and_json_rows():
    played = event(
        ["Ann", "Bob", "Cid"], [("Ann", "Bob", (2, 1, 0)), ("Cid", None)], dropped={"Bob": 1}
    )
    rows = compute_standings(played)
    text = standings_text(rows)
    assert text.splitlines()[0].split() == ["#", "Player", "Pts", "W-L-D", "OMW%", "GW%", "OGW%"]
    assert "Bob (left after round 1)" in text and "66.67" in text
    table = list(csv.DictReader(io.StringIO(standings_csv(rows))))
    assert [r["player"] for r in table] == ["Cid", "Ann", "Bob"]
    assert table[2]["dropped_after_round"] == "1" and table[1]["gw"] == "0.6667"
    json_rows = standings_rows(rows)
    assert json_rows[1] == {"player": "Ann", "points": 3, "omw": 0.33, "gw": 2 / 3, "ogw": 1 / 3}

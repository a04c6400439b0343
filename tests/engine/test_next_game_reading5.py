"""Rules reading 5: one step is one action, and the next game starts from the table as it is
now.  Passing the turn on the table counts an extra turn after time is called (003 2.5); a
random player drawn after a turn has passed only answers the question (CR 103.1 decides who
plays first, once); an ended match leaves the table with its game.  Each keeps its reading-4
meaning for a log recorded under reading 4."""

from __future__ import annotations

import random

from engine import Session
from engine.log import dump_lines, replay_lines
from engine.rules import RULES

MIN = 60_000


def match_game(rules=RULES):
    s = Session(random.Random(3), rules=rules)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    return s


def extra(s):
    return s.state()["session_features"]["match"]["extra_turns"]


def test_reading_5_is_the_current_one():
    assert RULES == 5


def test_passing_the_turn_on_the_table_counts_the_extra_turn_003_2_5():
    s = match_game()
    assert extra(s)["turn"] == 0
    s.apply({"type": "next_turn"})
    assert extra(s)["turn"] == 1 and extra(s)["remaining"] == 4
    s.apply({"type": "extra_turn_end"})  # the sheet's own count still counts one turn
    assert extra(s)["turn"] == 2


def test_next_turn_counts_no_further_once_the_extra_turns_are_over():
    s = match_game()
    for _ in range(6):
        s.apply({"type": "next_turn"})
    assert extra(s)["finished"] and extra(s)["turn"] == 6
    s.apply({"type": "next_turn"})
    assert extra(s)["turn"] == 6


def test_before_time_is_called_next_turn_counts_nothing():
    s = Session(random.Random(3))
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "next_turn"})
    assert extra(s) is None


def test_a_reading_4_log_counts_extra_turns_only_by_extra_turn_end():
    s = match_game(rules=4)
    s.apply({"type": "next_turn"})
    assert extra(s)["turn"] == 0
    again = replay_lines(dump_lines(s).splitlines())
    assert again.table.rules == 4 and extra(again)["turn"] == 0


def started(rules=RULES):
    s = Session(random.Random(3), rules=rules)
    s.apply({"type": "new_game", "players": ["Ann", "Bob", "Cat"]})
    return s


def test_the_first_player_drawn_before_any_turn_passed_plays_first_cr_103_1():
    s = started()
    s.apply({"type": "choose_first_player", "result": 2})
    assert s.state()["active_player"] == 2 and s.state()["turn"] == 1
    s.apply({"type": "choose_first_player", "result": 1})  # drawn again in that first turn
    assert s.state()["active_player"] == 1 and s.state()["turn"] == 1


def test_a_player_drawn_in_the_middle_of_a_game_does_not_move_the_turn():
    s = started()
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "next_turn"})
    turn, active = s.state()["turn"], s.state()["active_player"]
    s.apply({"type": "choose_first_player", "result": 2})
    assert (s.state()["turn"], s.state()["active_player"]) == (turn, active) == (2, 1)
    assert s.log[-1]["result"] == 2  # the answer is recorded (the history shows it)


def test_a_reading_4_log_moves_the_turn_to_the_player_drawn_mid_game():
    s = started(rules=4)
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "next_turn"})
    s.apply({"type": "choose_first_player", "result": 2})
    assert s.state()["active_player"] == 2
    assert replay_lines(dump_lines(s).splitlines()).state()["active_player"] == 2


def ended_match(rules=RULES):
    s = Session(random.Random(3), rules=rules)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a", "games_to_win": 1})
    s.apply({"type": "match_game", "winner": "a"})
    assert s.state()["session_features"]["match"]["over"]
    return s


def test_an_ended_match_leaves_the_table_with_the_next_game():
    s = ended_match()
    s.apply({"type": "new_game", "players": ["Cat", "Dan", "Eve"], "format": "commander"})
    assert "match" not in s.state()["session_features"]
    assert any(entry["action"]["type"] == "match_game" for entry in s.history())


def test_a_match_still_played_stays_for_its_next_game():
    s = Session(random.Random(3))
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "match_game", "winner": "a"})
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    assert s.state()["session_features"]["match"]["score"][:2] == [1, 0]


def test_a_reading_4_log_keeps_the_ended_match_on_the_table():
    s = ended_match(rules=4)
    s.apply({"type": "new_game", "players": ["Cat", "Dan"]})
    assert s.state()["session_features"]["match"]["over"]

"""Issue 23: the match, tournament and draft actions are refused at moments the rules forbid,
each with its own error that says why and names what is left; the rules the app did not keep
(slow-play turns, who picks first, re-entering) and the hand-written log's reading.  Each test
names the rule it follows (003: the Tournament Rules)."""

from __future__ import annotations

import json
import random

import pytest

from engine import Session
from engine.draft import errors as DE
from engine.draft.first_pick import picks_first
from engine.log import replay_lines
from engine.rules import RULES
from engine.tournament import errors as TE

MIN = 60_000


def refused(session, action, error):
    before = json.dumps([session.state(), session.log])
    with pytest.raises(error) as caught:
        session.apply(action)
    assert json.dumps([session.state(), session.log]) == before
    return caught.value


def match_session(rules=RULES, **start):
    s = Session(random.Random(3), rules=rules)
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", **start})
    return s


def match(s):
    return s.state()["session_features"]["match"]


# --- 003 2.5, 2.6: added time delays the end-of-match procedure ---------------------------------


def test_time_is_not_called_while_added_time_runs_003_2_5_and_2_6():
    s = match_session()
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_add", "seconds": 180})
    error = refused(s, {"type": "clock_time_called", "at": 50 * MIN}, TE.AddedTimeRunning)
    assert "3:00 left" in error.message and error.details["remaining_seconds"] == 180
    assert match(s)["extra_turns"] is None
    s.apply({"type": "clock_time_called", "at": 53 * MIN})
    assert match(s)["extra_turns"]["total"] == 5


def test_a_log_of_reading_2_keeps_time_called_during_added_time():
    s = match_session(rules=2)
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_add", "seconds": 180})
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    assert match(s)["time_called"]


# --- 003 appendix B: a match with no time limit has no time to call -----------------------------


def test_no_time_to_call_without_a_time_limit_003_appendix_b():
    s = match_session(minutes=None, playoff=True, better_seed="a")
    error = refused(s, {"type": "clock_time_called", "at": 1}, TE.NoTimeLimit)
    assert "without a time limit" in error.message
    refused(s, {"type": "clock_start", "at": 1}, TE.NoTimeLimit)
    refused(s, {"type": "match_penalty_turns", "side": "a"}, TE.NoTimeLimit)
    old = match_session(rules=2, minutes=None, playoff=True, better_seed="a")
    old.apply({"type": "clock_time_called", "at": 1})  # reading 2 accepted it
    assert match(old)["time_called"]


# --- 003 9.1: a Two-Headed Giant match is one game ----------------------------------------------


def test_a_team_match_is_best_of_one_by_default_003_9_1():
    assert match(match_session(team=True))["games_to_win"] == 1
    assert match(match_session(team=True, games_to_win=2))["games_to_win"] == 2
    assert match(match_session())["games_to_win"] == 2
    assert match(match_session(rules=2, team=True))["games_to_win"] == 2  # an old log's meaning
    s = match_session(team=True)
    assert s.log[0]["games_to_win"] == 1  # recorded, so a replay never guesses


# --- 003 2.6: slow-play penalty turns join the extra turns ---------------------------------------


def test_penalty_turns_given_before_time_are_added_when_time_is_called_003_2_6():
    s = match_session()
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "match_penalty_turns", "side": "b", "turns": 2})
    assert match(s)["penalty_turns_waiting"] == 2
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    assert match(s)["extra_turns"]["total"] == 7
    assert match(s)["penalties"] == [{"side": "b", "name": "Bob", "turns": 2}]


def test_penalty_turns_given_during_the_extra_turns_are_added_then_003_2_6():
    s = match_session(team=True)
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    s.apply({"type": "extra_turn_end"})
    s.apply({"type": "match_penalty_turns", "side": "a"})
    assert match(s)["extra_turns"]["total"] == 4
    for _ in range(4):
        s.apply({"type": "extra_turn_end"})
    assert match(s)["extra_turns"]["finished"]
    error = refused(s, {"type": "match_penalty_turns", "side": "a"}, TE.ExtraTurnsOver)
    assert "all 4 played" in error.message


# --- item 5: every refusal names what is left ----------------------------------------------------


def test_ending_during_the_fifth_extra_turn_names_that_turn_003_2_5():
    s = match_session()
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    for _ in range(5):
        s.apply({"type": "extra_turn_end"})
    error = refused(s, {"type": "match_time_over"}, TE.ExtraTurnsNotOver)
    assert "0 extra turn" not in error.message
    assert "last extra turn (5 of 5)" in error.message
    s.apply({"type": "extra_turn_end"})
    s.apply({"type": "match_time_over"})
    error = refused(s, {"type": "extra_turn_end"}, TE.MatchOver)
    assert "0-0-1" in error.message and "start a new match" in error.message


def test_a_game_in_its_extra_turns_does_not_end_as_time_between_games_003_2_5():
    """2.5: time runs out between games only when it is called with no game in progress;
    once a turn has been counted a game is being played, and one tap on "between games"
    would end the match as a draw in the middle of it."""
    s = match_session(chooser="a")
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    s.apply({"type": "extra_turn_end"})  # turn 0 is over: a game runs
    s.apply({"type": "extra_turn_end"})
    error = refused(s, {"type": "match_time_over", "in_game": False}, TE.ExtraTurnsNotOver)
    assert "extra turn 2 of 5 is still being played, then 3 more" in error.message
    assert error.details == {"turn": 2, "playing": 2, "total": 5, "remaining": 3, "stage": "more"}
    for _ in range(4):
        s.apply({"type": "extra_turn_end"})
    refused(s, {"type": "match_time_over", "in_game": False}, TE.ExtraTurnsOver)
    s.apply({"type": "match_time_over"})  # the unfinished game: a draw
    assert match(s)["score"] == [0, 0, 1]
    passed = match_session(chooser="a")  # time counted from the next turn
    passed.apply({"type": "clock_time_called", "at": 1, "passed": True})
    refused(passed, {"type": "match_time_over", "in_game": False}, TE.ExtraTurnsNotOver)
    between = match_session(chooser="a")  # called between games: at once
    between.apply({"type": "clock_time_called", "at": 1})
    between.apply({"type": "match_time_over", "in_game": False})
    assert match(between)["over"]
    old = match_session(rules=2, chooser="a")  # reading 2 took it mid-game
    old.apply({"type": "clock_time_called", "at": 1})
    old.apply({"type": "extra_turn_end"})
    old.apply({"type": "match_time_over", "in_game": False})
    assert match(old)["over"]


def test_the_end_of_match_steps_wait_for_time_003_2_5():
    s = match_session()
    refused(s, {"type": "extra_turn_end"}, TE.TimeNotCalled)
    refused(s, {"type": "match_time_over"}, TE.TimeNotCalled)
    refused(s, {"type": "clock_time_after_pass"}, TE.TimeNotCalled)
    refused(s, {"type": "clock_pause", "at": 1}, TE.ClockNotRunning)
    s.apply({"type": "clock_start", "at": 0})
    refused(s, {"type": "clock_start", "at": 1}, TE.ClockAlreadyRunning)
    s.apply({"type": "clock_time_called", "at": 50 * MIN})
    s.apply({"type": "extra_turn_end"})
    s.apply({"type": "extra_turn_end"})
    error = refused(s, {"type": "clock_add", "seconds": 60}, TE.TimeAlreadyCalled)
    assert "extra turn 2 of 5" in error.message and "3 more" in error.message
    refused(s, {"type": "clock_time_called", "at": 51 * MIN}, TE.TimeAlreadyCalled)


# --- 003 2.10: re-entering, never after the cut -------------------------------------------------


def event_session(rules=RULES, names=("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")):
    s = Session(random.Random(5), rules=rules)
    s.apply({"type": "tournament_create", "players": list(names)})
    return s


def tour(s):
    return s.state()["session_features"]["tournament"]


def finish_round(s):
    for m in tour(s)["rounds"][-1]:
        if not m["bye"] and not m["finished"]:
            s.apply(
                {
                    "type": "tournament_result",
                    "round": len(tour(s)["rounds"]),
                    "player": m["a"],
                    "result": [2, 0, 0],
                }
            )


def test_a_dropped_player_re_enters_before_the_next_pairing_003_2_10():
    s = event_session()
    s.apply({"type": "tournament_pair"})
    s.apply({"type": "tournament_drop", "player": "Cid"})
    refused(s, {"type": "tournament_reenter", "player": "Ann"}, TE.NotDropped)
    s.apply({"type": "tournament_reenter", "player": "Cid"})
    assert "Cid" in tour(s)["active"] and "Cid" not in tour(s)["dropped"]
    finish_round(s)
    s.apply({"type": "tournament_pair"})
    assert any("Cid" in (m["a"], m["b"]) for m in tour(s)["rounds"][1])


def test_re_entry_is_refused_once_a_round_was_paired_without_them_003_2_10():
    s = event_session()
    s.apply({"type": "tournament_pair"})
    s.apply({"type": "tournament_drop", "player": "Cid"})
    finish_round(s)
    s.apply({"type": "tournament_pair"})
    error = refused(s, {"type": "tournament_reenter", "player": "Cid"}, TE.ReentryAfterPairing)
    assert "round 2" in error.message and error.details["missed"] == [2]


def test_no_re_entry_after_the_cut_003_2_10():
    s = event_session()
    s.apply({"type": "tournament_pair"})
    finish_round(s)
    s.apply({"type": "tournament_drop", "player": "Fay"})
    s.apply({"type": "tournament_playoff", "size": 4})
    error = refused(s, {"type": "tournament_reenter", "player": "Fay"}, TE.ReentryAfterCut)
    assert "after the cut" in error.message


def test_import_keeps_the_round_length_the_casual_mark_and_the_byes_003_2_10():
    s = event_session()
    event = tour(s)["event"]
    s.apply(
        {
            "type": "tournament_import",
            "event": event,
            "minutes": 30,
            "casual": True,
            "byes": [1, 0, 0, 0, 0, 0],
        }
    )
    t = tour(s)
    assert (t["minutes"], t["casual"], t["awarded_byes"]) == (30, True, {"Ann": 1})
    refused(s, {"type": "tournament_import", "event": event, "minutes": 30}, TE.RoundTooShort)


# --- item 1: a recorded result changes only by a correction --------------------------------------


def test_a_recorded_result_changes_only_by_a_correction():
    s = event_session()
    s.apply(
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", "Dan"], ["Eve", "Fay"]]}
    )
    refused(
        s,
        {"type": "tournament_result_correction", "round": 1, "player": "Ann", "result": [2, 0, 0]},
        TE.NoResultToCorrect,
    )
    s.apply({"type": "tournament_result", "round": 1, "player": "Ann", "result": [2, 0, 0]})
    error = refused(
        s,
        {"type": "tournament_result", "round": 1, "player": "Ann", "result": [0, 2, 0]},
        TE.ResultAlreadyRecorded,
    )
    assert "2-0-0" in error.message
    s.apply(
        {"type": "tournament_result_correction", "round": 1, "player": "Ann", "result": [0, 2, 0]}
    )
    assert tour(s)["rounds"][0][0]["winner"] == "Bob"
    assert s.log[-1]["type"] == "tournament_result_correction"
    old = event_session(rules=2)
    old.apply(
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", "Dan"], ["Eve", "Fay"]]}
    )
    old.apply({"type": "tournament_result", "round": 1, "player": "Ann", "result": [2, 0, 0]})
    old.apply({"type": "tournament_result", "round": 1, "player": "Ann", "result": [0, 2, 0]})


def test_tournament_refusals_name_what_is_left_003_10_4():
    s = event_session()
    s.apply(
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", "Dan"], ["Eve", "Fay"]]}
    )
    s.apply({"type": "tournament_result", "round": 1, "player": "Cid", "result": [2, 0, 0]})
    error = refused(s, {"type": "tournament_pair"}, TE.RoundNotFinished)
    assert "tables 1, 3" in error.message and error.details["tables"] == [1, 3]
    refused(s, {"type": "tournament_playoff"}, TE.RoundNotFinished)
    refused(s, {"type": "tournament_playoff_result", "winner": "Ann"}, TE.PlayoffNotBegun)
    s.apply({"type": "tournament_drop", "player": "Fay"})
    error = refused(s, {"type": "tournament_drop", "player": "Fay"}, TE.AlreadyDropped)
    assert "after round 1" in error.message


# --- 003 7.7: who picks first, untimed ------------------------------------------------------------


def draft_session(seats, **extra):
    s = Session(random.Random(1))
    s.apply({"type": "draft_setup", "seats": list(seats), "timer": False, **extra})
    return s


def draft(s):
    return s.state()["session_features"]["draft"]


def test_the_pack_that_reaches_the_other_first_picks_first_003_7_7():
    s = draft_session("ABCDE")
    d = s.table.features["draft"]
    assert picks_first(d, 0, 1) == 0  # A's pack reaches B in 1 pass, B's reaches A in 4
    assert picks_first(d, 0, 4) == 4  # E passes to A
    pairs = {tuple(p["seats"]): p["first"] for p in draft(s)["picks_first"]}
    assert pairs[(0, 1)] == 0 and pairs[(0, 4)] == 4 and len(pairs) == 10


def test_at_equal_distance_the_lower_seat_picks_first_003_7_7():
    s = draft_session("ABCD")
    d = s.table.features["draft"]
    assert picks_first(d, 2, 0) == 0 and picks_first(d, 1, 3) == 1


def test_the_second_pack_passes_right_and_a_seat_that_left_is_passed_over_003_7_7():
    s = draft_session("ABCDE", pack_size=1)
    s.apply({"type": "draft_pick"})
    s.apply({"type": "draft_continue"})  # pack 2 passes right
    d = s.table.features["draft"]
    assert picks_first(d, 0, 1) == 1
    s.apply({"type": "draft_leave", "seat": 4})
    assert picks_first(d, 0, 3) == 0  # A -> D (E passed over): 1; D -> A: 3


def test_a_timed_draft_does_not_ask_who_picks_first_003_7_7():
    s = draft_session("ABCD")
    s.apply({"type": "draft_set_timer", "on": True})
    assert draft(s)["picks_first"] == []


def test_draft_refusals_say_why_and_name_who_is_left_003_7_7():
    s = draft_session("ABC")
    s.apply({"type": "draft_pick", "seat": 0})
    error = refused(s, {"type": "draft_pick", "seat": 0}, DE.AlreadyPicked)
    assert "still to pick: B, C" in error.message
    error = refused(s, {"type": "draft_continue"}, DE.NothingToGoOn)
    assert "B, C" in error.message
    refused(s, {"type": "draft_setup", "seats": ["X", "Y"]}, DE.DraftUnderWay)
    refused(s, {"type": "draft_set_timer", "on": False}, DE.TimerAlreadySet)
    s.apply({"type": "draft_finish"})
    refused(s, {"type": "draft_pick"}, DE.DraftOver)


# --- item 4: a hand-written log means today's rules ------------------------------------------------


def test_a_headerless_log_is_read_under_the_current_reading():
    lines = [json.dumps({"type": "tournament_create", "players": ["Ann", "Bob"], "minutes": 30})]
    with pytest.raises(Exception) as caught:
        replay_lines(lines)
    assert "40 minutes" in str(caught.value)
    agreed = [
        json.dumps(a)
        for a in (
            {"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"},
            {"type": "match_game", "winner": "a"},
            {"type": "match_agree_draw"},
        )
    ]
    session = replay_lines(agreed)
    assert session.table.rules == RULES
    assert session.state()["session_features"]["match"]["score"] == [1, 0, 0]


def test_a_header_without_a_reading_keeps_reading_1():
    header = json.dumps({"format": "table-keeper-log", "version": 1})
    lines = [
        header,
        json.dumps({"type": "tournament_create", "players": ["Ann", "Bob"], "minutes": 30}),
    ]
    assert replay_lines(lines).table.rules == 1

"""A match (Tournament Rules 2.1, 2.2, 2.4) and the round clock and end of match (2.5, 2.6,
appendix B)."""

import random

import pytest

from engine.errors import RuleViolation
from engine.tournament.clock import (
    DEFAULT_ROUND_MINUTES,
    ExtraTurns,
    RoundClock,
    deck_check_extension,
    round_length_warnings,
    sudden_death_loser,
    turn_counted_as_time,
    unfinished_game_outcome,
)
from engine.tournament.errors import InvalidSetting
from engine.tournament.match import (
    NO_GAMES_DRAW,
    TWO_HEADED_GIANT_GAMES_TO_WIN,
    MatchScore,
    first_game_chooser,
    other,
)


def test_best_of_three_with_the_loser_choosing_next():
    score = MatchScore(chooser="a")
    score = score.record_game("a")
    assert score.chooser == "b" and not score.finished  # b lost, b chooses
    score = score.record_game("b")
    assert score.chooser == "a" and score.result == (1, 1, 0)
    score = score.record_game("a")
    assert score.finished and score.leader == "a" and score.result == (2, 1, 0)
    with pytest.raises(RuleViolation):
        score.record_game("b")


def test_drawn_games_do_not_count_and_keep_the_chooser():
    score = MatchScore(chooser="b").record_game("a")  # b lost: b chooses game 2
    score = score.record_game(None)  # game 2 drawn
    assert score.chooser == "b" and score.last_chooser == "b"
    assert score.result == (1, 0, 1) and not score.finished and score.games_played == 2
    score = score.record_game("a")
    assert score.finished and score.result == (2, 0, 1)


def test_games_to_win_can_change():
    one = MatchScore(chooser="a", games_to_win=TWO_HEADED_GIANT_GAMES_TO_WIN).record_game("b")
    assert one.finished and one.leader == "b"
    five = MatchScore(chooser="a", games_to_win=3)
    for winner in "abab":
        five = five.record_game(winner)
    assert not five.finished and five.leader is None
    for bad in (0, -1, 1.5):
        with pytest.raises(InvalidSetting):
            MatchScore(chooser="a", games_to_win=bad)
    with pytest.raises(InvalidSetting):
        MatchScore(chooser="c")
    with pytest.raises(InvalidSetting):
        MatchScore(chooser="a").record_game("x")


def test_who_chooses_in_game_one():
    choices = {first_game_chooser(playoff=False, rng=random.Random(s)) for s in range(20)}
    assert choices == {"a", "b"}
    assert first_game_chooser(playoff=False, rng=random.Random(5)) == first_game_chooser(
        playoff=False, rng=random.Random(5)
    )
    assert first_game_chooser(playoff=True, better_seed="b") == "b"
    with pytest.raises(InvalidSetting):
        first_game_chooser(playoff=True)
    with pytest.raises(InvalidSetting):
        first_game_chooser(playoff=False)
    assert other("a") == "b" and other("b") == "a"


def test_concessions_and_agreed_draws():
    score = MatchScore(chooser="a").record_game("b")
    assert score.conceded_by("a") == (0, 2, 0)
    assert score.conceded_by("b") == (2, 1, 0)  # won a game: recorded 2-1
    assert MatchScore(chooser="a").agreed_draw() == NO_GAMES_DRAW == (0, 0, 3)
    assert score.record_game("a").agreed_draw() == (1, 1, 0)
    # 2.4, issue 12 item 9: a draw agreed after b won a game keeps that game (the match is a
    # draw by the agreed_draw mark); reading 1 dropped it and left 0-0-0, which no event takes
    assert score.agreed_draw() == (0, 1, 0)
    assert score.agreed_draw_reading_1() == (0, 0, 0)


# --- the round clock ----------------------------------------------------------------------


def test_round_lengths():
    assert DEFAULT_ROUND_MINUTES == 50
    assert RoundClock().limit_seconds == 50 * 60
    assert round_length_warnings(50) == [] and round_length_warnings(40) == []
    assert round_length_warnings(39) == ["below_minimum"]
    assert RoundClock.of_minutes(25).limit_seconds == 25 * 60  # allowed, with a warning
    for bad in (0, -5, 2.5):
        with pytest.raises(InvalidSetting):
            round_length_warnings(bad)


def test_clock_runs_pauses_and_takes_added_time():
    clock = RoundClock.of_minutes(40).start(now=100.0)
    assert clock.remaining(now=160.0) == 40 * 60 - 60
    clock = clock.pause(now=400.0)
    assert clock.remaining(now=10_000.0) == 40 * 60 - 300  # paused: no time passes
    assert clock.pause(now=500.0) == clock
    clock = clock.start(now=1000.0).add_time(deck_check_extension(120))
    assert clock.remaining(now=1000.0) == 40 * 60 - 300 + 300
    assert not clock.time_called(now=1000.0 + 2399.0)
    assert clock.time_called(now=1000.0 + 2400.0)
    assert clock.remaining(now=99_999.0) == 0
    with pytest.raises(InvalidSetting):
        clock.add_time(-1)


def test_extra_turns():
    turns = ExtraTurns.after_time()
    assert turns.total == 5 and turns.turn == 0 and turns.remaining == 5
    for _ in range(5):
        turns = turns.end_turn()
    assert turns.turn == 5 and not turns.finished and turns.remaining == 0
    turns = turns.end_turn()
    assert turns.finished and turns.end_turn() == turns
    assert ExtraTurns.after_time(team=True).total == 3
    assert ExtraTurns.after_time(penalty_turns=2).total == 7
    with pytest.raises(InvalidSetting):
        ExtraTurns.after_time(penalty_turns=-1)


def test_whose_turn_counts_as_the_turn_time_was_called_in():
    assert turn_counted_as_time("a", passing_turn=False) == "a"
    assert turn_counted_as_time("a", passing_turn=True) == "b"
    with pytest.raises(InvalidSetting):
        turn_counted_as_time("x", passing_turn=False)


def test_unfinished_game_in_swiss_is_a_draw():
    level = MatchScore(chooser="a").record_game("a").record_game("b")
    assert unfinished_game_outcome(level, playoff=False, life_a=20, life_b=3) == "draw"


def test_unfinished_game_in_a_playoff():
    ahead = MatchScore(chooser="a").record_game("a")
    assert unfinished_game_outcome(ahead, playoff=True, life_a=1, life_b=20) == "draw"
    level = ahead.record_game("b")
    assert unfinished_game_outcome(level, playoff=True, life_a=7, life_b=12) == "b"
    assert unfinished_game_outcome(level, playoff=True, life_a=12, life_b=7) == "a"
    assert unfinished_game_outcome(level, playoff=True, life_a=9, life_b=9) == "sudden_death"
    assert unfinished_game_outcome(level, playoff=True) == "sudden_death"  # between games
    assert sudden_death_loser({"a": 9, "b": 9}) is None
    assert sudden_death_loser({"a": 8, "b": 9}) == "a"
    assert sudden_death_loser({"team 1": 30, "team 2": 29}) == "team 2"
    assert sudden_death_loser({}) is None and sudden_death_loser({"a": 3}) is None

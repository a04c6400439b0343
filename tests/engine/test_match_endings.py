"""Every way a match can end gives a result the tournament accepts, with the match points
the rules give (Tournament Rules 2.4, 2.5; issue 12, item 9).

Each match below is played with the match actions; its ``report`` (what the app hands to the
tournament) is then recorded with ``tournament_result`` for the same two players, and the
standings give the match points of 2.1/appendix C: 3 a win, 1 a draw, 0 a loss.
"""

from __future__ import annotations

import random

import pytest

from engine import Session
from engine.tournament import errors as TE

A_WINS, DRAW, B_WINS = (3, 0), (1, 1), (0, 3)


def play(steps, *, playoff=False, rules=None):
    s = Session(random.Random(5)) if rules is None else Session(random.Random(5), rules=rules)
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "clock_start", "at": 0})
    for step in steps:
        s.apply(step)
    return s.state()["session_features"]["match"]


def game(winner):
    return {"type": "match_game", "winner": winner}


TIME = {"type": "clock_time_called", "at": 60_000}
TURN = {"type": "extra_turn_end"}


ENDINGS = {
    # name: (steps, expected report, match points of Ann and Bob)
    "two wins": ([game("a"), game("a")], [2, 0, 0], A_WINS),
    "two wins to one": ([game("b"), game("a"), game("a")], [2, 1, 0], A_WINS),
    "a drawn game, then wins": ([game(None), game("b"), game("b")], [0, 2, 1], B_WINS),
    # 2.4: a player who won a game and concedes is recorded 2-1
    "concession by a player who won a game": (
        [game("b"), {"type": "match_concede", "side": "b"}],
        [2, 1, 0],
        A_WINS,
    ),
    "concession before any game": ([{"type": "match_concede", "side": "a"}], [0, 2, 0], B_WINS),
    # 2.4: a draw agreed before any game is 0-0-3
    "draw agreed before any game": ([{"type": "match_agree_draw"}], [0, 0, 3], DRAW),
    # 2.4: a draw agreed after games keeps them; the match is a draw whatever the wins
    "draw agreed after one game": ([game("a"), {"type": "match_agree_draw"}], [1, 0, 0], DRAW),
    "draw agreed at one game all": (
        [game("a"), game("b"), {"type": "match_agree_draw"}],
        [1, 1, 0],
        DRAW,
    ),
    # 2.5: after the extra turns the unfinished game is a draw and the games are kept
    "time with one game won": (
        [game("a"), TIME] + [TURN] * 6 + [{"type": "match_time_over"}],
        [1, 0, 1],
        A_WINS,
    ),
    "time at one game all": (
        [game("a"), game("b"), TIME] + [TURN] * 6 + [{"type": "match_time_over"}],
        [1, 1, 1],
        DRAW,
    ),
    "time in game one": ([TIME] + [TURN] * 6 + [{"type": "match_time_over"}], [0, 0, 1], DRAW),
    # no game even begun before time: a drawn match with no games, as 0-0-3
    "time before any game": (
        [TIME, {"type": "match_time_over", "in_game": False}],
        [0, 0, 3],
        DRAW,
    ),
}


@pytest.mark.parametrize("name", ENDINGS)
def test_every_match_ending_is_a_result_the_tournament_accepts(name):
    steps, report, points = ENDINGS[name]
    m = play(steps)
    assert m["over"] and m["report"]["result"] == report
    t = Session(random.Random(1))
    t.apply({"type": "tournament_create", "players": ["Ann", "Bob"]})
    t.apply({"type": "tournament_pair"})
    t.apply({"type": "tournament_result", "round": 1, "player": m["a"], **m["report"]})
    rows = {
        r["player"]: r["points"] for r in t.state()["session_features"]["tournament"]["standings"]
    }
    assert (rows["Ann"], rows["Bob"]) == points


def test_an_agreed_draw_keeps_the_games_for_the_game_win_tiebreakers():
    """2.4 with appendix C: Ann won the one game played before the draw was agreed; the
    match is a draw (1 point each), and Ann's game-win % counts that game."""
    t = Session(random.Random(1))
    t.apply({"type": "tournament_create", "players": ["Ann", "Bob"]})
    t.apply({"type": "tournament_pair"})
    t.apply(
        {
            "type": "tournament_result",
            "round": 1,
            "player": "Ann",
            "result": [1, 0, 0],
            "agreed_draw": True,
        }
    )
    tour = t.state()["session_features"]["tournament"]
    rows = {r["player"]: r for r in tour["standings"]}
    assert rows["Ann"]["draws"] == rows["Bob"]["draws"] == 1
    assert rows["Ann"]["gw"] == 1.0 and rows["Bob"]["gw"] == pytest.approx(0.33)
    assert tour["rounds"][0][0]["agreed_draw"] is True
    assert tour["event"]["rounds"][0][0]["agreed_draw"] is True
    # the event JSON with the mark imports back to the same standings
    again = Session(random.Random(1))
    again.apply({"type": "tournament_import", "event": tour["event"]})
    assert again.state()["session_features"]["tournament"]["standings"] == tour["standings"]


def test_the_first_reading_of_an_agreed_draw_still_replays():
    """Rules reading 2 dropped the leader's extra wins; a log of that reading keeps it."""
    m = play([game("a"), {"type": "match_agree_draw"}], rules=2)
    assert m["score"] == [0, 0, 0] and m["agreed_draw"] is False


def test_time_called_after_the_active_player_passed_counts_from_the_next_turn():
    """2.5: "If the active player had already shown the intent to pass the turn when time
    ran out, time counts as called in the opponent's next turn": the turn in progress is
    not turn 0; the opponent's next one is, then the 5 extra turns."""
    s = Session(random.Random(5))
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "clock_start", "at": 0})
    s.apply({"type": "clock_time_called", "at": 50 * 60_000})
    s.apply({"type": "clock_time_after_pass"})  # one tap: "they had passed"
    extra = s.state()["session_features"]["match"]["extra_turns"]
    assert extra == {"total": 5, "turn": -1, "remaining": 5, "finished": False, "passed": True}
    with pytest.raises(TE.TimeFromNextTurnAlready):
        s.apply({"type": "clock_time_after_pass"})  # once only
    for _ in range(6):  # the passed turn, then turn 0..4
        s.apply(TURN)
    extra = s.state()["session_features"]["match"]["extra_turns"]
    assert extra["turn"] == 5 and not extra["finished"] and extra["remaining"] == 0
    s.apply(TURN)
    assert s.state()["session_features"]["match"]["extra_turns"]["finished"]
    s.apply({"type": "match_time_over"})
    assert s.state()["session_features"]["match"]["report"]["result"] == [0, 0, 1]
    # the same, said when time is called; and refused once a turn has been counted
    s = Session(random.Random(5))
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "clock_time_called", "at": 1, "passed": True})
    assert s.state()["session_features"]["match"]["extra_turns"]["turn"] == -1
    s = Session(random.Random(5))
    s.apply({"type": "match_start", "a": "Ann", "b": "Bob", "chooser": "a"})
    s.apply({"type": "clock_time_called", "at": 1})
    s.apply(TURN)
    with pytest.raises(TE.ExtraTurnsCounted, match="turns have been counted"):
        s.apply({"type": "clock_time_after_pass"})

"""Undo, redo, the log, replay and the saved log format."""

import json

import pytest

from engine import Session
from engine import errors as E
from engine import log as L
from engine import session as session_module
from engine.rules import RULES


def play(n_adjustments=5):
    s = Session()
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    for i in range(n_adjustments):
        s.apply({"type": "adjust_life", "player": i % 2, "delta": -(i + 1)})
    return s


def test_undo_any_number_of_steps_and_redo():
    s = play()
    assert s.state()["players"][0]["life"] == 20 - 1 - 3 - 5
    s.apply({"type": "undo"})
    s.apply({"type": "undo", "steps": 2})
    assert [p["life"] for p in s.state()["players"]] == [19, 18]
    s.apply({"type": "redo", "steps": 3})
    assert [p["life"] for p in s.state()["players"]] == [11, 14]


def test_undo_back_past_new_game():
    s = play(1)
    s.apply({"type": "undo", "steps": 2})
    assert s.state()["players"] == [] and s.state()["games"] == []
    s.apply({"type": "redo"})
    assert [p["life"] for p in s.state()["players"]] == [20, 20]


def test_new_action_clears_redo():
    s = play(2)
    s.apply({"type": "undo"})
    s.apply({"type": "adjust_life", "player": 1, "delta": 4})
    assert not s.state()["can_redo"]
    with pytest.raises(E.NothingToRedo):
        s.apply({"type": "redo"})


def test_undo_then_redo_gives_back_the_same_roll():
    s = play(0)
    roll = s.apply({"type": "roll_dice", "sides": 1000, "count": 5})
    s.apply({"type": "undo"})
    s.apply({"type": "redo"})
    assert s.history()[-1]["action"] == roll


def test_history_is_readable_and_shows_undone_entries():
    s = play(3)
    s.apply({"type": "undo"})
    history = s.history()
    assert [h["undone"] for h in history] == [False, False, False, True]
    assert history[1]["names"] == ["Ann", "Bob"]
    assert history[-1]["action"] == {"type": "adjust_life", "player": 0, "delta": -3}


def test_undo_across_checkpoints(monkeypatch):
    monkeypatch.setattr(session_module, "CHECKPOINT_EVERY", 4)
    s = play(30)
    expected = Session.replay(s.log[:-7]).state()
    s.apply({"type": "undo", "steps": 7})
    ignore = {"log_length", "can_redo"}
    assert {k: v for k, v in s.state().items() if k not in ignore} == {
        k: v for k, v in expected.items() if k not in ignore
    }


def test_replaying_the_log_gives_the_same_session():
    s = play(4)
    s.apply({"type": "roll_dice", "sides": 20})
    s.apply({"type": "choose_first_player"})
    s.apply({"type": "undo"})
    s.apply({"type": "flip_coin", "count": 3})
    again = Session.replay(json.loads(json.dumps(s.log)))
    assert again.state() == s.state() and again.history() == s.history()


def test_truncate_forgets_a_record_that_was_not_stored():
    s = play(3)
    before = s.state()
    s.apply({"type": "adjust_life", "player": 0, "delta": -10})
    s.truncate(len(s.log) - 1)
    assert s.state() == before


def test_saved_log_round_trip():
    s = play(3)
    text = L.dump_lines(s)
    assert json.loads(text.splitlines()[0]) == {
        "format": "table-keeper-log",
        "version": 1,
        "rules": RULES,
    }
    assert L.replay_lines(text.splitlines()).state() == s.state()


def test_a_log_records_its_rules_reading_and_a_newer_one_is_refused_with_reason():
    """Issue 17, 6: a log keeps the rules reading it was played under; a header without one
    was played under reading 1; a reading this engine does not know is refused, never guessed."""
    s = play(2)
    lines = L.dump_lines(s).splitlines()
    assert (
        L.replay_lines(
            [json.dumps({"format": "table-keeper-log", "version": 1})] + lines[1:]
        ).table.rules
        == 1
    )
    newer = [json.dumps({"format": "table-keeper-log", "version": 1, "rules": 99})] + lines[1:]
    with pytest.raises(E.RulesReadingUnknown, match="rules reading 99"):
        L.replay_lines(newer)
    assert s.state()["rules_reading"] == RULES


def test_newer_log_version_refused_with_reason():
    with pytest.raises(E.LogFormatError, match="newer version"):
        L.parse_lines(['{"format": "table-keeper-log", "version": 99}'])


def test_older_log_version_is_migrated(monkeypatch):
    # A pretend format 1 -> 2 change: 'adjust_life' used to say 'amount'.
    monkeypatch.setattr(L, "LOG_VERSION", 2)
    monkeypatch.setitem(
        L.MIGRATIONS,
        1,
        lambda records: [
            {("delta" if k == "amount" else k): v for k, v in r.items()} for r in records
        ],
    )
    lines = [
        '{"format": "table-keeper-log", "version": 1}',
        '{"type": "new_game", "players": ["A", "B"]}',
        '{"type": "adjust_life", "player": 0, "amount": -4}',
    ]
    assert L.replay_lines(lines).state()["players"][0]["life"] == 16


def test_bad_lines_name_their_line_number():
    with pytest.raises(E.LogFormatError, match="line 2: not valid JSON"):
        L.replay_lines(['{"type": "new_game", "players": ["A"]}', "{oops"])
    with pytest.raises(E.LogFormatError, match="line 3: .*no player at seat 4"):
        L.replay_lines(
            [
                '{"type": "new_game", "players": ["A"]}',
                "",
                '{"type": "set_life", "player": 4, "life": 1}',
            ]
        )


def test_history_says_whose_turn_each_next_turn_began():
    """Issue 24 item 8: a Next turn line says whose turn begins; undone and redone, it still does."""
    s = Session()
    s.apply({"type": "new_game", "players": ["Ann", "Bob", "Cid"]})
    for _ in range(3):
        s.apply({"type": "next_turn"})
    assert [e["active"] for e in s.history() if e["action"]["type"] == "next_turn"] == [0, 1, 2]
    s.apply({"type": "undo"})
    s.apply({"type": "redo"})
    assert [e["active"] for e in s.history() if e["action"]["type"] == "next_turn"] == [0, 1, 2]


def test_a_new_game_over_a_running_one_says_the_old_one_ended():
    """Issue 24 item 9: the history shows that game 1 ended when game 2 began over it; a new
    game after a finished one says nothing of the kind."""
    s = Session()
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "end_game", "winner": 0})
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    assert [e.get("ended_game") for e in s.history() if e["action"]["type"] == "new_game"] == [
        None,
        1,
        None,
    ]
    s.apply({"type": "undo", "steps": 2})
    s.apply({"type": "redo", "steps": 2})
    assert [e.get("ended_game") for e in s.history() if e["action"]["type"] == "new_game"] == [
        None,
        1,
        None,
    ]

"""The event model: its JSON shape both ways, and every refusal with a clear message."""

import json

import pytest

from engine.errors import EngineError, ImportFormatError, InvalidField, RuleViolation
from engine.tournament.errors import (
    BadMatchResult,
    DroppedPlayerPaired,
    EventFormatError,
    InvalidEvent,
    PlayerMissingFromRound,
    PlayerTwiceInRound,
    RoundNotFinished,
    UnknownEventPlayer,
)
from engine.tournament.event import (
    Event,
    Match,
    check_event,
    dump_event,
    event_from_json,
    load_event,
)

SAMPLE = {
    "players": ["Ann", "Bob", "Cid", "Dan"],
    "rounds": [
        [
            {"a": "Ann", "b": "Bob", "result": [2, 1, 0]},
            {"a": "Cid", "b": "Dan", "result": [0, 0, 3]},
        ],
        [{"a": "Ann", "b": "Cid", "result": [1, 1, 1]}, {"a": "Bob", "b": None}],
    ],
    "dropped": {"Dan": 1},
}


def test_round_trip_of_the_json_shape():
    loaded = load_event(json.dumps(SAMPLE))
    assert loaded.rounds[0][0] == Match("Ann", "Bob", (2, 1, 0))
    assert loaded.rounds[1][1].is_bye and loaded.rounds[1][1].score == (2, 0, 0)
    assert json.loads(dump_event(loaded)) == SAMPLE
    assert loaded.active_players() == ["Ann", "Bob", "Cid"]


def test_rounds_and_dropped_may_be_omitted_and_a_bye_may_say_2_0():
    loaded = event_from_json(
        {
            "players": ["Ann", "Bob", "Cid"],
            "rounds": [[{"a": "Ann", "b": "Bob"}, {"a": "Cid", "b": None, "result": [2, 0, 0]}]],
        }
    )
    assert loaded.rounds[0][1] == Match("Cid", None)
    assert not loaded.rounds[0][0].finished and loaded.finished_rounds == 0
    assert event_from_json({"players": ["Ann"]}).rounds == ()


def test_match_winner():
    assert Match("A", "B", (2, 1, 0)).winner == "A"
    assert Match("A", "B", (0, 2, 1)).winner == "B"
    assert Match("A", "B", (1, 1, 1)).winner is None
    assert Match("A", None).winner == "A"


def refuse(data, error, *words):
    with pytest.raises(error) as caught:
        event_from_json(data)
    for word in words:
        assert word in caught.value.message
    assert isinstance(caught.value, EngineError)
    return caught.value


def with_round(*matches, players=("Ann", "Bob", "Cid", "Dan"), dropped=None):
    data = {"players": list(players), "rounds": [list(matches)]}
    if dropped is not None:
        data["dropped"] = dropped
    return data


def test_shape_errors():
    refuse([], EventFormatError, "object")
    refuse({}, EventFormatError, "players")
    refuse({"players": "Ann"}, EventFormatError, "list of names")
    refuse({"players": ["A"], "rounds": {}}, EventFormatError, "rounds")
    refuse({"players": ["A"], "dropped": []}, EventFormatError, "dropped")
    refuse({"players": ["A"], "extra": 1}, EventFormatError, "'extra'")
    refuse(with_round({"a": "Ann"}), EventFormatError, "round 1, match 1", "'b'")
    refuse(with_round({"a": 3, "b": "Bob"}), EventFormatError, "'a'")
    refuse(with_round({"a": "Ann", "b": "Bob", "score": [2, 0, 0]}), EventFormatError, "'score'")
    assert issubclass(EventFormatError, ImportFormatError)
    with pytest.raises(EventFormatError, match="not JSON"):
        load_event("{players")


def test_unknown_player():
    error = refuse(
        with_round(
            {"a": "Ann", "b": "Zed", "result": [2, 0, 0]},
            {"a": "Cid", "b": "Dan", "result": [2, 0, 0]},
        ),
        UnknownEventPlayer,
        "round 1, match 1",
        "'Zed'",
    )
    assert error.code == "unknown_event_player" and error.details["player"] == "Zed"
    refuse({"players": ["Ann"], "dropped": {"Zed": 0}}, UnknownEventPlayer, "dropped")


def test_player_twice_in_a_round_or_against_themself():
    refuse(
        with_round(
            {"a": "Ann", "b": "Bob", "result": [2, 0, 0]},
            {"a": "Cid", "b": "Ann", "result": [2, 0, 0]},
            {"a": "Dan", "b": None},
        ),
        PlayerTwiceInRound,
        "round 1",
        "'Ann' is paired twice",
    )
    refuse(with_round({"a": "Ann", "b": "Ann"}, players=("Ann",)), PlayerTwiceInRound, "themself")
    refuse({"players": ["Ann", "Ann"]}, InvalidEvent, "listed twice")
    refuse({"players": [" "]}, InvalidEvent, "empty")


def test_bad_results():
    for bad in ([2, 1], [2, -1, 0], [2, 1.5, 0], "2-1", [True, 0, 0], [2, 0, 0, 0]):
        refuse(
            with_round(
                {"a": "Ann", "b": "Bob", "result": bad},
                {"a": "Cid", "b": "Dan", "result": [2, 0, 0]},
            ),
            BadMatchResult,
            "round 1, match 1",
            "three whole numbers",
        )
    refuse(
        with_round(
            {"a": "Ann", "b": "Bob", "result": [2, 0, 0]},
            {"a": "Cid", "b": None, "result": [2, 1, 0]},
            players=("Ann", "Bob", "Cid"),
        ),
        BadMatchResult,
        "bye",
    )
    assert issubclass(BadMatchResult, InvalidField)


def test_results_held_to_games_to_win_when_asked():
    loaded = event_from_json(
        with_round(
            {"a": "Ann", "b": "Bob", "result": [3, 0, 0]},
            {"a": "Cid", "b": "Dan", "result": [2, 2, 0]},
        )
    )
    with pytest.raises(BadMatchResult, match="match to 2 wins"):
        check_event(loaded, games_to_win=2)
    check_event(loaded, games_to_win=3)


def test_dropped_players():
    refuse(
        with_round(
            {"a": "Ann", "b": "Bob", "result": [2, 0, 0]},
            {"a": "Cid", "b": "Dan", "result": [2, 0, 0]},
            dropped={"Dan": 0},
        ),
        DroppedPlayerPaired,
        "'Dan' left after round 0",
    )
    refuse(
        with_round(
            {"a": "Ann", "b": "Bob", "result": [2, 0, 0]},
            {"a": "Cid", "b": "Dan", "result": [2, 0, 0]},
            dropped={"Dan": 2},
        ),
        InvalidEvent,
        "only 1 rounds exist",
    )
    refuse({"players": ["Ann"], "dropped": {"Ann": -1}}, InvalidEvent, "round number")
    refuse({"players": ["Ann"], "dropped": {"Ann": "1"}}, InvalidEvent, "round number")


def test_everyone_still_in_plays_every_round():
    refuse(
        with_round({"a": "Ann", "b": "Bob", "result": [2, 0, 0]}),
        PlayerMissingFromRound,
        "round 1",
        "'Cid' is neither paired nor given the bye",
    )
    fine = with_round(
        {"a": "Ann", "b": "Bob", "result": [2, 0, 0]}, {"a": "Cid", "b": None}, dropped={"Dan": 0}
    )
    assert event_from_json(fine).participants() == ["Ann", "Bob", "Cid"]


def test_only_the_last_round_may_be_unfinished():
    data = {
        "players": ["Ann", "Bob"],
        "rounds": [[{"a": "Ann", "b": "Bob"}], [{"a": "Ann", "b": "Bob"}]],
    }
    error = refuse(data, RoundNotFinished, "round 1")
    assert isinstance(error, RuleViolation)


def test_building_an_event_step_by_step():
    start = Event(("Ann", "Bob", "Cid"))
    paired = start.with_round([Match("Ann", "Bob"), Match("Cid", None)])
    scored = paired.with_result(1, "Bob", [1, 2, 0])
    assert scored.rounds[0][0].result == (2, 1, 0)  # given from Bob's side
    left = scored.with_drop("Cid")
    assert left.dropped == {"Cid": 1} and left.active_players() == ["Ann", "Bob"]
    with pytest.raises(UnknownEventPlayer):
        paired.with_result(1, "Cid", [2, 0, 0])  # a bye has no result to enter
    with pytest.raises(InvalidEvent):
        paired.with_result(2, "Ann", [2, 0, 0])
    with pytest.raises(BadMatchResult):
        paired.with_result(1, "Ann", [2, 0])
    with pytest.raises(PlayerMissingFromRound):
        start.with_round([Match("Ann", "Bob")])

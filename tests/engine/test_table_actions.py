"""Every core action, and every way it can be refused with the state left as it was."""

import json

import pytest

from engine import Session
from engine import errors as E


def start(players=("Ann", "Bob"), **extra):
    session = Session()
    session.apply({"type": "new_game", "players": list(players), **extra})
    return session


def life(session, seat):
    return session.state()["players"][seat]["life"]


def test_new_game_defaults_to_twenty_life_and_seats_in_order():
    s = start(["Ann", "Bob", "Cid"])
    state = s.state()
    assert [p["name"] for p in state["players"]] == ["Ann", "Bob", "Cid"]
    assert [p["life"] for p in state["players"]] == [20, 20, 20]
    assert state["format"] == "casual" and state["turn"] == 0


@pytest.mark.parametrize(
    "fmt, expected",
    [("commander", 40), ("two_headed_giant", 30), ("conspiracy", 20), ("hells_half_draft", 20)],
)
def test_format_sets_starting_life(fmt, expected):
    s = start(["A", "B", "C", "D"], format=fmt)
    assert life(s, 0) == expected


def test_any_starting_life():
    assert life(start(starting_life=7), 1) == 7


def test_adjust_and_set_life():
    s = start()
    s.apply({"type": "adjust_life", "player": 0, "delta": -3})
    s.apply({"type": "adjust_life", "player": 1, "delta": 5})
    assert (life(s, 0), life(s, 1)) == (17, 25)
    s.apply({"type": "set_life", "player": 0, "life": -2})
    assert life(s, 0) == -2
    assert s.state()["players"][0]["losing"] == ["life"]


def test_two_headed_giant_team_shares_life_and_poison():
    s = start(["A", "B", "C", "D"], format="two_headed_giant")
    s.apply({"type": "adjust_life", "player": 1, "delta": -4})
    s.apply({"type": "adjust_counter", "player": 0, "counter": "poison", "delta": 2})
    players = s.state()["players"]
    assert [p["life"] for p in players] == [26, 26, 30, 30]
    assert [p["counters"]["poison"] for p in players] == [2, 2, 0, 0]
    assert [p["team"] for p in players] == [0, 0, 1, 1]


def test_two_headed_giant_explicit_teams_and_turn_order():
    s = start(["A", "B", "C", "D"], format="two_headed_giant", teams=[[0, 2], [1, 3]])
    assert [p["team"] for p in s.state()["players"]] == [0, 1, 0, 1]
    s.apply({"type": "next_turn"})
    assert s.state()["active_player"] == 0
    s.apply({"type": "next_turn"})
    assert s.state()["active_player"] == 1
    s.apply({"type": "next_turn"})
    assert s.state()["active_player"] == 0


def test_two_headed_giant_needs_two_teams():
    with pytest.raises(E.InvalidTeams):
        start(["A", "B"], format="two_headed_giant")


@pytest.mark.parametrize("teams", [[[0, 1], [1, 2]], [[0, 1, 2], [3]], [[0, 1]]])
def test_bad_teams_refused(teams):
    with pytest.raises(E.InvalidTeams):
        start(["A", "B", "C", "D"], format="two_headed_giant", teams=teams)


def test_teams_refused_outside_team_formats():
    with pytest.raises(E.InvalidTeams):
        start(["A", "B"], teams=[[0], [1]])


def test_counters_standard_and_custom():
    s = start()
    s.apply({"type": "adjust_counter", "player": 1, "counter": "energy", "delta": 3})
    s.apply({"type": "adjust_counter", "player": 1, "counter": "Rad", "delta": 2})
    s.apply({"type": "adjust_counter", "player": 1, "counter": "poison", "delta": 10})
    counters = s.state()["players"][1]["counters"]
    assert counters == {"poison": 10, "energy": 3, "experience": 0, "Rad": 2}
    assert s.state()["players"][1]["losing"] == ["poison"]


def test_counter_never_below_zero():
    s = start()
    with pytest.raises(E.CounterBelowZero) as refusal:
        s.apply({"type": "adjust_counter", "player": 0, "counter": "poison", "delta": -1})
    assert "cannot go below 0" in refusal.value.message


def test_commander_damage_changes_life_and_marks_lethal():
    s = start(["A", "B", "C"], format="commander")
    s.apply({"type": "commander_damage", "player": 2, "source": 0, "delta": 21})
    p = s.state()["players"][2]
    assert p["commander_damage"] == [21, 0, None]
    assert p["life"] == 19
    assert p["losing"] == ["commander:0"]
    s.apply(
        {"type": "commander_damage", "player": 2, "source": 1, "delta": 2, "affect_life": False}
    )
    assert s.state()["players"][2]["life"] == 19


def test_commander_damage_from_oneself_refused():
    s = start(format="commander")
    with pytest.raises(E.UnknownPlayer):
        s.apply({"type": "commander_damage", "player": 1, "source": 1, "delta": 2})


def test_designations():
    s = start(["A", "B", "C"])
    s.apply({"type": "set_designation", "designation": "monarch", "player": 1})
    s.apply({"type": "set_designation", "designation": "initiative", "player": 2})
    s.apply({"type": "set_designation", "designation": "citys_blessing", "player": 0})
    players = s.state()["players"]
    assert [p["monarch"] for p in players] == [False, True, False]
    assert [p["initiative"] for p in players] == [False, False, True]
    assert [p["citys_blessing"] for p in players] == [True, False, False]
    s.apply({"type": "set_designation", "designation": "monarch", "player": 2})
    s.apply({"type": "set_designation", "designation": "initiative", "player": None})
    assert s.state()["designations"] == {"monarch": 2, "initiative": None}


def test_turns_and_steps():
    s = start(["A", "B", "C"])
    for expected in (0, 1, 2, 0):
        s.apply({"type": "next_turn"})
        assert s.state()["active_player"] == expected
    assert s.state()["turn"] == 4 and s.state()["step"] == "untap"
    s.apply({"type": "set_step", "step": "draw"})
    assert s.state()["step"] == "draw"
    with pytest.raises(E.InvalidField):
        s.apply({"type": "set_step", "step": "lunch"})


def test_dice_coin_and_first_player_are_recorded():
    s = start(["A", "B", "C"])
    roll = s.apply({"type": "roll_dice", "sides": 20, "count": 3})
    assert len(roll["results"]) == 3 and all(1 <= r <= 20 for r in roll["results"])
    coin = s.apply({"type": "flip_coin"})
    assert coin["results"][0] in ("heads", "tails")
    first = s.apply({"type": "choose_first_player"})
    assert s.state()["active_player"] == first["result"]
    assert s.state()["turn"] == 1


def test_a_physical_roll_is_checked():
    s = start()
    assert s.apply({"type": "roll_dice", "sides": 6, "results": [4]})["results"] == [4]
    with pytest.raises(E.InvalidField):
        s.apply({"type": "roll_dice", "sides": 6, "results": [7]})
    with pytest.raises(E.InvalidField):
        s.apply({"type": "roll_dice", "sides": 6, "count": 2, "results": [1]})


def test_end_game_then_actions_refused_until_new_game():
    s = start()
    s.apply({"type": "end_game", "winner": 1})
    assert s.state()["over"] and s.state()["winner"] == 1
    with pytest.raises(E.GameOver):
        s.apply({"type": "adjust_life", "player": 0, "delta": -1})
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    assert [g["number"] for g in s.state()["games"]] == [1, 2]
    assert life(s, 0) == 20


def test_new_game_while_running_ends_the_previous_one():
    s = start()
    s.apply({"type": "new_game", "players": ["Cid", "Dan"]})
    assert s.state()["games"][0]["over"] and s.state()["games"][0]["winner"] is None


@pytest.mark.parametrize(
    "action, error",
    [
        ([1, 2], E.MalformedAction),
        ({"delta": 1}, E.MalformedAction),
        ({"type": 3}, E.MalformedAction),
        ({"type": "teleport"}, E.UnknownActionType),
        ({"type": "adjust_life", "player": 0}, E.MissingField),
        ({"type": "adjust_life", "player": 0, "delta": 1, "x": 1}, E.UnexpectedField),
        ({"type": "adjust_life", "player": 0, "delta": "3"}, E.InvalidField),
        ({"type": "adjust_life", "player": 0, "delta": True}, E.InvalidField),
        ({"type": "adjust_life", "player": 0, "delta": 0}, E.InvalidField),
        ({"type": "adjust_life", "player": 5, "delta": 1}, E.UnknownPlayer),
        ({"type": "adjust_life", "player": -1, "delta": 1}, E.InvalidField),
        ({"type": "set_life", "player": 0, "life": 1.5}, E.InvalidField),
        ({"type": "new_game", "players": []}, E.InvalidField),
        ({"type": "new_game", "players": ["A"] * 9}, E.InvalidField),
        ({"type": "new_game", "players": ["Ann", "ann"]}, E.InvalidField),
        ({"type": "new_game", "players": ["Ann", "  "]}, E.InvalidField),
        ({"type": "new_game", "players": ["A", "B"], "starting_life": 0}, E.InvalidField),
        ({"type": "new_game", "players": ["A", "B"], "format": "vintage"}, E.InvalidField),
        (
            {"type": "set_designation", "designation": "citys_blessing", "player": None},
            E.InvalidField,
        ),
        ({"type": "end_game", "winner": 4}, E.UnknownPlayer),
        ({"type": "undo", "steps": 99}, E.NothingToUndo),
        ({"type": "redo"}, E.NothingToRedo),
    ],
)
def test_refusals_are_specific_and_change_nothing(action, error):
    s = start()
    s.apply({"type": "adjust_life", "player": 0, "delta": -1})
    before = json.dumps(s.state(), sort_keys=True), list(s.log), s.history()
    with pytest.raises(error) as refusal:
        s.apply(action)
    assert refusal.value.message and refusal.value.to_json()["error"] == error.code
    assert (json.dumps(s.state(), sort_keys=True), list(s.log), s.history()) == before


def test_actions_need_a_game():
    with pytest.raises(E.NoGame):
        Session().apply({"type": "adjust_life", "player": 0, "delta": 1})
    state = Session().state()
    assert state["players"] == [] and not state["can_undo"]


def test_recorded_action_decodes_to_itself():
    s = start()
    record = s.apply({"type": "roll_dice", "sides": 8, "count": 2})
    assert s.apply(record) == record

"""Concessions and the trackers a table asks for (issue 14, items 3 and 4)."""

from __future__ import annotations

import pytest

from engine import Session
from engine import errors as E


def game(players=("Ann", "Bob", "Cid"), **extra) -> Session:
    s = Session()
    s.apply({"type": "new_game", "players": list(players), **extra})
    return s


def test_a_conceded_player_is_out_and_undo_brings_them_back():
    """104.3a: a player may concede; the table shows them out until undo takes it back."""
    s = game()
    s.apply({"type": "concede", "player": 1})
    p = s.state()["players"][1]
    assert p["out"] and p["conceded"] and "conceded" in p["losing"]
    assert s.state()["standing"] == [0, 2]
    with pytest.raises(E.AlreadyOut):
        s.apply({"type": "concede", "player": 1})
    s.apply({"type": "undo"})
    assert s.state()["players"][1]["out"] is False


def test_the_last_player_standing_is_named_and_none_once_the_game_ended():
    s = game()
    s.apply({"type": "concede", "player": 0})
    assert s.state()["last_standing"] is None
    s.apply({"type": "adjust_counter", "player": 2, "counter": "poison", "delta": 10})  # 104.3d
    assert s.state()["last_standing"] == 1
    s.apply({"type": "end_game", "winner": 1})
    assert s.state()["last_standing"] is None


def test_in_two_headed_giant_the_last_team_standing_counts():
    """810.8a: a team loses together: when one team is left, its first seat is named."""
    s = game(("A", "B", "C", "D"), format="two_headed_giant")
    s.apply({"type": "concede", "player": 3})
    assert s.state()["standing"] == [0, 1]
    assert s.state()["last_standing"] == 0


def test_a_single_player_game_never_offers_to_end():
    assert game(("Solo",)).state()["last_standing"] is None


def test_storm_counts_this_turn_only_and_never_goes_below_zero():
    """702.40a: storm counts the spells cast before it this turn."""
    s = game()
    s.apply({"type": "adjust_storm", "delta": 3})
    assert s.state()["storm"] == 3
    with pytest.raises(E.CounterBelowZero):
        s.apply({"type": "adjust_storm", "delta": -4})
    s.apply({"type": "next_turn"})
    assert s.state()["storm"] == 0


def test_day_and_night():
    """726.2: once it is day or night it stays one of them for the rest of the game."""
    s = game()
    assert s.state()["day_night"] is None
    s.apply({"type": "set_day_night", "value": "day"})
    with pytest.raises(E.InvalidField):
        s.apply({"type": "set_day_night", "value": "day"})
    s.apply({"type": "set_day_night", "value": "night"})
    assert s.state()["day_night"] == "night"


def test_the_ring_tempts_up_to_level_four():
    """701.52: each time the Ring tempts you, choose a Ring-bearer; its abilities grow to four."""
    s = game()
    for _ in range(6):
        s.apply({"type": "ring_tempts", "player": 0})
    assert s.state()["players"][0]["ring"] == 4


def test_speed_from_one_to_four():
    """702.179: speed starts at 1 with Start your engines! and cannot go above 4."""
    s = game()
    s.apply({"type": "set_speed", "player": 2, "speed": 1})
    with pytest.raises(E.InvalidField):
        s.apply({"type": "set_speed", "player": 2, "speed": 5})
    with pytest.raises(E.InvalidField):
        s.apply({"type": "set_speed", "player": 2, "speed": 1})
    s.apply({"type": "set_speed", "player": 2, "speed": 4})
    assert s.state()["players"][2]["speed"] == 4


def test_venture_keeps_the_dungeon_and_room_until_completed():
    """309.5: venture into the dungeon moves the venture marker to the next room."""
    s = game()
    s.apply(
        {"type": "venture", "player": 0, "dungeon": "tomb_of_annihilation", "room": "Trapped Entry"}
    )
    assert s.state()["players"][0]["dungeon"] == {
        "name": "tomb_of_annihilation",
        "room": "Trapped Entry",
    }
    s.apply({"type": "venture", "player": 0, "dungeon": "tomb_of_annihilation", "room": None})
    assert s.state()["players"][0]["dungeon"] is None
    s.apply({"type": "undo"})
    assert s.state()["players"][0]["dungeon"]["room"] == "Trapped Entry"


def test_rad_counters_are_a_named_counter():
    s = game()
    s.apply({"type": "adjust_counter", "player": 1, "counter": "rad", "delta": 3})
    assert s.state()["players"][1]["counters"]["rad"] == 3


# --- commander play in full (issue 14, item 2) ------------------------------------------------


def commander(players=("Ann", "Bob", "Cid")) -> Session:
    return game(players, format="commander")


def test_commander_tax_counts_casts_from_the_command_zone_per_commander():
    """903.8: each previous cast from the command zone adds {2}."""
    s = commander()
    s.apply({"type": "commander_cast", "player": 0})
    s.apply({"type": "commander_cast", "player": 0})
    assert s.state()["players"][0]["commander_tax"] == [4]
    with pytest.raises(E.InvalidField, match="one commander"):
        s.apply({"type": "commander_cast", "player": 0, "commander": 2})
    s.apply({"type": "set_partner", "player": 0})
    s.apply({"type": "commander_cast", "player": 0, "commander": 2})
    assert s.state()["players"][0]["commander_tax"] == [4, 2]
    s.apply({"type": "commander_cast", "player": 0, "commander": 2, "delta": -1})
    with pytest.raises(E.CounterBelowZero):
        s.apply({"type": "commander_cast", "player": 0, "commander": 2, "delta": -1})


def test_partners_deal_commander_damage_each_on_its_own_count():
    """903.10a: 21 combat damage from the same commander; partners are two commanders."""
    s = commander()
    s.apply({"type": "set_partner", "player": 1})
    s.apply({"type": "commander_damage", "player": 0, "source": 1, "delta": 15})
    s.apply(
        {
            "type": "commander_damage",
            "player": 0,
            "source": 1,
            "delta": 15,
            "commander": 2,
            "affect_life": False,
        }
    )
    p = s.state()["players"][0]
    assert p["commander_damage"][1] == 15 and p["partner_damage"][1] == 15 and p["losing"] == []
    assert p["life"] == 40 - 15
    s.apply({"type": "commander_damage", "player": 0, "source": 1, "delta": 6, "commander": 2})
    assert s.state()["players"][0]["losing"] == ["commander:1:2"]
    with pytest.raises(E.InvalidField, match="one commander"):
        s.apply({"type": "commander_damage", "player": 1, "source": 2, "delta": 1, "commander": 2})


def test_no_commander_tax_outside_commander():
    s = game()
    with pytest.raises(E.RuleViolation, match="without commanders"):
        s.apply({"type": "commander_cast", "player": 0})


def test_seats_take_colours_from_the_palette_at_the_start_and_later():
    s = game(colors=["red", "teal", None])
    assert [p["color"] for p in s.state()["players"]] == ["red", "teal", None]
    s.apply({"type": "set_color", "player": 2, "color": "purple"})
    assert s.state()["players"][2]["color"] == "purple"
    with pytest.raises(E.InvalidField):
        s.apply({"type": "set_color", "player": 2, "color": "chartreuse"})
    with pytest.raises(E.InvalidField, match="2 colours for 3 players"):
        s.apply({"type": "new_game", "players": ["A", "B", "C"], "colors": ["red", "blue"]})


def test_the_game_and_turn_timers_come_from_the_times_the_app_stamped():
    """Issue 14, item 5: the timers run from recorded wall-clock times, so a reload or a
    locked screen changes nothing; undo takes a turn's start back with the turn."""
    s = Session()
    s.apply({"type": "new_game", "players": ["A", "B"], "at": 1_000_000})
    assert (s.state()["started_at"], s.state()["turn_started_at"]) == (1_000_000, 1_000_000)
    s.apply({"type": "next_turn", "at": 1_060_000})
    assert s.state()["turn_started_at"] == 1_060_000
    s.apply({"type": "undo"})
    assert s.state()["turn_started_at"] == 1_000_000
    s.apply({"type": "next_turn"})  # a log from before the stamps: no turn time
    assert s.state()["turn_started_at"] is None and s.state()["started_at"] == 1_000_000

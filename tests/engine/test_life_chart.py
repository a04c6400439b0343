"""The life chart's series (issue 14, item 6): every player's life over the turns of the
current game, from the log, following undo."""

from __future__ import annotations

from engine import Session
from engine.life_chart import life_series


def game(*actions, players=("Ann", "Bob")):
    s = Session()
    s.apply({"type": "new_game", "players": list(players)})
    for a in actions:
        s.apply(a)
    return s


def life(player, delta):
    return {"type": "adjust_life", "player": player, "delta": delta}


TURN = {"type": "next_turn"}


def test_a_point_per_turn_with_the_start_first():
    s = game(TURN, life(1, -3), life(1, -2), TURN, life(0, -4), TURN)
    series = life_series(s)
    assert series["turns"] == [0, 1, 2, 3]
    assert [p["life"] for p in series["players"]] == [[20, 20, 16, 16], [20, 15, 15, 15]]
    assert [p["name"] for p in series["players"]] == ["Ann", "Bob"]


def test_changes_before_the_first_turn_count_toward_turn_one_and_undo_is_followed():
    s = game(life(0, -1), TURN, life(0, -5))
    assert life_series(s)["players"][0]["life"] == [20, 14]
    s.apply({"type": "undo"})
    assert life_series(s)["players"][0]["life"] == [20, 19]


def test_only_the_current_game_and_none_before_any():
    assert life_series(Session()) is None
    s = game(life(0, -10), TURN)
    s.apply({"type": "new_game", "players": ["Cid", "Dan", "Eve"]})
    series = life_series(s)
    assert series["turns"] == [0] and [p["name"] for p in series["players"]] == [
        "Cid",
        "Dan",
        "Eve",
    ]


def test_a_team_shares_its_life():
    s = Session()
    s.apply(
        {
            "type": "new_game",
            "players": ["A", "B", "C", "D"],
            "format": "two_headed_giant",
            "teams": [[0, 1], [2, 3]],
        }
    )
    s.apply(life(0, -4))
    series = life_series(s)
    assert series["players"][0]["life"] == series["players"][1]["life"] == [30, 26]

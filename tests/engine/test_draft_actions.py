"""The draft actions (CR 905, Tournament Rules 7.7, 8.5, 9.7, appendix B): every action and
refusal, the views the app renders, hidden agendas kept private, replay and undo/redo."""

import copy
import json
import random

import pytest

from engine import Session
from engine import errors as E
from engine.draft.state import private_view

SEATS = ["Ann", "Bob", "Cid", "Dan"]


def setup(seats=SEATS, **extra):
    session = Session(random.Random(5))
    session.apply({"type": "draft_setup", "seats": list(seats), **extra})
    return session


def draft(session):
    return session.state()["session_features"]["draft"]


def refused(session, action, error=E.EngineError):
    before = json.dumps([session.state(), session.log])
    with pytest.raises(error) as caught:
        session.apply(action)
    assert json.dumps([session.state(), session.log]) == before
    return caught.value


def all_picked(session, times=1):
    for _ in range(times):
        session.apply({"type": "draft_pick"})


# --- set-up -------------------------------------------------------------------------------------


def test_setup_defaults_and_first_pick_view():
    d = draft(setup())
    assert (d["style"], d["packs"], d["pack_size"], d["timer"]) == ("booster", 3, 15, True)
    assert (d["phase"], d["round"], d["pick"], d["direction"]) == ("pick", 1, 1, "left")
    assert d["cards_left"] == 15 and d["seconds"] == 40 and d["timed"] is True
    assert d["review_seconds"] == 60
    assert d["passing"] == [
        {"from": 0, "to": 1},
        {"from": 1, "to": 2},
        {"from": 2, "to": 3},
        {"from": 3, "to": 0},
    ]
    assert [s["holds_pack_of"] for s in d["seats"]] == [0, 1, 2, 3]
    assert d["waiting_for"] == [0, 1, 2, 3]
    assert (d["picks_done"], d["picks_total"]) == (0, 45)
    assert d["private"] == {}


def test_setup_options_and_two_headed_giant_default_six_packs():
    d = draft(setup(["T1", "T2", "T3", "T4"], style="two_headed_giant", pack_size=14, timer=False))
    assert (d["packs"], d["cards_per_pick"], d["picks_per_pack"]) == (6, 2, 7)
    assert d["seconds"] == 50 and d["timed"] is False
    d = draft(setup(packs=2, pack_size=10))
    assert (d["packs"], d["pack_size"], d["seconds"], d["picks_total"]) == (2, 10, 25, 20)


@pytest.mark.parametrize(
    "action, error",
    [
        ({"type": "draft_setup", "seats": ["Ann"]}, E.InvalidField),
        ({"type": "draft_setup", "seats": ["Ann", "ann"]}, E.InvalidField),
        ({"type": "draft_setup", "seats": ["A", "B"], "style": "winston"}, E.InvalidField),
        ({"type": "draft_setup", "seats": ["A", "B"], "packs": 0}, E.InvalidField),
        ({"type": "draft_setup", "seats": ["A", "B"], "pack_size": 31}, E.InvalidField),
        ({"type": "draft_setup", "seats": [f"P{i}" for i in range(9)]}, E.InvalidField),
        ({"type": "draft_pick"}, E.RuleViolation),
        ({"type": "draft_note", "seat": 0, "card": "x", "value": "3"}, E.RuleViolation),
    ],
)
def test_setup_refusals_and_actions_without_a_draft(action, error):
    refused(Session(), action, error)


def test_a_second_draft_waits_for_the_first_to_end():
    s = setup()
    refused(s, {"type": "draft_setup", "seats": ["X", "Y"]}, E.RuleViolation)
    s.apply({"type": "draft_finish"})
    s.apply({"type": "draft_setup", "seats": ["X", "Y"]})
    assert [seat["name"] for seat in draft(s)["seats"]] == ["X", "Y"]


# --- picking and passing ----------------------------------------------------------------------------


def test_each_seat_picks_then_the_packs_pass():
    s = setup()
    s.apply({"type": "draft_pick", "seat": 2, "at": 1000})
    d = draft(s)
    assert d["pick"] == 1 and d["waiting_for"] == [0, 1, 3] and d["seats"][2]["picked"]
    refused(s, {"type": "draft_pick", "seat": 2}, E.RuleViolation)
    refused(s, {"type": "draft_pick", "seat": 4}, E.UnknownPlayer)
    for seat in (0, 1, 3):
        s.apply({"type": "draft_pick", "seat": seat, "at": 2000})
    d = draft(s)
    assert (d["pick"], d["cards_left"], d["seconds"], d["started_at"]) == (2, 14, 40, 2000)
    # left: each seat now holds the pack of the seat on its right
    assert [seat["holds_pack_of"] for seat in d["seats"]] == [3, 0, 1, 2]
    assert d["waiting_for"] == [0, 1, 2, 3]


def test_pick_times_follow_appendix_b_and_the_last_card_has_none():
    s = setup()
    seen = []
    for _ in range(15):
        d = draft(s)
        seen.append((d["cards_left"], d["seconds"]))
        all_picked(s)
    assert seen == [
        (15, 40),
        (14, 40),
        (13, 35),
        (12, 30),
        (11, 25),
        (10, 25),
        (9, 20),
        (8, 20),
        (7, 15),
        (6, 10),
        (5, 10),
        (4, 5),
        (3, 5),
        (2, 5),
        (1, None),
    ]
    d = draft(s)
    assert d["phase"] == "review" and d["seconds"] == 60 and d["timed"]
    assert d["waiting_for"] == [] and d["cards_left"] is None
    refused(s, {"type": "draft_pick"}, E.RuleViolation)


def test_rounds_pass_left_right_left_with_reviews_of_60_then_90():
    s = setup()
    directions, reviews = [], []
    for round_number in (1, 2, 3):
        d = draft(s)
        assert d["round"] == round_number and d["pick"] == 1
        directions.append(d["direction"])
        if round_number == 2:
            assert [x["passes_to"] for x in d["seats"]] == [3, 0, 1, 2]
            all_picked(s)
            assert [x["holds_pack_of"] for x in draft(s)["seats"]] == [1, 2, 3, 0]
            all_picked(s, 14)
        else:
            all_picked(s, 15)
        d = draft(s)
        if round_number < 3:
            reviews.append(d["seconds"])
            s.apply({"type": "draft_continue", "at": 5})
    assert directions == ["left", "right", "left"]
    assert reviews == [60, 90]
    d = draft(s)
    assert d["done"] and d["phase"] == "done" and d["direction"] is None
    assert d["picks_done"] == d["picks_total"] == 45
    refused(s, {"type": "draft_continue"}, E.RuleViolation)
    refused(s, {"type": "draft_finish"}, E.RuleViolation)


def test_a_stale_step_is_refused_so_a_double_tap_does_not_skip_a_pick():
    s = setup()
    step = draft(s)["step"]
    s.apply({"type": "draft_pick", "step": step})
    refused(s, {"type": "draft_pick", "step": step}, E.RuleViolation)
    all_picked(s, 14)
    step = draft(s)["step"]
    refused(s, {"type": "draft_continue", "step": step - 1}, E.RuleViolation)
    s.apply({"type": "draft_continue", "step": step})
    assert draft(s)["round"] == 2


def test_continue_only_in_a_review():
    s = setup()
    refused(s, {"type": "draft_continue"}, E.RuleViolation)


def test_two_headed_giant_teams_take_two_cards_a_turn():
    s = setup(["T1", "T2"], style="two_headed_giant", pack_size=15, packs=2)
    seen = []
    for _ in range(8):
        d = draft(s)
        seen.append((d["cards_left"], d["seconds"]))
        all_picked(s)
    assert seen == [(15, 50), (13, 45), (11, 40), (9, 30), (7, 20), (5, 10), (3, 5), (1, None)]
    assert draft(s)["phase"] == "review" and draft(s)["seconds"] == 60


def test_rochester_order_follows_the_horseshoe_of_rule_8_5():
    # the seed's example: six seats, the active player (opener) is seat 1
    s = setup(["1A", "1B", "1C", "2A", "2B", "2C"], style="rochester")
    d = draft(s)
    assert d["phase"] == "look" and d["seconds"] == 20 and d["rochester"]["opener"] == 0
    # walk to the second pack of round 1, opened by seat 1 as in the example
    s.apply({"type": "draft_continue"})
    for _ in range(15):
        s.apply({"type": "draft_pick"})
    assert draft(s)["rochester"]["opener"] == 1 and draft(s)["phase"] == "look"
    s.apply({"type": "draft_continue"})
    order = []
    for _ in range(15):
        d = draft(s)
        assert d["seconds"] == 5 and d["waiting_for"] == [d["rochester"]["picker"]]
        order.append(d["seats"][d["rochester"]["picker"]]["name"])
        s.apply({"type": "draft_pick", "seat": d["rochester"]["picker"]})
    assert order == [
        "1B",
        "1C",
        "2A",
        "2B",
        "2C",
        "1A",
        "1A",
        "2C",
        "2B",
        "2A",
        "1C",
        "1B",
        "1B",
        "1C",
        "2A",
    ]


def test_rochester_openers_turn_back_in_the_second_round_and_wrong_picker_is_refused():
    s = setup(["A", "B", "C"], style="rochester", pack_size=2, packs=2)
    openers = []
    while not draft(s)["done"]:
        d = draft(s)
        if d["phase"] == "look":
            openers.append(d["rochester"]["opener"])
            s.apply({"type": "draft_continue"})
            d = draft(s)
            wrong = (d["rochester"]["picker"] + 1) % 3
            refused(s, {"type": "draft_pick", "seat": wrong}, E.RuleViolation)
        else:
            s.apply({"type": "draft_pick", "seat": d["rochester"]["picker"]})
    # round 1 clockwise from seat 0; round 2 starts with the last opener and turns back
    assert openers == [0, 1, 2, 2, 1, 0]
    assert draft(s)["picks_done"] == draft(s)["picks_total"] == 12


def test_timer_switch_and_finish_early():
    s = setup()
    s.apply({"type": "draft_set_timer", "on": False})
    assert draft(s)["timed"] is False and draft(s)["seconds"] == 40
    refused(s, {"type": "draft_set_timer", "on": False}, E.RuleViolation)
    all_picked(s, 3)
    s.apply({"type": "draft_finish", "at": 77})
    d = draft(s)
    assert d["done"] and d["ended_early"] and d["picks_done"] == 3 and d["started_at"] == 77
    refused(s, {"type": "draft_set_timer", "on": True}, E.RuleViolation)


# --- 905.2b notes and 905.2c face-up cards --------------------------------------------------------


def test_notes_are_recorded_per_player_and_visible_to_all():
    s = setup()
    all_picked(s, 2)
    s.apply(
        {"type": "draft_note", "seat": 1, "card": "Cogwork Grinder", "kind": "number", "value": "4"}
    )
    s.apply(
        {
            "type": "draft_note",
            "seat": 3,
            "card": "Paliano Vanguard",
            "kind": "type",
            "value": "Elf",
        }
    )
    d = draft(s)
    assert d["seats"][1]["notes"] == [
        {
            "id": 1,
            "seat": 1,
            "card": "Cogwork Grinder",
            "kind": "number",
            "value": "4",
            "round": 1,
            "pick": 3,
        }
    ]
    assert d["seats"][3]["notes"][0]["value"] == "Elf" and d["seats"][0]["notes"] == []
    refused(s, {"type": "draft_note", "seat": 9, "card": "x", "value": "1"}, E.InvalidField)
    refused(s, {"type": "draft_note", "seat": 5, "card": "x", "value": "1"}, E.UnknownPlayer)
    refused(
        s,
        {"type": "draft_note", "seat": 0, "card": "x", "kind": "mood", "value": "1"},
        E.InvalidField,
    )
    s.apply({"type": "draft_finish"})
    assert draft(s)["seats"][1]["notes"][0]["value"] == "4"  # notes outlive the draft
    s.apply({"type": "draft_note", "seat": 0, "card": "Lore Seeker", "value": "late note"})


def test_face_up_cards_stay_up_until_turned_down_or_the_draft_ends():
    s = setup(packs=1, pack_size=2)
    s.apply({"type": "draft_face_up", "seat": 0, "card": "Leovold's Operative"})
    s.apply({"type": "draft_face_up", "seat": 2, "card": "Canal Dredger"})
    d = draft(s)
    assert [c["card"] for c in d["seats"][0]["face_up"]] == ["Leovold's Operative"]
    s.apply({"type": "draft_turn_down", "id": 1})
    assert draft(s)["seats"][0]["face_up"] == []
    refused(s, {"type": "draft_turn_down", "id": 1}, E.InvalidField)
    refused(s, {"type": "draft_turn_down", "id": 99}, E.InvalidField)
    assert [c["card"] for c in draft(s)["seats"][2]["face_up"]] == ["Canal Dredger"]
    all_picked(s, 2)
    assert draft(s)["done"] and draft(s)["seats"][2]["face_up"] == []
    assert s.table.features["draft"].face_up[1].down_because == "draft_over"
    refused(s, {"type": "draft_face_up", "seat": 0, "card": "Late"}, E.RuleViolation)


# --- conspiracies and hidden agendas -----------------------------------------------------------------


def done_draft():
    s = setup()
    s.apply({"type": "draft_finish"})
    return s


def test_conspiracies_wait_for_the_end_of_the_draft():
    s = setup()
    refused(s, {"type": "conspiracy_add", "seat": 0, "card": "Brago's Favor"}, E.RuleViolation)


def test_a_face_up_conspiracy_is_public():
    s = done_draft()
    s.apply({"type": "conspiracy_add", "seat": 0, "card": "Brago's Favor"})
    assert draft(s)["seats"][0]["conspiracies"] == [
        {
            "id": 1,
            "seat": 0,
            "face_up": True,
            "hidden_agenda": False,
            "card": "Brago's Favor",
            "named": [],
        }
    ]
    assert draft(s)["private"] == {}


def test_a_hidden_agenda_shows_nothing_public_until_revealed():
    s = done_draft()
    s.apply(
        {
            "type": "conspiracy_add",
            "seat": 1,
            "card": "Secret Summoning",
            "hidden_agenda": True,
            "named": ["Lightning Bolt"],
        }
    )
    d = draft(s)
    public = {k: v for k, v in d.items() if k != "private"}
    assert "Lightning Bolt" not in json.dumps(public) and "Secret Summoning" not in json.dumps(
        public
    )
    assert d["seats"][1]["conspiracies"] == [
        {"id": 1, "seat": 1, "face_up": False, "hidden_agenda": True, "card": None, "named": None}
    ]
    assert d["private"] == {
        "1": [{"id": 1, "card": "Secret Summoning", "named": ["Lightning Bolt"]}]
    }
    assert private_view(s.table.features["draft"], 1) == d["private"]["1"]
    assert private_view(s.table.features["draft"], 0) == []
    # 905.4a: turned face up when its owner has priority, so in the game after the draft
    s.apply({"type": "new_game", "players": ["Ann", "Bob", "Cid", "Dan"], "format": "conspiracy"})
    s.apply({"type": "conspiracy_reveal", "id": 1})
    d = draft(s)
    assert d["private"] == {}
    assert d["seats"][1]["conspiracies"][0]["named"] == ["Lightning Bolt"]
    assert d["seats"][1]["conspiracies"][0]["card"] == "Secret Summoning"
    refused(s, {"type": "conspiracy_reveal", "id": 1}, E.RuleViolation)


def test_double_agenda_names_two_and_refusals():
    s = done_draft()
    s.apply(
        {
            "type": "conspiracy_add",
            "seat": 2,
            "card": "Double Stroke",
            "hidden_agenda": True,
            "named": ["Bolt", "Shock"],
        }
    )
    assert draft(s)["private"]["2"][0]["named"] == ["Bolt", "Shock"]
    refused(
        s, {"type": "conspiracy_add", "seat": 2, "card": "X", "hidden_agenda": True}, E.InvalidField
    )
    refused(
        s,
        {
            "type": "conspiracy_add",
            "seat": 2,
            "card": "X",
            "hidden_agenda": True,
            "named": ["a", "b", "c"],
        },
        E.InvalidField,
    )
    refused(s, {"type": "conspiracy_add", "seat": 5, "card": "X"}, E.UnknownPlayer)
    refused(s, {"type": "conspiracy_reveal", "id": 7}, E.InvalidField)
    s.apply({"type": "conspiracy_remove", "id": 1})
    assert draft(s)["private"] == {} and draft(s)["seats"][2]["conspiracies"] == []
    refused(s, {"type": "conspiracy_remove", "id": 1}, E.InvalidField)


def test_the_free_for_all_follows_at_twenty_life_and_the_draft_stays():
    s = done_draft()
    s.apply(
        {
            "type": "conspiracy_add",
            "seat": 0,
            "card": "Secret Summoning",
            "hidden_agenda": True,
            "named": ["Bolt"],
        }
    )
    names = [seat["name"] for seat in draft(s)["seats"]]
    s.apply({"type": "new_game", "players": names, "format": "conspiracy"})
    state = s.state()
    assert [p["life"] for p in state["players"]] == [20] * 4 and state["format"] == "conspiracy"
    assert state["session_features"]["draft"]["private"]["0"][0]["named"] == ["Bolt"]
    s.apply({"type": "conspiracy_reveal", "id": 1})  # whenever its owner has priority


# --- replay and undo --------------------------------------------------------------------------------


def run_whole_draft(session):
    session.apply({"type": "draft_face_up", "seat": 1, "card": "Face Up"})
    session.apply({"type": "draft_pick", "seat": 0, "at": 10})
    while not draft(session)["done"]:
        if draft(session)["phase"] == "pick":
            session.apply({"type": "draft_pick", "at": 20})
        else:
            session.apply({"type": "draft_continue", "at": 30})
    session.apply(
        {"type": "draft_note", "seat": 2, "card": "Grinder", "kind": "number", "value": "2"}
    )
    session.apply(
        {
            "type": "conspiracy_add",
            "seat": 3,
            "card": "Agenda",
            "hidden_agenda": True,
            "named": ["Bolt"],
        }
    )


def test_replay_gives_the_same_draft():
    s = setup()
    run_whole_draft(s)
    replayed = Session.replay(json.loads(json.dumps(s.log)))
    assert replayed.state() == s.state()


def test_undo_and_redo_through_the_draft():
    s = setup()
    s.apply({"type": "draft_pick", "seat": 0})
    before = copy.deepcopy(s.state()["session_features"])
    s.apply({"type": "draft_pick", "seat": 1})
    s.apply({"type": "draft_pick"})
    s.apply({"type": "undo", "steps": 2})
    assert s.state()["session_features"] == before
    s.apply({"type": "redo", "steps": 2})
    assert draft(s)["pick"] == 2
    s.apply({"type": "undo", "steps": 4})
    assert "draft" not in s.state()["session_features"]
    s.apply({"type": "redo", "steps": 4})
    assert draft(s)["pick"] == 2 and Session.replay(s.log).state() == s.state()


def test_long_draft_crosses_checkpoints_and_undo_rebuilds_it():
    s = setup(["A", "B", "C", "D", "E", "F", "G", "H"])
    run_whole_draft(s)  # more than 64 actions: the session takes checkpoints
    final = s.state()
    s.apply({"type": "undo", "steps": 50})
    s.apply({"type": "redo", "steps": 50})
    assert s.state()["session_features"] == final["session_features"]


def test_the_review_after_a_pack_says_which_way_the_next_one_passes():
    """Issue 11, item 8; 002 (booster draft): packs pass left, then right, then left."""
    from engine import Session

    s = Session()
    s.apply(
        {
            "type": "draft_setup",
            "seats": ["A", "B", "C"],
            "packs": 3,
            "pack_size": 2,
            "timer": False,
        }
    )
    directions = []
    while not s.state()["session_features"]["draft"]["done"]:
        d = s.state()["session_features"]["draft"]
        if d["phase"] == "review":
            directions.append(d["next_direction"])
            s.apply({"type": "draft_continue"})
        else:
            s.apply({"type": "draft_pick", "seat": None})
    assert directions == ["right", "left"]

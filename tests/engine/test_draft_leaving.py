"""Leaving a running draft (Tournament Rules 7.7; issue 12, item 14): "a player who cannot or
does not want to go on drafting but wants to go on playing leaves the draft table and builds
a deck from the cards already picked; until the end of the draft they take no part, and the
draft goes on with fewer players"."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Session
from engine.draft import errors as DE
from engine.draft.leaving import Departure, holdings
from engine.log import dump_lines, replay_lines

SEATS = ["Ann", "Bob", "Cid", "Dan"]


def setup(seats=SEATS, **extra):
    s = Session(random.Random(1))
    s.apply({"type": "draft_setup", "seats": seats, "pack_size": 4, "packs": 3, **extra})
    return s


def draft(s):
    return s.state()["session_features"]["draft"]


def everyone_picks(s):
    for seat in draft(s)["waiting_for"]:
        s.apply({"type": "draft_pick", "seat": seat})


def test_packs_pass_over_an_empty_seat_and_the_pack_in_hand_is_set_aside():
    """7.7: Bob (seat 1) leaves at pick 2 of the first pack: Ann passes to Cid now, and the
    pack Bob held (Ann's, opened by seat 0) is set aside; each drafter still holds one pack."""
    s = setup()
    everyone_picks(s)  # pick 1 taken; packs passed left
    d = draft(s)
    assert [row["holds_pack_of"] for row in d["seats"]] == [3, 0, 1, 2]
    s.apply({"type": "draft_leave", "seat": 1})
    d = draft(s)
    assert d["drafting"] == [0, 2, 3] and d["waiting_for"] == [0, 2, 3]
    bob = d["seats"][1]
    assert bob["left"] == {"seat": 1, "round": 1, "pick": 2, "phase": "pick"}
    assert bob["passes_to"] is None and bob["holds_pack_of"] is None and not bob["waiting"]
    assert d["seats"][0]["passes_to"] == 2 and d["seats"][2]["receives_from"] == 0
    assert [d["seats"][s]["holds_pack_of"] for s in (0, 2, 3)] == [3, 1, 2]  # Ann's pack aside
    everyone_picks(s)
    d = draft(s)
    assert d["pick"] == 3 and [d["seats"][s]["holds_pack_of"] for s in (0, 2, 3)] == [2, 3, 1]
    assert d["cards_left"] == 2 and d["seconds"] == 5  # appendix B by cards left


def test_a_leave_when_the_others_have_picked_passes_the_packs():
    s = setup()
    for seat in (0, 2, 3):
        s.apply({"type": "draft_pick", "seat": seat})
    assert draft(s)["pick"] == 1  # waiting for Bob
    s.apply({"type": "draft_leave", "seat": 1})
    assert draft(s)["pick"] == 2 and draft(s)["waiting_for"] == [0, 2, 3]


def test_the_next_packs_are_opened_by_those_still_drafting_and_pass_the_other_way():
    s = setup()
    s.apply({"type": "draft_leave", "seat": 2})
    for _ in range(4):
        everyone_picks(s)
    assert draft(s)["phase"] == "review"
    s.apply({"type": "draft_continue"})
    d = draft(s)
    assert d["round"] == 2 and d["direction"] == "right"
    assert [d["seats"][s]["holds_pack_of"] for s in (0, 1, 3)] == [0, 1, 3]
    assert d["seats"][3]["passes_to"] == 1 and d["seats"][0]["passes_to"] == 3  # right, over Cid
    s.apply({"type": "draft_leave", "seat": 0})  # during a pack of the second round
    assert draft(s)["drafting"] == [1, 3]


def test_the_player_who_left_keeps_their_picks_and_plays_in_the_event():
    s = setup()
    s.apply(
        {
            "type": "draft_note",
            "seat": 1,
            "card": "Cogwork Librarian",
            "kind": "other",
            "value": "kept",
        }
    )
    s.apply({"type": "draft_leave", "seat": 1})
    d = draft(s)
    assert d["seats"][1]["name"] == "Bob" and d["seats"][1]["notes"]
    s.apply({"type": "draft_finish"})
    s.apply({"type": "new_game", "players": SEATS, "format": "conspiracy"})
    assert [p["name"] for p in s.state()["players"]] == SEATS


def test_refusals_have_their_own_kind():
    s = setup(["Ann", "Bob"])
    s.apply({"type": "draft_leave", "seat": 0})
    with pytest.raises(DE.AlreadyLeftDraft):
        s.apply({"type": "draft_leave", "seat": 0})
    with pytest.raises(DE.LastDrafter):
        s.apply({"type": "draft_leave", "seat": 1})
    with pytest.raises(DE.RochesterLeave):
        setup(style="rochester").apply({"type": "draft_leave", "seat": 0})


def test_the_only_one_left_picks_the_rest_of_the_packs_alone():
    s = setup(["Ann", "Bob"])
    s.apply({"type": "draft_leave", "seat": 1})
    while not draft(s)["done"]:
        if draft(s)["phase"] == "review":
            s.apply({"type": "draft_continue"})
        else:
            assert draft(s)["waiting_for"] == [0]
            s.apply({"type": "draft_pick", "seat": 0})
    assert draft(s)["picks_done"] == draft(s)["picks_total"]


@settings(max_examples=60, deadline=None)
@given(
    st.integers(2, 8),
    st.lists(st.tuples(st.integers(0, 7), st.integers(0, 12)), max_size=6),
    st.integers(0, 3),
)
def test_any_leaves_keep_one_pack_per_drafter_nobody_picks_after_leaving_and_the_log_replays(
    seats, leaves, seed
):
    """Whatever seats leave and when: every seat still drafting holds exactly one pack (no two
    hold the same), nobody who left is waited for, the draft reaches its end, and the log
    replays to the same state (undo included)."""
    rng = random.Random(seed)
    s = setup([f"S{i}" for i in range(seats)])
    plan = {moment: seat % seats for seat, moment in leaves}
    moment = 0
    while not draft(s)["done"]:
        d = draft(s)
        if moment in plan and plan[moment] in d["drafting"] and len(d["drafting"]) > 1:
            s.apply({"type": "draft_leave", "seat": plan[moment]})
            d = draft(s)
        if d["phase"] == "review":
            s.apply({"type": "draft_continue"})
        elif d["phase"] == "pick":
            held = [row["holds_pack_of"] for row in d["seats"] if row["seat"] in d["drafting"]]
            assert None not in held and len(set(held)) == len(held)
            assert set(d["waiting_for"]) <= set(d["drafting"])
            s.apply({"type": "draft_pick", "seat": rng.choice(d["waiting_for"])})
        moment += 1
    again = replay_lines(dump_lines(s).splitlines())
    assert again.state() == s.state()
    s.apply({"type": "undo"})
    assert replay_lines(dump_lines(s).splitlines()).state() == s.state()


def test_holdings_without_departures_is_the_plain_rotation():
    assert holdings(4, 1, 3, []) == {0: 2, 1: 3, 2: 0, 3: 1}
    assert holdings(4, 1, 2, [Departure(1, 1, 2, "pick")]) == {0: 3, 2: 1, 3: 2}


def test_a_player_who_left_is_told_they_left_not_that_they_picked():
    """Issue 36, item 4 (003 7.7: "until the end of the draft they take no part"): a pick for
    Bob after he left was refused as "has already taken this pick"; it says he left."""
    s = setup()
    s.apply({"type": "draft_leave", "seat": 1})
    with pytest.raises(DE.LeftDraftNoPick) as refused:
        s.apply({"type": "draft_pick", "seat": 1})
    assert refused.value.message == (
        "Bob has left the draft (7.7): they keep the cards they picked and take no more picks"
    )
    assert refused.value.code == "left_draft_no_pick"

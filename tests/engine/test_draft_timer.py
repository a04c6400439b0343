"""Draft pick timers (Tournament Rules appendix B) for every pack size, and pass directions
(CR 905.1b, Tournament Rules 7.7, 9.7)."""

import pytest

from engine.draft.passing import (
    LEFT,
    RIGHT,
    holders,
    pack_opened_by,
    pass_direction,
    passes_to,
    passing_map,
    receives_from,
)
from engine.draft.timer import (
    BOOSTER,
    ROCHESTER,
    TWO_HEADED_GIANT,
    booster_pick_seconds,
    draft_schedule,
    review_seconds,
    rochester_pick_seconds,
    two_headed_giant_pick_seconds,
)
from engine.tournament.errors import InvalidSetting

# The seed's tables, verbatim.
BOOSTER_TABLE = {
    15: 40,
    14: 40,
    13: 35,
    12: 30,
    11: 25,
    10: 25,
    9: 20,
    8: 20,
    7: 15,
    6: 10,
    5: 10,
    4: 5,
    3: 5,
    2: 5,
    1: None,
}
TWO_HEADED_GIANT_15 = {15: 50, 13: 45, 11: 40, 9: 30, 7: 20, 5: 10, 3: 5, 1: None}
TWO_HEADED_GIANT_14 = {14: 50, 12: 45, 10: 40, 8: 30, 6: 20, 4: 10, 2: None}


@pytest.mark.parametrize("cards_left, seconds", sorted(BOOSTER_TABLE.items()))
def test_booster_pick_time_by_cards_left(cards_left, seconds):
    assert booster_pick_seconds(cards_left) == seconds


@pytest.mark.parametrize("pack_size", range(1, 21))
def test_every_booster_pack_size(pack_size):
    picks = [s for s in draft_schedule(BOOSTER, pack_size=pack_size, packs=1)]
    assert [s.cards_left for s in picks] == list(range(pack_size, 0, -1))
    assert picks[-1].seconds is None  # the last card: no timer
    for step in picks:
        assert step.seconds == booster_pick_seconds(step.cards_left)
        if step.cards_left <= 15:
            assert step.seconds == BOOSTER_TABLE[step.cards_left]
    times = [s.seconds for s in picks[:-1]]
    assert times == sorted(times, reverse=True)  # never more time for fewer cards


def test_bigger_packs_keep_growing_5_seconds_per_two_cards():
    assert [booster_pick_seconds(n) for n in (16, 17, 18, 19, 20)] == [45, 45, 50, 50, 55]
    assert [two_headed_giant_pick_seconds(n) for n in (16, 17, 18)] == [55, 55, 60]


def test_review_times():
    assert [review_seconds(k) for k in (1, 2, 3, 4)] == [60, 90, 120, 150]
    steps = draft_schedule(BOOSTER)
    reviews = [s for s in steps if s.kind == "review"]
    assert [(r.pack, r.seconds) for r in reviews] == [(1, 60), (2, 90)]  # none after the last
    assert len([s for s in steps if s.kind == "pick"]) == 45
    assert sum(s.seconds or 0 for s in steps if s.kind == "pick" and s.pack == 1) == 285


def test_rochester_times():
    steps = draft_schedule(ROCHESTER, pack_size=15, packs=2)
    assert steps[0].kind == "look" and steps[0].seconds == 20
    picks = [s for s in steps if s.kind == "pick"]
    assert len(picks) == 30 and {s.seconds for s in picks} == {5}
    assert not [s for s in steps if s.kind == "review"]
    assert rochester_pick_seconds(1) == 5


def test_two_headed_giant_tables_and_two_picks_a_team():
    for table in (TWO_HEADED_GIANT_15, TWO_HEADED_GIANT_14):
        for cards_left, seconds in table.items():
            assert two_headed_giant_pick_seconds(cards_left) == seconds
    for size, table in ((15, TWO_HEADED_GIANT_15), (14, TWO_HEADED_GIANT_14)):
        steps = draft_schedule(TWO_HEADED_GIANT, pack_size=size, packs=6)
        first = [s for s in steps if s.kind == "pick" and s.pack == 1]
        assert {s.cards_left: s.seconds for s in first} == table
        assert sum(s.cards_taken for s in first) == size
        assert [s.seconds for s in steps if s.kind == "review"] == [60] * 5


@pytest.mark.parametrize("pack_size", range(1, 17))
def test_every_two_headed_giant_pack_size(pack_size):
    picks = draft_schedule(TWO_HEADED_GIANT, pack_size=pack_size, packs=1)
    assert sum(s.cards_taken for s in picks) == pack_size
    assert all(s.cards_taken == 2 for s in picks[:-1])
    assert picks[-1].seconds is None


def test_timer_refusals():
    for bad in (0, -1, 2.5, True):
        with pytest.raises(InvalidSetting):
            booster_pick_seconds(bad)
    with pytest.raises(InvalidSetting):
        review_seconds(0)
    with pytest.raises(InvalidSetting):
        draft_schedule("cube")
    with pytest.raises(InvalidSetting):
        draft_schedule(BOOSTER, packs=0)
    assert draft_schedule(BOOSTER, pack_size=2, packs=1)[0].to_json() == {
        "kind": "pick",
        "pack": 1,
        "pick": 1,
        "cards_left": 2,
        "cards_taken": 1,
        "seconds": 5,
    }


# --- passing ----------------------------------------------------------------------------------


def test_directions_alternate_starting_left():
    assert [pass_direction(r) for r in range(1, 7)] == [LEFT, RIGHT, LEFT, RIGHT, LEFT, RIGHT]
    with pytest.raises(InvalidSetting):
        pass_direction(0)


def test_who_passes_to_whom():
    assert passing_map(1, 4) == [1, 2, 3, 0]  # left: the next seat clockwise
    assert passing_map(2, 4) == [3, 0, 1, 2]
    assert passing_map(3, 4) == passing_map(1, 4)
    for seats in range(1, 9):
        for r in (1, 2, 3):
            for s in range(seats):
                assert receives_from(passes_to(s, r, seats), r, seats) == s
            assert sorted(passing_map(r, seats)) == list(range(seats))


def test_which_pack_each_seat_holds():
    assert holders(1, 1, 5) == [0, 1, 2, 3, 4]  # first pick: one's own pack
    assert holders(1, 2, 5) == [4, 0, 1, 2, 3]  # passed left: from the right
    assert holders(2, 2, 5) == [1, 2, 3, 4, 0]
    for seats in range(1, 9):
        for pick in range(1, 16):
            for r in (1, 2):
                held = holders(r, pick, seats)
                assert sorted(held) == list(range(seats))
                nxt = holders(r, pick + 1, seats)
                for s in range(seats):  # the pack moves as passed
                    assert nxt[passes_to(s, r, seats)] == held[s]
    assert pack_opened_by(2, 1, 9, 8) == 2  # back home after a lap


def test_passing_refusals():
    for args in ((4, 1, 4), (-1, 1, 4), (0, 1, 0)):
        with pytest.raises(InvalidSetting):
            passes_to(*args)
    with pytest.raises(InvalidSetting):
        pack_opened_by(0, 1, 0, 4)

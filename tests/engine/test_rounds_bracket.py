"""Appendix E recommended rounds, and the play-off brackets of 10.4."""

import random

import pytest

from engine.tournament.bracket import (
    Seat,
    champion,
    draft_bracket,
    next_round,
    random_draft_seating,
    seed_order,
    seeded_bracket,
)
from engine.tournament.errors import InvalidSetting
from engine.tournament.rounds import RoundsPlan, effective_player_count, recommended_rounds


def plan(players, **kw):
    p = recommended_rounds(players, **kw)
    return (p.swiss_rounds, p.playoff_size, p.playoff_rounds)


@pytest.mark.parametrize(
    "players, expected",
    [
        (2, (0, 2, 1)),
        (3, (0, 4, 2)),
        (4, (0, 4, 2)),
        (5, (0, 8, 3)),
        (8, (0, 8, 3)),
        (9, (5, 4, 2)),
        (16, (5, 4, 2)),
        (17, (5, 8, 3)),
        (32, (5, 8, 3)),
        (33, (6, 8, 3)),
        (64, (6, 8, 3)),
        (65, (7, 8, 3)),
        (128, (7, 8, 3)),
        (129, (8, 8, 3)),
        (226, (8, 8, 3)),
        (227, (9, 8, 3)),
        (409, (9, 8, 3)),
        (410, (10, 8, 3)),
        (2000, (10, 8, 3)),
    ],
)
def test_appendix_e_rows(players, expected):
    assert plan(players) == expected


def test_booster_draft_playoff_changes_only_the_9_to_16_row():
    assert plan(9, booster_draft_playoff=True) == (4, 8, 3)
    assert plan(16, booster_draft_playoff=True) == (4, 8, 3)
    assert plan(8, booster_draft_playoff=True) == plan(8)
    assert plan(17, booster_draft_playoff=True) == plan(17)


def test_players_with_byes_count_double_per_bye_round():
    assert effective_player_count(30, [1]) == 31
    assert effective_player_count(30, [2]) == 33
    assert effective_player_count(30, [3, 1, 0]) == 30 - 3 + 8 + 2 + 1
    assert plan(31, byes=[1]) == (5, 8, 3)  # counts as 32
    assert plan(31, byes=[2]) == (6, 8, 3)  # counts as 34
    whole = recommended_rounds(100, byes=[3] * 10)  # 90 + 80 = 170
    assert whole == RoundsPlan(170, 8, 8, 3) and whole.total_rounds == 11
    assert whole.to_json()["swiss_rounds"] == 8


def test_rounds_refusals():
    for bad in (1, 0, -3):
        with pytest.raises(InvalidSetting):
            recommended_rounds(bad)
    with pytest.raises(InvalidSetting):
        effective_player_count(2, [1, 1, 1])
    with pytest.raises(InvalidSetting):
        effective_player_count(2, [-1])


# --- brackets ------------------------------------------------------------------------------


def seeds(matches):
    return [(m.high.seed, m.low.seed if m.low else None) for m in matches]


def test_seed_orders():
    assert seed_order(2) == [1, 2]
    assert seed_order(4) == [1, 4, 2, 3]
    assert seed_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert sorted(seed_order(16)) == list(range(1, 17))
    for bad in (0, 1, 6, 12):
        with pytest.raises(InvalidSetting):
            seed_order(bad)


def test_top_8_and_its_later_rounds():
    ranked = list("ABCDEFGH")
    quarter = seeded_bracket(ranked)
    assert seeds(quarter) == [(1, 8), (4, 5), (2, 7), (3, 6)]
    semi = next_round(quarter, {"A", "E", "G", "C"})  # 1, 5 (upset), 7 (upset), 3
    assert [(m.high.player, m.low.player) for m in semi] == [("A", "E"), ("C", "G")]
    assert seeds(semi) == [(1, 5), (3, 7)]
    final = next_round(semi, {"E", "C"})
    assert [(m.high.player, m.low.player) for m in final] == [("C", "E")]  # better seed high
    assert next_round(final, {"E"}) == [] and champion(final[0], {"E"}) == "E"


def test_top_4():
    semi = seeded_bracket(list("ABCD"))
    assert seeds(semi) == [(1, 4), (2, 3)]
    final = next_round(semi, ["A", "C"])
    assert seeds(final) == [(1, 3)]


def test_byes_when_fewer_players_than_the_bracket():
    first = seeded_bracket(list("ABCDE"))
    assert seeds(first) == [(1, None), (4, 5), (2, None), (3, None)]
    second = next_round(first, {"E"})
    assert [(m.high.player, m.low.player) for m in second] == [("A", "E"), ("B", "C")]
    assert seeds(seeded_bracket(list("ABC"))) == [(1, None), (2, 3)]


def test_draft_playoff_seats_1_5_3_7_2_6_4_8():
    seating = list("HGFEDCBA")  # seat 1 is H ... seat 8 is A
    ranked = list("ABCDEFGH")
    first = draft_bracket(seating, ranked)
    by_seat = {p: i for i, p in enumerate(seating, 1)}
    assert [sorted((by_seat[m.high.player], by_seat[m.low.player])) for m in first] == [
        [1, 5],
        [3, 7],
        [2, 6],
        [4, 8],
    ]
    assert first[0].high == Seat("D", 4) and first[0].low == Seat("H", 8)
    winners = {"D", "B", "C", "A"}  # seats 5, 7, 6, 8
    semi = next_round(first, winners)
    assert [sorted((by_seat[m.high.player], by_seat[m.low.player])) for m in semi] == [
        [5, 7],
        [6, 8],
    ]  # 1/5 vs 3/7, 2/6 vs 4/8


def test_random_draft_seating_is_a_permutation_from_the_given_randomness():
    players = list("ABCDEFGH")
    seating = random_draft_seating(players, random.Random(3))
    assert sorted(seating) == players
    assert seating == random_draft_seating(players, random.Random(3))


def test_bracket_refusals():
    with pytest.raises(InvalidSetting):
        seeded_bracket(["A"])
    with pytest.raises(InvalidSetting):
        seeded_bracket(list("ABC"), size=8)  # a match with nobody
    with pytest.raises(InvalidSetting):
        draft_bracket(list("ABCDEFG"), list("ABCDEFG"))
    with pytest.raises(InvalidSetting):
        draft_bracket(list("ABCDEFGZ"), list("ABCDEFGH"))
    with pytest.raises(InvalidSetting, match="exactly one"):
        next_round(seeded_bracket(list("ABCD")), {"A", "D", "B"})
    with pytest.raises(InvalidSetting):
        next_round(seeded_bracket(list("ABCD")), {"A"})

"""Swiss pairing: score groups, byes, rematches, drops, determinism; property tests against
brute force on small events; the 256-player time budget."""

import random
import time
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import event, play_out, random_result

from engine.tournament.errors import PairingRefused, RoundNotFinished
from engine.tournament.event import Event, Match
from engine.tournament.standings import compute_standings, tally
from engine.tournament.swiss import pair_next_round

BYE = None


def pairs_of(paired):
    return {frozenset(m.players) for m in paired.matches if not m.is_bye}


def bye_of(paired):
    return next((m.a for m in paired.matches if m.is_bye), None)


def test_round_one_pairs_everyone_and_the_order_replays():
    start = Event(tuple("ABCDEFGH"))
    paired = pair_next_round(start, random.Random(7))
    assert sorted(p for m in paired.matches for p in m.players) == list("ABCDEFGH")
    assert bye_of(paired) is None and paired.rematches == 0
    again = pair_next_round(start, random.Random(7))
    assert again == paired
    assert pair_next_round(start, paired.order) == paired  # replay from the log
    others = {
        tuple(sorted(pairs_of(pair_next_round(start, random.Random(s))), key=sorted))
        for s in range(20)
    }
    assert len(others) > 1  # the seed matters


def test_winners_meet_winners():
    played = event(
        "ABCDEFGH",
        [
            ("A", "B", (2, 0, 0)),
            ("C", "D", (2, 1, 0)),
            ("E", "F", (0, 2, 0)),
            ("G", "H", (1, 2, 0)),
        ],
    )
    paired = pair_next_round(played, random.Random(1))
    winners = {"A", "C", "F", "H"}
    for pair in pairs_of(paired):
        assert len(pair & winners) in (0, 2)
    assert set(paired.matches[0].players) <= winners  # top table first


def test_odd_group_floats_one_player_to_the_adjacent_group():
    # After round 1: 3 players on 3 points (A, C, E beat B, D, F... and G drew H).
    played = event(
        "ABCDEFGH",
        [
            ("A", "B", (2, 0, 0)),
            ("C", "D", (2, 0, 0)),
            ("E", "F", (2, 0, 0)),
            ("G", "H", (1, 1, 1)),
        ],
    )
    paired = pair_next_round(played, random.Random(3))
    points = {p: r.points for p, r in tally(played).items()}
    gaps = sorted(abs(points[a] - points[b]) for a, b in map(tuple, pairs_of(paired)))
    assert gaps == [0, 0, 1, 2]  # 3-1 and 1-0 floats


def test_bye_goes_to_the_lowest_ranked_player_without_one():
    played = event("ABCDE", [("A", "B", (2, 0, 0)), ("C", "D", (2, 1, 0)), ("E", None)])
    paired = pair_next_round(played, random.Random(2))
    ranked = [s.player for s in compute_standings(played)]
    assert ranked[-1] in ("B", "D")  # 0 points; E has 3 from the bye
    assert bye_of(paired) == ranked[-1]
    assert paired.repeated_byes == 0


def test_everyone_has_had_a_bye_then_a_second_is_unavoidable():
    played = event(
        "ABC",
        [("A", "B", (2, 0, 0)), ("C", None)],
        [("A", "C", (2, 0, 0)), ("B", None)],
        [("B", "C", (2, 0, 0)), ("A", None)],
    )
    paired = pair_next_round(played, random.Random(0))
    assert paired.repeated_byes == 1 and paired.rematches == 1


def test_rematch_only_when_unavoidable():
    # Four players after three rounds have all met: round 4 must repeat; nothing else must.
    rounds = [
        [("A", "B", (2, 0, 0)), ("C", "D", (2, 0, 0))],
        [("A", "C", (2, 0, 0)), ("B", "D", (2, 0, 0))],
        [("A", "D", (2, 0, 0)), ("B", "C", (2, 0, 0))],
    ]
    assert pair_next_round(event("ABCD", *rounds[:2]), random.Random(0)).rematches == 0
    assert pair_next_round(event("ABCD", *rounds), random.Random(0)).rematches == 2


def test_dropped_players_are_not_paired():
    played = event(
        "ABCDE",
        [("A", "B", (2, 0, 0)), ("C", "D", (2, 0, 0)), ("E", None)],
        dropped={"B": 1, "D": 1},
    )
    paired = pair_next_round(played, random.Random(0))
    assert sorted(p for m in paired.matches for p in m.players) == ["A", "C", "E"]
    assert bye_of(paired) != "E"  # E had the bye


def test_refusals():
    with pytest.raises(RoundNotFinished):
        pair_next_round(event("AB", [("A", "B")]), random.Random(0))
    with pytest.raises(PairingRefused):
        pair_next_round(event("AB", dropped={"A": 0}), random.Random(0))
    with pytest.raises(PairingRefused):
        pair_next_round(event("ABC"), ["A", "B"])  # not a full order


def test_json_is_the_event_round_shape():
    paired = pair_next_round(Event(("Ann", "Bob", "Cid")), random.Random(4))
    shape = paired.to_json()
    assert all(set(m) == {"a", "b"} for m in shape)
    assert shape[-1]["b"] is None


# --- property tests against brute force --------------------------------------------------------


class Costs:
    """The pairing's cost, most important first: repeated byes, rematches, how far from the
    bottom of the ranking the bye went, the squared score-group distances."""

    def __init__(self, played, ranked):
        self.records = records = tally(played)
        self.met = Counter(frozenset((p, o)) for p in ranked for o in records[p].opponents)
        groups = sorted({records[p].points for p in ranked}, reverse=True)
        self.group = {p: groups.index(records[p].points) for p in ranked}
        self.ranked = ranked

    def of(self, pairs, bye):
        bye_cost = (
            (self.records[bye].byes, len(self.ranked) - 1 - self.ranked.index(bye))
            if bye
            else (0, 0)
        )
        return (
            bye_cost[0],
            sum(self.met[frozenset(p)] // 2 for p in pairs),
            bye_cost[1],
            sum((self.group[a] - self.group[b]) ** 2 for a, b in pairs),
        )


def all_pairings(players):
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for more in all_pairings(rest[:i] + rest[i + 1 :]):
            yield [(first, other)] + more


def best_objective(played, ranked):
    costs = Costs(played, ranked)
    byes = ranked if len(ranked) % 2 else [None]
    return min(
        costs.of(pairs, bye)
        for bye in byes
        for pairs in all_pairings([p for p in ranked if p != bye])
    )


def ranking(played, order):
    keys = {s.player: s.key for s in compute_standings(played)}
    return sorted(order, key=lambda p: (tuple(-x for x in keys[p]), order.index(p)))


def check_optimal(played, rng):
    active = played.active_players()
    if len(active) < 2:
        return
    paired = pair_next_round(played, rng)
    names = [p for m in paired.matches for p in m.players]
    assert sorted(names) == sorted(active)  # each active once
    ranked = ranking(played, list(paired.order))
    pairs = [tuple(m.players) for m in paired.matches if not m.is_bye]
    found = Costs(played, ranked).of(pairs, bye_of(paired))
    assert found == best_objective(played, ranked)
    # repeated_byes counts a bye given to a player who had one (once, however many they had);
    # the cost counts how many they had, which the matching minimises
    assert paired.repeated_byes == (found[0] > 0) and (paired.rematches == 0) == (found[1] == 0)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 9), st.integers(0, 6), st.integers(0, 10**6))
def test_pairing_is_optimal_by_brute_force(players, rounds, seed):
    rng = random.Random(seed)
    check_optimal(play_out(players, rounds, rng, drop_chance=0.08), rng)


def test_pairing_is_optimal_by_brute_force_seeded_sweep():
    rng = random.Random(2019)
    for _ in range(2):
        for players in range(5, 11):
            for rounds in range(1, 8):
                check_optimal(play_out(players, rounds, rng, drop_chance=0.03), rng)


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 14), st.integers(1, 9), st.integers(0, 10**6))
def test_byes_and_rematches_over_a_whole_event(players, rounds, seed):
    rng = random.Random(seed)
    current = Event(tuple(f"P{i:02d}" for i in range(players)))
    for _ in range(rounds):
        active = current.active_players()
        if len(active) < 2:
            break
        records = tally(current)
        paired = pair_next_round(current, rng)
        bye = bye_of(paired)
        assert (bye is None) == (len(active) % 2 == 0)
        if bye is not None and records[bye].byes:
            assert all(records[p].byes for p in active)  # second bye: no choice
        if paired.rematches and len(active) <= 10:  # no way around it
            assert best_objective(current, ranking(current, list(paired.order)))[1] > 0
        current = current.with_round(
            [m if m.is_bye else Match(m.a, m.b, random_result(rng)) for m in paired.matches]
        )
        if rng.random() < 0.2:
            current = current.with_drop(rng.choice(current.active_players()))


# --- speed -------------------------------------------------------------------------------------


def test_256_players_are_paired_in_well_under_a_second():
    played = play_out(256, 4, random.Random(256), drop_chance=0.01)
    start = time.process_time()
    paired = pair_next_round(played, random.Random(1))
    spent = time.process_time() - start
    assert len(paired.matches) == (len(played.active_players()) + 1) // 2
    assert paired.rematches == 0
    assert spent < 1.0, f"pairing 256 players took {spent:.3f} s"

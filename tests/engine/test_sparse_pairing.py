"""Large Swiss events pair on a sparse graph (engine/tournament/sparse_pairing.py, issue 12,
item 12): the matching found must weigh exactly what the dense graph's optimum weighs, so
the pairing rules (10.4: byes, rematches, score groups) are the same for any size."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tournament import swiss
from engine.tournament.event import Event, Match
from engine.tournament.matching import matching_weight, max_weight_matching
from engine.tournament.standings import tally

RESULTS = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)]


def play(players: int, rounds: int, seed: int, drops: int = 0):
    """An event after ``rounds`` rounds paired the normal way, with random results and some
    players leaving; returns the event and a random order of the active players."""
    rng = random.Random(seed)
    names = tuple(f"P{i:03d}" for i in range(players))
    event = Event(names)
    for _ in range(rounds):
        paired = swiss.pair_next_round(event, rng)
        matches = tuple(
            m if m.b is None else Match(m.a, m.b, rng.choice(RESULTS)) for m in paired.matches
        )
        dropped = dict(event.dropped)
        for name in rng.sample(event.active_players(), min(drops, len(event.active_players()) - 2)):
            dropped[name] = len(event.rounds) + 1
        event = Event(names, event.rounds + (matches,), dropped)
    order = event.active_players()
    rng.shuffle(order)
    return event, order


def dense_and_sparse(event, order):
    ranked = swiss._ranked(event, order)
    records = tally(event)
    met = {p: Counter(records[p].opponents) for p in order}
    rank = {p: i for i, p in enumerate(ranked)}
    edges = [e for tier in swiss._edge_tiers(order, records, met, rank) for e in tier]
    n = len(order) + len(order) % 2
    dense = max_weight_matching(n, edges, max_cardinality=True)
    sparse = swiss._sparse_mate(order, records, met, rank)
    return edges, dense, sparse


@settings(max_examples=int(__import__("os").environ.get("TK_EXAMPLES", "30")), deadline=None)
@given(st.integers(12, 70), st.integers(0, 6), st.integers(0, 10_000), st.integers(0, 2))
def test_the_sparse_matching_weighs_what_the_dense_optimum_weighs(players, rounds, seed, drops):
    event, order = play(players, rounds, seed, drops)
    edges, dense, sparse = dense_and_sparse(event, order)
    assert -1 not in sparse
    assert all(sparse[sparse[v]] == v for v in range(len(sparse)))
    assert matching_weight(sparse, edges) == matching_weight(dense, edges)


def test_a_thousand_and_twenty_four_players_pair_ten_rounds_by_the_rules():
    """10 rounds of 1,024 players: no rematch, nobody a second bye, every active player
    seated once a round (timing is in `make bench`)."""
    rng = random.Random(1024)
    names = tuple(f"P{i:04d}" for i in range(1024))
    event = Event(names)
    for number in range(1, 11):
        paired = swiss.pair_next_round(event, rng)
        assert paired.rematches == 0 and paired.repeated_byes == 0
        seated = [p for m in paired.matches for p in m.players]
        assert sorted(seated) == sorted(event.active_players())
        matches = tuple(
            m if m.b is None else Match(m.a, m.b, rng.choice(RESULTS)) for m in paired.matches
        )
        dropped = dict(event.dropped)
        if number == 3:
            dropped[event.active_players()[7]] = 3  # an odd field from round 4: byes
        event = Event(names, event.rounds + (matches,), dropped)
    byes = Counter(m.a for rnd in event.rounds for m in rnd if m.is_bye)
    assert byes and max(byes.values()) == 1

"""Maximum-weight matching against brute force on small graphs (hypothesis and a seeded
sweep), with and without maximum cardinality, and the pruned (tiered) variant."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tournament.matching import (
    matched_pairs,
    matching_weight,
    max_weight_matching,
    max_weight_matching_pruned,
)


def brute_force(n, edges, max_cardinality):
    """The best (pairs, weight) over every matching (pairs only count with max_cardinality)."""
    weight = {}
    for u, v, w in edges:
        key = (min(u, v), max(u, v))
        weight[key] = max(weight.get(key, w), w)
    neighbours = {v: [] for v in range(n)}
    for (u, v), w in weight.items():
        neighbours[u].append((v, w))
        neighbours[v].append((u, w))

    def best(free: frozenset):
        if not free:
            return (0, 0)
        v = min(free)
        rest = free - {v}
        options = [best(rest)]
        for u, w in neighbours[v]:
            if u in rest:
                pairs, total = best(rest - {u})
                options.append((pairs + 1, total + w))
        return max(options, key=lambda o: o if max_cardinality else (0, o[1]))

    pairs, total = best(frozenset(range(n)))
    return (pairs if max_cardinality else 0, total)


def check(n, edges, max_cardinality, mate):
    assert len(mate) == n
    for u, v in enumerate(mate):
        assert v == -1 or mate[v] == u
    present = {(min(u, v), max(u, v)) for u, v, _ in edges}
    assert all(pair in present for pair in matched_pairs(mate))
    found = (len(matched_pairs(mate)) if max_cardinality else 0, matching_weight(mate, edges))
    assert found == brute_force(n, edges, max_cardinality)


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 8))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True) if pairs else st.just([]))
    low = draw(st.sampled_from([0, -5]))
    high = draw(st.sampled_from([1, 3, 10, 1000]))
    weights = draw(st.lists(st.integers(low, high), min_size=len(chosen), max_size=len(chosen)))
    return n, [(u, v, w) for (u, v), w in zip(chosen, weights)]


@settings(max_examples=150, deadline=None)
@given(graphs(), st.booleans())
def test_matches_brute_force(graph, max_cardinality):
    n, edges = graph
    check(n, edges, max_cardinality, max_weight_matching(n, edges, max_cardinality=max_cardinality))


@settings(max_examples=80, deadline=None)
@given(graphs(), st.booleans(), st.integers(0, 2**32))
def test_pruned_tiers_give_the_same_optimum(graph, max_cardinality, seed):
    n, edges = graph
    rng = random.Random(seed)
    tiers = [[], [], []]
    for edge in edges:
        tiers[rng.randrange(3)].append(edge)
    check(
        n,
        edges,
        max_cardinality,
        max_weight_matching_pruned(n, tiers, max_cardinality=max_cardinality),
    )


def test_seeded_sweep_of_dense_graphs_with_many_ties():
    """Ties make blossoms nest, get relabelled and expanded; a fixed sweep keeps them covered."""
    rng = random.Random(905)
    for _ in range(250):
        n = rng.randint(4, 9)
        edges = [
            (u, v, rng.randint(0, rng.choice([2, 4, 9])))
            for u in range(n)
            for v in range(u + 1, n)
            if rng.random() < 0.75
        ]
        for max_cardinality in (False, True):
            check(
                n,
                edges,
                max_cardinality,
                max_weight_matching(n, edges, max_cardinality=max_cardinality),
            )


def test_small_known_cases():
    assert max_weight_matching(0, []) == []
    assert max_weight_matching(3, []) == [-1, -1, -1]
    assert max_weight_matching(2, [(0, 1, 1)]) == [1, 0]
    assert max_weight_matching(3, [(0, 1, 10), (1, 2, 11)]) == [-1, 2, 1]
    path = [(0, 1, 5), (1, 2, 11), (2, 3, 5)]
    assert max_weight_matching(4, path) == [-1, 2, 1, -1]
    assert max_weight_matching(4, path, max_cardinality=True) == [1, 0, 3, 2]
    negative = [(0, 1, 2), (0, 2, -2), (1, 2, 1), (1, 3, -1), (2, 3, -6)]
    assert max_weight_matching(4, negative) == [1, 0, -1, -1]
    assert max_weight_matching(4, negative, max_cardinality=True) == [2, 3, 0, 1]
    assert max_weight_matching(2, [(0, 1, 1), (1, 0, 7)]) == [1, 0]  # heaviest kept


def test_refuses_bad_edges():
    for bad in ([(0, 0, 1)], [(0, 2, 1)], [(-1, 0, 1)], [(0, 1, 1.5)], [(0, 1, True)]):
        with pytest.raises(ValueError):
            max_weight_matching(2, bad)
    with pytest.raises(ValueError):
        max_weight_matching(-1, [])


def test_a_large_complete_graph_gets_a_perfect_matching():
    rng = random.Random(1)
    n = 60
    edges = [(u, v, rng.randint(1, 50)) for u in range(n) for v in range(u + 1, n)]
    plain = max_weight_matching(n, edges, max_cardinality=True)
    assert -1 not in plain
    pruned = max_weight_matching_pruned(
        n, [[e for e in edges if e[2] > 40], [e for e in edges if e[2] <= 40]], max_cardinality=True
    )
    assert matching_weight(pruned, edges) == matching_weight(plain, edges)

"""Swiss pairing for large events: the same optimal matching as the dense graph, found on a
sparse one (1,024 players pair a round in well under a second).

Among players who have not met, the weight of a pair depends only on the two players' score
groups (``swiss.py``: ``base - d * d``), so the dense graph of a large event holds hundreds of
thousands of edges of a few distinct weights.  Here the matcher first sees only the pairs of
near neighbours in the ranking (at most one score group apart, within ``WINDOW`` places), the
bye's edges and the rematches; then, under the final duals of that solution, every missing
pair whose slack would be negative is found group by group (players of a group sorted by
their dual: a two-pointer walk stops at the first pair that is not below the weight), added,
and the matching solved again, until no pair is missing.  (Adding only the most violated
few per player makes each solve smaller but takes many more of them: slower.)  That is the optimality
certificate of the primal-dual method (blossom duals only add to a slack, so leaving them
out may add an edge that was not needed, never miss one): the result is a maximum-weight
matching of the dense graph.  A sparse graph with no perfect matching falls back to every
pair (correct, slower; it does not happen with a window this wide in practice).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.tournament._blossom import BlossomSolver

WINDOW = 24  # near neighbours in the ranking offered first to each player

Edge = tuple[int, int, int]


def sparse_mate(
    count: int,
    with_bye: bool,
    group: Sequence[int],
    groups: int,
    base: int,
    rank_order: Sequence[int],
    near_or_bye: Sequence[Edge],
    rematches: Sequence[Edge],
    met_pairs: set[tuple[int, int]],
) -> list[int]:
    """The mate of each vertex (players ``0..count-1`` numbered by the random order, vertex
    ``count`` the bye when ``with_bye``) in a maximum-weight, maximum-cardinality matching.

    ``group[i]`` is player i's score group (0 the highest); a pair that has not met weighs
    ``base - d * d`` for groups ``d`` apart; ``near_or_bye`` are the bye's edges;
    ``rematches`` the weighted edges of pairs that met (``met_pairs``, as (low, high)).
    ``rank_order`` lists the players best first."""
    vertices = count + with_bye
    have: set[tuple[int, int]] = set()
    active: list[Edge] = []

    def add(u: int, v: int, w: int) -> None:
        key = (u, v) if u < v else (v, u)
        if key not in have:
            have.add(key)
            active.append((key[0], key[1], w))

    for u, v, w in near_or_bye:
        add(u, v, w)
    for position, u in enumerate(rank_order):
        for v in rank_order[position + 1 : position + 1 + WINDOW]:
            d = group[u] - group[v]
            key = (u, v) if u < v else (v, u)
            if -1 <= d <= 1 and key not in met_pairs:
                add(u, v, base - d * d)
    members: list[list[int]] = [[] for _ in range(groups)]
    for player in range(count):
        members[group[player]].append(player)

    while True:
        solver = BlossomSolver(vertices, active, True) if active else None
        mate = solver.solve() if solver else [-1] * vertices
        if -1 in mate:  # cannot be certified: every pair
            for u in range(count):
                for v in range(u + 1, count):
                    if (u, v) not in met_pairs:
                        d = group[u] - group[v]
                        add(u, v, base - d * d)
            for u, v, w in rematches:
                add(u, v, w)
            return BlossomSolver(vertices, active, True).solve() if active else [-1] * vertices
        if solver is None:  # no vertices at all: nothing to certify
            return mate
        needed = _violated(solver.dual, members, base, have, met_pairs)
        needed += [
            (u, v, w)
            for u, v, w in rematches
            if (u, v) not in have and solver.slack_of(u, v, w) < 0
        ]
        if not needed:
            return mate
        for u, v, w in needed:
            add(u, v, w)


def _violated(
    dual: Sequence[int],
    members: list[list[int]],
    base: int,
    have: set[tuple[int, int]],
    met_pairs: set[tuple[int, int]],
) -> list[Edge]:
    """The missing pairs of players who have not met whose (doubled) slack under ``dual`` is
    negative: ``dual[u] + dual[v] < 2 * weight``."""
    by_dual = [sorted(group, key=dual.__getitem__) for group in members]
    out: list[Edge] = []
    for g1, first in enumerate(by_dual):
        for g2 in range(g1, len(by_dual)):
            second = by_dual[g2]
            if not second:
                continue
            d = g2 - g1
            limit = 2 * (base - d * d)
            weight = base - d * d
            lowest = dual[second[0]]
            for i, u in enumerate(first):
                du = dual[u]
                if du + lowest >= limit:
                    break  # no v pairs with this u, nor later u
                # within one group each pair once: v after u in the same sorted list
                for v in second[i + 1 :] if d == 0 else second:
                    if du + dual[v] >= limit:
                        break
                    key = (u, v) if u < v else (v, u)
                    if key not in have and key not in met_pairs:
                        out.append((key[0], key[1], weight))
    return out

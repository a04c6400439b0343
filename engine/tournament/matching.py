"""Maximum-weight matching on a general graph: Edmonds' blossom algorithm.

Swiss pairing (``engine.tournament.swiss``) asks for the heaviest set of disjoint pairs in a
graph of players; odd cycles ("blossoms") make that harder than bipartite assignment.  This
is the primal-dual method with blossom shrinking in Galil's O(n^3) form: stages, each of which
grows alternating trees from every unmatched vertex until it finds an augmenting path, and
changes the dual variables by the largest safe step when the trees are stuck.

Exact integer arithmetic: every dual is stored doubled (``2u`` for vertices, ``2z`` for
blossoms), so with integer weights all steps stay integers (the S-vertices of a stage share
the parity of their doubled duals, which makes the S-S slack even).

Public: :func:`max_weight_matching`, :func:`max_weight_matching_pruned`,
:func:`matched_pairs`, :func:`matching_weight`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.tournament._blossom import BlossomSolver

Edge = tuple[int, int, int]


def max_weight_matching(
    vertex_count: int, edges: Iterable[Edge], *, max_cardinality: bool = False, check: bool = True
) -> list[int]:
    """The mate of every vertex (``-1`` when unmatched) in a matching of greatest weight.

    ``edges`` are ``(u, v, weight)`` with ``0 <= u, v < vertex_count``, ``u != v`` and an
    integer weight; a repeated pair keeps its heaviest weight.  With ``max_cardinality``
    the matching has the most pairs possible and, among those, the greatest weight
    (weights may then be negative); without it, edges of negative weight are never used.
    ``check=False`` skips checking and merging the edges, for callers that build distinct,
    valid edges themselves (it saves time on large graphs).
    """
    if not check:
        edges = list(edges)
        if not edges:
            return [-1] * vertex_count
        return BlossomSolver(vertex_count, edges, max_cardinality).solve()
    if vertex_count < 0:
        raise ValueError("vertex_count must not be negative")
    heaviest: dict[tuple[int, int], int] = {}
    for u, v, weight in edges:
        if not (0 <= u < vertex_count and 0 <= v < vertex_count):
            raise ValueError(f"edge ({u}, {v}) names a vertex outside 0..{vertex_count - 1}")
        if u == v:
            raise ValueError(f"edge ({u}, {v}) is a loop")
        if not isinstance(weight, int) or isinstance(weight, bool):
            # every bad edge is the same refusal (a ValueError), whatever is wrong with it
            raise ValueError(  # noqa: TRY004
                f"edge ({u}, {v}) has a non-integer weight {weight!r}"
            )
        key = (u, v) if u < v else (v, u)
        if key not in heaviest or weight > heaviest[key]:
            heaviest[key] = weight
    if not heaviest:
        return [-1] * vertex_count
    flat = [(u, v, w) for (u, v), w in heaviest.items()]
    return BlossomSolver(vertex_count, flat, max_cardinality).solve()


def max_weight_matching_pruned(
    vertex_count: int, tiers: Sequence[Sequence[Edge]], *, max_cardinality: bool = False
) -> list[int]:
    """:func:`max_weight_matching` over the edges of all ``tiers`` together, faster when the
    later tiers are rarely needed.  Solve with the first tier; then add only the later
    edges whose slack under the final duals is negative (an optimality certificate shows
    the others cannot improve the matching) and solve again, until none is.  With
    ``max_cardinality`` a matching that is not perfect cannot be certified that way, so the
    next whole tier is added instead.  Edges must be distinct and valid (as ``check=False``).
    """
    active = list(tiers[0]) if tiers else []
    waiting = [list(tier) for tier in tiers[1:]]
    while True:
        solver = BlossomSolver(vertex_count, active, max_cardinality) if active else None
        mate = solver.solve() if solver else [-1] * vertex_count
        pending = [edge for tier in waiting for edge in tier]
        if not pending:
            return mate
        if solver is None or (max_cardinality and -1 in mate):
            active += waiting.pop(0)
            continue
        needed = [(u, v, w) for u, v, w in pending if solver.slack_of(u, v, w) < 0]
        if not needed:
            return mate
        active += needed
        chosen = set(needed)
        waiting = [[edge for edge in tier if edge not in chosen] for tier in waiting]


def matched_pairs(mate: Sequence[int]) -> list[tuple[int, int]]:
    """The pairs ``(u, v)`` with ``u < v`` of a mate list, in increasing ``u``."""
    return [(u, v) for u, v in enumerate(mate) if u < v]


def matching_weight(mate: Sequence[int], edges: Iterable[Edge]) -> int:
    """The total weight of the matched edges (the heaviest of repeated pairs)."""
    pairs = set(matched_pairs(mate))
    best: dict[tuple[int, int], int] = {}
    for u, v, weight in edges:
        key = (u, v) if u < v else (v, u)
        if key in pairs and (key not in best or weight > best[key]):
            best[key] = weight
    return sum(best.values())

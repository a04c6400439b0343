"""Swiss pairing of the next round (Tournament Rules 10.4, appendix C byes).

Players still in the event are ranked by the standings (``standings.py``) and grouped by
match points.  One maximum-weight matching over all of them (plus a "bye" vertex when
their number is odd) chooses the round.  The weights encode, most important first:

1. nobody gets a second bye while someone active has had none;
2. as few rematches as possible (none whenever a pairing without one exists);
3. the bye goes to the lowest-ranked player who has not had one;
4. pairs within score groups: a pair whose groups are ``d`` apart costs ``d * d``, so
   equal scores come first, then adjacent groups, and two one-step floats beat one
   two-step float.

Each level's unit outweighs everything below it over a whole round, so the order is
strict.  Pairs of groups two or more apart and rematches are offered to the matcher as a
reserve it draws on only when its optimality certificate asks for them
(:func:`~engine.tournament.matching.max_weight_matching_pruned`): the same result, faster.  Among equally good pairings the matching follows the random order: players are
numbered in that order, and the matcher settles ties by number.  The same order breaks
ties left in the standings when choosing the bye.  Randomness is an input so that a log
can record it: a ``random.Random`` (which shuffles the players), or the order itself as
a list of names (what :class:`SwissRound` hands back, for replay).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.tournament.errors import PairingRefused, RoundNotFinished
from engine.tournament.event import Event, Match
from engine.tournament.matching import max_weight_matching_pruned
from engine.tournament.sparse_pairing import sparse_mate

DENSE_LIMIT = 256  # above this many players, the sparse graph of ``sparse_pairing``
from engine.tournament.standings import compute_standings, tally

if TYPE_CHECKING:
    from engine.tournament.state_types import EventMatch


@dataclass(frozen=True)
class SwissRound:
    """The pairings of one round, best-ranked table first and the bye last."""

    matches: tuple[Match, ...]
    order: tuple[str, ...]  # the random order used; pass it again to replay
    rematches: int
    repeated_byes: int

    def to_json(self) -> list[EventMatch]:
        return [m.to_json() for m in self.matches]


def pair_next_round(event: Event, randomness: random.Random | Sequence[str]) -> SwissRound:
    """Pair round ``len(event.rounds) + 1`` of ``event``."""
    if event.finished_rounds < len(event.rounds):
        raise RoundNotFinished(
            f"round {len(event.rounds)} is not finished: every match "
            f"needs a result before the next round is paired",
            round=len(event.rounds),
        )
    active = event.active_players()
    if len(active) < 2:
        raise PairingRefused(
            "at least two players must still be in the event to pair a round", players=len(active)
        )
    order = _random_order(active, randomness)
    ranked = _ranked(event, order)
    if event.tables:
        return _pair_by_table(event, ranked, order)
    return _pair(event, ranked, order)


def _pair_by_table(event: Event, ranked: list[str], order: Sequence[str]) -> SwissRound:
    """7.6: players meet only at their own draft table: each table is paired on its own
    (the same weights, the same random order), a table with an odd number of players
    still in the event giving its own bye.  The round lists the matches best-ranked
    first, then the byes."""
    rank = {p: i for i, p in enumerate(ranked)}
    matches: list[Match] = []
    rematches = repeated_byes = 0
    for names in event.tables:
        seated = set(names)
        part_order = [p for p in order if p in seated]
        if not part_order:
            continue
        if len(part_order) == 1:
            part = SwissRound(
                (Match(part_order[0], None),),
                tuple(part_order),
                0,
                int(tally(event)[part_order[0]].byes > 0),
            )
        else:
            part = _pair(event, [p for p in ranked if p in seated], part_order)
        matches += part.matches
        rematches += part.rematches
        repeated_byes += part.repeated_byes
    matches.sort(key=lambda m: (m.is_bye, rank[m.a]))
    return SwissRound(tuple(matches), tuple(order), rematches, repeated_byes)


def _random_order(active: list[str], randomness: random.Random | Sequence[str]) -> tuple[str, ...]:
    if isinstance(randomness, random.Random):
        shuffled = list(active)
        randomness.shuffle(shuffled)
        return tuple(shuffled)
    given = tuple(randomness)
    if sorted(given) != sorted(active):
        raise PairingRefused(
            "the random order must name every active player exactly once",
            order=list(given),
            active=active,
        )
    return given


def _ranked(event: Event, order: Sequence[str]) -> list[str]:
    """Active players best first: the standings' tiebreakers, then the random order."""
    keys = {s.player: s.key for s in compute_standings(event)}
    position = {p: i for i, p in enumerate(order)}
    return sorted(order, key=lambda p: (tuple(-x for x in keys[p]), position[p]))


def _pair(event: Event, ranked: list[str], order: Sequence[str]) -> SwissRound:
    records = tally(event)
    met = {p: Counter(records[p].opponents) for p in order}
    rank = {p: i for i, p in enumerate(ranked)}
    count = len(order)
    if count > DENSE_LIMIT:
        mate = _sparse_mate(order, records, met, rank)
    else:
        tiers = _edge_tiers(order, records, met, rank)
        mate = max_weight_matching_pruned(count + count % 2, tiers, max_cardinality=True)

    matches, bye, rematches, repeated_byes = [], None, 0, 0
    for i, p in enumerate(order):
        j = mate[i]
        if j == count:
            bye = Match(p, None)
            repeated_byes += records[p].byes > 0
        elif i < j:
            q = order[j]
            a, b = (p, q) if rank[p] < rank[q] else (q, p)
            matches.append(Match(a, b))
            rematches += q in met[p]
    matches.sort(key=lambda m: rank[m.a])
    if bye is not None:
        matches.append(bye)
    return SwissRound(tuple(matches), tuple(order), rematches, repeated_byes)


def _weights(
    order: Sequence[str], records: dict[str, Any], met: dict[str, Counter[str]]
) -> tuple[dict[str, int], int, int, int, int, int]:
    """Score groups and the units of each level of the weights (see the module's docstring):
    (group of each player, number of groups, unit_rank, unit_rematch, unit_bye, base)."""
    groups = sorted({records[p].points for p in order}, reverse=True)
    index = {points: i for i, points in enumerate(groups)}
    group = {p: index[records[p].points] for p in order}
    count = len(order)
    with_bye = count % 2 == 1
    # Units of each level, each above the most the levels below can add up to in a round.
    pairs = (count + with_bye) // 2
    unit_rank = pairs * (len(groups) - 1) ** 2 + 1
    unit_rematch = (count + with_bye) * unit_rank
    most_met = max((max(c.values(), default=0) for c in met.values()), default=0)
    unit_bye = (pairs * most_met + 1) * unit_rematch
    base = (max(records[p].byes for p in order) + 2) * unit_bye
    return group, len(groups), unit_rank, unit_rematch, unit_bye, base


def _sparse_mate(
    order: Sequence[str],
    records: dict[str, Any],
    met: dict[str, Counter[str]],
    rank: dict[str, int],
) -> list[int]:
    """The dense graph's optimal matching for a large event (``sparse_pairing``)."""
    group, groups, unit_rank, unit_rematch, unit_bye, base = _weights(order, records, met)
    count = len(order)
    with_bye = count % 2 == 1
    number = {p: i for i, p in enumerate(order)}
    bye_edges = (
        [
            (i, count, base - records[p].byes * unit_bye - (count - 1 - rank[p]) * unit_rank)
            for i, p in enumerate(order)
        ]
        if with_bye
        else []
    )
    rematches, met_pairs = [], set()
    for i, p in enumerate(order):
        for q, times in met[p].items():
            j = number.get(q)
            if j is not None and i < j:
                d = group[p] - group[q]
                met_pairs.add((i, j))
                rematches.append((i, j, base - times * unit_rematch - d * d))
    by_number = [group[p] for p in order]
    rank_order = sorted(range(count), key=lambda i: rank[order[i]])
    return sparse_mate(
        count, with_bye, by_number, groups, base, rank_order, bye_edges, rematches, met_pairs
    )


def _edge_tiers(
    order: Sequence[str],
    records: dict[str, Any],
    met: dict[str, Counter[str]],
    rank: dict[str, int],
) -> list[list[tuple[int, int, int]]]:
    """The weighted edges between players (numbered by ``order``; vertex ``len(order)`` is
    the bye when their number is odd), in tiers for the matcher: pairs at most one group
    apart, then further apart by distance, then rematches."""
    group, _, unit_rank, unit_rematch, unit_bye, base = _weights(order, records, met)
    count = len(order)
    with_bye = count % 2 == 1

    near: list[tuple[int, int, int]] = []
    rematch_edges: list[tuple[int, int, int]] = []
    further: dict[int, list[tuple[int, int, int]]] = {}
    for i, p in enumerate(order):
        gp, seen = group[p], met[p]
        for j in range(i + 1, count):
            q = order[j]
            d = gp - group[q]
            if q in seen:
                rematch_edges.append((i, j, base - seen[q] * unit_rematch - d * d))
            elif -1 <= d <= 1:
                near.append((i, j, base - d * d))
            else:
                further.setdefault(abs(d), []).append((i, j, base - d * d))
        if with_bye:
            near.append(
                (i, count, base - records[p].byes * unit_bye - (count - 1 - rank[p]) * unit_rank)
            )
    return [near] + [further[d] for d in sorted(further)] + [rematch_edges]

"""Single-elimination play-off brackets (Tournament Rules 10.4).

* Top 8 by standings: 1-8, 4-5, 2-7, 3-6; then the winners of 1/8 and 4/5 meet, and of
  2/7 and 3/6; then the final.
* Top 4: 1-4, 2-3; then the final.
* After a booster draft among the top 8 (players seated at random): seat 1 plays seat 5,
  3-7, 2-6, 4-8; then winners of 1/5 and 3/7, and of 2/6 and 4/8; then the final.

A bracket is a list of matches in slot order; each round pairs the winners of matches
0 and 1, 2 and 3, ...  Brackets of other powers of two follow the same rule as the top 8
(1 plays the last, and the best seeds meet as late as possible); missing seeds are byes.
Each match keeps the players' seeds (their Swiss standing), because the better seed
chooses play or draw in game 1 of a play-off match (2.2).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from engine.tournament.errors import InvalidSetting

DRAFT_SEAT_ORDER = (1, 5, 3, 7, 2, 6, 4, 8)


@dataclass(frozen=True)
class Seat:
    player: str
    seed: int  # 1 = best in the Swiss standings


@dataclass(frozen=True)
class PlayoffMatch:
    high: Seat  # the better seed
    low: Seat | None = None  # None: a bye, ``high`` goes through

    @property
    def players(self) -> tuple[str, ...]:
        return (self.high.player,) if self.low is None else (self.high.player, self.low.player)


def seed_order(size: int) -> list[int]:
    """Seeds in slot order for a bracket of ``size`` (a power of two): 8 -> 1 8 4 5 2 7 3 6."""
    if size < 2 or size & (size - 1):
        raise InvalidSetting("a bracket holds a power of two players (2, 4, 8, ...)", size=size)
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for s in order for seed in (s, total - s)]
    return order


def seeded_bracket(ranked: Sequence[str], size: int | None = None) -> list[PlayoffMatch]:
    """First play-off round for ``ranked`` (best first), by standings; ``size`` defaults to
    the smallest power of two that holds them (a bigger one would leave a match with
    nobody), and the best seeds get the byes."""
    size = size or _bracket_size(len(ranked))
    if not size // 2 < len(ranked) <= size:
        raise InvalidSetting(
            f"{len(ranked)} players do not fit a bracket of {size}", players=len(ranked), size=size
        )
    seats = [Seat(p, i) for i, p in enumerate(ranked, 1)]
    slots = [seats[s - 1] if s <= len(seats) else None for s in seed_order(size)]
    return [_match(slots[i], slots[i + 1]) for i in range(0, size, 2)]


def draft_bracket(seating: Sequence[str], ranked: Sequence[str]) -> list[PlayoffMatch]:
    """First play-off round after a top-8 booster draft: ``seating`` lists the eight
    players by draft seat (seat 1 first); ``ranked`` is the Swiss standings (for seeds)."""
    if len(seating) != 8 or len(set(seating)) != 8:
        raise InvalidSetting(
            "the draft play-off seats exactly eight players", seating=list(seating)
        )
    rank = {p: i for i, p in enumerate(ranked, 1)}
    missing = [p for p in seating if p not in rank]
    if missing:
        raise InvalidSetting(f"{missing[0]!r} has no Swiss standing", player=missing[0])
    slots = [Seat(seating[s - 1], rank[seating[s - 1]]) for s in DRAFT_SEAT_ORDER]
    return [_match(slots[i], slots[i + 1]) for i in range(0, 8, 2)]


def random_draft_seating(players: Sequence[str], rng: random.Random) -> list[str]:
    """Seat the play-off draft at random (10.4); the caller records the result."""
    seating = list(players)
    rng.shuffle(seating)
    return seating


def next_round(matches: Sequence[PlayoffMatch], winners: Collection[str]) -> list[PlayoffMatch]:
    """The next play-off round: ``winners`` names the winner of every match that was not a
    bye.  After the final (one match) this is an empty list; see :func:`champion`."""
    through = [_winner(m, winners) for m in matches]
    if len(through) == 1:
        return []
    return [_match(through[i], through[i + 1]) for i in range(0, len(through), 2)]


def champion(final: PlayoffMatch, winners: Collection[str]) -> str:
    return _winner(final, winners).player


def _winner(match: PlayoffMatch, winners: Collection[str]) -> Seat:
    if match.low is None:
        return match.high
    won = [s for s in (match.high, match.low) if s.player in winners]
    if len(won) != 1:
        raise InvalidSetting(
            f"exactly one of {match.high.player!r} and {match.low.player!r} "
            f"must be named the winner",
            players=list(match.players),
        )
    return won[0]


def _match(x: Seat | None, y: Seat | None) -> PlayoffMatch:
    if x is None:
        x, y = y, None
    assert x is not None, "a play-off match has at least one player"
    if y is not None and y.seed < x.seed:
        x, y = y, x
    return PlayoffMatch(x, y)


def _bracket_size(count: int) -> int:
    size = 2
    while size < count:
        size *= 2
    return size

"""How a play-off moves on: the next round seated once every match of one is decided
(10.4), and a player who leaves after the cut (Tournament Rules 2.10, last paragraphs).

"If a player drops after the cut (say, to a top 8), no other player is moved up into the
top 8; the highest-ranked player still in the event gets the bye in that round."  How the
app reads it, move by move (``docs/conspiracy-and-tournaments.md`` says it for players):

* **The round has not begun** (no match of it has a result yet; the app cannot tell a match
  being played from one not begun, so a round with no result is taken as not begun): the
  round is seated again without the player.  Nobody joins; the highest-ranked players still
  in it (by their Swiss seed) get as many byes as the round now needs (one for one player
  gone); every pairing whose two players are both still there and neither has a bye stays
  as it was; the players left without an opponent are paired with each other in bracket
  order (the first two in the bracket's order play, in the first free place).  When half the
  round or more has gone, the bracket is seated afresh by seed for those left.
* **The round is under way** (some match of it has a result): a player whose match in it is
  undecided loses it by leaving; the opponent goes through (``by_drop``).
* **The player has already gone through this round** (won, or had a bye): they leave, and
  the next round is seated without them as above when it is seated.

A player already out of the play-off, or never in it, simply leaves the event.
"""

from __future__ import annotations

from engine.tournament import bracket
from engine.tournament.state import Playoff, PlayoffSlot


def round_begun(slots: list[PlayoffSlot]) -> bool:
    """Whether a match of this round has a result (a bye has none to wait for)."""
    return any(s.low is not None and s.winner is not None for s in slots)


def still_in(playoff: Playoff, player: str) -> bool:
    """Whether ``player`` is in the current play-off round and not beaten in it."""
    for slot in playoff.rounds[-1]:
        if player in (slot.high, slot.low):
            return slot.winner in (None, player)
    return False


def leave(playoff: Playoff, player: str) -> None:
    """``player`` (still in the play-off) leaves it."""
    playoff.dropped.append(player)
    current = playoff.rounds[-1]
    if not round_begun(current):
        playoff.rounds[-1] = reseat(current, set(playoff.dropped))
        return
    for slot in current:
        if slot.winner is None and slot.low is not None and player in (slot.high, slot.low):
            slot.winner = slot.low if player == slot.high else slot.high
            slot.by_drop = True


def reseat(slots: list[PlayoffSlot], dropped: set[str]) -> list[PlayoffSlot]:
    """The round ``slots`` (none of it played) seated again without the ``dropped``."""
    seats = [(p, seed) for s in slots for p, seed in s.seats() if p not in dropped]
    if len(seats) == sum(len(s.seats()) for s in slots):
        return slots  # nobody here has left
    if not seats:
        return []
    if len(seats) == 1:
        return [_slot([seats[0][0]], dict(seats))]
    if len(seats) <= len(slots):  # half the round or more has gone
        ranked = [p for p, _ in sorted(seats, key=lambda x: x[1])]
        seeds = dict(seats)
        fresh = bracket.seeded_bracket(ranked)
        return [
            PlayoffSlot.of(
                bracket.PlayoffMatch(
                    bracket.Seat(m.high.player, seeds[m.high.player]),
                    None if m.low is None else bracket.Seat(m.low.player, seeds[m.low.player]),
                )
            )
            for m in fresh
        ]
    byes = {p for p, _ in sorted(seats, key=lambda x: x[1])[: 2 * len(slots) - len(seats)]}
    seed = dict(seats)
    placed: list[list[str] | None] = [None] * len(slots)
    alone: list[str] = []  # bye players whose place another bye player took
    orphans: list[str] = []  # players left without an opponent, in bracket order
    for i, slot in enumerate(slots):
        here = [p for p in (slot.high, slot.low) if p is not None and p not in dropped]
        for p in [p for p in here if p in byes]:
            if placed[i] is None:
                placed[i] = [p]
            else:
                alone.append(p)
        rest = [p for p in here if p not in byes]
        if len(rest) == 2 and placed[i] is None:
            placed[i] = rest
        else:
            orphans.extend(rest)
    free = [i for i, p in enumerate(placed) if p is None]
    for p in alone:
        placed[free.pop(0)] = [p]
    for k in range(0, len(orphans), 2):
        placed[free.pop(0)] = orphans[k : k + 2]
    groups = [group for group in placed if group is not None]
    assert len(groups) == len(placed), "every table of the round is seated again"
    return [_slot(group, seed) for group in groups]


def _slot(players: list[str], seed: dict[str, int]) -> PlayoffSlot:
    high, *low = sorted(players, key=lambda p: seed[p])
    if not low:
        return PlayoffSlot(high, seed[high], winner=high)
    return PlayoffSlot(high, seed[high], low[0], seed[low[0]])


def settle_playoff(playoff: Playoff) -> None:
    """Seat the next round (or name the champion) once every match of this one is decided."""
    while playoff.champion is None:
        current = playoff.rounds[-1]
        if any(slot.winner is None for slot in current):
            return
        if len(current) == 1:
            playoff.champion = current[0].winner
            return
        matches = [
            bracket.PlayoffMatch(*(bracket.Seat(p, seed) for p, seed in s.seats())) for s in current
        ]
        nxt = bracket.next_round(matches, {s.winner for s in current if s.winner is not None})
        # a player who left after going through is seated out of the new round (2.10)
        playoff.rounds.append(reseat([PlayoffSlot.of(m) for m in nxt], set(playoff.dropped)))

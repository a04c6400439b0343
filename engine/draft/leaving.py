"""A player who cannot go on drafting leaves the draft table (Tournament Rules 7.7: "he
leaves the draft table and builds a deck from the cards he has picked; until the end of the
draft he takes no part in it, and the draft goes on with fewer players").

How the app reads it (``docs/conspiracy-and-tournaments.md``, "Rulings the app makes"):

* The seat stays in the list (the player keeps the cards already picked and still plays in
  the event); it no longer picks, and packs pass over it to the next player still drafting
  in the round's direction.
* The pack the player holds when leaving is set aside (the rules give no procedure for it),
  so that every player still drafting holds one pack at each pick: the pick count, the
  appendix B pick times and the cards left in a pack stay as they were.  In the next draft
  rounds only the players still drafting open packs.
* The last player still drafting cannot leave (end the draft instead); a Rochester draft
  (8.5), whose opening and picking order runs round the whole table, is not left this way.

Which pack a seat holds is simulated from the round's start: every pick moves each pack to
the next seat still drafting, and a pack held by a player who leaves is set aside.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.draft.state_types import DepartureView

from engine.draft import passing


@dataclass
class Departure:
    """``seat`` left the draft during ``round`` at ``pick`` (in ``phase``)."""

    seat: int
    round: int
    pick: int
    phase: str

    def view(self) -> DepartureView:
        return {"seat": self.seat, "round": self.round, "pick": self.pick, "phase": self.phase}

    def before_round(self, round_number: int) -> bool:
        """Gone before ``round_number`` was opened (left in an earlier round or its review)."""
        return self.round < round_number


def drafting(count: int, gone: set[int]) -> list[int]:
    return [s for s in range(count) if s not in gone]


def next_drafting(seat: int, round_number: int, count: int, gone: set[int]) -> int:
    """The next seat still drafting from ``seat`` in the round's direction (itself when it
    is the only one)."""
    step = 1 if passing.pass_direction(round_number) == passing.LEFT else -1
    other = seat
    for _ in range(count):
        other = (other + step) % count
        if other not in gone:
            return other
    return seat


def previous_drafting(seat: int, round_number: int, count: int, gone: set[int]) -> int:
    step = -1 if passing.pass_direction(round_number) == passing.LEFT else 1
    other = seat
    for _ in range(count):
        other = (other + step) % count
        if other not in gone:
            return other
    return seat


def holdings(
    count: int, round_number: int, pick: int, departures: list[Departure]
) -> dict[int, int]:
    """Who holds whose pack (by the seat that opened it) at ``pick`` of ``round_number``."""
    gone = {d.seat for d in departures if d.before_round(round_number)}
    holding = {s: s for s in drafting(count, gone)}
    for q in range(1, pick + 1):
        for d in departures:
            if d.round == round_number and d.pick == q and d.seat not in gone:
                gone.add(d.seat)
                holding.pop(d.seat, None)  # the pack in hand is set aside
        if q == pick:
            break
        holding = {next_drafting(s, round_number, count, gone): pack for s, pack in holding.items()}
    return holding

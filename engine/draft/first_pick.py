"""Who picks first when two players wait on each other (Tournament Rules 7.7): "If the
draft is not timed and two players each do not want to pick before the other does, the
player whose pack will reach the other first picks first; at equal distance, the player in
the lower-numbered seat picks first."

Distance is counted in passes round the seats still drafting, in the pack's direction (a
seat that left the draft table is passed over, 7.7).  Only an untimed booster draft asks
this: a timed draft's picks are due together, and a Rochester draft has one picker at a time.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from engine.draft.phases import PICK
from engine.draft.timer import ROCHESTER

if TYPE_CHECKING:
    from engine.draft.state import DraftState
    from engine.draft.state_types import FirstPick


def passes_between(draft: DraftState, giver: int, taker: int) -> int:
    """How many passes ``giver``'s pack takes to reach ``taker`` this draft round."""
    steps, seat = 0, giver
    while seat != taker:
        seat = draft._passes_to(seat)
        steps += 1
        if steps > draft.count:  # taker is not drafting: never reached
            raise ValueError(f"seat {taker} is not drafting")
    return steps


def picks_first(draft: DraftState, x: int, y: int) -> int:
    """Of two seats waiting on each other, the one who picks first (7.7)."""
    to_y, to_x = passes_between(draft, x, y), passes_between(draft, y, x)
    if to_y != to_x:
        return x if to_y < to_x else y
    return min(x, y)


def asks_who_picks_first(draft: DraftState) -> bool:
    """7.7's question arises: an untimed booster draft, packs being picked, two or more
    seats still to pick."""
    return (
        not draft.timer
        and draft.phase == PICK
        and draft.style != ROCHESTER
        and len(draft.waiting_for()) >= 2
    )


def first_pick_view(draft: DraftState) -> list[FirstPick]:
    """For every two seats still to pick, who picks first and the passes each pack needs."""
    if not asks_who_picks_first(draft):
        return []
    out: list[FirstPick] = []
    for x, y in combinations(sorted(draft.waiting_for()), 2):
        out.append(
            {
                "seats": [x, y],
                "first": picks_first(draft, x, y),
                "passes": [passes_between(draft, x, y), passes_between(draft, y, x)],
            }
        )
    return out

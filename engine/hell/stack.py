"""A small stack tracker (seed 000's freezing, seed 004's interrupting and blocking).

Kept per game in ``Game.features["stack"]``; it works in any format, and a spell may be a
tracked Hell card (then the card's zone is the stack while it is there).

- Items are listed **top first**.  Each has a controller, a name, an optional card, and
  two flags: ``frozen`` (a card froze it) and ``tapped`` (a tapped spell is frozen).
- The whole stack can be frozen.  Frozen spells do not resolve; when the stack or every
  spell on it is frozen, play goes on as if it were empty (``acts_as_empty``).  The next
  spell to resolve is the topmost one not frozen.  An effect that resolves a frozen spell
  resolves it (``stack_resolve`` naming the item).
- Seed 004: an **interrupted** action became impossible; it leaves the stack without
  being paid for (526.1).  A **blocked** action leaves the stack with no effect at all,
  counts as declared but not performed, and its source pays all its costs (527.2, 524.4).
  Only an action on the stack can be interrupted or blocked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from engine.feature import Feature

if TYPE_CHECKING:
    from engine.hell.state_types import StackHistoryEntry, StackItem
    from engine.hell.state_types import StackState as StackStateView

HISTORY_KEPT = 20


@dataclass
class StackState(Feature):
    items: list[dict[str, Any]] = field(default_factory=list)  # top first
    frozen: bool = False
    next_id: int = 1
    history: list[dict[str, Any]] = field(default_factory=list)  # latest last, at most HISTORY_KEPT

    def find(self, item_id: int) -> dict[str, Any] | None:
        return next((item for item in self.items if item["id"] == item_id), None)

    def item_frozen(self, item: dict[str, Any]) -> bool:
        return self.frozen or item["frozen"] or item["tapped"]

    def next_to_resolve(self) -> dict[str, Any] | None:
        return next((item for item in self.items if not self.item_frozen(item)), None)

    def holding(self, card: int) -> dict[str, Any] | None:
        return next((item for item in self.items if item["card"] == card), None)

    def push(
        self, *, name: str, controller: int, controller_name: str, card: int | None
    ) -> dict[str, Any]:
        item = {
            "id": self.next_id,
            "name": name,
            "controller": controller,
            "controller_name": controller_name,
            "card": card,
            "frozen": False,
            "tapped": False,
        }
        self.next_id += 1
        self.items.insert(0, item)
        return item

    def remove(self, item: dict[str, Any], outcome: str, **details: Any) -> None:
        self.items.remove(item)
        self.history.append(
            {
                "item": item["id"],
                "name": item["name"],
                "card": item["card"],
                "controller": item["controller"],
                "outcome": outcome,
                **details,
            }
        )
        del self.history[:-HISTORY_KEPT]

    def item_view(self, item: dict[str, Any]) -> StackItem:
        # the item as kept (plain dict: StackItem's fields but effectively_frozen), every key
        # passed on; tests/tools/test_state_types.py holds real items to StackItem
        return cast("StackItem", {**item, "effectively_frozen": self.item_frozen(item)})

    def state(self) -> StackStateView:
        following = self.next_to_resolve()
        return {
            "items": [self.item_view(item) for item in self.items],
            "frozen": self.frozen,
            "next": following["id"] if following else None,
            "acts_as_empty": following is None,
            "history": [history_view(entry) for entry in self.history],
        }


def history_view(entry: dict[str, Any]) -> StackHistoryEntry:
    """A stack history entry as kept: the item, and what its way of leaving the stack added
    (StackHistoryEntry's optional fields; the tests hold real entries to it)."""
    return cast("StackHistoryEntry", dict(entry))

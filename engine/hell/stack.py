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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.hell.state_types import StackHistoryEntry, StackState as StackStateView

HISTORY_KEPT = 20


@dataclass
class StackState:
    items: list[dict] = field(default_factory=list)  # top first
    frozen: bool = False
    next_id: int = 1
    history: list[dict] = field(default_factory=list)  # latest last, at most HISTORY_KEPT

    def find(self, item_id: int) -> dict | None:
        return next((item for item in self.items if item["id"] == item_id), None)

    def item_frozen(self, item: dict) -> bool:
        return self.frozen or item["frozen"] or item["tapped"]

    def next_to_resolve(self) -> dict | None:
        return next((item for item in self.items if not self.item_frozen(item)), None)

    def holding(self, card: int) -> dict | None:
        return next((item for item in self.items if item["card"] == card), None)

    def push(self, *, name: str, controller: int, controller_name: str, card: int | None) -> dict:
        item = {"id": self.next_id, "name": name, "controller": controller,
                "controller_name": controller_name, "card": card, "frozen": False, "tapped": False}
        self.next_id += 1
        self.items.insert(0, item)
        return item

    def remove(self, item: dict, outcome: str, **details) -> None:
        self.items.remove(item)
        self.history.append({"item": item["id"], "name": item["name"], "card": item["card"],
                             "controller": item["controller"], "outcome": outcome, **details})
        del self.history[:-HISTORY_KEPT]

    def state(self) -> StackStateView:
        following = self.next_to_resolve()
        return {
            "items": [{"id": item["id"], "name": item["name"], "controller": item["controller"],
                       "controller_name": item["controller_name"], "card": item["card"],
                       "frozen": item["frozen"], "tapped": item["tapped"],
                       "effectively_frozen": self.item_frozen(item)} for item in self.items],
            "frozen": self.frozen,
            "next": following["id"] if following else None,
            "acts_as_empty": following is None,
            "history": [history_view(entry) for entry in self.history],
        }


def history_view(entry: dict) -> StackHistoryEntry:
    """A stack history entry: the item, and what each way of leaving the stack adds."""
    view: StackHistoryEntry = {"item": entry["item"], "name": entry["name"], "card": entry["card"],
                               "controller": entry["controller"], "outcome": entry["outcome"]}
    if "forced" in entry:
        view["forced"] = entry["forced"]
    if "paid" in entry:
        view["paid"] = entry["paid"]
    if "reason" in entry:
        view["reason"] = entry["reason"]
    if "by" in entry:
        view["by"] = entry["by"]
    return view

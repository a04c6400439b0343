"""A Contraption card: its name, its faction (or none), its collector number (or none) and
a short note its player may write.

The five factions are listed in the order seed 001 numbers them for the dice variant
("1. Order of the Widget, 2. Agents of S.N.E.A.K., 3. League of Dastardly Doom, 4. Goblin
Explosioneers, 5. Crossbreed Labs"): a d6 showing 1 to 5 names the faction at that place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WIDGET = "Order of the Widget"
SNEAK = "Agents of S.N.E.A.K."
DOOM = "League of Dastardly Doom"
GOBLIN = "Goblin Explosioneers"
LABS = "Crossbreed Labs"

FACTIONS: tuple[str, ...] = (WIDGET, SNEAK, DOOM, GOBLIN, LABS)

NAME_LENGTH = 60
NOTE_LENGTH = 200


@dataclass(frozen=True)
class ContraptionCard:
    """The facts of one Contraption card, as printed or as its player wrote them."""

    name: str
    faction: str | None = None
    number: int | None = None
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "faction": self.faction,
            "number": self.number,
            "note": self.note,
        }


def faction_for_die(value: int) -> str | None:
    """The faction a d6 names: 1 to 5 the faction at that place, 6 none (the player picks)."""
    return FACTIONS[value - 1] if 1 <= value <= len(FACTIONS) else None


def name_key(name: str) -> str:
    """Names compare without case and extra spaces ("gift  horse" is "Gift Horse")."""
    return " ".join(name.split()).casefold()

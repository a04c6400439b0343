"""The JSON a Contraption card list accepts (engine/contraptions/action_fields.py ``CardList``):
a name, or an object that edits or writes out a card.  Types for mypy and
tools/action_types.py only (engine.zip leaves every ``*_types.py`` out); no ``from __future__
import annotations`` here: the generator reads these shapes as objects."""

from typing import Literal, NotRequired, TypedDict

Faction = Literal[
    "Order of the Widget",
    "Agents of S.N.E.A.K.",
    "League of Dastardly Doom",
    "Goblin Explosioneers",
    "Crossbreed Labs",
]


class ContraptionCardEntry(TypedDict):
    """A Contraption written out (engine/contraptions/action_fields.py ``CardList``): an
    edited or custom card; a bare name is an Unstable Contraption as printed."""

    name: str
    faction: NotRequired[Faction | None]
    number: NotRequired[int | None]
    note: NotRequired[str]


ContraptionCardList = list[str | ContraptionCardEntry]

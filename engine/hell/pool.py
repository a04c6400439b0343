"""The Hell library's cards: the basics, the size of a tenth, and the immutable pool.

``HellPool`` holds the card definitions of one Hell library once, read-only: it is
shared by reference between the live table, undo checkpoints and copies
(``__deepcopy__`` returns it), so undo never copies card data.  A Hell card *instance*
is a small int (its position in the library as set up, from 0); ``definition_of[id]``
says which definition it is, so 20 Plains are one definition and 20 ids.

How the pool is carried in the log (see ``hell_setup``): the action the app dispatches
carries the whole imported pool in the app's export form; the engine draws the library
and **records only the library's cards** (each distinct definition once, in export form)
with the library as indexes into them, plus the pool's size and content hash for
provenance.  A 970-card pool gives a record of about 100 definitions, not 970.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Self, cast

from engine.hell.cards import Card, Face

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from engine.hell.state_types import CardFaceView, CardView, HellSetup

# Seed 000: 50 each of the five; Nebula (purple) and Wastes are available at 0.
STANDARD_BASICS: dict[str, int] = {
    "Plains": 50,
    "Island": 50,
    "Swamp": 50,
    "Mountain": 50,
    "Forest": 50,
}
BASIC_LAND_NAMES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula", "Wastes")
_BASIC_MANA = {
    "Plains": "{W}",
    "Island": "{U}",
    "Swamp": "{B}",
    "Mountain": "{R}",
    "Forest": "{G}",
    "Nebula": "{P}",
    "Wastes": "{C}",
}
_BASIC_COLOR = {
    "Plains": "White",
    "Island": "Blue",
    "Swamp": "Black",
    "Mountain": "Red",
    "Forest": "Green",
    "Nebula": "Purple",
}
DEFAULT_FRACTION = "1/10"
PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


def basic_land(name: str) -> Card:
    """A basic land as a card: ``Basic Land — Nebula``, "{T}: Add {P}." (Nebula is the
    basic land of purple; it has no Hellfall record, so the app knows it itself)."""
    subtypes = () if name == "Wastes" else (name,)
    face = Face(
        name=name,
        supertypes=("Basic",),
        types=("Land",),
        subtypes=subtypes,
        text=f"({{T}}: Add {_BASIC_MANA[name]}.)",
    )
    return Card(id=f"basic/{name}", name=name, faces=(face,), set_code="")


def library_size(total: int, fraction: Fraction) -> int:
    """The library's size for a pool of ``total`` cards: the fraction of it rounded to the
    nearest whole card, halves up (970 x 1/10 = 97 exactly, as seed 000 says; 975 -> 98),
    never below one card of a non-empty pool."""
    if total <= 0:
        return 0
    exact = total * fraction
    return max(1, int(exact + Fraction(1, 2)))


_FRACTION = re.compile(r"\s*(\d{1,9}\s*/\s*\d{1,9}|\d{0,9}\.\d{1,9}|\d{1,9})\s*")


def parse_fraction(text: str) -> Fraction:
    """ "1/10", "0.1", "1" -> a Fraction; ValueError when it is not in (0, 1].  Only plain
    forms are read (no exponents: "1e999999999" would take forever to build)."""
    if not _FRACTION.fullmatch(text):
        raise ValueError("must be written like 1/10 or 0.1")
    value = Fraction(text.replace(" ", ""))
    if not 0 < value <= 1:
        raise ValueError("must be more than 0 and at most 1")
    return value


def pool_hash(entries: list[dict[str, Any]]) -> str:
    """``sha256:...`` of the pool's cards in export form, in pool order (canonical JSON):
    the same imported pool always gives the same hash, so a record names its pool."""
    canonical = json.dumps(entries, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def is_permanent(card: Card) -> bool:
    """Its front face has a permanent type: a resolving spell of it goes to the battlefield."""
    return any(t.casefold() in PERMANENT_TYPES for t in card.front.types)


def _face_view(face: Face) -> CardFaceView:
    return {
        "name": face.name,
        "cost": face.cost,
        "type_line": face.type_line,
        "text": face.text,
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
    }


def card_view(card: Card) -> CardView:
    """What the front end shows of a card, without knowing any rule: name, cost, type
    line, text and power/toughness (the front face's, faces listed in ``faces``)."""
    front = card.front
    return {
        "name": card.name,
        "cost": card.cost,
        "type_line": card.type_line,
        "text": "\n//\n".join(face.text for face in card.faces if face.text),
        "power": front.power,
        "toughness": front.toughness,
        "loyalty": front.loyalty,
        "colors": [color.name for color in card.colors],
        "is_land": card.is_land,
        "is_token": card.is_token,
        "set": card.set_code,
        "image": card.image,
        "pool_id": card.id,
        "faces": [_face_view(face) for face in card.faces],
    }


_NOTES = tuple(
    (re.compile(pattern, re.IGNORECASE), code)
    for pattern, code in (
        (r"\bdraft", "draft_matters"),
        (r"\bstart of the game\b", "start_of_game"),
        (r"\bante\b", "ante"),
        (r"\bcompanion\b", "companion"),
        (r"\boutside the game\b", "outside_the_game"),
        (r"\bsideboard\b", "sideboard"),
        (r"\bfr[eo]ez", "freeze"),
    )
)


def card_notes(card: Card) -> list[str]:
    """Codes for the format's translations a card's text may need (seed 000, "Format
    adjustments": draft-matters, start-of-game and conspiracies, ante, companions, cards
    outside the game, freezing): reminders shown beside the card, never enforced."""
    text = " ".join(face.text for face in card.faces)
    notes = [code for pattern, code in _NOTES if pattern.search(text)]
    conspiracy = any(t.casefold() == "conspiracy" for face in card.faces for t in face.types)
    if conspiracy and "start_of_game" not in notes:
        notes.append("start_of_game")
    return notes


@dataclass(frozen=True, eq=False)
class HellPool:
    """The definitions of the Hell library's cards and where they came from (read-only).

    ``definitions[i]`` is a Card; ``definition_of[card_id]`` the definition of Hell card
    ``card_id``; ``views`` the front end's view of each definition (read-only mappings).
    """

    definitions: tuple[Card, ...]
    definition_of: tuple[int, ...]
    views: tuple[MappingProxyType[str, Any], ...]
    notes: tuple[tuple[str, ...], ...] = ()
    name: str = ""
    hash: str = ""
    pool_size: int = 0
    basics: tuple[tuple[str, int], ...] = ()
    fraction: str = DEFAULT_FRACTION

    @classmethod
    def build(
        cls, definitions: Sequence[Card], definition_of: Iterable[int], **meta: Any
    ) -> HellPool:
        views = tuple(MappingProxyType(card_view(card)) for card in definitions)
        notes = tuple(tuple(card_notes(card)) for card in definitions)
        if "basics" in meta:
            meta["basics"] = tuple(dict(meta["basics"]).items())
        return cls(tuple(definitions), tuple(definition_of), views, notes, **meta)

    @property
    def count(self) -> int:
        """How many Hell cards the library was built with."""
        return len(self.definition_of)

    def card(self, card_id: int) -> Card:
        return self.definitions[self.definition_of[card_id]]

    def view(self, card_id: int) -> CardView:
        return cast("CardView", dict(self.views[self.definition_of[card_id]]))

    def notes_of(self, card_id: int) -> list[str]:
        return list(self.notes[self.definition_of[card_id]])

    def describe(self) -> HellSetup:
        return {
            "name": self.name,
            "hash": self.hash,
            "pool_size": self.pool_size,
            "basics": dict(self.basics),
            "fraction": self.fraction,
            "library_size": self.count,
            "definitions": len(self.definitions),
        }

    # shared, never copied: undo checkpoints and the live table hold the same pool
    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self

    def __copy__(self) -> Self:
        return self

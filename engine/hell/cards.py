"""A card of an imported pool: its faces, set, colours, and what the Hell rules ask of it.

Names, costs and texts are kept exactly as imported: never interpreted as markup.
A card has one to four faces (split, adventure, transform and modal cards have more
than one); the **front face** decides whether the card is a land (seed 000 rule 1) and
gives its mana value, because it is the face a card shows in a library and a hand.
Token cards (seed 000, "Token cards") are those with ``Token`` as a supertype or type.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from engine.hell.colors import Color
from engine.hell.mana import ManaSymbol, has_cost, mana_value, parse_cost

# Supertypes an English type line may carry before its card types.
KNOWN_SUPERTYPES = frozenset(
    {"basic", "legendary", "snow", "world", "token", "ongoing", "elite", "host"}
)
# Card types (rule 205.2a, with Hellscube's and the old ones): a word of these in any type
# field of a record makes it that type (the registry once wrote "Land" as a supertype).
CARD_TYPES = frozenset(
    {
        "land",
        "creature",
        "artifact",
        "enchantment",
        "instant",
        "sorcery",
        "planeswalker",
        "battle",
        "tribal",
        "kindred",
        "conspiracy",
        "dungeon",
        "plane",
        "phenomenon",
        "scheme",
        "vanguard",
    }
)
_TYPE_DASH = re.compile(r"\s*[—–]\s*|\s+-\s+")
_TYPE_SEPARATORS = re.compile(r"[;,\s]+")


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card.  ``cost`` ``""`` is no cost; ``power``/``toughness``/``loyalty``
    are text ("*", "-1", "2") or None when the face has none."""

    name: str = ""
    cost: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    flavor: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None

    @property
    def symbols(self) -> tuple[ManaSymbol, ...]:
        return parse_cost(self.cost)

    @property
    def has_cost(self) -> bool:
        return has_cost(self.cost)

    @property
    def mana_value(self) -> int:
        return mana_value(self.symbols)

    @property
    def is_land(self) -> bool:
        return any(t.casefold() == "land" for t in self.types)

    @property
    def type_line(self) -> str:
        """ "Legendary Creature — Elf Druid"."""
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


@dataclass(frozen=True, slots=True)
class Card:
    """A card of a pool.  ``id`` is unique and stable within the pool (see ``card_id``);
    ``name`` is the whole name as imported (faces joined as the source joined them)."""

    id: str
    name: str
    faces: tuple[Face, ...]
    set_code: str = ""
    colors: tuple[Color, ...] = ()
    image: str = ""

    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def is_land(self) -> bool:
        return self.front.is_land

    @property
    def is_token(self) -> bool:
        front = self.front
        return any(t.casefold() == "token" for t in front.supertypes + front.types)

    @property
    def mana_value(self) -> int:
        """The front face's mana value, recomputed from its cost (X counts 0)."""
        return self.front.mana_value

    @property
    def type_line(self) -> str:
        return " // ".join(face.type_line for face in self.faces)

    @property
    def cost(self) -> str:
        """Every face's cost, " // "-joined; faces without a cost are left out."""
        return " // ".join(face.cost for face in self.faces if face.has_cost)


def type_words(text: str) -> list[str]:
    """The words of a type field: split on ";", "," and spaces ("Land;Creature")."""
    return [word for word in _TYPE_SEPARATORS.split(text) if word]


def sort_type_words(
    words: Iterable[str], *, default_types: bool = True
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(supertypes, types) of type words: known supertypes one way, card types the other;
    any other word goes to types (``default_types``) or to supertypes."""
    supertypes, types = [], []
    for word in words:
        folded = word.casefold()
        if folded in KNOWN_SUPERTYPES:
            supertypes.append(word)
        elif folded in CARD_TYPES or default_types:
            types.append(word)
        else:
            supertypes.append(word)
    return tuple(supertypes), tuple(types)


def parse_type_line(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(supertypes, types, subtypes) of an English type line such as
    "Legendary Creature — Elf Druid" ("-" and "–" also separate the subtypes; ";" and ","
    separate types as the registry writes them: "Land;Creature" is a land creature)."""
    pieces = _TYPE_DASH.split(text, maxsplit=1)
    left, right = pieces[0], pieces[1] if len(pieces) == 2 else ""
    supertypes, types = sort_type_words(type_words(left))
    return supertypes, types, tuple(type_words(right))


def card_id(set_code: str, name: str, taken: set[str]) -> str:
    """``SET/Name`` (just ``Name`` without a set), with ``~2``, ``~3`` ... for repeats,
    so the same file always gives the same ids.  Adds the id to ``taken``."""
    base = f"{set_code.strip()}/{name.strip()}" if set_code.strip() else name.strip()
    candidate, number = base, 1
    while candidate in taken:
        number += 1
        candidate = f"{base}~{number}"
    taken.add(candidate)
    return candidate


def filter_by_set(cards: Iterable[Card], set_code: str) -> list[Card]:
    """The cards of one set (case-insensitive): ``"HLC"`` is Hellscube v1.2."""
    wanted = set_code.strip().casefold()
    return [card for card in cards if card.set_code.strip().casefold() == wanted]


def _search_key(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def search_by_name(cards: Iterable[Card], query: str) -> list[Card]:
    """Cards whose name contains ``query`` (case, width and spacing ignored): exact
    matches first, then names that start with it, then the rest, each in pool order."""
    key = _search_key(query)
    ranked = []
    for position, card in enumerate(cards):
        name = _search_key(card.name)
        if key in name:
            rank = 0 if name == key else 1 if name.startswith(key) else 2
            ranked.append((rank, position, card))
    ranked.sort(key=lambda entry: entry[:2])
    return [card for _, _, card in ranked]

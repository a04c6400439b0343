"""The colours of Hellscube: the six basic ones and any other a card brings into the game.

Seed 000 ("Purple and other colours"): purple is the sixth basic colour (White, Blue,
Black, Red, Green, Purple), and a card that names another colour (the registry has
"Pickle" and "Piss") brings that colour into the game.  So a colour is either one of the
six, known by its letter (W U B R G P) or full name, or any other name, normalised by
stripping and case-folding (" pickle " and "Pickle" are the same colour).

Colourless is not a colour: ``{C}`` needs no declaration, and the registry's literal
"Colorless" in a card's colours means it has none.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.errors import InvalidField

if TYPE_CHECKING:
    from collections.abc import Iterable


# Letter -> full name, in the order the seed lists them.
BASIC_COLORS: dict[str, str] = {
    "W": "White",
    "U": "Blue",
    "B": "Black",
    "R": "Red",
    "G": "Green",
    "P": "Purple",
}
_LETTER_BY_NAME = {name.casefold(): letter for letter, name in BASIC_COLORS.items()}
_COLORLESS_NAMES = frozenset({"c", "colorless", "colourless"})
_LIST_SEPARATORS = re.compile(r"[,;]")


@dataclass(frozen=True)
class Color:
    """One colour.  ``key`` is the letter for the six basic colours and the case-folded
    name for any other; two colours are equal when their keys are.  ``name`` is for
    display: the full name of a basic colour, or the other colour's name as written."""

    key: str
    name: str = field(compare=False)

    @property
    def is_basic(self) -> bool:
        return self.key in BASIC_COLORS

    def __str__(self) -> str:
        return self.name


def _clean(text: str) -> str:
    """NFKC-normalise and strip, so odd whitespace or full-width letters do not matter."""
    return unicodedata.normalize("NFKC", text).strip()


def is_colorless_name(text: str) -> bool:
    """True for "C", "Colorless" and "Colourless" (any case, any surrounding space)."""
    return _clean(text).casefold() in _COLORLESS_NAMES


def color_from_text(text: str) -> Color:
    """The colour a letter or a name stands for: "u", "Blue", " blue " -> Blue;
    "Pickle" -> the extra colour Pickle.  Refuses empty text and colourless."""
    cleaned = _clean(text)
    folded = cleaned.casefold()
    if not cleaned:
        raise InvalidField("A colour name is empty.", value=text)
    if folded in _COLORLESS_NAMES:
        raise InvalidField(
            f"{cleaned!r} is colourless, which is not a colour; colourless symbols need no declaration.",
            value=text,
        )
    letter = (
        folded.upper()
        if len(folded) == 1 and folded.upper() in BASIC_COLORS
        else _LETTER_BY_NAME.get(folded)
    )
    if letter:
        return Color(letter, BASIC_COLORS[letter])
    return Color(folded, cleaned)


def basic_color(letter: str) -> Color:
    """The basic colour of a letter W U B R G P (upper case)."""
    return Color(letter, BASIC_COLORS[letter])


def parse_color_declaration(text: str) -> frozenset[Color]:
    """A deck's declared land colours, from letters or from a list of names.

    "WUP" or "W U P" (only the letters W U B R G P, any case) is read letter by letter;
    "W,U,Pickle" (or ";"-separated) is read item by item, each a letter or a name;
    a single word that is not all colour letters ("Pickle", "Purple") is one name.
    "" declares no colour (a deck of colourless lands).
    """
    cleaned = _clean(text)
    if not cleaned:
        return frozenset()
    if _LIST_SEPARATORS.search(cleaned):
        items = [item for item in _LIST_SEPARATORS.split(cleaned) if item.strip()]
        return frozenset(color_from_text(item) for item in items)
    compact = re.sub(r"\s+", "", cleaned)
    if all(ch.upper() in BASIC_COLORS for ch in compact):
        return frozenset(basic_color(ch.upper()) for ch in compact)
    return frozenset({color_from_text(cleaned)})


def parse_card_colors(text: str) -> tuple[Color, ...]:
    """A card's colours as the registry writes them: ";"-joined full names in any order
    ("White;Red", " Blue", "Pickle"); "" and "Colorless" are colourless.  Duplicates are
    dropped; the order is the six basic colours first, then others as written."""
    seen: dict[str, Color] = {}
    for item in _LIST_SEPARATORS.split(text):
        if not item.strip() or is_colorless_name(item):
            continue
        try:
            color = color_from_text(item)
        except InvalidField:  # only blank once normalised: no colour
            continue
        seen.setdefault(color.key, color)
    return tuple(sorted(seen.values(), key=color_sort_key))


def color_sort_key(color: Color) -> tuple[int, str]:
    """WUBRG P first in that order, then other colours by key."""
    order = list(BASIC_COLORS)
    return (order.index(color.key), "") if color.key in BASIC_COLORS else (len(order), color.key)


def describe_colors(colors: Iterable[Color]) -> str:
    """ "W, U, Pickle" for messages: letters for basic colours, names for others."""
    ordered = sorted(colors, key=color_sort_key)
    return ", ".join(c.key if c.is_basic else c.name for c in ordered) or "none"

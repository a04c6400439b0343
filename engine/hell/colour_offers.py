"""Colours a card brings into the game (seed 000, Hellscube v1.2 table rules: "a card that
names another colour ... brings it into the game until the game ends").

When a card enters play (the battlefield or the stack), the colours it names that the game
does not have yet are offered to the table; the players confirm each (``hell_bring_in``
with the card) or dismiss the offer (``hell_dismiss_offer``).  A card names a colour by:

- its colour indicator in the pool (the registry's ``Color(s)``: "Pickle", "Piss");
- a braced word in a cost ("{Pickle}"; single letters such as ``{Y}`` and the ``H`` of
  ``{H/R}`` are not names);
- a colour word in its rules text ("create a 1/1 yellow Minion", "nonyellow"): the
  English colour names that are not one of the six.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.errors import InvalidField
from engine.hell.colors import color_from_text

if TYPE_CHECKING:
    from engine.hell.cards import Card


# English colour words that are not one of the six (white blue black red green purple).
COLOUR_WORDS = (
    "yellow",
    "orange",
    "pink",
    "brown",
    "grey",
    "gray",
    "gold",
    "silver",
    "cyan",
    "magenta",
    "violet",
    "indigo",
    "teal",
    "beige",
    "turquoise",
    "maroon",
    "crimson",
)
_TEXT_WORD = re.compile(
    r"(?<![A-Za-z])(?:non-?)?(" + "|".join(COLOUR_WORDS) + r")(?![A-Za-z])", re.IGNORECASE
)
_BRACED_WORD = re.compile(r"\{([A-Za-z][A-Za-z' -]{1,38}[A-Za-z])\}")


def named_colours(card: Card) -> list[str]:
    """Every colour other than the six that ``card`` names, as first written, once each."""
    found: dict[str, str] = {}

    def add(name: str) -> None:
        try:
            colour = color_from_text(name)
        except InvalidField:
            return
        if not colour.is_basic:
            found.setdefault(
                colour.key, name.strip().capitalize() if name.islower() else name.strip()
            )

    for colour in card.colors:
        add(colour.name)
    for face in card.faces:
        for word in _BRACED_WORD.findall(face.cost):
            add(word)
        for match in _TEXT_WORD.finditer(face.text):
            add(match.group(1).lower())
    return list(found.values())

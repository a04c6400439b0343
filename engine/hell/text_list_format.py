"""Reading a plain text card list, one card per line.

    Lightning Bolt
    4 Island
    4x Island
    Tabletop Wisp | {G/U}{G/U} | Enchantment — Aura
    Wear // Tear | {1}{R} // {W} | Instant // Instant

- A leading number and a space is a count (``4 Island`` is four Islands, at most
  ``MAX_COPIES``): a name that itself starts with a number and a space needs a count
  in front (``1 3 Blind Mice``).  ``2nd Wind`` and ``1/2 Goblin`` are names.
- ``|`` separates the name, the cost and the type line (each optional after the name);
  the type line is English (``Legendary Creature — Elf``).  `` // `` in the cost or the
  type line separates faces.
- Blank lines and lines starting with ``#`` are ignored.
- A line that cannot be read (no name, a count of 0, too many ``|``, a cost with an
  unclosed ``{``) is skipped with its line number.  An unclosed ``{`` on the last line
  of a file that does not end with a newline means the file was cut off mid-cost: the
  whole file is refused.

A card from a plain name has no cost and no type: the verdict then leaves it to the
table.  Cards from a text list have no set.
"""

from __future__ import annotations

import re

from engine.hell.cards import Card, Face, card_id, parse_type_line
from engine.hell.import_report import BadRecord, Skipped, refuse


class UnclosedCost(BadRecord):
    """A cost with a ``{`` never closed: on a file's unterminated last line, a cut-off file."""


MAX_COPIES = 999
_COUNT = re.compile(r"(\d+)[xX]?\s+(\S.*)")
_FACES = re.compile(r"\s*//\s*")
_SYMBOLS = re.compile(r"\{[^{}]*\}")


def _has_unclosed_brace(cost: str) -> bool:
    return "{" in _SYMBOLS.sub("", cost)


def _faces(name: str, cost: str, type_line: str) -> tuple[Face, ...]:
    costs = _FACES.split(cost) if cost else [""]
    type_lines = _FACES.split(type_line) if type_line else [""]
    count = max(len(costs), len(type_lines))
    names = _FACES.split(name) if count > 1 else [name]
    if len(names) != count:
        names = [name] + [""] * (count - 1)
    faces = []
    for index in range(count):
        supertypes, types, subtypes = parse_type_line(
            type_lines[index] if index < len(type_lines) else ""
        )
        faces.append(
            Face(
                name=names[index],
                cost=costs[index] if index < len(costs) else "",
                supertypes=supertypes,
                types=types,
                subtypes=subtypes,
            )
        )
    return tuple(faces)


def read_line(line: str) -> tuple[int, str, tuple[Face, ...]]:
    """(copies, name, faces) of one non-blank line; raises BadRecord."""
    fields = [field.strip() for field in line.split("|")]
    if len(fields) > 3:
        raise BadRecord("too many '|' fields: expected Name | {cost} | type line")
    fields += [""] * (3 - len(fields))
    name_field, cost, type_line = fields
    copies, name, digits = 1, name_field, "1"
    counted = _COUNT.fullmatch(name_field)
    if counted:
        digits = counted.group(1)
        copies, name = (
            (int(digits) if len(digits) <= 9 else MAX_COPIES + 1),
            counted.group(2).strip(),
        )
    if not name:
        raise BadRecord("the line has no card name")
    if copies < 1 or copies > MAX_COPIES:
        raise BadRecord(f"a count must be 1 to {MAX_COPIES}, not {digits}")
    if _has_unclosed_brace(cost):
        raise UnclosedCost(f"the cost {cost!r} has a '{{' that is never closed")
    return copies, name, _faces(name, cost, type_line)


def read_text_list(text: str) -> tuple[list[Card], list[Skipped]]:
    """Every readable line as cards (one per copy), the rest as Skipped lines."""
    cards: list[Card] = []
    skipped: list[Skipped] = []
    taken: set[str] = set()
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    ends_with_newline = text.endswith(("\n", "\r"))
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            copies, name, faces = read_line(line)
        except BadRecord as problem:
            if isinstance(problem, UnclosedCost) and number == len(lines) and not ends_with_newline:
                raise refuse(
                    "truncated",
                    f"The text list looks cut off: its last line {number} ends mid-card ({problem}).",
                    position=number,
                    line=number,
                ) from None
            skipped.append(Skipped(number, str(problem), "line"))
            continue
        for _ in range(copies):
            cards.append(Card(id=card_id("", name, taken), name=name, faces=faces))
    return cards, skipped

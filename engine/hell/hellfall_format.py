"""Reading the Hellfall registry's database JSON: ``{"data": [record, ...]}``.

Each quirk of ``shared/data/hellscube/NOTES.md`` and how it is met here:

1. Per-face fields (``Cost``, ``Supertype(s)``, ``Card Type(s)``, ``Subtype(s)``, ``power``,
   ``toughness``, ``Loyalty``, ``Text Box``, ``Flavor Text``) are lists padded with null or
   ``""``: a face exists up to the last index where any of them (flavour aside) holds a
   non-blank value; a card always has at least one face.  A missing field is empty, a
   bare string is a one-face list; ``Flavor Text`` may be shorter or missing.
2. Names are kept exactly (leading spaces, quotes, emoji); they are split on ``//`` into
   face names only when that gives one name per face.  Duplicate names get distinct ids.
3. A transform back face's cost ``""`` stays ``""`` (no cost).
4. ``CMC`` is ignored; mana values are recomputed from the costs.
5. ``power``/``toughness``/``Loyalty`` numbers become text (``5`` -> ``"5"``); ``""`` and
   null are "none".
6. Token records (Set ``""`` with ``Token`` as a supertype or type: the registry's list of
   the tokens cards make) are not cards of any set: they are left out, each reported as a
   ``Skipped`` of unit ``"token"`` (the report counts them apart from skipped records).  A
   card of a set with the Token supertype is a card.  Extra keys (``FIELD44``, ``tokens``,
   ``Tags``, ...) are ignored.
7. ``Color(s)`` is parsed by name: any order, "" and "Colorless" are colourless, leading
   spaces go, unknown names ("Pickle") are extra colours.
8. Costs are kept as written; the mana parser reads every symbol.
9. Types are split on ``;`` and spaces (``"Artifact Creature"``); odd types are kept.
   Subtypes are split on ``;`` only (``"Time Lord"`` is one subtype).  A card type written
   in the supertype field (HC4's "Lost on Tropical Island" has only ``Supertype: Land``) is
   a type: the supertype field's words are classified, not taken from the field they sit in.
10. ``Text Box``/``Flavor Text``: a literal backslash-n, CRLF and CR become a newline;
    everything else (curly quotes, bullets, emoji) is kept exactly.

A record that is not an object, or whose ``Name``, ``Set``, ``Color(s)`` or a per-face
value has the wrong type, is skipped with the reason.
"""

from __future__ import annotations

import re
from typing import Any

from engine.hell.cards import Card, Face, card_id, sort_type_words, type_words
from engine.hell.colors import parse_card_colors
from engine.hell.images import allowed_image
from engine.hell.import_report import BadRecord, Skipped

# The per-face keys, in the order ``_faces`` unpacks them; flavour last (it makes no face).
FACE_KEYS = (
    "Cost",
    "Supertype(s)",
    "Card Type(s)",
    "Subtype(s)",
    "Text Box",
    "power",
    "toughness",
    "Loyalty",
    "Flavor Text",
)
MAX_FACES = 8  # the registry has up to 4; more are cut off
_FACE_NAME_SPLIT = re.compile(r"\s*//\s*")


def normalize_text(text: str) -> str:
    """Rules and flavour text: literal ``\\n``, CRLF and CR become newlines."""
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\\n", "\n")


def _as_text(value: object, label: str, face: int) -> str | None:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise BadRecord(f"{label} of face {face + 1} is {type(value).__name__}, not text")


def _face_values(record: dict[str, Any], key: str) -> list[str | None]:
    value = record.get(key)
    if value is None:
        return []
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, list):
        raise BadRecord(f"{key} is {type(value).__name__}, not a list of faces")
    value = value[:MAX_FACES]
    for index, item in enumerate(value):
        if item is not None and type(item) is not str:
            return [_as_text(item, key, index) for index, item in enumerate(value)]
    return value


def _classified_types(
    supertypes: str | None, types: str | None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(supertypes, types) from both fields: a card type in the supertype field ("Land")
    is a type; the type field is kept as written (odd types included)."""
    from_super = sort_type_words(type_words(supertypes or ""), default_types=False)
    return from_super[0], from_super[1] + tuple(type_words(types or ""))


def _split_subtypes(text: str | None) -> tuple[str, ...]:
    return tuple(s.strip() for s in text.split(";") if s.strip()) if text else ()


def _optional(text: str | None) -> str | None:
    return text if text and not text.isspace() else None


def _record_text(record: dict[str, Any], key: str, default: str = "") -> str:
    value = record.get(key, default)
    if value is None:
        return default
    if not isinstance(value, str):
        raise BadRecord(f"{key} is {type(value).__name__}, not text")
    return value


def _face_count(columns: list[list[str | None]]) -> int:
    """1 + the last index where a column (flavour aside) holds a non-blank value."""
    count = 1
    for values in columns[:-1]:
        for index in range(len(values) - 1, count - 1, -1):
            value = values[index]
            if value and not value.isspace():
                count = index + 1
                break
    return count


def _faces(record: dict[str, Any], name: str) -> tuple[Face, ...]:
    columns = [_face_values(record, key) for key in FACE_KEYS]
    count = _face_count(columns)
    names = _FACE_NAME_SPLIT.split(name.strip()) if count > 1 else [name]
    if len(names) != count:
        names = [name] + [""] * (count - 1)
    faces = []
    for i in range(count):
        cost, supertypes, types, subtypes, text, power, toughness, loyalty, flavor = (
            values[i] if i < len(values) else None for values in columns
        )
        super_words, type_words_found = _classified_types(supertypes, types)
        faces.append(
            Face(
                name=names[i],
                cost=cost or "",
                supertypes=super_words,
                types=type_words_found,
                subtypes=_split_subtypes(subtypes),
                text=normalize_text(text) if text else "",
                flavor=normalize_text(flavor) if flavor else "",
                power=_optional(power),
                toughness=_optional(toughness),
                loyalty=_optional(loyalty),
            )
        )
    return tuple(faces)


def read_record(record: Any, taken_ids: set[str]) -> Card:
    """One registry record as a Card (raises BadRecord with the reason)."""
    if not isinstance(record, dict):
        raise BadRecord(f"the record is {type(record).__name__}, not an object")
    name = record.get("Name")
    if not isinstance(name, str):
        raise BadRecord(
            "Name is missing" if name is None else f"Name is {type(name).__name__}, not text"
        )
    if not name.strip():
        raise BadRecord("Name is empty")
    set_code = _record_text(record, "Set").strip()
    colors = parse_card_colors(_record_text(record, "Color(s)"))
    faces = _faces(record, name)
    image = record.get("Image")
    return Card(
        id=card_id(set_code, name, taken_ids),
        name=name,
        faces=faces,
        set_code=set_code,
        colors=colors,
        image=allowed_image(image),
    )


def read_hellfall(records: list[Any]) -> tuple[list[Card], list[Skipped]]:
    """Every readable record of the ``data`` list as a Card, the rest as Skipped."""
    cards: list[Card] = []
    skipped: list[Skipped] = []
    taken: set[str] = set()
    for position, record in enumerate(records):
        try:
            card = read_record(record, taken)
            if card.set_code == "" and card.is_token:
                skipped.append(
                    Skipped(
                        position, "a token record of the registry, not a card", "token", card.name
                    )
                )
                continue
            cards.append(card)
        except BadRecord as problem:
            name = record.get("Name") if isinstance(record, dict) else None
            skipped.append(
                Skipped(position, str(problem), "record", name if isinstance(name, str) else "")
            )
    return cards, skipped

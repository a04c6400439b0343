"""The app's own pool export: JSON that round-trips a pool exactly.

    {"format": "table-keeper-pool", "version": 1,
     "cards": [{"id": "XYZ/Tabletop Wisp", "name": "Tabletop Wisp", "set": "XYZ",
                "colors": ["Blue", "Green"], "image": "https://...",
                "faces": [{"name": "Tabletop Wisp", "cost": "{G/U}{G/U}",
                           "types": ["Enchantment"], "subtypes": ["Aura"]}]}]}

A card's ``id``, ``name`` and ``faces`` are required; any other card or face key left out
has its empty value ("" / [] / null), and exports leave empty values out.  Colours are
written by name.  Keys this version does not know are ignored.  A file of a newer
version, or without the format name, is refused; a card that cannot be read (or
repeats an id) is skipped with its index in ``cards``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from engine.errors import InvalidField
from engine.hell.cards import Card, Face
from engine.hell.colors import color_from_text
from engine.hell.images import allowed_image
from engine.hell.import_report import BadRecord, Skipped, refuse

EXPORT_FORMAT = "table-keeper-pool"
EXPORT_VERSION = 1
_TEXT_FIELDS = ("name", "cost", "text", "flavor")
_LIST_FIELDS = ("supertypes", "types", "subtypes")
_OPTIONAL_FIELDS = ("power", "toughness", "loyalty")


def _face_to_json(face: Face) -> dict[str, Any]:
    entry: dict[str, Any] = {}
    for key in _TEXT_FIELDS:
        if getattr(face, key):
            entry[key] = getattr(face, key)
    for key in _LIST_FIELDS:
        if getattr(face, key):
            entry[key] = list(getattr(face, key))
    for key in _OPTIONAL_FIELDS:
        if getattr(face, key) is not None:
            entry[key] = getattr(face, key)
    return entry


def card_to_json(card: Card) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": card.id, "name": card.name}
    if card.set_code:
        entry["set"] = card.set_code
    if card.colors:
        entry["colors"] = [color.name for color in card.colors]
    if card.image:
        entry["image"] = card.image
    entry["faces"] = [_face_to_json(face) for face in card.faces]
    return entry


def export_pool(cards: Iterable[Card]) -> dict[str, Any]:
    """The pool as the export document (a dict ready for ``json.dumps``)."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "cards": [card_to_json(c) for c in cards],
    }


def export_pool_text(cards: Iterable[Card]) -> str:
    """The export document as UTF-8-ready JSON text (non-ASCII kept as is)."""
    return json.dumps(export_pool(cards), ensure_ascii=False, indent=1) + "\n"


def _text(entry: dict[str, Any], key: str, *, required: bool = False) -> str:
    value = entry.get(key, "")
    if not isinstance(value, str):
        raise BadRecord(f"{key} is {type(value).__name__}, not text")
    if required and not value.strip():
        raise BadRecord(f"{key} is missing or empty")
    return value


def _text_list(entry: dict[str, Any], key: str) -> tuple[str, ...]:
    value = entry.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise BadRecord(f"{key} must be a list of text")
    return tuple(value)


def _optional_text(entry: dict[str, Any], key: str) -> str | None:
    value = entry.get(key)
    if value is not None and not isinstance(value, str):
        raise BadRecord(f"{key} is {type(value).__name__}, not text or null")
    return value


def _face_from_json(entry: Any) -> Face:
    if not isinstance(entry, dict):
        raise BadRecord(f"a face is {type(entry).__name__}, not an object")
    texts = {key: _text(entry, key) for key in _TEXT_FIELDS}
    lists = {key: _text_list(entry, key) for key in _LIST_FIELDS}
    optional = {key: _optional_text(entry, key) for key in _OPTIONAL_FIELDS}
    return Face(
        name=texts["name"],
        cost=texts["cost"],
        text=texts["text"],
        flavor=texts["flavor"],
        supertypes=lists["supertypes"],
        types=lists["types"],
        subtypes=lists["subtypes"],
        power=optional["power"],
        toughness=optional["toughness"],
        loyalty=optional["loyalty"],
    )


def card_from_json(entry: Any) -> Card:
    """One exported card; raises BadRecord with the reason."""
    if not isinstance(entry, dict):
        raise BadRecord(f"the card is {type(entry).__name__}, not an object")
    faces = entry.get("faces")
    if not isinstance(faces, list) or not faces:
        raise BadRecord("faces must be a non-empty list")
    try:
        colors = tuple(color_from_text(name) for name in _text_list(entry, "colors"))
    except InvalidField as problem:
        raise BadRecord(f"colors: {problem.message}") from None
    return Card(
        id=_text(entry, "id", required=True),
        name=_text(entry, "name", required=True),
        faces=tuple(_face_from_json(face) for face in faces),
        set_code=_text(entry, "set"),
        colors=colors,
        image=allowed_image(_text(entry, "image")),
    )


def read_export(document: dict[str, Any]) -> tuple[list[Card], list[Skipped]]:
    """The cards of an export document (already known to carry the format name)."""
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise refuse("wrong_shape", f"The pool export has no valid version (got {version!r}).")
    if version > EXPORT_VERSION:
        raise refuse(
            "unsupported_version",
            f"The pool export is version {version}; this app reads up to version {EXPORT_VERSION}.",
            version=version,
        )
    entries = document.get("cards")
    if not isinstance(entries, list):
        raise refuse("wrong_shape", "The pool export has no 'cards' list.")
    cards: list[Card] = []
    skipped: list[Skipped] = []
    seen: set[str] = set()
    for position, entry in enumerate(entries):
        try:
            card = card_from_json(entry)
            if card.id in seen:
                raise BadRecord(f"the id {card.id!r} is used by an earlier card")
        except BadRecord as problem:
            name = entry.get("name") if isinstance(entry, dict) else None
            skipped.append(
                Skipped(position, str(problem), "record", name if isinstance(name, str) else "")
            )
            continue
        seen.add(card.id)
        cards.append(card)
    return cards, skipped

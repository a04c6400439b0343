"""A card of a Hell pool file in the app's export form (engine/hell/export_format.py), as
``hell_setup`` reads it: a type for mypy and tools/action_types.py only (engine.zip leaves
every ``*_types.py`` out).  No ``from __future__ import annotations``: the generator reads it
as an object."""

from engine.json_types import JsonValue

PoolCardRecord = dict[str, JsonValue]

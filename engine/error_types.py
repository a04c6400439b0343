"""The JSON of a refusal (``EngineError.to_json()``), as the view receives it.

No ``from __future__ import annotations`` here: tools/state_types.py and the tests read the
annotations as objects.
"""

from typing import TypedDict

from engine.json_types import JsonValue


class EngineError(TypedDict):
    error: str  # the stable code (a class's ``code``)
    message: str  # an English sentence (the view translates ``error``)
    details: dict[str, JsonValue]  # the values the message names

"""JSON as a type: the values ``json.dumps`` writes, for the few places where the engine
hands the view data whose shape is open by design (an action record as it was logged, a
card pool file's own fields).  tools/state_types.py writes it as TypeScript's ``JsonValue``.

Kept apart from the state types so every state module may use it without import circles.
This module is evaluated at run time (no ``from __future__ import annotations``): the
generator and the tests read the annotations as objects.
"""

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject = dict[str, JsonValue]

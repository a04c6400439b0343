"""A structural check of a JSON action against the shapes tools/action_types.py writes as
pwa/js/types/actions.d.ts: its ``type`` one the engine registers, no key its action does not
name, every required key present, every value of its field's type (tests/tools/typed_json.py
walks the shape).  Empty: the view could have sent it, typed as ``Action``."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from typed_json import problems


@cache
def shapes() -> dict[str, type]:
    import action_types  # tools/action_types.py

    return action_types.action_shapes()


def action_problems(value: object) -> list[str]:
    """Where ``value`` (decoded JSON) is not an ``Action`` of actions.d.ts; empty when it is."""
    if not isinstance(value, dict):
        return [f"$: {value!r:.60} is not an object"]
    kind = value.get("type")
    if not isinstance(kind, str) or kind not in shapes():
        return [f"$.type: {kind!r:.60} is no action type"]
    return problems(value, shapes()[kind])


def check_action(value: object, what: str = "") -> None:
    found = action_problems(value)
    assert not found, (
        f"{what or 'the action'} {value!r:.200} does not match actions.d.ts:\n  "
        + "\n  ".join(found[:20])
    )

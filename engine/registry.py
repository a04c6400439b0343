"""The one registry of action types: the core's, then each format package's, in the order
listed here (the order `python -m engine actions` and pwa/js/types/actions.d.ts follow).

A format package registers by exporting ``ACTION_CLASSES`` from its ``actions`` module; adding
a format is adding its folder and one line below.  Nothing registers itself on import, so the
order never depends on which module happens to be imported first, and ``engine.actions`` (the
core, which every format imports) imports no format.
"""

from __future__ import annotations

from typing import Any

from engine import actions as core
from engine.actions.base import Action
from engine.contraptions import actions as contraptions
from engine.draft import actions as draft
from engine.errors import MalformedAction, UnknownActionType
from engine.hell import actions as hell
from engine.tournament import actions as tournament

REGISTRATIONS: tuple[tuple[type[Action], ...], ...] = (
    core.ACTION_CLASSES,
    hell.ACTION_CLASSES,
    contraptions.ACTION_CLASSES,
    draft.ACTION_CLASSES,
    tournament.ACTION_CLASSES,
)


def _index(registrations: tuple[tuple[type[Action], ...], ...]) -> dict[str, type[Action]]:
    index: dict[str, type[Action]] = {}
    for action_class in (cls for registration in registrations for cls in registration):
        if action_class.type in index:
            raise RuntimeError(f"action type {action_class.type!r} registered twice")
        index[action_class.type] = action_class
    return index


ACTIONS: dict[str, type[Action]] = _index(REGISTRATIONS)


def declare_all() -> None:
    """Work out every action's fields now rather than at its first use. The phone's start-up
    snapshot is taken after this (pwa/runtime/tk-pyodide.mjs), so that an engine restored
    from it never parses an annotation: Python's parser runs on the runtime's code that V8
    compiles at its first use, which cost a reload 150 ms in the first replay."""
    for action_class in ACTIONS.values():
        action_class.fields  # noqa: B018 (worked out and kept on the class)


def decode(data: Any) -> Action:
    """Turn a JSON action into an Action, or raise the specific error saying why not."""
    if not isinstance(data, dict):
        raise MalformedAction(f"an action must be a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise MalformedAction("an action needs a 'type' that is text", keys=sorted(map(str, data)))
    action_class = ACTIONS.get(kind)
    if action_class is None:
        raise UnknownActionType(f"unknown action type '{kind}'", type=kind)
    return action_class.from_json(data)

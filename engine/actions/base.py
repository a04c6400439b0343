"""The action: one change to the table, validated whole before it is applied.

An action is a JSON object with a ``type`` and the fields its class declares.  The
session decodes it (refusing a malformed one), asks it to ``validate`` against the table
(refusing an illegal one), lets it ``draw`` any random result it needs (so the recorded
action carries the result and a replay gives the same game), then ``apply``s it.
``apply`` never refuses: everything that could go wrong was checked before.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from engine.errors import MalformedAction, MissingField, UnexpectedField, UnknownActionType
from engine.fields import Field
from engine.table import Table

ACTIONS: dict[str, type[Action]] = {}


def register(cls: type[Action]) -> type[Action]:
    """Class decorator: make the action type known to the decoder and the command line."""
    if cls.type in ACTIONS:
        raise RuntimeError(f"action type {cls.type!r} registered twice")
    ACTIONS[cls.type] = cls
    return cls


class Action:
    type: ClassVar[str] = ""
    fields: ClassVar[tuple[Field, ...]] = ()
    doc: ClassVar[str] = ""
    # When the rules allow the action (the step, phase, game, draft or event state), citing
    # the rule (seed and section, e.g. "003 2.6"); `python -m engine actions` prints it and
    # `validate` refuses the action at any other moment with a specific error.
    allowed: ClassVar[str] = ""
    # A start (of a game, a draft, a match, a round): taking it back by undo clears what
    # the table was looking at, so the app asks before it sends that undo.
    starts: ClassVar[bool] = False

    if TYPE_CHECKING:
        # Each field is an attribute set from ``fields`` at decode time; to the type
        # checker an action's field reads as Any (the field's decoder checks the value).
        def __getattr__(self, name: str) -> Any: ...

    def __init__(self, **values: Any):
        for f in self.fields:
            setattr(self, f.name, values.get(f.name, None if f.required else f.default))

    # --- the JSON form ----------------------------------------------------------------

    @classmethod
    def decode(cls, data: Any) -> Action:
        if not isinstance(data, dict):
            raise MalformedAction(f"an action must be a JSON object, not {type(data).__name__}")
        kind = data.get("type")
        if not isinstance(kind, str):
            raise MalformedAction(
                "an action needs a 'type' that is text", keys=sorted(map(str, data))
            )
        action_class = ACTIONS.get(kind)
        if action_class is None:
            raise UnknownActionType(f"unknown action type '{kind}'", type=kind)
        return action_class._decode_fields(data)

    @classmethod
    def _decode_fields(cls, data: dict) -> Action:
        known = {f.name for f in cls.fields}
        extra = sorted(str(k) for k in data if k != "type" and k not in known)
        if extra:
            raise UnexpectedField(
                f"{cls.type}: unexpected field(s) {', '.join(extra)}; "
                f"it takes {', '.join(sorted(known)) or 'no fields'}",
                action=cls.type,
                fields=extra,
            )
        values = {}
        for f in cls.fields:
            if f.name in data:
                values[f.name] = f.decode(cls.type, data[f.name])
            elif f.required:
                raise MissingField(
                    f"{cls.type}: missing field '{f.name}'", action=cls.type, field=f.name
                )
        return cls(**values)

    def to_json(self) -> dict:
        out: dict[str, Any] = {"type": self.type}
        for f in self.fields:
            value = getattr(self, f.name)
            if f.required or value != f.default:
                out[f.name] = value
        return out

    @classmethod
    def describe(cls) -> dict:
        return {
            "type": cls.type,
            "doc": cls.doc,
            "allowed": cls.allowed,
            "fields": [f.describe() for f in cls.fields],
        }

    # --- the life of an action ------------------------------------------------------------

    def validate(self, table: Table) -> None:
        """Raise a specific EngineError if the action cannot be applied now."""

    def draw(self, rng: random.Random, table: Table) -> None:
        """Fill in any random result not already given (a recorded or physical roll)."""

    def apply(self, table: Table) -> None:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_json()}>"


class HistoryAction(Action):
    """Undo and redo: they act on the session's history, not on the table directly."""

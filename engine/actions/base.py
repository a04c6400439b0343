"""The action: one change to the table, validated whole before it is applied.

An action is a JSON object with a ``type`` and the fields its class declares.  The
session decodes it (``engine.registry.decode``, refusing a malformed one), asks it to
``validate`` against the table (refusing an illegal one), lets it ``draw`` any random result
it needs (so the recorded action carries the result and a replay gives the same game), then
``apply``s it.
``apply`` never refuses: everything that could go wrong was checked before.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import random
import sys
from collections.abc import Iterator
from typing import Annotated, Any, ClassVar

from engine.errors import MissingField, UnexpectedField
from engine.fields import Field, Int
from engine.table import Table


def _declared_fields(cls: type) -> Iterator[tuple[Field, str]]:
    """The fields a class body declares, each with its value type as written: each attribute
    annotated ``Annotated[T, SomeField(...)]`` (``T`` is what the field decodes to, and what
    the type checker reads), named after the attribute.  The annotations are text (``from
    __future__ import annotations``); only the field is evaluated, in the module's names as
    they stand when the class is made, for ``T`` may name types that only the type checker
    imports (engine.zip leaves every ``*_types.py`` out)."""
    namespace = sys.modules[cls.__module__].__dict__
    for name, annotation in inspect.get_annotations(cls).items():
        if not isinstance(annotation, str) or not annotation.startswith("Annotated["):
            continue
        subscript = ast.parse(annotation, mode="eval").body
        assert isinstance(subscript, ast.Subscript) and isinstance(subscript.slice, ast.Tuple)
        if len(subscript.slice.elts) != 2:
            raise TypeError(f"{cls.__name__}.{name}: Annotated[type, field], one field")
        value_type, field_node = subscript.slice.elts
        field = eval(compile(ast.Expression(field_node), cls.__module__, "eval"), namespace)
        if not isinstance(field, Field):
            raise TypeError(f"{cls.__name__}.{name}: {ast.unparse(field_node)} is not a field")
        if field.name not in ("", name):
            raise TypeError(f"{cls.__name__}.{name}: its field is named {field.name!r}")
        named = field if field.name == name else dataclasses.replace(field, name=name)
        yield named, ast.unparse(value_type)


@dataclasses.dataclass(frozen=True)
class _Declaration:
    fields: tuple[Field, ...]
    value_types: dict[str, tuple[str, str]]


def _declaration(cls: type[Action]) -> _Declaration:
    """The fields of an action class, those it inherits first, worked out once."""
    found = cls.__dict__.get("_declaration")
    if isinstance(found, _Declaration):
        return found
    parent = cls.__mro__[1]
    inherited = _declaration(parent) if issubclass(parent, Action) else _Declaration((), {})
    own = tuple(_declared_fields(cls))
    names = [f.name for f in inherited.fields] + [f.name for f, _ in own]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise TypeError(f"{cls.__name__}: field(s) {', '.join(twice)} declared twice")
    found = _Declaration(
        (*inherited.fields, *(f for f, _ in own)),
        {**inherited.value_types, **{f.name: (cls.__module__, tp) for f, tp in own}},
    )
    cls._declaration = found
    return found


class _Fields:
    def __get__(self, instance: object, owner: type[Action]) -> tuple[Field, ...]:
        return _declaration(owner).fields


class _ValueTypes:
    def __get__(self, instance: object, owner: type[Action]) -> dict[str, tuple[str, str]]:
        return _declaration(owner).value_types


class Action:
    """An action type: a subclass with a ``type`` and its fields, one annotated attribute each
    (``player: Annotated[int, Seat()]``), in the order its JSON lists them."""

    type: ClassVar[str] = ""
    # The fields in order, those inherited first; read from the class's annotations the first
    # time they are asked for (so the start-up pays only for the actions it meets).
    fields = _Fields()
    # The ``T`` of each field's ``Annotated[T, ...]`` as written, and the module it is written
    # in, by name: tools/action_types.py reads it (as mypy does) and writes the TypeScript.
    value_types = _ValueTypes()
    _declaration: ClassVar[_Declaration | None] = None
    doc: ClassVar[str] = ""
    # When the rules allow the action (the step, phase, game, draft or event state), citing
    # the rule (seed and section, e.g. "003 2.6"); `python -m engine actions` prints it and
    # `validate` refuses the action at any other moment with a specific error.
    allowed: ClassVar[str] = ""
    # A start (of a game, a draft, a match, a round): taking it back by undo clears what
    # the table was looking at, so the app asks before it sends that undo.
    starts: ClassVar[bool] = False

    def __init__(self, **values: Any):
        for f in self.fields:
            setattr(self, f.name, values.get(f.name, None if f.required else f.default))

    # --- the JSON form ----------------------------------------------------------------

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        """This action from its JSON object (whose ``type`` names this class), or the refusal
        naming the field that is unexpected, missing or not what it takes."""
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

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in self.fields:
            value = getattr(self, f.name)
            if f.required or value != f.default:
                out[f.name] = value
        return out

    @classmethod
    def describe(cls) -> dict[str, Any]:
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
    """Undo and redo: they act on the session's history, not on the table directly, by so
    many steps."""

    steps: Annotated[int, Int(lo=1, hi=100_000, default=1)]

"""Declarative fields of an action: each parses one JSON value or refuses it.

An action class declares its fields as annotated attributes (engine/actions/base.py); decoding checks every one before anything is applied,
so a refusal always names the field and says what was expected.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import InvalidField

_NO_DEFAULT = object()

# The largest whole number a JavaScript number (and so the app) holds exactly. No action needs
# a larger one, and Python will not even print an int of more than 4300 digits.
SAFE_INT = 2**53 - 1


@dataclass(frozen=True)
class Field:
    """One named field.  Subclasses implement :meth:`parse` for their kind of value.  An
    action declares it as ``name: Annotated[T, Kind(...)]``, which gives it its name; a list's
    items are named here (``ListOf(item=Int("card"))``)."""

    name: str = ""
    doc: str = ""
    default: Any = _NO_DEFAULT
    nullable: bool = False

    kind = "value"

    @property
    def required(self) -> bool:
        return self.default is _NO_DEFAULT

    def decode(self, action_type: str, value: Any) -> Any:
        if value is None and self.nullable:
            return None
        try:
            return self.parse(value)
        except _Refusal as refusal:
            raise InvalidField(
                f"{action_type}: field '{self.name}' {refusal.reason} (got {_show(value)})",
                action=action_type,
                field=self.name,
                value=_show(value),
            ) from None

    def parse(self, value: Any) -> Any:
        return value

    def describe(self) -> dict[str, Any]:
        out = {"name": self.name, "kind": self.kind, "required": self.required}
        if not self.required:
            out["default"] = self.default
        if self.nullable:
            out["nullable"] = True
        if self.doc:
            out["doc"] = self.doc
        return out


class _Refusal(Exception):
    def __init__(self, reason: str):
        self.reason = reason


def _show(value: Any) -> str:
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an int too long to print, a value nested too deep
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Int(Field):
    lo: int | None = None
    hi: int | None = None
    kind = "int"

    def parse(self, value: Any) -> Any:
        if not _is_int(value):
            raise _Refusal("must be a whole number")
        if self.lo is not None and value < self.lo:
            raise _Refusal(f"must be at least {self.lo}")
        if self.hi is not None and value > self.hi:
            raise _Refusal(f"must be at most {self.hi}")
        if abs(value) > SAFE_INT:
            raise _Refusal(f"must be between -{SAFE_INT} and {SAFE_INT}")
        return value

    def describe(self) -> dict[str, Any]:
        out = super().describe()
        out.update({k: v for k, v in (("min", self.lo), ("max", self.hi)) if v is not None})
        return out


@dataclass(frozen=True)
class Seat(Int):
    """A player counted by seat from 0; the action checks it against the game."""

    lo: int | None = 0
    hi: int | None = 7
    kind = "seat"


@dataclass(frozen=True)
class Bool(Field):
    kind = "bool"

    def parse(self, value: Any) -> Any:
        if not isinstance(value, bool):
            raise _Refusal("must be true or false")
        return value


@dataclass(frozen=True)
class Text(Field):
    max_length: int = 40
    choices: tuple[str, ...] = ()
    kind = "text"

    def parse(self, value: Any) -> Any:
        if not isinstance(value, str):
            raise _Refusal("must be text")
        value = " ".join(value.split())
        if not value:
            raise _Refusal("must not be empty")
        if len(value) > self.max_length:
            raise _Refusal(f"must be at most {self.max_length} characters")
        if self.choices and value not in self.choices:
            raise _Refusal("must be one of " + ", ".join(self.choices))
        return value

    def describe(self) -> dict[str, Any]:
        out = super().describe()
        if self.choices:
            out["choices"] = list(self.choices)
        return out


@dataclass(frozen=True)
class ListOf(Field):
    item: Field = Field("item")  # every list names the field of its items
    min_items: int = 0
    max_items: int | None = 100  # None: no limit but the size of the action itself
    kind = "list"

    def parse(self, value: Any) -> Any:
        if not isinstance(value, list):
            raise _Refusal("must be a list")
        if self.max_items is None:
            if len(value) < self.min_items:
                raise _Refusal(f"must hold at least {self.min_items} items")
        elif not self.min_items <= len(value) <= self.max_items:
            raise _Refusal(f"must hold {self.min_items} to {self.max_items} items")
        out: list[Any] = []
        for position, element in enumerate(value):
            if element is None and self.item.nullable:
                out.append(None)
                continue
            try:
                out.append(self.item.parse(element))
            except _Refusal as refusal:
                raise _Refusal(f"item {position} {refusal.reason}") from None
        return out

    def describe(self) -> dict[str, Any]:
        out = super().describe()
        out["item"] = self.item.describe()
        return out

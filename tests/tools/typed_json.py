"""A structural check of decoded JSON against the engine's TypedDicts, at run time.

``problems(value, Type)`` walks the annotations: every required key present, no key the
type does not name, every value of the right type, recursing through lists, objects keyed by
text, unions, literals and nested TypedDicts.  It returns where the value departs from the
type (empty: it conforms), so the engine cannot hand the view a field its types do not
describe.
"""

from __future__ import annotations

import types
import typing

from engine.json_types import JsonValue


def _is_json(value: object) -> bool:
    if value is None or isinstance(value, (str, bool, int, float)):
        return True
    if isinstance(value, list):
        return all(_is_json(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_json(v) for k, v in value.items())
    return False


def _name(tp: object) -> str:
    return getattr(tp, "__name__", None) or repr(tp)


def problems(value: object, tp: object, path: str = "$") -> list[str]:
    """Where ``value`` (decoded JSON) does not conform to ``tp``; empty when it does."""
    if (
        tp is JsonValue
        or tp == JsonValue
        or (isinstance(tp, typing.ForwardRef) and tp.__forward_arg__ == "JsonValue")
    ):
        return [] if _is_json(value) else [f"{path}: not JSON: {value!r:.80}"]
    while typing.get_origin(tp) in (typing.NotRequired, typing.Required):
        (tp,) = typing.get_args(tp)
    if tp is None or tp is type(None):
        return [] if value is None else [f"{path}: {value!r:.60} is not null"]
    if tp is bool:
        return [] if isinstance(value, bool) else [f"{path}: {value!r:.60} is not a boolean"]
    if tp is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return [] if ok else [f"{path}: {value!r:.60} is not an integer"]
    if tp is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{path}: {value!r:.60} is not a number"]
    if tp is str:
        return [] if isinstance(value, str) else [f"{path}: {value!r:.60} is not a string"]
    if isinstance(tp, type) and typing.is_typeddict(tp):
        return _typeddict_problems(value, tp, path)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is typing.Literal:
        ok = any(value == arg and type(value) is type(arg) for arg in args)
        return [] if ok else [f"{path}: {value!r:.60} is not one of {list(args)}"]
    if origin in (typing.Union, types.UnionType):
        found = [problems(value, arg, path) for arg in args]
        if any(not p for p in found):
            return []
        best = min(found, key=len)
        return [
            f"{path}: {value!r:.60} matches none of {[_name(a) for a in args]}; nearest: {best[:3]}"
        ]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {value!r:.60} is not a list"]
        out: list[str] = []
        for index, item in enumerate(value):
            out += problems(item, args[0], f"{path}[{index}]")
        return out
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {value!r:.60} is not an object"]
        out = []
        for key, item in value.items():
            if not isinstance(key, str):
                out.append(f"{path}: key {key!r} is not text")
            out += problems(item, args[1], f"{path}[{key!r}]")
        return out
    raise TypeError(f"typed_json cannot check {tp!r} at {path}")


def _typeddict_problems(value: object, td: type, path: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: {value!r:.60} is not an object ({td.__name__})"]
    annotations = td.__annotations__
    required = td.__required_keys__  # type: ignore[attr-defined]
    out = [f"{path}: {td.__name__} lacks {key!r}" for key in sorted(required) if key not in value]
    out += [
        f"{path}: {td.__name__} has no field {key!r} (value {value[key]!r:.60})"
        for key in value
        if key not in annotations
    ]
    for key, item in value.items():
        if key in annotations:
            out += problems(item, annotations[key], f"{path}.{key}")
    return out


def check(value: object, tp: object, what: str = "") -> None:
    """Fail (AssertionError) with every place ``value`` departs from ``tp``."""
    found = problems(value, tp)
    assert not found, f"{what or _name(tp)} does not match its type:\n  " + "\n  ".join(found[:20])

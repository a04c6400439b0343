"""What a format's state kept on the table or the game (the Hell library, the sprockets, a
draft, an event) offers the rest of the engine: its JSON snapshot for ``state()``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar


class Feature(Protocol):
    def state(self) -> Mapping[str, object]: ...


F = TypeVar("F", bound=Feature)


def find_feature(features: Mapping[str, Feature], name: str, kind: type[F]) -> F | None:
    """The feature kept under ``name`` as the kind it is, or None when there is none."""
    found = features.get(name)
    if found is None:
        return None
    if not isinstance(found, kind):
        raise TypeError(f"the feature {name!r} is a {type(found).__name__}, not a {kind.__name__}")
    return found


def the_feature(features: Mapping[str, Feature], name: str, kind: type[F]) -> F:
    """The feature kept under ``name``, which the action's validation found there."""
    found = find_feature(features, name, kind)
    if found is None:
        raise KeyError(name)
    return found

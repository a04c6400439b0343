"""What a format's state kept on the table or the game (the Hell library, the stack, the
sprockets, a draft, an event, a match) offers the rest of the engine: its JSON snapshot for
``state()``, and the hooks the core calls on every feature.  Each feature class subclasses
``Feature``, so it inherits the hooks' defaults and the type checker holds it to their
signatures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from engine.table import Table


class Feature(Protocol):
    def state(self) -> Mapping[str, object]:
        """The feature's JSON view (``features`` of the game or the session's state)."""
        ...

    def check_turn_can_pass(self, table: Table) -> None:
        """``next_turn`` asks every feature first: raise the feature's own refusal while a
        choice of this turn is still open.  By default nothing holds the turn."""
        return

    def turn_passed(self, table: Table) -> None:
        """``next_turn`` tells every feature once the turn has passed (rules reading 5): a
        feature that counts turns counts this one.  By default nothing counts them."""
        return

    def leaves_with_its_game(self) -> bool:
        """``new_game`` puts away every table feature that says so (rules reading 5): one
        whose business ended with the last game.  By default a feature stays."""
        return False


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

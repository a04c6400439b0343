"""Fields the Hell actions need beyond the core ones: card lists and name -> count maps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import InvalidField
from engine.fields import Field, Int, ListOf


@dataclass(frozen=True)
class CardObjects(Field):
    """A list of cards in the app's export form (``{"id", "name", "faces": [...]}``).  Only
    the shape is checked here; ``hell_setup`` reads every card and names a bad one."""

    max_items: int = 100_000
    kind = "cards"

    def decode(self, action_type: str, value: Any) -> Any:
        if value is None and self.nullable:
            return None
        if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
            raise InvalidField(
                f"{action_type}: field '{self.name}' must be a list of cards in the app's export "
                f"form (JSON objects)",
                action=action_type,
                field=self.name,
            )
        if len(value) > self.max_items:
            raise InvalidField(
                f"{action_type}: field '{self.name}' holds more than {self.max_items} cards",
                action=action_type,
                field=self.name,
            )
        return value


@dataclass(frozen=True)
class Counts(Field):
    """An object of names to whole numbers, such as ``{"Plains": 50, "Nebula": 10}``."""

    names: tuple[str, ...] = ()
    hi: int = 10_000
    kind = "counts"

    def decode(self, action_type: str, value: Any) -> Any:
        if value is None and self.nullable:
            return None

        def refuse(why: str) -> InvalidField:
            return InvalidField(
                f"{action_type}: field '{self.name}' {why}", action=action_type, field=self.name
            )

        if not isinstance(value, dict):
            raise refuse("must be an object of names and counts")
        out = {}
        for key, count in value.items():
            if self.names and key not in self.names:
                raise refuse(f"names {key!r}; it takes " + ", ".join(self.names))
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= self.hi:
                raise refuse(f"needs a whole number from 0 to {self.hi} for {key!r}")
            out[key] = count
        return out

    def describe(self) -> dict[str, Any]:
        out = super().describe()
        if self.names:
            out["names"] = list(self.names)
        return out


def card_ids(name: str = "", doc: str = "", **options: Any) -> ListOf:
    """A list of tracked card ids (small whole numbers)."""
    return ListOf(name, item=Int("card", lo=0), max_items=100_000, doc=doc, **options)

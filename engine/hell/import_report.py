"""What an import took and what it skipped, and how a whole file is refused.

A pool import either refuses the whole file (``ImportFormatError``: bad JSON, the wrong
shape, a truncated file, not text) so that nothing of it is stored, or takes every
record it can read and lists the others in ``skipped`` with their position and reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import ImportFormatError
from engine.hell.cards import Card

if TYPE_CHECKING:
    from engine.reply_types import ImportReportSummary, SkippedRecord


class BadRecord(ValueError):
    """One record cannot be read; the importer skips it with this message as the reason."""


@dataclass(frozen=True, slots=True)
class Skipped:
    """A record left out.  ``position`` is the record's index in the ``data``/``cards``
    list (from 0) for JSON files, its line number (from 1) for text lists; ``unit`` says
    which ("record" or "line")."""

    position: int
    reason: str
    unit: str = "record"  # "token": a registry token record, left out (not a card)
    name: str = ""

    def to_json(self) -> SkippedRecord:
        entry: SkippedRecord = {"position": self.position, "unit": self.unit, "reason": self.reason}
        if self.name:
            entry["name"] = self.name
        return entry


@dataclass(frozen=True)
class ImportReport:
    """The cards an import takes, what it skipped, and counts for the summary."""

    format: str
    cards: tuple[Card, ...]
    skipped: tuple[Skipped, ...] = ()
    set_code: str | None = None
    by_set: dict[str, int] = field(default_factory=dict)
    lands: int = 0
    total: int = 0
    tokens: tuple[Skipped, ...] = ()  # the registry's token records, left out

    @classmethod
    def build(
        cls,
        fmt: str,
        cards: Sequence[Card],
        skipped: Sequence[Skipped],
        set_code: str | None = None,
    ) -> ImportReport:
        return cls(
            format=fmt,
            cards=tuple(cards),
            skipped=tuple(entry for entry in skipped if entry.unit != "token"),
            tokens=tuple(entry for entry in skipped if entry.unit == "token"),
            set_code=set_code,
            by_set=dict(sorted(Counter(card.set_code for card in cards).items())),
            lands=sum(1 for card in cards if card.is_land),
            total=len(cards),
        )

    def summary(self) -> ImportReportSummary:
        """The JSON the ``import`` command prints."""
        skipped = [entry.to_json() for entry in self.skipped]
        if self.set_code is None:
            return {
                "format": self.format,
                "total": self.total,
                "by_set": self.by_set,
                "lands": self.lands,
                "tokens": len(self.tokens),
                "skipped": skipped,
            }
        return {
            "format": self.format,
            "total": self.total,
            "by_set": self.by_set,
            "lands": self.lands,
            "tokens": len(self.tokens),
            "set": self.set_code,
            "skipped": skipped,
        }


def refuse(reason: str, message: str, **details: Any) -> ImportFormatError:
    """The error that refuses a whole file; ``reason`` is a stable code such as
    ``bad_json``, ``truncated``, ``wrong_shape``, ``not_text``, ``empty``."""
    return ImportFormatError(message, reason=reason, **details)

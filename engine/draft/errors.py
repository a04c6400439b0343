"""Refusals of the draft that have their own kind (the others are plain rule violations)."""

from __future__ import annotations

from engine.errors import RuleViolation


class AlreadyLeftDraft(RuleViolation):
    """The seat has already left the draft table (7.7)."""

    code = "already_left_draft"


class LastDrafter(RuleViolation):
    """The only player still drafting cannot leave the draft: end it instead."""

    code = "last_drafter"


class RochesterLeave(RuleViolation):
    """A Rochester draft's order runs round the whole table; the app does not take a seat
    out of it."""

    code = "rochester_leave"

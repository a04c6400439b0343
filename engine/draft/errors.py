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


class ConspiracyNotAtStart(RuleViolation):
    """Rules reading 3 (002, 905.4): conspiracies go into the command zone (and come out of it
    as a set-up mistake) at the start of a game, before the starting player is determined."""

    code = "conspiracy_not_at_start"


class ConspiracyNoPriority(RuleViolation):
    """Rules reading 3 (002, 905.4a): a face-down conspiracy is turned face up when its owner
    has priority, that is during a game."""

    code = "conspiracy_no_priority"

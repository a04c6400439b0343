"""Refusals of the draft that have their own kind (the others are plain rule violations)."""

from __future__ import annotations

from engine.errors import RuleViolation


class AlreadyLeftDraft(RuleViolation):
    """The seat has already left the draft table (7.7)."""

    code = "already_left_draft"


class LeftDraftNoPick(RuleViolation):
    """A pick recorded for a seat that has left the draft table (7.7): it takes no more
    picks (its pack was set aside)."""

    code = "left_draft_no_pick"


class LastDrafter(RuleViolation):
    """The only player still drafting cannot leave the draft: end it instead."""

    code = "last_drafter"


class RochesterLeave(RuleViolation):
    """A Rochester draft's order runs round the whole table; the app does not take a seat
    out of it."""

    code = "rochester_leave"


# --- when a draft action is allowed -------------------------------------


class NoDraft(RuleViolation):
    code = "no_draft"


class DraftOver(RuleViolation):
    """The draft has ended: nothing is picked, left or timed any more."""

    code = "draft_over"


class DraftUnderWay(RuleViolation):
    """A new draft cannot start while one is under way."""

    code = "draft_under_way"


class DraftMovedOn(RuleViolation):
    """The draft has moved on since the app showed its step (a second tap, or time ran out)."""

    code = "draft_moved_on"


class NotPickTime(RuleViolation):
    """Nobody picks during the review between packs or a Rochester draft's look (7.7, 8.5)."""

    code = "not_pick_time"


class AlreadyPicked(RuleViolation):
    """The seat has already taken this pick; the others still to pick are named."""

    code = "already_picked"


class NotYourPick(RuleViolation):
    """In a Rochester draft one seat picks at a time (8.5)."""

    code = "not_your_pick"


class NothingToGoOn(RuleViolation):
    """draft_continue while packs are being picked: there is no review or look to end."""

    code = "nothing_to_go_on"


class TimerAlreadySet(RuleViolation):
    code = "timer_already_set"


class ConspiracyNotAtStart(RuleViolation):
    """Rules reading 4 (002, 905.4): conspiracies go into the command zone (and come out of it
    as a set-up mistake) at the start of a game, before the starting player is determined."""

    code = "conspiracy_not_at_start"


class ConspiracyNoPriority(RuleViolation):
    """Rules reading 4 (002, 905.4a): a face-down conspiracy is turned face up when its owner
    has priority, that is during a game."""

    code = "conspiracy_no_priority"


class DraftNotOver(RuleViolation):
    """002, 905.4: conspiracies go into the command zone after the draft."""

    code = "draft_not_over"


class ConspiracyFaceUp(RuleViolation):
    """905.4a: the conspiracy is already face up."""

    code = "conspiracy_face_up"

"""Refusals of tournament data and requests (events, pairings, matches, draft timing).

Each is an :class:`engine.errors.EngineError` with a stable ``code``; the message names
where the problem is (``round 2, match 3: ...``) and ``details`` carry the values.
"""

from __future__ import annotations

from engine.errors import ImportFormatError, InvalidField, RuleViolation


class EventFormatError(ImportFormatError):
    """The event file is not JSON, or not an object of the event's shape."""

    code = "event_format"


class InvalidEvent(InvalidField):
    """The event is well formed JSON but a value in it is wrong."""

    code = "invalid_event"


class UnknownEventPlayer(InvalidEvent):
    """A round or ``dropped`` names someone who is not in ``players``."""

    code = "unknown_event_player"


class PlayerTwiceInRound(InvalidEvent):
    code = "player_twice_in_round"


class PlayerMissingFromRound(InvalidEvent):
    """A player still in the event has no match (nor bye) in a round."""

    code = "player_missing_from_round"


class DroppedPlayerPaired(InvalidEvent):
    """A player is paired in a round after the one they left after."""

    code = "dropped_player_paired"


class BadMatchResult(InvalidEvent):
    """``result`` is not three non-negative whole numbers, or a bye is not 2-0."""

    code = "bad_match_result"


class RoundNotFinished(RuleViolation):
    """A round still has matches without a result where finished rounds are needed."""

    code = "round_not_finished"


class PairingRefused(RuleViolation):
    """The next round cannot be paired (too few players left, ...)."""

    code = "pairing_refused"


class InvalidSetting(InvalidField):
    """A match, clock, bracket or draft setting is out of range."""

    code = "invalid_setting"


class RoundTooShort(RuleViolation):
    """A round shorter than the 40 minutes of appendix B, without the organiser saying the
    event is casual."""

    code = "round_too_short"

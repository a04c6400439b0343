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


class CrossTablePairing(InvalidEvent):
    """A match between players of two draft tables (7.6: players meet only at their own)."""

    code = "cross_table_pairing"


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


class TooManyByes(InvalidSetting):
    """A player given more bye rounds than appendix E counts (1, 2 or 3)."""

    code = "too_many_byes"


class RoundTooShort(RuleViolation):
    """A round shorter than the 40 minutes of appendix B, without the organiser saying the
    event is casual."""

    code = "round_too_short"


# --- when a match or tournament action is allowed ---------------------------


class NoMatch(RuleViolation):
    """A match action with no match started."""

    code = "no_match"


class MatchOver(RuleViolation):
    """The match has ended (wins, time, concession or an agreed draw)."""

    code = "match_over"


class NoTimeLimit(RuleViolation):
    """A clock action in a match played without a time limit (a play-off final, appendix B):
    there is no round time to start, pause, extend or call."""

    code = "no_time_limit"


class AddedTimeRunning(RuleViolation):
    """Time cannot be called while time a judge added is still running (2.5, 2.6)."""

    code = "added_time_running"


class EarlyCallWithAddedTime(RuleViolation):
    """A judge's call of time before the clock ran out, in a match a judge gave added time:
    that time is played after the round's own (2.6), so time is called when the clock, added
    time included, has run out (2.5)."""

    code = "early_call_with_added_time"


class TimeAlreadyCalled(RuleViolation):
    """The round's time has been called: the clock does not run again nor gain time (2.5)."""

    code = "time_already_called"


class TimeNotCalled(RuleViolation):
    """An end-of-match step (extra turns, time over) before time was called (2.5)."""

    code = "time_not_called"


class ExtraTurnsNotOver(RuleViolation):
    """The match cannot end on time while an extra turn is still to be played (2.5)."""

    code = "extra_turns_not_over"


class ExtraTurnsOver(RuleViolation):
    """Every extra turn has been played (2.5): no turn is left to end or to add to."""

    code = "extra_turns_over"


class ClockAlreadyRunning(RuleViolation):
    code = "clock_already_running"


class ClockNotRunning(RuleViolation):
    code = "clock_not_running"


class NoTournament(RuleViolation):
    code = "no_tournament"


class SwissClosed(RuleViolation):
    """The play-off has begun: the Swiss rounds are closed (10.4)."""

    code = "swiss_closed"


class TournamentOver(RuleViolation):
    """The play-off has its champion."""

    code = "tournament_over"


class AlreadyDropped(RuleViolation):
    """The player has already left the tournament (2.10)."""

    code = "already_dropped"


class NotDropped(RuleViolation):
    """Only a player who left the tournament can re-enter it (2.10)."""

    code = "not_dropped"


class ReentryAfterCut(RuleViolation):
    """A player cannot re-enter the tournament after the cut to the play-off (2.10)."""

    code = "reentry_after_cut"


class ReentryAfterPairing(RuleViolation):
    """A round was paired without the player since they left: the app keeps no missed
    round, so they may re-enter only before the next round is paired (2.10)."""

    code = "reentry_after_pairing"


class ResultAlreadyRecorded(RuleViolation):
    """The match has a result: changing it is a correction (``tournament_result_correction``),
    recorded as one in the history."""

    code = "result_already_recorded"


class NoResultToCorrect(RuleViolation):
    """A correction needs a result already recorded."""

    code = "no_result_to_correct"


class PlayoffNotBegun(RuleViolation):
    code = "playoff_not_begun"


class TimeFromNextTurnAlready(RuleViolation):
    """Time already counts from the opponent's next turn (2.5): said once."""

    code = "time_from_next_turn_already"


class ExtraTurnsCounted(RuleViolation):
    """Time counts from the opponent's next turn only before any turn after time was counted
    (2.5)."""

    code = "extra_turns_counted"


class PlayoffNoDraw(RuleViolation):
    """A play-off match cannot end in a draw (2.5): no agreed draw."""

    code = "playoff_no_draw"


class SuddenDeath(RuleViolation):
    """A tied play-off plays sudden death (2.5): it ends by a game, not by time."""

    code = "sudden_death"

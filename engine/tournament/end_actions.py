"""The end of a match on time (Magic Tournament Rules 2.5, 2.6, appendix B): time is called
(``clock_time_called``, ``clock_time_after_pass``), the extra turns are counted
(``extra_turn_end``), slow play is given turns (``match_penalty_turns``) and the match ends
on time (``match_time_over``).  The match is ``table.features["match"]``.

When each is allowed, under rules reading 4 (``engine.rules``):

* time is not called while time a judge added is still running: the end-of-match procedure
  does not begin until it has run out (2.5, 2.6); a judge may call time before the app's
  countdown ends only in a match given no added time (``check_time_can_be_called`` says why);
* a match with no time limit (a play-off final, appendix B) has no time to call.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField
from engine.feature import the_feature
from engine.fields import Bool, Int
from engine.table import Table
from engine.tournament.action_fields import at_field, side_field
from engine.tournament.clock import GAME_DRAWN, SUDDEN_DEATH, ExtraTurns, unfinished_game_outcome
from engine.tournament.errors import (
    AddedTimeRunning,
    EarlyCallWithAddedTime,
    ExtraTurnsCounted,
    ExtraTurnsNotOver,
    ExtraTurnsOver,
    NoTimeLimit,
    SuddenDeath,
    TimeAlreadyCalled,
    TimeFromNextTurnAlready,
    TimeNotCalled,
)
from engine.tournament.match_actions import _called_message, _extra_left, _mmss, running_match
from engine.tournament.state import MATCH, GameRecord, MatchState

MAX_PENALTY_TURNS = 20


def _not_called(what: str) -> TimeNotCalled:
    return TimeNotCalled(f"time has not been called: {what} only after time (2.5)")


def check_time_can_be_called(table: Table, match: MatchState, at_ms: int) -> None:
    """Reading 3: no time to call without a time limit (appendix B), nor while added time
    runs (2.5, 2.6).  Under earlier readings both were accepted.

    What a judge calling time early means: the event's round clock is the
    official one, and the app's countdown is the table's copy of it, so a judge may call
    time before the copy reaches zero -- the round's own time is what they cut short.  Time
    a judge added to this match (2.6) is never cut short: with added time the call waits
    until the clock, added time included, has run out.  Two refusals say which: the round's
    own time is over and the added time runs (``AddedTimeRunning``), or the round's time
    is not over either (``EarlyCallWithAddedTime``, naming both parts)."""
    clock = match.clock
    if table.rules < 4:
        return
    if clock is None:
        raise NoTimeLimit(
            "this match is played without a time limit (appendix B: a play-off "
            "final): there is no time to call; the games go on until a side has "
            "the wins it needs"
        )
    left = clock.remaining(at_ms / 1000)
    # to the millisecond the app counts in (a float's last digit never keeps time from ending)
    if clock.added_seconds <= 0 or round(left * 1000) <= 0:
        return
    added = _mmss(clock.added_seconds)
    if round(left * 1000) <= clock.added_seconds * 1000:
        raise AddedTimeRunning(
            f"the round's time is over, and time a judge added ({added}) is still running: "
            f"{_mmss(left)} left; the end-of-match procedure begins when it has run out (2.5, 2.6)",
            remaining_seconds=round(left),
            added_seconds=clock.added_seconds,
            added=added,
        )
    round_left = left - clock.added_seconds
    raise EarlyCallWithAddedTime(
        f"{_mmss(left)} left on this match's clock: {_mmss(round_left)} of the round's time and "
        f"{added} a judge added (2.6); time a judge added is played after the round's time, so "
        f"a judge calls time early only in a match given no added time; here it is called when "
        f"the clock runs out (2.5)",
        remaining_seconds=round(left),
        added_seconds=clock.added_seconds,
        added=added,
        round_left=_mmss(round_left),
    )


class ClockTimeCalled(Action):
    type = "clock_time_called"
    allowed = (
        "While a timed match runs, once: when the round's time and any time a judge "
        "added have run out (the app sends it then), or earlier by a judge's call in a "
        "match given no added time (003 2.5: the event's round clock is the official "
        "one; 2.6: added time is played after the round's and is never cut short); "
        "never in a match with no time limit (003 appendix B)."
    )
    doc = (
        "Time is called (2.5): the turn in progress is turn 0, then 5 extra turns (3 in a "
        "team format), plus any turns given for slow play. The app sends it when its "
        "countdown reaches zero; a judge may call it by hand before then (the event's clock "
        "ran out first), except in a match given added time, which is played whole."
    )
    at: Annotated[int, at_field()]
    penalty_turns: Annotated[int, Int(lo=0, hi=MAX_PENALTY_TURNS, default=0)]
    passed: Annotated[
        bool,
        Bool(
            default=False,
            doc="the active player had already shown they were passing the turn: "
            "time counts as called in the opponent's next turn (2.5)",
        ),
    ]

    def validate(self, table: Table) -> None:
        match = running_match(table)
        if match.time_called:
            raise TimeAlreadyCalled(_called_message(match), **_extra_left(match))
        check_time_can_be_called(table, match, self.at)
        clock = match.clock
        since = None if clock is None else clock.running_since  # None: not running
        if since is not None and self.at / 1000 < since:
            raise InvalidField("clock_time_called: at is before the clock was started", field="at")

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        now = self.at / 1000
        if match.clock is not None:
            match.clock = match.clock.pause(now)
        match.time_called_at = now
        match.extra = ExtraTurns.after_time(
            team=match.team,
            penalty_turns=self.penalty_turns + match.penalty_turns,
            passed=self.passed,
        )


class ClockTimeAfterPass(Action):
    type = "clock_time_after_pass"
    allowed = (
        "After time is called, before any extra turn has been counted, once (003 2.5: "
        "the active player had already shown they were passing the turn)."
    )
    doc = (
        "When time was called the active player had already shown they were passing the "
        "turn (2.5): time counts as called in the opponent's next turn, so the turn in "
        "progress is not turn 0. Only before any extra turn has been counted."
    )

    def validate(self, table: Table) -> None:
        match = running_match(table)
        if match.extra is None:
            raise _not_called("counting time from the opponent's turn is possible")
        if match.extra.passed:
            raise TimeFromNextTurnAlready(
                f"time already counts from the opponent's next turn: finish this "
                f"turn, then that turn 0 and {match.extra.total} extra turns",
                total=match.extra.total,
            )
        if match.extra.turn != 0:
            raise ExtraTurnsCounted(
                f"turns have been counted since time was called (extra turn "
                f"{match.extra.turn} of {match.extra.total})",
                turn=match.extra.turn,
                total=match.extra.total,
            )

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        assert match.extra is not None  # validate: time was called
        match.extra = match.extra.after_pass()


class ExtraTurnEnd(Action):
    type = "extra_turn_end"
    allowed = (
        "After time is called, while extra turns are left: turn 0 (the one in "
        "progress), then each extra turn (003 2.5)."
    )
    doc = "A turn ended after time was called: turn 0 (the one in progress), then 1, 2, ..."

    def validate(self, table: Table) -> None:
        match = running_match(table)
        if match.extra is None:
            raise _not_called("turns are counted")
        if match.extra.finished:
            raise ExtraTurnsOver(
                f"the extra turns are over (all {match.extra.total} played): "
                f"record how the match ends",
                total=match.extra.total,
            )

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        assert match.extra is not None  # validate: time was called
        match.extra = match.extra.end_turn()


class MatchPenaltyTurns(Action):
    type = "match_penalty_turns"
    allowed = (
        "While a timed match runs, before time is called or during the extra turns, "
        "never after them (003 2.6: turns given for slow play are added to the "
        "end-of-match extra turns)."
    )
    doc = (
        "A slow-play penalty gives turns, not minutes (2.6): they are added to the extra "
        "turns at the end of the match, whenever the penalty is given."
    )
    side: Annotated[str, side_field(doc="the side penalised (shown in the history)")]
    turns: Annotated[int, Int(lo=1, hi=MAX_PENALTY_TURNS, default=1)]

    def validate(self, table: Table) -> None:
        match = running_match(table)
        if match.clock is None:
            raise NoTimeLimit(
                "this match has no time limit (appendix B), so no extra turns at its end to add to"
            )
        extra = match.extra
        if extra is not None and extra.finished:
            raise ExtraTurnsOver(
                f"the extra turns are over (all {extra.total} played): no turn is left to add to",
                total=extra.total,
            )

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        match.penalty_given.append((self.side, self.turns))
        if match.extra is None:
            match.penalty_turns += self.turns
        else:
            match.extra = replace(match.extra, total=match.extra.total + self.turns)


class MatchTimeOver(Action):
    type = "match_time_over"
    allowed = (
        "After time is called: in a game, once every extra turn has been played; "
        "between games, at once, before any extra turn is counted (not in sudden death; "
        "rules reading 4) (003 2.5)."
    )
    doc = (
        "Time is over (2.5): in_game, the extra turns ended with a game unfinished (a "
        "play-off gives both life totals); not in_game, time ran out between games. Swiss: "
        "the unfinished game is a draw and the match ends. Play-off with equal wins: the "
        "higher life total wins the game; equal life (or between games) is sudden death."
    )
    in_game: Annotated[bool, Bool(default=True)]
    life_a: Annotated[int | None, Int(lo=-999_999, hi=999_999, default=None, nullable=True)]
    life_b: Annotated[int | None, Int(lo=-999_999, hi=999_999, default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        match = running_match(table)
        if not match.time_called:
            raise _not_called("the match ends on time")
        if (self.life_a is None) != (self.life_b is None):
            raise InvalidField(
                "match_time_over: give both life totals, or neither",
                field="life_b" if self.life_b is None else "life_a",
            )
        if not self.in_game:
            if self.life_a is not None:
                raise InvalidField(
                    "match_time_over: between games there are no life totals", field="life_a"
                )
            if match.sudden_death:
                raise SuddenDeath(
                    "sudden death: play on until a player has less life than "
                    "the other, then record that game"
                )
            if table.rules >= 4:
                _check_between_games(match)
            return
        extra = match.extra
        if extra is None:
            raise _not_called("the match ends on time")
        if not extra.finished:
            raise ExtraTurnsNotOver(_turns_left(extra), **_extra_left(match))
        if match.playoff and self.life_a is None:
            raise InvalidField(
                "match_time_over: a play-off game is decided by the life totals (2.5); give both",
                field="life_a",
            )

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        lives = (
            (self.life_a, self.life_b) if self.in_game and self.life_a is not None else (None, None)
        )
        outcome = unfinished_game_outcome(
            match.score, playoff=match.playoff, life_a=lives[0], life_b=lives[1]
        )
        if outcome == GAME_DRAWN:
            if self.in_game:
                match.games.append(GameRecord(None, match.score.chooser, "time"))
                match.score = match.score.record_game(None)
            match.ended_by = "time"
            match.sudden_death = False
        elif outcome == SUDDEN_DEATH:
            match.sudden_death = True
        else:
            match.games.append(GameRecord(outcome, match.score.chooser, "time"))
            match.score = match.score.record_game(outcome)
            match.ended_by = "wins" if match.score.finished else "time"
            match.sudden_death = False


def _check_between_games(match: MatchState) -> None:
    """Rules reading 4 (2.5): time ran out between games only when it was called with no
    game in progress, so before any turn is counted; once the turn in progress has been
    counted (or passed to the opponent's next one), a game is being played, and it ends by
    its extra turns or by its result, never as time between games."""
    extra = match.extra
    if extra is None or (extra.turn == 0 and not extra.passed):
        return
    if extra.finished:
        raise ExtraTurnsOver(
            f"a game is in progress and its extra turns are over (all "
            f"{extra.total} played): record it as an unfinished game, not as "
            f"time between games",
            total=extra.total,
        )
    raise ExtraTurnsNotOver(
        f"a game is in progress, not between games: {_turns_left(extra)}", **_extra_left(match)
    )


def _turns_left(extra: ExtraTurns) -> str:
    """What is left of the extra turns, named (item 5): never "0 extra turn(s)"."""
    if extra.turn < 0:
        return (
            f"the turn in progress is not yet counted: time counts from the opponent's "
            f"next turn, then {extra.total} extra turns are still to be played"
        )
    if extra.turn == 0:
        return (
            f"the turn in progress (turn 0) is still being played, then {extra.total} extra turns"
        )
    if extra.remaining == 0:
        return (
            f"the last extra turn ({extra.turn} of {extra.total}) is still being played: "
            f"end it first"
        )
    more = extra.remaining
    return (
        f"extra turn {extra.turn} of {extra.total} is still being played, then {more} more "
        f"extra turn{'s' if more != 1 else ''}"
    )

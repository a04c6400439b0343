"""The match actions (Magic Tournament Rules 2.1-2.6, appendix B): ``match_start``,
``match_game``, ``match_concede``, ``match_agree_draw`` and the round clock (``clock_start``,
``clock_pause``, ``clock_add``).  The end of a match on time (``clock_time_called``, the
extra turns, slow-play penalty turns, ``match_time_over``) is in
:mod:`engine.tournament.end_actions`.  The match is ``table.features["match"]``.

The first game's chooser is drawn once and recorded in ``match_start``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated, Any

from engine.actions.base import Action
from engine.errors import InvalidField
from engine.feature import find_feature, the_feature
from engine.fields import Bool, Int, Text
from engine.table import Table
from engine.tournament.action_fields import NAME_LENGTH, at_field, check_round_length, side_field
from engine.tournament.clock import RoundClock
from engine.tournament.errors import (
    ClockAlreadyRunning,
    ClockNotRunning,
    MatchOver,
    NoMatch,
    NoTimeLimit,
    PlayoffNoDraw,
    TimeAlreadyCalled,
)
from engine.tournament.match import (
    GAMES_TO_WIN,
    TWO_HEADED_GIANT_GAMES_TO_WIN,
    A,
    B,
    MatchScore,
    first_game_chooser,
)
from engine.tournament.state import MATCH, GameRecord, MatchState

if TYPE_CHECKING:
    from engine.tournament.clock import ExtraTurns


# --- a match -----------------------------------------------------------------------------------


def match_of(table: Table) -> MatchState:
    match = find_feature(table.features, MATCH, MatchState)
    if match is None:
        raise NoMatch("no match has been started; start one with match_start")
    return match


def running_match(table: Table) -> MatchState:
    match = match_of(table)
    if match.over:
        a, b, d = match.final()
        raise MatchOver(
            f"the match is over ({a}-{b}-{d}, {match.ended_by}): nothing is left to "
            f"play; start a new match",
            result=[a, b, d],
            ended_by=match.ended_by,
        )
    return match


def clock_of(match: MatchState) -> RoundClock:
    if match.clock is None:
        raise NoTimeLimit(
            "this match is played without a time limit (appendix B: a play-off "
            "final): it has no round clock and no time to call"
        )
    return match.clock


class MatchStart(Action):
    type = "match_start"
    starts = True  # undoing it asks first
    allowed = (
        "At any time: it starts a new match, replacing the one kept so far (003 2.1; "
        "a Two-Headed Giant match, team, is one game by default, 003 9.1)."
    )
    doc = (
        "Start a match between sides a and b (2.1): games to win (2; 1 in Two-Headed Giant), "
        "Swiss or play-off, the round length (50 minutes; under 40 only in a casual event, "
        "appendix B) or no limit; who chooses play/draw in game 1 (2.2: random in Swiss, "
        "recorded; the better seed in a play-off)."
    )
    a: Annotated[str, Text(max_length=NAME_LENGTH)]
    b: Annotated[str, Text(max_length=NAME_LENGTH)]
    games_to_win: Annotated[
        int | None,
        Int(
            lo=1,
            hi=9,
            default=None,
            nullable=True,
            doc="default 2, or 1 with team (a Two-Headed Giant match is one game, 9.1)",
        ),
    ]
    playoff: Annotated[bool, Bool(default=False)]
    better_seed: Annotated[
        str | None,
        side_field(
            default=None,
            nullable=True,
            doc="play-off: the side seeded higher in the Swiss standings",
        ),
    ]
    team: Annotated[
        bool, Bool(default=False, doc="a team format such as Two-Headed Giant: 3 extra turns")
    ]
    minutes: Annotated[
        int | None,
        Int(
            lo=1,
            hi=24 * 60,
            default=50,
            nullable=True,
            doc="round length; null: no time limit (a play-off final)",
        ),
    ]
    casual: Annotated[
        bool,
        Bool(
            default=False,
            doc="the organiser says the event is casual: a round under 40 minutes is allowed",
        ),
    ]
    chooser: Annotated[
        str | None,
        side_field(
            default=None,
            nullable=True,
            doc="who chooses in game 1; drawn at random in Swiss when absent",
        ),
    ]

    def validate(self, table: Table) -> None:
        check_round_length(table, self.minutes, self.casual, "match_start")
        if self.a.casefold() == self.b.casefold():
            raise InvalidField("match_start: the two sides need different names", field="b")
        if self.playoff and self.better_seed is None and self.chooser is None:
            raise InvalidField(
                "match_start: a play-off match needs the better seed (2.2)", field="better_seed"
            )
        if (
            self.playoff
            and self.chooser is not None
            and self.better_seed is not None
            and self.chooser != self.better_seed
        ):
            raise InvalidField(
                "match_start: in a play-off the better seed chooses (2.2)", field="chooser"
            )

    def wins_needed(self, table: Table) -> int:
        """2.1; 9.1 (reading 4): a team match (Two-Headed Giant) is one game by default.
        Under readings 1 to 3 an absent games_to_win meant 2 whatever the format."""
        if self.games_to_win is not None:
            return self.games_to_win
        if self.team and table.rules >= 4:
            return TWO_HEADED_GIANT_GAMES_TO_WIN
        return GAMES_TO_WIN

    def draw(self, rng: random.Random, table: Table) -> None:
        self.games_to_win = self.wins_needed(table)
        if self.chooser is None:
            if self.playoff:
                self.chooser = first_game_chooser(playoff=True, better_seed=self.better_seed)
            else:
                self.chooser = first_game_chooser(playoff=False, rng=rng)

    def apply(self, table: Table) -> None:
        how = "better_seed" if self.playoff else "random"
        assert self.chooser is not None  # given, or drawn by draw()
        table.features[MATCH] = MatchState(
            names={A: self.a, B: self.b},
            score=MatchScore(chooser=self.chooser, games_to_win=self.wins_needed(table)),
            playoff=self.playoff,
            team=self.team,
            first_chooser=how,
            clock=None if self.minutes is None else RoundClock(limit_seconds=self.minutes * 60),
            minutes=self.minutes,
            casual=self.casual,
        )


def _after_game(match: MatchState) -> None:
    """The match after a game was recorded: over on wins; after time (2.5) no new game
    starts, except the sudden-death play of a tied play-off."""
    score = match.score
    if score.finished:
        match.ended_by = "wins"
        match.sudden_death = False
    elif match.time_called:
        if match.playoff and score.wins_a == score.wins_b:
            match.sudden_death = True
        else:
            match.ended_by = "time"
            match.sudden_death = False


class MatchGame(Action):
    type = "match_game"
    allowed = (
        "While the match runs (003 2.1); after time is called only the game in "
        "progress, or a tied play-off's sudden-death game (003 2.5)."
    )
    doc = (
        "A game of the match ended: winner a or b, or null for a drawn game (not counted, "
        "2.1). The loser chooses play/draw next (2.2)."
    )
    winner: Annotated[str | None, side_field(nullable=True)]

    def validate(self, table: Table) -> None:
        running_match(table)

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        match.games.append(GameRecord(self.winner, match.score.chooser))
        match.score = match.score.record_game(self.winner)
        _after_game(match)


class MatchConcede(Action):
    type = "match_concede"
    allowed = "While the match runs, at any moment of it (003 2.4)."
    doc = "Side concedes the match (2.4): recorded as 2-1 if they had won a game."
    side: Annotated[str, side_field()]

    def validate(self, table: Table) -> None:
        running_match(table)

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        match.result = match.score.conceded_by(self.side)
        match.ended_by = "concession"
        match.sudden_death = False


class MatchAgreeDraw(Action):
    type = "match_agree_draw"
    allowed = "While a Swiss match runs; never in a play-off, which has no draws (003 2.4, 2.5)."
    doc = (
        "The players agree to draw the match (2.4): 0-0-3 before any game; after games "
        "the games are kept and the match is a draw. Not in a play-off."
    )

    def validate(self, table: Table) -> None:
        match = running_match(table)
        if match.playoff:
            raise PlayoffNoDraw(
                "a play-off match cannot end in a draw (2.5): play on, or one side concedes"
            )

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        if table.rules < 3:  # engine.rules, reading 3
            match.result = match.score.agreed_draw_reading_1()
        else:
            match.result = match.score.agreed_draw()
            match.agreed_draw = match.score.games_played > 0
        match.ended_by = "agreed_draw"


class ClockStart(Action):
    type = "clock_start"
    allowed = (
        "While a timed match runs, its clock stopped and time not yet called "
        "(003 2.5, appendix B: a match with no time limit has no clock)."
    )
    doc = "Start (or resume) the round clock at at ms."
    at: Annotated[int, at_field()]

    def validate(self, table: Table) -> None:
        match = running_match(table)
        clock = clock_of(match)
        if clock.running:
            raise ClockAlreadyRunning("the round clock is already running", running=True)
        if match.time_called:
            raise TimeAlreadyCalled(_called_message(match), **_extra_left(match))

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        match.clock = clock_of(match).start(self.at / 1000)


class ClockPause(Action):
    type = "clock_pause"
    allowed = "While a timed match runs and its clock is running (003 2.6: a judge's stop)."
    doc = "Pause the round clock at at ms."
    at: Annotated[int, at_field()]

    def validate(self, table: Table) -> None:
        clock = clock_of(running_match(table))
        since = clock.running_since
        if since is None:  # not running
            raise ClockNotRunning(
                "the round clock is not running: it is paused with "
                f"{_mmss(clock.remaining(0))} left",
                remaining_seconds=round(clock.remaining(0)),
            )
        if self.at / 1000 < since:
            raise InvalidField("clock_pause: at is before the clock was started", field="at")

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        match.clock = clock_of(match).pause(self.at / 1000)


class ClockAdd(Action):
    type = "clock_add"
    allowed = (
        "While a timed match runs, before time is called (003 2.6; after time, slow "
        "play is given turns: match_penalty_turns)."
    )
    doc = "Add time to the round (2.6: a judge's stop of more than a minute, a deck check + 3 min)."
    seconds: Annotated[int, Int(lo=1, hi=24 * 3600)]

    def validate(self, table: Table) -> None:
        match = running_match(table)
        clock_of(match)
        if match.time_called:
            raise TimeAlreadyCalled(_called_message(match), **_extra_left(match))

    def apply(self, table: Table) -> None:
        match = the_feature(table.features, MATCH, MatchState)
        match.clock = clock_of(match).add_time(self.seconds)


def _mmss(seconds: float) -> str:
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def _extra_left(match: MatchState) -> dict[str, Any]:
    """What is left of the extra turns, for a refusal's details; ``stage`` tells the view
    which words name it (item 5: never "0 more"): ``passed`` (time counts from the
    opponent's next turn), ``turn_zero`` (the turn in progress), ``more`` (an extra turn,
    more after it), ``last`` (the last extra turn) or ``over``."""
    extra = match.extra
    if extra is None:
        return {}
    return {
        "turn": extra.turn,
        "playing": max(extra.turn, 0),
        "total": extra.total,
        "remaining": extra.remaining,
        "stage": extra_stage(extra),
    }


def extra_stage(extra: ExtraTurns) -> str:
    if extra.finished:
        return "over"
    if extra.turn < 0:
        return "passed"
    if extra.turn == 0:
        return "turn_zero"
    return "last" if extra.remaining == 0 else "more"


def _called_message(match: MatchState) -> str:
    """Time has been called: what is left of the end-of-match procedure (2.5)."""
    extra = match.extra
    if extra is None or extra.finished:
        return "time has been called and the extra turns are over: record how the match ends"
    if extra.turn > 0 and extra.remaining == 0:
        return (
            f"time has been called: the last extra turn ({extra.turn} of {extra.total}) is "
            f"being played"
        )
    if extra.turn <= 0:
        return (
            f"time has been called: the turn in progress is finished, then "
            f"{extra.total} extra turns"
        )
    return (
        f"time has been called: extra turn {extra.turn} of {extra.total} is being played "
        f"({extra.remaining} more after it)"
    )

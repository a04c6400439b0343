"""The match actions (Magic Tournament Rules 2.1-2.6, appendix B): ``match_start``,
``match_game``, ``match_concede``, ``match_agree_draw``, the round clock (``clock_start``,
``clock_pause``, ``clock_add``, ``clock_time_called``), the extra turns (``extra_turn_end``)
and the end on time (``match_time_over``).  The match is ``table.features["match"]``.

The first game's chooser is drawn once and recorded in ``match_start``.
"""

from __future__ import annotations

from engine.actions.base import Action, register
from engine.errors import InvalidField, RuleViolation
from engine.fields import Bool, Int, Text
from engine.tournament.action_fields import NAME_LENGTH, at_field, check_round_length, side_field
from engine.tournament.clock import (
    GAME_DRAWN, SUDDEN_DEATH, ExtraTurns, RoundClock, unfinished_game_outcome,
)
from engine.tournament.match import A, B, MatchScore, first_game_chooser
from engine.tournament.state import MATCH, GameRecord, MatchState

# --- a match -----------------------------------------------------------------------------------

def match_of(table) -> MatchState:
    match = table.features.get(MATCH)
    if match is None:
        raise RuleViolation("no match has been started; start one with match_start")
    return match


def running_match(table) -> MatchState:
    match = match_of(table)
    if match.over:
        raise RuleViolation("the match is over", result=list(match.final()))
    return match


def clock_of(match: MatchState) -> RoundClock:
    if match.clock is None:
        raise RuleViolation("this match is played without a time limit")
    return match.clock


@register
class MatchStart(Action):
    type = "match_start"
    starts = True          # undoing it asks first
    doc = ("Start a match between sides a and b (2.1): games to win (2; 1 in Two-Headed Giant), "
           "Swiss or play-off, the round length (50 minutes; under 40 only in a casual event, "
           "appendix B) or no limit; who chooses play/draw in game 1 (2.2: random in Swiss, "
           "recorded; the better seed in a play-off).")
    fields = (
        Text("a", max_length=NAME_LENGTH),
        Text("b", max_length=NAME_LENGTH),
        Int("games_to_win", lo=1, hi=9, default=2),
        Bool("playoff", default=False),
        side_field("better_seed", default=None, nullable=True,
                   doc="play-off: the side seeded higher in the Swiss standings"),
        Bool("team", default=False, doc="a team format such as Two-Headed Giant: 3 extra turns"),
        Int("minutes", lo=1, hi=24 * 60, default=50, nullable=True,
            doc="round length; null: no time limit (a play-off final)"),
        Bool("casual", default=False,
             doc="the organiser says the event is casual: a round under 40 minutes is allowed"),
        side_field("chooser", default=None, nullable=True,
                   doc="who chooses in game 1; drawn at random in Swiss when absent"),
    )

    def validate(self, table):
        check_round_length(table, self.minutes, self.casual, "match_start")
        if self.a.casefold() == self.b.casefold():
            raise InvalidField("match_start: the two sides need different names", field="b")
        if self.playoff and self.better_seed is None and self.chooser is None:
            raise InvalidField("match_start: a play-off match needs the better seed (2.2)",
                               field="better_seed")
        if self.playoff and self.chooser is not None and self.better_seed is not None \
                and self.chooser != self.better_seed:
            raise InvalidField("match_start: in a play-off the better seed chooses (2.2)",
                               field="chooser")

    def draw(self, rng, table):
        if self.chooser is None:
            if self.playoff:
                self.chooser = first_game_chooser(playoff=True, better_seed=self.better_seed)
            else:
                self.chooser = first_game_chooser(playoff=False, rng=rng)

    def apply(self, table):
        how = "better_seed" if self.playoff else "random"
        table.features[MATCH] = MatchState(
            names={A: self.a, B: self.b},
            score=MatchScore(chooser=self.chooser, games_to_win=self.games_to_win),
            playoff=self.playoff, team=self.team, first_chooser=how,
            clock=None if self.minutes is None else RoundClock(limit_seconds=self.minutes * 60),
            minutes=self.minutes, casual=self.casual)


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


@register
class MatchGame(Action):
    type = "match_game"
    doc = ("A game of the match ended: winner a or b, or null for a drawn game (not counted, "
           "2.1). The loser chooses play/draw next (2.2).")
    fields = (side_field("winner", nullable=True),)

    def validate(self, table):
        running_match(table)

    def apply(self, table):
        match = table.features[MATCH]
        match.games.append(GameRecord(self.winner, match.score.chooser))
        match.score = match.score.record_game(self.winner)
        _after_game(match)


@register
class MatchConcede(Action):
    type = "match_concede"
    doc = "Side concedes the match (2.4): recorded as 2-1 if they had won a game."
    fields = (side_field("side"),)

    def validate(self, table):
        running_match(table)

    def apply(self, table):
        match = table.features[MATCH]
        match.result = match.score.conceded_by(self.side)
        match.ended_by = "concession"
        match.sudden_death = False


@register
class MatchAgreeDraw(Action):
    type = "match_agree_draw"
    doc = ("The players agree to draw the match (2.4): 0-0-3 before any game; after games "
           "the games are kept and the match is a draw. Not in a play-off.")

    def validate(self, table):
        match = running_match(table)
        if match.playoff:
            raise RuleViolation("a play-off match cannot end in a draw (2.5)")

    def apply(self, table):
        match = table.features[MATCH]
        if table.rules < 3:                  # engine.rules, reading 3
            match.result = match.score.agreed_draw_reading_1()
        else:
            match.result = match.score.agreed_draw()
            match.agreed_draw = match.score.games_played > 0
        match.ended_by = "agreed_draw"


@register
class ClockStart(Action):
    type = "clock_start"
    doc = "Start (or resume) the round clock at at ms."
    fields = (at_field(),)

    def validate(self, table):
        match = running_match(table)
        clock = clock_of(match)
        if clock.running:
            raise RuleViolation("the round clock is already running")
        if match.time_called:
            raise RuleViolation("time has been called")

    def apply(self, table):
        match = table.features[MATCH]
        match.clock = match.clock.start(self.at / 1000)


@register
class ClockPause(Action):
    type = "clock_pause"
    doc = "Pause the round clock at at ms."
    fields = (at_field(),)

    def validate(self, table):
        clock = clock_of(running_match(table))
        if not clock.running:
            raise RuleViolation("the round clock is not running")
        if self.at / 1000 < clock.running_since:
            raise InvalidField("clock_pause: at is before the clock was started", field="at")

    def apply(self, table):
        match = table.features[MATCH]
        match.clock = match.clock.pause(self.at / 1000)


@register
class ClockAdd(Action):
    type = "clock_add"
    doc = "Add time to the round (2.6: a judge's stop of more than a minute, a deck check + 3 min)."
    fields = (Int("seconds", lo=1, hi=24 * 3600),)

    def validate(self, table):
        match = running_match(table)
        clock_of(match)
        if match.time_called:
            raise RuleViolation("time has already been called")

    def apply(self, table):
        match = table.features[MATCH]
        match.clock = match.clock.add_time(self.seconds)


@register
class ClockTimeCalled(Action):
    type = "clock_time_called"
    doc = ("Time is called (2.5): the turn in progress is turn 0, then 5 extra turns (3 in a "
           "team format), plus any turns given for slow play. The app sends it when its "
           "countdown reaches zero; a judge may call it by hand.")
    fields = (at_field(), Int("penalty_turns", lo=0, hi=20, default=0),
              Bool("passed", default=False,
                   doc="the active player had already shown they were passing the turn: "
                       "time counts as called in the opponent's next turn (2.5)"))

    def validate(self, table):
        match = running_match(table)
        if match.time_called:
            raise RuleViolation("time has already been called")
        clock = match.clock
        if clock is not None and clock.running and self.at / 1000 < clock.running_since:
            raise InvalidField("clock_time_called: at is before the clock was started", field="at")

    def apply(self, table):
        match = table.features[MATCH]
        now = self.at / 1000
        if match.clock is not None:
            match.clock = match.clock.pause(now)
        match.time_called_at = now
        match.extra = ExtraTurns.after_time(team=match.team, penalty_turns=self.penalty_turns,
                                            passed=self.passed)


@register
class ClockTimeAfterPass(Action):
    type = "clock_time_after_pass"
    doc = ("When time was called the active player had already shown they were passing the "
           "turn (2.5): time counts as called in the opponent's next turn, so the turn in "
           "progress is not turn 0. Only before any extra turn has been counted.")

    def validate(self, table):
        match = running_match(table)
        if match.extra is None:
            raise RuleViolation("time has not been called")
        if match.extra.passed:
            raise RuleViolation("time already counts from the opponent's next turn")
        if match.extra.turn != 0:
            raise RuleViolation("turns have been counted since time was called",
                                turn=match.extra.turn)

    def apply(self, table):
        match = table.features[MATCH]
        match.extra = match.extra.after_pass()


@register
class ExtraTurnEnd(Action):
    type = "extra_turn_end"
    doc = "A turn ended after time was called: turn 0 (the one in progress), then 1, 2, ..."

    def validate(self, table):
        match = running_match(table)
        if match.extra is None:
            raise RuleViolation("time has not been called")
        if match.extra.finished:
            raise RuleViolation("the extra turns are over")

    def apply(self, table):
        match = table.features[MATCH]
        match.extra = match.extra.end_turn()


@register
class MatchTimeOver(Action):
    type = "match_time_over"
    doc = ("Time is over (2.5): in_game, the extra turns ended with a game unfinished (a "
           "play-off gives both life totals); not in_game, time ran out between games. Swiss: "
           "the unfinished game is a draw and the match ends. Play-off with equal wins: the "
           "higher life total wins the game; equal life (or between games) is sudden death.")
    fields = (Bool("in_game", default=True),
              Int("life_a", lo=-999_999, hi=999_999, default=None, nullable=True),
              Int("life_b", lo=-999_999, hi=999_999, default=None, nullable=True))

    def validate(self, table):
        match = running_match(table)
        if not match.time_called:
            raise RuleViolation("time has not been called")
        if (self.life_a is None) != (self.life_b is None):
            raise InvalidField("match_time_over: give both life totals, or neither",
                               field="life_b" if self.life_b is None else "life_a")
        if not self.in_game:
            if self.life_a is not None:
                raise InvalidField("match_time_over: between games there are no life totals",
                                   field="life_a")
            if match.sudden_death:
                raise RuleViolation("sudden death: play on until a player has less life than "
                                    "the other, then record that game")
            return
        if not match.extra.finished:
            raise RuleViolation(f"{match.extra.remaining} extra turn(s) are still to be played",
                                remaining=match.extra.remaining)
        if match.playoff and self.life_a is None:
            raise InvalidField("match_time_over: a play-off game is decided by the life totals "
                               "(2.5); give both", field="life_a")

    def apply(self, table):
        match = table.features[MATCH]
        lives = (self.life_a, self.life_b) if self.in_game and self.life_a is not None else (None, None)
        outcome = unfinished_game_outcome(match.score, playoff=match.playoff,
                                          life_a=lives[0], life_b=lives[1])
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

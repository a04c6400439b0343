"""The round clock and the end of a match on time (Tournament Rules 2.5, 2.6, appendix B).

* Appendix B: rounds of 50 minutes are recommended, 40 minutes is the minimum (any length
  is accepted here, with a warning below 40); play-off quarter- and semi-finals 90 minutes,
  the final unlimited.
* 2.6: a judge who stops a match for more than a minute adds that time; a deck check adds
  the time it took plus 3 minutes.  Added time delays the end-of-match procedure.
* 2.5: when time is called, the active player finishes the turn ("turn 0"), then 5 more
  turns are played (3 in team formats with more than two players in a match, such as
  Two-Headed Giant); turns given for slow play are added to these.  If the active player
  had already shown they were passing the turn, time counts as called in the opponent's
  next turn.  No new game starts after time.  A game unfinished after the extra turns is a
  draw; in a play-off there are no draws: with equal wins the player with the higher life
  total wins the game, and with equal life too (or between games) play goes on with one
  more state-based check: a player with less life than every other player loses.
  Two-Headed Giant teams count as one player for this.

Times are in seconds; ``now`` is any monotonic clock reading the caller supplies.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from engine.tournament.errors import InvalidSetting
from engine.tournament.match import A, B, MatchScore

DEFAULT_ROUND_MINUTES = 50
MINIMUM_ROUND_MINUTES = 40
PLAYOFF_ROUND_MINUTES = 90  # quarter- and semi-finals; the final has no limit
EXTRA_TURNS = 5
TEAM_EXTRA_TURNS = 3
DECK_CHECK_BONUS_SECONDS = 3 * 60


def round_length_warnings(minutes: int) -> list[str]:
    """Warnings for a round length: ``below_minimum`` under 40 minutes (appendix B)."""
    if not isinstance(minutes, int) or minutes < 1:
        raise InvalidSetting("a round lasts a whole number of minutes >= 1", minutes=minutes)
    return ["below_minimum"] if minutes < MINIMUM_ROUND_MINUTES else []


def deck_check_extension(seconds_taken: int) -> int:
    """Time added to a match for a deck check (2.6)."""
    return seconds_taken + DECK_CHECK_BONUS_SECONDS


@dataclass(frozen=True)
class RoundClock:
    """A pausable countdown with judge extensions."""

    limit_seconds: int = DEFAULT_ROUND_MINUTES * 60
    added_seconds: int = 0
    used_seconds: float = 0.0  # counted up to the last pause
    running_since: float | None = None

    @classmethod
    def of_minutes(cls, minutes: int = DEFAULT_ROUND_MINUTES) -> RoundClock:
        round_length_warnings(minutes)
        return cls(limit_seconds=minutes * 60)

    @property
    def running(self) -> bool:
        return self.running_since is not None

    def start(self, now: float) -> RoundClock:
        return self if self.running else replace(self, running_since=now)

    def pause(self, now: float) -> RoundClock:
        if not self.running:
            return self
        return replace(self, used_seconds=self.elapsed(now), running_since=None)

    def add_time(self, seconds: int) -> RoundClock:
        """Extra time given by a judge (2.6)."""
        if seconds < 0:
            raise InvalidSetting("added time cannot be negative", seconds=seconds)
        return replace(self, added_seconds=self.added_seconds + seconds)

    def elapsed(self, now: float) -> float:
        running = 0.0 if self.running_since is None else now - self.running_since
        return self.used_seconds + running

    def remaining(self, now: float) -> float:
        return max(0.0, self.limit_seconds + self.added_seconds - self.elapsed(now))

    def time_called(self, now: float) -> bool:
        return self.remaining(now) <= 0


def turn_counted_as_time(active: str, passing_turn: bool) -> str:
    """Whose turn is "turn 0" when time is called: the active player's, unless they had
    already shown they were passing the turn, then the opponent's next turn (2.5)."""
    if active not in (A, B):
        raise InvalidSetting(f"a side is 'a' or 'b', not {active!r}", side=active)
    if not passing_turn:
        return active
    return B if active == A else A


@dataclass(frozen=True)
class ExtraTurns:
    """Counting turns after time: ``turn`` 0 is the turn in progress, then 1..total.  When
    the active player had already shown they were passing the turn (2.5), time counts as
    called in the opponent's next turn: the turn in progress is then ``turn`` -1, and that
    next turn is turn 0."""

    total: int = EXTRA_TURNS
    turn: int = 0
    passed: bool = False  # time counts from the opponent's next turn (2.5)

    @classmethod
    def after_time(
        cls, *, team: bool = False, penalty_turns: int = 0, passed: bool = False
    ) -> ExtraTurns:
        if penalty_turns < 0:
            raise InvalidSetting("penalty turns cannot be negative", penalty_turns=penalty_turns)
        base = cls(total=(TEAM_EXTRA_TURNS if team else EXTRA_TURNS) + penalty_turns)
        return base.after_pass() if passed else base

    def after_pass(self) -> ExtraTurns:
        """The active player had shown the intent to pass the turn when time was called:
        the turn in progress is not turn 0; the opponent's next turn is (2.5)."""
        if self.passed or self.turn != 0:
            raise InvalidSetting(
                "time already counts from the opponent's turn, or turns "
                "have been counted since time was called",
                turn=self.turn,
            )
        return replace(self, turn=-1, passed=True)

    @property
    def finished(self) -> bool:
        return self.turn > self.total

    @property
    def remaining(self) -> int:
        """Extra turns not yet begun (turn 0 is not one of them)."""
        return max(0, self.total - max(self.turn, 0))

    def end_turn(self) -> ExtraTurns:
        return self if self.finished else replace(self, turn=self.turn + 1)


# What an unfinished game becomes when the extra turns are over.
GAME_DRAWN, SUDDEN_DEATH = "draw", "sudden_death"


def unfinished_game_outcome(
    score: MatchScore, *, playoff: bool, life_a: int | None = None, life_b: int | None = None
) -> str:
    """For the game in progress when the extra turns end (2.5): ``"draw"``, ``"a"`` or
    ``"b"`` (that side wins the game), or ``"sudden_death"`` (play on: whoever has less
    life than the other loses).  Pass ``life_a=life_b=None`` between games."""
    if not playoff or score.wins_a != score.wins_b:
        return GAME_DRAWN
    if life_a is None or life_b is None or life_a == life_b:
        return SUDDEN_DEATH
    return A if life_a > life_b else B


def sudden_death_loser(life: Mapping[str, int]) -> str | None:
    """The player (or team) with less life than every other, who loses; None while tied."""
    if not life:
        return None
    lowest = min(life.values())
    at_lowest = [who for who, total in life.items() if total == lowest]
    return at_lowest[0] if len(at_lowest) == 1 and len(life) > 1 else None

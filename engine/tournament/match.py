"""One match: its score, who chooses play or draw, concessions (Tournament Rules 2.1-2.4).

* 2.1: games are played until one player has the wins needed (2 by default; the organiser
  may change it, e.g. 1 for Two-Headed Giant, 9.1); drawn games do not count toward it.
  When time runs out first, the player with more wins wins; equal wins draw the match.
* 2.2: in game 1 a random player (Swiss) or the better seed (play-off) chooses to play or
  draw; afterwards the loser of the last game chooses; after a drawn game the player who
  chose for that game chooses again.  Not saying counts as choosing to play.
* 2.4: a player who concedes the match after winning a game is recorded 2-1 (the winner is
  given the wins needed, the loser keeps theirs); a draw agreed before any game is 0-0-3,
  after games it keeps them and is marked as agreed (a drawn match whatever the wins).

The two sides are ``"a"`` and ``"b"``, as in the event JSON.  The round clock, extra turns
and what an unfinished game becomes (2.5, 2.6) are in :mod:`engine.tournament.clock`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from engine.errors import RuleViolation
from engine.tournament.errors import InvalidSetting

A, B = "a", "b"
SIDES = (A, B)
GAMES_TO_WIN = 2
TWO_HEADED_GIANT_GAMES_TO_WIN = 1  # 9.1: a match is one game
NO_GAMES_DRAW = (0, 0, 3)  # 2.4


def other(side: str) -> str:
    _check_side(side)
    return B if side == A else A


def first_game_chooser(
    *, playoff: bool, rng: random.Random | None = None, better_seed: str | None = None
) -> str:
    """Who chooses play/draw in game 1 (2.2): the better seed in a play-off, else random."""
    if playoff:
        if better_seed is None:
            raise InvalidSetting("a play-off match needs the better seed to choose play/draw")
        _check_side(better_seed)
        return better_seed
    if rng is None:
        raise InvalidSetting("a Swiss match needs randomness to pick who chooses play/draw")
    return rng.choice(SIDES)


@dataclass(frozen=True)
class MatchScore:
    """The running score.  ``chooser`` chooses play/draw for the next game."""

    chooser: str
    games_to_win: int = GAMES_TO_WIN
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    last_chooser: str | None = None  # who chose for the game just played

    def __post_init__(self) -> None:
        _check_side(self.chooser)
        if not isinstance(self.games_to_win, int) or self.games_to_win < 1:
            raise InvalidSetting(
                "games to win must be a whole number >= 1", games_to_win=self.games_to_win
            )

    @property
    def finished(self) -> bool:
        return max(self.wins_a, self.wins_b) >= self.games_to_win

    @property
    def games_played(self) -> int:
        return self.wins_a + self.wins_b + self.draws

    @property
    def result(self) -> tuple[int, int, int]:
        """In the event's shape: a's wins, b's wins, drawn games."""
        return (self.wins_a, self.wins_b, self.draws)

    @property
    def leader(self) -> str | None:
        """The side with more wins (the match winner once it is over), or None."""
        if self.wins_a == self.wins_b:
            return None
        return A if self.wins_a > self.wins_b else B

    def record_game(self, winner: str | None) -> MatchScore:
        """The score after a game won by ``winner`` ("a"/"b") or drawn (None)."""
        if self.finished:
            raise RuleViolation(
                "the match is over; no more games are played", result=list(self.result)
            )
        if winner is None:
            return replace(self, draws=self.draws + 1, last_chooser=self.chooser)
        _check_side(winner)
        wins = {"wins_a": self.wins_a + (winner == A), "wins_b": self.wins_b + (winner == B)}
        return replace(self, chooser=other(winner), last_chooser=self.chooser, **wins)

    def conceded_by(self, side: str) -> tuple[int, int, int]:
        """The result when ``side`` concedes the match now (2.4)."""
        _check_side(side)
        need, keep = self.games_to_win, self.games_to_win - 1
        if side == A:
            return (min(self.wins_a, keep), need, self.draws)
        return (need, min(self.wins_b, keep), self.draws)

    def agreed_draw(self) -> tuple[int, int, int]:
        """The games of a match drawn by agreement now (2.4): 0-0-3 before any game;
        otherwise the games as played, the match being recorded as a draw whatever the wins
        (``agreed_draw`` in the event), so the game-win tiebreakers count what was played."""
        if self.games_played == 0:
            return NO_GAMES_DRAW
        return self.result

    def agreed_draw_reading_1(self) -> tuple[int, int, int]:
        """Rules reading 1 (engine.rules): the leader's extra wins were dropped to make the
        wins equal, which left 0-0-0 after a single won game, a result no event accepts."""
        if self.games_played == 0:
            return NO_GAMES_DRAW
        low = min(self.wins_a, self.wins_b)
        return (low, low, self.draws)


def _check_side(side: object) -> None:
    if side not in SIDES:
        raise InvalidSetting(f"a side is 'a' or 'b', not {side!r}", side=side)


def quick_results(games_to_win: int) -> list[list[int]]:
    """The results a match to ``games_to_win`` wins most often ends in, as [a's wins, b's
    wins, drawn games], for the app's one-tap buttons (any other legal result is entered
    game by game): every decided score, the match drawn on time with equal wins (one drawn
    game), and the draw agreed before any game (0-0-3, 2.4)."""
    n = games_to_win
    decided = [[n, b, 0] for b in range(n)] + [[a, n, 0] for a in reversed(range(n))]
    drawn = [[k, k, 1] for k in range(n)]
    return decided + drawn + ([[0, 0, 3]] if [0, 0, 3] not in drawn else [])

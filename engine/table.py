"""Everything the table keeps, as one object the session can copy for undo.

The games of the session in order, and room for state that outlives one game (the Hell
library and shared sideboard of Hell's Half-Draft keep going across games).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from engine.errors import NoGame
from engine.feature import Feature
from engine.game import Game
from engine.rules import RULES


@dataclass
class Table:
    games: list[Game] = field(default_factory=list)
    # session-wide state of features that outlive one game (the Hell library and shared
    # sideboard), by name; each value has a ``state()`` method giving its JSON view
    features: dict[str, Feature] = field(default_factory=dict)
    # the rules reading the log was played under (engine.rules): an action whose meaning a
    # rules correction changed keeps the old meaning for a log recorded under the old reading
    rules: int = RULES

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        """Copy for a checkpoint: only the last game can ever change (every action acts on
        it, and new_game only closes it before appending), so earlier games are shared."""
        duplicate = Table.__new__(Table)
        duplicate.games = self.games[:-1] + [copy.deepcopy(g, memo) for g in self.games[-1:]]
        duplicate.features = copy.deepcopy(self.features, memo)
        duplicate.rules = self.rules
        return duplicate

    @property
    def game(self) -> Game | None:
        return self.games[-1] if self.games else None

    def current_game(self) -> Game:
        if not self.games:
            raise NoGame("no game has been started; start one with new_game")
        return self.games[-1]

    def running_game(self) -> Game:
        game = self.current_game()
        game.check_running()
        return game

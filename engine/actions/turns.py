"""The turn: who is active, the turn number, and the step when a rule needs it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.actions.games import left_game
from engine.fields import Int, Text
from engine.game import STEPS
from engine.table import Table

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state_types import Step


class NextTurn(Action):
    type = "next_turn"
    allowed = (
        "While the game runs, when the active player's turn ends (CR 500.1); refused while "
        "a format's step of this turn is still owed (001: a Contraption upkeep that never "
        "began, an open crank or assembly; 000: a Hell card only looked at, waiting for "
        "its decision) under rules reading 4; it passes over a player (or team) who has "
        "conceded, who takes no more turns (CR 104.3a, 800.4; rules reading 4). After "
        "time is called in a match it also counts the turn among the extra turns (003 2.5; "
        "rules reading 5), as extra_turn_end does."
    )
    doc = (
        "Pass the turn to the next player in seat order (the next team in Two-Headed Giant) "
        "still in the game."
    )
    at: Annotated[
        int | None,
        Int(
            lo=0,
            hi=2**53 - 1,
            default=None,
            nullable=True,
            doc="when the turn began (ms since 1970, stamped by the app): the turn timer",
        ),
    ]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        # a feature may hold the turn until a choice of this turn is made (its own refusal)
        for feature in [*game.features.values(), *table.features.values()]:
            feature.check_turn_can_pass(table)

    def apply(self, table: Table) -> None:
        game = table.current_game()
        game.active = (
            next_seat_still_in(game) if table.rules >= 4 else game.format.next_active(game)
        )
        game.turn += 1
        game.step = STEPS[0]
        game.storm = 0
        game.turn_started_at = self.at
        if table.rules >= 5:  # the turn passed once, for every feature that counts turns
            for feature in [*game.features.values(), *table.features.values()]:
                feature.turn_passed(table)


class SetStep(Action):
    type = "set_step"
    allowed = "While the game runs, to say which step of the turn it is (CR 500.1: the turn's phases and steps)."
    doc = "Set the current step of the turn."
    step: Annotated[Step, Text(choices=STEPS)]

    def validate(self, table: Table) -> None:
        table.running_game()

    def apply(self, table: Table) -> None:
        table.current_game().step = self.step


def next_seat_still_in(game: Game) -> int:
    """Reading 4 (CR 104.3a, 800.4: a multiplayer game goes on after a player concedes, and
    one who left takes no more turns): the next seat in turn order whose player (or team)
    has not conceded; when everyone has, the plain next seat."""
    fmt, active = game.format, game.active
    candidate = fmt.next_active(game)
    try:
        for _ in range(len(game.players)):
            if not left_game(game, candidate):
                return candidate
            game.active = candidate
            candidate = fmt.next_active(game)
    finally:
        game.active = active
    return fmt.next_active(game)

"""Dice, coins and the first player: drawn once, recorded in the action, replayed as is.

A result may also be given (a physical roll the players enter, or a replayed log); it is
checked like any other field.
"""

from __future__ import annotations

import random
from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField
from engine.fields import Int, ListOf, Seat, Text
from engine.table import Table

COIN_SIDES = ("heads", "tails")


class RollDice(Action):
    type = "roll_dice"
    allowed = (
        "Any time, in a game or not (CR 706: a die is rolled whenever an effect or the table says)."
    )
    doc = "Roll count dice with sides faces each (d6, d20, any dN)."
    sides: Annotated[int, Int(lo=2, hi=1000, default=6)]
    count: Annotated[int, Int(lo=1, hi=20, default=1)]
    player: Annotated[
        int | None, Seat(default=None, nullable=True, doc="who rolled, if anyone in particular")
    ]
    results: Annotated[
        list[int] | None,
        ListOf(
            item=Int("result", lo=1),
            default=None,
            nullable=True,
            max_items=20,
            doc="recorded results; drawn by the engine when absent",
        ),
    ]

    def validate(self, table: Table) -> None:
        if self.player is not None:
            table.current_game().check_seat(self.player)
        if self.results is not None:
            if len(self.results) != self.count:
                raise InvalidField(
                    f"roll_dice: {self.count} dice need {self.count} results", field="results"
                )
            if any(r > self.sides for r in self.results):
                raise InvalidField(
                    f"roll_dice: a d{self.sides} cannot roll more than {self.sides}",
                    field="results",
                )

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.results is None:
            self.results = [rng.randint(1, self.sides) for _ in range(self.count)]

    def apply(self, table: Table) -> None:
        """A roll changes nothing on the table; the log keeps it."""


class FlipCoin(Action):
    type = "flip_coin"
    allowed = "Any time, in a game or not (CR 705: a coin is flipped whenever an effect or the table says)."
    doc = "Flip count coins."
    count: Annotated[int, Int(lo=1, hi=20, default=1)]
    results: Annotated[
        list[str] | None,
        ListOf(item=Text("result", choices=COIN_SIDES), default=None, nullable=True, max_items=20),
    ]

    def validate(self, table: Table) -> None:
        if self.results is not None and len(self.results) != self.count:
            raise InvalidField(
                f"flip_coin: {self.count} coins need {self.count} results", field="results"
            )

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.results is None:
            self.results = [rng.choice(COIN_SIDES) for _ in range(self.count)]

    def apply(self, table: Table) -> None:
        """A flip changes nothing on the table; the log keeps it."""


class ChooseFirstPlayer(Action):
    type = "choose_first_player"
    allowed = (
        "While the game runs (CR 103.1). Before any turn has passed, the player drawn "
        "plays first: the turn moves to them. Later (rules reading 5) it only draws a "
        "player at random and the turn stays where it is; under readings 1 to 4 it moved "
        "the turn then too."
    )
    doc = (
        "Pick a player at random (or record the table's pick). Before any turn has passed "
        "they play first and become active; later the draw only answers the question."
    )
    result: Annotated[int | None, Seat(default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        if self.result is not None:
            game.check_seat(self.result, "result")

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.result is None:
            self.result = rng.randrange(len(table.current_game().players))

    def apply(self, table: Table) -> None:
        game = table.current_game()
        if table.rules >= 5 and game.turn > 1:
            return  # a turn has passed: who plays first was settled; the draw is only shown
        game.active = self.result
        game.turn = max(game.turn, 1)
        game.step = "untap"

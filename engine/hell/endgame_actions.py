"""The end of a Hell game (seed 000): ``hell_end_game`` sweeps the Hell cards back, the
sideboard's under the Hell library in the order recorded."""

from __future__ import annotations

import random
from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField
from engine.fields import Seat
from engine.hell import errors
from engine.hell.action_fields import card_ids
from engine.hell.action_support import (
    cards_out,
    check_order,
    finish_game,
    hell_of,
    sweep_order,
)
from engine.table import Table

# --- the end of a game ----------------------------------------------------------------------


class HellEndGame(Action):
    _number: int
    type = "hell_end_game"
    allowed = (
        "At the end of a game, once (000: every Hell card outside the sideboard and the "
        "libraries goes to the bottom of the Hell library in random order); a Hell card "
        "only looked at never left the Hell library's top and goes back there (rules "
        "reading 4)."
    )
    doc = (
        "End the game the Hell cards are out in (if still running) and sweep: every Hell "
        "card outside the sideboard and the libraries goes to the bottom of the Hell library "
        "in random order (recorded). Library and sideboard stay for the next game."
    )
    winner: Annotated[int | None, Seat(default=None, nullable=True)]
    order: Annotated[
        list[int] | None,
        card_ids(
            default=None,
            nullable=True,
            doc="recorded: the swept cards as they end up, top to bottom, under the library",
        ),
    ]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        current = table.current_game().number
        out = hell.game
        number = out if out is not None and (out == current or cards_out(hell)) else current
        if number in hell.swept:
            raise errors.AlreadySwept(f"game {number}'s Hell cards have been swept", game=number)
        game = table.games[number - 1]
        if self.winner is not None:
            game.check_seat(self.winner, "winner")
            if game.over and game.winner != self.winner:
                raise InvalidField(
                    f"game {number} has ended with another result; the sweep "
                    f"cannot change its winner",
                    field="winner",
                )
        check_order(
            self.order,
            sweep_order(table, hell),
            "the Hell cards outside the sideboard and libraries",
        )
        self._number = number

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.order is None:
            order = sweep_order(table, hell_of(table))
            rng.shuffle(order)
            self.order = order

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        if hell.game is not None and hell.game != self._number:  # an earlier game, nothing out
            finish_game(table, hell, hell.game, [], None)
        assert self.order is not None  # given, or drawn by draw()
        finish_game(table, hell, self._number, self.order, self.winner)

"""Companions from the Hell library (seed 000): naming one and casting it from outside the
game."""

from __future__ import annotations

from typing import Annotated

from engine.actions.base import Action
from engine.actions.games import check_still_in
from engine.fields import Int, Seat
from engine.hell import errors
from engine.hell.action_support import (
    check_card,
    check_nothing_looked_at,
    enter,
    hell_game,
    hell_of,
    name_of,
    push_to_stack,
)
from engine.hell.state import SIDEBOARD
from engine.table import Table

# --- companions ------------------------------------------------------------------------------


class HellNameCompanion(Action):
    type = "hell_name_companion"
    allowed = (
        "During a game, at any moment its condition holds (000: any player may name a "
        "companion in the sideboard as theirs), a card in the shared sideboard, until the "
        "player has cast their companion; while another player's claim on the same card "
        "runs (until that player's companion is cast: rules reading 4) it is theirs; not "
        "while a Hell card is only looked at (rules reading 4). "
        "By a player still in the game (CR 104.3a: one who conceded has left it; rules reading 4)."
    )
    doc = (
        "A player names a companion in the shared sideboard as theirs (when its condition "
        "holds, which the players check). Naming again replaces it until it is cast."
    )
    player: Annotated[int, Seat()]
    card: Annotated[int, Int(lo=0)]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_still_in(table, game, self.player, "name a companion")
        check_card(hell, self.card)
        check_nothing_looked_at(table, hell, "a companion is named")
        if hell.where[self.card] != SIDEBOARD:
            raise errors.CardNotThere(
                f"card {self.card} is not in the shared sideboard", card=self.card
            )
        player = name_of(game, self.player)
        for other, (card, cast) in hell.companions.items():
            # reading 4: the claim lasts until that player's companion is cast (000: any
            # companion in the sideboard may be named; the app's ruling keeps one card one
            # player's while their claim runs, a silence of the seed it fills)
            if card == self.card and other != player and not (cast and table.rules >= 4):
                raise errors.CompanionRefused(
                    f"{other} has named this companion already", card=self.card
                )
        if hell.companions.get(player, [None, False])[1]:
            raise errors.CompanionRefused(
                f"{player} has cast their companion this game", player=self.player
            )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        hell.companions[name_of(game, self.player)] = [self.card, False]
        hell.last_event = {"type": "companion_named", "card": self.card, "player": self.player}


class HellCastCompanion(Action):
    type = "hell_cast_companion"
    allowed = (
        "During a game, once, by the player who named the companion, while it is still "
        "in the sideboard (000, Hellscube companions: once per game, cast from outside the "
        "game); not while a Hell card is only looked at (rules reading 4). "
        "By a player still in the game (CR 104.3a: one who conceded has left it; rules reading 4)."
    )
    doc = "Once per game, cast your named companion from the sideboard (outside the game): onto the stack."
    player: Annotated[int, Seat()]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_still_in(table, game, self.player, "cast a companion")
        check_nothing_looked_at(table, hell, "a companion is cast")
        entry = hell.companions.get(name_of(game, self.player))
        if entry is None:
            raise errors.CompanionRefused("that player has named no companion", player=self.player)
        if entry[1]:
            raise errors.CompanionRefused("a companion is cast once per game", player=self.player)
        if hell.where.get(entry[0]) != SIDEBOARD:
            raise errors.CompanionRefused(
                "the companion is no longer in the sideboard", card=entry[0]
            )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        entry = hell.companions[name_of(game, self.player)]
        push_to_stack(table, hell, game, entry[0], self.player)
        entry[1] = True
        hell.last_event = {"type": "companion_cast", "card": entry[0], "player": self.player}

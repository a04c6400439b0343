"""The shared sideboard and the shuffles (seed 000): playing its top card, shuffling it,
a random card of it, and shuffling the Hell library; every shuffle's order is recorded."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.actions.games import check_still_in
from engine.fields import Int, Seat, Text
from engine.hell import errors
from engine.hell.action_fields import card_ids
from engine.hell.action_support import (
    check_nothing_looked_at,
    check_order,
    enter,
    hell_game,
    hell_of,
    name_of,
    push_to_stack,
)
from engine.hell.state import HELL_LIBRARY, SIDEBOARD, personal
from engine.table import Table

if TYPE_CHECKING:
    from engine.game import Game
    from engine.hell.state import HellState


# --- the shared sideboard --------------------------------------------------------------------


class SideboardPlayTop(Action):
    type = "sideboard_play_top"
    doc = (
        "A player plays the top card of the shared sideboard as if from their hand: a land "
        "onto their battlefield, a spell onto the stack (to says which; auto decides by type)."
    )
    allowed = (
        "Any time a player could play the card from their hand (000, the shared sideboard: "
        "any player may play its top card as if it were in their hand): a spell is cast "
        "onto the stack, a land is played onto the battlefield by the active player only; "
        "not while a Hell card is only looked at (rules reading 4); a companion another "
        "player named is played like any top card. "
        "By a player still in the game (CR 104.3a: one who conceded has left it; rules reading 4)."
    )
    player: Annotated[int, Seat()]
    to: Annotated[str, Text(choices=("auto", "stack", "battlefield"), default="auto")]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_still_in(table, game, self.player, "play the shared sideboard's top card")
        if not hell.sideboard:
            raise errors.SideboardEmpty("the shared sideboard is empty")
        if table.rules >= 4:
            self._check_as_from_hand(table, hell, game)

    def _check_as_from_hand(self, table: Table, hell: HellState, game: Game) -> None:
        """Rules reading 4: the top card is played as if it were in the player's hand."""
        check_nothing_looked_at(table, hell, "a card is played from the sideboard")
        card = hell.sideboard[0]
        name = hell.card(card).name
        player = name_of(game, self.player)
        # 000 lets "any player" play the top card, a companion another player named too
        land = hell.card(card).is_land
        if self.to != "auto" and (self.to == "battlefield") != land:
            raise errors.SideboardWrongZone(
                f"{name} is {'a land: it is played onto the battlefield' if land else 'a spell: it is cast onto the stack'}, "
                f"as from a hand, not {'put onto the stack' if land else 'put onto the battlefield'}",
                card=card,
                to=self.to,
                land=land,
            )
        if land and game.active is not None and game.active != self.player:
            raise errors.SideboardLandNotYourTurn(
                f"{name} is a land: {player} may play it only in their own turn, as from a hand "
                f"(it is {name_of(game, game.active)}'s turn)",
                card=card,
                player=self.player,
            )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        card = hell.sideboard[0]
        to = self.to
        if to == "auto":
            to = "battlefield" if hell.card(card).is_land else "stack"
        if to == "stack":
            push_to_stack(table, hell, game, card, self.player)
        else:
            player = name_of(game, self.player)
            hell.move(card, personal("battlefield", player), mover=player)
            hell.offer_colours(card, player)
        hell.last_event = {"type": "sideboard_play", "card": card, "player": self.player, "to": to}


class _Shuffle(Action):
    """Shuffle a shared zone; the new order (top first) is recorded."""

    order: list[int] | None
    zone_key = SIDEBOARD
    what = "the cards of the sideboard"

    def _cards(self, hell: HellState) -> list[int]:
        return hell.zone(self.zone_key)

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        if table.rules >= 4:  # an effect shuffles: a game runs (000; rules reading 4)
            hell_game(table, hell)
        check_order(self.order, self._cards(hell), self.what)

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.order is None:
            order = list(self._cards(hell_of(table)))
            rng.shuffle(order)
            self.order = order

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        if self.order:
            hell.zones[self.zone_key] = list(self.order)


class SideboardShuffle(_Shuffle):
    type = "sideboard_shuffle"
    allowed = "During a game, whenever an effect shuffles the shared sideboard (000: it is a zone of the game, open and ordered); not between games (rules reading 4)."
    doc = "Shuffle the shared sideboard; the new order (top first) is recorded."
    order: Annotated[
        list[int] | None, card_ids(default=None, nullable=True, doc="recorded: top first")
    ]

    def apply(self, table: Table) -> None:
        super().apply(table)
        hell_of(table).last_event = {"type": "sideboard_shuffle", "count": len(self.order or [])}


class SideboardRandom(_Shuffle):
    type = "sideboard_random"
    allowed = "During a game, whenever an effect acts on a random sideboard card (000: such an effect first shuffles the sideboard), while it holds enough cards; not between games (rules reading 4)."
    doc = (
        "An effect on a random sideboard card: shuffle the sideboard first (recorded); the "
        "random card(s) are then the top count, named in the state's last_event."
    )
    count: Annotated[int, Int(lo=1, hi=100, default=1)]
    order: Annotated[
        list[int] | None, card_ids(default=None, nullable=True, doc="recorded: top first")
    ]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        if len(hell.sideboard) < self.count:
            raise errors.SideboardEmpty(
                f"the shared sideboard holds {len(hell.sideboard)} card(s); "
                f"the effect needs {self.count}",
                need=self.count,
            )
        super().validate(table)

    def apply(self, table: Table) -> None:
        super().apply(table)
        hell_of(table).last_event = {
            "type": "sideboard_random",
            "cards": list((self.order or [])[: self.count]),
        }


class HellShuffleLibrary(_Shuffle):
    type = "hell_shuffle_library"
    allowed = "During a game, whenever an effect shuffles the draft pool (000: other draft-pool effects use the Hell library); never for a mulligan (000: the Hell library is not shuffled then); not between games (rules reading 4)."
    doc = (
        "An effect that shuffles the draft pool shuffles the Hell library (recorded; the "
        "order is never shown). Mulligans do not shuffle it."
    )
    order: Annotated[
        list[int] | None, card_ids(default=None, nullable=True, doc="recorded: top first")
    ]
    zone_key = HELL_LIBRARY
    what = "the cards of the Hell library"

    def validate(self, table: Table) -> None:
        super().validate(table)
        if not hell_of(table).library:
            raise errors.HellLibraryEmpty("the Hell library is empty")

    def apply(self, table: Table) -> None:
        super().apply(table)
        hell_of(table).last_event = {"type": "hell_library_shuffle"}

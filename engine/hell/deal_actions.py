"""Opening hands (seed 000): the Hell cards dealt with each opening hand
(``hell_deal_opening``) and the London mulligan's return of Hell cards to the bottom of the
Hell library (``hell_mulligan``, ``hell_bottom``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.actions.games import check_still_in
from engine.errors import InvalidField
from engine.fields import Int, ListOf, Seat
from engine.hell import errors
from engine.hell.action_fields import card_ids
from engine.hell.action_support import (
    check_order,
    enter,
    hell_game,
    hell_of,
    name_of,
)
from engine.hell.state import HELL_LIBRARY, HellState, personal
from engine.table import Table

if TYPE_CHECKING:
    from engine.game import Game


# --- opening hands ---------------------------------------------------------------------------


class HellDealOpening(Action):
    type = "hell_deal_opening"
    allowed = (
        "At the start of the game, before the first turn gets past its untap step, once "
        "per player (000: of the 7 opening cards, 2 come from the Hell library; CR 103.5); "
        "rules reading 4 refuses it later."
    )
    doc = "Deal the Hell cards of the opening hands: count (2) from the top to each player in turn."
    players: Annotated[
        list[int] | None,
        ListOf(
            item=Seat("seat"),
            max_items=8,
            default=None,
            nullable=True,
            doc="in dealing order; default every player by seat",
        ),
    ]
    count: Annotated[int, Int(lo=1, hi=7, default=2)]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        self.check_moment(table, game)
        seats = self.players if self.players is not None else list(range(len(game.players)))
        for seat in seats:
            game.check_seat(seat, "players")
        if len(set(seats)) != len(seats):
            raise InvalidField("the dealing order names a player twice", field="players")
        if hell.reading >= 2:
            again = [seat for seat in seats if name_of(game, seat) in hell.dealt]
            if again:
                raise errors.AlreadyDealt(
                    f"{name_of(game, again[0])} has been dealt the Hell cards of the opening hand "
                    f"in this game already; a mulligan deals new ones",
                    player=again[0],
                )
        need = self.count * len(seats)
        if need > len(hell.library):
            raise errors.HellLibraryEmpty(
                f"the Hell library holds {len(hell.library)} card(s); dealing {self.count} to "
                f"{len(seats)} player(s) needs {need}",
                have=len(hell.library),
                need=need,
            )
        self._seats = seats

    def check_moment(self, table: Table, game: Game) -> None:
        check_start_of_game(table, game, "dealing the Hell cards")

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        for seat in self._seats:
            player = name_of(game, seat)
            for _ in range(self.count):
                hell.move(
                    hell.library[0], personal("hand", player), position="bottom", mover=player
                )
            hell.count("dealt", player, self.count)
            hell.dealt[player] = self.count
        hell.last_event = {"type": "dealt", "players": list(self._seats), "count": self.count}


def at_start_of_game(game: Game) -> bool:
    return game.turn <= 1 and game.step in (None, "untap")


def check_start_of_game(table: Table, game: Game, what: str) -> None:
    """Rules reading 4: the opening hand is drawn, and mulligans taken, before the first turn
    gets past its untap step (000, "At the start of the game"; CR 103.5)."""
    if table.rules >= 4 and not at_start_of_game(game):
        raise errors.OpeningHandOver(
            f"{what} belongs to the opening hand, before the first turn; game {game.number} is "
            f"in turn {game.turn}",
            turn=game.turn,
            step=game.step,
        )


class HellDealOpeningForgotten(HellDealOpening):
    type = "hell_deal_opening_forgotten"
    doc = (
        "Correction: the Hell cards of the opening hands were forgotten and the game is under "
        "way; deal them now (count from the top to each player in turn), recorded as a "
        "correction in the history."
    )
    allowed = (
        "Only as a correction, once the first turn has got past its untap step, for "
        "players not dealt their opening hand's Hell cards in this game (000: 2 of the 7 "
        "opening cards come from the Hell library); before then, hell_deal_opening."
    )

    def check_moment(self, table: Table, game: Game) -> None:
        if at_start_of_game(game):
            raise errors.OpeningHandNotOver(
                f"game {game.number} has not begun: deal the opening hand's Hell cards, no "
                "correction is needed",
                turn=game.turn,
                step=game.step,
            )

    def validate(self, table: Table) -> None:
        super().validate(table)
        hell = hell_of(table)
        game = table.current_game()
        again = [seat for seat in self._seats if name_of(game, seat) in hell.dealt]
        if again:  # whatever the library's reading: a correction is new
            raise errors.AlreadyDealt(
                f"{name_of(game, again[0])} has been dealt the Hell cards of the opening hand "
                "in this game already",
                player=again[0],
            )

    def apply(self, table: Table) -> None:
        super().apply(table)
        event = hell_of(table).last_event
        assert event is not None  # the deal has just set it
        event["correction"] = True


def hell_cards_in_hand(hell: HellState, player: str) -> list[int]:
    return [c for c in hell.zone(personal("hand", player)) if hell.is_hell(c)]


class HellMulligan(Action):
    type = "hell_mulligan"
    allowed = (
        "While opening hands are kept or mulliganed, before the first turn gets past its "
        "untap step (000: London mulligan, the Hell library is not shuffled; CR 103.5); "
        "rules reading 4 refuses it later. "
        "By a player still in the game (CR 104.3a: one who conceded has left it; rules reading 4)."
    )
    doc = (
        "London mulligan: the player's Hell cards in hand go to the bottom of the Hell "
        "library in the order given (no shuffle; the last ends at the very bottom), then "
        "deal new ones from the top."
    )
    player: Annotated[int, Seat()]
    order: Annotated[
        list[int] | None,
        card_ids(
            default=None,
            nullable=True,
            doc="the player's Hell cards in hand, in bottom order; default hand order",
        ),
    ]
    deal: Annotated[int, Int(lo=0, hi=7, default=2, doc="Hell cards of the new hand")]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_still_in(table, game, self.player, "take a mulligan")
        check_start_of_game(table, game, "a mulligan")
        hand = hell_cards_in_hand(hell, name_of(game, self.player))
        check_order(self.order, hand, "the player's Hell cards in hand")
        if self.deal > len(hell.library) + len(hand):
            raise errors.HellLibraryEmpty(
                f"the Hell library would hold {len(hell.library) + len(hand)} card(s); the new "
                f"hand needs {self.deal}",
                need=self.deal,
            )
        self._order = list(self.order) if self.order is not None else hand

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        player = name_of(game, self.player)
        for card in self._order:
            hell.move(card, HELL_LIBRARY, position="bottom")
        for _ in range(self.deal):
            hell.move(hell.library[0], personal("hand", player), position="bottom", mover=player)
        hell.count("dealt", player, self.deal)
        hell.dealt[player] = self.deal
        entry = hell.mulligans.setdefault(player, {"taken": 0, "hell_bottomed": 0})
        entry["taken"] += 1
        entry["hell_bottomed"] = 0
        hell.last_event = {
            "type": "mulligan",
            "player": self.player,
            "returned": list(self._order),
            "dealt": self.deal,
            **hell.mulligan_view(player),
        }


class HellBottom(Action):
    type = "hell_bottom"
    allowed = (
        "At the end of a London mulligan, before the first turn gets past its untap step "
        "(000: the Hell cards put back go to the bottom of the Hell library; CR 103.5), by "
        "a player who has taken one, at most as many cards as mulligans taken less those "
        "already put under (CR 103.5; rules reading 4); an effect moving a card later is "
        "hell_move. "
        "By a player still in the game (CR 104.3a: one who conceded has left it; rules reading 4)."
    )
    doc = (
        "The end of a London mulligan: Hell cards from the player's hand to the bottom of "
        "the Hell library, in the order given (the last at the very bottom)."
    )
    player: Annotated[int, Seat()]
    cards: Annotated[list[int], card_ids(min_items=1)]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_still_in(table, game, self.player, "put cards on the bottom")
        check_start_of_game(table, game, "the end of a mulligan")
        if len(set(self.cards)) != len(self.cards):
            raise errors.InvalidOrder("a card is named twice", field="cards")
        hand = set(hell_cards_in_hand(hell, name_of(game, self.player)))
        for card in self.cards:
            if card not in hand:
                raise errors.CardNotThere(
                    f"card {card} is not a Hell card in that player's hand",
                    card=card,
                    field="cards",
                )
        if table.rules >= 4:
            self._check_count(hell, name_of(game, self.player))

    def _check_count(self, hell: HellState, player: str) -> None:
        """Reading 4 (CR 103.5, the London mulligan): after N mulligans the player puts N
        cards on the bottom, Hell cards and their own together; none without a mulligan."""
        view = hell.mulligan_view(player)
        if view["taken"] == 0:
            raise errors.NoMulliganTaken(
                f"{player} has taken no mulligan: cards go to the bottom only at the end of a "
                "London mulligan, one for each mulligan taken (CR 103.5)",
                player=self.player,
            )
        left = view["taken"] - view["hell_bottomed"]
        if len(self.cards) > left:
            raise errors.TooManyToBottom(
                f"{player} has taken {view['taken']} mulligan(s) and put {view['hell_bottomed']} "
                f"Hell card(s) under already: {left} more may go to the bottom, not "
                f"{len(self.cards)} (CR 103.5)",
                player=self.player,
                taken=view["taken"],
                bottomed=view["hell_bottomed"],
                left=left,
                cards=len(self.cards),
            )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        player = name_of(game, self.player)
        for card in self.cards:
            hell.move(card, HELL_LIBRARY, position="bottom")
        if player in hell.mulligans:
            hell.mulligans[player]["hell_bottomed"] += len(self.cards)
        hell.last_event = {
            "type": "bottom",
            "player": self.player,
            "cards": list(self.cards),
            **hell.mulligan_view(player),
        }

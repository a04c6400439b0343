"""Moving Hell cards between zones (seed 000): ``hell_move``, cards leaving the game
(``hell_to_outside``), token cards (``hell_token``, ``hell_make_token``) and a colour offer
declined (``hell_dismiss_offer``).  Owners follow the seed: the first player to move a Hell
card out of the Hell library owns it."""

from __future__ import annotations

from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField
from engine.fields import Bool, Int, Seat, Text
from engine.hell import errors
from engine.hell.action_support import (
    NAME_LENGTH,
    POSITIONS,
    check_card,
    check_not_revealed,
    enter,
    hell_game,
    hell_of,
    leave_stack,
    name_of,
    push_to_stack,
    zone_target,
)
from engine.hell.cards import Card, Face, parse_type_line
from engine.hell.state import CARD, HELL_LIBRARY, SIDEBOARD, STACK, TOKEN, personal
from engine.table import Table

# --- moving cards --------------------------------------------------------------------------------


class HellMove(Action):
    type = "hell_move"
    allowed = "During a game, whenever an effect moves a tracked card (000: ownership and the redirections of ownerless cards, outside the game and ante to the sideboard); not a Hell card only looked at, which waits for its decision."
    doc = (
        "Move a tracked card to a zone. owners: the effect says 'its owner's' zone (an "
        "ownerless card goes to the Hell library instead of a library, else to the "
        "sideboard). 'outside' and an anted Hell card go to the sideboard."
    )
    card: Annotated[int, Int(lo=0)]
    zone: Annotated[
        str,
        Text(
            max_length=40,
            doc="hell_library, sideboard, hand, library, battlefield, "
            "graveyard, exile, ante, command, outside, or a brought-in zone",
        ),
    ]
    player: Annotated[
        int | None, Seat(default=None, nullable=True, doc="whose zone (personal zones)")
    ]
    owners: Annotated[bool, Bool(default=False, doc="the zone of the card's owner")]
    by: Annotated[
        int | None,
        Seat(
            default=None,
            nullable=True,
            doc="the player who moves it (first mover = owner); default the zone's player",
        ),
    ]
    position: Annotated[str, Text(choices=POSITIONS, default="top")]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        check_card(hell, self.card)
        check_not_revealed(hell, self.card)
        if self.player is not None:
            game.check_seat(self.player)
        if self.by is not None:
            game.check_seat(self.by, "by")
        self._to, self._note = zone_target(
            hell, game, self.zone, self.player, owners=self.owners, card=self.card
        )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        mover = name_of(game, self.by) if self.by is not None else (self._to[1] or None)
        leave_stack(table, hell, self.card)
        used = (
            hell.use_privilege(self.card, "play_land_now") if self._to[0] == "battlefield" else None
        )
        came_from = hell.move(self.card, self._to, position=self.position, mover=mover)
        hell.last_event = {
            "type": "move",
            "card": self.card,
            "from": hell.zone_view(came_from),
            "to": hell.zone_view(self._to),
            "redirected": self._note,
        }
        if used:
            hell.last_event["draw_step_option"] = used
        if self._to[0] == "battlefield":
            hell.offer_colours(self.card, mover)


class HellToOutside(Action):
    type = "hell_to_outside"
    allowed = "During a game, whenever an effect puts a card outside the game or adds one to the draft pool (000: it goes on top of the shared sideboard); not a Hell card only looked at."
    doc = (
        "A card goes outside the game (or is added to the draft pool): it goes on top of "
        "the shared sideboard (an anted Hell card: hell_move to ante). Name a card that is not followed "
        "yet (a player's own) to follow it from now on."
    )
    card: Annotated[int | None, Int(lo=0, default=None, nullable=True, doc="a tracked card")]
    name: Annotated[
        str | None,
        Text(
            max_length=NAME_LENGTH,
            default=None,
            nullable=True,
            doc="a card not tracked yet (a player's own card, a card added to the draft pool)",
        ),
    ]
    player: Annotated[
        int | None, Seat(default=None, nullable=True, doc="the named card's owner, if anyone's")
    ]
    reason: Annotated[
        str,
        Text(
            choices=("outside_the_game", "draft_pool"),
            default="outside_the_game",
            doc="why: an effect put it outside the game, or added it to the draft pool",
        ),
    ]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        if (self.card is None) == (self.name is None):
            raise InvalidField(
                "a card going outside the game: give the card or its name, one of them",
                field="card",
            )
        if self.card is not None:
            check_card(hell, self.card)
            check_not_revealed(hell, self.card)
            if self.player is not None:
                raise InvalidField(
                    "a card the app follows keeps its owner; a player is given only for "
                    "a named card",
                    field="player",
                )
        if self.player is not None:
            game.check_seat(self.player)

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        if self.card is not None:
            leave_stack(table, hell, self.card)
            hell.move(self.card, SIDEBOARD)
            card = self.card
        else:
            assert self.name is not None  # validate: the card or its name, one of them
            owner = name_of(game, self.player) if self.player is not None else None
            card = hell.add_extra(
                CARD,
                Card(id="", name=self.name, faces=(Face(name=self.name),)),
                SIDEBOARD,
                owner=owner,
            )
        hell.last_event = {"type": "to_sideboard", "card": card, "reason": self.reason}


class HellToken(Action):
    type = "hell_token"
    allowed = "During a game, whenever an effect creates a token card (000, token cards: one made in a player's zone is that player's)."
    doc = (
        "Create a token card (a token made outside the battlefield, or with the Token "
        "supertype): it moves between zones like a card; made in a player's zone, that "
        "player owns it."
    )
    name: Annotated[str, Text(max_length=NAME_LENGTH)]
    zone: Annotated[
        str,
        Text(max_length=40, doc="a zone as for hell_move, or stack (with player: its controller)"),
    ]
    player: Annotated[int | None, Seat(default=None, nullable=True)]
    type_line: Annotated[str | None, Text(max_length=NAME_LENGTH, default=None, nullable=True)]
    cost: Annotated[str | None, Text(max_length=80, default=None, nullable=True)]
    text: Annotated[str | None, Text(max_length=2000, default=None, nullable=True)]
    power: Annotated[str | None, Text(max_length=10, default=None, nullable=True)]
    toughness: Annotated[str | None, Text(max_length=10, default=None, nullable=True)]
    position: Annotated[str, Text(choices=POSITIONS, default="top")]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        if self.player is not None:
            game.check_seat(self.player)
        if self.zone.casefold() == "stack":  # a token card cast or put onto the stack
            if self.player is None:
                raise errors.ZoneNeedsPlayer(
                    "a token card put onto the stack needs its controller (player)",
                    field="player",
                    zone=self.zone,
                )
            self._to, self._note = STACK, None
            return
        self._to, self._note = zone_target(hell, game, self.zone, self.player)

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        supertypes, types, subtypes = parse_type_line(self.type_line or "Token")
        face = Face(
            name=self.name,
            cost=self.cost or "",
            supertypes=supertypes,
            types=types,
            subtypes=subtypes,
            text=self.text or "",
            power=self.power,
            toughness=self.toughness,
        )
        owner = self._to[1] or None
        made = Card(id="", name=self.name, faces=(face,))
        if self._to == STACK:
            assert self.player is not None  # validate: the stack needs its controller
            player = name_of(game, self.player)
            card = hell.add_extra(TOKEN, made, personal("hand", player), owner=player)
            push_to_stack(table, hell, game, card, self.player)
        else:
            card = hell.add_extra(TOKEN, made, self._to, owner=owner, position=self.position)
            if self._to[0] == "battlefield":
                hell.offer_colours(card, owner)
        hell.last_event = {"type": "token", "card": card, "to": hell.zone_view(self._to)}


class HellMakeToken(Action):
    type = "hell_make_token"
    allowed = "During a game, whenever an effect turns a card out of the Hell library into a token card (000, token cards); not a card only looked at."
    doc = (
        "An effect turns a tracked card into a token card (seed 000, 'Token cards'): it "
        "stays where it is and moves between zones like a card. A Hell card stays a Hell "
        "card for the end-of-game sweep."
    )
    card: Annotated[int, Int(lo=0)]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        hell_game(table, hell)
        check_card(hell, self.card)
        check_not_revealed(hell, self.card)
        if hell.where[self.card] == HELL_LIBRARY:
            raise errors.CardNotThere(
                f"card {self.card} is face down in the Hell library; only a card "
                f"out of it can become a token card",
                card=self.card,
            )
        if hell.is_token_card(self.card):
            raise errors.AlreadyToken(f"card {self.card} is a token card already", card=self.card)

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        enter(table, hell)
        hell.token_cards.add(self.card)
        hell.last_event = {"type": "made_token", "card": self.card}


class HellDismissOffer(Action):
    type = "hell_dismiss_offer"
    allowed = "During a game, while a card that entered play offers a colour to bring in (000, purple and other colours); the table may decline it."
    doc = (
        "The table declines the colours a card offered to bring into the game when it "
        "entered play (confirm one with hell_bring_in instead)."
    )
    card: Annotated[int, Int(lo=0)]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        hell_game(table, hell)
        if not any(offer["card"] == self.card for offer in hell.colour_offers):
            raise errors.NoSuchOffer(
                f"card {self.card} offers no colour to bring in", card=self.card
            )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        enter(table, hell)
        hell.colour_offers = [offer for offer in hell.colour_offers if offer["card"] != self.card]
        hell.last_event = {"type": "offer_dismissed", "card": self.card}

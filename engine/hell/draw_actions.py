"""Drawing from the Hell library and its verdict (seed 000): ``hell_draw`` reveals the top
card and judges it against the player's declared colours; ``hell_resolve`` records what the
player did with it."""

from __future__ import annotations

import random
from typing import Annotated

from engine.actions.base import Action
from engine.actions.games import check_still_in
from engine.fields import Int, Seat, Text
from engine.hell import errors
from engine.hell.action_support import (
    VERDICTS,
    enter,
    hell_game,
    hell_of,
    name_of,
)
from engine.hell.state import REVEALED, SIDEBOARD, DrawStepPrivilege, personal
from engine.hell.verdict import ASK, CASTABLE, CHOICE, LAND
from engine.table import Table

# --- Hell draws ------------------------------------------------------------------------------------


class HellDraw(Action):
    type = "hell_draw"
    allowed = (
        "During a game, whenever a player would draw from their library (000: they may draw from the Hell library instead), while the Hell library holds a card and no other Hell card is waiting for its decision. "
        "By a player still in the game (CR 104.3a: one who conceded has left it; rules reading 4)."
    )
    doc = (
        "Draw from the Hell library instead of your own: reveal the top card to the player "
        "and judge it (land or castable: to hand; choice or ask: waits for hell_resolve)."
    )
    player: Annotated[int, Seat()]
    card: Annotated[
        int | None, Int(lo=0, default=None, nullable=True, doc="recorded: the card drawn (the top)")
    ]
    verdict: Annotated[
        str | None,
        Text(
            choices=VERDICTS,
            default=None,
            nullable=True,
            doc="recorded: the verdict, so a replay under a later rule engine keeps the game",
        ),
    ]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_still_in(table, game, self.player, "draw")
        if hell.pending is not None:
            raise errors.DrawPending(
                "a Hell draw is waiting for its decision: take it or put it on the sideboard",
                card=hell.pending["card"],
            )
        if not hell.library:
            raise errors.HellLibraryEmpty("the Hell library is empty: draw from your own library")
        player = name_of(game, self.player)
        if player not in hell.declared and hell.reading < 2:
            raise errors.ColorsNotDeclared(
                f"{player} has not declared the colours of their deck's lands", player=self.player
            )
        if self.card is not None and self.card != hell.library[0]:
            raise errors.CardNotThere(
                f"card {self.card} is not the top card of the Hell library", card=self.card
            )

    def draw(self, rng: random.Random, table: Table) -> None:
        hell = hell_of(table)
        game = table.current_game()
        if self.card is None:
            self.card = hell.library[0]
        if self.verdict is None:
            self.verdict = hell.judge(self.card, name_of(game, self.player)).verdict

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        player = name_of(game, self.player)
        card = self.card
        assert card is not None  # given, or drawn by draw()
        judged = hell.judge(card, player).to_json()
        to_hand = self.verdict in (LAND, CASTABLE)
        draw_step = game.step == "draw" and game.active == self.player
        hell.last_draw = {
            "card": card,
            "player": player,
            "verdict": self.verdict,
            "judged": judged,
            "draw_step": draw_step,
            "resolution": "hand" if to_hand else None,
            "decision": None,
            "counted_as": None,
        }
        hell.privilege = None
        if draw_step:
            hell.privilege = DrawStepPrivilege(
                card=card, player=player, seat=self.player, game=game, turn=game.turn
            )
        if to_hand:
            hell.move(card, personal("hand", player), position="bottom", mover=player)
        else:
            hell.move(card, REVEALED)
        hell.count("drawn", player)
        hell.last_event = {"type": "hell_draw", "card": self.card, "player": self.player}


class HellResolve(Action):
    type = "hell_resolve"
    allowed = "Only while a Hell card drawn is only looked at and waits for its decision (000: a card that is neither a land nor castable is taken or put on top of the shared sideboard); the turn does not pass before it (rules reading 4)."
    doc = (
        "Decide a pending Hell draw: take (to hand) or sideboard (on top of the shared "
        "sideboard); for 'ask', castable records that the table counts the unjudged "
        "symbols as present (to hand, castable in the draw step for {2} less)."
    )
    decision: Annotated[str, Text(choices=("take", "sideboard", "castable"))]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        hell_game(table, hell)
        pending = hell.pending
        if pending is None:
            raise errors.NothingPending("no Hell draw is waiting for a decision")
        if self.decision == "castable" and pending["verdict"] != ASK:
            raise errors.DecisionRefused(
                "castable is the table's call on a symbol the rule cannot judge; this draw's "
                "verdict is 'choice': take it or put it on the sideboard",
                decision=self.decision,
            )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        enter(table, hell)
        draw = hell.last_draw
        assert draw is not None  # validated: a draw waits for its decision
        player = draw["player"]
        draw["decision"] = self.decision
        if draw["verdict"] == ASK:
            draw["counted_as"] = CASTABLE if self.decision == "castable" else CHOICE
        if self.decision == "sideboard":
            hell.move(draw["card"], SIDEBOARD)
            draw["resolution"] = "sideboard"
            hell.count("to_sideboard", player)
        else:
            hell.move(draw["card"], personal("hand", player), position="bottom", mover=player)
            draw["resolution"] = "hand"
        hell.last_event = {"type": "hell_resolve", "card": draw["card"], "decision": self.decision}

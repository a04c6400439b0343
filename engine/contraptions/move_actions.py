"""Moving a Contraption between zones (seed 001): the Contraption library and the scrapyard
cannot be targeted, a Contraption going anywhere but exile goes to the scrapyard, and giving
control puts it on a sprocket of the new controller's choice."""

from __future__ import annotations

from typing import Annotated

from engine.actions.base import Action
from engine.contraptions.action_fields import (
    MOVE_TARGETS,
)
from engine.contraptions.action_support import (
    check_card,
    contraptions,
)
from engine.contraptions.errors import ContraptionNotThere, WrongRuleSet
from engine.errors import InvalidField, RuleViolation
from engine.fields import Int, Seat, Text
from engine.table import Table


class ContraptionMove(Action):
    type = "contraption_move"
    allowed = (
        "Whenever an effect moves an assembled or exiled Contraption, in any step (001: a "
        "Contraption going anywhere but exile goes to the scrapyard; the Contraption library "
        "cannot be targeted and nothing interacts with the scrapyard)."
    )
    doc = (
        "An effect moves an assembled or exiled Contraption: to graveyard, hand, library or "
        "scrapyard (it goes to the scrapyard), exile, battlefield (from exile: to the "
        "scrapyard, as it was not assembled), sprocket (reassemble onto another sprocket), "
        "player (another player gains control; onto a sprocket of theirs)."
    )
    card: Annotated[int, Int(lo=0, doc="the Contraption's id")]
    to: Annotated[str, Text(choices=MOVE_TARGETS)]
    sprocket: Annotated[int | None, Int(lo=1, hi=3, default=None, nullable=True)]
    player: Annotated[
        int | None, Seat(default=None, nullable=True, doc="to 'player': who gains control")
    ]

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        check_card(st, self.card)
        name = st.cards[self.card].name
        where = st.locate(self.card)
        if where[0] == "deck":
            raise ContraptionNotThere(
                f"'{name}' is in a Contraption library, which nothing can target",
                card=self.card,
                zone="deck",
            )
        if where[0] == "scrapyard":
            raise ContraptionNotThere(
                f"'{name}' is in the scrapyard; nothing can interact with the scrapyard",
                card=self.card,
                zone="scrapyard",
            )
        on_sprocket = where[0] == "sprocket"
        if self.to in ("sprocket", "player") and not on_sprocket:
            raise ContraptionNotThere(
                f"'{name}' is in exile, not assembled", card=self.card, zone="exile"
            )
        if self.to == "exile" and not on_sprocket:
            raise ContraptionNotThere(f"'{name}' is already in exile", card=self.card, zone="exile")
        if self.to == "battlefield" and on_sprocket:
            raise ContraptionNotThere(
                f"'{name}' is already assembled; use 'sprocket' to reassemble it",
                card=self.card,
                zone="sprocket",
            )
        if self.to in ("sprocket", "player") and self.sprocket is None:
            raise InvalidField("contraption_move: name the sprocket it goes onto", field="sprocket")
        if self.to not in ("sprocket", "player") and self.sprocket is not None:
            raise InvalidField(
                "contraption_move: a sprocket is named only to reassemble or give control",
                field="sprocket",
            )
        if self.to != "player" and self.player is not None:
            raise InvalidField(
                "contraption_move: a player is named only to give control", field="player"
            )
        if self.to == "sprocket" and self.sprocket == where[2]:
            raise RuleViolation(
                f"'{name}' is already on sprocket {self.sprocket}",
                card=self.card,
                sprocket=self.sprocket,
            )
        if self.to == "player":
            if st.ruleset.shared_sprockets:
                raise WrongRuleSet(
                    "contraption_move: the sprockets are shared in this rule set; "
                    "control follows the sprocket",
                    rules=st.rules,
                )
            if self.player is None:
                raise InvalidField(
                    "contraption_move: name the player who gains control", field="player"
                )
            game.check_seat(self.player)
            if st.rigs[where[1]].seat == self.player:
                raise RuleViolation(
                    f"{game.players[self.player].name} already controls '{name}'",
                    card=self.card,
                    player=self.player,
                )

    def apply(self, table: Table) -> None:
        _game, st = contraptions(table)
        st.events = []
        if self.to in ("graveyard", "hand", "library", "scrapyard", "battlefield"):
            st.to_scrapyard(self.card, would_go=self.to)
        elif self.to == "exile":
            st.to_exile(self.card)
        elif self.to == "sprocket":
            assert self.sprocket is not None  # validate asks for it
            st.reassemble(self.card, st.locate(self.card)[1], self.sprocket)
        else:
            assert self.player is not None and self.sprocket is not None  # validate asks for both
            st.reassemble(self.card, self.player, self.sprocket)

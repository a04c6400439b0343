"""The Planechase-style variant's paid rolls (seed 001, variant 3): ``contraptions_roll``
(its cost grows each roll in a turn; the cards looked at are recorded) and
``contraptions_arrange`` (assemble one of them, order the rest)."""

from __future__ import annotations

import random
from typing import Annotated

from engine.actions.base import Action
from engine.contraptions.action_fields import (
    MAIN_PHASES,
)
from engine.contraptions.action_support import (
    acting_player,
    answered_prompt,
    check_active,
    contraptions,
)
from engine.contraptions.errors import (
    ContraptionNotThere,
    ContraptionPromptPending,
    EmptyContraptionDeck,
    NoContraptionPrompt,
    NotMainPhase,
    RollCostMismatch,
    UpkeepNotDone,
    WrongRuleSet,
)
from engine.errors import InvalidField
from engine.fields import Int, ListOf, Seat
from engine.table import Table


class ContraptionsRoll(Action):
    type = "contraptions_roll"
    allowed = (
        "Like-Planechase rules only: the active player, in a main phase, after this turn's "
        "upkeep, with no other Contraption choice open and cards left in the deck (001: in "
        "either main phase a player may pay for a roll; {2}, then {1} more each roll)."
    )
    doc = (
        "Planechase rules: in a main phase the active player pays to roll a d6 ({2} for the "
        "turn's first roll, {1} more for each further one) and looks at that many cards from "
        "the top of the shared deck; contraptions_arrange follows."
    )
    player: Annotated[int | None, Seat(default=None, nullable=True)]
    cost: Annotated[
        int | None,
        Int(
            lo=0,
            hi=999,
            default=None,
            nullable=True,
            doc="the generic mana paid, as shown before paying; filled in when absent",
        ),
    ]
    result: Annotated[
        int | None,
        Int(lo=1, hi=6, default=None, nullable=True, doc="recorded d6; drawn when absent"),
    ]

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        if st.rules != "planechase":
            raise WrongRuleSet(
                "contraptions_roll: paid rolls belong to the Planechase-style rules", rules=st.rules
            )
        seat = acting_player(self, game)
        check_active(self, game, seat)
        if not st.upkeep_done(seat):
            raise UpkeepNotDone(
                "contraptions_roll: start this turn's Contraption upkeep first "
                "(contraptions_upkeep)",
                player=seat,
            )
        if game.step not in MAIN_PHASES:
            raise NotMainPhase(
                f"contraptions_roll: a roll is paid for in a main phase, and the "
                f"step is {game.step}",
                step=game.step,
            )
        pending = st.live_prompts()
        if pending:
            raise ContraptionPromptPending(
                f"contraptions_roll: answer the pending {pending[0]['kind']} first",
                prompt=pending[0]["kind"],
                player=pending[0]["player"],
            )
        if not st.decks[0].cards:
            raise EmptyContraptionDeck(
                "contraptions_roll: the Contraption deck is empty; a roll could assemble nothing"
            )
        cost = st.ruleset.roll_cost(st)
        if self.cost is None:
            self.cost = cost
        elif self.cost != cost:
            raise RollCostMismatch(
                f"contraptions_roll: this roll costs {{{cost}}}, not {{{self.cost}}}",
                field="cost",
                cost=cost,
            )

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.result is None:
            self.result = rng.randint(1, 6)

    def apply(self, table: Table) -> None:
        _game, st = contraptions(table)
        st.events = []
        st.rolls = st.turn_key() + [st.rolls_this_turn() + 1]
        looked = st.decks[0].cards[: self.result]
        st.event(
            "paid_roll", player=self.player, cost=self.cost, result=self.result, looked=len(looked)
        )
        st.add_prompt(
            {"kind": "arrange", "player": self.player, "roll": self.result, "cards": list(looked)}
        )


class ContraptionsArrange(Action):
    type = "contraptions_arrange"
    allowed = (
        "Only right after a paid roll, by the player who rolled (001: look at that many "
        "cards, assemble one, put any on top in any order and the rest on the bottom)."
    )
    doc = (
        "After a paid roll: assemble one of the cards looked at (or none) onto a sprocket, "
        "put the listed ones on top in that order (first listed is the top) and the rest on "
        "the bottom (in the order of bottom, when given)."
    )
    player: Annotated[int | None, Seat(default=None, nullable=True)]
    assemble: Annotated[
        int | None, Int(lo=0, default=None, nullable=True, doc="the card assembled, if any")
    ]
    sprocket: Annotated[int | None, Int(lo=1, hi=3, default=None, nullable=True)]
    top: Annotated[
        list[int] | None,
        ListOf(
            item=Int("card", lo=0),
            default=None,
            nullable=True,
            max_items=6,
            doc="ids put back on top, the first listed on the very top",
        ),
    ]
    bottom: Annotated[
        list[int] | None,
        ListOf(
            item=Int("card", lo=0),
            default=None,
            nullable=True,
            max_items=6,
            doc="ids put on the bottom in this order (the last listed lowest); default: "
            "every other card looked at, in the order looked at",
        ),
    ]

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        seat = acting_player(self, game)
        prompt = st.prompt_for(seat, "arrange")
        if prompt is None:
            raise NoContraptionPrompt(
                f"{game.players[seat].name} is not looking at Contraptions from a roll", player=seat
            )
        looked = prompt["cards"]
        if (self.assemble is None) != (self.sprocket is None):
            raise InvalidField(
                "contraptions_arrange: name both the card to assemble and its sprocket, or neither",
                field="sprocket",
            )
        named = (
            ([self.assemble] if self.assemble is not None else [])
            + (self.top or [])
            + (self.bottom or [])
        )
        if len(set(named)) != len(named):
            raise InvalidField("contraptions_arrange: each card goes to one place", field="top")
        for card in named:
            if card not in looked:
                raise ContraptionNotThere(
                    f"contraptions_arrange: card {card} is not among the cards looked at "
                    f"({', '.join(map(str, looked))})",
                    card=card,
                )
        if self.bottom is not None and len(named) != len(looked):
            raise InvalidField(
                "contraptions_arrange: with bottom given, every card looked at must be placed",
                field="bottom",
            )

    def apply(self, table: Table) -> None:
        _game, st = contraptions(table)
        st.events = []
        prompt = answered_prompt(st, self.player, "arrange")
        looked = list(prompt["cards"])
        deck = st.decks[0]
        top = list(self.top or [])
        kept = set(top) | ({self.assemble} if self.assemble is not None else set())
        bottom = (
            list(self.bottom) if self.bottom is not None else [c for c in looked if c not in kept]
        )
        rest = [c for c in deck.cards if c not in looked]
        deck.cards[:] = top + rest + bottom
        st.drop_prompt(prompt)
        if self.assemble is not None:
            assert self.player is not None and self.sprocket is not None  # validate checked them
            st.put_on_sprocket(self.assemble, self.player, self.sprocket)
        st.event("arranged", player=self.player, top=len(top), bottom=len(bottom))

"""The upkeep, assembling and cranking (seed 001): ``contraptions_upkeep`` (the CRANK!
counter and, in the dice variants, the dice rolled and recorded), ``contraptions_assemble``,
``contraptions_decline`` and ``contraptions_crank``; the rule set decides what each may do."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.contraptions.action_fields import (
    MAX_DECK,
)
from engine.contraptions.action_support import (
    acting_player,
    answered_prompt,
    check_active,
    check_card,
    check_no_arrange,
    choose_faction,
    contraptions,
    prompt_factions,
)
from engine.contraptions.cards import FACTIONS
from engine.contraptions.errors import (
    AssemblyCompulsory,
    ContraptionNotThere,
    NoContraptionPrompt,
    NotActivePlayer,
    UpkeepAlreadyDone,
    UpkeepNotForgotten,
    UpkeepPassed,
    WrongRuleSet,
)
from engine.contraptions.rulesets import Factions
from engine.contraptions.state import UPKEEP_STEPS
from engine.errors import InvalidField
from engine.fields import Int, ListOf, Seat, Text
from engine.table import Table

if TYPE_CHECKING:
    from engine.game import Game


class ContraptionsUpkeep(Action):
    type = "contraptions_upkeep"
    doc = (
        "Start a player's upkeep (default: the active player's): move the CRANK! counter "
        "as the rule set says, roll the dice it calls for, and ask what to crank or assemble."
    )
    player: Annotated[
        int | None,
        Seat(
            default=None,
            nullable=True,
            doc="default the active player (a teammate's own upkeep in team formats)",
        ),
    ]
    dice: Annotated[
        list[int] | None,
        ListOf(
            item=Int("die", lo=1, hi=6),
            default=None,
            nullable=True,
            max_items=3,
            doc="recorded d6 results; drawn when absent",
        ),
    ]

    allowed = (
        "At the start of the upkeep of the active player (a teammate's own upkeep in "
        "Two-Headed Giant), once a turn (001: the CRANK! counter moves at the beginning of "
        "the upkeep; the dice variants roll then). Refused after the upkeep (rules reading "
        "4): a forgotten upkeep is the correction contraptions_upkeep_forgotten; next_turn "
        "is refused while an upkeep that moves the counter or rolls has not begun."
    )
    correction = False

    def check_step(self, table: Table, game: Game, seat: int) -> None:
        """Reading 3: the upkeep begins in the untap step or the upkeep, not later."""
        if table.rules >= 4 and game.step not in UPKEEP_STEPS:
            raise UpkeepPassed(
                f"{game.players[seat].name}'s upkeep is over (the step is {game.step}); record "
                "a forgotten upkeep as a correction",
                player=seat,
                step=game.step,
            )

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        if game.active is None:
            raise NotActivePlayer(
                "contraptions_upkeep: nobody's turn has started; choose the first player first",
                active=None,
            )
        seat = acting_player(self, game)
        rules = st.ruleset
        if seat != game.active:
            team = game.players[seat].team
            if rules.shared_sprockets or team is None or team != game.players[game.active].team:
                check_active(self, game, seat)
        if st.upkeep_done(None if rules.shared_sprockets else seat):
            raise UpkeepAlreadyDone(
                f"{game.players[seat].name}'s Contraption upkeep has already started this turn",
                player=seat,
            )
        self.check_step(table, game, seat)
        count = rules.upkeep_dice(st)
        if self.dice is not None and len(self.dice) != count:
            raise InvalidField(
                f"contraptions_upkeep: the {rules.title} rules roll {count} "
                f"d6 at upkeep, not {len(self.dice)}",
                field="dice",
            )

    def draw(self, rng: random.Random, table: Table) -> None:
        _, st = contraptions(table)
        count = st.ruleset.upkeep_dice(st)
        if self.dice is None and count:
            self.dice = [rng.randint(1, 6) for _ in range(count)]

    def apply(self, table: Table) -> None:
        game, st = contraptions(table)
        st.events = []
        assert self.player is not None  # validate wrote the acting player in
        st.mark_upkeep(self.player)
        if game.step in (None, "untap") and not self.correction:
            game.step = "upkeep"
        if self.correction:
            st.event("correction", player=self.player, step=game.step)
        if self.dice:
            st.event("rolled", player=self.player, dice=list(self.dice))
        st.ruleset.start_upkeep(st, self.player, list(self.dice or []))


class ContraptionsUpkeepForgotten(ContraptionsUpkeep):
    type = "contraptions_upkeep_forgotten"
    doc = (
        "Correction: the upkeep of this turn was forgotten and a later step is on; do now "
        "what its start does (move the CRANK! counter, roll the dice), recorded as a "
        "correction in the history."
    )
    allowed = (
        "Only as a correction, in the same turn, after the upkeep step has passed "
        "without the player's Contraption upkeep (001: the counter moves at the start of "
        "every upkeep); while the upkeep is still on, contraptions_upkeep is the action."
    )
    correction = True

    def check_step(self, table: Table, game: Game, seat: int) -> None:
        if game.step in UPKEEP_STEPS:
            raise UpkeepNotForgotten(
                f"{game.players[seat].name}'s upkeep is still on: begin it, no correction is "
                "needed",
                player=seat,
                step=game.step,
            )


class Assemble(Action):
    type = "assemble"
    allowed = (
        "With reason upkeep: while the player's upkeep waits for an assembly (001: the "
        "dice variants' upkeep roll). With reason effect: whenever a card tells a player to "
        "assemble, in any step (001: reveal the top Contraption, put it on a sprocket of "
        "their choice; an empty deck does nothing). Not while cards looked at after a paid "
        "roll wait to be arranged."
    )
    doc = (
        "Assemble a Contraption onto a sprocket: the top card of the player's deck "
        "(Unstable), of a faction's library (factions) or of the shared deck; an empty deck "
        "does nothing.  reason 'upkeep' answers the upkeep's die, 'effect' a card's "
        "instruction (default: upkeep when the upkeep is waiting for it)."
    )
    player: Annotated[
        int | None,
        Seat(default=None, nullable=True, doc="who assembles; default the active player"),
    ]
    sprocket: Annotated[int, Int(lo=1, hi=3)]
    faction: Annotated[
        str | None,
        Text(
            choices=FACTIONS,
            default=None,
            nullable=True,
            doc="factions: the library (filled in when the dice allow only one)",
        ),
    ]
    reason: Annotated[str | None, Text(choices=("upkeep", "effect"), default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        seat = acting_player(self, game)
        check_no_arrange(st)
        prompt = st.prompt_for(seat, "assemble")
        if self.reason is None:
            self.reason = "upkeep" if prompt is not None else "effect"
        if self.reason == "upkeep" and prompt is None:
            raise NoContraptionPrompt(
                f"{game.players[seat].name}'s upkeep is not waiting for an assembly; use reason "
                "'effect' for a card that says to assemble",
                player=seat,
            )
        if st.rules == "factions":
            if self.reason == "upkeep":
                assert prompt is not None  # (refused above when there is none)
                choose_faction(self, st, prompt)
            elif self.faction is None:
                raise InvalidField(
                    "assemble: name the faction library to assemble from",
                    field="faction",
                    choices=list(FACTIONS),
                )
        elif self.faction is not None:
            raise WrongRuleSet(
                "assemble: only the factions rules have faction libraries",
                field="faction",
                rules=st.rules,
            )

    def apply(self, table: Table) -> None:
        _game, st = contraptions(table)
        st.events = []
        assert self.player is not None  # validate wrote the acting player in
        if st.rules == "unstable":
            deck_index = self.player
        elif st.rules == "factions":
            deck_index = FACTIONS.index(self.faction)
        else:
            deck_index = 0
        st.assemble_from(deck_index, self.player, self.sprocket)
        if self.reason != "upkeep":
            return
        prompt = answered_prompt(st, self.player, "assemble")
        if st.rules == "factions":
            st.drop_prompt(prompt)
            rules: Factions = st.ruleset
            rules.finish_assembly(st, self.player, self.faction)
        else:
            prompt["remaining"] -= 1
            if prompt["remaining"] <= 0 or not st.decks[deck_index].cards:
                st.drop_prompt(prompt)


class DeclineAssemble(Action):
    type = "decline_assemble"
    allowed = (
        "Dice-and-factions rules only, while the player's upkeep waits for an assembly "
        "(001: one who cannot or will not assemble puts the card on the bottom, or in the "
        "scrapyard); never with 2 or 3 dice while a card could be assembled (then "
        "assembling is compulsory)."
    )
    doc = (
        "Factions rules: do not assemble at upkeep; the top card of the library goes to "
        "the bottom (or the scrapyard, by the setup's option).  Not allowed with 2 or 3 dice "
        "while a card could be assembled."
    )
    player: Annotated[int | None, Seat(default=None, nullable=True)]
    faction: Annotated[
        str | None,
        Text(
            choices=FACTIONS,
            default=None,
            nullable=True,
            doc="the library whose top card is declined (filled in when the dice allow one)",
        ),
    ]

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        if st.rules != "factions":
            raise WrongRuleSet(
                "decline_assemble: only the dice-and-factions rules let a player "
                "decline; elsewhere the upkeep's assembly is compulsory",
                rules=st.rules,
            )
        seat = acting_player(self, game)
        prompt = st.prompt_for(seat, "assemble")
        if prompt is None:
            raise NoContraptionPrompt(
                f"{game.players[seat].name}'s upkeep is not waiting for an assembly", player=seat
            )
        if prompt["compulsory"] and prompt_factions(st, prompt):
            raise AssemblyCompulsory(
                f"decline_assemble: with {len(prompt['dice'])} dice the player keeps one and must "
                "assemble",
                dice=prompt["dice"],
            )
        choose_faction(self, st, prompt)

    def apply(self, table: Table) -> None:
        _game, st = contraptions(table)
        st.events = []
        deck_index = FACTIONS.index(self.faction)
        deck = st.decks[deck_index]
        if deck.cards:
            card = deck.cards[0]
            if st.options["decline_to"] == "scrapyard":
                st.to_scrapyard(card, would_go="declined")
            else:
                st.to_bottom(card, deck_index)
        else:
            st.event("deck_empty", player=self.player, deck=deck_index)
        st.drop_prompt(answered_prompt(st, self.player, "assemble"))
        st.ruleset.finish_assembly(st, self.player, None)


class Crank(Action):
    type = "crank"
    allowed = (
        "At the start of the upkeep, right after the CRANK! counter moved (or the die named "
        "a sprocket): only the Contraptions on that sprocket, once (001: then they may crank "
        "any number of Contraptions on that sprocket)."
    )
    doc = (
        "Crank the chosen Contraptions of the sprocket the upkeep named, in the order their "
        "triggered abilities go on the stack (the last listed resolves first); an empty list "
        "cranks none."
    )
    player: Annotated[int | None, Seat(default=None, nullable=True)]
    cards: Annotated[
        list[int],
        ListOf(
            item=Int("card", lo=0),
            max_items=MAX_DECK,
            doc="ids of the Contraptions cranked, in the order their triggers go on the stack",
        ),
    ]

    def validate(self, table: Table) -> None:
        game, st = contraptions(table)
        seat = acting_player(self, game)
        prompt = st.prompt_for(seat, "crank")
        if prompt is None:
            raise NoContraptionPrompt(
                f"{game.players[seat].name} has nothing to crank now; "
                "Contraptions are cranked at the start of the upkeep",
                player=seat,
            )
        there = st.rigs[prompt["rig"]].sprockets[prompt["sprocket"] - 1]
        if len(set(self.cards)) != len(self.cards):
            raise InvalidField("crank: each Contraption is cranked at most once", field="cards")
        for card in self.cards:
            check_card(st, card, "cards")
            if card not in there:
                raise ContraptionNotThere(
                    f"'{st.cards[card].name}' is not on sprocket {prompt['sprocket']}, the one "
                    "being cranked",
                    card=card,
                    sprocket=prompt["sprocket"],
                )

    def apply(self, table: Table) -> None:
        _game, st = contraptions(table)
        st.events = []
        prompt = answered_prompt(st, self.player, "crank")
        st.event(
            "cranked",
            player=self.player,
            sprocket=prompt["sprocket"],
            cards=list(self.cards),
            names=[st.cards[c].name for c in self.cards],
        )
        st.drop_prompt(prompt)

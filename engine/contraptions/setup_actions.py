"""Setting Contraptions up in a game (seed 001): ``contraptions_setup`` chooses the rule set
(Unstable's or one of the three house rules), lays the decks and sprockets out and records
each deck's shuffle."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.contraptions.action_fields import (
    FEATURE,
    MAX_DECK,
    CardList,
    DeckLists,
    default_set,
    resolve,
)
from engine.contraptions.cards import FACTIONS, ContraptionCard, name_key
from engine.contraptions.errors import (
    ContraptionDeckTooSmall,
    ContraptionsAlreadySetUp,
    DuplicateContraption,
    InvalidContraptionCard,
    InvalidShuffle,
    SetupTooLate,
    WrongRuleSet,
)
from engine.contraptions.rulesets import RULESETS, UNSTABLE_MIN_DECK
from engine.contraptions.state import UPKEEP_STEPS
from engine.errors import InvalidField
from engine.fields import Int, ListOf, Text
from engine.table import Table

if TYPE_CHECKING:
    from engine.contraptions.card_types import ContraptionCardList
    from engine.game import Game


class ContraptionsSetup(Action):
    type = "contraptions_setup"
    allowed = (
        "At the start of the game, before the first player's first upkeep (001: at the start "
        "of the game the players shuffle their Contraption decks and put them face down in "
        "the command zone), once per game (rules reading 4; earlier readings took it at any "
        "moment)."
    )
    starts = True  # undoing it asks first
    doc = (
        "Add Contraptions to the current game under a rule set: unstable (a deck per "
        "player), factions (five shared face-up faction decks), shared_dice (one shared deck "
        "and sprockets, dice), planechase (one shared deck and sprockets, paid rolls)."
    )
    rules: Annotated[str, Text(choices=tuple(RULESETS))]
    decks: Annotated[
        list[ContraptionCardList | None] | None,
        DeckLists(
            default=None,
            nullable=True,
            doc="unstable: one card list (or null: Unstable's 45) per player",
        ),
    ]
    deck: Annotated[
        ContraptionCardList | None,
        CardList(
            default=None,
            nullable=True,
            doc="the other rule sets: the shared card list (null: Unstable's 45)",
        ),
    ]
    shuffles: Annotated[
        list[list[int]] | None,
        ListOf(
            item=ListOf("shuffle", item=Int("position", lo=0, hi=MAX_DECK), max_items=MAX_DECK),
            default=None,
            nullable=True,
            max_items=8,
            doc="recorded shuffles, one per deck (per player; per faction in faction order; "
            "one shared): position i of a deck holds card shuffle[i] of its list, 0 the "
            "top; drawn when absent",
        ),
    ]
    dice: Annotated[
        int,
        Int(
            lo=1,
            hi=3,
            default=1,
            doc="factions: dice rolled at upkeep (2 or 3: keep one, and assembling is compulsory)",
        ),
    ]
    decline_to: Annotated[
        str,
        Text(
            choices=("bottom", "scrapyard"),
            default="bottom",
            doc="factions: where a declined card goes",
        ),
    ]

    def _card_lists(self, game: Game) -> list[list[ContraptionCard]]:
        if self.rules == "unstable":
            decks = self.decks if self.decks is not None else [None] * len(game.players)
            return [default_set() if d is None else [resolve(e) for e in d] for d in decks]
        return [default_set() if self.deck is None else [resolve(e) for e in self.deck]]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        if FEATURE in game.features:
            raise ContraptionsAlreadySetUp(
                "this game already has Contraptions; undo the setup to change it"
            )
        if table.rules >= 4 and (game.turn > 1 or game.step not in UPKEEP_STEPS):
            raise SetupTooLate(
                f"Contraptions are set up at the start of the game, before the first upkeep; "
                f"game {game.number} is in turn {game.turn}: start a new game to play with them",
                turn=game.turn,
                step=game.step,
            )
        rules = RULESETS[self.rules]
        if self.rules != "factions" and (self.dice != 1 or self.decline_to != "bottom"):
            raise WrongRuleSet(
                "contraptions_setup: dice and decline_to are options of the factions rule set only",
                rules=self.rules,
            )
        if self.rules == "unstable":
            if self.deck is not None:
                raise WrongRuleSet(
                    "contraptions_setup: under the Unstable rules each player has "
                    "a deck; give decks (one per player), not deck",
                    field="deck",
                    rules=self.rules,
                )
            if self.decks is not None and len(self.decks) != len(game.players):
                raise InvalidField(
                    f"contraptions_setup: {len(game.players)} players need {len(game.players)} "
                    f"decks, not {len(self.decks)}",
                    field="decks",
                )
        elif self.decks is not None:
            raise WrongRuleSet(
                f"contraptions_setup: the {rules.title} rules use one shared set; "
                "give deck, not decks",
                field="decks",
                rules=self.rules,
            )
        lists = self._card_lists(game)
        for index, cards in enumerate(lists):
            whose = (
                f"{game.players[index].name}'s Contraption deck"
                if self.rules == "unstable"
                else "the shared Contraption set"
            )
            seen: dict[str, str] = {}
            for card in cards:
                key = name_key(card.name)
                if key in seen:
                    raise DuplicateContraption(
                        f"{whose} holds '{card.name}' twice; every Contraption in it must be "
                        "different",
                        card=card.name,
                        deck=index,
                    )
                seen[key] = card.name
            if self.rules == "unstable" and len(cards) < UNSTABLE_MIN_DECK:
                raise ContraptionDeckTooSmall(
                    f"{whose} has {len(cards)} card(s); the Unstable rules need at least "
                    f"{UNSTABLE_MIN_DECK}, all different",
                    deck=index,
                    size=len(cards),
                    minimum=UNSTABLE_MIN_DECK,
                )
            if self.rules != "unstable" and not cards:
                raise ContraptionDeckTooSmall(f"{whose} is empty", deck=index, size=0, minimum=1)
            if self.rules == "factions":
                for card in cards:
                    if card.faction not in FACTIONS:
                        raise InvalidContraptionCard(
                            f"'{card.name}' has no faction; in the dice-and-factions rules every "
                            f"Contraption belongs to one of {', '.join(FACTIONS)}",
                            field="deck",
                            card=card.name,
                        )
        if self.shuffles is not None:
            sizes = rules.deck_sizes(lists)
            if len(self.shuffles) != len(sizes):
                raise InvalidShuffle(
                    f"contraptions_setup: {len(sizes)} deck(s) need "
                    f"{len(sizes)} shuffles, not {len(self.shuffles)}",
                    field="shuffles",
                )
            for index, (shuffle, size) in enumerate(zip(self.shuffles, sizes)):
                if sorted(shuffle) != list(range(size)):
                    raise InvalidShuffle(
                        f"contraptions_setup: shuffle {index} must order the {size} cards of "
                        f"its deck (each of 0 to {size - 1} once)",
                        field="shuffles",
                        deck=index,
                    )

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.shuffles is None:
            game = table.current_game()
            self.shuffles = []
            for size in RULESETS[self.rules].deck_sizes(self._card_lists(game)):
                order = list(range(size))
                rng.shuffle(order)
                self.shuffles.append(order)

    def apply(self, table: Table) -> None:
        game = table.current_game()
        assert self.shuffles is not None  # given, or drawn by draw()
        options = (
            {"dice": self.dice, "decline_to": self.decline_to} if self.rules == "factions" else {}
        )
        st = RULESETS[self.rules].layout(
            len(game.players), self._card_lists(game), self.shuffles, options
        )
        st.game = game
        st.event("set_up", rules=self.rules)
        game.features[FEATURE] = st

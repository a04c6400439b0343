"""The four Contraption rule sets of seed 001, each a small strategy over the shared core
(:mod:`engine.contraptions.state`).

A strategy says how the table is laid out (whose decks, whose sprockets, who owns what is
assembled), who controls a sprocket's Contraptions, what the upkeep does, what the active
player has to do next and, for the Planechase-style variant, what a roll costs.  It keeps
no state of its own: everything lives in the game's :class:`ContraptionState`.

The rule texts quoted in the docstrings are English renderings of seed 001 (Russian).
"""

from __future__ import annotations

from typing import Any, Self

from engine.contraptions.cards import FACTIONS, ContraptionCard, faction_for_die
from engine.contraptions.state import START_COUNTER, Contraption, ContraptionState, Deck, Rig

UNSTABLE_MIN_DECK = 15
FIRST_ROLL_COST = 2


class RuleSet:
    """A rule set's strategy.  It keeps no state, so copies of a game share it."""

    id = ""
    title = ""
    shared_deck = False
    shared_sprockets = False
    # "whoever assembles a Contraption owns it" (house rules); Unstable: the deck's player
    assembler_owns = False

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self

    # --- the table ----------------------------------------------------------------------

    def layout(
        self,
        seats: int,
        decks: list[list[ContraptionCard]],
        shuffles: list[list[int]],
        options: dict[str, Any],
    ) -> ContraptionState:
        """The state at setup, from checked card lists and shuffles (deck order: position
        ``i`` of a deck holds card ``shuffle[i]`` of its list, position 0 is the top)."""
        raise NotImplementedError

    def deck_sizes(self, decks: list[list[ContraptionCard]]) -> list[int]:
        """The sizes of the decks the setup shuffles, in the order of its ``shuffles``."""
        return [len(decks[0])]

    def controller(self, st: ContraptionState, rig_index: int, sprocket: int) -> int | None:
        """Per-player sprockets: a Contraption is controlled by the player whose sprocket
        it is on."""
        return st.rigs[rig_index].seat

    # --- the upkeep ---------------------------------------------------------------------

    def upkeep_dice(self, st: ContraptionState) -> int:
        """How many d6 the upkeep rolls."""
        return 0

    def start_upkeep(self, st: ContraptionState, seat: int, dice: list[int]) -> None:
        raise NotImplementedError

    def counter_step(self, st: ContraptionState, seat: int) -> None:
        """Unstable: "At the beginning of their upkeep, if a player controls an assembled
        Contraption, they move the CRANK! counter to the next sprocket (1 to 2, 2 to 3, 3 to
        1).  Then they may crank any number of Contraptions on that sprocket, putting their
        triggered abilities on the stack in any order.  When the counter moves to an empty
        sprocket, nothing happens.  If a player controls no assembled Contraption (they were
        all destroyed, say), the machine stops and the counter does not move.\""""
        rig = st.rig_of(seat)
        if not st.controlled_by(seat):
            st.event("counter_stays", player=seat, sprocket=rig.counter)
            return
        counter = st.move_counter(rig)
        offer_crank(st, seat, st.rigs.index(rig), counter)

    # why an upkeep is owed, for the refusal of a turn that would pass over it
    owed_because = (
        "the CRANK! counter moves at the start of the upkeep of a player who controls "
        "an assembled Contraption"
    )

    def upkeep_owed(self, st: ContraptionState, seat: int) -> bool:
        """Must this player's upkeep happen (it changes something)?  Unstable: a player who
        controls an assembled Contraption moves the counter; with none it does not move."""
        return st.there_before_this_turn(st.controlled_by(seat))

    def todo(self, st: ContraptionState, seat: int) -> str | None:
        """What the active player has to do next, for the app's prompt."""
        prompt = st.prompt_for(seat)
        if prompt is not None:
            kind: str = prompt["kind"]
            return kind
        if not st.upkeep_done(seat):
            return "upkeep"
        return None

    def roll_cost(self, st: ContraptionState) -> int | None:
        return None

    # --- helpers for the layouts ----------------------------------------------------------

    @staticmethod
    def _cards(
        st_cards: list[Contraption], cards: list[ContraptionCard], pool: int, owner: int | None
    ) -> list[int]:
        ids = []
        for card in cards:
            ids.append(len(st_cards))
            st_cards.append(Contraption.of(len(st_cards), card, pool, owner))
        return ids

    @staticmethod
    def _order(ids: list[int], shuffle: list[int]) -> list[int]:
        return [ids[i] for i in shuffle]

    def _one_table_deck(
        self,
        decks: list[list[ContraptionCard]],
        shuffles: list[list[int]],
        options: dict[str, Any],
        counter: int | None,
    ) -> ContraptionState:
        """One deck, one scrapyard and one rig of sprockets for the whole table."""
        cards: list[Contraption] = []
        ids = self._cards(cards, decks[0], pool=0, owner=None)
        return ContraptionState(
            ruleset=self,
            rules=self.id,
            cards=cards,
            decks=[Deck(pool=0, cards=self._order(ids, shuffles[0]))],
            rigs=[Rig(seat=None, counter=counter)],
            scrapyards=[[]],
            options=options,
        )


def offer_crank(st: ContraptionState, seat: int, rig_index: int, sprocket: int) -> None:
    """Ask the player which Contraptions of the sprocket to crank, if it holds any."""
    if st.rigs[rig_index].sprockets[sprocket - 1]:
        st.add_prompt({"kind": "crank", "player": seat, "rig": rig_index, "sprocket": sprocket})
    else:
        st.event("sprocket_empty", player=seat, sprocket=sprocket)


class Unstable(RuleSet):
    """The rules printed in Unstable.

    "In constructed formats each player has their own Contraption deck of at least 15
    cards, no two of them the same.  At the start of the game the players shuffle their
    Contraption decks and put them face down in the command zone."  Each player has three
    sprockets and a CRANK! counter that starts on sprocket 3, "so the first time a player
    moves it in their upkeep, it goes from sprocket 3 to sprocket 1".
    """

    id = "unstable"
    title = "Unstable"

    def deck_sizes(self, decks: list[list[ContraptionCard]]) -> list[int]:
        return [len(deck) for deck in decks]

    def layout(
        self,
        seats: int,
        decks: list[list[ContraptionCard]],
        shuffles: list[list[int]],
        options: dict[str, Any],
    ) -> ContraptionState:
        cards: list[Contraption] = []
        out_decks = []
        for seat in range(seats):
            ids = self._cards(cards, decks[seat], pool=seat, owner=seat)
            out_decks.append(Deck(pool=seat, owner=seat, cards=self._order(ids, shuffles[seat])))
        return ContraptionState(
            ruleset=self,
            rules=self.id,
            cards=cards,
            decks=out_decks,
            rigs=[Rig(seat=seat) for seat in range(seats)],
            scrapyards=[[] for _ in range(seats)],
            options=options,
        )

    def start_upkeep(self, st: ContraptionState, seat: int, dice: list[int]) -> None:
        self.counter_step(st, seat)


class Factions(RuleSet):
    """House rule "dice and factions" (the seed's first variant).

    "45 different Contraptions are split into five decks by faction, nine cards each
    (1. Order of the Widget, 2. Agents of S.N.E.A.K., 3. League of Dastardly Doom, 4. Goblin
    Explosioneers, 5. Crossbreed Labs).  Each deck is shuffled and put face up in the command
    zone; they are the Contraption libraries, shared by all players.  In their upkeep a
    player rolls a die and assembles a Contraption from the library the result names; on a
    6 they choose the library.  A player who cannot or will not assemble puts the card on
    the bottom of the library (another option: into the scrapyard).  Each player has their
    own sprockets, as in the normal game, despite the shared libraries.  A player owns the
    Contraptions they assemble.  By agreement the players may roll 2 or 3 dice and choose
    the value of one; then they must assemble a Contraption.  The CRANK! counter moves in
    the upkeep after the player has assembled, so they can crank the Contraption they just
    assembled, even on their first turn."
    """

    id = "factions"
    title = "Dice and factions"
    shared_deck = True
    assembler_owns = True

    def deck_sizes(self, decks: list[list[ContraptionCard]]) -> list[int]:
        return [sum(1 for c in decks[0] if c.faction == faction) for faction in FACTIONS]

    def layout(
        self,
        seats: int,
        decks: list[list[ContraptionCard]],
        shuffles: list[list[int]],
        options: dict[str, Any],
    ) -> ContraptionState:
        cards: list[Contraption] = []
        out_decks = []
        for index, faction in enumerate(FACTIONS):
            members = [c for c in decks[0] if c.faction == faction]
            ids = self._cards(cards, members, pool=0, owner=None)
            out_decks.append(
                Deck(pool=0, faction=faction, face_up=True, cards=self._order(ids, shuffles[index]))
            )
        return ContraptionState(
            ruleset=self,
            rules=self.id,
            cards=cards,
            decks=out_decks,
            rigs=[Rig(seat=seat) for seat in range(seats)],
            scrapyards=[[]],
            options=options,
        )

    owed_because = "the upkeep's die is rolled in every turn"

    def upkeep_owed(self, st: ContraptionState, seat: int) -> bool:
        return True

    def upkeep_dice(self, st: ContraptionState) -> int:
        dice: int = st.options["dice"]
        return dice

    @staticmethod
    def factions_for(dice: list[int]) -> list[str]:
        """The libraries the dice allow: a 1 to 5 names one faction, a 6 any of them."""
        named = {faction_for_die(d) for d in dice}
        return list(FACTIONS) if None in named else [f for f in FACTIONS if f in named]

    def start_upkeep(self, st: ContraptionState, seat: int, dice: list[int]) -> None:
        allowed = self.factions_for(dice)
        st.upkeep_dice[seat] = {"turn": st.turn_key(), "dice": list(dice), "kept": None}
        if not any(st.faction_deck(f).cards for f in allowed):
            st.event("nothing_to_assemble", player=seat, dice=list(dice))
            self.counter_step(st, seat)
            return
        st.add_prompt(
            {
                "kind": "assemble",
                "player": seat,
                "dice": list(dice),
                "factions": allowed,
                "count": 1,
                "remaining": 1,
                "compulsory": len(dice) > 1,
                "decline_to": st.options["decline_to"],
            }
        )

    def kept_die(self, dice: list[int], faction: str) -> int:
        """The die the player keeps for a faction: the one naming it, else a 6."""
        for value in dice:
            if faction_for_die(value) == faction:
                return value
        return 6

    def finish_assembly(self, st: ContraptionState, seat: int, faction: str | None) -> None:
        rolled = st.upkeep_dice.get(seat)
        if rolled is not None and faction is not None:
            rolled["kept"] = self.kept_die(rolled["dice"], faction)
        self.counter_step(st, seat)


class SharedDice(RuleSet):
    """House rule "dice, one shared deck, full chaos" (the seed's second variant).

    "The 45 Contraptions make one deck, face down in the command zone: the players' shared
    Contraption library.  At the start of the upkeep the player rolls a die: 1, 2, 3 crank
    any number of Contraptions on the first, second, third sprocket; 4 assemble one
    Contraption; 5 assemble 2 (they may go on different sprockets); 6 assemble 3.  Both
    assembling and cranking happen by the die; the normal CRANK! counter rule does not
    apply.  The deck and the sprockets are shared by the whole table.  If an effect refers
    to Contraptions (or artifacts) a player controls, count the Contraptions on the
    sprocket the die chose and cranked this turn; if the player cranks no sprocket this
    turn, they control none of them."
    """

    id = "shared_dice"
    title = "Dice, one shared deck"
    shared_deck = True
    shared_sprockets = True
    assembler_owns = True

    def layout(
        self,
        seats: int,
        decks: list[list[ContraptionCard]],
        shuffles: list[list[int]],
        options: dict[str, Any],
    ) -> ContraptionState:
        return self._one_table_deck(
            decks, shuffles, options, counter=None
        )  # the die, not a counter

    def controller(self, st: ContraptionState, rig_index: int, sprocket: int) -> int | None:
        """The active player controls the Contraptions of the sprocket cranked this turn;
        nobody controls the others."""
        if st.game is None or st.cranked_this_turn() != sprocket:
            return None
        return st.game.active

    owed_because = "the upkeep's die is rolled in every turn"

    def upkeep_owed(self, st: ContraptionState, seat: int) -> bool:
        return True

    def upkeep_dice(self, st: ContraptionState) -> int:
        return 1

    def start_upkeep(self, st: ContraptionState, seat: int, dice: list[int]) -> None:
        value = dice[0]
        st.upkeep_dice[seat] = {"turn": st.turn_key(), "dice": list(dice), "kept": value}
        if value <= 3:
            st.cranked = st.turn_key() + [value]
            st.event("crank_sprocket", player=seat, sprocket=value)
            offer_crank(st, seat, 0, value)
            return
        count = value - 3
        if not st.decks[0].cards:
            st.event("deck_empty", player=seat, deck=0)
            return
        st.add_prompt(
            {
                "kind": "assemble",
                "player": seat,
                "count": count,
                "remaining": count,
                "compulsory": True,
            }
        )


class Planechase(RuleSet):
    """House rule "like Planechase" (the seed's third variant).

    "The players use one shared deck of 45 Contraptions, face down in the command zone, and
    shared sprockets.  The CRANK! counter moves if any sprocket holds at least one
    Contraption, whoever assembled it.  As usual, in the upkeep the player may crank the
    Contraptions they want on the current sprocket.  Players control the Contraptions on
    the current sprocket.  If an effect needs the owner of a Contraption, it is whoever
    assembled it.  In either main phase a player may pay for a die roll to assemble a
    Contraption: the first roll in a turn costs {2}, each further one {1} more.  After the
    roll the player looks at as many cards from the top of the Contraption library as the
    die shows, may take one of them and assemble it onto any sprocket, and puts any number
    of the others on top of the library in any order and the rest on the bottom.  If a card
    says to assemble a Contraption (Hard Hat Area, say), the player does so by the normal
    rule, without a die: they reveal the top card and put it onto a sprocket of their
    choice."
    """

    id = "planechase"
    title = "Like Planechase"
    shared_deck = True
    shared_sprockets = True
    assembler_owns = True

    def layout(
        self,
        seats: int,
        decks: list[list[ContraptionCard]],
        shuffles: list[list[int]],
        options: dict[str, Any],
    ) -> ContraptionState:
        return self._one_table_deck(decks, shuffles, options, counter=START_COUNTER)

    def controller(self, st: ContraptionState, rig_index: int, sprocket: int) -> int | None:
        """Whose turn it is controls the Contraptions of the sprocket the counter is on."""
        if st.game is None or st.rigs[0].counter != sprocket:
            return None
        return st.game.active

    def start_upkeep(self, st: ContraptionState, seat: int, dice: list[int]) -> None:
        rig = st.rigs[0]
        if not st.any_assembled():
            st.event("counter_stays", player=None, sprocket=rig.counter)
            return
        offer_crank(st, seat, 0, st.move_counter(rig))

    owed_because = (
        "the CRANK! counter moves at the start of every upkeep while a sprocket holds a Contraption"
    )

    def upkeep_owed(self, st: ContraptionState, seat: int) -> bool:
        return st.there_before_this_turn(
            [c for rig in st.rigs for cards in rig.sprockets for c in cards]
        )

    def roll_cost(self, st: ContraptionState) -> int | None:
        """{2} for the first roll of the turn, {1} more for each further one."""
        return FIRST_ROLL_COST + st.rolls_this_turn()

    def todo(self, st: ContraptionState, seat: int) -> str | None:
        todo = super().todo(st, seat)
        if todo is None and st.decks[0].cards:
            return "may_roll"
        return todo


RULESETS: dict[str, RuleSet] = {
    r.id: r for r in (Unstable(), Factions(), SharedDice(), Planechase())
}

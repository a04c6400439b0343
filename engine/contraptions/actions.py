"""The Contraption actions: set up, upkeep, assemble, decline, crank, move, roll, arrange.

Every random result (a deck's shuffle, an upkeep die, a paid roll) is drawn once and
recorded in the action, so the log replays to the same game.  A choice that depends on the
state (the player when it is the active one, the faction when the dice allow only one) is
written into the action at validation, so the recorded action says what happened.

Contraptions are a feature of a game, not a format: ``game.features["contraptions"]``.
"""

from __future__ import annotations

from engine.actions.base import Action, register
from engine.contraptions.cards import FACTIONS, NAME_LENGTH, NOTE_LENGTH, ContraptionCard, name_key
from engine.contraptions.errors import (
    ContraptionDeckTooSmall, ContraptionNotThere, ContraptionPromptPending,
    ContraptionsAlreadySetUp, ContraptionsNotSetUp, DuplicateContraption, EmptyContraptionDeck,
    InvalidContraptionCard, InvalidShuffle, NoContraptionPrompt, NotActivePlayer, NotMainPhase,
    RollCostMismatch, UnknownContraption, UpkeepAlreadyDone, UpkeepNotDone, WrongRuleSet)
from engine.contraptions.rulesets import RULESETS, UNSTABLE_MIN_DECK, Factions
from engine.contraptions.state import ContraptionState
from engine.contraptions.unstable_set import UNSTABLE_CONTRAPTIONS, find
from engine.errors import InvalidField, RuleViolation
from engine.fields import Field, Int, ListOf, Seat, Text

FEATURE = "contraptions"
MAX_DECK = 200
MAIN_PHASES = ("main1", "main2")
MOVE_TARGETS = ("graveyard", "hand", "library", "scrapyard", "exile", "battlefield", "sprocket",
                "player")


# --- card lists in actions ---------------------------------------------------------------

class CardList(Field):
    """A list of Contraption cards.  Each entry is a name (an Unstable Contraption's name
    gives its faction and collector number; any other name is a custom Contraption without
    a faction) or an object ``{"name", "faction"?, "number"?, "note"?}`` (an edited name, a
    custom card, a note).  ``null`` means Unstable's 45."""

    kind = "contraption_cards"

    def decode(self, action_type, value):
        if value is None and self.nullable:
            return None
        return self.parse_cards(action_type, self.name, value)

    @staticmethod
    def parse_cards(action_type, field_name, value):
        def refuse(message, **details):
            raise InvalidContraptionCard(f"{action_type}: field '{field_name}' {message}",
                                         action=action_type, field=field_name, **details)

        if not isinstance(value, list):
            refuse("must be a list of Contraptions (names or objects)")
        if len(value) > MAX_DECK:
            refuse(f"holds {len(value)} cards; at most {MAX_DECK}")
        out = []
        for position, entry in enumerate(value):
            if isinstance(entry, str):
                entry = {"name": entry}
            if not isinstance(entry, dict):
                refuse(f"item {position} must be a name or an object with a name")
            extra = sorted(str(k) for k in entry if k not in ("name", "faction", "number", "note"))
            if extra:
                refuse(f"item {position} has unexpected key(s) {', '.join(extra)}", item=position)
            name = entry.get("name")
            if not isinstance(name, str) or not " ".join(name.split()):
                refuse(f"item {position} needs a name", item=position)
            name = " ".join(name.split())
            if len(name) > NAME_LENGTH:
                refuse(f"item {position}: a name has at most {NAME_LENGTH} characters",
                       item=position)
            card = {"name": name}
            if "faction" in entry:
                faction = entry["faction"]
                if faction is not None and faction not in FACTIONS:
                    refuse(f"item {position} ({name}): the faction must be one of "
                           f"{', '.join(FACTIONS)} or null", item=position, faction=faction)
                card["faction"] = faction
            if "number" in entry:
                number = entry["number"]
                if number is not None and (not isinstance(number, int) or isinstance(number, bool)
                                           or not 0 < number < 100_000):
                    refuse(f"item {position} ({name}): the collector number must be a whole "
                           "number from 1 or null", item=position)
                card["number"] = number
            if "note" in entry:
                note = entry["note"]
                if not isinstance(note, str) or len(note) > NOTE_LENGTH:
                    refuse(f"item {position} ({name}): a note is text of at most "
                           f"{NOTE_LENGTH} characters", item=position)
                card["note"] = note
            out.append(card["name"] if len(card) == 1 else card)
        return out


class DeckLists(Field):
    """One card list (or null for Unstable's 45) per player, in seat order."""

    kind = "contraption_decks"

    def decode(self, action_type, value):
        if value is None and self.nullable:
            return None
        if not isinstance(value, list) or not 1 <= len(value) <= 8:
            raise InvalidContraptionCard(
                f"{action_type}: field '{self.name}' must be a list of 1 to 8 decks (a list of "
                "cards, or null for the Unstable set), one per player",
                action=action_type, field=self.name)
        return [None if deck is None
                else CardList.parse_cards(action_type, f"{self.name}[{i}]", deck)
                for i, deck in enumerate(value)]


def resolve(entry) -> ContraptionCard:
    """The card an entry names: an Unstable Contraption's facts, edited by the entry."""
    if isinstance(entry, str):
        entry = {"name": entry}
    base = find(entry["name"])
    return ContraptionCard(
        name=entry["name"],
        faction=entry.get("faction", base.faction if base else None),
        number=entry.get("number", base.number if base else None),
        note=entry.get("note", base.note if base else ""))


def default_set() -> list[ContraptionCard]:
    return list(UNSTABLE_CONTRAPTIONS)


# --- shared checks --------------------------------------------------------------------------

def contraptions(table) -> tuple:
    """The running game and its Contraption state, or the refusal saying why not."""
    game = table.running_game()
    st = game.features.get(FEATURE)
    if st is None:
        raise ContraptionsNotSetUp(
            "this game is played without Contraptions; set them up first (contraptions_setup)")
    st.game = game
    return game, st


def acting_player(action, game, field_name: str = "player") -> int:
    """The seat an action names, or the active player's when it names none."""
    seat = getattr(action, field_name)
    if seat is None:
        if game.active is None:
            raise InvalidField(f"{action.type}: no player is active; name the {field_name}",
                               field=field_name)
        seat = game.active
    game.check_seat(seat, field_name)
    setattr(action, field_name, seat)
    return seat


def check_active(action, game, seat: int) -> None:
    if seat != game.active:
        who = game.players[game.active].name if game.active is not None else "nobody"
        raise NotActivePlayer(
            f"{action.type}: only the active player ({who}) may do this now",
            player=seat, active=game.active)


def check_no_arrange(st: ContraptionState) -> None:
    for prompt in st.live_prompts():
        if prompt["kind"] == "arrange":
            raise ContraptionPromptPending(
                "the top of the Contraption deck is being looked at; arrange those cards "
                "first (contraptions_arrange)", prompt="arrange", player=prompt["player"])


def check_card(st: ContraptionState, card_id: int, field_name: str = "card") -> None:
    if not 0 <= card_id < len(st.cards):
        raise UnknownContraption(
            f"there is no Contraption {card_id} in this game (0 to {len(st.cards) - 1})",
            field=field_name, card=card_id)


def _prompt_factions(st: ContraptionState, prompt: dict) -> list[str]:
    """The libraries the upkeep dice allow that still hold a card."""
    return [f for f in prompt["factions"] if st.faction_deck(f).cards]


def _choose_faction(action, st: ContraptionState, prompt: dict) -> None:
    """Fill in or check the faction of an upkeep assembly (or decline) in the factions rules."""
    open_ = _prompt_factions(st, prompt)
    if action.faction is None:
        if len(open_) > 1:
            raise InvalidField(
                f"{action.type}: the dice {prompt['dice']} allow several libraries; choose the "
                f"faction ({', '.join(open_)})", field="faction", choices=open_)
        action.faction = open_[0] if open_ else prompt["factions"][0]
    elif action.faction not in prompt["factions"]:
        raise RuleViolation(
            f"{action.type}: the dice {prompt['dice']} allow {', '.join(prompt['factions'])}, "
            f"not {action.faction}", field="faction", allowed=prompt["factions"])


# --- the actions ------------------------------------------------------------------------------

@register
class ContraptionsSetup(Action):
    type = "contraptions_setup"
    starts = True          # undoing it asks first
    doc = ("Add Contraptions to the current game under a rule set: unstable (a deck per "
           "player), factions (five shared face-up faction decks), shared_dice (one shared deck "
           "and sprockets, dice), planechase (one shared deck and sprockets, paid rolls).")
    fields = (
        Text("rules", choices=tuple(RULESETS)),
        DeckLists("decks", default=None, nullable=True,
                  doc="unstable: one card list (or null: Unstable's 45) per player"),
        CardList("deck", default=None, nullable=True,
                 doc="the other rule sets: the shared card list (null: Unstable's 45)"),
        ListOf("shuffles", item=ListOf("shuffle", item=Int("position", lo=0, hi=MAX_DECK),
                                       max_items=MAX_DECK),
               default=None, nullable=True, max_items=8,
               doc="recorded shuffles, one per deck (per player; per faction in faction order; "
                   "one shared): position i of a deck holds card shuffle[i] of its list, 0 the "
                   "top; drawn when absent"),
        Int("dice", lo=1, hi=3, default=1,
            doc="factions: dice rolled at upkeep (2 or 3: keep one, and assembling is compulsory)"),
        Text("decline_to", choices=("bottom", "scrapyard"), default="bottom",
             doc="factions: where a declined card goes"),
    )

    def _card_lists(self, game) -> list[list[ContraptionCard]]:
        if self.rules == "unstable":
            decks = self.decks if self.decks is not None else [None] * len(game.players)
            return [default_set() if d is None else [resolve(e) for e in d] for d in decks]
        return [default_set() if self.deck is None else [resolve(e) for e in self.deck]]

    def validate(self, table):
        game = table.running_game()
        if FEATURE in game.features:
            raise ContraptionsAlreadySetUp(
                "this game already has Contraptions; undo the setup to change it")
        rules = RULESETS[self.rules]
        if self.rules != "factions" and (self.dice != 1 or self.decline_to != "bottom"):
            raise WrongRuleSet("contraptions_setup: dice and decline_to are options of the "
                               "factions rule set only", rules=self.rules)
        if self.rules == "unstable":
            if self.deck is not None:
                raise WrongRuleSet("contraptions_setup: under the Unstable rules each player has "
                                   "a deck; give decks (one per player), not deck",
                                   field="deck", rules=self.rules)
            if self.decks is not None and len(self.decks) != len(game.players):
                raise InvalidField(
                    f"contraptions_setup: {len(game.players)} players need {len(game.players)} "
                    f"decks, not {len(self.decks)}", field="decks")
        elif self.decks is not None:
            raise WrongRuleSet(f"contraptions_setup: the {rules.title} rules use one shared set; "
                               "give deck, not decks", field="decks", rules=self.rules)
        lists = self._card_lists(game)
        for index, cards in enumerate(lists):
            whose = (f"{game.players[index].name}'s Contraption deck" if self.rules == "unstable"
                     else "the shared Contraption set")
            seen: dict[str, str] = {}
            for card in cards:
                key = name_key(card.name)
                if key in seen:
                    raise DuplicateContraption(
                        f"{whose} holds '{card.name}' twice; every Contraption in it must be "
                        "different", card=card.name, deck=index)
                seen[key] = card.name
            if self.rules == "unstable" and len(cards) < UNSTABLE_MIN_DECK:
                raise ContraptionDeckTooSmall(
                    f"{whose} has {len(cards)} card(s); the Unstable rules need at least "
                    f"{UNSTABLE_MIN_DECK}, all different", deck=index, size=len(cards),
                    minimum=UNSTABLE_MIN_DECK)
            if self.rules != "unstable" and not cards:
                raise ContraptionDeckTooSmall(f"{whose} is empty", deck=index, size=0, minimum=1)
            if self.rules == "factions":
                for card in cards:
                    if card.faction not in FACTIONS:
                        raise InvalidContraptionCard(
                            f"'{card.name}' has no faction; in the dice-and-factions rules every "
                            f"Contraption belongs to one of {', '.join(FACTIONS)}",
                            field="deck", card=card.name)
        if self.shuffles is not None:
            sizes = rules.deck_sizes(lists)
            if len(self.shuffles) != len(sizes):
                raise InvalidShuffle(f"contraptions_setup: {len(sizes)} deck(s) need "
                                     f"{len(sizes)} shuffles, not {len(self.shuffles)}",
                                     field="shuffles")
            for index, (shuffle, size) in enumerate(zip(self.shuffles, sizes)):
                if sorted(shuffle) != list(range(size)):
                    raise InvalidShuffle(
                        f"contraptions_setup: shuffle {index} must order the {size} cards of "
                        f"its deck (each of 0 to {size - 1} once)", field="shuffles", deck=index)

    def draw(self, rng, table):
        if self.shuffles is None:
            game = table.current_game()
            self.shuffles = []
            for size in RULESETS[self.rules].deck_sizes(self._card_lists(game)):
                order = list(range(size))
                rng.shuffle(order)
                self.shuffles.append(order)

    def apply(self, table):
        game = table.current_game()
        options = ({"dice": self.dice, "decline_to": self.decline_to}
                   if self.rules == "factions" else {})
        st = RULESETS[self.rules].layout(len(game.players), self._card_lists(game),
                                         self.shuffles, options)
        st.game = game
        st.event("set_up", rules=self.rules)
        game.features[FEATURE] = st


@register
class ContraptionsUpkeep(Action):
    type = "contraptions_upkeep"
    doc = ("Start a player's upkeep (default: the active player's): move the CRANK! counter "
           "as the rule set says, roll the dice it calls for, and ask what to crank or assemble.")
    fields = (
        Seat("player", default=None, nullable=True,
             doc="default the active player (a teammate's own upkeep in team formats)"),
        ListOf("dice", item=Int("die", lo=1, hi=6), default=None, nullable=True, max_items=3,
               doc="recorded d6 results; drawn when absent"),
    )

    def validate(self, table):
        game, st = contraptions(table)
        if game.active is None:
            raise NotActivePlayer("contraptions_upkeep: nobody's turn has started; choose the "
                                  "first player first", active=None)
        seat = acting_player(self, game)
        rules = st.ruleset
        if seat != game.active:
            team = game.players[seat].team
            if rules.shared_sprockets or team is None or team != game.players[game.active].team:
                check_active(self, game, seat)
        if st.upkeep_done(None if rules.shared_sprockets else seat):
            raise UpkeepAlreadyDone(
                f"{game.players[seat].name}'s Contraption upkeep has already started this turn",
                player=seat)
        count = rules.upkeep_dice(st)
        if self.dice is not None and len(self.dice) != count:
            raise InvalidField(f"contraptions_upkeep: the {rules.title} rules roll {count} "
                               f"d6 at upkeep, not {len(self.dice)}", field="dice")

    def draw(self, rng, table):
        _, st = contraptions(table)
        count = st.ruleset.upkeep_dice(st)
        if self.dice is None and count:
            self.dice = [rng.randint(1, 6) for _ in range(count)]

    def apply(self, table):
        game, st = contraptions(table)
        st.events = []
        st.mark_upkeep(self.player)
        if game.step in (None, "untap"):
            game.step = "upkeep"
        if self.dice:
            st.event("rolled", player=self.player, dice=list(self.dice))
        st.ruleset.start_upkeep(st, self.player, list(self.dice or []))


@register
class Assemble(Action):
    type = "assemble"
    doc = ("Assemble a Contraption onto a sprocket: the top card of the player's deck "
           "(Unstable), of a faction's library (factions) or of the shared deck; an empty deck "
           "does nothing.  reason 'upkeep' answers the upkeep's die, 'effect' a card's "
           "instruction (default: upkeep when the upkeep is waiting for it).")
    fields = (
        Seat("player", default=None, nullable=True, doc="who assembles; default the active player"),
        Int("sprocket", lo=1, hi=3),
        Text("faction", choices=FACTIONS, default=None, nullable=True,
             doc="factions: the library (filled in when the dice allow only one)"),
        Text("reason", choices=("upkeep", "effect"), default=None, nullable=True),
    )

    def validate(self, table):
        game, st = contraptions(table)
        seat = acting_player(self, game)
        check_no_arrange(st)
        prompt = st.prompt_for(seat, "assemble")
        if self.reason is None:
            self.reason = "upkeep" if prompt is not None else "effect"
        if self.reason == "upkeep" and prompt is None:
            raise NoContraptionPrompt(
                f"{game.players[seat].name}'s upkeep is not waiting for an assembly; use reason "
                "'effect' for a card that says to assemble", player=seat)
        if st.rules == "factions":
            if self.reason == "upkeep":
                _choose_faction(self, st, prompt)
            elif self.faction is None:
                raise InvalidField("assemble: name the faction library to assemble from",
                                   field="faction", choices=list(FACTIONS))
        elif self.faction is not None:
            raise WrongRuleSet(f"assemble: only the factions rules have faction libraries",
                               field="faction", rules=st.rules)

    def apply(self, table):
        game, st = contraptions(table)
        st.events = []
        if st.rules == "unstable":
            deck_index = self.player
        elif st.rules == "factions":
            deck_index = FACTIONS.index(self.faction)
        else:
            deck_index = 0
        st.assemble_from(deck_index, self.player, self.sprocket)
        if self.reason != "upkeep":
            return
        prompt = st.prompt_for(self.player, "assemble")
        if st.rules == "factions":
            st.drop_prompt(prompt)
            rules: Factions = st.ruleset
            rules.finish_assembly(st, self.player, self.faction)
        else:
            prompt["remaining"] -= 1
            if prompt["remaining"] <= 0 or not st.decks[deck_index].cards:
                st.drop_prompt(prompt)


@register
class DeclineAssemble(Action):
    type = "decline_assemble"
    doc = ("Factions rules: do not assemble at upkeep; the top card of the library goes to "
           "the bottom (or the scrapyard, by the setup's option).  Not allowed with 2 or 3 dice "
           "while a card could be assembled.")
    fields = (
        Seat("player", default=None, nullable=True),
        Text("faction", choices=FACTIONS, default=None, nullable=True,
             doc="the library whose top card is declined (filled in when the dice allow one)"),
    )

    def validate(self, table):
        game, st = contraptions(table)
        if st.rules != "factions":
            raise WrongRuleSet("decline_assemble: only the dice-and-factions rules let a player "
                               "decline; elsewhere the upkeep's assembly is compulsory",
                               rules=st.rules)
        seat = acting_player(self, game)
        prompt = st.prompt_for(seat, "assemble")
        if prompt is None:
            raise NoContraptionPrompt(f"{game.players[seat].name}'s upkeep is not waiting for an "
                                      "assembly", player=seat)
        if prompt["compulsory"] and _prompt_factions(st, prompt):
            raise RuleViolation(
                f"decline_assemble: with {len(prompt['dice'])} dice the player keeps one and must "
                "assemble", dice=prompt["dice"])
        _choose_faction(self, st, prompt)

    def apply(self, table):
        game, st = contraptions(table)
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
        st.drop_prompt(st.prompt_for(self.player, "assemble"))
        st.ruleset.finish_assembly(st, self.player, None)


@register
class Crank(Action):
    type = "crank"
    doc = ("Crank the chosen Contraptions of the sprocket the upkeep named, in the order their "
           "triggered abilities go on the stack (the last listed resolves first); an empty list "
           "cranks none.")
    fields = (
        Seat("player", default=None, nullable=True),
        ListOf("cards", item=Int("card", lo=0), max_items=MAX_DECK,
               doc="ids of the Contraptions cranked, in the order their triggers go on the stack"),
    )

    def validate(self, table):
        game, st = contraptions(table)
        seat = acting_player(self, game)
        prompt = st.prompt_for(seat, "crank")
        if prompt is None:
            raise NoContraptionPrompt(f"{game.players[seat].name} has nothing to crank now; "
                                      "Contraptions are cranked at the start of the upkeep",
                                      player=seat)
        there = st.rigs[prompt["rig"]].sprockets[prompt["sprocket"] - 1]
        if len(set(self.cards)) != len(self.cards):
            raise InvalidField("crank: each Contraption is cranked at most once", field="cards")
        for card in self.cards:
            check_card(st, card, "cards")
            if card not in there:
                raise ContraptionNotThere(
                    f"'{st.cards[card].name}' is not on sprocket {prompt['sprocket']}, the one "
                    "being cranked", card=card, sprocket=prompt["sprocket"])

    def apply(self, table):
        game, st = contraptions(table)
        st.events = []
        prompt = st.prompt_for(self.player, "crank")
        st.event("cranked", player=self.player, sprocket=prompt["sprocket"],
                 cards=list(self.cards), names=[st.cards[c].name for c in self.cards])
        st.drop_prompt(prompt)


@register
class ContraptionMove(Action):
    type = "contraption_move"
    doc = ("An effect moves an assembled or exiled Contraption: to graveyard, hand, library or "
           "scrapyard (it goes to the scrapyard), exile, battlefield (from exile: to the "
           "scrapyard, as it was not assembled), sprocket (reassemble onto another sprocket), "
           "player (another player gains control; onto a sprocket of theirs).")
    fields = (
        Int("card", lo=0, doc="the Contraption's id"),
        Text("to", choices=MOVE_TARGETS),
        Int("sprocket", lo=1, hi=3, default=None, nullable=True),
        Seat("player", default=None, nullable=True, doc="to 'player': who gains control"),
    )

    def validate(self, table):
        game, st = contraptions(table)
        check_card(st, self.card)
        name = st.cards[self.card].name
        where = st.locate(self.card)
        if where[0] == "deck":
            raise ContraptionNotThere(f"'{name}' is in a Contraption library, which nothing can "
                                      "target", card=self.card, zone="deck")
        if where[0] == "scrapyard":
            raise ContraptionNotThere(f"'{name}' is in the scrapyard; nothing can interact with "
                                      "the scrapyard", card=self.card, zone="scrapyard")
        on_sprocket = where[0] == "sprocket"
        if self.to in ("sprocket", "player") and not on_sprocket:
            raise ContraptionNotThere(f"'{name}' is in exile, not assembled", card=self.card,
                                      zone="exile")
        if self.to == "exile" and not on_sprocket:
            raise ContraptionNotThere(f"'{name}' is already in exile", card=self.card, zone="exile")
        if self.to == "battlefield" and on_sprocket:
            raise ContraptionNotThere(f"'{name}' is already assembled; use 'sprocket' to "
                                      "reassemble it", card=self.card, zone="sprocket")
        if self.to in ("sprocket", "player") and self.sprocket is None:
            raise InvalidField(f"contraption_move: name the sprocket it goes onto",
                               field="sprocket")
        if self.to not in ("sprocket", "player") and self.sprocket is not None:
            raise InvalidField("contraption_move: a sprocket is named only to reassemble or "
                               "give control", field="sprocket")
        if self.to != "player" and self.player is not None:
            raise InvalidField("contraption_move: a player is named only to give control",
                               field="player")
        if self.to == "sprocket" and self.sprocket == where[2]:
            raise RuleViolation(f"'{name}' is already on sprocket {self.sprocket}",
                                card=self.card, sprocket=self.sprocket)
        if self.to == "player":
            if st.ruleset.shared_sprockets:
                raise WrongRuleSet("contraption_move: the sprockets are shared in this rule set; "
                                   "control follows the sprocket", rules=st.rules)
            if self.player is None:
                raise InvalidField("contraption_move: name the player who gains control",
                                   field="player")
            game.check_seat(self.player)
            if st.rigs[where[1]].seat == self.player:
                raise RuleViolation(f"{game.players[self.player].name} already controls '{name}'",
                                    card=self.card, player=self.player)

    def apply(self, table):
        game, st = contraptions(table)
        st.events = []
        if self.to in ("graveyard", "hand", "library", "scrapyard", "battlefield"):
            st.to_scrapyard(self.card, would_go=self.to)
        elif self.to == "exile":
            st.to_exile(self.card)
        elif self.to == "sprocket":
            st.reassemble(self.card, st.locate(self.card)[1], self.sprocket)
        else:
            st.reassemble(self.card, self.player, self.sprocket)


@register
class ContraptionsRoll(Action):
    type = "contraptions_roll"
    doc = ("Planechase rules: in a main phase the active player pays to roll a d6 ({2} for the "
           "turn's first roll, {1} more for each further one) and looks at that many cards from "
           "the top of the shared deck; contraptions_arrange follows.")
    fields = (
        Seat("player", default=None, nullable=True),
        Int("cost", lo=0, hi=999, default=None, nullable=True,
            doc="the generic mana paid, as shown before paying; filled in when absent"),
        Int("result", lo=1, hi=6, default=None, nullable=True,
            doc="recorded d6; drawn when absent"),
    )

    def validate(self, table):
        game, st = contraptions(table)
        if st.rules != "planechase":
            raise WrongRuleSet("contraptions_roll: paid rolls belong to the Planechase-style rules",
                               rules=st.rules)
        seat = acting_player(self, game)
        check_active(self, game, seat)
        if not st.upkeep_done(seat):
            raise UpkeepNotDone("contraptions_roll: start this turn's Contraption upkeep first "
                                "(contraptions_upkeep)", player=seat)
        if game.step not in MAIN_PHASES:
            raise NotMainPhase(f"contraptions_roll: a roll is paid for in a main phase, and the "
                               f"step is {game.step}", step=game.step)
        pending = st.live_prompts()
        if pending:
            raise ContraptionPromptPending(
                f"contraptions_roll: answer the pending {pending[0]['kind']} first",
                prompt=pending[0]["kind"], player=pending[0]["player"])
        if not st.decks[0].cards:
            raise EmptyContraptionDeck("contraptions_roll: the Contraption deck is empty; a roll "
                                       "could assemble nothing")
        cost = st.ruleset.roll_cost(st)
        if self.cost is None:
            self.cost = cost
        elif self.cost != cost:
            raise RollCostMismatch(f"contraptions_roll: this roll costs {{{cost}}}, not "
                                   f"{{{self.cost}}}", field="cost", cost=cost)

    def draw(self, rng, table):
        if self.result is None:
            self.result = rng.randint(1, 6)

    def apply(self, table):
        game, st = contraptions(table)
        st.events = []
        st.rolls = st.turn_key() + [st.rolls_this_turn() + 1]
        looked = st.decks[0].cards[:self.result]
        st.event("paid_roll", player=self.player, cost=self.cost, result=self.result,
                 looked=len(looked))
        st.add_prompt({"kind": "arrange", "player": self.player, "roll": self.result,
                       "cards": list(looked)})


@register
class ContraptionsArrange(Action):
    type = "contraptions_arrange"
    doc = ("After a paid roll: assemble one of the cards looked at (or none) onto a sprocket, "
           "put the listed ones on top in that order (first listed is the top) and the rest on "
           "the bottom (in the order of bottom, when given).")
    fields = (
        Seat("player", default=None, nullable=True),
        Int("assemble", lo=0, default=None, nullable=True, doc="the card assembled, if any"),
        Int("sprocket", lo=1, hi=3, default=None, nullable=True),
        ListOf("top", item=Int("card", lo=0), default=None, nullable=True, max_items=6,
               doc="ids put back on top, the first listed on the very top"),
        ListOf("bottom", item=Int("card", lo=0), default=None, nullable=True, max_items=6,
               doc="ids put on the bottom in this order (the last listed lowest); default: "
                   "every other card looked at, in the order looked at"),
    )

    def validate(self, table):
        game, st = contraptions(table)
        seat = acting_player(self, game)
        prompt = st.prompt_for(seat, "arrange")
        if prompt is None:
            raise NoContraptionPrompt(f"{game.players[seat].name} is not looking at Contraptions "
                                      "from a roll", player=seat)
        looked = prompt["cards"]
        if (self.assemble is None) != (self.sprocket is None):
            raise InvalidField("contraptions_arrange: name both the card to assemble and its "
                               "sprocket, or neither", field="sprocket")
        named = ([self.assemble] if self.assemble is not None else []) + (self.top or []) + (
            self.bottom or [])
        if len(set(named)) != len(named):
            raise InvalidField("contraptions_arrange: each card goes to one place", field="top")
        for card in named:
            if card not in looked:
                raise ContraptionNotThere(
                    f"contraptions_arrange: card {card} is not among the cards looked at "
                    f"({', '.join(map(str, looked))})", card=card)
        if self.bottom is not None and len(named) != len(looked):
            raise InvalidField("contraptions_arrange: with bottom given, every card looked at "
                               "must be placed", field="bottom")

    def apply(self, table):
        game, st = contraptions(table)
        st.events = []
        prompt = st.prompt_for(self.player, "arrange")
        looked = list(prompt["cards"])
        deck = st.decks[0]
        top = list(self.top or [])
        kept = set(top) | ({self.assemble} if self.assemble is not None else set())
        bottom = (list(self.bottom) if self.bottom is not None
                  else [c for c in looked if c not in kept])
        rest = [c for c in deck.cards if c not in looked]
        deck.cards[:] = top + rest + bottom
        st.drop_prompt(prompt)
        if self.assemble is not None:
            st.put_on_sprocket(self.assemble, self.player, self.sprocket)
        st.event("arranged", player=self.player, top=len(top), bottom=len(bottom))

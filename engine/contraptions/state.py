"""The Contraption state of one game: decks, sprockets, CRANK! counters, scrapyards, exile,
owners and controllers, and the choice the rules are waiting for.

This is the shared core every rule set builds on (``engine.contraptions.rulesets`` holds
the four strategies).  It is plain dataclasses, lists and dicts so the session can deep-copy
it for undo, and it changes only through the Contraption actions, deterministically.

Each card of the game is a :class:`Contraption` with a game-wide ``id`` (two players of an
Unstable game may both own a "Gift Horse"); every zone holds ids, and every id is in exactly
one zone: a deck, a sprocket, a scrapyard or exile.  The cards a Planechase-style roll lets a
player look at stay on top of the deck until they are arranged.

The rules of seed 001 the core keeps whatever the rule set:

* "Assemble: reveal the top Contraption and put it face up on a sprocket of the player's
  choice; if the Contraption deck is empty, nothing happens, and the player does not lose."
* "If a Contraption would go to any zone other than exile (a library, a hand, a graveyard),
  it goes to the scrapyard instead.  The scrapyard is not a graveyard, and no effect or
  ability can interact with it.  A Contraption can be exiled.  If it somehow returns from
  exile to the battlefield, it goes to the scrapyard instead, because it was not assembled."
* "The Contraption library cannot be targeted by anything."

A copy of a Contraption that is not a Contraption card (Copy Artifact, say) is not tracked
here: "if such a copy is destroyed, the card goes to the ordinary graveyard".

The JSON view (:meth:`ContraptionState.state`, in ``state()["features"]["contraptions"]``)
needs no rules to render.  A card is ``{"id", "name", "faction", "number", "note", "owner",
"controller"}``.  ``rigs`` are the sprockets: one per player (``seat``) or one shared
(``seat`` null), each ``{"seat", "counter", "sprockets": [[card...] x3]}``; ``counter`` is
the sprocket the CRANK! counter is on (the dice variant with a shared deck shows the
sprocket the die cranked this turn, or null).  ``decks``: ``{"owner", "faction", "face_up",
"count", "cards"}`` (``cards`` only for face-up decks, top first).  ``scrapyards``: ``{"owner",
"cards"}`` (owner null when shared); ``exile``: cards.  ``active``: for the active player,
``upkeep_done``, ``dice`` and ``kept_die`` of this upkeep, ``may_crank`` (the cards that may
be cranked now) and ``crank_sprocket``, ``controls`` (the Contraptions they control now),
``todo`` (``"upkeep"``, ``"assemble"``, ``"crank"``, ``"arrange"``, ``"may_roll"`` or null),
and in the variants ``cranked_sprocket`` or ``next_roll_cost`` and ``rolls_this_turn``.
``prompts`` lists the choices waiting this turn (``prompt`` is the first): ``{"kind":
"crank", "player", "sprocket", "cards"}``, ``{"kind": "assemble", "player", "count",
"remaining", "compulsory", "dice"?, "factions"?, "decline_to"?}``, ``{"kind": "arrange",
"player", "roll", "cards", "private": true}``.  ``events`` says what the last Contraption
action did (``{"event": code, ...}``: assembled, deck_empty, counter_moved, counter_stays,
sprocket_empty, crank_sprocket, cranked, scrapyard with ``would_go``, exiled, bottom,
reassembled, rolled, nothing_to_assemble, paid_roll, arranged, set_up).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Self, cast

if TYPE_CHECKING:
    from engine.contraptions.state_types import (
        ContraptionDeck,
        ContraptionPrompt,
        ContraptionRig,
        ContraptionsState,
        ContraptionTurn,
        ContraptionView,
        Scrapyard,
    )
    from engine.game import Game
    from engine.table import Table

from engine.contraptions.cards import ContraptionCard
from engine.contraptions.errors import ContraptionPromptPending, UpkeepMissed
from engine.feature import Feature

SPROCKETS = (1, 2, 3)
START_COUNTER = 3
# the steps in which a player's upkeep may still begin (after them it is a correction)
UPKEEP_STEPS = (None, "untap", "upkeep")


def next_sprocket(position: int) -> int:
    """ "The counter moves to the next sprocket: from 1 to 2, from 2 to 3, from 3 to 1."""
    return position % 3 + 1


@dataclass
class Contraption:
    """One Contraption card in this game.

    ``pool`` says whose deck and scrapyard it belongs to (the seat in the Unstable rules,
    0 for the shared set of the house rules); ``owner`` is the seat that owns it: the deck's
    player in the Unstable rules, "whoever assembled it" in the house rules (None until
    then)."""

    id: int
    name: str
    faction: str | None
    number: int | None
    note: str
    pool: int
    owner: int | None = None

    @classmethod
    def of(cls, card_id: int, card: ContraptionCard, pool: int, owner: int | None) -> Self:
        return cls(card_id, card.name, card.faction, card.number, card.note, pool, owner)


@dataclass
class Deck:
    """A Contraption library, top card first.  Face down (Unstable, the shared deck) or face
    up (the five faction decks of the dice variant)."""

    pool: int
    cards: list[int]
    owner: int | None = None
    faction: str | None = None
    face_up: bool = False


@dataclass
class Rig:
    """Three sprockets and a CRANK! counter: one per player, or one shared by the table.

    ``counter`` is the sprocket the counter is on (it starts on 3), or None when the rule set
    moves no counter (the shared-deck dice variant)."""

    seat: int | None
    sprockets: list[list[int]] = field(default_factory=lambda: [[], [], []])
    counter: int | None = START_COUNTER


@dataclass
class ContraptionState(Feature):
    rules: str
    cards: list[Contraption]
    decks: list[Deck]
    rigs: list[Rig]
    scrapyards: list[list[int]]  # by pool
    exile: list[int] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    # [turn, active, seat] of each upkeep started this turn (older ones are dropped)
    upkeeps: list[list[int | None]] = field(default_factory=list)
    # the choices the rules wait for; each a dict with "kind", "player", "turn" [turn, active]
    prompts: list[dict[str, Any]] = field(default_factory=list)
    # paid rolls (Planechase variant): [turn, active, count] (active as turn_key has it)
    rolls: list[int | None] | None = None
    # dice variant with one shared deck: [turn, active, sprocket] of the sprocket cranked
    cranked: list[int | None] | None = None
    # what the last upkeep rolled, by seat: {"turn": [t, a], "dice": [...], "kept": n | None}
    upkeep_dice: dict[int, dict[str, Any]] = field(default_factory=dict)
    # what the last Contraption action did, for the app to tell the table
    events: list[dict[str, Any]] = field(default_factory=list)
    # card id -> [turn, active] of the turn it was last put onto a sprocket: one assembled
    # this turn was not there at the start of the upkeep, so it owes no upkeep (reading 4)
    assembled_at: dict[int, list[int | None]] = field(default_factory=dict)
    # the game this state belongs to (for the turn and the active player); not compared
    game: Game | None = field(default=None, compare=False, repr=False)
    # the rule set's strategy (engine.contraptions.rulesets), given by the rule set that laid
    # the table out; it keeps no state, so it is shared, not copied
    ruleset: Any = field(default=None, compare=False, repr=False)

    @property
    def tied(self) -> Game:
        """The game this state is kept on: tied at setup and at every read (contraptions())."""
        assert self.game is not None, "a Contraption state is read through its game"
        return self.game

    # --- the turn ---------------------------------------------------------------------------

    def turn_key(self) -> list[int | None]:
        return [self.tied.turn, self.tied.active]

    def live_prompts(self) -> list[dict[str, Any]]:
        key = self.turn_key()
        return [p for p in self.prompts if p["turn"] == key]

    def prompt_for(self, seat: int, kind: str | None = None) -> dict[str, Any] | None:
        for prompt in self.live_prompts():
            if prompt["player"] == seat and (kind is None or prompt["kind"] == kind):
                return prompt
        return None

    def add_prompt(self, prompt: dict[str, Any]) -> None:
        self.prompts = [p for p in self.live_prompts() if p["player"] != prompt["player"]]
        self.prompts.append(dict(prompt, turn=self.turn_key()))

    def check_turn_can_pass(self, table: Table) -> None:
        """Rules reading 2: the turn does not pass over a choice still open this turn."""
        if table.rules < 2:
            return
        self.check_upkeeps_begun(table)
        for prompt in self.live_prompts():
            name = self.tied.players[prompt["player"]].name
            raise ContraptionPromptPending(
                f"{name} still has a Contraption choice to make this turn ({prompt['kind']}); "
                "make it before the next turn",
                prompt=prompt["kind"],
                player=prompt["player"],
            )

    def upkeep_seats(self) -> list[int]:
        """The seats whose upkeep this turn is: the active player, and in a team format with
        a rig per player their teammates (each has their own upkeep)."""
        game = self.tied
        if game.active is None:
            return []
        team = game.players[game.active].team
        if self.ruleset.shared_sprockets or team is None:
            return [game.active]
        return list(game.teams[team].members)

    def upkeeps_owed(self) -> list[int]:
        """The seats whose upkeep has not begun this turn though the rule set makes it do
        something now (seed 001: the counter moves, the dice are rolled)."""
        shared = self.ruleset.shared_sprockets
        return [
            seat
            for seat in self.upkeep_seats()
            if not self.upkeep_done(None if shared else seat)
            and self.ruleset.upkeep_owed(self, seat)
        ]

    def check_upkeeps_begun(self, table: Table) -> None:
        """Rules reading 4: the turn does not pass over an upkeep that never began."""
        if table.rules < 4:
            return
        for seat in self.upkeeps_owed():
            name = self.tied.players[seat].name
            raise UpkeepMissed(
                f"{name}'s upkeep has not begun: {self.ruleset.owed_because}; begin it before "
                "the next turn",
                player=seat,
                rules=self.rules,
            )

    def drop_prompt(self, prompt: dict[str, Any]) -> None:
        self.prompts = [p for p in self.live_prompts() if p is not prompt]

    def upkeep_done(self, seat: int | None = None) -> bool:
        key = self.turn_key()
        return any(u[:2] == key and (seat is None or u[2] == seat) for u in self.upkeeps)

    def mark_upkeep(self, seat: int) -> None:
        key = self.turn_key()
        self.upkeeps = [u for u in self.upkeeps if u[:2] == key] + [key + [seat]]

    def rolls_this_turn(self) -> int:
        return (self.rolls[2] or 0) if self.rolls and self.rolls[:2] == self.turn_key() else 0

    def cranked_this_turn(self) -> int | None:
        """Dice variant with one shared deck: the sprocket the die cranked this turn."""
        return self.cranked[2] if self.cranked and self.cranked[:2] == self.turn_key() else None

    # --- where things are -----------------------------------------------------------------

    def card(self, card_id: int) -> Contraption:
        return self.cards[card_id]

    def rig_of(self, seat: int | None) -> Rig:
        """The rig a player assembles onto: their own, or the shared one."""
        if self.ruleset.shared_sprockets:
            return self.rigs[0]
        assert seat is not None, "a rig of one's own belongs to a seat"
        return self.rigs[seat]

    def locate(self, card_id: int) -> tuple[Any, ...]:
        """("deck", deck index, position) | ("sprocket", rig index, sprocket) |
        ("scrapyard", pool) | ("exile",)"""
        for index, deck in enumerate(self.decks):
            if card_id in deck.cards:
                return ("deck", index, deck.cards.index(card_id))
        for index, rig in enumerate(self.rigs):
            for number, cards in zip(SPROCKETS, rig.sprockets):
                if card_id in cards:
                    return ("sprocket", index, number)
        for pool, cards in enumerate(self.scrapyards):
            if card_id in cards:
                return ("scrapyard", pool)
        if card_id in self.exile:
            return ("exile",)
        raise AssertionError(f"Contraption {card_id} is in no zone")

    def zones(self) -> list[list[int]]:
        """Every zone's ids, for checks that nothing is lost or duplicated."""
        out = [deck.cards for deck in self.decks]
        out += [cards for rig in self.rigs for cards in rig.sprockets]
        out += list(self.scrapyards) + [self.exile]
        return out

    def controller(self, card_id: int) -> int | None:
        where = self.locate(card_id)
        if where[0] != "sprocket":
            return None
        seat: int | None = self.ruleset.controller(self, where[1], where[2])
        return seat

    def controlled_by(self, seat: int) -> list[int]:
        """The assembled Contraptions a player controls now."""
        return [
            c
            for rig_index, rig in enumerate(self.rigs)
            for number, cards in zip(SPROCKETS, rig.sprockets)
            if self.ruleset.controller(self, rig_index, number) == seat
            for c in cards
        ]

    def any_assembled(self) -> bool:
        return any(cards for rig in self.rigs for cards in rig.sprockets)

    def there_before_this_turn(self, cards: list[int]) -> bool:
        """Was any of these assembled Contraptions on its sprocket before this turn began?"""
        key = self.turn_key()
        return any(self.assembled_at.get(c) != key for c in cards)

    # --- the moves of the core (apply-time: never refuse) ---------------------------------

    def _remove(self, card_id: int) -> None:
        for zone in self.zones():
            if card_id in zone:
                zone.remove(card_id)
                return

    def event(self, code: str, **details: Any) -> None:
        if details.get("card") is not None:
            details["name"] = self.cards[details["card"]].name
        self.events.append({"event": code, **details})

    def assemble_from(self, deck_index: int, seat: int, sprocket: int) -> int | None:
        """Assemble the top card of a deck onto a sprocket for ``seat``; None if empty."""
        deck = self.decks[deck_index]
        if not deck.cards:
            self.event("deck_empty", player=seat, deck=deck_index)
            return None
        card_id = deck.cards.pop(0)
        self.put_on_sprocket(card_id, seat, sprocket)
        return card_id

    def put_on_sprocket(self, card_id: int, seat: int, sprocket: int) -> None:
        """Assembled by ``seat``: onto their rig (or the shared one); the owner is the deck's
        player (Unstable) or whoever assembled it (house rules)."""
        card = self.cards[card_id]
        if self.ruleset.assembler_owns:
            card.owner = seat
        self.rig_of(seat).sprockets[sprocket - 1].append(card_id)
        self.assembled_at[card_id] = self.turn_key()
        self.event("assembled", player=seat, card=card_id, sprocket=sprocket)

    def to_scrapyard(self, card_id: int, would_go: str | None = None) -> None:
        self._remove(card_id)
        self.scrapyards[self.cards[card_id].pool].append(card_id)
        self.event("scrapyard", card=card_id, would_go=would_go)

    def to_exile(self, card_id: int) -> None:
        self._remove(card_id)
        self.exile.append(card_id)
        self.event("exiled", card=card_id)

    def to_bottom(self, card_id: int, deck_index: int) -> None:
        self._remove(card_id)
        self.decks[deck_index].cards.append(card_id)
        self.event("bottom", card=card_id, deck=deck_index)

    def reassemble(self, card_id: int, rig_index: int, sprocket: int) -> None:
        moved_rig = self.locate(card_id)[1] != rig_index
        self._remove(card_id)
        self.rigs[rig_index].sprockets[sprocket - 1].append(card_id)
        if moved_rig:  # another player gains control: it was not theirs at their upkeep
            self.assembled_at[card_id] = self.turn_key()
        self.event("reassembled", card=card_id, sprocket=sprocket, player=self.rigs[rig_index].seat)

    def move_counter(self, rig: Rig) -> int:
        """Move the rig's CRANK! counter on; the sprocket it is on now."""
        assert rig.counter is not None, "this rule set moves no CRANK! counter"
        counter = rig.counter = next_sprocket(rig.counter)
        self.event(
            "counter_moved",
            player=rig.seat,
            sprocket=counter,
            cards=len(rig.sprockets[counter - 1]),
        )
        return counter

    # --- the JSON view ----------------------------------------------------------------------

    def card_view(self, card_id: int) -> ContraptionView:
        card = self.cards[card_id]
        return {
            "id": card.id,
            "name": card.name,
            "faction": card.faction,
            "number": card.number,
            "note": card.note,
            "owner": card.owner,
            "controller": self.controller(card_id),
        }

    def crank_cards(self, prompt: dict[str, Any]) -> list[ContraptionView]:
        """The cards a crank prompt offers: those on the sprocket the counter is on."""
        return [
            self.card_view(c) for c in self.rigs[prompt["rig"]].sprockets[prompt["sprocket"] - 1]
        ]

    def prompt_view(self, prompt: dict[str, Any]) -> ContraptionPrompt:
        # the prompt as kept, less the turn and the rig (internal); each kind's fields are
        # typed in ContraptionPrompt and held to real prompts by tests/tools/test_state_types.py
        out = {k: v for k, v in prompt.items() if k not in ("turn", "rig")}
        if prompt["kind"] == "crank":
            out["cards"] = self.crank_cards(prompt)
        elif prompt["kind"] == "arrange":
            out["cards"] = [self.card_view(c) for c in prompt["cards"]]
            out["private"] = True
        elif prompt["kind"] == "assemble" and "factions" in prompt:
            out["factions"] = [f for f in prompt["factions"] if self.faction_deck(f).cards]
        return cast("ContraptionPrompt", out)

    def faction_deck(self, faction: str) -> Deck:
        return next(d for d in self.decks if d.faction == faction)

    def state(self) -> ContraptionsState:
        game = self.game
        rules = self.ruleset
        active = game.active if game is not None else None
        rigs: list[ContraptionRig] = []
        for index, rig in enumerate(self.rigs):
            counter = rig.counter
            if rules.id == "shared_dice":
                counter = self.cranked_this_turn()
            rigs.append(
                {
                    "seat": rig.seat,
                    "counter": counter,
                    "sprockets": [[self.card_view(c) for c in cards] for cards in rig.sprockets],
                }
            )
        decks: list[ContraptionDeck] = []
        for deck in self.decks:
            decks.append(
                {
                    "owner": deck.owner,
                    "faction": deck.faction,
                    "face_up": deck.face_up,
                    "count": len(deck.cards),
                    "cards": [self.card_view(c) for c in deck.cards] if deck.face_up else None,
                }
            )
        scrapyards: list[Scrapyard] = [
            {
                "owner": (pool if not rules.shared_deck else None),
                "cards": [self.card_view(c) for c in cards],
            }
            for pool, cards in enumerate(self.scrapyards)
        ]
        prompts = [self.prompt_view(p) for p in self.live_prompts()]
        turn_view: ContraptionTurn | None = None
        if active is not None:
            crank = self.prompt_for(active, "crank")
            rolled = self.upkeep_dice.get(active)
            if rolled is not None and rolled["turn"] != self.turn_key():
                rolled = None
            turn_view = {
                "seat": active,
                "upkeep_done": self.upkeep_done(active),
                "dice": rolled["dice"] if rolled else None,
                "kept_die": rolled["kept"] if rolled else None,
                "may_crank": self.crank_cards(crank) if crank else [],
                "crank_sprocket": crank["sprocket"] if crank else None,
                "controls": [self.card_view(c) for c in self.controlled_by(active)],
                "todo": rules.todo(self, active),
            }
            if rules.id == "shared_dice":
                turn_view["cranked_sprocket"] = self.cranked_this_turn()
            if rules.id == "planechase":
                turn_view["next_roll_cost"] = rules.roll_cost(self)
                turn_view["rolls_this_turn"] = self.rolls_this_turn()
        return {
            "rules": rules.id,
            "title": rules.title,
            "options": dict(self.options),
            "shared_deck": rules.shared_deck,
            "shared_sprockets": rules.shared_sprockets,
            "rigs": rigs,
            "decks": decks,
            "scrapyards": scrapyards,
            "exile": [self.card_view(c) for c in self.exile],
            "active": turn_view,
            "prompts": prompts,
            "prompt": prompts[0] if prompts else None,
            "next_roll_cost": rules.roll_cost(self) if rules.id == "planechase" else None,
            "events": [dict(e) for e in self.events],
            "card_count": len(self.cards),
        }

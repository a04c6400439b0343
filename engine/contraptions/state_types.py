"""The JSON view of Contraptions (``ContraptionState.state()``), as the view receives it in
``features.contraptions``.  See engine/state_types.py; no ``from __future__ import
annotations`` here (the generator reads the annotations as objects).
"""

from typing import Literal, NotRequired, TypedDict

from engine.json_types import JsonValue


class ContraptionView(TypedDict):
    id: int
    name: str
    faction: str | None
    number: int | None
    note: str
    owner: int | None  # the pool's owner seat (null: the shared deck's)
    controller: int | None


class ContraptionRig(TypedDict):
    seat: int | None  # null: the rig the table shares
    counter: int | None
    sprockets: list[list[ContraptionView]]


class ContraptionDeck(TypedDict):
    owner: int | None
    faction: str | None
    face_up: bool
    count: int
    cards: list[ContraptionView] | None  # only for a face-up deck, top first


class Scrapyard(TypedDict):
    owner: int | None
    cards: list[ContraptionView]


class CrankPrompt(TypedDict):
    """The active player may crank the sprocket the counter is on: these cards."""

    kind: Literal["crank"]
    player: int
    sprocket: int
    cards: list[ContraptionView]


class AssemblePrompt(TypedDict):
    """Assemble ``remaining`` of ``count`` (the dice variant: from ``factions``, the die's)."""

    kind: Literal["assemble"]
    player: int
    count: int
    remaining: int
    compulsory: bool
    dice: NotRequired[list[int]]
    factions: NotRequired[list[str]]
    decline_to: NotRequired[str]


class ArrangePrompt(TypedDict):
    """A paid roll (Planechase variant): the cards looked at, private to the roller."""

    kind: Literal["arrange"]
    player: int
    roll: int
    cards: list[ContraptionView]
    private: bool


ContraptionPrompt = CrankPrompt | AssemblePrompt | ArrangePrompt


class ContraptionTurn(TypedDict):
    """What the active player has to do with their Contraptions this turn."""

    seat: int
    upkeep_done: bool
    dice: list[int] | None
    kept_die: int | None
    may_crank: list[ContraptionView]
    crank_sprocket: int | None
    controls: list[ContraptionView]
    todo: Literal["upkeep", "assemble", "crank", "arrange", "may_roll"] | None
    cranked_sprocket: NotRequired[int | None]  # the shared-deck dice variant
    next_roll_cost: NotRequired[int | None]  # the Planechase variant
    rolls_this_turn: NotRequired[int]


class ContraptionsState(TypedDict):
    rules: str
    title: str
    options: dict[str, JsonValue]  # the rule set's options, as set up
    shared_deck: bool
    shared_sprockets: bool
    rigs: list[ContraptionRig]
    decks: list[ContraptionDeck]
    scrapyards: list[Scrapyard]
    exile: list[ContraptionView]
    active: ContraptionTurn | None
    prompts: list[ContraptionPrompt]
    prompt: ContraptionPrompt | None
    next_roll_cost: int | None
    # what the last Contraption action did: {"event": code, and the event's own fields}
    events: list[dict[str, JsonValue]]
    card_count: int

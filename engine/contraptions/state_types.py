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
    owner: int | None                   # the pool's owner seat (null: the shared deck's)
    controller: int | None


class ContraptionRig(TypedDict):
    seat: int | None                    # null: the rig the table shares
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


class ContraptionPrompt(TypedDict):
    """A choice the rules wait for this turn (``kind`` says which; its fields below)."""
    kind: Literal["crank", "assemble", "arrange"]
    player: int
    sprocket: NotRequired[int]          # crank
    cards: NotRequired[list[ContraptionView]]   # crank, arrange
    count: NotRequired[int]             # assemble
    remaining: NotRequired[int]
    compulsory: NotRequired[bool]
    dice: NotRequired[list[int]]
    factions: NotRequired[list[str]]
    decline_to: NotRequired[str]
    roll: NotRequired[int]              # arrange
    private: NotRequired[bool]


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
    cranked_sprocket: NotRequired[int | None]   # the shared-deck dice variant
    next_roll_cost: NotRequired[int | None]     # the Planechase variant
    rolls_this_turn: NotRequired[int]


class ContraptionsState(TypedDict):
    rules: str
    title: str
    options: dict[str, JsonValue]       # the rule set's options, as set up
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

"""The JSON view of Hell's Half-Draft (``HellState.state()``) and of the stack
(``StackState.state()``), as the view receives them in ``session_features.hell`` and
``features.stack``.  See engine/state_types.py; no ``from __future__ import annotations``
here (the generator reads the annotations as objects).
"""

from typing import Literal, NotRequired, TypedDict

from engine.json_types import JsonValue

Visibility = Literal["public", "private", "hidden"]
CardKind = Literal["hell", "card", "token"]
DrawStepOption = Literal["play_land_now", "cast_for_2_less"]


class HellSetup(TypedDict):
    """``HellPool.describe()``: where the Hell library came from."""

    name: str
    hash: str
    pool_size: int
    basics: dict[str, int]
    fraction: str
    library_size: int
    definitions: int


class CardFaceView(TypedDict):
    name: str
    cost: str
    type_line: str
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None


class CardView(TypedDict):
    """``card_view()``: what the view shows of a card (the front face's numbers)."""

    name: str
    cost: str
    type_line: str
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    colors: list[str]
    is_land: bool
    is_token: bool
    set: str
    image: str
    pool_id: str
    faces: list[CardFaceView]


class HellZoneView(TypedDict):
    zone: str
    player: str | None
    seat: int | None
    name: str | None


class HellZoneList(HellZoneView):
    count: int
    cards: list[int]  # card ids, top first


class HellCardEntry(TypedDict):
    id: int
    kind: CardKind
    token_card: bool
    zone: HellZoneView
    owner: str | None
    owner_seat: int | None
    visibility: Visibility
    private_to: int | None
    card: CardView
    notes: list[str]


class HellDrawView(TypedDict):
    """A Hell draw: the verdict (``judged``'s fields) and what became of the card."""

    verdict: str
    reason: str
    reason_code: str
    params: dict[str, JsonValue]  # the values the reason names (its code's parameters)
    unknown_symbols: list[str]
    card: int
    player: str
    seat: int | None
    draw_step: bool
    pending: bool
    resolution: Literal["hand", "sideboard"] | None
    decision: str | None
    counted_as: str | None
    draw_step_option: DrawStepOption | None
    generic_discount: int
    private_to: int | None
    card_data: CardView
    notes: list[str]


class HellLibraryCount(TypedDict):
    count: int


class HellCounts(TypedDict):
    tracked: int
    hell_cards: int
    in_hell_library: int
    in_sideboard: int


class HellColors(TypedDict):
    declared: dict[str, list[str]]  # by player name
    by_seat: list[list[str] | None]
    brought_in: list[str]


class BroughtZone(TypedDict):
    name: str
    personal: bool


class HellCompanion(TypedDict):
    card: int
    cast: bool
    seat: int | None


class MulliganView(TypedDict):
    taken: int
    to_bottom: int
    hell_bottomed: int
    own_to_bottom: int


class DrawStepPrivilegeView(TypedDict):
    card: int
    player: str
    seat: int | None
    option: DrawStepOption
    generic_discount: int


class ColourOffer(TypedDict):
    card: int
    name: str
    player: str | None
    colors: list[str]


class HellGameResult(TypedDict):
    game: int
    winner: str | None
    winner_seat: int | None


class HellStatistics(TypedDict):
    games: int
    results: list[HellGameResult]
    wins: dict[str, int]  # by player name
    hell_drawn: dict[str, int]
    hell_dealt: dict[str, int]
    to_sideboard: dict[str, int]


class HellState(TypedDict):
    """``HellState.state()``: the Hell library, the shared sideboard and every tracked card."""

    setup: HellSetup
    game: int | None
    seats: list[str]
    hell_library: HellLibraryCount
    pending: HellDrawView | None
    last_draw: HellDrawView | None
    sideboard: list[HellCardEntry]
    cards: list[HellCardEntry]
    zones: list[HellZoneList]
    counts: HellCounts
    colors: HellColors
    brought_zones: list[BroughtZone]
    companions: dict[str, HellCompanion]  # by player name
    # what the last Hell action did: {"type": ..., and that action's own fields}
    last_event: dict[str, JsonValue] | None
    reading: int
    dealt: dict[str, int]
    mulligans: dict[str, MulliganView]
    draw_step_privilege: DrawStepPrivilegeView | None
    colour_offers: list[ColourOffer]
    statistics: HellStatistics


class StackItem(TypedDict):
    id: int
    name: str
    controller: int
    controller_name: str
    card: int | None
    frozen: bool
    tapped: bool
    effectively_frozen: bool
    generic_discount: NotRequired[int]  # cast at once in its draw step: {2} less


class StackHistoryEntry(TypedDict):
    item: int
    name: str
    card: int | None
    controller: int
    outcome: str
    forced: NotRequired[bool]
    paid: NotRequired[bool]
    reason: NotRequired[str | None]
    by: NotRequired[str | None]


class StackState(TypedDict):
    """``StackState.state()``: the stack of one game (top first)."""

    items: list[StackItem]
    frozen: bool
    next: int | None
    acts_as_empty: bool
    history: list[StackHistoryEntry]

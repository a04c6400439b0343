"""Setting Hell's Half-Draft up (seed 000): the Hell library from an imported pool
(``hell_setup``), each deck's declared colours (``hell_declare_colors``) and a colour a card
brings into the game (``hell_bring_in``)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Annotated, Any

from engine.actions.base import Action
from engine.feature import find_feature
from engine.fields import Bool, Int, ListOf, Seat, Text
from engine.hell import errors
from engine.hell.action_fields import CardObjects, Counts, card_ids
from engine.hell.action_support import (
    cards_out,
    check_card,
    enter,
    finish_game,
    hell_game,
    hell_of,
    name_of,
)
from engine.hell.cards import Card
from engine.hell.colors import color_from_text, color_sort_key, parse_color_declaration
from engine.hell.export_format import card_from_json, card_to_json
from engine.hell.import_report import BadRecord
from engine.hell.pool import (
    BASIC_LAND_NAMES,
    DEFAULT_FRACTION,
    STANDARD_BASICS,
    HellPool,
    basic_land,
    library_size,
    parse_fraction,
    pool_hash,
)
from engine.hell.state import RESERVED_ZONE_NAMES, RULES_READING, HellState
from engine.table import Table

if TYPE_CHECKING:
    from engine.hell.pool_types import PoolCardRecord


# --- setting up ---------------------------------------------------------------------------------


def _read_cards(entries: list[dict[str, Any]], field_name: str) -> list[Card]:
    cards, seen = [], set()
    for position, entry in enumerate(entries):
        try:
            card = card_from_json(entry)
        except BadRecord as problem:
            raise errors.InvalidPool(
                f"the Hell library: {field_name} card {position} cannot be read: {problem}",
                field=field_name,
                position=position,
            ) from None
        if card.id in seen:
            raise errors.InvalidPool(
                f"the Hell library: {field_name} card {position} repeats the id {card.id!r}",
                field=field_name,
                position=position,
            )
        seen.add(card.id)
        cards.append(card)
    return cards


class HellSetup(Action):
    type = "hell_setup"
    allowed = "Before a session's games, or between games (000: a random tenth of the pool is the Hell library, placed in the middle at the start of the game; several games of one session keep it); building a new one replaces the old."
    starts = True  # undoing it asks first
    doc = (
        "Build the Hell library: a random fraction of the pool plus basics, drawn and "
        "recorded. Give pool (the imported cards, export form); the record keeps only the "
        "library's cards (cards + library) with the pool's size and hash."
    )
    pool: Annotated[
        list[PoolCardRecord] | None,
        CardObjects(
            default=None,
            nullable=True,
            doc="the whole pool in the app's export form; not kept in the record",
        ),
    ]
    pool_name: Annotated[
        str | None,
        Text(max_length=80, default=None, nullable=True, doc="e.g. Hellscube v1.2 (HLC)"),
    ]
    basics: Annotated[
        dict[str, int] | None,
        Counts(
            names=BASIC_LAND_NAMES,
            default=None,
            nullable=True,
            doc="basic lands added to the pool; default 50 each of Plains, Island, Swamp, "
            "Mountain, Forest (Nebula is purple's basic)",
        ),
    ]
    fraction: Annotated[
        str, Text(default=DEFAULT_FRACTION, doc="the share of the pool: 1/10 (970 -> 97)")
    ]
    size: Annotated[
        int | None,
        Int(
            lo=1,
            hi=100_000,
            default=None,
            nullable=True,
            doc="the library's size, instead of the fraction",
        ),
    ]
    cards: Annotated[
        list[PoolCardRecord] | None,
        CardObjects(
            default=None,
            nullable=True,
            doc="recorded: each distinct card of the library once, export form",
        ),
    ]
    library: Annotated[
        list[int] | None,
        card_ids(
            default=None,
            nullable=True,
            doc="recorded: the library top first, as indexes into cards",
        ),
    ]
    pool_size: Annotated[
        int | None, Int(lo=0, default=None, nullable=True, doc="recorded: cards in pool + basics")
    ]
    pool_hash: Annotated[
        str | None,
        Text(
            max_length=80,
            default=None,
            nullable=True,
            doc="recorded: sha256 of the pool's export form",
        ),
    ]
    reading: Annotated[
        int | None,
        Int(
            lo=1,
            hi=RULES_READING,
            default=None,
            nullable=True,
            doc="recorded: the rules reading the library was built under (absent: 1, the "
            "first release's; see engine.hell.state.RULES_READING)",
        ),
    ]

    def _basics(self) -> dict[str, int]:
        return (
            dict(STANDARD_BASICS)
            if self.basics is None
            else {name: self.basics[name] for name in BASIC_LAND_NAMES if self.basics.get(name)}
        )

    def validate(self, table: Table) -> None:
        previous = find_feature(table.features, "hell", HellState)
        if previous is not None and previous.game is not None and cards_out(previous):
            raise errors.HellNotSwept(
                f"the Hell cards are out in game {previous.game}: sweep them (end the game) "
                f"before a new Hell library",
                game=previous.game,
            )
        try:
            fraction = parse_fraction(self.fraction)
        except (ValueError, ZeroDivisionError):
            raise errors.InvalidPool(
                f"the Hell library: the fraction {self.fraction!r} is not a share "
                f"from 0 to 1 such as 1/10",
                field="fraction",
            ) from None
        recorded = self.cards is not None or self.library is not None
        if self.pool is not None and recorded:
            raise errors.InvalidPool(
                "the Hell library: give the pool, or the recorded cards and library, not both",
                field="pool",
            )
        if self.pool is None:
            if self.cards is None or self.library is None:
                raise errors.InvalidPool(
                    "the Hell library needs a card pool (or, when replayed, the "
                    "recorded cards and library)",
                    field="pool",
                )
            self._definitions = _read_cards(self.cards, "cards")
            bad = [i for i in self.library if i >= len(self._definitions)]
            if bad:
                raise errors.InvalidPool(
                    f"the Hell library: library entry {bad[0]} names no card of "
                    f"cards (0 to {len(self._definitions) - 1})",
                    field="library",
                )
            if not self.library:
                raise errors.InvalidPool("the Hell library: the library is empty", field="library")
            return
        self._pool_cards = _read_cards(self.pool, "pool")
        total = len(self._pool_cards) + sum(self._basics().values())
        if total == 0:
            raise errors.InvalidPool(
                "the Hell library: the pool and basics are empty", field="pool"
            )
        self._size = self.size if self.size is not None else library_size(total, fraction)
        if self._size > total:
            raise errors.InvalidPool(
                f"the Hell library: a library of {self._size} cards needs a pool "
                f"of at least that many (it has {total})",
                field="size",
            )
        self._total = total

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.pool is None:
            return
        pool_cards, basics = self._pool_cards, self._basics()
        chosen = rng.sample(range(self._total), self._size)
        definitions: list[Card] = []
        index_of: dict[object, int] = {}
        library = []
        bounds = []  # (last index + 1, basic name) for the basics after the pool's cards
        end = len(pool_cards)
        for name, count in basics.items():
            end += count
            bounds.append((end, name))
        for position in chosen:
            key: int | str  # a card of the pool by its index, or a basic land by name
            if position < len(pool_cards):
                key = position
            else:
                key = next(name for limit, name in bounds if position < limit)
            if key not in index_of:
                index_of[key] = len(definitions)
                definitions.append(pool_cards[key] if isinstance(key, int) else basic_land(key))
            library.append(index_of[key])
        self._definitions = definitions
        self.cards = [card_to_json(card) for card in definitions]
        self.library = library
        self.pool_size = self._total
        self.pool_hash = pool_hash([card_to_json(card) for card in pool_cards])
        self.reading = RULES_READING
        self.pool = None  # the record keeps the library's cards, not the whole pool

    def apply(self, table: Table) -> None:
        assert self.library is not None  # given, or drawn by draw()
        pool = HellPool.build(
            self._definitions,
            self.library,
            name=self.pool_name or "",
            hash=self.pool_hash or "",
            pool_size=self.pool_size or 0,
            basics=self._basics(),
            fraction=self.fraction,
        )
        previous = find_feature(table.features, "hell", HellState)
        fresh = HellState.fresh(
            pool,
            stats=previous.stats if previous else None,
            declared=previous.declared if previous else None,
            reading=self.reading or 1,
        )
        if previous is not None and previous.game is not None:
            if table.games[previous.game - 1].over:  # close it: nothing of it is out
                finish_game(table, previous, previous.game, [], None)
            else:  # the running game goes on with the new library
                fresh.bind(previous.game, previous.seats)
                fresh.brought_colors = list(previous.brought_colors)
                fresh.brought_zones = dict(previous.brought_zones)
                fresh.dealt = dict(previous.dealt)
                fresh.mulligans = {name: dict(entry) for name, entry in previous.mulligans.items()}
            fresh.swept = list(previous.swept)
        elif previous is not None:
            fresh.swept = list(previous.swept)
        table.features["hell"] = fresh


class HellDeclareColors(Action):
    type = "hell_declare_colors"
    allowed = "During a game, whenever a player's deck changes or at setup (000: every player's land colours are what a Hell draw is judged against); declaring again replaces them."
    doc = (
        "Declare the colours of the lands in a player's deck: letters W U B R G P, or "
        "names (other colours a card brings in, e.g. Pickle). An empty list: no colour."
    )
    player: Annotated[int, Seat()]
    colors: Annotated[
        list[str],
        ListOf(
            item=Text("color", max_length=60),
            max_items=20,
            doc='e.g. ["WUP"] or ["W", "U", "Pickle"]',
        ),
    ]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        hell_game(table, hell).check_seat(self.player)
        found = {}
        for item in self.colors:
            for color in parse_color_declaration(item):
                found[color.key] = color
        self._tokens = tuple(
            c.key if c.is_basic else c.name for c in sorted(found.values(), key=color_sort_key)
        )
        self._others = [
            c.name for c in sorted(found.values(), key=color_sort_key) if not c.is_basic
        ]

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        game = enter(table, hell)
        hell.declared[name_of(game, self.player)] = self._tokens
        known = {name.casefold() for name in hell.brought_colors}
        for name in self._others:
            if name.casefold() not in known:
                hell.brought_colors.append(name)
                hell.settle_offer(name)
                known.add(name.casefold())


class HellBringIn(Action):
    type = "hell_bring_in"
    allowed = "During a game, when a card names a colour or a zone that does not exist (000, Hellscube v1.2: it exists until the game ends); once per colour or zone."
    doc = (
        "A card names a colour or a zone that does not exist: it exists until the game "
        "ends (a zone may be shared or one per player)."
    )
    kind: Annotated[str, Text(choices=("color", "zone"))]
    name: Annotated[str, Text(max_length=40)]
    personal: Annotated[bool, Bool(default=False, doc="a zone every player has one of")]
    card: Annotated[
        int | None, Int(lo=0, default=None, nullable=True, doc="the tracked card that brought it")
    ]

    def validate(self, table: Table) -> None:
        hell = hell_of(table)
        hell_game(table, hell)
        if self.card is not None:
            check_card(hell, self.card)
        if self.kind == "color":
            color = color_from_text(self.name)
            if color.is_basic:
                raise errors.AlreadyBroughtIn(
                    f"{color.name} is one of the six colours; it is always in the game",
                    name=self.name,
                )
            if any(color_from_text(c).key == color.key for c in hell.brought_colors):
                raise errors.AlreadyBroughtIn(
                    f"the colour {self.name} is already in the game", name=self.name
                )
        else:
            if self.name.casefold() in RESERVED_ZONE_NAMES:
                raise errors.AlreadyBroughtIn(
                    f"{self.name!r} is a zone of every game", name=self.name
                )
            if hell.find_zone_name(self.name):
                raise errors.AlreadyBroughtIn(
                    f"the zone {self.name!r} is already in the game", name=self.name
                )

    def apply(self, table: Table) -> None:
        hell = hell_of(table)
        enter(table, hell)
        if self.kind == "color":
            hell.brought_colors.append(self.name)
            hell.settle_offer(self.name)
        else:
            hell.brought_zones[self.name] = self.personal
        hell.last_event = {
            "type": "brought_in",
            "kind": self.kind,
            "name": self.name,
            "card": self.card,
        }

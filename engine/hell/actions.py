"""The actions of Hell's Half-Draft (seed 000): the Hell library, draws, the shared
sideboard, owners, the end-of-game sweep; the stack tracker is in ``stack_actions``.

Every random result (the library drawn from the pool, a shuffle, the sweep's order) is
filled in by ``draw`` and recorded in the action, so a replayed log gives the same game.
The session-wide state is ``Table.features["hell"]`` (``engine.hell.state.HellState``).

The game the Hell cards are out in: the first Hell action of a game ties the Hell cards
to it; they stay tied until ``hell_end_game`` sweeps them back.  A Hell action in a later
game before that sweep is refused (``hell_not_swept``).
"""

from __future__ import annotations

from engine.actions.base import Action, register
from engine.errors import InvalidField
from engine.fields import Bool, Int, ListOf, Seat, Text
from engine.hell import errors
from engine.hell.action_fields import CardObjects, Counts, card_ids
from engine.hell.cards import Card, Face, parse_type_line
from engine.hell.colors import color_from_text, color_sort_key, parse_color_declaration
from engine.hell.export_format import card_from_json, card_to_json
from engine.hell.import_report import BadRecord
from engine.hell.pool import (BASIC_LAND_NAMES, DEFAULT_FRACTION, STANDARD_BASICS, HellPool, basic_land,
                              library_size, parse_fraction, pool_hash)
from engine.hell.stack import StackState
from engine.hell.state import (CARD, EXTRA, HELL_LIBRARY, KEPT_BY_SWEEP, MOVE_KINDS, PERSONAL_KINDS,
                               RESERVED_ZONE_NAMES, REVEALED, RULES_READING, SIDEBOARD, STACK, TOKEN,
                               DrawStepPrivilege, HellState, personal)
from engine.hell.verdict import ASK, CASTABLE, CHOICE, LAND

VERDICTS = (LAND, CASTABLE, CHOICE, ASK)
POSITIONS = ("top", "bottom")
NAME_LENGTH = 200


# --- shared checks ---------------------------------------------------------------------------


def hell_of(table) -> HellState:
    hell = table.features.get("hell")
    if hell is None:
        raise errors.HellNotSetUp("there is no Hell library yet: build one first")
    return hell


def cards_out(hell: HellState) -> bool:
    """Are cards out in the game the Hell cards are tied to (anything a sweep would move or
    release)?"""
    return bool(sweep_set(hell)) or any(hell.where[c][0] not in ("hell_library", "sideboard")
                                        for c in hell.extras)


def hell_game(table, hell: HellState):
    """The running game; the Hell cards must not still be out in an earlier one."""
    game = table.running_game()
    if hell.game is not None and hell.game != game.number and cards_out(hell):
        raise errors.HellNotSwept(
            f"the Hell cards are still out in game {hell.game}: end that game and sweep the "
            f"Hell cards before Hell actions in game {game.number}", game=hell.game)
    return game


def enter(table, hell: HellState):
    """Tie the Hell cards to the running game (apply side of ``hell_game``).  An earlier
    game with nothing out is closed as a sweep of nothing would close it."""
    game = table.current_game()
    if hell.game is not None and hell.game != game.number:
        finish_game(table, hell, hell.game, [], None)
    if hell.game is None:
        hell.bind(game.number, tuple(p.name for p in game.players))
    return game


def check_card(hell: HellState, card: int, field_name: str = "card") -> None:
    if not hell.exists(card):
        raise errors.UnknownHellCard(f"no card has the id {card}", field=field_name, card=card)


def check_not_revealed(hell: HellState, card: int) -> None:
    if hell.where[card] == REVEALED:
        raise errors.DrawPending(
            f"card {card} is being looked at after a Hell draw: resolve the draw first "
            f"(take it or put it on the sideboard)", card=card)


def name_of(game, seat: int) -> str:
    return game.players[seat].name


def leave_stack(table, hell: HellState, card: int, outcome: str = "moved") -> None:
    """A card that leaves the stack by a move takes its stack item with it."""
    if hell.where.get(card) != STACK:
        return
    for game in reversed(table.games):
        stack = game.features.get("stack")
        item = stack.holding(card) if stack else None
        if item is not None:
            stack.remove(item, outcome)
            return


def zone_target(hell: HellState, game, zone: str, player: int | None, *, owners: bool = False,
                card: int | None = None) -> tuple[tuple[str, str, str], str | None]:
    """The zone a move names, after the format's redirections, and a note saying which
    one applied.  ``owners``: the effect names the card's owner's zone."""
    name = hell.find_zone_name(zone)
    folded = zone.casefold()
    kind = folded if folded in MOVE_KINDS or folded == "outside" else (EXTRA if name else None)
    if kind is None:
        hint = " (the stack has its own actions: stack_push)" if folded == "stack" else ""
        raise errors.UnknownZone(
            f"there is no zone {zone!r}{hint}; the zones are {', '.join(MOVE_KINDS)}, outside, and "
            f"any a card has brought into the game", field="zone", zone=zone)
    if kind == "outside":
        return SIDEBOARD, "outside_the_game"
    if kind == "ante" and card is not None and hell.is_hell(card):
        return SIDEBOARD, "anted_hell_card"
    personal_zone = kind in PERSONAL_KINDS or (kind == EXTRA and hell.brought_zones[name])
    if owners:
        if player is not None:
            raise errors.ZoneNeedsPlayer("give either a player or owners, not both", field="player")
        if not personal_zone:
            raise errors.ZoneNeedsPlayer(f"the zone {zone!r} belongs to no player, so it has no "
                                         f"owner's version", field="owners")
        owner = hell.owner.get(card) if card is not None else None
        if owner is None:
            if kind == "library":
                return HELL_LIBRARY, "ownerless_to_hell_library"
            return SIDEBOARD, "ownerless_to_sideboard"
        return (kind, owner, name or ""), None
    if personal_zone and player is None:
        raise errors.ZoneNeedsPlayer(f"the zone {zone!r} is a player's: say whose (player)",
                                     field="player", zone=zone)
    if not personal_zone and player is not None:
        raise errors.ZoneNeedsPlayer(f"the zone {zone!r} is shared: it takes no player",
                                     field="player", zone=zone)
    who = name_of(game, player) if personal_zone else ""
    if kind == EXTRA:
        return (EXTRA, who, name), None
    return (kind, who, ""), None


def check_order(given, expected, what: str) -> None:
    if given is not None and sorted(given) != sorted(expected):
        raise errors.InvalidOrder(
            f"the order must list exactly {what} ({len(expected)} card(s)), each once",
            field="order", expected=sorted(expected))


# --- setting up ---------------------------------------------------------------------------------


def _read_cards(entries: list[dict], field_name: str) -> list[Card]:
    cards, seen = [], set()
    for position, entry in enumerate(entries):
        try:
            card = card_from_json(entry)
        except BadRecord as problem:
            raise errors.InvalidPool(f"the Hell library: {field_name} card {position} cannot be read: "
                                     f"{problem}", field=field_name, position=position) from None
        if card.id in seen:
            raise errors.InvalidPool(f"the Hell library: {field_name} card {position} repeats the id "
                                     f"{card.id!r}", field=field_name, position=position)
        seen.add(card.id)
        cards.append(card)
    return cards


@register
class HellSetup(Action):
    type = "hell_setup"
    starts = True          # undoing it asks first
    doc = ("Build the Hell library: a random fraction of the pool plus basics, drawn and "
           "recorded. Give pool (the imported cards, export form); the record keeps only the "
           "library's cards (cards + library) with the pool's size and hash.")
    fields = (
        CardObjects("pool", default=None, nullable=True,
                    doc="the whole pool in the app's export form; not kept in the record"),
        Text("pool_name", max_length=80, default=None, nullable=True, doc="e.g. Hellscube v1.2 (HLC)"),
        Counts("basics", names=BASIC_LAND_NAMES, default=None, nullable=True,
               doc="basic lands added to the pool; default 50 each of Plains, Island, Swamp, "
                   "Mountain, Forest (Nebula is purple's basic)"),
        Text("fraction", default=DEFAULT_FRACTION, doc="the share of the pool: 1/10 (970 -> 97)"),
        Int("size", lo=1, hi=100_000, default=None, nullable=True,
            doc="the library's size, instead of the fraction"),
        CardObjects("cards", default=None, nullable=True,
                    doc="recorded: each distinct card of the library once, export form"),
        card_ids("library", default=None, nullable=True,
                 doc="recorded: the library top first, as indexes into cards"),
        Int("pool_size", lo=0, default=None, nullable=True, doc="recorded: cards in pool + basics"),
        Text("pool_hash", max_length=80, default=None, nullable=True,
             doc="recorded: sha256 of the pool's export form"),
        Int("reading", lo=1, hi=RULES_READING, default=None, nullable=True,
            doc="recorded: the rules reading the library was built under (absent: 1, the "
                "first release's; see engine.hell.state.RULES_READING)"),
    )

    def _basics(self) -> dict[str, int]:
        return dict(STANDARD_BASICS) if self.basics is None else {
            name: self.basics[name] for name in BASIC_LAND_NAMES if self.basics.get(name)}

    def validate(self, table):
        previous = table.features.get("hell")
        if previous is not None and previous.game is not None and cards_out(previous):
            raise errors.HellNotSwept(
                f"the Hell cards are out in game {previous.game}: sweep them (end the game) "
                f"before a new Hell library", game=previous.game)
        try:
            fraction = parse_fraction(self.fraction)
        except (ValueError, ZeroDivisionError):
            raise errors.InvalidPool(f"the Hell library: the fraction {self.fraction!r} is not a share "
                                     f"from 0 to 1 such as 1/10", field="fraction") from None
        recorded = self.cards is not None or self.library is not None
        if self.pool is not None and recorded:
            raise errors.InvalidPool("the Hell library: give the pool, or the recorded cards and "
                                     "library, not both", field="pool")
        if self.pool is None:
            if self.cards is None or self.library is None:
                raise errors.InvalidPool("the Hell library needs a card pool (or, when replayed, the "
                                         "recorded cards and library)", field="pool")
            self._definitions = _read_cards(self.cards, "cards")
            bad = [i for i in self.library if i >= len(self._definitions)]
            if bad:
                raise errors.InvalidPool(f"the Hell library: library entry {bad[0]} names no card of "
                                         f"cards (0 to {len(self._definitions) - 1})", field="library")
            if not self.library:
                raise errors.InvalidPool("the Hell library: the library is empty", field="library")
            return
        self._pool_cards = _read_cards(self.pool, "pool")
        total = len(self._pool_cards) + sum(self._basics().values())
        if total == 0:
            raise errors.InvalidPool("the Hell library: the pool and basics are empty", field="pool")
        self._size = self.size if self.size is not None else library_size(total, fraction)
        if self._size > total:
            raise errors.InvalidPool(f"the Hell library: a library of {self._size} cards needs a pool "
                                     f"of at least that many (it has {total})", field="size")
        self._total = total

    def draw(self, rng, table):
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

    def apply(self, table):
        pool = HellPool.build(self._definitions, self.library, name=self.pool_name or "",
                              hash=self.pool_hash or "", pool_size=self.pool_size or 0,
                              basics=self._basics(), fraction=self.fraction)
        previous = table.features.get("hell")
        fresh = HellState.fresh(pool, stats=previous.stats if previous else None,
                                declared=previous.declared if previous else None,
                                reading=self.reading or 1)
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


@register
class HellDeclareColors(Action):
    type = "hell_declare_colors"
    doc = ("Declare the colours of the lands in a player's deck: letters W U B R G P, or "
           "names (other colours a card brings in, e.g. Pickle). An empty list: no colour.")
    fields = (
        Seat("player"),
        ListOf("colors", item=Text("color", max_length=60), max_items=20,
               doc='e.g. ["WUP"] or ["W", "U", "Pickle"]'),
    )

    def validate(self, table):
        hell = hell_of(table)
        hell_game(table, hell).check_seat(self.player)
        found = {}
        for item in self.colors:
            for color in parse_color_declaration(item):
                found[color.key] = color
        self._tokens = tuple(c.key if c.is_basic else c.name
                             for c in sorted(found.values(), key=color_sort_key))
        self._others = [c.name for c in sorted(found.values(), key=color_sort_key) if not c.is_basic]

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        hell.declared[name_of(game, self.player)] = self._tokens
        known = {name.casefold() for name in hell.brought_colors}
        for name in self._others:
            if name.casefold() not in known:
                hell.brought_colors.append(name)
                hell.settle_offer(name)
                known.add(name.casefold())


@register
class HellBringIn(Action):
    type = "hell_bring_in"
    doc = ("A card names a colour or a zone that does not exist: it exists until the game "
           "ends (a zone may be shared or one per player).")
    fields = (
        Text("kind", choices=("color", "zone")),
        Text("name", max_length=40),
        Bool("personal", default=False, doc="a zone every player has one of"),
        Int("card", lo=0, default=None, nullable=True, doc="the tracked card that brought it"),
    )

    def validate(self, table):
        hell = hell_of(table)
        hell_game(table, hell)
        if self.card is not None:
            check_card(hell, self.card)
        if self.kind == "color":
            color = color_from_text(self.name)
            if color.is_basic:
                raise errors.AlreadyBroughtIn(f"{color.name} is one of the six colours; it is "
                                              f"always in the game", name=self.name)
            if any(color_from_text(c).key == color.key for c in hell.brought_colors):
                raise errors.AlreadyBroughtIn(f"the colour {self.name} is already in the game",
                                              name=self.name)
        else:
            if self.name.casefold() in RESERVED_ZONE_NAMES:
                raise errors.AlreadyBroughtIn(f"{self.name!r} is a zone of every game", name=self.name)
            if hell.find_zone_name(self.name):
                raise errors.AlreadyBroughtIn(f"the zone {self.name!r} is already in the game",
                                              name=self.name)

    def apply(self, table):
        hell = hell_of(table)
        enter(table, hell)
        if self.kind == "color":
            hell.brought_colors.append(self.name)
            hell.settle_offer(self.name)
        else:
            hell.brought_zones[self.name] = self.personal
        hell.last_event = {"type": "brought_in", "kind": self.kind, "name": self.name,
                           "card": self.card}


# --- opening hands ---------------------------------------------------------------------------


@register
class HellDealOpening(Action):
    type = "hell_deal_opening"
    doc = "Deal the Hell cards of the opening hands: count (2) from the top to each player in turn."
    fields = (
        ListOf("players", item=Seat("seat"), max_items=8, default=None, nullable=True,
               doc="in dealing order; default every player by seat"),
        Int("count", lo=1, hi=7, default=2),
    )

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        seats = self.players if self.players is not None else list(range(len(game.players)))
        for seat in seats:
            game.check_seat(seat, "players")
        if len(set(seats)) != len(seats):
            raise InvalidField("the dealing order names a player twice", field="players")
        if hell.reading >= 2:
            again = [seat for seat in seats if name_of(game, seat) in hell.dealt]
            if again:
                raise errors.AlreadyDealt(
                    f"{name_of(game, again[0])} has been dealt the Hell cards of the opening hand "
                    f"in this game already; a mulligan deals new ones",
                    player=again[0])
        need = self.count * len(seats)
        if need > len(hell.library):
            raise errors.HellLibraryEmpty(
                f"the Hell library holds {len(hell.library)} card(s); dealing {self.count} to "
                f"{len(seats)} player(s) needs {need}", have=len(hell.library), need=need)
        self._seats = seats

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        for seat in self._seats:
            player = name_of(game, seat)
            for _ in range(self.count):
                hell.move(hell.library[0], personal("hand", player), position="bottom", mover=player)
            hell.count("dealt", player, self.count)
            hell.dealt[player] = self.count
        hell.last_event = {"type": "dealt", "players": list(self._seats), "count": self.count}


def hell_cards_in_hand(hell: HellState, player: str) -> list[int]:
    return [c for c in hell.zone(personal("hand", player)) if hell.is_hell(c)]


@register
class HellMulligan(Action):
    type = "hell_mulligan"
    doc = ("London mulligan: the player's Hell cards in hand go to the bottom of the Hell "
           "library in the order given (no shuffle; the last ends at the very bottom), then "
           "deal new ones from the top.")
    fields = (
        Seat("player"),
        card_ids("order", default=None, nullable=True,
                 doc="the player's Hell cards in hand, in bottom order; default hand order"),
        Int("deal", lo=0, hi=7, default=2, doc="Hell cards of the new hand"),
    )

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        hand = hell_cards_in_hand(hell, name_of(game, self.player))
        check_order(self.order, hand, "the player's Hell cards in hand")
        if self.deal > len(hell.library) + len(hand):
            raise errors.HellLibraryEmpty(
                f"the Hell library would hold {len(hell.library) + len(hand)} card(s); the new "
                f"hand needs {self.deal}", need=self.deal)
        self._order = list(self.order) if self.order is not None else hand

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        player = name_of(game, self.player)
        for card in self._order:
            hell.move(card, HELL_LIBRARY, position="bottom")
        for _ in range(self.deal):
            hell.move(hell.library[0], personal("hand", player), position="bottom", mover=player)
        hell.count("dealt", player, self.deal)
        hell.dealt[player] = self.deal
        entry = hell.mulligans.setdefault(player, {"taken": 0, "hell_bottomed": 0})
        entry["taken"] += 1
        entry["hell_bottomed"] = 0
        hell.last_event = {"type": "mulligan", "player": self.player, "returned": list(self._order),
                           "dealt": self.deal, **hell.mulligan_view(player)}


@register
class HellBottom(Action):
    type = "hell_bottom"
    doc = ("The end of a London mulligan: Hell cards from the player's hand to the bottom of "
           "the Hell library, in the order given (the last at the very bottom).")
    fields = (Seat("player"), card_ids("cards", min_items=1))

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        if len(set(self.cards)) != len(self.cards):
            raise errors.InvalidOrder("a card is named twice", field="cards")
        hand = set(hell_cards_in_hand(hell, name_of(game, self.player)))
        for card in self.cards:
            if card not in hand:
                raise errors.CardNotThere(f"card {card} is not a Hell card in that player's hand",
                                          card=card, field="cards")

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        player = name_of(game, self.player)
        for card in self.cards:
            hell.move(card, HELL_LIBRARY, position="bottom")
        if player in hell.mulligans:
            hell.mulligans[player]["hell_bottomed"] += len(self.cards)
        hell.last_event = {"type": "bottom", "player": self.player, "cards": list(self.cards),
                           **hell.mulligan_view(player)}


# --- Hell draws ------------------------------------------------------------------------------------


@register
class HellDraw(Action):
    type = "hell_draw"
    doc = ("Draw from the Hell library instead of your own: reveal the top card to the player "
           "and judge it (land or castable: to hand; choice or ask: waits for hell_resolve).")
    fields = (
        Seat("player"),
        Int("card", lo=0, default=None, nullable=True, doc="recorded: the card drawn (the top)"),
        Text("verdict", choices=VERDICTS, default=None, nullable=True,
             doc="recorded: the verdict, so a replay under a later rule engine keeps the game"),
    )

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        if hell.pending is not None:
            raise errors.DrawPending("a Hell draw is waiting for its decision: take it or put it on the sideboard",
                                     card=hell.pending["card"])
        if not hell.library:
            raise errors.HellLibraryEmpty("the Hell library is empty: draw from your own library")
        player = name_of(game, self.player)
        if player not in hell.declared and hell.reading < 2:
            raise errors.ColorsNotDeclared(
                f"{player} has not declared the colours of their deck's lands", player=self.player)
        if self.card is not None and self.card != hell.library[0]:
            raise errors.CardNotThere(f"card {self.card} is not the top card of the Hell library",
                                      card=self.card)

    def draw(self, rng, table):
        hell = hell_of(table)
        game = table.current_game()
        if self.card is None:
            self.card = hell.library[0]
        if self.verdict is None:
            self.verdict = hell.judge(self.card, name_of(game, self.player)).verdict

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        player = name_of(game, self.player)
        judged = hell.judge(self.card, player).to_json()
        to_hand = self.verdict in (LAND, CASTABLE)
        draw_step = game.step == "draw" and game.active == self.player
        hell.last_draw = {
            "card": self.card, "player": player, "verdict": self.verdict, "judged": judged,
            "draw_step": draw_step,
            "resolution": "hand" if to_hand else None, "decision": None, "counted_as": None,
        }
        hell.privilege = None
        if draw_step:
            hell.privilege = DrawStepPrivilege(card=self.card, player=player, seat=self.player,
                                               game=game, turn=game.turn)
        if to_hand:
            hell.move(self.card, personal("hand", player), position="bottom", mover=player)
        else:
            hell.move(self.card, REVEALED)
        hell.count("drawn", player)
        hell.last_event = {"type": "hell_draw", "card": self.card, "player": self.player}


@register
class HellResolve(Action):
    type = "hell_resolve"
    doc = ("Decide a pending Hell draw: take (to hand) or sideboard (on top of the shared "
           "sideboard); for 'ask', castable records that the table counts the unjudged "
           "symbols as present (to hand, castable in the draw step for {2} less).")
    fields = (Text("decision", choices=("take", "sideboard", "castable")),)

    def validate(self, table):
        hell = hell_of(table)
        hell_game(table, hell)
        pending = hell.pending
        if pending is None:
            raise errors.NothingPending("no Hell draw is waiting for a decision")
        if self.decision == "castable" and pending["verdict"] != ASK:
            raise errors.DecisionRefused(
                "castable is the table's call on a symbol the rule cannot judge; this draw's "
                "verdict is 'choice': take it or put it on the sideboard", decision=self.decision)

    def apply(self, table):
        hell = hell_of(table)
        enter(table, hell)
        draw = hell.last_draw
        player = draw["player"]
        draw["decision"] = self.decision
        if draw["verdict"] == ASK:
            draw["counted_as"] = CASTABLE if self.decision == "castable" else CHOICE
        if self.decision == "sideboard":
            hell.move(draw["card"], SIDEBOARD)
            draw["resolution"] = "sideboard"
            hell.count("to_sideboard", player)
        else:
            hell.move(draw["card"], personal("hand", player), position="bottom", mover=player)
            draw["resolution"] = "hand"
        hell.last_event = {"type": "hell_resolve", "card": draw["card"], "decision": self.decision}


# --- moving cards --------------------------------------------------------------------------------


@register
class HellMove(Action):
    type = "hell_move"
    doc = ("Move a tracked card to a zone. owners: the effect says 'its owner's' zone (an "
           "ownerless card goes to the Hell library instead of a library, else to the "
           "sideboard). 'outside' and an anted Hell card go to the sideboard.")
    fields = (
        Int("card", lo=0),
        Text("zone", max_length=40, doc="hell_library, sideboard, hand, library, battlefield, "
                                        "graveyard, exile, ante, command, outside, or a brought-in zone"),
        Seat("player", default=None, nullable=True, doc="whose zone (personal zones)"),
        Bool("owners", default=False, doc="the zone of the card's owner"),
        Seat("by", default=None, nullable=True,
             doc="the player who moves it (first mover = owner); default the zone's player"),
        Text("position", choices=POSITIONS, default="top"),
    )

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        check_card(hell, self.card)
        check_not_revealed(hell, self.card)
        if self.player is not None:
            game.check_seat(self.player)
        if self.by is not None:
            game.check_seat(self.by, "by")
        self._to, self._note = zone_target(hell, game, self.zone, self.player, owners=self.owners,
                                           card=self.card)

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        mover = name_of(game, self.by) if self.by is not None else (self._to[1] or None)
        leave_stack(table, hell, self.card)
        used = hell.use_privilege(self.card, "play_land_now") if self._to[0] == "battlefield" else None
        came_from = hell.move(self.card, self._to, position=self.position, mover=mover)
        hell.last_event = {"type": "move", "card": self.card, "from": hell.zone_view(came_from),
                           "to": hell.zone_view(self._to), "redirected": self._note}
        if used:
            hell.last_event["draw_step_option"] = used
        if self._to[0] == "battlefield":
            hell.offer_colours(self.card, mover)


@register
class HellToOutside(Action):
    type = "hell_to_outside"
    doc = ("A card goes outside the game (or is added to the draft pool): it goes on top of "
           "the shared sideboard (an anted Hell card: hell_move to ante). Name a card that is not followed "
           "yet (a player's own) to follow it from now on.")
    fields = (
        Int("card", lo=0, default=None, nullable=True, doc="a tracked card"),
        Text("name", max_length=NAME_LENGTH, default=None, nullable=True,
             doc="a card not tracked yet (a player's own card, a card added to the draft pool)"),
        Seat("player", default=None, nullable=True, doc="the named card's owner, if anyone's"),
        Text("reason", choices=("outside_the_game", "draft_pool"), default="outside_the_game",
             doc="why: an effect put it outside the game, or added it to the draft pool"),
    )

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        if (self.card is None) == (self.name is None):
            raise InvalidField("a card going outside the game: give the card or its name, "
                               "one of them", field="card")
        if self.card is not None:
            check_card(hell, self.card)
            check_not_revealed(hell, self.card)
            if self.player is not None:
                raise InvalidField("a card the app follows keeps its owner; a player is given only for "
                                   "a named card", field="player")
        if self.player is not None:
            game.check_seat(self.player)

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        if self.card is not None:
            leave_stack(table, hell, self.card)
            hell.move(self.card, SIDEBOARD)
            card = self.card
        else:
            owner = name_of(game, self.player) if self.player is not None else None
            card = hell.add_extra(CARD, Card(id="", name=self.name, faces=(Face(name=self.name),)),
                                  SIDEBOARD, owner=owner)
        hell.last_event = {"type": "to_sideboard", "card": card, "reason": self.reason}


@register
class HellToken(Action):
    type = "hell_token"
    doc = ("Create a token card (a token made outside the battlefield, or with the Token "
           "supertype): it moves between zones like a card; made in a player's zone, that "
           "player owns it.")
    fields = (
        Text("name", max_length=NAME_LENGTH),
        Text("zone", max_length=40, doc="a zone as for hell_move, or stack (with player: its controller)"),
        Seat("player", default=None, nullable=True),
        Text("type_line", max_length=NAME_LENGTH, default=None, nullable=True),
        Text("cost", max_length=80, default=None, nullable=True),
        Text("text", max_length=2000, default=None, nullable=True),
        Text("power", max_length=10, default=None, nullable=True),
        Text("toughness", max_length=10, default=None, nullable=True),
        Text("position", choices=POSITIONS, default="top"),
    )

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        if self.player is not None:
            game.check_seat(self.player)
        if self.zone.casefold() == "stack":  # a token card cast or put onto the stack
            if self.player is None:
                raise errors.ZoneNeedsPlayer("a token card put onto the stack needs its controller "
                                             "(player)", field="player", zone=self.zone)
            self._to, self._note = STACK, None
            return
        self._to, self._note = zone_target(hell, game, self.zone, self.player)

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        supertypes, types, subtypes = parse_type_line(self.type_line or "Token")
        face = Face(name=self.name, cost=self.cost or "", supertypes=supertypes, types=types,
                    subtypes=subtypes, text=self.text or "", power=self.power, toughness=self.toughness)
        owner = self._to[1] or None
        made = Card(id="", name=self.name, faces=(face,))
        if self._to == STACK:
            player = name_of(game, self.player)
            card = hell.add_extra(TOKEN, made, personal("hand", player), owner=player)
            push_to_stack(table, hell, game, card, self.player)
        else:
            card = hell.add_extra(TOKEN, made, self._to, owner=owner, position=self.position)
            if self._to[0] == "battlefield":
                hell.offer_colours(card, owner)
        hell.last_event = {"type": "token", "card": card, "to": hell.zone_view(self._to)}


@register
class HellMakeToken(Action):
    type = "hell_make_token"
    doc = ("An effect turns a tracked card into a token card (seed 000, 'Token cards'): it "
           "stays where it is and moves between zones like a card. A Hell card stays a Hell "
           "card for the end-of-game sweep.")
    fields = (Int("card", lo=0),)

    def validate(self, table):
        hell = hell_of(table)
        hell_game(table, hell)
        check_card(hell, self.card)
        check_not_revealed(hell, self.card)
        if hell.where[self.card] == HELL_LIBRARY:
            raise errors.CardNotThere(f"card {self.card} is face down in the Hell library; only a card "
                                      f"out of it can become a token card", card=self.card)
        if hell.is_token_card(self.card):
            raise errors.AlreadyToken(f"card {self.card} is a token card already", card=self.card)

    def apply(self, table):
        hell = hell_of(table)
        enter(table, hell)
        hell.token_cards.add(self.card)
        hell.last_event = {"type": "made_token", "card": self.card}


@register
class HellDismissOffer(Action):
    type = "hell_dismiss_offer"
    doc = ("The table declines the colours a card offered to bring into the game when it "
           "entered play (confirm one with hell_bring_in instead).")
    fields = (Int("card", lo=0),)

    def validate(self, table):
        hell = hell_of(table)
        hell_game(table, hell)
        if not any(offer["card"] == self.card for offer in hell.colour_offers):
            raise errors.NoSuchOffer(f"card {self.card} offers no colour to bring in", card=self.card)

    def apply(self, table):
        hell = hell_of(table)
        enter(table, hell)
        hell.colour_offers = [offer for offer in hell.colour_offers if offer["card"] != self.card]
        hell.last_event = {"type": "offer_dismissed", "card": self.card}


# --- the shared sideboard --------------------------------------------------------------------


def push_to_stack(table, hell: HellState, game, card: int, controller: int) -> dict:
    stack = game.features.get("stack")
    if stack is None:
        stack = game.features["stack"] = StackState()
    player = name_of(game, controller)
    used = hell.use_privilege(card, "cast_for_2_less")
    hell.move(card, STACK, mover=player)
    item = stack.push(name=hell.card(card).name, controller=controller, controller_name=player, card=card)
    if used:
        item["generic_discount"] = 2
    hell.offer_colours(card, player)
    return item


@register
class SideboardPlayTop(Action):
    type = "sideboard_play_top"
    doc = ("A player plays the top card of the shared sideboard as if from their hand: a land "
           "onto their battlefield, a spell onto the stack (to says which; auto decides by type).")
    fields = (Seat("player"), Text("to", choices=("auto", "stack", "battlefield"), default="auto"))

    def validate(self, table):
        hell = hell_of(table)
        hell_game(table, hell).check_seat(self.player)
        if not hell.sideboard:
            raise errors.SideboardEmpty("the shared sideboard is empty")

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        card = hell.sideboard[0]
        to = self.to
        if to == "auto":
            to = "battlefield" if hell.card(card).is_land else "stack"
        if to == "stack":
            push_to_stack(table, hell, game, card, self.player)
        else:
            player = name_of(game, self.player)
            hell.move(card, personal("battlefield", player), mover=player)
            hell.offer_colours(card, player)
        hell.last_event = {"type": "sideboard_play", "card": card, "player": self.player, "to": to}


class _Shuffle(Action):
    """Shuffle a shared zone; the new order (top first) is recorded."""

    zone_key = SIDEBOARD
    what = "the cards of the sideboard"

    def _cards(self, hell):
        return hell.zone(self.zone_key)

    def validate(self, table):
        hell = hell_of(table)
        check_order(self.order, self._cards(hell), self.what)

    def draw(self, rng, table):
        if self.order is None:
            order = list(self._cards(hell_of(table)))
            rng.shuffle(order)
            self.order = order

    def apply(self, table):
        hell = hell_of(table)
        if self.order:
            hell.zones[self.zone_key] = list(self.order)


@register
class SideboardShuffle(_Shuffle):
    type = "sideboard_shuffle"
    doc = "Shuffle the shared sideboard; the new order (top first) is recorded."
    fields = (card_ids("order", default=None, nullable=True, doc="recorded: top first"),)

    def apply(self, table):
        super().apply(table)
        hell_of(table).last_event = {"type": "sideboard_shuffle", "count": len(self.order)}


@register
class SideboardRandom(_Shuffle):
    type = "sideboard_random"
    doc = ("An effect on a random sideboard card: shuffle the sideboard first (recorded); the "
           "random card(s) are then the top count, named in the state's last_event.")
    fields = (
        Int("count", lo=1, hi=100, default=1),
        card_ids("order", default=None, nullable=True, doc="recorded: top first"),
    )

    def validate(self, table):
        hell = hell_of(table)
        if len(hell.sideboard) < self.count:
            raise errors.SideboardEmpty(f"the shared sideboard holds {len(hell.sideboard)} card(s); "
                                        f"the effect needs {self.count}", need=self.count)
        super().validate(table)

    def apply(self, table):
        super().apply(table)
        hell_of(table).last_event = {"type": "sideboard_random", "cards": list(self.order[:self.count])}


@register
class HellShuffleLibrary(_Shuffle):
    type = "hell_shuffle_library"
    doc = ("An effect that shuffles the draft pool shuffles the Hell library (recorded; the "
           "order is never shown). Mulligans do not shuffle it.")
    fields = (card_ids("order", default=None, nullable=True, doc="recorded: top first"),)
    zone_key = HELL_LIBRARY
    what = "the cards of the Hell library"

    def validate(self, table):
        super().validate(table)
        if not hell_of(table).library:
            raise errors.HellLibraryEmpty("the Hell library is empty")

    def apply(self, table):
        super().apply(table)
        hell_of(table).last_event = {"type": "hell_library_shuffle"}


# --- companions ------------------------------------------------------------------------------


@register
class HellNameCompanion(Action):
    type = "hell_name_companion"
    doc = ("A player names a companion in the shared sideboard as theirs (when its condition "
           "holds, which the players check). Naming again replaces it until it is cast.")
    fields = (Seat("player"), Int("card", lo=0))

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        check_card(hell, self.card)
        if hell.where[self.card] != SIDEBOARD:
            raise errors.CardNotThere(f"card {self.card} is not in the shared sideboard", card=self.card)
        player = name_of(game, self.player)
        for other, (card, _) in hell.companions.items():
            if card == self.card and other != player:
                raise errors.CompanionRefused(f"{other} has named this companion already",
                                              card=self.card)
        if hell.companions.get(player, [None, False])[1]:
            raise errors.CompanionRefused(f"{player} has cast their companion this game",
                                          player=self.player)

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        hell.companions[name_of(game, self.player)] = [self.card, False]
        hell.last_event = {"type": "companion_named", "card": self.card, "player": self.player}


@register
class HellCastCompanion(Action):
    type = "hell_cast_companion"
    doc = "Once per game, cast your named companion from the sideboard (outside the game): onto the stack."
    fields = (Seat("player"),)

    def validate(self, table):
        hell = hell_of(table)
        game = hell_game(table, hell)
        game.check_seat(self.player)
        entry = hell.companions.get(name_of(game, self.player))
        if entry is None:
            raise errors.CompanionRefused("that player has named no companion", player=self.player)
        if entry[1]:
            raise errors.CompanionRefused("a companion is cast once per game", player=self.player)
        if hell.where.get(entry[0]) != SIDEBOARD:
            raise errors.CompanionRefused("the companion is no longer in the sideboard", card=entry[0])

    def apply(self, table):
        hell = hell_of(table)
        game = enter(table, hell)
        entry = hell.companions[name_of(game, self.player)]
        push_to_stack(table, hell, game, entry[0], self.player)
        entry[1] = True
        hell.last_event = {"type": "companion_cast", "card": entry[0], "player": self.player}


# --- the end of a game ----------------------------------------------------------------------


def sweep_set(hell: HellState) -> list[int]:
    return [card for card in range(hell.pool.count) if hell.where[card][0] not in KEPT_BY_SWEEP]


@register
class HellEndGame(Action):
    type = "hell_end_game"
    doc = ("End the game the Hell cards are out in (if still running) and sweep: every Hell "
           "card outside the sideboard and the libraries goes to the bottom of the Hell library "
           "in random order (recorded). Library and sideboard stay for the next game.")
    fields = (
        Seat("winner", default=None, nullable=True),
        card_ids("order", default=None, nullable=True,
                 doc="recorded: the swept cards as they end up, top to bottom, under the library"),
    )

    def validate(self, table):
        hell = hell_of(table)
        current = table.current_game().number
        tied = hell.game is not None and (hell.game == current or cards_out(hell))
        number = hell.game if tied else current
        if number in hell.swept:
            raise errors.AlreadySwept(f"game {number}'s Hell cards have been swept", game=number)
        game = table.games[number - 1]
        if self.winner is not None:
            game.check_seat(self.winner, "winner")
            if game.over and game.winner != self.winner:
                raise InvalidField(f"game {number} has ended with another result; the sweep "
                                   f"cannot change its winner", field="winner")
        check_order(self.order, sweep_set(hell), "the Hell cards outside the sideboard and libraries")
        self._number = number

    def draw(self, rng, table):
        if self.order is None:
            order = sweep_set(hell_of(table))
            rng.shuffle(order)
            self.order = order

    def apply(self, table):
        hell = hell_of(table)
        if hell.game is not None and hell.game != self._number:  # an earlier game, nothing out
            finish_game(table, hell, hell.game, [], None)
        finish_game(table, hell, self._number, self.order, self.winner)


def finish_game(table, hell: HellState, number: int, order: list[int], winner: int | None) -> None:
    """End game ``number`` if it still runs, sweep ``order`` under the Hell library, release
    the other cards out, clear the game's owners and what cards brought in, count it."""
    game = table.games[number - 1]
    if not game.over:
        game.over = True
        game.winner = winner
    stack = game.features.get("stack")
    if stack is not None:
        for item in [i for i in stack.items if i["card"] is not None]:
            stack.remove(item, "swept")
    for card in order:
        hell.move(card, HELL_LIBRARY, position="bottom")
    released = [c for c in sorted(hell.extras) if hell.where[c][0] not in ("hell_library", "sideboard")]
    for card in released:
        hell.release(card)
    for card in hell.sideboard:
        if hell.is_hell(card):
            hell.owner.pop(card, None)
    name = game.players[game.winner].name if game.winner is not None else None
    hell.stats["results"].append({"game": number, "winner": name, "winner_seat": game.winner})
    hell.swept.append(number)
    hell.game = None
    hell.brought_colors = []
    hell.brought_zones = {}
    hell.companions = {}
    hell.privilege = None
    hell.dealt = {}
    hell.mulligans = {}
    hell.colour_offers = []
    hell.token_cards = {card for card in hell.token_cards if card in hell.extras}
    hell.last_draw = None
    hell.last_event = {"type": "sweep", "game": number, "swept": len(order), "released": len(released)}


from engine.hell import stack_actions  # noqa: E402,F401  (registers the stack tracker's actions)

"""Where every Hell card is: the session-wide state of Hell's Half-Draft.

Kept in ``Table.features["hell"]`` because the Hell library and the shared sideboard
outlive a game.  Everything is plain and cheap to copy for undo checkpoints: the pool is
one read-only ``HellPool`` shared by reference, cards are small ints, zones are lists of
ints keyed by small tuples of text, owners and players are names.

**Cards.** Hell cards are ``0 .. pool.count-1`` (their position in the library as set
up).  Other cards the table keeper follows get the next ids: a player's own card sent
outside the game (to the sideboard), a card added "to the draft pool", a token card.

**Zones.** A zone is ``(kind, player, name)`` with ``""`` for "none":

- shared: ``("hell_library", "", "")``, ``("sideboard", "", "")``, ``("stack", "", "")``
  and ``("revealed", "", "")`` (a drawn card waiting for its player's choice);
- personal, per player name: ``hand``, ``library``, ``battlefield``, ``graveyard``,
  ``exile``, ``ante``, ``command``;
- ``("zone", player or "", name)``: a zone a card has brought into the game (seed 000,
  "Zones"), shared or one per player, until the game ends.

Every ordered zone is a list **top first**: index 0 is the top of the Hell library, the
top of the sideboard, the top of a graveyard.  Players are kept by name, not seat, so a
Hell card left in a player's library and the sideboard's owners survive the next game's
seating.

**Owners** (seed 000): the first player who moved the card into a zone other than the
sideboard or the Hell library.  Readings: a Hell card that goes back into the Hell
library (a mulligan, the end-of-game sweep, an effect) is ownerless again: the library is
the shared face-down pool, and whoever takes the card out next is its first mover.  A
card in the sideboard keeps its owner during the game; at the end of a game the Hell
cards in the shared zones lose their owners (ownership is a game's), and those left in a
player's library keep it.  A player's own card sent outside the game keeps its owner.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Self, cast

from engine.feature import Feature
from engine.hell.cards import Card
from engine.hell.colors import color_from_text
from engine.hell.colour_offers import named_colours
from engine.hell.errors import DrawPending
from engine.hell.pool import HellPool, card_notes, card_view
from engine.hell.verdict import judge_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.hell.colors import Color
    from engine.hell.state_types import (
        CardKind,
        CardView,
        ColourOffer,
        DrawStepOption,
        DrawStepPrivilegeView,
        HellCardEntry,
        HellDrawView,
        HellGameResult,
        HellZoneList,
        HellZoneView,
        MulliganView,
        Visibility,
    )
    from engine.hell.state_types import HellState as HellStateView
    from engine.hell.verdict import HellVerdict
    from engine.table import Table

Zone = tuple[str, str, str]

HELL_LIBRARY: Zone = ("hell_library", "", "")
SIDEBOARD: Zone = ("sideboard", "", "")
STACK: Zone = ("stack", "", "")
REVEALED: Zone = ("revealed", "", "")
EXTRA = "zone"
PERSONAL_KINDS = ("hand", "library", "battlefield", "graveyard", "exile", "ante", "command")
SHARED_KINDS = ("hell_library", "sideboard")
# zones a player may name in a move (the stack has its own actions; "revealed" is the draw's)
MOVE_KINDS = SHARED_KINDS + PERSONAL_KINDS
# zones where a card gets no owner by being moved there
NO_OWNER_KINDS = ("hell_library", "sideboard", "revealed")
# the end-of-game sweep leaves these alone ("except the sideboard and the libraries")
KEPT_BY_SWEEP = ("hell_library", "sideboard", "library")
RESERVED_ZONE_NAMES = frozenset(MOVE_KINDS + ("stack", "revealed", "outside", "zone"))

CARD = "card"  # a card that is not a Hell card: a player's own, or added to the draft pool
TOKEN = "token"  # a token card (seed 000, "Token cards")

# The rules reading a Hell library was built under (``hell_setup`` records it; a record
# without it is reading 1, the first release's).  Reading 2: {H/x} is the colour
# or 2 life; a player without declared colours may draw (a spell gets "ask"); a colour a
# card brought in counts in verdicts; the opening hands are dealt once per game.  A game
# saved under reading 1 replays as it was played.
RULES_READING = 2


@dataclass(eq=False)
class DrawStepPrivilege:
    """A Hell card drawn in its player's own draw step (seed 000, rules 1 and 2): a land
    may be played at once outside the land limit, a spell cast at once for {2} less.  It
    lasts while that draw step lasts and the card is still in the hand; ``game`` is the
    running game (copied with it for undo checkpoints)."""

    card: int
    player: str
    seat: int
    game: Game
    turn: int

    def live(self, hell: HellState) -> bool:
        game = self.game
        return (
            not game.over
            and game.turn == self.turn
            and game.step == "draw"
            and game.active == self.seat
            and hell.where.get(self.card) == personal("hand", self.player)
        )


@dataclass(frozen=True, eq=False)
class ExtraCard:
    """A card the table keeper follows that is not from the Hell pool (read-only)."""

    kind: str
    card: Card

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self


def personal(kind: str, player: str) -> Zone:
    return (kind, player, "")


def new_stats() -> dict[str, Any]:
    return {"results": [], "drawn": {}, "dealt": {}, "to_sideboard": {}}


@dataclass
class HellState(Feature):
    pool: HellPool
    zones: dict[Zone, list[int]] = field(default_factory=dict)
    where: dict[int, Zone] = field(default_factory=dict)
    owner: dict[int, str] = field(default_factory=dict)
    extras: dict[int, ExtraCard] = field(default_factory=dict)
    next_id: int = 0
    # deck land colours per player name: letters for the six, names for other colours
    declared: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # the game the Hell cards are out in (None: swept, or not dealt yet) and its seating
    game: int | None = None
    seats: tuple[str, ...] = ()
    swept: list[int] = field(default_factory=list)
    # brought into the game by cards, until it ends: colour names, zone name -> personal
    brought_colors: list[str] = field(default_factory=list)
    brought_zones: dict[str, bool] = field(default_factory=dict)
    # player name -> [card id, cast this game?] (the old companion rule: once per game)
    companions: dict[str, list[Any]] = field(default_factory=dict)  # [card, cast]
    # the latest Hell draw; while its ``resolution`` is None it is pending (the card is
    # in ``revealed``, waiting for take-or-sideboard or the table's call)
    last_draw: dict[str, Any] | None = None
    last_event: dict[str, Any] | None = None
    stats: dict[str, Any] = field(default_factory=new_stats)
    reading: int = 1
    # this game: opening Hell cards dealt per player name, London mulligans per player name
    # ({"taken", "hell_bottomed"}), the draw-step privilege, colours cards offer to bring in
    dealt: dict[str, int] = field(default_factory=dict)
    mulligans: dict[str, dict[str, Any]] = field(default_factory=dict)
    privilege: DrawStepPrivilege | None = None
    colour_offers: list[dict[str, Any]] = field(default_factory=list)
    # cards turned into token cards (Hell cards keep their kind "hell" for the sweep)
    token_cards: set[int] = field(default_factory=set)

    @classmethod
    def fresh(
        cls,
        pool: HellPool,
        stats: dict[str, Any] | None = None,
        declared: dict[str, Any] | None = None,
        reading: int = 1,
    ) -> HellState:
        library = list(range(pool.count))
        state = cls(
            pool=pool,
            next_id=pool.count,
            stats=stats or new_stats(),
            declared=dict(declared or {}),
            reading=reading,
        )
        if library:
            state.zones[HELL_LIBRARY] = library
        state.where = {card: HELL_LIBRARY for card in library}
        return state

    # --- reading -------------------------------------------------------------------------

    def is_hell(self, card: int) -> bool:
        return 0 <= card < self.pool.count

    def exists(self, card: int) -> bool:
        return card in self.where

    def card(self, card: int) -> Card:
        return self.pool.card(card) if self.is_hell(card) else self.extras[card].card

    def kind(self, card: int) -> CardKind:
        return (
            "hell" if self.is_hell(card) else cast("CardKind", self.extras[card].kind)
        )  # CARD or TOKEN

    def is_token_card(self, card: int) -> bool:
        return card in self.token_cards or (
            not self.is_hell(card) and self.extras[card].kind == TOKEN
        )

    def zone(self, zone: Zone) -> list[int]:
        return self.zones.get(zone, [])

    @property
    def library(self) -> list[int]:
        return self.zone(HELL_LIBRARY)

    @property
    def sideboard(self) -> list[int]:
        return self.zone(SIDEBOARD)

    @property
    def pending(self) -> dict[str, Any] | None:
        draw = self.last_draw
        return draw if draw is not None and draw["resolution"] is None else None

    def check_turn_can_pass(self, table: Table) -> None:
        """Rules reading 4 (seed 000, "How to draw from it"): a Hell card only looked at waits
        for its player's decision; the turn does not pass over it."""
        draw = self.pending
        if table.rules < 4 or draw is None or self.game != table.current_game().number:
            return
        raise DrawPending(
            f"{draw['player']} is looking at a Hell card: take it or put it on top of the shared "
            "sideboard before the next turn",
            card=draw["card"],
            player=draw["player"],
        )

    def colors_of(self, player: str) -> frozenset[Color]:
        return frozenset(color_from_text(token) for token in self.declared.get(player, ()))

    def judge(self, card: int, player: str) -> HellVerdict:
        """The verdict of a Hell draw of ``card`` by ``player`` under this library's reading."""
        if self.reading < 2:
            return judge_card(self.card(card), self.colors_of(player), life_symbols=False)
        colors = self.colors_of(player) if player in self.declared else None
        in_game = frozenset(color_from_text(name) for name in self.brought_colors)
        return judge_card(self.card(card), colors, in_game=in_game)

    def mulligan_view(self, player: str) -> MulliganView:
        """London mulligan: after ``taken`` mulligans the player puts that many cards on the
        bottom: the Hell ones (``hell_bottomed``) under the Hell library, the rest
        (``own_to_bottom``) under their own library."""
        entry = self.mulligans.get(player)
        if entry is None:
            return {"taken": 0, "to_bottom": 0, "hell_bottomed": 0, "own_to_bottom": 0}
        taken, hell_bottomed = entry["taken"], entry["hell_bottomed"]
        return {
            "taken": taken,
            "to_bottom": taken,
            "hell_bottomed": hell_bottomed,
            "own_to_bottom": max(0, taken - hell_bottomed),
        }

    def privilege_option(self) -> DrawStepOption | None:
        """``play_land_now`` or ``cast_for_2_less`` while the draw-step privilege lasts."""
        held = self.privilege
        if held is None or not held.live(self):
            return None
        draw = self.last_draw
        if draw is None or draw["card"] != held.card or draw["resolution"] != "hand":
            return None
        effective = draw.get("counted_as") or draw["verdict"]
        options: dict[str, DrawStepOption] = {
            "land": "play_land_now",
            "castable": "cast_for_2_less",
        }
        return options.get(effective)

    def offer_colours(self, card: int, player: str | None) -> None:
        """A card enters play: offer the colours it names that the game does not have."""
        if self.reading < 2:
            return
        in_game = {color_from_text(name).key for name in self.brought_colors}
        offered = {
            color_from_text(name).key for offer in self.colour_offers for name in offer["colors"]
        }
        names = [
            name
            for name in named_colours(self.card(card))
            if color_from_text(name).key not in in_game | offered
        ]
        if names:
            self.colour_offers.append(
                {"card": card, "name": self.card(card).name, "player": player, "colors": names}
            )

    def settle_offer(self, name: str) -> None:
        """A colour is in the game now: no offer names it any more."""
        key = color_from_text(name).key
        for offer in self.colour_offers:
            offer["colors"] = [c for c in offer["colors"] if color_from_text(c).key != key]
        self.colour_offers = [offer for offer in self.colour_offers if offer["colors"]]

    def use_privilege(self, card: int, option: str) -> str | None:
        """Spend the privilege if it is for ``card`` and of this kind; returns it, or None."""
        if self.reading < 2 or self.privilege is None or self.privilege.card != card:
            return None
        if self.privilege_option() != option:
            return None
        self.privilege = None
        return option

    def find_zone_name(self, name: str) -> str | None:
        """The brought-in zone called ``name`` (case and spacing ignored), if any."""
        folded = " ".join(name.split()).casefold()
        return next((z for z in self.brought_zones if z.casefold() == folded), None)

    # --- changing ---------------------------------------------------------------------------

    def _take(self, card: int) -> Zone:
        zone = self.where[card]
        cards = self.zones[zone]
        cards.remove(card)
        if not cards:
            del self.zones[zone]
        return zone

    def _put(self, card: int, zone: Zone, position: str) -> None:
        cards = self.zones.setdefault(zone, [])
        if position == "bottom":
            cards.append(card)
        else:
            cards.insert(0, card)
        self.where[card] = zone

    def move(
        self, card: int, zone: Zone, *, position: str = "top", mover: str | None = None
    ) -> Zone:
        """Move a tracked card, applying the first-mover rule; returns where it was."""
        came_from = self._take(card)
        self._put(card, zone, position)
        if zone[0] == "hell_library" and self.is_hell(card):
            self.owner.pop(card, None)
        elif card not in self.owner and mover and zone[0] not in NO_OWNER_KINDS:
            self.owner[card] = mover
        return came_from

    def add_extra(
        self, kind: str, card: Card, zone: Zone, *, owner: str | None, position: str = "top"
    ) -> int:
        card_id = self.next_id
        self.next_id += 1
        self.extras[card_id] = ExtraCard(kind, card)
        self._put(card_id, zone, position)
        if owner:
            self.owner[card_id] = owner
        return card_id

    def release(self, card: int) -> None:
        """Stop following a card that is not a Hell card (a token ceases to exist, a
        player's own card goes back to its deck when a game ends)."""
        self._take(card)
        del self.where[card]
        self.owner.pop(card, None)
        self.extras.pop(card, None)
        self.token_cards.discard(card)

    def bind(self, number: int, seats: tuple[str, ...]) -> None:
        self.game = number
        self.seats = seats

    def count(self, table_name: str, player: str, amount: int = 1) -> None:
        counts = self.stats[table_name]
        counts[player] = counts.get(player, 0) + amount

    # --- the JSON view ------------------------------------------------------------------------

    def _seat(self, name: str | None) -> int | None:
        if not name:
            return None
        try:
            return self.seats.index(name)
        except ValueError:
            return None

    def zone_view(self, zone: Zone) -> HellZoneView:
        kind, player, name = zone
        return {
            "zone": kind,
            "player": player or None,
            "seat": self._seat(player),
            "name": name or None,
        }

    def visibility(self, card: int) -> tuple[Visibility, int | None]:
        """``public``; ``private`` to one seat (a hand, a card being looked at); or
        ``hidden`` from everyone (face down in a player's library)."""
        kind, player, _ = self.where[card]
        if kind == "hand":
            return "private", self._seat(player)
        if kind == "revealed":
            return "private", self._seat(self.pending["player"]) if self.pending else None
        if kind == "library":
            return "hidden", None
        return "public", None

    def _card_data(self, card: int) -> tuple[CardView, list[str]]:
        if self.is_hell(card):
            return self.pool.view(card), self.pool.notes_of(card)
        extra = self.card(card)
        return card_view(extra), card_notes(extra)

    def card_entry(self, card: int) -> HellCardEntry:
        owner = self.owner.get(card)
        visibility, private_to = self.visibility(card)
        data, notes = self._card_data(card)
        return {
            "id": card,
            "kind": self.kind(card),
            "token_card": self.is_token_card(card),
            "zone": self.zone_view(self.where[card]),
            "owner": owner,
            "owner_seat": self._seat(owner),
            "visibility": visibility,
            "private_to": private_to,
            "card": data,
            "notes": notes,
        }

    def draw_view(self, draw: dict[str, Any] | None) -> HellDrawView | None:
        if draw is None:
            return None
        card = draw["card"]
        judged = dict(draw["judged"])
        recorded = draw["verdict"]
        if judged["verdict"] != recorded:
            judged.update(
                reason_code="recorded_verdict",
                reason=f"The log records the verdict {recorded!r} for this draw.",
                params={**judged["params"], "recorded": recorded, "judged": judged["verdict"]},
            )
        effective = draw.get("counted_as") or recorded
        option: DrawStepOption | None = None
        if self.reading >= 2:
            option = (
                self.privilege_option() if self.privilege and self.privilege.card == card else None
            )
        elif (
            draw["draw_step"] and draw["resolution"] == "hand" and effective in ("land", "castable")
        ):
            option = "play_land_now" if effective == "land" else "cast_for_2_less"
        data, notes = self._card_data(card)
        return {
            "reason": judged["reason"],
            "reason_code": judged["reason_code"],
            "params": judged["params"],
            "unknown_symbols": judged["unknown_symbols"],
            "verdict": recorded,
            "card": card,
            "player": draw["player"],
            "seat": self._seat(draw["player"]),
            "draw_step": draw["draw_step"],
            "pending": draw["resolution"] is None,
            "resolution": draw["resolution"],
            "decision": draw.get("decision"),
            "counted_as": draw.get("counted_as"),
            "draw_step_option": option,
            "generic_discount": 2 if option == "cast_for_2_less" else 0,
            "private_to": self._seat(draw["player"]),
            "card_data": data,
            "notes": notes,
        }

    def state(self) -> HellStateView:
        """The JSON view (``Session.state()["session_features"]["hell"]``), rendered by the
        front end without knowing any rule:

        - ``setup``: pool name, hash and size, basics, fraction, library size;
        - ``game`` (the game the Hell cards are tied to, or null) and ``seats`` (its names);
        - ``hell_library``: ``{"count"}`` only, never its cards or order;
        - ``pending``/``last_draw``: the drawn card (``card_data``: name, cost, type_line,
          text, power, toughness, faces ...), ``verdict``, ``reason``, ``reason_code``,
          ``params``, ``unknown_symbols``, ``draw_step`` and ``draw_step_option``
          (``play_land_now`` | ``cast_for_2_less`` | null), ``resolution`` (null while
          pending, then ``hand``/``sideboard``), ``decision``, ``counted_as`` (the table's
          call on ``ask``), ``private_to`` (the drawer's seat);
        - ``sideboard``: card entries, top first;
        - ``cards``: an entry for every tracked card outside the Hell library: ``id``,
          ``kind`` (hell | card | token), ``zone`` ({zone, player, seat, name}), ``owner``,
          ``owner_seat``, ``visibility`` (public | private | hidden), ``private_to`` (the seat
          that may look: a hand's holder), ``card``, ``notes`` (format reminders);
        - ``zones``: every non-empty zone but the Hell library, its card ids top first;
        - ``counts``, ``colors`` (declared per name and ``by_seat``, ``brought_in``),
          ``brought_zones``, ``companions``, ``last_event`` and ``statistics`` (games,
          results, wins, hell_drawn, hell_dealt, to_sideboard per player name).
        """
        tracked = sorted(self.where)
        outside_library = [c for c in tracked if self.where[c] != HELL_LIBRARY]
        zones: list[HellZoneList] = []
        for zone in sorted(self.zones):
            if zone == HELL_LIBRARY:
                continue
            zones.append(
                {
                    **self.zone_view(zone),
                    "count": len(self.zones[zone]),
                    "cards": list(self.zones[zone]),
                }
            )
        results = self.stats["results"]
        wins: dict[str, int] = {}
        for result in results:
            if result["winner"]:
                wins[result["winner"]] = wins.get(result["winner"], 0) + 1
        return {
            "setup": self.pool.describe(),
            "game": self.game,
            "seats": list(self.seats),
            "hell_library": {"count": len(self.library)},
            "pending": self.draw_view(self.pending),
            "last_draw": self.draw_view(self.last_draw),
            "sideboard": [self.card_entry(card) for card in self.sideboard],
            "cards": [self.card_entry(card) for card in outside_library],
            "zones": zones,
            "counts": {
                "tracked": len(tracked),
                "hell_cards": self.pool.count,
                "in_hell_library": len(self.library),
                "in_sideboard": len(self.sideboard),
            },
            "colors": {
                "declared": {name: list(tokens) for name, tokens in sorted(self.declared.items())},
                "by_seat": [
                    list(self.declared[name]) if name in self.declared else None
                    for name in self.seats
                ],
                "brought_in": list(self.brought_colors),
            },
            "brought_zones": [
                {"name": name, "personal": personal_zone}
                for name, personal_zone in self.brought_zones.items()
            ],
            "companions": {
                name: {"card": entry[0], "cast": entry[1], "seat": self._seat(name)}
                for name, entry in sorted(self.companions.items())
            },
            "last_event": self.last_event,
            "reading": self.reading,
            "dealt": dict(sorted(self.dealt.items())),
            "mulligans": {name: self.mulligan_view(name) for name in sorted(self.mulligans)},
            "draw_step_privilege": self._privilege_view(),
            "colour_offers": cast(
                "list[ColourOffer]", [dict(offer) for offer in self.colour_offers]
            ),
            "statistics": {
                "games": len(results),
                "results": cast("list[HellGameResult]", [dict(r) for r in results]),
                "wins": wins,
                "hell_drawn": dict(sorted(self.stats["drawn"].items())),
                "hell_dealt": dict(sorted(self.stats["dealt"].items())),
                "to_sideboard": dict(sorted(self.stats["to_sideboard"].items())),
            },
        }

    def _privilege_view(self) -> DrawStepPrivilegeView | None:
        """The draw-step privilege while it lasts: for which card (its name is private to the
        player, so only the id), which player, and what it allows."""
        option = self.privilege_option() if self.reading >= 2 else None
        if option is None:
            return None
        held = self.privilege
        assert held is not None  # privilege_option() said it lasts
        return {
            "card": held.card,
            "player": held.player,
            "seat": self._seat(held.player),
            "option": option,
            "generic_discount": 2 if option == "cast_for_2_less" else 0,
        }

    # --- the invariant the tests check --------------------------------------------------------

    def check(self) -> None:
        """Every tracked card in exactly one zone, and the zones hold nothing else."""
        listed = [card for cards in self.zones.values() for card in cards]
        assert len(listed) == len(set(listed)), "a card is in two places"
        assert set(listed) == set(self.where), "zones and cards disagree"
        for zone, cards in self.zones.items():
            assert cards, f"empty zone list {zone}"
            for card in cards:
                assert self.where[card] == zone, f"card {card} is listed in {zone}"
        assert all(self.is_hell(c) or c in self.extras for c in self.where)
        assert set(range(self.pool.count)) <= set(self.where), "a Hell card is lost"

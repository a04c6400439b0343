"""What the Hell actions share (seed 000): the checks every action makes, the tie between the
Hell cards and the game they are out in, and the sweep that ends it (``finish_game``), which
a new game's first Hell action also runs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.feature import find_feature
from engine.hell import errors
from engine.hell.stack import StackState
from engine.hell.state import (
    EXTRA,
    HELL_LIBRARY,
    KEPT_BY_SWEEP,
    MOVE_KINDS,
    PERSONAL_KINDS,
    REVEALED,
    SIDEBOARD,
    STACK,
    HellState,
)
from engine.hell.verdict import ASK, CASTABLE, CHOICE, LAND

if TYPE_CHECKING:
    from engine.game import Game
    from engine.table import Table


VERDICTS = (LAND, CASTABLE, CHOICE, ASK)
POSITIONS = ("top", "bottom")
NAME_LENGTH = 200


# --- shared checks ---------------------------------------------------------------------------


def hell_of(table: Table) -> HellState:
    hell = find_feature(table.features, "hell", HellState)
    if hell is None:
        raise errors.HellNotSetUp("there is no Hell library yet: build one first")
    return hell


def cards_out(hell: HellState) -> bool:
    """Are cards out in the game the Hell cards are tied to (anything a sweep would move or
    release)?"""
    return bool(sweep_set(hell)) or any(
        hell.where[c][0] not in ("hell_library", "sideboard") for c in hell.extras
    )


def hell_game(table: Table, hell: HellState) -> Game:
    """The running game; the Hell cards must not still be out in an earlier one."""
    game = table.running_game()
    if hell.game is not None and hell.game != game.number and cards_out(hell):
        raise errors.HellNotSwept(
            f"the Hell cards are still out in game {hell.game}: end that game and sweep the "
            f"Hell cards before Hell actions in game {game.number}",
            game=hell.game,
        )
    return game


def enter(table: Table, hell: HellState) -> Game:
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
            f"(take it or put it on the sideboard)",
            card=card,
        )


def check_nothing_looked_at(table: Table, hell: HellState, what: str) -> None:
    """Rules reading 4 (seed 000, "How to draw from it"): while a Hell card is only looked at,
    its draw is not over; no card is played until the player decides."""
    draw = hell.pending
    if table.rules >= 4 and draw is not None:
        raise errors.DrawPending(
            f"{draw['player']} is looking at a Hell card: take it or put it on top of the shared "
            f"sideboard before {what}",
            card=draw["card"],
            player=draw["player"],
        )


def name_of(game: Game, seat: int) -> str:
    return game.players[seat].name


def leave_stack(table: Table, hell: HellState, card: int, outcome: str = "moved") -> None:
    """A card that leaves the stack by a move takes its stack item with it."""
    if hell.where.get(card) != STACK:
        return
    for game in reversed(table.games):
        stack = find_feature(game.features, "stack", StackState)
        item = stack.holding(card) if stack else None
        if stack is not None and item is not None:
            stack.remove(item, outcome)
            return


def zone_target(
    hell: HellState,
    game: Game,
    zone: str,
    player: int | None,
    *,
    owners: bool = False,
    card: int | None = None,
) -> tuple[tuple[str, str, str], str | None]:
    """The zone a move names, after the format's redirections, and a note saying which
    one applied.  ``owners``: the effect names the card's owner's zone."""
    name = hell.find_zone_name(zone)
    folded = zone.casefold()
    kind = folded if folded in MOVE_KINDS or folded == "outside" else (EXTRA if name else None)
    if kind is None:
        hint = " (the stack has its own actions: stack_push)" if folded == "stack" else ""
        raise errors.UnknownZone(
            f"there is no zone {zone!r}{hint}; the zones are {', '.join(MOVE_KINDS)}, outside, and "
            f"any a card has brought into the game",
            field="zone",
            zone=zone,
        )
    if kind == "outside":
        return SIDEBOARD, "outside_the_game"
    if kind == "ante" and card is not None and hell.is_hell(card):
        return SIDEBOARD, "anted_hell_card"
    personal_zone = kind in PERSONAL_KINDS or (kind == EXTRA and hell.brought_zones[name or ""])
    if owners:
        if player is not None:
            raise errors.ZoneNeedsPlayer("give either a player or owners, not both", field="player")
        if not personal_zone:
            raise errors.ZoneNeedsPlayer(
                f"the zone {zone!r} belongs to no player, so it has no owner's version",
                field="owners",
            )
        owner = hell.owner.get(card) if card is not None else None
        if owner is None:
            if kind == "library":
                return HELL_LIBRARY, "ownerless_to_hell_library"
            return SIDEBOARD, "ownerless_to_sideboard"
        return (kind, owner, name or ""), None
    if personal_zone and player is None:
        raise errors.ZoneNeedsPlayer(
            f"the zone {zone!r} is a player's: say whose (player)", field="player", zone=zone
        )
    if not personal_zone and player is not None:
        raise errors.ZoneNeedsPlayer(
            f"the zone {zone!r} is shared: it takes no player", field="player", zone=zone
        )
    who = name_of(game, player) if personal_zone and player is not None else ""
    if kind == EXTRA:  # a brought zone always has its name
        return (EXTRA, who, name or ""), None
    return (kind, who, ""), None


def check_order(given: list[int] | None, expected: list[int], what: str) -> None:
    if given is not None and sorted(given) != sorted(expected):
        raise errors.InvalidOrder(
            f"the order must list exactly {what} ({len(expected)} card(s)), each once",
            field="order",
            expected=sorted(expected),
        )


def push_to_stack(
    table: Table, hell: HellState, game: Game, card: int, controller: int
) -> dict[str, Any]:
    stack = find_feature(game.features, "stack", StackState)
    if stack is None:
        stack = game.features["stack"] = StackState()
    player = name_of(game, controller)
    used = hell.use_privilege(card, "cast_for_2_less")
    hell.move(card, STACK, mover=player)
    item = stack.push(
        name=hell.card(card).name, controller=controller, controller_name=player, card=card
    )
    if used:
        item["generic_discount"] = 2
    hell.offer_colours(card, player)
    return item


def sweep_set(hell: HellState) -> list[int]:
    return [card for card in range(hell.pool.count) if hell.where[card][0] not in KEPT_BY_SWEEP]


def looked_at_on_top(table: Table, hell: HellState) -> int | None:
    """Reading 4 (000, the end of a game sweeps "every zone except the sideboard and the
    libraries"): a Hell card only looked at never left the Hell library's top, so a game
    ending before its decision puts it back there instead of sweeping it under."""
    draw = hell.pending
    if table.rules < 4 or draw is None or hell.where.get(draw["card"]) != REVEALED:
        return None
    card: int | None = draw["card"]
    return card


def sweep_order(table: Table, hell: HellState) -> list[int]:
    """The cards the end of a game sweeps under the Hell library."""
    kept = looked_at_on_top(table, hell)
    return [card for card in sweep_set(hell) if card != kept]


def finish_game(
    table: Table, hell: HellState, number: int, order: list[int], winner: int | None
) -> None:
    """End game ``number`` if it still runs, sweep ``order`` under the Hell library, release
    the other cards out, clear the game's owners and what cards brought in, count it."""
    game = table.games[number - 1]
    if not game.over:
        game.over = True
        game.winner = winner
    stack = find_feature(game.features, "stack", StackState)
    if stack is not None:
        for item in [i for i in stack.items if i["card"] is not None]:
            stack.remove(item, "swept")
    on_top = looked_at_on_top(table, hell)
    if on_top is not None:  # reading 4: the draw never ended; back on top
        hell.move(on_top, HELL_LIBRARY, position="top")
        hell.last_draw = None
    for card in order:
        hell.move(card, HELL_LIBRARY, position="bottom")
    released = [
        c for c in sorted(hell.extras) if hell.where[c][0] not in ("hell_library", "sideboard")
    ]
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
    hell.last_event = {
        "type": "sweep",
        "game": number,
        "swept": len(order),
        "released": len(released),
    }

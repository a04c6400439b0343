"""Life totals, counters, commander damage and the designations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.actions.games import check_other_player, check_player, check_still_in
from engine.errors import CounterBelowZero, InvalidField, NoCommanders
from engine.fields import Bool, Int, Seat, Text
from engine.game import DESIGNATIONS, SINGLE_HOLDER_DESIGNATIONS
from engine.table import Table

if TYPE_CHECKING:
    from engine.game import Game


LIFE_LIMIT = 999_999


class AdjustLife(Action):
    type = "adjust_life"
    allowed = "Any time while the game runs (CR 119.3: life changes whenever an effect or damage says, in any step and on anyone's turn); never to beyond ±999,999."
    doc = "Add delta (negative to subtract) to a player's life (the team's, in Two-Headed Giant)."
    player: Annotated[int, Seat()]
    delta: Annotated[int, Int(lo=-LIFE_LIMIT, hi=LIFE_LIMIT)]

    def validate(self, table: Table) -> None:
        game = check_player(table, self.player)
        if self.delta == 0:
            raise InvalidField("adjust_life: a change of 0 changes nothing", field="delta")
        if abs(game.life_of(self.player) + self.delta) > LIFE_LIMIT:
            raise InvalidField(f"adjust_life: life must stay within ±{LIFE_LIMIT}", field="delta")

    def apply(self, table: Table) -> None:
        game = table.current_game()
        game.set_life(self.player, game.life_of(self.player) + self.delta)


class SetLife(Action):
    type = "set_life"
    allowed = "Any time while the game runs (CR 119.5: an effect sets a life total; also the table's own fix of a total)."
    doc = "Set a player's life to a number."
    player: Annotated[int, Seat()]
    life: Annotated[int, Int(lo=-LIFE_LIMIT, hi=LIFE_LIMIT)]

    def validate(self, table: Table) -> None:
        check_player(table, self.player)

    def apply(self, table: Table) -> None:
        table.current_game().set_life(self.player, self.life)


class AdjustCounter(Action):
    type = "adjust_counter"
    allowed = "Any time while the game runs (CR 122: counters are given and removed by effects at any moment); never below 0."
    doc = "Add delta to a named counter (poison, energy, experience or any name); never below 0."
    player: Annotated[int, Seat()]
    counter: Annotated[str, Text(max_length=24)]
    delta: Annotated[int, Int(lo=-9999, hi=9999)]

    def validate(self, table: Table) -> None:
        game = check_player(table, self.player)
        if self.delta == 0:
            raise InvalidField("adjust_counter: a change of 0 changes nothing", field="delta")
        if self.counter in ("life",):
            raise InvalidField(
                "adjust_counter: life is not a counter; use adjust_life", field="counter"
            )
        value = game.counter_of(self.player, self.counter)
        if value + self.delta < 0:
            raise CounterBelowZero(
                f"{game.players[self.player].name} has {value} {self.counter}; "
                f"it cannot go below 0",
                counter=self.counter,
                value=value,
                delta=self.delta,
            )

    def apply(self, table: Table) -> None:
        game = table.current_game()
        game.set_counter(
            self.player, self.counter, game.counter_of(self.player, self.counter) + self.delta
        )


class CommanderDamage(Action):
    type = "commander_damage"
    allowed = (
        "In a Commander game while it runs, whenever a commander deals combat damage (CR "
        "903.10a), to another player, from the commander of a player still in the game (CR "
        "104.3a, 800.4a: a commander leaves with its owner who conceded; rules reading 4); "
        "never below 0 (a game of another format took it before rules reading 4)."
    )
    doc = (
        "Record delta commander damage dealt to player by source's commander (commander 2: "
        "the source's partner); it also changes life unless affect_life is false."
    )
    player: Annotated[int, Seat()]
    source: Annotated[int, Seat()]
    delta: Annotated[int, Int(lo=-999, hi=999)]
    affect_life: Annotated[bool, Bool(default=True)]
    commander: Annotated[int, Int(lo=1, hi=2, default=1)]

    def taken(self, game: Game) -> dict[int, int]:
        player = game.players[self.player]
        return player.commander_damage if self.commander == 1 else player.partner_damage

    def validate(self, table: Table) -> None:
        if table.rules >= 4:  # engine.rules, reading 4: Commander only, as said
            check_commander_game(table, self.player)
        game = check_player(table, self.player)
        check_other_player(game, self.player, self.source, "source")
        if self.delta > 0:  # CR 800.4a: their commander left the game with them
            check_still_in(table, game, self.source, "deal commander damage", "source")
        if self.delta == 0:
            raise InvalidField("commander_damage: a change of 0 changes nothing", field="delta")
        if self.commander == 2 and not game.players[self.source].partner:
            raise InvalidField(
                f"commander_damage: {game.players[self.source].name} has one commander",
                field="commander",
            )
        taken = self.taken(game).get(self.source, 0)
        if taken + self.delta < 0:
            raise CounterBelowZero(
                f"{game.players[self.player].name} has taken {taken} commander damage from "
                f"{game.players[self.source].name}; it cannot go below 0",
                counter="commander_damage",
                value=taken,
                delta=self.delta,
            )

    def apply(self, table: Table) -> None:
        game = table.current_game()
        damage = self.taken(game)
        damage[self.source] = damage.get(self.source, 0) + self.delta
        if self.affect_life:
            game.set_life(self.player, game.life_of(self.player) - self.delta)


class SetDesignation(Action):
    type = "set_designation"
    allowed = "Any time while the game runs (CR 724 the monarch, 725 the initiative, 702.131 the city's blessing: an effect gives or takes them)."
    doc = (
        "Monarch and initiative: give to player (null: nobody holds it). "
        "City's blessing: set value for player."
    )
    designation: Annotated[str, Text(choices=DESIGNATIONS)]
    player: Annotated[int | None, Seat(nullable=True)]
    value: Annotated[bool, Bool(default=True)]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        if self.player is not None:
            game.check_seat(self.player)
        elif self.designation not in SINGLE_HOLDER_DESIGNATIONS:
            raise InvalidField(
                "set_designation: the city's blessing needs a player", field="player"
            )

    def apply(self, table: Table) -> None:
        game = table.current_game()
        if self.designation in SINGLE_HOLDER_DESIGNATIONS:
            game.holders[self.designation] = self.player if self.value else None
        else:
            assert self.player is not None  # validate: the city's blessing needs a player
            game.players[self.player].citys_blessing = self.value


def check_commander_game(table: Table, seat: int) -> Game:
    game = check_player(table, seat)
    if game.format.commander_damage_limit is None:
        raise NoCommanders(
            f"the format {game.format_id!r} is played without commanders "
            "(CR 903: commander tax and commander damage are Commander's)",
            format=game.format_id,
        )
    return game


class SetPartner(Action):
    type = "set_partner"
    allowed = "In a Commander game while it runs (CR 702.124: a commander with partner; set when the table is laid out)."
    doc = "A player's commander has a partner (702.124): two commanders, each with its own tax and damage."
    player: Annotated[int, Seat()]
    partner: Annotated[bool, Bool(default=True)]

    def validate(self, table: Table) -> None:
        game = check_commander_game(table, self.player)
        if game.players[self.player].partner == self.partner:
            raise InvalidField(
                f"set_partner: already {'two commanders' if self.partner else 'one commander'}",
                field="partner",
            )

    def apply(self, table: Table) -> None:
        table.current_game().players[self.player].partner = self.partner


class CommanderCast(Action):
    type = "commander_cast"
    allowed = (
        "In a Commander game while it runs, whenever a player casts a commander from the "
        "command zone (CR 903.8), by a player still in the game (CR 104.3a: one who "
        "conceded has left it; rules reading 4); never below 0."
    )
    doc = (
        "A player cast their commander (commander 2: the partner) from the command zone (903.8): "
        "each cast adds {2} to the next; delta -1 takes a count back. Never below 0."
    )
    player: Annotated[int, Seat()]
    commander: Annotated[int, Int(lo=1, hi=2, default=1)]
    delta: Annotated[int, Int(lo=-1, hi=1, default=1)]

    def validate(self, table: Table) -> None:
        game = check_commander_game(table, self.player)
        if self.delta > 0:  # taking a count back is the table's fix
            check_still_in(table, game, self.player, "cast a commander")
        player = game.players[self.player]
        if self.delta == 0:
            raise InvalidField("commander_cast: a change of 0 changes nothing", field="delta")
        if self.commander == 2 and not player.partner:
            raise InvalidField(
                f"commander_cast: {player.name} has one commander", field="commander"
            )
        casts = player.commander_casts[self.commander - 1]
        if casts + self.delta < 0:
            raise CounterBelowZero(
                f"{player.name}'s commander was cast {casts} times; it cannot go below 0",
                counter="commander_casts",
                value=casts,
                delta=self.delta,
            )

    def apply(self, table: Table) -> None:
        player = table.current_game().players[self.player]
        player.commander_casts = list(player.commander_casts)
        player.commander_casts[self.commander - 1] += self.delta

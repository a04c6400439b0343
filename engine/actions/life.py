"""Life totals, counters, commander damage and the designations."""

from __future__ import annotations

from engine.actions.base import Action, register
from engine.actions.games import check_other_player, check_player
from engine.errors import CounterBelowZero, InvalidField
from engine.fields import Bool, Int, Seat, Text
from engine.game import DESIGNATIONS, SINGLE_HOLDER_DESIGNATIONS

LIFE_LIMIT = 999_999


@register
class AdjustLife(Action):
    type = "adjust_life"
    doc = "Add delta (negative to subtract) to a player's life (the team's, in Two-Headed Giant)."
    fields = (Seat("player"), Int("delta", lo=-LIFE_LIMIT, hi=LIFE_LIMIT))

    def validate(self, table):
        game = check_player(table, self.player)
        if self.delta == 0:
            raise InvalidField("adjust_life: a change of 0 changes nothing", field="delta")
        if abs(game.life_of(self.player) + self.delta) > LIFE_LIMIT:
            raise InvalidField(f"adjust_life: life must stay within ±{LIFE_LIMIT}", field="delta")

    def apply(self, table):
        game = table.current_game()
        game.set_life(self.player, game.life_of(self.player) + self.delta)


@register
class SetLife(Action):
    type = "set_life"
    doc = "Set a player's life to a number."
    fields = (Seat("player"), Int("life", lo=-LIFE_LIMIT, hi=LIFE_LIMIT))

    def validate(self, table):
        check_player(table, self.player)

    def apply(self, table):
        table.current_game().set_life(self.player, self.life)


@register
class AdjustCounter(Action):
    type = "adjust_counter"
    doc = "Add delta to a named counter (poison, energy, experience or any name); never below 0."
    fields = (Seat("player"), Text("counter", max_length=24), Int("delta", lo=-9999, hi=9999))

    def validate(self, table):
        game = check_player(table, self.player)
        if self.delta == 0:
            raise InvalidField("adjust_counter: a change of 0 changes nothing", field="delta")
        if self.counter in ("life",):
            raise InvalidField("adjust_counter: life is not a counter; use adjust_life",
                               field="counter")
        value = game.counter_of(self.player, self.counter)
        if value + self.delta < 0:
            raise CounterBelowZero(
                f"{game.players[self.player].name} has {value} {self.counter}; "
                f"it cannot go below 0", counter=self.counter, value=value, delta=self.delta)

    def apply(self, table):
        game = table.current_game()
        game.set_counter(self.player, self.counter,
                         game.counter_of(self.player, self.counter) + self.delta)


@register
class CommanderDamage(Action):
    type = "commander_damage"
    doc = ("Record delta commander damage dealt to player by source's commander; "
           "it also changes life unless affect_life is false.")
    fields = (Seat("player"), Seat("source"), Int("delta", lo=-999, hi=999),
              Bool("affect_life", default=True))

    def validate(self, table):
        game = check_player(table, self.player)
        check_other_player(game, self.player, self.source, "source")
        if self.delta == 0:
            raise InvalidField("commander_damage: a change of 0 changes nothing", field="delta")
        taken = game.players[self.player].commander_damage.get(self.source, 0)
        if taken + self.delta < 0:
            raise CounterBelowZero(
                f"{game.players[self.player].name} has taken {taken} commander damage from "
                f"{game.players[self.source].name}; it cannot go below 0",
                counter="commander_damage", value=taken, delta=self.delta)

    def apply(self, table):
        game = table.current_game()
        damage = game.players[self.player].commander_damage
        damage[self.source] = damage.get(self.source, 0) + self.delta
        if self.affect_life:
            game.set_life(self.player, game.life_of(self.player) - self.delta)


@register
class SetDesignation(Action):
    type = "set_designation"
    doc = ("Monarch and initiative: give to player (null: nobody holds it). "
           "City's blessing: set value for player.")
    fields = (Text("designation", choices=DESIGNATIONS), Seat("player", nullable=True),
              Bool("value", default=True))

    def validate(self, table):
        game = table.running_game()
        if self.player is not None:
            game.check_seat(self.player)
        elif self.designation not in SINGLE_HOLDER_DESIGNATIONS:
            raise InvalidField("set_designation: the city's blessing needs a player",
                               field="player")

    def apply(self, table):
        game = table.current_game()
        if self.designation in SINGLE_HOLDER_DESIGNATIONS:
            game.holders[self.designation] = self.player if self.value else None
        else:
            game.players[self.player].citys_blessing = self.value

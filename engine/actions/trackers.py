"""What a table tracks beside life and counters: a seat's colour, a concession, day and night, the storm
count, the Ring's temptations, speed and dungeons. Rad counters are a named counter
(``adjust_counter`` with ``counter: "rad"``)."""

from __future__ import annotations

from typing import Annotated, Literal

from engine.actions.base import Action
from engine.actions.games import check_player
from engine.errors import AlreadyOut, CounterBelowZero, InvalidField
from engine.fields import Int, Seat, Text
from engine.players import SEAT_COLORS
from engine.table import Table

RING_LEVELS = 4
SPEED_MAX = 4
DUNGEONS = (
    "lost_mine_of_phandelver",
    "dungeon_of_the_mad_mage",
    "tomb_of_annihilation",
    "undercity",
    "other",
)


class Concede(Action):
    type = "concede"
    allowed = "Any time while the game runs, by a player still in it (CR 104.3a: a player may concede at any time)."
    doc = "A player concedes the game (104.3a): shown as out; undo brings them back."
    player: Annotated[int, Seat()]

    def validate(self, table: Table) -> None:
        game = check_player(table, self.player)
        if game.players[self.player].conceded:
            raise AlreadyOut(
                f"{game.players[self.player].name} has already conceded", player=self.player
            )

    def apply(self, table: Table) -> None:
        table.current_game().players[self.player].conceded = True


class SetDayNight(Action):
    type = "set_day_night"
    allowed = "Any time while the game runs, when a card makes it day or night or it changes at a turn's start (CR 726)."
    doc = "It becomes day or night (726), or neither (null: before any card made it day)."
    value: Annotated[
        Literal["day", "night"] | None, Text(choices=("day", "night"), default=None, nullable=True)
    ]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        if self.value == game.day_night:
            raise InvalidField(
                f"set_day_night: it is already {self.value or 'neither day nor night'}",
                field="value",
            )

    def apply(self, table: Table) -> None:
        table.current_game().day_night = self.value


class AdjustStorm(Action):
    type = "adjust_storm"
    allowed = "Any time while the game runs (CR 702.40: the spells cast this turn); it goes back to 0 each turn."
    doc = "Count spells cast this turn (the storm count; it starts at 0 each turn); never below 0."
    delta: Annotated[int, Int(lo=-999, hi=999)]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        if self.delta == 0:
            raise InvalidField("adjust_storm: a change of 0 changes nothing", field="delta")
        if game.storm + self.delta < 0:
            raise CounterBelowZero(
                f"the storm count is {game.storm}; it cannot go below 0",
                counter="storm",
                value=game.storm,
                delta=self.delta,
            )

    def apply(self, table: Table) -> None:
        table.current_game().storm += self.delta


class RingTempts(Action):
    type = "ring_tempts"
    allowed = (
        "Any time while the game runs, when an effect says the Ring tempts a player (CR 701.52)."
    )
    doc = "The Ring tempts player (701.52): their level goes up by one, to 4 at most (a temptation at 4 still counts)."
    player: Annotated[int, Seat()]

    def validate(self, table: Table) -> None:
        check_player(table, self.player)

    def apply(self, table: Table) -> None:
        player = table.current_game().players[self.player]
        player.ring = min(RING_LEVELS, player.ring + 1)


class SetSpeed(Action):
    type = "set_speed"
    allowed = "Any time while the game runs, when a player's speed changes (CR 702.179)."
    doc = "Set a player's speed (702.179): 1 to 4 once their engines started, 0 for none."
    player: Annotated[int, Seat()]
    speed: Annotated[int, Int(lo=0, hi=SPEED_MAX)]

    def validate(self, table: Table) -> None:
        game = check_player(table, self.player)
        if game.players[self.player].speed == self.speed:
            raise InvalidField(f"set_speed: the speed is already {self.speed}", field="speed")

    def apply(self, table: Table) -> None:
        table.current_game().players[self.player].speed = self.speed


class Venture(Action):
    type = "venture"
    allowed = "Any time while the game runs, when an effect says to venture or a room is completed (CR 309.5)."
    doc = (
        "A player ventures into the dungeon (309.5): which dungeon, and the room they are in now "
        "(its name as printed); room null: the dungeon is completed and leaves the game."
    )
    player: Annotated[int, Seat()]
    dungeon: Annotated[str, Text(choices=DUNGEONS)]
    room: Annotated[str | None, Text(max_length=40, default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        check_player(table, self.player)

    def apply(self, table: Table) -> None:
        player = table.current_game().players[self.player]
        if self.room is None:
            player.dungeon, player.room = None, None
        else:
            player.dungeon, player.room = self.dungeon, self.room


class SetColor(Action):
    type = "set_color"
    allowed = (
        "While the game runs, any time: a seat's colour is the table's choice, not a "
        "rule (a game that has ended keeps the colours it was played with)."
    )
    doc = "A player's seat takes another colour (null: the plain panel)."
    player: Annotated[int, Seat()]
    color: Annotated[str | None, Text(choices=SEAT_COLORS, default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        game = check_player(table, self.player)
        if game.players[self.player].color == self.color:
            raise InvalidField(
                f"set_color: the seat is already {self.color or 'plain'}", field="color"
            )

    def apply(self, table: Table) -> None:
        table.current_game().players[self.player].color = self.color

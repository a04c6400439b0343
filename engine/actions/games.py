"""Starting and ending games of the session."""

from __future__ import annotations

from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField, PlayerLeftGame, UnknownPlayer
from engine.fields import Int, ListOf, Seat, Text
from engine.formats import FORMATS
from engine.game import Game
from engine.names import PLAYER_NAME_LENGTH, check_typed_names
from engine.players import SEAT_COLORS, Player, Team
from engine.table import Table

MAX_PLAYERS = 8


class NewGame(Action):
    type = "new_game"
    allowed = "Any time: a new game begins (CR 103); the one still running ends without a winner."
    doc = (
        "Start a game (the previous one, if still running, ends without a winner). A match "
        "that has ended leaves the table with it (rules reading 5; its result stays in the "
        "history)."
    )
    starts = True
    players: Annotated[
        list[str],
        ListOf(
            item=Text("name", max_length=PLAYER_NAME_LENGTH),
            min_items=1,
            max_items=MAX_PLAYERS,
            doc="names in seat order, seat 0 first",
        ),
    ]
    starting_life: Annotated[
        int | None,
        Int(
            lo=1,
            hi=9999,
            default=None,
            nullable=True,
            doc="default: the format's (20; 30 Two-Headed Giant; 40 Commander)",
        ),
    ]
    format: Annotated[str, Text(choices=tuple(FORMATS), default="casual")]
    teams: Annotated[
        list[list[int]] | None,
        ListOf(
            item=ListOf("team", item=Seat("seat"), min_items=1, max_items=MAX_PLAYERS),
            default=None,
            nullable=True,
            max_items=MAX_PLAYERS,
            doc="seats per team (Two-Headed Giant: default pairs 0-1, 2-3, ...)",
        ),
    ]
    colors: Annotated[
        list[str | None] | None,
        ListOf(
            item=Text("color", choices=SEAT_COLORS, nullable=True),
            default=None,
            nullable=True,
            max_items=MAX_PLAYERS,
            doc="a colour per seat, in seat order (null: the plain panel)",
        ),
    ]
    at: Annotated[
        int | None,
        Int(
            lo=0,
            hi=2**53 - 1,
            default=None,
            nullable=True,
            doc="when it started (ms since 1970, stamped by the app): the game timer",
        ),
    ]

    def validate(self, table: Table) -> None:
        check_typed_names(table, self.players, "players")
        folded = [name.casefold() for name in self.players]
        if len(set(folded)) != len(folded):
            twice = next(n for n in self.players if folded.count(n.casefold()) > 1)
            raise InvalidField(
                f"new_game: the name '{twice}' is given twice; names must differ",
                field="players",
                name=twice,
            )
        if self.colors is not None and len(self.colors) != len(self.players):
            raise InvalidField(
                f"new_game: {len(self.colors)} colours for {len(self.players)} players",
                field="colors",
            )
        self._teams = FORMATS[self.format].make_teams(len(self.players), self.teams)

    def apply(self, table: Table) -> None:
        previous = table.game
        if previous is not None and not previous.over:
            previous.over = True
        fmt = FORMATS[self.format]
        life = self.starting_life if self.starting_life is not None else fmt.starting_life
        colors = self.colors or [None] * len(self.players)
        players = [
            Player(seat=i, name=name, life=life, color=colors[i])
            for i, name in enumerate(self.players)
        ]
        teams = []
        for index, members in enumerate(self._teams):
            teams.append(Team(members=list(members), life=life))
            for seat in members:
                players[seat].team = index
        if table.rules >= 5:
            put_away_ended_features(table)
        table.games.append(
            Game(
                number=len(table.games) + 1,
                format_id=self.format,
                starting_life=life,
                players=players,
                teams=teams,
                started_at=self.at,
                turn_started_at=self.at,
            )
        )


def put_away_ended_features(table: Table) -> None:
    """Rules reading 5: what ended with the last game (a match whose games are over) is not
    carried into the next one (its score chip, its sheet, a file sent later); the history
    keeps how it ended.  A match still being played stays: its next game is this one."""
    for name, feature in list(table.features.items()):
        if feature.leaves_with_its_game():
            del table.features[name]


class EndGame(Action):
    type = "end_game"
    allowed = "While the game runs (CR 104: it ends when a player or team wins, or in a draw)."
    doc = (
        "End the current game; winner is a seat (its team wins in team formats) or null for a draw."
    )
    winner: Annotated[int | None, Seat(default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        if self.winner is not None:
            game.check_seat(self.winner, "winner")

    def apply(self, table: Table) -> None:
        game = table.current_game()
        game.over = True
        game.winner = self.winner


def check_player(table: Table, seat: int, field_name: str = "player") -> Game:
    """The running game, after checking that ``seat`` is one of its players."""
    game = table.running_game()
    game.check_seat(seat, field_name)
    return game


def check_still_in(
    table: Table, game: Game, seat: int, what: str, field_name: str = "player"
) -> None:
    """Reading 4 (CR 104.3a: a player who concedes leaves the game at once): the player who
    takes an action is still in the game.  Life, counters and other numbers a player is the
    object of stay the table's to fix; only what a player does is refused."""
    if table.rules >= 4 and game.players[seat].conceded:
        name = game.players[seat].name
        raise PlayerLeftGame(
            f"{name} has conceded and left the game (CR 104.3a): they do not {what}",
            player=seat,
            field=field_name,
        )


def left_game(game: Game, seat: int) -> bool:
    """Has the seat left the game by conceding (a team, when any of its players has: it
    stands or falls together)?"""
    team = game.players[seat].team
    members = game.teams[team].members if team is not None else [seat]
    return any(game.players[member].conceded for member in members)


def check_other_player(game: Game, seat: int, other: int, field_name: str) -> None:
    game.check_seat(other, field_name)
    if other == seat:
        raise UnknownPlayer(
            f"{field_name} must be another player than seat {seat}", field=field_name, seat=other
        )

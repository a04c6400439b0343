"""Formats: small strategies that set the numbers a game starts with and a few rules.

A format overrides hooks (starting life, teams, what makes a player lose, who plays next)
instead of flags being scattered through the code.  Later features (Hell's Half-Draft,
Contraptions, Conspiracy) register their own formats here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import InvalidTeams

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state_types import FormatRules


class Format:
    id = "casual"
    starting_life = 20
    poison_limit = 10
    commander_damage_limit: int | None = None
    team_size: int | None = None
    extra_turns = 5  # after time is called in a match (Tournament Rules 2.5)

    def make_teams(self, player_count: int, teams: list[list[int]] | None) -> list[list[int]]:
        """Validate the teams asked for; formats without teams refuse them."""
        if teams:
            raise InvalidTeams(f"the format '{self.id}' is played without teams", format=self.id)
        return []

    def next_active(self, game: Game) -> int:
        """The seat whose turn comes after the active one."""
        if game.active is None:
            return 0
        return (game.active + 1) % len(game.players)

    def describe(self) -> FormatRules:
        return {
            "id": self.id,
            "starting_life": self.starting_life,
            "poison_limit": self.poison_limit,
            "commander_damage_limit": self.commander_damage_limit,
            "team_size": self.team_size,
            "extra_turns": self.extra_turns,
        }


class Commander(Format):
    id = "commander"
    starting_life = 40
    commander_damage_limit = 21


class Conspiracy(Format):
    id = "conspiracy"


class HellsHalfDraft(Format):
    id = "hells_half_draft"


class TwoHeadedGiant(Format):
    """Teams of two share a life total (30) and poison (15); teams take turns."""

    id = "two_headed_giant"
    starting_life = 30
    poison_limit = 15
    team_size = 2
    extra_turns = 3

    def make_teams(self, player_count: int, teams: list[list[int]] | None) -> list[list[int]]:
        if player_count < 4:
            raise InvalidTeams(
                "Two-Headed Giant needs at least two teams of two (4 players)", players=player_count
            )
        if not teams:
            if player_count % 2:
                raise InvalidTeams(
                    "Two-Headed Giant needs an even number of players", players=player_count
                )
            return [[seat, seat + 1] for seat in range(0, player_count, 2)]
        seen = sorted(seat for team in teams for seat in team)
        if seen != list(range(player_count)):
            raise InvalidTeams("every player must be in exactly one team", teams=teams)
        if any(len(team) != self.team_size for team in teams):
            raise InvalidTeams("every Two-Headed Giant team has exactly two players", teams=teams)
        return [sorted(team) for team in teams]

    def next_active(self, game: Game) -> int:
        """Teams take turns: the first seat of the next team in seat order."""
        if game.active is None:
            return game.teams[0].members[0]
        current = game.players[game.active].team
        assert current is not None  # in this format every player is in a team
        return game.teams[(current + 1) % len(game.teams)].members[0]


FORMATS: dict[str, Format] = {
    f.id: f for f in (Format(), Commander(), Conspiracy(), HellsHalfDraft(), TwoHeadedGiant())
}

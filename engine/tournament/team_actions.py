"""Team events and draft tables in the app's tournament (Tournament Rules 7.6, 8.2, 9;
appendices B and E): ``tournament_tables``, ``tournament_teams``, ``tournament_team_result``.

* 7.6: the organiser seats every player at one draft table before the first round; pairing
  then pairs each table on its own (the event's ``tables``, kept by pairing, results, drops).
* 8.2 (and a Two-Headed Giant Swiss, 9): the event's players are the teams; registering
  them gives each team its players by seat (A, B, C).  A team match is played seat against
  seat; the organiser records each seat's result and the team's is made from them as
  :func:`engine.tournament.teams.team_match_result` says (the app's ruling, docs/tournament.md).
  A team counts as one player for the rounds (appendix E) and in the standings (appendix C).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField, RuleViolation
from engine.feature import the_feature
from engine.fields import Int, ListOf
from engine.table import Table
from engine.tournament.action_fields import MAX_ROUNDS, Name
from engine.tournament.errors import ResultAlreadyRecorded
from engine.tournament.event import MOST_DRAWN_GAMES, check_event
from engine.tournament.event_actions import swiss_open, tournament_of
from engine.tournament.state import TOURNAMENT, TournamentState
from engine.tournament.teams import SEATS, InvalidTeam, team_match_result


class GroupsAfterPairing(RuleViolation):
    """Draft tables and teams are settled before the first round is paired."""

    code = "groups_after_pairing"


class NotATeamMatch(RuleViolation):
    """A seat-by-seat result for a match that is not two teams' (a bye, or no teams)."""

    code = "not_a_team_match"


def _before_round_one(table: Table, what: str) -> TournamentState:
    tournament = tournament_of(table)
    if tournament.event.rounds:
        raise GroupsAfterPairing(
            f"round {len(tournament.event.rounds)} is paired: {what} are settled before the "
            "first round",
            what=what,
            round=len(tournament.event.rounds),
        )
    return tournament


class TournamentTables(Action):
    type = "tournament_tables"
    allowed = (
        "Before the play-off, until the first round is paired: every player sits at one draft "
        "table of two or more players, and players meet only at their own table (003 7.6)."
    )
    doc = (
        "Seat the players at draft tables (7.6): each table a list of names; every player "
        "at exactly one. An empty list makes the event one table again."
    )
    tables: Annotated[
        list[list[str]],
        ListOf(item=ListOf(item=Name("player"), max_items=None), max_items=None),
    ]

    def validate(self, table: Table) -> None:
        tournament = _before_round_one(table, "the draft tables")
        event = replace(tournament.event, tables=tuple(tuple(t) for t in self.tables))
        check_event(event, games_to_win=tournament.games_to_win)

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        tournament.event = replace(tournament.event, tables=tuple(tuple(t) for t in self.tables))


class TournamentTeams(Action):
    type = "tournament_teams"
    allowed = (
        "Before the play-off, until the first round is paired: each of the event's players is "
        "a team of two or three players, each at a seat (A, B, C), every team as large, a "
        "player in one team (003 8.2, 9)."
    )
    doc = (
        "Register the event's players as teams (8.2): per team, in the event's order, its "
        "players by seat A, B(, C). An empty list makes them players again."
    )
    teams: Annotated[
        list[list[str]],
        ListOf(item=ListOf(item=Name("player"), max_items=3), max_items=None),
    ]

    def validate(self, table: Table) -> None:
        tournament = _before_round_one(table, "the teams")
        if not self.teams:
            return
        names = tournament.event.players
        if len(self.teams) != len(names):
            raise InvalidField(
                f"tournament_teams: give the players of each of the {len(names)} teams",
                field="teams",
                teams=len(names),
            )
        seen: dict[str, str] = {}
        for team, players in zip(names, self.teams):
            if not 2 <= len(players) <= 3:
                raise InvalidTeam(
                    f"team {team!r} has {len(players)} player(s); a team is two or three "
                    "players (8.2)",
                    field="teams",
                    team=team,
                    size=len(players),
                )
            for player in players:
                other = seen.get(player.casefold())
                if other is not None:
                    raise InvalidTeam(
                        f"{player!r} plays for {other!r} and {team!r}; a player is in one "
                        "team in an event (8.2)",
                        field="teams",
                        player=player,
                        team=team,
                        other=other,
                    )
                seen[player.casefold()] = team
        sizes = sorted({len(p) for p in self.teams})
        if len(sizes) > 1:
            raise InvalidTeam(
                "every team of an event has as many players (8.2: two or three, by the "
                f"format); these have {sizes[0]} and {sizes[-1]}",
                field="teams",
                low=sizes[0],
                high=sizes[-1],
            )

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        names = tournament.event.players
        tournament.teams = {n: tuple(p) for n, p in zip(names, self.teams)}
        tournament.seat_results = {}


class TournamentTeamResult(Action):
    type = "tournament_team_result"
    allowed = (
        "Before the play-off, in a team event, for a team match without a result: one result "
        "per seat, A against A, B against B, C against C (003 8.2); the team winning more "
        "seat matches wins, as many is a draw."
    )
    doc = (
        "Record a team match seat by seat (8.2): per seat, in seat order, [team's player's "
        "wins, the other's wins, drawn games] from ``team``'s side; the team match's result "
        "is the seat matches won by each team and drawn."
    )
    round: Annotated[int, Int(lo=1, hi=MAX_ROUNDS)]
    team: Annotated[str, Name()]
    seats: Annotated[
        list[list[int]],
        ListOf(
            item=ListOf(item=Int("games", lo=0, hi=MOST_DRAWN_GAMES), min_items=3, max_items=3),
            min_items=2,
            max_items=3,
        ),
    ]

    def _oriented(self, tournament: TournamentState) -> tuple[str, list[list[int]]]:
        """The match's first team, and the seats from its side."""
        rounds = tournament.event.rounds
        if self.round > len(rounds):
            raise InvalidField(
                f"tournament_team_result: round {self.round} has not been paired",
                field="round",
                round=self.round,
            )
        match = next((m for m in rounds[self.round - 1] if self.team in (m.a, m.b)), None)
        if match is None or match.b is None or not tournament.teams:
            raise NotATeamMatch(
                f"round {self.round}: {self.team} has no team match to record seat by seat",
                round=self.round,
                team=self.team,
            )
        if match.score is not None:
            raise ResultAlreadyRecorded(
                f"round {self.round}: {self.team}'s match already has its result "
                f"{'-'.join(map(str, match.score))}",
                round=self.round,
                player=self.team,
                result=list(match.score),
                score="-".join(map(str, match.score)),
            )
        if self.team == match.a:
            return match.a, self.seats
        return match.a, [[b, a, d] for a, b, d in self.seats]

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        swiss_open(tournament)
        first, seats = self._oriented(tournament)
        size = len(tournament.teams[first])
        if len(seats) != size:
            raise InvalidField(
                f"tournament_team_result: give one result per seat ({SEATS[:size]}, 8.2)",
                field="seats",
                size=size,
            )
        for seat, (a, b, drawn) in zip(SEATS, seats):
            if not a + b + drawn or max(a, b) > tournament.games_to_win:
                raise InvalidField(
                    f"seat {seat}: a match to {tournament.games_to_win} wins counts at least "
                    f"one game and at most {tournament.games_to_win} wins a side",
                    field="seats",
                    seat=seat,
                    games_to_win=tournament.games_to_win,
                )

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        first, seats = self._oriented(tournament)
        result = team_match_result([(a, b, d) for a, b, d in seats])
        tournament.event = tournament.event.with_result(self.round, first, list(result), False)
        tournament.seat_results[f"{self.round}:{first}"] = [list(s) for s in seats]

"""Team tournaments (Tournament Rules 8, 8.2; a Two-Headed Giant Swiss, 9, enters teams the
same way): teams of two or three registered with their seats, played seat against seat.

* 8.2: a team is two or three players, each registered at a seat (A, B, C) kept for the
  whole event; in a match of two teams, player A plays player A, B plays B, C plays C.
  A player who leaves the event takes the whole team with them.
* The seed is silent on how a team's match result is made from its players'.  The app's
  ruling: each seat's match is decided as any match (2.1); the team that wins more seat
  matches wins the team match, equal seat wins are a drawn team match.  So that the
  standings of appendix C apply unchanged, a team match is recorded as the event's
  ``[seat matches won by a, by b, seat matches drawn]``: match points from the team match,
  and the "games" of the game-win percentages are the seat matches.
* Appendix E: a team counts as one player for the number of Swiss rounds; pairing,
  byes and tie-breakers are the individual event's, with teams for players.
* Appendix B: team Sealed gives 20 minutes to register and 60 to build (75 on a release
  weekend), a team draft 40 minutes to build and register (:data:`DECK_BUILDING_MINUTES`).

A team event file is ``{"teams": [{"name", "players": [A, B(, C)]}, ...], "rounds":
[[{"a": team, "b": team or null, "seats": [[a's wins, b's wins, draws] per seat]}, ...]],
"dropped": {team or player: round}}``; :func:`team_event_from_json` checks it whole and
gives the :class:`TeamEvent`, whose ``event`` is the :class:`Event` of the teams.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.tournament.errors import EventFormatError, InvalidEvent, UnknownEventPlayer
from engine.tournament.event import (
    MOST_DRAWN_GAMES,
    MOST_GAMES_TO_WIN,
    Event,
    Match,
    check_event,
    event_from_json,
)

SEATS = "ABC"
DECK_BUILDING_MINUTES = {  # appendix B
    "team_sealed": {"registration": 20, "building": 60, "building_release_weekend": 75},
    "team_draft": {"building_and_registration": 40},
    "two_headed_giant_sealed": {"registration": 20, "building": 60, "building_release_weekend": 75},
    "two_headed_giant_draft": {"building_and_registration": 40},
}


class TeamFormatError(EventFormatError):
    """A team event file that is not of the team event's shape."""

    code = "team_event_format"


class InvalidTeam(InvalidEvent):
    """A team of the wrong size, a player in two teams, a seat result that cannot be."""

    code = "invalid_team"


@dataclass(frozen=True)
class Team:
    name: str
    players: tuple[str, ...]  # in seat order: A, B(, C)

    def seat_of(self, player: str) -> str:
        return SEATS[self.players.index(player)]


@dataclass(frozen=True)
class TeamEvent:
    teams: tuple[Team, ...]
    seat_results: tuple[tuple[tuple[tuple[int, int, int], ...] | None, ...], ...]
    event: Event  # the teams as its players

    def team(self, name: str) -> Team:
        return next(t for t in self.teams if t.name == name)

    def seat_pairings(self, a: str, b: str | None) -> list[dict[str, Any]]:
        """8.2: the seat matches of a team match, A against A, B against B, C against C."""
        if b is None:
            return []
        return [
            {"seat": SEATS[i], "a": pa, "b": pb}
            for i, (pa, pb) in enumerate(zip(self.team(a).players, self.team(b).players))
        ]


def looks_like_team_event(data: Any) -> bool:
    return isinstance(data, dict) and "teams" in data


def team_match_result(seats: list[tuple[int, int, int]]) -> tuple[int, int, int]:
    """The team match as the event records it: seat matches won by a, by b, and drawn
    (the app's ruling: more seat matches won wins the team match)."""
    won_a = lost_a = drawn = 0
    for wins_a, wins_b, _ in seats:
        if wins_a > wins_b:
            won_a += 1
        elif wins_b > wins_a:
            lost_a += 1
        else:
            drawn += 1
    return (won_a, lost_a, drawn)


def team_event_from_json(data: Any) -> TeamEvent:
    if not isinstance(data, dict):
        raise TeamFormatError("a team event is a JSON object with 'teams', 'rounds', 'dropped'")
    extra = sorted(set(data) - {"teams", "rounds", "dropped"})
    if extra:
        raise TeamFormatError(f"the team event: unknown key {extra[0]!r}", key=extra[0])
    teams = _teams(data.get("teams"))
    by_player = {p: t.name for t in teams for p in t.players}
    size = len(teams[0].players)
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list) or not all(isinstance(r, list) for r in rounds):
        raise TeamFormatError("'rounds' must be a list of rounds, each a list of team matches")
    event_rounds: list[list[dict[str, Any]]] = []
    seat_rounds: list[tuple[tuple[tuple[int, int, int], ...] | None, ...]] = []
    for number, matches in enumerate(rounds, 1):
        event_matches: list[dict[str, Any]] = []
        seat_matches: list[tuple[tuple[int, int, int], ...] | None] = []
        for index, match in enumerate(matches, 1):
            where = f"round {number}, match {index}"
            if not isinstance(match, dict) or set(match) - {"a", "b", "seats"}:
                raise TeamFormatError(
                    f"{where}: a team match is an object with 'a', 'b' and 'seats'"
                )
            seats = match.get("seats")
            if seats is None or match.get("b") is None:
                event_matches.append({"a": match.get("a"), "b": match.get("b")})
                seat_matches.append(None)
                continue
            checked = _seat_results(seats, size, where)
            event_matches.append(
                {
                    "a": match.get("a"),
                    "b": match.get("b"),
                    "result": list(team_match_result(checked)),
                }
            )
            seat_matches.append(tuple(checked))
        event_rounds.append(event_matches)
        seat_rounds.append(tuple(seat_matches))
    dropped = data.get("dropped", {})
    if not isinstance(dropped, dict):
        raise TeamFormatError("'dropped' must be an object of team (or player): round")
    # 8.2: a player who leaves takes the whole team
    team_dropped: dict[str, Any] = {}
    for who, after in dropped.items():
        team = who if who in {t.name for t in teams} else by_player.get(who)
        if team is None:
            raise UnknownEventPlayer(f"dropped: {who!r} is neither a team nor a player", player=who)
        earlier = team_dropped.get(team)
        both_rounds = isinstance(after, int) and isinstance(earlier, int)
        team_dropped[team] = min(after, earlier) if both_rounds else after
    event = event_from_json(
        {"players": [t.name for t in teams], "rounds": event_rounds, "dropped": team_dropped}
    )
    check_event(event, games_to_win=3 if size == 3 else 2)
    return TeamEvent(tuple(teams), tuple(seat_rounds), event)


def _teams(value: Any) -> list[Team]:
    if not isinstance(value, list) or len(value) < 2:
        raise TeamFormatError("'teams' must list two or more teams, each {name, players}")
    teams: list[Team] = []
    seen: dict[str, str] = {}
    for index, entry in enumerate(value, 1):
        if not (
            isinstance(entry, dict)
            and isinstance(entry.get("name"), str)
            and isinstance(entry.get("players"), list)
            and all(isinstance(p, str) for p in entry["players"])
            and not set(entry) - {"name", "players"}
        ):
            raise TeamFormatError(
                f'team {index}: a team is {{"name": ..., "players": [player A, player B, ...]}}'
            )
        players = tuple(entry["players"])
        if not 2 <= len(players) <= 3:
            raise InvalidTeam(
                f"team {entry['name']!r} has {len(players)} player(s); a team is "
                "two or three players (8.2)",
                team=entry["name"],
            )
        for player in players:
            if player in seen:
                raise InvalidTeam(
                    f"{player!r} plays for {seen[player]!r} and {entry['name']!r}; "
                    "a player is in one team in an event (8.2)",
                    player=player,
                )
            seen[player] = entry["name"]
        teams.append(Team(entry["name"], players))
    sizes = {len(t.players) for t in teams}
    if len(sizes) > 1:
        raise InvalidTeam(
            "every team of an event has as many players (8.2: two or three, by "
            f"the format); these have {sorted(sizes)}",
            sizes=sorted(sizes),
        )
    return teams


def _seat_results(seats: Any, size: int, where: str) -> list[tuple[int, int, int]]:
    if not isinstance(seats, list) or len(seats) != size:
        raise InvalidTeam(
            f"{where}: 'seats' gives one result per seat ({SEATS[:size]}, 8.2), {size} in all",
            size=size,
        )
    out = []
    for seat, result in zip(SEATS, seats):
        ok = (
            isinstance(result, list)
            and len(result) == 3
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in result)
        )
        if not ok or max(result[0], result[1]) > MOST_GAMES_TO_WIN or result[2] > MOST_DRAWN_GAMES:
            raise InvalidTeam(
                f"{where}, seat {seat}: a seat's result is [a's wins, b's wins, "
                f"drawn games], wins 0 to {MOST_GAMES_TO_WIN}, draws 0 to "
                f"{MOST_DRAWN_GAMES}, not {json.dumps(result)[:40]}",
                seat=seat,
            )
        out.append((result[0], result[1], result[2]))
    return out


def team_round_json(team_event: TeamEvent, matches: tuple[Match, ...]) -> list[dict[str, Any]]:
    """A paired round of teams, with each team match's seat pairings (8.2)."""
    return [{"a": m.a, "b": m.b, "seats": team_event.seat_pairings(m.a, m.b)} for m in matches]

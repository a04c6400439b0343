"""A tournament as data: players, the rounds played, who left.  Load, check, dump.

The JSON shape (SPEC section 5)::

    {"players": ["Ann", "Bob", ...],
     "rounds": [[{"a": "Ann", "b": "Bob", "result": [2, 1, 0]}, {"a": "Cid", "b": null}], ...],
     "dropped": {"Dan": 3}}

``result`` is a's game wins, b's game wins and drawn games (Tournament Rules 2.1: the player
with more game wins wins the match, equal wins draw it); a match without ``result`` is not
finished yet (only the last round may have such).  ``b: null`` is a bye, a 2-0 win
(appendix C); it may carry ``"result": [2, 0, 0]`` and no other.  ``dropped`` gives the round
after which a player left (2.10); ``0`` means before round 1, so the player took no part and
is left out of the standings.  Every player still in the event plays (or has the bye) in
every round exactly once.  ``rounds`` and ``dropped`` may be omitted when empty.

``"agreed_draw": true`` on a match with a result marks a draw the players agreed to after
games were played (2.4): the match is drawn (one match point each) whatever the game wins,
and the games keep counting as they were played for the game-win tiebreakers.  A draw agreed
before any game is simply ``[0, 0, 3]``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine import file_json

if TYPE_CHECKING:
    from engine.tournament.state_types import EventJson, EventMatch

from engine.tournament.errors import (
    BadMatchResult,
    CrossTablePairing,
    DroppedPlayerPaired,
    EventFormatError,
    InvalidEvent,
    PlayerMissingFromRound,
    PlayerTwiceInRound,
    RoundNotFinished,
    UnknownEventPlayer,
)

BYE_RESULT = (2, 0, 0)
# An event file read on its own (the command line's standings and pair) names no match
# length: its results are held to what the app's own actions take (match_start and
# tournament_create take games_to_win up to 9, tournament_result up to 99 drawn games).
MOST_GAMES_TO_WIN = 9
MOST_DRAWN_GAMES = 99


@dataclass(frozen=True)
class Match:
    """One pairing of a round.  ``b is None`` is a bye; ``result is None`` not played yet."""

    a: str
    b: str | None
    result: tuple[int, int, int] | None = None
    agreed_draw: bool = False  # drawn by agreement after games (2.4), whatever the wins

    @property
    def is_bye(self) -> bool:
        return self.b is None

    @property
    def finished(self) -> bool:
        return self.is_bye or self.result is not None

    @property
    def score(self) -> tuple[int, int, int] | None:
        """The result, with a bye counted as 2-0-0 (appendix C)."""
        return BYE_RESULT if self.is_bye else self.result

    @property
    def players(self) -> tuple[str, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    @property
    def winner(self) -> str | None:
        """Who won the match (2.1), None for a draw or an unfinished match."""
        score = self.score
        if score is None or score[0] == score[1] or self.agreed_draw:
            return None
        return self.a if score[0] > score[1] else self.b

    def to_json(self) -> EventMatch:
        out: EventMatch = {"a": self.a, "b": self.b}
        if self.result is not None and not self.is_bye:
            out["result"] = list(self.result)
            if self.agreed_draw:
                out["agreed_draw"] = True
        return out


@dataclass(frozen=True)
class Event:
    """A checked event; build one with :func:`event_from_json` or :meth:`checked`."""

    players: tuple[str, ...]
    rounds: tuple[tuple[Match, ...], ...] = ()
    dropped: Mapping[str, int] = field(default_factory=dict)
    # 7.6: the draft tables, each a tuple of names; players meet only at their own table.
    # Empty: one table (no draft tables, or the organiser lifted the restriction).
    tables: tuple[tuple[str, ...], ...] = ()

    def checked(self) -> Event:
        """This event, after :func:`check_event` found nothing wrong."""
        check_event(self)
        return self

    def active_players(self) -> list[str]:
        """Players who have not left, in registration order."""
        return [p for p in self.players if p not in self.dropped]

    def participants(self) -> list[str]:
        """Players who took part: all but those who left before round 1 (2.10)."""
        return [p for p in self.players if self.dropped.get(p, 1) > 0]

    @property
    def finished_rounds(self) -> int:
        """How many rounds, from the first, have every result in."""
        done = 0
        for matches in self.rounds:
            if not all(m.finished for m in matches):
                break
            done += 1
        return done

    def with_round(self, matches: Sequence[Match]) -> Event:
        """This event with one more round appended (checked)."""
        return replace(
            self, rounds=self.rounds + (tuple(matches),), dropped=dict(self.dropped)
        ).checked()

    def with_result(
        self, round_number: int, player: str, result: Sequence[int], agreed_draw: bool = False
    ) -> Event:
        """The match of ``player`` in round ``round_number`` (1-based) given a result
        (``agreed_draw``: drawn by agreement after those games, 2.4)."""
        if not 1 <= round_number <= len(self.rounds):
            raise InvalidEvent(f"there is no round {round_number}", round=round_number)
        matches = list(self.rounds[round_number - 1])
        for i, match in enumerate(matches):
            if player in match.players and not match.is_bye:
                given = tuple(result)
                if len(given) != 3:
                    raise BadMatchResult(
                        f"round {round_number}: 'result' must be three whole "
                        f"numbers >= 0 (games won, lost, drawn), got "
                        f"{_show(given)}",
                        round=round_number,
                        result=_show(given),
                    )
                won, lost, drawn = given
                r = (won, lost, drawn) if match.a == player else (lost, won, drawn)
                matches[i] = Match(match.a, match.b, r, agreed_draw)
                rounds = list(self.rounds)
                rounds[round_number - 1] = tuple(matches)
                return replace(self, rounds=tuple(rounds), dropped=dict(self.dropped)).checked()
        raise UnknownEventPlayer(
            f"round {round_number}: {player!r} has no match to score",
            round=round_number,
            player=player,
        )

    def with_drop(self, player: str) -> Event:
        """``player`` leaves after the last round paired so far (2.10)."""
        dropped = dict(self.dropped)
        dropped[player] = len(self.rounds)
        return replace(self, dropped=dropped).checked()

    def table_of(self, player: str) -> int | None:
        """The draft table (0-based) ``player`` sits at (7.6), None without tables."""
        return next((i for i, names in enumerate(self.tables) if player in names), None)

    def to_json(self) -> EventJson:
        out: EventJson = {
            "players": list(self.players),
            "rounds": [[m.to_json() for m in matches] for matches in self.rounds],
            "dropped": dict(self.dropped),
        }
        if self.tables:
            out["tables"] = [list(names) for names in self.tables]
        return out


# --- reading -------------------------------------------------------------------------------


def load_event(text: str) -> Event:
    """Parse and check an event from JSON text."""
    return event_file_from_json(parse_event_text(text))


def parse_event_text(text: str) -> Any:
    """The JSON of an event file (individual or team), or the EventFormatError why not."""
    if not file_json.without_bom(text).strip():
        raise EventFormatError(
            "the file is empty: an event file is a JSON object with 'players' and 'rounds'"
        )
    try:
        return file_json.loads(text)
    except json.JSONDecodeError as error:
        raise EventFormatError(
            f"not JSON: {error.msg} at line {error.lineno} column {error.colno}",
            line=error.lineno,
            column=error.colno,
        ) from None
    except file_json.TooDeep as error:
        raise EventFormatError(
            f"not an event file: it is nested {error.depth} levels deep; the "
            f"app's files are at most {file_json.MAX_DEPTH} deep",
            depth=error.depth,
        ) from None
    except file_json.BrokenText:
        raise EventFormatError(
            "not an event file: it holds a broken character (half of a UTF-16 surrogate pair)"
        ) from None
    except ValueError:  # a number of more digits than Python converts
        raise EventFormatError(
            "not an event file: it holds a number of more than 4300 digits"
        ) from None


def event_file_from_json(data: Any) -> Event:
    """An event read on its own (the command line): checked, with its results held to the
    longest match the app plays."""
    event = event_from_json(data)
    check_event(event, games_to_win=MOST_GAMES_TO_WIN)
    for number, matches in enumerate(event.rounds, 1):
        for index, match in enumerate(matches, 1):
            if match.result is not None and match.result[2] > MOST_DRAWN_GAMES:
                raise BadMatchResult(
                    f"round {number}, match {index}: {list(match.result)} has "
                    f"{match.result[2]} drawn games; a match has at most {MOST_DRAWN_GAMES}",
                    round=number,
                    result=list(match.result),
                )
    return event


def dump_event(event: Event) -> str:
    return json.dumps(event.to_json(), ensure_ascii=False, indent=2)


def event_from_json(data: Any) -> Event:
    """An :class:`Event` from decoded JSON, refusing anything not of the shape."""
    if not isinstance(data, dict):
        raise EventFormatError("an event is a JSON object with 'players', 'rounds', 'dropped'")
    _no_other_keys(data, {"players", "rounds", "dropped", "tables"}, "the event")
    if "players" not in data:
        raise EventFormatError("the event has no 'players'")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise EventFormatError("'players' must be a list of names")
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list) or not all(isinstance(r, list) for r in rounds):
        raise EventFormatError("'rounds' must be a list of rounds, each a list of matches")
    dropped = data.get("dropped", {})
    if not isinstance(dropped, dict):
        raise EventFormatError("'dropped' must be an object of name: round")
    tables = data.get("tables", [])
    if not isinstance(tables, list) or not all(
        isinstance(t, list) and all(isinstance(p, str) for p in t) for t in tables
    ):
        raise EventFormatError("'tables' must be a list of draft tables, each a list of names")
    parsed_rounds = tuple(
        tuple(_match_from_json(m, f"round {r}, match {i}") for i, m in enumerate(matches, 1))
        for r, matches in enumerate(rounds, 1)
    )
    return Event(
        tuple(players), parsed_rounds, dict(dropped), tuple(tuple(t) for t in tables)
    ).checked()


def _match_from_json(data: Any, where: str) -> Match:
    if not isinstance(data, dict):
        raise EventFormatError(f"{where}: a match is an object with 'a', 'b' and 'result'")
    _no_other_keys(data, {"a", "b", "result", "agreed_draw"}, where)
    if not isinstance(data.get("a"), str):
        raise EventFormatError(f"{where}: 'a' must be a player's name")
    if "b" not in data or not (data["b"] is None or isinstance(data["b"], str)):
        raise EventFormatError(f"{where}: 'b' must be a player's name, or null for a bye")
    result = data.get("result")
    if isinstance(result, list):
        result = tuple(result)
    if data["b"] is None and result == BYE_RESULT:
        result = None
    agreed = data.get("agreed_draw", False)
    if not isinstance(agreed, bool):
        raise EventFormatError(f"{where}: 'agreed_draw' must be true or false")
    if agreed and (result is None or data["b"] is None):
        raise EventFormatError(f"{where}: only a played match with a result can be an agreed draw")
    return Match(data["a"], data["b"], result, agreed)


def _no_other_keys(data: dict[str, Any], allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise EventFormatError(
            f"{where}: unknown key {extra[0]!r} (expected {sorted(allowed)})", key=extra[0]
        )


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


# --- checking ------------------------------------------------------------------------------


def check_event(event: Event, *, games_to_win: int | None = None) -> None:
    """Raise the first thing wrong with ``event``; with ``games_to_win`` results are also
    held to it (no side above it, not both at it)."""
    names = set()
    for name in event.players:
        if not name.strip():
            raise InvalidEvent("players: a name cannot be empty", value=name)
        if name in names:
            raise InvalidEvent(f"players: {name!r} is listed twice", player=name)
        names.add(name)
    for name, after in event.dropped.items():
        if name not in names:
            raise UnknownEventPlayer(f"dropped: {name!r} is not a player", player=name)
        if not _is_count(after):
            raise InvalidEvent(
                f"dropped: {name!r} must map to a round number, got {after!r}",
                player=name,
                value=after,
            )
        if after > len(event.rounds):
            raise InvalidEvent(
                f"dropped: {name!r} left after round {after}, but only "
                f"{len(event.rounds)} rounds exist",
                player=name,
                value=after,
            )
    _check_tables(event, names)
    for number, matches in enumerate(event.rounds, 1):
        _check_round(event, number, matches, names, games_to_win)
        if number < len(event.rounds) and not all(m.finished for m in matches):
            raise RoundNotFinished(
                f"round {number} has matches without a result, yet round {number + 1} exists",
                round=number,
            )


def _check_tables(event: Event, names: set[str]) -> None:
    """7.6: with draft tables, every player sits at exactly one, of two or more players."""
    if not event.tables:
        return
    seated: set[str] = set()
    for number, table in enumerate(event.tables, 1):
        if len(table) < 2:
            raise InvalidEvent(
                f"tables: draft table {number} seats {len(table)} player(s); a "
                "table seats two or more (7.6)",
                table=number,
            )
        for player in table:
            if player not in names:
                raise UnknownEventPlayer(f"tables: {player!r} is not a player", player=player)
            if player in seated:
                raise InvalidEvent(f"tables: {player!r} sits at two draft tables", player=player)
            seated.add(player)
    unseated = [p for p in event.players if p not in seated]
    if unseated:
        raise InvalidEvent(
            f"tables: {unseated[0]!r} sits at no draft table (7.6: every player drafts at one)",
            player=unseated[0],
        )


def _check_result(match: Match, where: str, number: int) -> None:
    result = match.result
    if result is None:
        return
    if match.is_bye:
        raise BadMatchResult(
            f"{where}: a bye is a 2-0 win, its result can only be [2, 0, 0]",
            round=number,
            result=_show(result),
        )
    if not (isinstance(result, tuple) and len(result) == 3 and all(_is_count(x) for x in result)):
        raise BadMatchResult(
            f"{where}: 'result' must be three whole numbers >= 0 (a's wins, "
            f"b's wins, drawn games), got {_brief(result)}",
            round=number,
            result=_brief(result),
        )


def _show(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _brief(value: Any, limit: int = 40) -> str:
    """A value a file gave, as JSON cut to ``limit`` characters: a refusal stays one line
    however much the file holds."""
    text = json.dumps(_show(value), ensure_ascii=False, default=repr)
    return text if len(text) <= limit else text[:limit] + "…"


def _check_round(
    event: Event, number: int, matches: Sequence[Match], names: set[str], games_to_win: int | None
) -> None:
    seen: set[str] = set()
    for index, match in enumerate(matches, 1):
        where = f"round {number}, match {index}"
        if match.a == match.b:
            raise PlayerTwiceInRound(
                f"{where}: {match.a!r} cannot play themself", round=number, player=match.a
            )
        for player in match.players:
            if player not in names:
                raise UnknownEventPlayer(
                    f"{where}: {player!r} is not a player", round=number, player=player
                )
            if player in seen:
                raise PlayerTwiceInRound(
                    f"round {number}: {player!r} is paired twice", round=number, player=player
                )
            left = event.dropped.get(player)
            if left is not None and left < number:
                raise DroppedPlayerPaired(
                    f"{where}: {player!r} left after round {left}",
                    round=number,
                    player=player,
                    dropped=left,
                )
            seen.add(player)
        table_a = event.table_of(match.a)
        table_b = None if match.b is None else event.table_of(match.b)
        if table_a is not None and table_b is not None and table_a != table_b:
            raise CrossTablePairing(
                f"{where}: {match.a!r} drafted at table {table_a + 1} and {match.b!r} at table "
                f"{table_b + 1}; players meet only at their own draft table (7.6)",
                round=number,
                a=match.a,
                b=match.b,
            )
        _check_result(match, where, number)
        if games_to_win is not None and match.result is not None:
            a, b, _ = match.result
            if max(a, b) > games_to_win or a == b == games_to_win:
                raise BadMatchResult(
                    f"{where}: {list(match.result)} is not possible in a "
                    f"match to {games_to_win} wins",
                    round=number,
                    result=list(match.result),
                )
    for player in event.players:
        if player not in seen and event.dropped.get(player, number) >= number:
            raise PlayerMissingFromRound(
                f"round {number}: {player!r} is neither paired nor given the bye",
                round=number,
                player=player,
            )

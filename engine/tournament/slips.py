"""Result slips that travel without a network: a match's result as a short
text (shown as a QR code at the table, scanned by the organiser's phone), and the reading of
such a slip back into the ``tournament_result`` action the result buttons send.

A slip names the event by its code (six letters and digits shown on the tournament screen and
the printed pairings: a hash of the players and the settings, so every phone that has the
event computes the same), the round, the table, the two players and the games::

    {"f": "tk-slip", "v": 1, "event": "K7Q2XD", "round": 2, "table": 3,
     "a": "Ann", "b": "Bob", "result": [2, 1, 0], "agreed_draw": false}

Reading refuses, each with its own error: text that is not a slip (or of a newer version), a
slip of another event, of a round that is not the one being played, or of a table whose
players are not the ones paired there.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any, Literal

from engine.errors import RuleViolation
from engine.tournament.errors import InvalidSetting

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.reply_types import SlipAction
    from engine.tournament.state import TournamentState

FORMAT, VERSION = "tk-slip", 1
ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud or typed


class SlipUnreadable(InvalidSetting):
    """The text is not a result slip of this app (or of a newer version)."""

    code = "slip_unreadable"


class SlipOtherEvent(RuleViolation):
    code = "slip_other_event"


class SlipOtherRound(RuleViolation):
    code = "slip_other_round"


class SlipOtherPairing(RuleViolation):
    code = "slip_other_pairing"


def event_code(players: Iterable[str], games_to_win: int) -> str:
    """Six characters that name an event: the same on every phone that holds it."""
    digest = hashlib.sha256(
        json.dumps([list(players), games_to_win], ensure_ascii=False).encode("utf-8")
    ).digest()
    return "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:6])


def slip_text(request: dict[str, Any]) -> str:
    """The slip for a match: ``request`` has event, round, table, a, b, result and
    agreed_draw (as the match screen knows them, the first three typed by the players)."""
    try:
        code = str(request["event"]).strip().upper()
        number, table = int(request["round"]), int(request["table"])
        a, b = str(request["a"]), str(request["b"])
        result = [int(x) for x in request["result"]]
    except (KeyError, TypeError, ValueError):
        raise SlipUnreadable(
            "a slip needs the event's code, the round, the table, the two players and the result"
        ) from None
    if len(code) != 6 or any(c not in ALPHABET for c in code):
        raise SlipUnreadable("an event's code is six letters and digits", field="event")
    if number < 1 or table < 1 or len(result) != 3 or min(result) < 0:
        raise SlipUnreadable("the round and the table are numbers from 1", field="round")
    return json.dumps(
        {
            "f": FORMAT,
            "v": VERSION,
            "event": code,
            "round": number,
            "table": table,
            "a": a,
            "b": b,
            "result": result,
            "agreed_draw": bool(request.get("agreed_draw")),
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def read_slip(tournament: TournamentState, text: str) -> SlipAction:
    """The ``tournament_result`` action a slip asks for (``tournament_result_correction``
    when the match already has a result), after checking it belongs here."""
    try:
        slip = json.loads(text)
    except (TypeError, ValueError):
        raise SlipUnreadable("this is not a result slip") from None
    if not isinstance(slip, dict) or slip.get("f") != FORMAT:
        raise SlipUnreadable("this is not a result slip")
    if slip.get("v") != VERSION:
        raise SlipUnreadable(
            "this slip was made by a newer version of the app", version=slip.get("v")
        )
    event = tournament.event
    code = event_code(event.players, tournament.games_to_win)
    if slip.get("event") != code:
        raise SlipOtherEvent(
            f"this slip is for event {slip.get('event')}, not this one ({code})",
            slip_event=slip.get("event"),
            event=code,
        )
    number = slip.get("round")
    if number != len(event.rounds) or tournament.playoff is not None:
        raise SlipOtherRound(
            f"this slip is for round {number}; round {len(event.rounds)} is being played",
            slip_round=number,
            round=len(event.rounds),
        )
    matches = event.rounds[-1]
    table = slip.get("table")
    if not isinstance(table, int) or not 1 <= table <= len(matches):
        raise SlipOtherPairing(f"there is no table {table} in round {number}", table=table)
    match = matches[table - 1]
    names = {slip.get("a"), slip.get("b")}
    if match.b is None or names != {match.a, match.b}:
        raise SlipOtherPairing(
            f"table {table} of round {number} is not {slip.get('a')} against {slip.get('b')}",
            table=table,
        )
    result = slip.get("result")
    if not (
        isinstance(result, list)
        and len(result) == 3
        and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in result)
    ):
        raise SlipUnreadable("the slip's result is not three numbers")
    # a slip for a match already recorded changes its result: a correction
    kind: Literal["tournament_result", "tournament_result_correction"] = (
        "tournament_result" if match.result is None else "tournament_result_correction"
    )
    action: SlipAction = {"type": kind, "round": number, "player": slip["a"], "result": result}
    if slip.get("agreed_draw") is True:
        action["agreed_draw"] = True
    return action

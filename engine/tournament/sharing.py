"""An event shared with the players' phones through a CouchDB database (PouchDB Server or
Apache CouchDB): what the organiser's phone writes there, and what the players' reports
found there mean.  The organiser's phone stays the only writer of the event's log; the
database carries its published view (the ``event`` document) and the players' proposals
(``report:`` documents), which become ``tournament_result`` actions only when the organiser
accepts them.

* :func:`published_event`: the ``event`` document (the pairings, standings and round clock
  any printed sheet shows; a Swiss event hides nothing).
* :func:`report_rules`: the ``_design/tk`` document, whose ``validate_doc_update`` lets a
  player's user write only ``report:r<R>:t<T>:<P>``, R the round being played, P themself,
  T their table.  The round's seat map is written into the function's text, so the organiser
  rewrites the document whenever a round is paired or closed (:func:`report_rules` changes
  exactly then); the server, not the app, refuses everything else.
* :func:`security`: the ``_security`` document (members read, nobody anonymous).
* :func:`read_reports`: per match, ``confirmed``, ``waiting``, ``conflict`` or ``stale``,
  with the action to send for a confirmed one.

A player's id is ``p`` and their place in registration order (``p1`` is the first name
entered); the server's user of that player is ``tk-<event id>-p1``.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from engine.rules import RULES
from engine.tournament.errors import InvalidSetting

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.tournament.event import Match
    from engine.tournament.sharing_types import (
        MatchReports,
        PublishedEvent,
        PublishedPairing,
        PublishedStanding,
        ReportRules,
        ReportSeen,
        ResultAction,
        SecurityDoc,
        SharingUser,
    )
    from engine.tournament.state import TournamentState
    from engine.tournament.state_types import MatchClock

EVENT_ID = re.compile(r"[0-9a-f]{12}")
REPORT_ID = re.compile(r"report:r([1-9][0-9]*):t([1-9][0-9]*):(p[1-9][0-9]*)")
CONFIRM_ID = re.compile(r"confirm:r([1-9][0-9]*):t([1-9][0-9]*):([^:]+)")
WATCH = "watch"
MOST_GAMES = 99  # what tournament_result takes of each count


def database_name(event_id: str) -> str:
    return "tk-event-" + checked_event_id(event_id)


def checked_event_id(event_id: str) -> str:
    if not isinstance(event_id, str) or not EVENT_ID.fullmatch(event_id):
        raise InvalidSetting(
            "an event's id is 12 lowercase hexadecimal characters", event_id=str(event_id)[:40]
        )
    return event_id


def player_id(index: int) -> str:
    """The id of the player at ``index`` (0-based) of the registration order."""
    return f"p{index + 1}"


def player_ids(tournament: TournamentState) -> dict[str, str]:
    """name -> id for every player of the event."""
    return {name: player_id(i) for i, name in enumerate(tournament.event.players)}


def user_name(event_id: str, pid: str) -> str:
    """The server's user of player ``pid`` (or of ``"watch"``, who reads and writes nothing)."""
    return f"tk-{checked_event_id(event_id)}-{pid}"


def current_round(tournament: TournamentState) -> tuple[int, bool]:
    """The round being played and whether results of it may still be reported: it is paired,
    a match of it has no result yet, and the play-off has not begun."""
    rounds = tournament.event.rounds
    if not rounds or tournament.playoff is not None:
        return len(rounds), False
    return len(rounds), not all(m.finished for m in rounds[-1])


def _pairing(table: int, match: Match, ids: dict[str, str]) -> PublishedPairing:
    return {
        "table": table,
        "players": [ids[match.a], None if match.b is None else ids[match.b]],
        "result": None if match.score is None else list(match.score),
    }


def published_event(
    tournament: TournamentState,
    event_id: str,
    *,
    name: str = "",
    clock: MatchClock | None = None,
) -> PublishedEvent:
    """The ``event`` document's body (without ``_id``/``_rev``): the current round's
    pairings, the standings, the players, and the round clock when one runs."""
    ids = player_ids(tournament)
    event = tournament.event
    number, open_ = current_round(tournament)
    view = tournament.state()
    standings: list[PublishedStanding] = [
        {
            "rank": row["rank"],
            "id": ids[row["player"]],
            "points": row["points"],
            "record": f"{row['wins']}-{row['losses']}-{row['draws']}",
            "mw": row["mw"],
            "omw": row["omw"],
            "gw": row["gw"],
            "ogw": row["ogw"],
            "dropped": row["dropped"] is not None,
        }
        for row in view["standings"]
    ]
    matches = event.rounds[-1] if event.rounds else ()
    return {
        "type": "event",
        "event_id": checked_event_id(event_id),
        "rules": RULES,
        "name": name,
        "code": view["code"],
        "games_to_win": tournament.games_to_win,
        "round": number,
        "round_open": open_,
        "clock": clock,
        "players": [
            {"id": ids[p], "name": p, "dropped": p in event.dropped} for p in event.players
        ],
        "pairings": [_pairing(i, m, ids) for i, m in enumerate(matches, 1)],
        "standings": standings,
    }


def seat_map(tournament: TournamentState) -> dict[str, list[str]]:
    """table -> the ids of its two players, for the matches of the round being played that
    players may report (none when the round is closed; a bye has nothing to report)."""
    number, open_ = current_round(tournament)
    if not open_:
        return {}
    ids = player_ids(tournament)
    return {
        str(i): [ids[m.a], ids[m.b]]
        for i, m in enumerate(tournament.event.rounds[number - 1], 1)
        if m.b is not None
    }


# The server runs this for every write but an admin's.  It is ES5 (CouchDB's SpiderMonkey
# and PouchDB Server's sandbox both take it); every refusal is a plain English sentence the
# app shows when the server sends it back.
VALIDATE = """function (newDoc, oldDoc, userCtx, secObj) {
  if (userCtx.roles.indexOf("_admin") !== -1) { return; }
  var ROUND = %(round)d, OPEN = %(open)s, PREFIX = %(prefix)s, SEATS = %(seats)s;
  var no = function (reason) { throw({forbidden: reason}); };
  var m = /^report:r([1-9][0-9]*):t([1-9][0-9]*):(p[1-9][0-9]*)$/.exec(newDoc._id);
  if (!m) { no("only the organiser writes this; a phone writes only its own match report"); }
  var round = parseInt(m[1], 10), table = parseInt(m[2], 10), player = m[3];
  if (userCtx.name !== PREFIX + player) { no("this report is not yours to write"); }
  if (!OPEN || round !== ROUND) { no("round " + round + " is not open for reports"); }
  var seat = SEATS[String(table)];
  if (!seat || seat.indexOf(player) === -1) { no("you do not play at table " + table); }
  if (newDoc._deleted) { no("a report cannot be deleted; report the result again"); }
  if (newDoc.type !== "report" || newDoc.round !== round || newDoc.table !== table ||
      newDoc.player !== player) { no("the report does not match its id"); }
  var games = function (n) {
    return typeof n === "number" && n %% 1 === 0 && n >= 0 && n <= %(most)d;
  };
  if (!games(newDoc.wins) || !games(newDoc.losses) || !games(newDoc.draws)) {
    no("wins, losses and draws are whole numbers of games");
  }
  if (newDoc.agreed_draw !== undefined && typeof newDoc.agreed_draw !== "boolean") {
    no("agreed_draw is true or false");
  }
}"""


def report_rules(tournament: TournamentState, event_id: str) -> ReportRules:
    """The ``_design/tk`` document's body (without ``_id``/``_rev``)."""
    number, open_ = current_round(tournament)
    source = VALIDATE % {
        "round": number,
        "open": "true" if open_ else "false",
        "prefix": json.dumps(user_name(event_id, "")),
        "seats": json.dumps(seat_map(tournament), sort_keys=True, separators=(",", ":")),
        "most": MOST_GAMES,
    }
    return {
        "language": "javascript",
        "validate_doc_update": source,
        "round": number,
        "round_open": open_,
    }


def users(tournament: TournamentState, event_id: str) -> list[SharingUser]:
    """The server's users of the event: one per player, and the read-only watch user."""
    named: list[SharingUser] = [
        {"id": pid, "name": name, "user": user_name(event_id, pid)}
        for name, pid in player_ids(tournament).items()
    ]
    return [*named, {"id": WATCH, "name": "", "user": user_name(event_id, WATCH)}]


def security(tournament: TournamentState, event_id: str, admin: str) -> SecurityDoc:
    """The database's ``_security``: ``admin`` administers, the event's users are members
    (so reading needs one of their passwords; anonymous reads are refused)."""
    return {
        "admins": {"names": [admin], "roles": []},
        "members": {"names": [u["user"] for u in users(tournament, event_id)], "roles": []},
    }


# --- reading the reports -------------------------------------------------------------------------


def _count(value: Any) -> int | None:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MOST_GAMES
    return value if ok else None


def _result_of(doc: dict[str, Any], keys: Iterable[str]) -> list[int] | None:
    counts = [_count(doc.get(k)) for k in keys]
    return None if any(c is None for c in counts) else [c for c in counts if c is not None]


def _seen(doc: dict[str, Any], match: Match | None, names: dict[str, str]) -> ReportSeen | None:
    """A report or confirmation document as the organiser reads it (from a's side), or None
    when it is neither (or malformed: the server refuses those from players)."""
    doc_id = doc.get("_id")
    if not isinstance(doc_id, str) or doc.get("_deleted"):
        return None
    at = doc.get("at")
    stamp = at if isinstance(at, int) and not isinstance(at, bool) else 0
    agreed = doc.get("agreed_draw") is True
    report = REPORT_ID.fullmatch(doc_id)
    if report:
        own = _result_of(doc, ("wins", "losses", "draws"))
        pid = report.group(3)
        if own is None or pid not in names:
            return None
        name = names[pid]
        if match is not None and match.b == name:
            own = [own[1], own[0], own[2]]
        return {
            "id": doc_id,
            "by": pid,
            "name": name,
            "result": own,
            "agreed_draw": agreed,
            "at": stamp,
        }
    confirm = CONFIRM_ID.fullmatch(doc_id)
    if confirm:
        result = doc.get("result")
        if not isinstance(result, list) or len(result) != 3:
            return None
        counted = _result_of(dict(zip("abd", result, strict=True)), "abd")
        if counted is None:
            return None
        judge = confirm.group(3)
        return {
            "id": doc_id,
            "by": "judge:" + judge,
            "name": judge,
            "result": counted,
            "agreed_draw": agreed,
            "at": stamp,
        }
    return None


def _where(doc_id: str) -> tuple[int, int] | None:
    found = REPORT_ID.fullmatch(doc_id) or CONFIRM_ID.fullmatch(doc_id)
    return None if found is None else (int(found.group(1)), int(found.group(2)))


def possible(result: list[int], games_to_win: int) -> bool:
    """Whether tournament_result would take ``result`` (from a's side) in this event."""
    a, b, _ = result
    return any(result) and max(a, b) <= games_to_win and not a == b == games_to_win


def read_reports(tournament: TournamentState, docs: list[dict[str, Any]]) -> list[MatchReports]:
    """One entry per match that has reports among ``docs`` (any documents of the event's
    database: the event, the design and what is not a report are passed over), in round and
    table order."""
    event = tournament.event
    ids = player_ids(tournament)
    names = {pid: name for name, pid in ids.items()}
    grouped: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for doc in docs:
        doc_id = doc.get("_id") if isinstance(doc, dict) else None
        where = _where(doc_id) if isinstance(doc_id, str) else None
        if where is not None:
            grouped.setdefault(where, []).append(doc)
    number, open_ = current_round(tournament)
    out: list[MatchReports] = []
    for (rnd, table), found in sorted(grouped.items()):
        match = None
        if rnd <= len(event.rounds) and table <= len(event.rounds[rnd - 1]):
            match = event.rounds[rnd - 1][table - 1]
        seen = [s for s in (_seen(d, match, names) for d in found) if s is not None]
        if not seen:
            continue
        seen.sort(key=lambda s: (s["by"].startswith("judge:"), s["id"]))
        entry = _judged(tournament, rnd, table, match, seen, ids, number, open_)
        out.append(entry)
    return out


def _judged(
    tournament: TournamentState,
    rnd: int,
    table: int,
    match: Match | None,
    seen: list[ReportSeen],
    ids: dict[str, str],
    number: int,
    open_: bool,
) -> MatchReports:
    entry: MatchReports = {
        "round": rnd,
        "table": table,
        "players": [None, None],
        "names": [None, None],
        "status": "stale",
        "reason": "no_such_match",
        "result": None,
        "recorded": None,
        "reports": seen,
        "action": None,
    }
    seated = [] if match is None else [ids[p] for p in match.players]
    strangers = [s for s in seen if not s["by"].startswith("judge:") and s["by"] not in seated]
    if match is None or match.is_bye or strangers:
        return entry
    assert match.b is not None
    entry["players"] = [ids[match.a], ids[match.b]]
    entry["names"] = [match.a, match.b]
    judges = [s for s in seen if s["by"].startswith("judge:")]
    sides = [s for s in seen if not s["by"].startswith("judge:")]
    said = judges or sides  # a judge's word outweighs the players'; two judges must agree
    results = {(tuple(s["result"]), s["agreed_draw"]) for s in said}
    agreed = next(iter(results)) if len(results) == 1 else None
    entry["result"] = None if agreed is None else list(agreed[0])
    if match.result is not None:
        entry["recorded"] = list(match.result)
        same = agreed is not None and list(agreed[0]) == list(match.result)
        same = same and agreed is not None and agreed[1] == match.agreed_draw
        closed = rnd < number or tournament.playoff is not None
        entry["reason"] = (
            "already_recorded" if same else "round_closed" if closed else "recorded_differently"
        )
        return entry
    if rnd != number or not open_:
        entry["reason"] = "round_closed"
        return entry
    if agreed is None:
        entry["status"], entry["reason"] = "conflict", "reports_differ"
        return entry
    if not possible(list(agreed[0]), tournament.games_to_win):
        entry["status"], entry["reason"] = "conflict", "impossible_result"
        return entry
    if not judges and len(sides) < 2:
        entry["status"], entry["reason"] = "waiting", "one_side"
        return entry
    entry["status"], entry["reason"] = "confirmed", "judge" if judges else "both_agree"
    action: ResultAction = {
        "type": "tournament_result",
        "round": rnd,
        "player": match.a,
        "result": list(agreed[0]),
        "agreed_draw": agreed[1],
    }
    entry["action"] = action
    return entry

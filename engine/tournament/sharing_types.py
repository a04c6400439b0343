"""The documents an event shared with players' phones is made of (engine.tournament.sharing),
as the organiser's phone writes them to the event's CouchDB database and as the bridge hands
them to the view.  See engine/state_types.py; no ``from __future__ import annotations`` here
(the generator reads the annotations as objects).
"""

from typing import Literal, TypedDict

from engine.tournament.state_types import MatchClock


class PublishedPlayer(TypedDict):
    id: str  # "p1", "p2"...: the player's place in registration order
    name: str
    dropped: bool


class PublishedPairing(TypedDict):
    table: int
    players: list[str | None]  # [a's id, b's id]; b null: a bye
    result: list[int] | None  # [a's wins, b's wins, drawn games]; null: not played yet


class PublishedStanding(TypedDict):
    rank: int
    id: str
    points: int
    record: str  # "wins-losses-draws"
    mw: float
    omw: float
    gw: float
    ogw: float
    dropped: bool


class PublishedEvent(TypedDict):
    """The ``event`` document: what the printed pairings and standings show, nothing more."""

    type: Literal["event"]
    event_id: str
    rules: int
    name: str
    code: str  # the six characters naming the event on slips and printed pairings
    games_to_win: int
    round: int  # the round being played (0: none paired yet)
    round_open: bool  # players' phones may report results of ``round``
    clock: MatchClock | None  # the organiser's round clock, as the match screen draws it
    players: list[PublishedPlayer]
    pairings: list[PublishedPairing]
    standings: list[PublishedStanding]


class ReportRules(TypedDict):
    """The ``_design/tk`` document: the server's check of every write (validate_doc_update)."""

    language: Literal["javascript"]
    validate_doc_update: str
    round: int
    round_open: bool


class SharingUser(TypedDict):
    id: str  # the player's id ("p3"), or "watch"
    name: str  # the player's name ("" for the watch user)
    user: str  # the server's user name: tk-<event id>-<id>


class SecurityNames(TypedDict):
    names: list[str]
    roles: list[str]


class SecurityDoc(TypedDict):
    """The database's ``_security``: the organiser administers, the players' users read."""

    admins: SecurityNames
    members: SecurityNames


class ReportSeen(TypedDict):
    """One report (or a judge's confirmation) as the organiser reads it."""

    id: str  # the document's _id
    by: str  # the reporting player's id, or "judge:<name>"
    name: str  # the reporter's name
    result: list[int]  # from a's side: [a's wins, b's wins, drawn games]
    agreed_draw: bool
    at: int  # when the phone made it (ms since the epoch; 0 when not given)


class ResultAction(TypedDict):
    type: Literal["tournament_result"]
    round: int
    player: str
    result: list[int]
    agreed_draw: bool


class MatchReports(TypedDict):
    """What the reports of one match say: ``confirmed`` (both players agree, or a judge
    said so), ``waiting`` (one side only), ``conflict`` (they differ, or the result cannot
    be), ``stale`` (the round is closed, the match is already recorded, or not there)."""

    round: int
    table: int
    players: list[str | None]  # [a's id, b's id]
    names: list[str | None]  # [a's name, b's name]
    status: Literal["confirmed", "waiting", "conflict", "stale"]
    reason: str
    result: list[int] | None  # the result the reports agree on, from a's side
    recorded: list[int] | None  # the result the event already holds, from a's side
    reports: list[ReportSeen]
    action: ResultAction | None  # what to send to record it (confirmed only)

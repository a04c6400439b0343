"""The JSON view of a match (``MatchState.state()``, ``session_features.match``) and of a
tournament (``TournamentState.state()``, ``session_features.tournament``), as the view
receives them.  See engine/state_types.py; no ``from __future__ import annotations`` here
(the generator reads the annotations as objects).
"""

from typing import NotRequired, TypedDict

# a side of a match: "a" or "b" (kept as text by the match, so typed as text here)
Side = str


class MatchGame(TypedDict):
    number: int
    winner: Side | None  # null: a drawn game
    chooser: Side
    how: str  # "played"; "time": decided after the extra turns


class MatchReport(TypedDict):
    """The ended match as a tournament takes it: [a's wins, b's wins, draws]."""

    result: list[int]
    agreed_draw: bool


class MatchClock(TypedDict):
    minutes: int | None
    casual: bool
    warnings: list[str]
    limit_ms: int
    added_ms: int
    used_ms: int
    running: bool
    running_since_ms: int | None
    remaining_ms: int


class ExtraTurnsView(TypedDict):
    total: int
    turn: int
    passed: bool
    remaining: int
    finished: bool


class PenaltyView(TypedDict):
    side: Side
    name: str
    turns: int


class MatchState(TypedDict):
    a: str
    b: str
    games_to_win: int
    playoff: bool
    team: bool
    wins_a: int
    wins_b: int
    draws: int
    score: list[int]  # [a's wins, b's wins, draws]
    games: list[MatchGame]
    chooser: Side | None
    chooser_name: str | None
    first_chooser: str
    over: bool
    ended_by: str | None  # "wins", "time", "concession", "agreed_draw"
    winner: Side | None
    winner_name: str | None
    agreed_draw: bool
    report: MatchReport | None
    clock: MatchClock | None
    time_called: bool
    time_called_at_ms: int | None
    extra_turns: ExtraTurnsView | None
    sudden_death: bool
    penalties: list[PenaltyView]
    penalty_turns_waiting: int
    new_game_allowed: bool


class EventMatch(TypedDict):
    """A match as the event file keeps it (``b`` null: a bye)."""

    a: str
    b: str | None
    result: NotRequired[list[int]]
    agreed_draw: NotRequired[bool]


class EventJson(TypedDict):
    players: list[str]
    rounds: list[list[EventMatch]]
    dropped: dict[str, int]  # player: the round they left after
    tables: NotRequired[list[list[str]]]  # 7.6: the draft tables, when the event has them


class StandingRow(TypedDict):
    rank: int
    player: str
    points: int
    wins: int
    losses: int
    draws: int
    byes: int
    mw: float
    omw: float
    gw: float
    ogw: float
    dropped: int | None  # the round they left after (null: still in)


class SeatMatch(TypedDict):
    seat: str  # A, B or C
    a: str
    b: str
    result: list[int] | None  # from a's side, once the team match is recorded


class RoundMatch(TypedDict):
    table: int
    a: str
    b: str | None
    bye: bool
    result: list[int] | None
    agreed_draw: bool
    finished: bool
    winner: str | None
    draft_table: NotRequired[int]  # 7.6: the draft table (1-based) when the event has tables
    seats: NotRequired[list[SeatMatch]]  # 8.2: a team match, seat against seat


class StandingsExport(TypedDict):
    text: str
    csv: str


class TournamentPlan(TypedDict):
    """Appendix E's recommendation (``row``: [fewest, most] players, most null: open)."""

    players: int
    swiss_rounds: int
    playoff_size: int
    playoff_rounds: int
    row: list[int | None]


class LastPairing(TypedDict):
    round: int
    rematches: int
    repeated_byes: int
    awarded_byes: list[str]


class PlayoffSlotView(TypedDict):
    table: int
    high: str
    high_seed: int
    low: str | None
    low_seed: int | None
    bye: bool
    winner: str | None
    by_drop: bool


class PlayoffView(TypedDict):
    size: int
    kind: str  # "standings" or "draft"
    seating: list[str]
    rounds: list[list[PlayoffSlotView]]
    round: int
    champion: str | None
    dropped: list[str]


class TournamentEventView(TypedDict):
    """The event's part of ``TournamentState`` (recomputed only when the event changes)."""

    event: EventJson
    standings: list[StandingRow]
    rounds: list[list[RoundMatch]]
    export: StandingsExport


class TournamentState(TypedDict):
    players: list[str]
    code: str
    active: list[str]
    dropped: dict[str, int]
    games_to_win: int
    quick_results: list[list[int]]
    booster_draft_playoff: bool
    minutes: int
    casual: bool
    awarded_byes: dict[str, int]  # player: bye rounds 1..n
    plan: TournamentPlan
    round: int
    round_finished: bool
    can_pair: bool
    can_playoff: bool
    swiss_rounds_left: int
    last_pairing: LastPairing | None
    playoff: PlayoffView | None
    event: EventJson
    standings: list[StandingRow]
    rounds: list[list[RoundMatch]]
    export: StandingsExport
    can_group: bool  # draft tables and teams may still be set (before round 1)
    teams: dict[str, list[str]]  # 8.2: each team's players by seat; empty: no teams
    team_minutes: dict[str, dict[str, int]]  # appendix B: team Sealed / draft building times

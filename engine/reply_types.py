"""What each call of the bridge (pwa/bridge.py, the view's only door into the engine)
answers, as JSON.  ``ok`` tells a reply that did what was asked from a refusal (its
``error``), so the view narrows on it.  See engine/state_types.py; no ``from __future__
import annotations`` here (the generator reads the annotations as objects).
"""

from typing import Literal, NotRequired, TypedDict

from engine.error_types import EngineError
from engine.json_types import JsonValue
from engine.state_types import HistoryEntry, TableState
from engine.tournament.sharing_types import (
    MatchReports,
    PublishedEvent,
    ReportRules,
    SecurityDoc,
    SharingUser,
)
from engine.tournament.state_types import TournamentPlan


class Refused(TypedDict):
    """Any call refused: why (the state is unchanged). Every refusal has this shape."""

    ok: Literal[False]
    error: EngineError


class EngineAccepted(TypedDict):
    """load, truncate, state: the state after."""

    ok: Literal[True]
    state: TableState


class DispatchAccepted(EngineAccepted):
    """dispatch: the state after, the record it logged and its place in the log."""

    record: dict[str, JsonValue]  # the action as logged
    seq: int


class LoadRefused(Refused):
    """load stopped at the record ``index`` (-1: the log as a whole), with the state
    replayed so far."""

    index: int
    state: TableState


EngineReply = DispatchAccepted | Refused
LoadReply = EngineAccepted | LoadRefused
HistoryReply = list[HistoryEntry]


class SkippedRecord(TypedDict):
    position: int
    unit: str  # "record" or "line"
    reason: str
    name: NotRequired[str]


class ImportReportSummary(TypedDict):
    """``ImportReport.summary()``: what an import took and left out."""

    format: str
    total: int
    by_set: dict[str, int]
    lands: int
    tokens: int
    set: NotRequired[str]
    skipped: list[SkippedRecord]


class ImportPoolSummary(ImportReportSummary):
    skipped_count: int  # ``skipped`` holds at most the first 200


class PoolExport(TypedDict):
    """A card pool in the app's own export form (``export_pool``)."""

    format: str
    version: int
    cards: list[dict[str, JsonValue]]  # the pool file's card records (docs/hells-half-draft.md)


class ImportPoolAccepted(TypedDict):
    ok: Literal[True]
    summary: ImportPoolSummary
    pool: PoolExport


ImportPoolReply = ImportPoolAccepted | Refused


class PlanRequestView(TournamentPlan):
    """``plan_request()``: the plan for a tournament being set up."""

    registered: int
    with_byes: int


class PlanAccepted(TypedDict):
    ok: Literal[True]
    plan: PlanRequestView


PlanReply = PlanAccepted | Refused


class LifeSeries(TypedDict):
    seat: int
    name: str
    color: str | None
    life: list[int]  # one point per entry of ``turns``


class LifeChart(TypedDict):
    """``life_series()``: every player's life over the turns of the current game."""

    turns: list[int]
    players: list[LifeSeries]


class SlipAccepted(TypedDict):
    ok: Literal[True]
    text: str


MakeSlipReply = SlipAccepted | Refused


class SlipAction(TypedDict):
    """``read_slip()``: the action a scanned slip asks for."""

    type: Literal["tournament_result", "tournament_result_correction"]
    round: int
    player: str
    result: list[int]
    agreed_draw: NotRequired[bool]


class ReadSlipAccepted(TypedDict):
    ok: Literal[True]
    action: SlipAction


ReadSlipReply = ReadSlipAccepted | Refused


class SummaryPlayer(TypedDict):
    name: str
    life: int
    out: bool


class SummaryTournament(TypedDict):
    players: list[str]
    round: int
    leader: str | None


class TableFileSummary(TypedDict):
    """``table_file.summarize()``: what a table file or an archived log holds."""

    kind: Literal["tournament", "hell", "game", "empty"]
    format: str | None
    game_number: int | None
    games: int
    players: list[SummaryPlayer]
    turn: int
    over: bool
    winner: int | None
    actions: int
    saved_at: str
    app_release: str
    pool_name: str | None
    pool_cards: int
    tournament: SummaryTournament | None


class CarryWriteAccepted(TypedDict):
    ok: Literal[True]
    text: str
    pool: bool  # the Hell pool went with it


CarryWriteReply = CarryWriteAccepted | Refused


class CarriedPool(TypedDict):
    name: str
    cards: PoolExport


class CarryReadAccepted(TypedDict):
    ok: Literal[True]
    summary: TableFileSummary
    records: list[dict[str, JsonValue]]  # the file's log, after its header
    rules: int
    started: JsonValue  # the header's ``started`` as the file holds it
    pool: CarriedPool | None


CarryReadReply = CarryReadAccepted | Refused


class BackupWriteAccepted(TypedDict):
    ok: Literal[True]
    text: str  # the backup file, sealed (engine/backup_file.py)


BackupWriteReply = BackupWriteAccepted | Refused


class PublicLogReply(TypedDict):
    ok: Literal[True]
    text: str  # the log as the table may read it (engine/public_log.py)


class HiddenNow(TypedDict):
    hell_library: int  # cards in the Hell library (their names and order)
    hell_private: int  # Hell-tracked cards in a hand, a player's library or being looked at
    hidden_agendas: int  # face-down conspiracies (their card and the card named)


class BackupReadAccepted(TypedDict):
    ok: Literal[True]
    backup: dict[str, JsonValue]  # the document, checked whole; its parts are the view's


BackupReadReply = BackupReadAccepted | Refused


class ArchiveView(TypedDict):
    """An archived session replayed apart: what its page shows."""

    summary: TableFileSummary
    state: TableState
    history: list[HistoryEntry]
    chart: LifeChart | None


class ArchiveViewAccepted(ArchiveView):
    ok: Literal[True]


ArchiveViewReply = ArchiveViewAccepted | Refused


class SummarizeLogAccepted(TypedDict):
    ok: Literal[True]
    summary: TableFileSummary


SummarizeLogReply = SummarizeLogAccepted | Refused
LifeChartReply = LifeChart | None


class EventPublishedAccepted(TypedDict):
    """event_published: the ``event`` document's body for the event's database."""

    ok: Literal[True]
    event: PublishedEvent


EventPublishedReply = EventPublishedAccepted | Refused


class EventReportRulesAccepted(TypedDict):
    """event_report_rules: the ``_design/tk`` body (rewritten whenever it changes: a round
    paired or closed), the server's users to create and the ``_security`` to write."""

    ok: Literal[True]
    database: str  # tk-event-<event id>
    design: ReportRules
    users: list[SharingUser]
    security: SecurityDoc


EventReportRulesReply = EventReportRulesAccepted | Refused


class EventReadReportsAccepted(TypedDict):
    """event_read_reports: per match with reports, what they say and the action to send."""

    ok: Literal[True]
    matches: list[MatchReports]


EventReadReportsReply = EventReadReportsAccepted | Refused

"""The engine's side of the app: a Session that the JavaScript view talks to in JSON.

The view (``js/app.js``) owns the screen and the durable log in IndexedDB; this module owns
every rule.  Each call takes JSON text (the same actions as the command line) and answers
JSON text: what a :class:`Bridge` method returns (a reply type of engine/reply_types.py,
checked by mypy), encoded by :func:`answering_in_json`.  A refusal is always a ``Refused``
(``{"ok": false, "error": {error, message, details}}``; ``load`` adds where it stopped).
tools/engine_api.py writes the view's engine API from these annotations and ``EXPORTED``.
``main.py`` (what PyScript runs in the engine's worker) exports what ``__all__`` names; this
module ships in engine.zip as bytecode, so a start parses no Python source but main.py's
one line (parsing this module's source took 40-55 ms of every start: the runtime compiles
the parser's code on first use).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import EngineError, Session, backup_file, file_json, table_file
from engine.errors import RuleViolation, TableFileInvalid
from engine.feature import find_feature
from engine.hell import importers
from engine.hell.export_format import export_pool
from engine.life_chart import life_series
from engine.public_log import hidden_now as hidden_in
from engine.public_log import session_public_log
from engine.tournament import sharing, slips
from engine.tournament.errors import InvalidSetting
from engine.tournament.rounds import plan_request
from engine.tournament.state import MatchState, TournamentState

if TYPE_CHECKING:  # (the phone's engine.zip leaves the type modules out: tools/build.py)
    from engine.reply_types import (
        ArchiveViewReply,
        BackupReadReply,
        BackupWriteReply,
        CarryReadReply,
        CarryWriteReply,
        EngineAccepted,
        EngineReply,
        EventPublishedReply,
        EventReadReportsReply,
        EventReportRulesReply,
        HiddenNow,
        HistoryReply,
        ImportPoolReply,
        LifeChartReply,
        LoadReply,
        MakeSlipReply,
        PlanReply,
        PublicLogReply,
        ReadSlipReply,
        Refused,
        SummarizeLogReply,
    )

SKIPPED_SHOWN = 200


def tell_worker(hook_name: str) -> None:
    """Call a hook the worker's JavaScript (vendor/tk-pyodide.mjs) set on its global scope,
    if it did (none in CPython, nor in a runtime started otherwise)."""
    try:
        js = importlib.import_module("js")  # Pyodide's module of the JavaScript scope
    except ImportError:
        return
    hook = getattr(js, hook_name, None)
    if hook is not None:
        hook()


def tell_runtime_loaded() -> None:
    """The stored game is replayed and the page is about to be ready: the runtime
    (vendor/tk-pyodide.mjs) may now hand a new start-up snapshot to the service worker
    without delaying the start."""
    tell_worker("tkEngineLoaded")


def refused(error: EngineError) -> Refused:
    """The one shape of a refusal: why, as the engine's error says it."""
    return {"ok": False, "error": error.to_json()}


class Bridge:
    """The calls the view makes, each answering its own reply type (engine/reply_types.py).
    A parameter is what the view sends: JSON text where its name ends in ``_json``."""

    def __init__(self) -> None:
        self.session = Session()

    def _accepted(self) -> EngineAccepted:
        return {"ok": True, "state": self.session.state()}

    def load(self, records_json: str, rules: int | None = None) -> LoadReply:
        """Replay stored actions, under the rules reading the log was played under; on a bad
        one, stop there and say which and why (index -1: the log as a whole)."""
        reading: object = rules
        if not isinstance(reading, int) or isinstance(reading, bool):
            reading = None  # JavaScript's null (jsnull) or undefined: no log yet
        try:
            session = Session() if reading is None else Session(rules=reading)
        except EngineError as error:
            return {**refused(error), "index": -1, "state": self.session.state()}
        self.session = session
        try:
            for index, record in enumerate(json.loads(records_json)):
                try:
                    self.session.apply(record)
                except EngineError as error:
                    return {**refused(error), "index": index, "state": self.session.state()}
            return self._accepted()
        finally:
            tell_runtime_loaded()

    def dispatch(self, action_json: str) -> EngineReply:
        """Apply one action: the state after, with the record logged and its place, or why
        it is refused (the state unchanged)."""
        try:
            action = json.loads(action_json)
            record = self.session.apply(action)
        except EngineError as error:
            return refused(error)
        return {**self._accepted(), "record": record, "seq": len(self.session.log) - 1}

    def truncate(self, length: int) -> EngineAccepted:
        """Drop the log after its first ``length`` records (a write that failed): the state
        after."""
        self.session.truncate(int(length))
        return self._accepted()

    def state(self) -> EngineAccepted:
        """The state now."""
        return self._accepted()

    def history(self, limit: int = 0) -> HistoryReply:
        """The readable history (the standing actions, then the undone ones), its last
        ``limit`` entries (0: all)."""
        return self.session.history(int(limit) or None)

    def import_pool(self, text: str, set_code: str = "") -> ImportPoolReply:
        """Read a card pool file; the app stores the result (the app's own export form)."""
        try:
            report = importers.import_pool(text, set_code=set_code or None)
        except EngineError as error:
            return refused(error)
        summary = report.summary()
        pool: Any = export_pool(report.cards)  # a PoolExport (export_pool says only dict)
        return {
            "ok": True,
            "summary": {
                **summary,
                "skipped": summary["skipped"][:SKIPPED_SHOWN],
                "skipped_count": len(summary["skipped"]),
            },
            "pool": pool,
        }

    def life_chart(self) -> LifeChartReply:
        """Every player's life over the turns of the current game (null: no game)."""
        return life_series(self.session)

    def make_slip(self, request_json: str) -> MakeSlipReply:
        """A match result as a slip's text (for a QR code), or why it cannot be one."""
        try:
            return {"ok": True, "text": slips.slip_text(json.loads(request_json))}
        except EngineError as error:
            return refused(error)

    def read_slip(self, text: str) -> ReadSlipReply:
        """The tournament_result action a scanned slip asks for, or why it is refused."""
        tournament = find_feature(self.session.table.features, "tournament", TournamentState)
        try:
            if tournament is None:
                raise RuleViolation("no tournament has been created on this phone")
            return {"ok": True, "action": slips.read_slip(tournament, str(text))}
        except EngineError as error:
            return refused(error)

    def _tournament(self) -> TournamentState:
        tournament = find_feature(self.session.table.features, "tournament", TournamentState)
        if tournament is None:
            raise RuleViolation("no tournament has been created on this phone")
        return tournament

    def event_published(self, event_id: str, name: str = "") -> EventPublishedReply:
        """The event as players' phones see it (the ``event`` document of its database):
        the round's pairings, the standings, the round clock while a Swiss match runs."""
        try:
            match = find_feature(self.session.table.features, "match", MatchState)
            clock = None
            if match is not None and not match.playoff and not match.over:
                clock = match.state()["clock"]
            event = sharing.published_event(
                self._tournament(), str(event_id), name=str(name), clock=clock
            )
            return {"ok": True, "event": event}
        except EngineError as error:
            return refused(error)

    def event_report_rules(self, event_id: str, admin: str = "") -> EventReportRulesReply:
        """What the event's database needs besides the event: its ``_design/tk`` (the
        server's check of every player's write, for the round being played), the players'
        users and its ``_security`` (``admin`` administers it)."""
        try:
            tournament = self._tournament()
            design = sharing.report_rules(tournament, str(event_id))
            security = sharing.security(tournament, str(event_id), str(admin))
            if not admin:
                security["admins"]["names"] = []
            return {
                "ok": True,
                "database": sharing.database_name(str(event_id)),
                "design": design,
                "users": sharing.users(tournament, str(event_id)),
                "security": security,
            }
        except EngineError as error:
            return refused(error)

    def event_read_reports(self, docs_json: str) -> EventReadReportsReply:
        """What the reports found in the event's database say, match by match: confirmed,
        waiting, conflict or stale, with the tournament_result to send for a confirmed one."""
        try:
            docs = json.loads(docs_json)
            if not isinstance(docs, list):
                raise InvalidSetting("the documents are a list")
            return {"ok": True, "matches": sharing.read_reports(self._tournament(), docs)}
        except EngineError as error:
            return refused(error)
        except ValueError as error:  # not JSON
            return refused(InvalidSetting(f"the documents are not JSON: {error}"))

    def plan(self, request_json: str) -> PlanReply:
        """Appendix E's recommendation for a tournament being set up (players, byes)."""
        try:
            return {"ok": True, "plan": plan_request(json.loads(request_json))}
        except EngineError as error:
            return refused(error)
        except (TypeError, ValueError) as error:  # a request of the wrong shape
            return refused(InvalidSetting(str(error)))

    def carry_write(
        self, records_json: str, rules: int | None, pools_json: str, saved_at: str
    ) -> CarryWriteReply:
        """A table file of the given log ("": the current session), with the pool its Hell
        library was drawn from when the phone still has it (pools_json: the stored pools)."""
        try:
            if records_json:
                session = Session.replay(json.loads(records_json), rules=int(rules or 1))
            else:
                session = self.session
            pool = table_file.find_pool(session, json.loads(pools_json or "[]"))
            text = table_file.write_table_file(session, saved_at=str(saved_at), pool=pool)
            return {"ok": True, "text": text, "pool": pool is not None}
        except EngineError as error:
            return refused(error)

    def carry_read(self, text: str) -> CarryReadReply:
        """What a table file holds (checked and replayed apart from the current session), or
        why it is refused; the current session is not touched."""
        try:
            carried = table_file.read_table_file(str(text))
        except EngineError as error:
            return refused(error)
        head = carried.log[0]
        pool: Any = carried.pool  # a CarriedPool or None (TableFile says only a dict)
        return {
            "ok": True,
            "summary": carried.summary(),
            "records": carried.log[1:],
            "rules": carried.session.table.rules,
            "started": head.get("started"),
            "pool": pool,
        }

    def backup_write(self, content_json: str, saved_at: str) -> BackupWriteReply:
        """The whole-phone backup file of what the view gathered (game, pools, recent,
        settings), sealed with its checksum."""
        try:
            content = json.loads(content_json)
        except (ValueError, TypeError) as error:
            return refused(TableFileInvalid(str(error)))
        if not isinstance(content, dict):
            return refused(TableFileInvalid("a backup's content is an object"))
        return {"ok": True, "text": backup_file.write_backup(content, saved_at=str(saved_at))}

    def backup_read(self, text: str) -> BackupReadReply:
        """A backup file checked whole (size, JSON, format, version, checksum): its document
        for the view to take apart, or why it is refused."""
        try:
            document = backup_file.read_backup(str(text))
        except EngineError as error:
            return refused(error)
        return {"ok": True, "backup": document}

    def _replayed_apart(self, records_json: str, rules: int) -> table_file.TableFile:
        """A stored (archived) log replayed apart from the current session; its depth is
        measured before it is parsed (engine/file_json.py)."""
        try:
            session = Session.replay(file_json.loads(records_json), rules=int(rules or 1))
        except (ValueError, TypeError) as error:  # (the decoder's words differ by release)
            raise TableFileInvalid("the stored log cannot be read") from error
        return table_file.TableFile(session, [], None, None, table_file.APP_RELEASE, "")

    def archive_view(self, records_json: str, rules: int) -> ArchiveViewReply:
        """An archived session, replayed apart for reading: its summary, history and life
        chart (the current session is not touched), or why it cannot be replayed."""
        try:
            carried = self._replayed_apart(records_json, rules)
        except EngineError as error:
            return refused(error)
        session = carried.session
        return {
            "ok": True,
            "summary": carried.summary(),
            "state": session.state(),
            "history": session.history(),
            "chart": life_series(session),
        }

    def public_log(self) -> PublicLogReply:
        """The current session's log as the table may read it now (engine/public_log.py): the
        file "Download the game log" makes, with what is hidden left out."""
        return {"ok": True, "text": session_public_log(self.session)}

    def hidden_now(self) -> HiddenNow:
        """What the table keeps hidden now, counted: what a table file or a backup of the
        current session holds that its public view leaves out."""
        return hidden_in(self.session)

    def summarize_log(self, records_json: str, rules: int) -> SummarizeLogReply:
        """The summary of a stored (archived) log, replayed apart, or why it cannot be."""
        try:
            carried = self._replayed_apart(records_json, rules)
        except EngineError as error:
            return refused(error)
        return {"ok": True, "summary": carried.summary()}


def answering_in_json(call: Callable[..., object]) -> Callable[..., str]:
    """``call`` as the view calls it: its reply as JSON text; then the worker is told the
    engine worked, so that its garbage is given back once the page has not called for a
    moment (the worker's idle collection, vendor/tk-pyodide.mjs)."""

    def exported(*args: Any) -> str:
        try:
            return json.dumps(call(*args), ensure_ascii=False)
        finally:
            tell_worker("tkEngineWorked")

    exported.__name__ = exported.__qualname__ = call.__name__
    exported.__doc__ = call.__doc__
    return exported


bridge = Bridge()

# Python runs in a PyScript worker: nothing of Python's start or of a rule's work holds the
# page's main thread. What the view may call is exported to it by name (main.py takes these
# names, PyScript exports those listed in __export__); the view's one client
# (js/engine/client.js) sends each call and parses its answer, typed from this list
# (js/engine/api.d.ts and js/engine/calls.js, written by tools/engine_api.py).
EXPORTED = (
    "load",
    "dispatch",
    "truncate",
    "state",
    "history",
    "import_pool",
    "plan",
    "life_chart",
    "make_slip",
    "read_slip",
    "carry_write",
    "carry_read",
    "summarize_log",
    "archive_view",
    "backup_write",
    "backup_read",
    "public_log",
    "hidden_now",
    "event_published",
    "event_report_rules",
    "event_read_reports",
)
for _name in EXPORTED:
    globals()[_name] = answering_in_json(getattr(bridge, _name))
__export__ = list(EXPORTED)
__all__ = list(EXPORTED)
__all__ += ["__export__"]

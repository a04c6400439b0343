"""The engine's side of the app: a Session that the JavaScript view talks to in JSON.

The view (``js/app.js``) owns the screen and the durable log in IndexedDB; this module owns
every rule.  Each call takes and returns JSON text, the same actions as the command line.
``main.py`` (what PyScript runs in the engine's worker) exports what ``__all__`` names; this
module ships in engine.zip as bytecode, so a start parses no Python source but main.py's
one line (parsing this module's source took 40-55 ms of every start: the runtime compiles
the parser's code on first use).
"""

import json

from engine import EngineError, Session, backup_file, file_json, table_file
from engine.errors import RuleViolation
from engine.hell import importers
from engine.hell.export_format import export_pool
from engine.life_chart import life_series
from engine.public_log import hidden_now as hidden_in
from engine.public_log import session_public_log
from engine.tournament import slips
from engine.tournament.rounds import plan_request

SKIPPED_SHOWN = 200


def tell_worker(hook_name):
    """Call a hook the worker's JavaScript (vendor/tk-pyodide.mjs) set on its global scope,
    if it did (none in CPython, nor in a runtime started otherwise)."""
    try:
        import js
    except ImportError:
        return
    hook = getattr(js, hook_name, None)
    if hook is not None:
        hook()


def tell_runtime_loaded():
    """The stored game is replayed and the page is about to be ready: the runtime
    (vendor/tk-pyodide.mjs) may now hand a new start-up snapshot to the service worker
    without delaying the start."""
    tell_worker("tkEngineLoaded")


def telling_worker_after(call):
    """``call``, then the worker is told the engine worked: its garbage is given back once
    the page has not called for a moment (tools/tk-idle-collect.mjs, issue 26)."""

    def exported(*args):
        try:
            return call(*args)
        finally:
            tell_worker("tkEngineWorked")

    exported.__name__ = exported.__qualname__ = call.__name__
    exported.__doc__ = call.__doc__
    return exported


class Bridge:
    def __init__(self):
        self.session = Session()

    def _ok(self, **extra):
        return json.dumps({"ok": True, "state": self.session.state(), **extra})

    def load(self, records_json, rules=None):
        """Replay stored actions, under the rules reading the log was played under; on a bad
        one, stop there and say which and why (index -1: the log as a whole)."""
        if not isinstance(rules, int) or isinstance(rules, bool):
            rules = None  # JavaScript's null (jsnull) or undefined: no log yet
        try:
            session = Session() if rules is None else Session(rules=rules)
        except EngineError as error:
            return json.dumps(
                {"ok": False, "index": -1, "error": error.to_json(), "state": self.session.state()}
            )
        self.session = session
        try:
            for index, record in enumerate(json.loads(records_json)):
                try:
                    self.session.apply(record)
                except EngineError as error:
                    return json.dumps(
                        {
                            "ok": False,
                            "index": index,
                            "error": error.to_json(),
                            "state": self.session.state(),
                        }
                    )
            return self._ok()
        finally:
            tell_runtime_loaded()

    def dispatch(self, action_json):
        try:
            action = json.loads(action_json)
            record = self.session.apply(action)
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()})
        return self._ok(record=record, seq=len(self.session.log) - 1)

    def truncate(self, length):
        self.session.truncate(int(length))
        return self._ok()

    def state(self):
        return self._ok()

    def history(self, limit=0):
        return json.dumps(self.session.history(int(limit) or None))

    def import_pool(self, text, set_code=""):
        """Read a card pool file; the app stores the result (the app's own export form)."""
        try:
            report = importers.import_pool(text, set_code=set_code or None)
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()})
        summary = report.summary()
        summary["skipped_count"] = len(summary["skipped"])
        summary["skipped"] = summary["skipped"][:SKIPPED_SHOWN]
        return json.dumps(
            {"ok": True, "summary": summary, "pool": export_pool(report.cards)}, ensure_ascii=False
        )

    def life_chart(self):
        """Every player's life over the turns of the current game (null: no game)."""
        return json.dumps(life_series(self.session), ensure_ascii=False)

    def make_slip(self, request_json):
        """A match result as a slip's text (for a QR code), or why it cannot be one."""
        try:
            return json.dumps(
                {"ok": True, "text": slips.slip_text(json.loads(request_json))}, ensure_ascii=False
            )
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()})

    def read_slip(self, text):
        """The tournament_result action a scanned slip asks for, or why it is refused."""
        tournament = self.session.table.features.get("tournament")
        try:
            if tournament is None:
                raise RuleViolation("no tournament has been created on this phone")
            return json.dumps(
                {"ok": True, "action": slips.read_slip(tournament, str(text))}, ensure_ascii=False
            )
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()})

    def plan(self, request_json):
        """Appendix E's recommendation for a tournament being set up (players, byes)."""
        try:
            return json.dumps({"ok": True, "plan": plan_request(json.loads(request_json))})
        except (EngineError, TypeError, ValueError) as error:
            return json.dumps(
                {
                    "ok": False,
                    "error": {"error": "invalid_setting", "message": str(error), "details": {}},
                }
            )

    def carry_write(self, records_json, rules, pools_json, saved_at):
        """A table file of the given log (null: the current session), with the pool its Hell
        library was drawn from when the phone still has it (pools_json: the stored pools)."""
        try:
            if records_json:
                session = Session.replay(json.loads(records_json), rules=int(rules or 1))
            else:
                session = self.session
            pool = table_file.find_pool(session, json.loads(pools_json or "[]"))
            text = table_file.write_table_file(session, saved_at=str(saved_at), pool=pool)
            return json.dumps(
                {"ok": True, "text": text, "pool": pool is not None}, ensure_ascii=False
            )
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()}, ensure_ascii=False)

    def carry_read(self, text):
        """What a table file holds (checked and replayed apart from the current session), or
        why it is refused; the current session is not touched."""
        try:
            carried = table_file.read_table_file(str(text))
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()}, ensure_ascii=False)
        head = carried.log[0]
        return json.dumps(
            {
                "ok": True,
                "summary": carried.summary(),
                "records": carried.log[1:],
                "rules": carried.session.table.rules,
                "started": head.get("started"),
                "pool": carried.pool,
            },
            ensure_ascii=False,
        )

    def backup_write(self, content_json, saved_at):
        """The whole-phone backup file of what the view gathered (game, pools, recent,
        settings), sealed with its checksum."""
        try:
            content = json.loads(content_json)
            if not isinstance(content, dict):
                raise ValueError("a backup's content is an object")
        except (ValueError, TypeError) as error:
            return json.dumps(
                {
                    "ok": False,
                    "error": {"error": "table_file_invalid", "message": str(error), "details": {}},
                }
            )
        return json.dumps(
            {"ok": True, "text": backup_file.write_backup(content, saved_at=str(saved_at))},
            ensure_ascii=False,
        )

    def backup_read(self, text):
        """A backup file checked whole (size, JSON, format, version, checksum): its document
        for the view to take apart, or why it is refused."""
        try:
            document = backup_file.read_backup(str(text))
        except EngineError as error:
            return json.dumps({"ok": False, "error": error.to_json()}, ensure_ascii=False)
        return json.dumps({"ok": True, "backup": document}, ensure_ascii=False)

    def archive_view(self, records_json, rules):
        """An archived session, replayed apart for reading: its summary, history and life
        chart (the current session is not touched); null when it cannot be replayed."""
        try:  # (a stored log: its depth measured before parsing, engine/file_json.py)
            session = Session.replay(file_json.loads(records_json), rules=int(rules or 1))
        except (EngineError, ValueError, TypeError):
            return "null"
        carried = table_file.TableFile(session, [], None, None, table_file.APP_RELEASE, "")
        return json.dumps(
            {
                "summary": carried.summary(),
                "state": session.state(),
                "history": session.history(),
                "chart": life_series(session),
            },
            ensure_ascii=False,
        )

    def public_log(self):
        """The current session's log as the table may read it now (engine/public_log.py): the
        file "Download the game log" makes, with what is hidden left out."""
        return json.dumps(
            {"ok": True, "text": session_public_log(self.session)}, ensure_ascii=False
        )

    def hidden_now(self):
        """What the table keeps hidden now, counted (a HiddenNow): what a table file or a
        backup of the current session holds that its public view leaves out."""
        return json.dumps(hidden_in(self.session))

    def summarize_log(self, records_json, rules):
        """The summary of a stored (archived) log, replayed apart: null when it cannot be."""
        try:  # (a stored log: its depth measured before parsing, engine/file_json.py)
            session = Session.replay(file_json.loads(records_json), rules=int(rules or 1))
        except (EngineError, ValueError, TypeError):
            return "null"
        carried = table_file.TableFile(session, [], None, None, table_file.APP_RELEASE, "")
        return json.dumps(carried.summary(), ensure_ascii=False)


bridge = Bridge()

# Python runs in a PyScript worker (issue 13: nothing of Python's start or of a rule's work
# holds the page's main thread). What the view may call is exported to it by name (main.py
# takes these names, PyScript exports those listed in __export__); each call takes and
# returns JSON text, and the view awaits it (js/sw-register.js).
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
)
for _name in EXPORTED:
    globals()[_name] = telling_worker_after(getattr(bridge, _name))
__export__ = list(EXPORTED)
__all__ = [*EXPORTED, "__export__"]

"""The table file: one session carried to another phone (or to a laptop) as one JSON file.

    {"format": "table-keeper-table", "version": 1, "app_release": "0.1.0",
     "saved_at": "2026-11-25T21:04:00Z",
     "log": [{"format": "table-keeper-log", "version": 1, "rules": 3}, {"type": "new_game", ...}, ...],
     "pool": {"name": "Hellscube", "cards": {"format": "table-keeper-pool", ...}} | null,
     "event": {"players": [...], "rounds": [...]} | null,
     "checksum": "sha256:..."}

``log`` is the saved log exactly as ``python -m engine replay`` reads it, one entry per line
of the ``.jsonl`` export: entry 1 is the header, so "log line 7" is the same action in both.
What the session depends on comes along: ``pool`` is the card pool a Hell session's library
was drawn from (the receiving phone keeps it, and its hash must be the one the library
recorded), ``event`` the tournament's event as the sending phone saw it (it must be what the
log replays to; ``python -m engine standings`` reads it).  ``checksum`` covers everything
else (canonical JSON), so a file damaged on the way is refused.  It is no signature: anyone
can recompute it, so it tells damage, not a deliberate edit (a file edited by hand is still
replayed under every rule, and its names held to the app's, engine/names.py).

Reading never takes part of a file: it is read whole, checked, replayed, or refused with one
:class:`engine.errors.TableFileError` per kind of problem (too large, truncated, corrupt,
nested too deep, a broken character, another app's, newer, damaged, invalid, an action that
breaks a rule, a name the app would not take).  Nothing a file holds makes reading it raise
anything else, in CPython or in the browser (engine/file_json.py).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, cast

from engine import errors, file_json
from engine.errors import EngineError, LogFormatError
from engine.log import LOG_FORMAT, LOG_VERSION, is_header, migrate
from engine.names import check_session_names
from engine.rules import RULES
from engine.session import Session

if TYPE_CHECKING:
    from engine.hell.state import HellState
    from engine.reply_types import TableFileSummary
    from engine.tournament.state import TournamentState
    from engine.tournament.state_types import EventJson

Json = dict[str, Any]

TABLE_FILE_FORMAT = "table-keeper-table"
TABLE_FILE_VERSION = 1
APP_RELEASE = "0.1.0"  # pyproject.toml's version (a test holds them equal)
MAX_TABLE_FILE_BYTES = 20 * 1024 * 1024  # a Hell pool of 1,000 cards is under 1 MB
_KEYS = {"format", "version", "app_release", "saved_at", "log", "pool", "event", "checksum"}
_TEXT_LIMIT = 100


@dataclass
class TableFile:
    """A table file read and replayed: the session, and what came with it."""

    session: Session
    log: list[Json]  # header first, as in the file
    pool: Json | None  # {"name": ..., "cards": pool export} or None
    event: EventJson | None
    app_release: str
    saved_at: str

    def summary(self) -> TableFileSummary:
        return summarize(self)


def hell_of(session: Session) -> HellState | None:
    """The session's Hell library and sideboard, if it has them."""
    return cast("HellState | None", session.table.features.get("hell"))


def tournament_of(session: Session) -> TournamentState | None:
    """The session's tournament, if it has one."""
    return cast("TournamentState | None", session.table.features.get("tournament"))


def checksum(document: Json) -> str:
    """``sha256:`` of the document's canonical JSON without its ``checksum``."""
    body = {key: value for key, value in document.items() if key != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def write_table_file(
    session: Session, *, saved_at: str, pool: Json | None = None, header: Json | None = None
) -> str:
    """The table file of ``session`` (text, UTF-8 JSON, one log entry per line)."""
    head = {"format": LOG_FORMAT, "version": LOG_VERSION, "rules": session.table.rules}
    if header:
        head.update({k: v for k, v in header.items() if k == "started"})
    document: dict[str, Any] = {
        "format": TABLE_FILE_FORMAT,
        "version": TABLE_FILE_VERSION,
        "app_release": APP_RELEASE,
        "saved_at": saved_at,
        "log": [head, *session.log],
        "pool": None,
        "event": None,
    }
    hell = hell_of(session)
    if pool is not None and hell is not None:
        document["pool"] = {
            "name": str(pool.get("name") or hell.pool.name or ""),
            "cards": pool.get("cards"),
        }
    tournament = tournament_of(session)
    if tournament is not None:
        document["event"] = tournament.event.to_json()
    document["checksum"] = checksum(document)
    return _dump(document)


def find_pool(session: Session, stored: list[Any]) -> Json | None:
    """The pool the Hell library was drawn from, among the phone's stored pools
    (``[{"name", "pool": export}]``): a whole pool, or one set of it (the set-up screen may
    take one set), whichever has the hash the library recorded.  None when there is none."""
    from engine.hell.export_format import EXPORT_FORMAT, EXPORT_VERSION, card_to_json, read_export
    from engine.hell.pool import pool_hash

    hell = hell_of(session)
    if hell is None or not hell.pool.hash or not isinstance(stored, list):
        return None
    for entry in stored:
        try:
            cards, _ = read_export(entry["pool"])
            name = str(entry["name"])
        except (EngineError, KeyError, TypeError, AttributeError):
            continue
        exported = [card_to_json(card) for card in cards]
        choices = [(name, exported)]
        for code in sorted({card.set_code for card in cards}):
            choices.append(
                (
                    f"{name} ({code or '—'})",
                    [e for e, c in zip(exported, cards) if c.set_code == code],
                )
            )
        for label, entries in choices:
            if pool_hash(entries) == hell.pool.hash:
                return {
                    "name": hell.pool.name or label,
                    "cards": {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "cards": entries},
                }
    return None


def _dump(document: Json) -> str:
    """Readable JSON: the log one entry per line (so a person can find line 7)."""
    parts = []
    for key, value in document.items():
        if key == "log":
            lines = ",\n".join("  " + json.dumps(entry, ensure_ascii=False) for entry in value)
            parts.append(f' "log": [\n{lines}\n ]')
        else:
            parts.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def looks_like_table_file(text: str) -> bool:
    """The text opens as a table file does (the command line tells it from a .jsonl log)."""
    head = file_json.without_bom(text).lstrip()[:200]
    return head.startswith("{") and TABLE_FILE_FORMAT in head


def read_table_file(data: bytes | str) -> TableFile:
    """Check and replay a table file, or raise the TableFileError saying what is wrong."""
    try:
        return _read(data)
    except RecursionError:
        raise errors.TableFileCorrupt("the file is nested too deeply to be a table file") from None


def _read(data: bytes | str) -> TableFile:
    size = len(data.encode("utf-8")) if isinstance(data, str) else len(data)
    if size > MAX_TABLE_FILE_BYTES:
        raise errors.TableFileTooLarge(
            f"the file is {size} bytes; a table file is at most {MAX_TABLE_FILE_BYTES}",
            size=size,
            limit=MAX_TABLE_FILE_BYTES,
        )
    document = parse_document(data)
    _check_identity(document)
    if document.get("checksum") != checksum(document):
        raise errors.TableFileAltered(
            "the file is damaged: its checksum does not match its content"
        )
    for key in document:
        if key not in _KEYS:
            raise errors.TableFileInvalid(f"the file has an unknown part {key!r}", field=key)
    release = _text(document, "app_release")
    saved_at = _text(document, "saved_at")
    log = document.get("log")
    if not isinstance(log, list) or not log or not is_header(log[0]):
        raise errors.TableFileInvalid("the file's log has no header line", field="log")
    session = replay_log(log)
    check_session_names(session)
    pool = _check_pool(document.get("pool"), session)
    event = _check_event(document.get("event"), session)
    return TableFile(session, log, pool, event, release, saved_at)


def parse_document(data: bytes | str) -> Json:
    """The file's JSON object, or the TableFileError saying why it is not one (cut short,
    damaged, not UTF-8, not an object): shared with the backup (engine/backup_file.py)."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise errors.TableFileCorrupt(
                f"the file is not UTF-8 text (byte {error.start})", byte=error.start
            ) from None
    else:
        text = data
    text = text.lstrip("\ufeff")
    if not text.strip():
        raise errors.TableFileEmpty("the file is empty")
    try:
        document = file_json.loads(text)
    except file_json.TooDeep as error:
        raise errors.TableFileTooDeep(
            f"the file's brackets nest {error.depth} deep; no file of "
            f"this app nests more than {file_json.MAX_DEPTH}",
            depth=error.depth,
            limit=file_json.MAX_DEPTH,
        ) from None
    except file_json.BrokenText:
        raise errors.TableFileBadText(
            "the file holds a broken character (half of a UTF-16 "
            "surrogate pair), which no text is made of"
        ) from None
    except json.JSONDecodeError as error:
        if _ends_open(text):
            raise errors.TableFileTruncated(
                "the file ends in the middle (only part of it arrived)", position=error.pos
            ) from None
        raise errors.TableFileCorrupt(
            f"the file is not valid JSON at character {error.pos} ({error.msg})", position=error.pos
        ) from None
    except (ValueError, RecursionError) as error:  # a 5,000-digit number, nesting too deep
        raise errors.TableFileCorrupt(
            f"the file cannot be read as JSON ({type(error).__name__})"
        ) from None
    if not isinstance(document, dict):
        raise errors.TableFileOtherApp("the file is JSON but not a table file of this app")
    return document


def _ends_open(text: str) -> bool:
    """The text stops inside a string or with a bracket still open, every bracket before
    matched: the start of a JSON document whose end did not arrive."""
    stack: list[str] = []
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            stack.append("]" if char == "[" else "}")
        elif char in "]}" and (not stack or stack.pop() != char):
            return False
    return in_string or bool(stack)


def _check_identity(document: Json) -> None:
    if document.get("format") != TABLE_FILE_FORMAT:
        if document.get("format") == LOG_FORMAT:
            raise errors.TableFileOtherApp(
                "this is a game log (.jsonl), not a table file: "
                "open it with 'python -m engine replay'"
            )
        raise errors.TableFileOtherApp("the file is JSON but not a table file of this app")
    check_version(document, "table file", TABLE_FILE_VERSION)


def check_version(document: Json, kind: str, newest: int) -> int:
    """The version of a file of this app (a table file, a backup): a whole number from 1, at
    most the newest this release reads; else the TableFileError saying so."""
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise errors.TableFileInvalid(
            f"the {kind}'s version {_show(version)} is not a version number", field="version"
        )
    if version > newest:
        raise errors.TableFileNewer(
            f"the {kind} was written by a newer release of the app ({kind} version {version}; "
            f"this release reads up to {newest}): update the app to open it",
            version=version,
            release=str(document.get("app_release"))[:_TEXT_LIMIT],
        )
    return version


def _text(document: Json, key: str) -> str:
    value = document.get(key)
    if not isinstance(value, str) or not value or len(value) > _TEXT_LIMIT:
        raise errors.TableFileInvalid(f"the file's {key} is missing or not a short text", field=key)
    return value


def replay_log(log: list[Any]) -> Session:
    """The session a log (header first) replays to, or the TableFileError naming the line
    (the header is line 1, as in the .jsonl export) and the rule."""
    head = log[0]
    try:
        records = migrate(list(log[1:]), head.get("version"))
    except LogFormatError as error:
        version = head.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > LOG_VERSION:
            raise errors.TableFileNewer(error.message, version=version) from None
        raise errors.TableFileInvalid(f"log line 1: {error.message}", line=1) from None
    try:
        session = Session(rules=head.get("rules", 1))
    except (errors.RulesReadingUnknown, errors.RulesReadingInvalid) as error:
        rules = head.get("rules")
        if isinstance(rules, int) and not isinstance(rules, bool) and rules > RULES:
            raise errors.TableFileNewer(error.message, rules=rules) from None
        raise errors.TableFileInvalid(f"log line 1: {error.message}", line=1) from None
    for number, record in enumerate(records, start=2):
        if is_header(record):
            raise errors.TableFileInvalid(
                f"log line {number}: a header after the first line", line=number
            )
        try:
            session.apply(record)
        except EngineError as error:
            raise errors.TableFileBadAction(
                f"log line {number}: {error.message}",
                line=number,
                error=error.code,
                reason=error.message,
            ) from None
        except (RecursionError, ValueError, TypeError) as error:
            raise errors.TableFileBadAction(
                f"log line {number}: cannot be read ({type(error).__name__})",
                line=number,
                error="malformed_action",
                reason="",
            ) from None
    return session


def _check_pool(pool: Any, session: Session) -> Json | None:
    hell = hell_of(session)
    if pool is None:  # the library's own cards are in the log: the session needs no pool
        return None
    if hell is None:
        raise errors.TableFileInvalid(
            "the file holds a card pool but no Hell session", field="pool"
        )
    if (
        not isinstance(pool, dict)
        or not isinstance(pool.get("name"), str)
        or not isinstance(pool.get("cards"), dict)
    ):
        raise errors.TableFileInvalid("the card pool is not of the right shape", field="pool")
    from engine.hell.export_format import EXPORT_FORMAT, card_to_json, read_export
    from engine.hell.pool import pool_hash

    cards_doc = pool["cards"]
    if cards_doc.get("format") != EXPORT_FORMAT:
        raise errors.TableFileInvalid("the card pool is not in the app's pool form", field="pool")
    try:
        cards, skipped = read_export(cards_doc)
    except EngineError as error:
        raise errors.TableFileInvalid(f"the card pool: {error.message}", field="pool") from None
    if skipped or pool_hash([card_to_json(card) for card in cards]) != hell.pool.hash:
        raise errors.TableFileInvalid(
            "the card pool is not the one the Hell library was drawn from", field="pool"
        )
    return pool


def _check_event(event: Any, session: Session) -> EventJson | None:
    tournament = tournament_of(session)
    expected = None if tournament is None else tournament.event.to_json()
    if event != expected:
        raise errors.TableFileInvalid(
            "the tournament's event does not match its log", field="event"
        )
    return expected


def _show(value: Any) -> str:
    return repr(value)[:40]


def summarize(carried: TableFile) -> TableFileSummary:
    """What the file holds, for the preview before anything changes."""
    session = carried.session
    state = session.state()
    features = session.table.features
    kind: Literal["tournament", "hell", "game", "empty"] = (
        "tournament"
        if "tournament" in features
        else "hell"
        if "hell" in features
        else "game"
        if state["games"]
        else "empty"
    )
    out: TableFileSummary = {
        "kind": kind,
        "format": state["format"],
        "game_number": state["number"],
        "games": len(state["games"]),
        "players": [
            {"name": p["name"], "life": p["life"], "out": p["out"]} for p in state["players"]
        ],
        "turn": state["turn"],
        "over": state["over"],
        "winner": state["winner"],
        "actions": len(session.log),
        "saved_at": carried.saved_at,
        "app_release": carried.app_release,
        "pool_name": carried.pool["name"] if carried.pool else None,
        "pool_cards": len(carried.pool["cards"].get("cards", [])) if carried.pool else 0,
        "tournament": None,
    }
    if "tournament" in features:
        t = state["session_features"]["tournament"]
        out["tournament"] = {
            "players": t["players"],
            "round": t["round"],
            "leader": t["standings"][0]["player"] if t["standings"] else None,
        }
    return out

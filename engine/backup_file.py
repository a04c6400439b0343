"""The whole-phone backup file: everything the app keeps, in one JSON document.

    {"format": "table-keeper-backup", "version": 2, "app_release": "0.1.0",
     "saved_at": "2026-11-26T10:00:00Z",
     "game": {"current": {...} | null, "archive": [...]}, "pools": [...], "recent": [...],
     "settings": {...},
     "checksum": "sha256:..."}

The view gathers what the phone holds (its IndexedDB and localStorage) and the engine seals
it: the same ``checksum`` as a table file (engine/table_file.py's, canonical JSON of the rest),
so a backup damaged on the way is refused as a table file is, by the same rule (the checksum
is no signature: it tells damage, not a deliberate edit).  Reading checks the file as a whole
(size, nesting, JSON, format, version, checksum), then what it would restore (its settings,
recent players and pool names, engine/backup_content.py) and every session it holds,
replayed, with the names in it (engine/names.py), before the view takes anything.  On a laptop,
``python -m engine replay`` and ``standings`` read a backup's sessions (:func:`backup_session`):
session 1 is the phone's current one, then its past games in the order the phone stored them.

Version 1 is what the previous release wrote: no checksum (and no ``app_release``).  Such a
backup is still read, its sessions replayed and its content checked like any other; a
version 2 backup without its checksum, or with one that does not match, is refused.
"""

from __future__ import annotations

import json
from typing import Any

from engine import errors, file_json
from engine.backup_content import check_content
from engine.log import LOG_FORMAT, is_header
from engine.names import check_session_names
from engine.session import Session
from engine.table_file import (
    APP_RELEASE,
    MAX_TABLE_FILE_BYTES,
    TABLE_FILE_FORMAT,
    check_version,
    checksum,
    parse_document,
    replay_log,
)

Json = dict[str, Any]

BACKUP_FORMAT = "table-keeper-backup"
BACKUP_VERSION = 2
UNSEALED_VERSION = 1  # the previous release's: no checksum
MAX_BACKUP_BYTES = 4 * MAX_TABLE_FILE_BYTES  # several sessions and pools (pwa/js/carry/backup.js)
_PARTS = ("game", "pools", "recent", "settings")


def write_backup(content: Json, *, saved_at: str) -> str:
    """The backup file of ``content`` (the view's ``game``, ``pools``, ``recent`` and
    ``settings``), sealed with its checksum."""
    document: Json = {
        "format": BACKUP_FORMAT,
        "version": BACKUP_VERSION,
        "app_release": APP_RELEASE,
        "saved_at": saved_at,
    }
    for key in _PARTS:
        if key in content:
            document[key] = content[key]
    document["checksum"] = checksum(document)
    return json.dumps(document, ensure_ascii=False)


def read_backup(data: bytes | str) -> Json:
    """The backup's document, checked whole (its parts are the view's to take apart), or the
    TableFileError saying what is wrong."""
    size = len(data.encode("utf-8")) if isinstance(data, str) else len(data)
    if size > MAX_BACKUP_BYTES:
        raise errors.TableFileTooLarge(
            f"the file is {size} bytes; a backup is at most {MAX_BACKUP_BYTES}",
            size=size,
            limit=MAX_BACKUP_BYTES,
        )
    document = parse_document(data)  # (nesting, broken characters: engine/file_json.py)
    if document.get("format") != BACKUP_FORMAT:
        if document.get("format") == TABLE_FILE_FORMAT:
            raise errors.TableFileOtherApp(
                "this is a table file, not a backup: open it with 'Open from a file'"
            )
        raise errors.TableFileOtherApp("the file is JSON but not a backup of this app")
    version = check_version(document, "backup", BACKUP_VERSION)
    sealed = version > UNSEALED_VERSION or "checksum" in document
    if sealed and document.get("checksum") != checksum(document):
        raise errors.TableFileAltered(
            "the backup is damaged: its checksum does not match its content"
        )
    check_content(document)
    for number, log in enumerate(session_logs(document), start=1):
        check_session_names(_replayed(log, number))
    return document


def looks_like_backup(text: str) -> bool:
    """The text opens as a backup does (the command line tells it from a log or a table file)."""
    head = file_json.without_bom(text).lstrip()[:200]
    return head.startswith("{") and BACKUP_FORMAT in head


def session_logs(document: Json) -> list[list[Any]]:
    """Each session the backup holds as a log, header first: the current one, then the past
    games in the order the phone stored them (the numbering the app's refusals use)."""
    game = document.get("game")
    if not isinstance(game, dict) or not isinstance(game.get("archive"), list):
        raise errors.TableFileInvalid("the backup's games are not of the right shape", field="game")
    current = game.get("current")
    carried: list[tuple[Any, Any]] = []
    if current is not None:
        if not isinstance(current, dict) or not isinstance(current.get("actions"), list):
            raise errors.TableFileInvalid(
                "the backup's current session is not of the right shape", field="game"
            )
        carried.append((current.get("header"), current["actions"]))
    for entry in game["archive"]:
        records = entry.get("records") if isinstance(entry, dict) else None
        if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
            raise errors.TableFileInvalid(
                "a past game in the backup is not of the right shape", field="game"
            )
        carried.append((entry.get("header"), [r.get("action") for r in records]))
    logs = []
    for header, actions in carried:
        if not is_header(header):  # the app's default: the first log format, reading 1
            header = {
                "format": LOG_FORMAT,
                "version": 1,
                "rules": header.get("rules", 1) if isinstance(header, dict) else 1,
            }
        logs.append([header, *actions])
    return logs


def backup_session(document: Json, number: int = 1) -> Session:
    """Session ``number`` of a checked backup (1: the phone's current one, or its first past
    game when it had none), replayed; or the TableFileError saying why not."""
    logs = session_logs(document)
    if not 1 <= number <= len(logs):
        raise errors.TableFileInvalid(
            f"the backup holds {len(logs)} session(s); there is no session {number}", field="game"
        )
    return _replayed(logs[number - 1], number)


def _replayed(log: list[Any], number: int) -> Session:
    """Session ``number``'s log replayed, or the TableFileError saying so with its number."""
    try:
        return replay_log(log)
    except errors.TableFileError as error:
        raise type(error)(
            f"session {number}: {error.message}", **{**error.details, "session": number}
        ) from None

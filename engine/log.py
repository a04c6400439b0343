"""The saved log: one JSON action per line, after a header naming the format version.

A log written by an older version is migrated step by step, never discarded; one written
by a newer version is refused with a clear message (and the caller keeps the raw data).
A headerless file is read as the current version under the current rules reading
(``engine.rules.RULES``), so a hand-written log of actions means today's rules; the app
always writes a header, and a header that names no rules reading (the first release's) means
reading 1.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from engine import file_json
from engine.errors import EngineError, LogFormatError
from engine.rules import RULES
from engine.session import Session

LOG_FORMAT = "table-keeper-log"
LOG_VERSION = 1

# MIGRATIONS[v] turns a list of version-v records into version v+1 records.
MIGRATIONS: dict[int, Callable[[list[dict[str, Any]]], list[dict[str, Any]]]] = {}


def header(rules: int = RULES) -> dict[str, Any]:
    return {"format": LOG_FORMAT, "version": LOG_VERSION, "rules": rules}


def is_header(record: Any) -> bool:
    return isinstance(record, dict) and record.get("format") == LOG_FORMAT and "type" not in record


def migrate(records: list[dict[str, Any]], version: int) -> list[dict[str, Any]]:
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LogFormatError(
            f"the log's format version {version!r} is not a version number", version=version
        )
    if version > LOG_VERSION:
        raise LogFormatError(
            f"this log was written by a newer version of the app (format {version}; this app "
            f"reads up to {LOG_VERSION}); update the app to open it",
            version=version,
        )
    while version < LOG_VERSION:
        if version not in MIGRATIONS:
            raise LogFormatError(f"no migration from log format {version}", version=version)
        records = MIGRATIONS[version](records)
        version += 1
    return records


def parse_lines(lines: Iterable[str]) -> list[tuple[int, dict[str, Any]]]:
    """(line number, record) for every action line, migrated to the current version."""
    return parse_log(lines)[1]


def parse_log(lines: Iterable[str]) -> tuple[int, list[tuple[int, dict[str, Any]]]]:
    """The rules reading the log was played under (the current one for a headerless,
    hand-written log; 1 when a header does not say), and (line number, record) for every
    action line, migrated to the current version."""
    numbered: list[tuple[int, dict[str, Any]]] = []
    version = LOG_VERSION
    rules = RULES
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = file_json.loads(line)
        except file_json.TooDeep as error:
            raise LogFormatError(
                f"line {number}: brackets nested {error.depth} deep (a log "
                f"line nests at most {file_json.MAX_DEPTH})",
                line=number,
            ) from None
        except file_json.BrokenText:
            raise LogFormatError(
                f"line {number}: a broken character (half of a UTF-16 surrogate pair)", line=number
            ) from None
        except json.JSONDecodeError as error:
            raise LogFormatError(
                f"line {number}: not valid JSON ({error.msg})", line=number
            ) from None
        except ValueError as error:  # e.g. a number of more digits than Python converts
            raise LogFormatError(
                f"line {number}: not a value the log can hold ({error})", line=number
            ) from None
        if is_header(record):
            if numbered:
                raise LogFormatError(f"line {number}: a header after the first action", line=number)
            if record.get("view") == "public":  # engine/public_log.py's file
                raise LogFormatError(
                    f"line {number}: this is a game log as the table may read it, with the hidden "
                    "cards left out: it cannot be replayed (a table file or a backup carries the "
                    "whole game)",
                    line=number,
                    view="public",
                )
            version = record.get("version")
            rules = record.get("rules", 1)
            continue
        numbered.append((number, record))
    if version != LOG_VERSION:
        migrated = migrate([r for _, r in numbered], version)
        numbered = list(zip([n for n, _ in numbered] + [0] * len(migrated), migrated))
    return rules, numbered


def replay_lines(lines: Iterable[str]) -> Session:
    """Replay a JSONL log; a bad line raises LogFormatError naming its line number."""
    rules, numbered = parse_log(lines)
    session = Session(rules=rules)
    for number, record in numbered:
        try:
            session.apply(record)
        except EngineError as error:
            raise LogFormatError(
                f"line {number}: {error.message}", line=number, error=error.code
            ) from None
    return session


def dump_lines(session: Session) -> str:
    lines = [json.dumps(header(session.table.rules), ensure_ascii=False)]
    lines += [json.dumps(record, ensure_ascii=False) for record in session.log]
    return "\n".join(lines) + "\n"

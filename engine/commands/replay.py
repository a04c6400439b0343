"""``python -m engine replay LOG.jsonl``: apply one action per line, print the final state."""

from __future__ import annotations

import argparse
import json
import sys

from engine.backup_file import backup_session, looks_like_backup, read_backup
from engine.errors import LogFormatError, TableFileError
from engine.log import replay_lines
from engine.names import check_session_names
from engine.session import Session
from engine.table_file import looks_like_table_file, read_table_file


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("replay", help="replay a JSONL log and print the final state")
    parser.add_argument(
        "log",
        help="a file with one JSON action per line, or a table file sent "
        "from a phone, or a whole-phone backup ('-' for stdin)",
    )
    parser.add_argument(
        "--session",
        type=int,
        default=1,
        metavar="N",
        help="of a backup: which session (1, the default: the phone's current "
        "one; then its past games in the order it stored them)",
    )
    parser.add_argument("--history", action="store_true", help="also print the history")
    parser.set_defaults(func=run)


def session_of(text: str, number: int = 1) -> Session:
    """The session a log, a table file or a backup (its session ``number``) holds."""
    if looks_like_table_file(text):
        return read_table_file(text).session
    if looks_like_backup(text):
        return backup_session(read_backup(text), number)
    session = replay_lines(text.splitlines())
    check_session_names(session)  # (a table file's and a backup's are checked)
    return session


def read_session(args: argparse.Namespace, command: str) -> Session | int:
    """The session of ``args.log`` (a path, or '-' for stdin; ``args.session`` of a backup),
    or the exit code after one line on stderr saying why not, in the words of ``command``."""
    try:  # opened apart from its `with` (below) so a file that cannot be opened says so alone
        stream = sys.stdin if args.log == "-" else open(args.log, encoding="utf-8")  # noqa: SIM115
    except OSError as error:
        print(f"{command}: cannot open {args.log}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        with stream:
            text = stream.read()
        return session_of(text, args.session)
    except UnicodeDecodeError as error:
        print(f"{command}: {args.log} is not UTF-8 text ({error.reason})", file=sys.stderr)
        return 1
    except (LogFormatError, TableFileError) as error:
        print(f"{command}: {error.message}", file=sys.stderr)
        return 1


def run(args: argparse.Namespace) -> int:
    session = read_session(args, "replay")
    if isinstance(session, int):
        return session
    out: dict[str, object] = dict(session.state())
    if args.history:
        out["history"] = session.history()
    json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
    print()
    return 0

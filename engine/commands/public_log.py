"""``python -m engine public-log LOG``: the log as the table may read it now (hidden cards and
hidden agendas left out: engine/public_log.py), the file the app's "Download the game log"
makes."""

from __future__ import annotations

import sys

from engine.commands.replay import session_of
from engine.errors import LogFormatError, TableFileError
from engine.public_log import session_public_log


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "public-log", help="print a log as the table may read it: what is hidden now is left out")
    parser.add_argument("log", help="a JSONL log, a table file or a whole-phone backup ('-' for stdin)")
    parser.add_argument("--session", type=int, default=1, metavar="N",
                        help="of a backup: which session (1, the default: the phone's current one)")
    parser.set_defaults(func=run)


def run(args) -> int:
    try:
        stream = sys.stdin if args.log == "-" else open(args.log, encoding="utf-8")
    except OSError as error:
        print(f"public-log: cannot open {args.log}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        with stream:
            session = session_of(stream.read(), args.session)
    except UnicodeDecodeError as error:
        print(f"public-log: {args.log} is not UTF-8 text ({error.reason})", file=sys.stderr)
        return 1
    except (LogFormatError, TableFileError) as error:
        print(f"public-log: {error.message}", file=sys.stderr)
        return 1
    sys.stdout.write(session_public_log(session))
    return 0

"""``python -m engine public-log LOG``: the log as the table may read it now (hidden cards and
hidden agendas left out: engine/public_log.py), the file the app's "Download the game log"
makes."""

from __future__ import annotations

import argparse
import sys

from engine.commands.replay import read_session
from engine.public_log import session_public_log


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "public-log", help="print a log as the table may read it: what is hidden now is left out"
    )
    parser.add_argument(
        "log", help="a JSONL log, a table file or a whole-phone backup ('-' for stdin)"
    )
    parser.add_argument(
        "--session",
        type=int,
        default=1,
        metavar="N",
        help="of a backup: which session (1, the default: the phone's current one)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    session = read_session(args, "public-log")
    if isinstance(session, int):
        return session
    sys.stdout.write(session_public_log(session))
    return 0

"""``python -m engine standings EVENT.json``: the standings of an event (appendix C).

Prints a JSON list of rows, best first, each with ``player``, ``points``, ``omw``, ``gw``
and ``ogw`` (fractions, not rounded); ``--format text`` or ``csv`` prints the table to
read or share instead.  A team event file (8.2, ``engine.tournament.teams``) gives a row
per team: ``player`` is the team's name and ``players`` its players in seat order.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.commands._event_input import EventInputError, read_event_input
from engine.tournament.standings import (
    compute_standings,
    standings_csv,
    standings_rows,
    standings_text,
)
from engine.tournament.teams import TeamEvent


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "standings", help="standings of a tournament event (JSON)", description=__doc__
    )
    parser.add_argument(
        "event", help="the event JSON file, a table file or a whole-phone backup ('-' for stdin)"
    )
    parser.add_argument(
        "--session",
        type=int,
        default=1,
        metavar="N",
        help="of a backup: which session holds the tournament (1, the default: "
        "the phone's current one; then its past games)",
    )
    parser.add_argument(
        "--format",
        choices=("json", "text", "csv"),
        default="json",
        help="json rows (default), a text table, or CSV",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        given = read_event_input("standings", args.event, args.session)
    except EventInputError as error:
        print(error, file=sys.stderr)
        return 1
    event = given.event if isinstance(given, TeamEvent) else given
    standings = compute_standings(event)
    if args.format == "text":
        sys.stdout.write(standings_text(standings))
    elif args.format == "csv":
        sys.stdout.write(standings_csv(standings))
    else:
        rows: list[dict[str, Any]] = list(standings_rows(standings))
        if isinstance(given, TeamEvent):  # a team's row names its players by seat
            rows = [{**row, "players": list(given.team(row["player"]).players)} for row in rows]
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
        print()
    return 0

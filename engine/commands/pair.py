"""``python -m engine pair EVENT.json [--seed N]``: Swiss pairings for the next round.

Prints the round as JSON in the event's round shape (``[{"a": ..., "b": ...}, ...]``,
``"b": null`` for the bye), best-ranked table first.  For a team event file (8.2) each
team match lists its seat pairings, A against A, B against B, C against C (``"seats"``).  The same event and seed always give
the same pairings; without ``--seed`` one is drawn and named on stderr.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from engine.commands._event_input import EventInputError, read_event_input
from engine.errors import EngineError
from engine.tournament.swiss import pair_next_round
from engine.tournament.teams import TeamEvent, team_round_json


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "pair", help="Swiss pairings of the next round (JSON)", description=__doc__
    )
    parser.add_argument("event", help="the event JSON file ('-' for stdin)")
    parser.add_argument("--seed", type=int, help="seed of the random tie-breaks")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        given = read_event_input("pair", args.event)
    except EventInputError as error:
        print(error, file=sys.stderr)
        return 1
    seed = args.seed
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
        print(f"pair: no --seed given, used --seed {seed}", file=sys.stderr)
    event = given.event if isinstance(given, TeamEvent) else given
    try:
        paired = pair_next_round(event, random.Random(seed))
    except EngineError as error:
        print(f"pair: {error.message}", file=sys.stderr)
        return 1
    out = (
        team_round_json(given, paired.matches) if isinstance(given, TeamEvent) else paired.to_json()
    )
    json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
    print()
    return 0

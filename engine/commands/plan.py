"""``python -m engine plan PLAYERS [--byes N ...] [--booster-draft-playoff]``: how many
Swiss rounds and which play-off Tournament Rules appendix E recommends.

A player with byes counts as 2 per bye round (1 bye: 2 players, 2 byes: 4, 3 byes: 8);
give ``--byes`` once per player who has byes.  Prints the plan as JSON: the players as
counted, the Swiss rounds, the play-off size and rounds, and the row of the table.
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.errors import EngineError
from engine.tournament.rounds import plan_request


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "plan", help="appendix E: Swiss rounds and play-off for N players", description=__doc__
    )
    parser.add_argument("players", type=int, help="players registered")
    parser.add_argument(
        "--byes",
        type=int,
        action="append",
        default=[],
        help="bye rounds of one player who has byes (repeat per player)",
    )
    parser.add_argument(
        "--booster-draft-playoff",
        action="store_true",
        help="a limited event whose play-off is a booster draft",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.players < 2:
        print("plan: a tournament needs at least 2 players", file=sys.stderr)
        return 1
    if len(args.byes) > args.players or any(b < 0 for b in args.byes):
        print("plan: give --byes once per player with byes, each 0 or more", file=sys.stderr)
        return 1
    try:
        answer = plan_request(
            {
                "players": args.players,
                "byes": args.byes,
                "booster_draft_playoff": args.booster_draft_playoff,
            }
        )
    except EngineError as error:
        print(f"plan: {error.message}", file=sys.stderr)
        return 1
    json.dump(answer, sys.stdout, indent=2)
    print()
    return 0

"""``python -m engine verdict --colors WUP --type Creature --cost "{2}{G/U}"``.

Prints the Hell-draw verdict of seed 000 as JSON: ``verdict`` (land, castable, choice or
ask), ``reason`` (an English sentence), ``reason_code``, ``params`` and
``unknown_symbols``.  ``--colors`` are the deck's land colours: letters W U B R G P
("WUP") or comma-separated letters and names ("W,U,Pickle"; "" for none).  A card of
several faces: separate the faces' costs and type lines with ``//``; the front face's
type decides whether it is a land, every face's cost counts.
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from engine.errors import EngineError
from engine.hell.cards import parse_type_line
from engine.hell.colors import parse_color_declaration
from engine.hell.verdict import judge_hell_draw

_FACES = re.compile(r"\s*//\s*")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "verdict",
        help="judge a Hell draw: land, castable, choice or ask",
        description=__doc__,
    )
    parser.add_argument(
        "--colors", required=True, help='land colours of the deck: "WUP" or "W,U,Pickle"'
    )
    parser.add_argument(
        "--type", dest="type_line", default="", help='type line, e.g. "Creature" or "Basic Land"'
    )
    parser.add_argument("--cost", default="", help='mana cost, e.g. "{2}{G/U}" ("" for none)')
    parser.add_argument("--name", default="", help="the card's name, for the reason")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        colors = parse_color_declaration(args.colors)
        _, front_types, _ = parse_type_line(_FACES.split(args.type_line)[0])
        verdict = judge_hell_draw(
            is_land=any(t.casefold() == "land" for t in front_types),
            costs=_FACES.split(args.cost),
            colors=colors,
            name=args.name,
        )
    except EngineError as error:
        print(f"verdict: {error.message}", file=sys.stderr)
        return 1
    json.dump(verdict.to_json(), sys.stdout, ensure_ascii=False, indent=2)
    print()
    return 0

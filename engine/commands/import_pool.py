"""``python -m engine import FILE``: what importing a card pool would take.

Prints a JSON summary: ``format``, ``total``, ``by_set`` (cards per set code; "" for a
card of no set, as a text list's), ``lands``, ``tokens`` (the registry's token records,
left out: they are not cards) and ``skipped`` (each with its record's position and reason).
A file that cannot be read as a whole is refused on stderr with exit code 1.
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.errors import EngineError
from engine.hell.importers import FORMATS, import_pool


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "import",
        help="summarise what importing a card pool file would take",
        description=__doc__,
    )
    parser.add_argument(
        "file", help="a Hellfall database JSON, a text list or a pool export ('-' for stdin)"
    )
    parser.add_argument(
        "--set", dest="set_code", metavar="CODE", help="keep only this set (HLC is Hellscube v1.2)"
    )
    parser.add_argument(
        "--format", choices=FORMATS, default="auto", help="the file's format (default: detect it)"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        if args.file == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as stream:
                data = stream.read()
    except OSError as error:
        print(f"import: cannot open {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        report = import_pool(data, format=args.format, set_code=args.set_code)
    except EngineError as error:
        print(f"import: {args.file} refused: {error.message}", file=sys.stderr)
        return 1
    json.dump(report.summary(), sys.stdout, ensure_ascii=False, indent=2)
    print()
    return 0

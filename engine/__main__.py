"""``python -m engine``: replay logs, list actions, import pools, judge Hell draws, ..."""

from __future__ import annotations

import argparse
import sys

from engine.commands import load_all


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for module in load_all():
        module.register(sub)
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())

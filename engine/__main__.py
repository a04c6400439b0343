"""``python -m engine``: replay logs, list actions, import pools, judge Hell draws, ..."""

from __future__ import annotations

import argparse
import os
import sys

from engine.commands import load_all


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for module in load_all():
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code


def run_from_shell() -> int:
    """``main``, for a shell: a reader that stops early (``python -m engine actions | head``)
    ends the output quietly, as the Python documentation's recipe for a broken pipe does."""
    try:
        code = main()
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the interpreter's last flush goes nowhere
        return 1


if __name__ == "__main__":
    sys.exit(run_from_shell())

"""``python -m engine actions``: every action type with its fields and when it is allowed."""

from __future__ import annotations

import argparse
import json
import sys

from engine.registry import ACTIONS


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("actions", help="list every action type and its fields")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    described = [cls.describe() for _, cls in sorted(ACTIONS.items())]
    if args.json:
        json.dump(described, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    for action in described:
        print(f"{action['type']}: {action['doc']}")
        if action["allowed"]:
            print(f"    allowed: {action['allowed']}")
        for f in action["fields"]:
            extra = []
            if not f["required"]:
                extra.append(f"default {json.dumps(f['default'])}")
            if f.get("nullable"):
                extra.append("may be null")
            if "choices" in f:
                extra.append("one of " + "|".join(f["choices"]))
            if "min" in f or "max" in f:
                extra.append(f"{f.get('min', '')}..{f.get('max', '')}")
            note = f" ({'; '.join(extra)})" if extra else ""
            print(f"    {f['name']}: {f['kind']}{note}{' - ' + f['doc'] if f.get('doc') else ''}")
    return 0

"""What the event server's tests share: the Python side of tools/event_server (couch.py) and
a report as a player's phone writes it."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "event_server"))

import couch

__all__ = ["couch", "report"]


def report(rnd, table, pid, wins, losses, draws=0):
    return {
        "type": "report",
        "round": rnd,
        "table": table,
        "player": pid,
        "wins": wins,
        "losses": losses,
        "draws": draws,
        "at": 1_800_000_000_000,
    }

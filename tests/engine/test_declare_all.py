"""Every action's fields are worked out before the phone's start-up snapshot is taken
(pwa/runtime/tk-pyodide.mjs calls engine.registry.declare_all), so that an engine restored
from the snapshot replays a stored game without parsing an annotation (docs/performance.md,
"The reload path")."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
from engine.registry import ACTIONS, declare_all
before = sum("_declaration" in cls.__dict__ for cls in ACTIONS.values())
declare_all()
after = sum("_declaration" in cls.__dict__ for cls in ACTIONS.values())
import ast
calls = []
ast.parse = lambda *a, **k: calls.append(a)  # counted: after declare_all nothing is parsed
from engine import Session
session = Session()
session.apply({"type": "new_game", "players": ["Ann", "Bob", "Cat", "Dan"]})
session.apply({"type": "adjust_life", "player": 0, "delta": -3})
print(before, after, len(ACTIONS), len(calls))
"""


def test_declare_all_works_out_every_action_so_a_replay_parses_nothing():
    # a fresh interpreter: the fields are worked out lazily, so none is before declare_all
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    before, after, total, parsed = map(int, out)
    assert before == 0
    assert after == total > 50
    assert parsed == 0


def test_the_runtime_declares_every_action_before_its_snapshot():
    runtime = (ROOT / "pwa" / "runtime" / "tk-pyodide.mjs").read_text(encoding="utf-8")
    preload = runtime.split("const PRELOAD_ENGINE = `", 1)[1].split("`;", 1)[0]
    assert "declare_all()" in preload

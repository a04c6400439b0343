"""The engine's types are for mypy and the view's generated declarations: the engine that runs
(in the phone's Pyodide, from engine.zip, which leaves every ``*_types.py`` out) never loads
them. Every saved log of every format is replayed through the bridge's calls in a fresh
CPython, and no ``*_types`` module may have been imported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PLAY = r"""
import json, sys
from pathlib import Path
from engine.session import Session
from engine.log import replay_lines
from engine.life_chart import life_series
for log in sorted(Path(sys.argv[1]).glob("*.jsonl")):
    session = replay_lines(log.read_text(encoding="utf-8").splitlines())
    session.state(); session.history(); life_series(session)
    if session.log:
        session.apply({"type": "undo"}); session.state(); session.apply({"type": "redo"}); session.state()
print(json.dumps(sorted(m for m in sys.modules if m.startswith("engine") and m.endswith("_types"))))
"""


def test_the_running_engine_imports_none_of_its_types():
    run = subprocess.run(
        [sys.executable, "-c", PLAY, str(ROOT / "tests" / "engine" / "saved_logs")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == [], (
        "a module of types is imported at run time: import it under TYPE_CHECKING (engine.zip leaves it out)"
    )

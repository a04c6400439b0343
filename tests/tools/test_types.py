"""The engine's types hold: mypy --strict, configured in pyproject.toml, finds no error in the
engine or in pwa/bridge.py (the view's door into it, from whose annotations the view's engine API
is generated: tools/engine_api.py)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_error_in_the_engine():
    pytest.importorskip("mypy", reason="mypy is in the test extras: pip install -e '.[test]'")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_check_is_strict_over_the_engine():
    """The configuration asks for --strict over engine/ with no module let off it, so a
    function left unannotated, a bare generic or an Any returned fails the test above."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert "engine" in config["files"]
    assert "pwa/bridge.py" in config["files"]
    assert "overrides" not in config


def test_mypy_would_catch_an_unannotated_function_and_an_undeclared_field(tmp_path):
    """What --strict adds to the check: a function without annotations, and an action that
    reads a field it does not declare (fields are annotated attributes, not Any)."""
    pytest.importorskip("mypy", reason="mypy is in the test extras")
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from typing import Annotated\n\n"
        "from engine.actions.base import Action\n"
        "from engine.fields import Seat\n"
        "from engine.table import Table\n\n\n"
        "def loose(x):\n    return x\n\n\n"
        "class Probe(Action):\n"
        "    player: Annotated[int, Seat()]\n\n"
        "    def apply(self, table: Table) -> None:\n"
        "        print(self.seat)\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), str(probe)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert "Function is missing a type annotation" in run.stdout, run.stdout
    assert '"Probe" has no attribute "seat"' in run.stdout, run.stdout


def test_mypy_would_catch_the_error_msg_crash(tmp_path):
    """The check is strict enough for the bug it found: reading ``.msg`` of a ValueError in an
    unannotated function body."""
    pytest.importorskip("mypy", reason="mypy is in the test extras")
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import json\n\ndef read(line):\n    try:\n        return json.loads(line)\n"
        "    except ValueError as error:\n        return error.msg\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), str(probe)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode != 0 and '"ValueError" has no attribute "msg"' in run.stdout

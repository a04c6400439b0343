"""The engine's types hold: mypy, configured in pyproject.toml, finds no error in the engine
or in pwa/bridge.py (the view's door into it), and none in the bridge under --strict."""

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


def test_mypy_checks_the_bridge():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "pwa/bridge.py" in config["tool"]["mypy"]["files"]


def test_mypy_strict_finds_no_error_in_the_bridge():
    """Every call's parameters and reply are typed (the view's engine API is written from
    them: tools/engine_api.py); what the engine's modules still lack is not the bridge's."""
    pytest.importorskip("mypy", reason="mypy is in the test extras")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "pwa/bridge.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr


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

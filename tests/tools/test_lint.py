"""The field's habits hold: ruff finds nothing in the Python and would reformat nothing, and
Biome finds nothing in the view's JavaScript (warnings included). Configured in pyproject.toml
and biome.jsonc; `make lint FIX=1` fixes what the tools can fix by themselves."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIOME = ROOT / "node_modules" / ".bin" / "biome"


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def ruff() -> str:
    found = shutil.which("ruff", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail("ruff is not installed: it is in the test extras (make setup installs it)")
    return found


def test_ruff_finds_nothing() -> None:
    checked = run(ruff(), "check", ".")
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_ruff_would_reformat_nothing() -> None:
    formatted = run(ruff(), "format", "--check", ".")
    assert formatted.returncode == 0, formatted.stdout + formatted.stderr


def test_biome_finds_nothing_in_the_view() -> None:
    if not BIOME.exists():
        pytest.fail("Biome is not installed: it is in package.json's devDependencies (make setup)")
    linted = run(str(BIOME), "lint", "--error-on-warnings")
    assert linted.returncode == 0, linted.stdout + linted.stderr


def test_the_linters_would_catch_a_finding(tmp_path: Path) -> None:
    """Both linters are live: an unused import and an unused variable are reported."""
    probe = tmp_path / "probe.py"
    probe.write_text("import os\n")
    found = run(ruff(), "check", "--no-cache", "--isolated", str(probe))
    assert "F401" in found.stdout, found.stdout
    if BIOME.exists():
        js = ROOT / "pwa" / "js" / "zz-lint-probe.js"
        js.write_text("export function f() { let unused = 1; }\n")
        try:
            linted = run(str(BIOME), "lint", "--error-on-warnings", str(js.relative_to(ROOT)))
        finally:
            js.unlink()
        assert linted.returncode != 0 and "noUnusedVariables" in linted.stdout + linted.stderr

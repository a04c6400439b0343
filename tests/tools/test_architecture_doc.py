"""docs/architecture.md is held to the code where it can be: the engine's calls it lists are
pwa/bridge.py's EXPORTED, and every file or folder it names in code quotes exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
NAMED_PATH = re.compile(r"`((?:pwa|engine|tools|tests|docs|assets)/[A-Za-z0-9_./-]+)`")


def exported_calls() -> list[str]:
    tree = ast.parse((ROOT / "pwa" / "bridge.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "EXPORTED" for target in node.targets
        ):
            value = ast.literal_eval(node.value)
            return [str(name) for name in value]
    raise AssertionError("pwa/bridge.py has no EXPORTED list")


def test_the_doc_lists_the_bridge_calls() -> None:
    listed = DOC.split("<!-- bridge-calls -->", 1)[1].split("<!-- /bridge-calls -->", 1)[0]
    assert re.findall(r"`([a-z_]+)`", listed) == exported_calls()


def test_every_path_the_doc_names_exists() -> None:
    named = sorted(set(NAMED_PATH.findall(DOC)))
    assert named, "the doc names no path: the pattern is wrong"
    missing = [path for path in named if not (ROOT / path.rstrip("/")).exists()]
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"

"""tsc over a small view module in a copy of the project: the tests that rename a field in the
engine, regenerate the declarations and expect the view to fail the check share this."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TSC = ROOT / "node_modules" / ".bin" / "tsc"

needs_tsc = pytest.mark.skipif(
    not TSC.exists(), reason="node_modules/.bin/tsc is absent: run `npm ci` (make setup)"
)


def tsconfig(*declarations: str) -> dict[str, object]:
    """The view's strict options over view.js and the generated declarations it reads."""
    return {
        "compilerOptions": {
            "allowJs": True,
            "checkJs": True,
            "noEmit": True,
            "strict": True,
            "target": "es2022",
            "module": "es2022",
            "moduleResolution": "bundler",
            "lib": ["es2023"],
            "types": [],
            "skipLibCheck": False,
        },
        "include": ["view.js", *declarations],
    }


def tsc_over(work: Path, view: str, options: dict[str, object]) -> subprocess.CompletedProcess[str]:
    """Write ``view`` as work/view.js with ``options`` as its tsconfig.json, and run tsc there."""
    (work / "view.js").write_text(view, encoding="utf-8")
    (work / "tsconfig.json").write_text(json.dumps(options), encoding="utf-8")
    return subprocess.run(
        [str(TSC), "-p", str(work / "tsconfig.json")],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=600,
    )

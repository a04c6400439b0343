"""The floor page: stock PyScript on stock Pyodide, exactly as node_modules ships them, booting
Python and printing a line.  Every figure of the app is shown with its ratio to this page's.

    python tools/bench/floor.py [OUT]      # default build/floor/

Nothing of the runtime is touched: both packages are copied file for file (the page fetches
only what a boot needs, as a page on a CDN would).  The page sets ``data-ready="1"`` on the
body from Python, the mark the app also sets when its engine is usable.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FLOOR = ROOT / "build" / "floor"
PYODIDE = ROOT / "node_modules" / "pyodide"
PYSCRIPT = ROOT / "node_modules" / "@pyscript" / "core" / "dist"

INDEX = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>floor: stock PyScript on stock Pyodide</title>
  <link rel="stylesheet" href="./pyscript/core.css">
  <script type="module" src="./pyscript/core.js"></script>
</head>
<body data-ready="0">
  <script type="py" config='{"interpreter": "./pyodide/pyodide.mjs"}'>
from pyscript import document
print("Python is up")
document.body.dataset.ready = "1"
  </script>
</body>
</html>
"""


def build_floor(out: Path = FLOOR) -> Path:
    for source in (PYODIDE, PYSCRIPT):
        if not source.is_dir():
            raise SystemExit(f"{source.relative_to(ROOT)} is missing: run `make node_modules`")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copytree(PYODIDE, out / "pyodide")
    shutil.copytree(PYSCRIPT, out / "pyscript")
    (out / "index.html").write_text(INDEX, encoding="utf-8")
    return out


if __name__ == "__main__":
    print(build_floor(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else FLOOR))

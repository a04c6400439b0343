"""Sites with the start-up levers switched on one after another, to measure what each pays.

    python tools/bench/variants.py            # build/bench-variants/{0-before,1-pyc,...}
    .venv/bin/python tools/bench/run.py --site build/bench-variants/1-pyc ...

0-before     sources only (no bytecode), the full stdlib and package list, Python started by
             a <script> of core.js at once, the stock pyodide.mjs as interpreter
1-pyc        + bytecode for what a boot imports, unused stdlib packages and the package list dropped
2-sw-first   + on a first visit Python starts once the service worker controls the page
3-snapshot   + Pyodide restored from a memory snapshot (the site as built)

(Tried and dropped, not built here: modulepreload links for the view's 38 modules, no
measurable change in the first paint.)

Each variant is the built site with the later levers undone in the copy (index.html,
js/sw-register.js, pyscript.json); the service worker is the current one in all of them.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "bench-variants"
# sw-register.js as it was before the first-visit lever (it only registered the worker).
OLD_SW_REGISTER = """// Register the service worker that makes the app work offline after the first visit.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("./service-worker.js").catch((error) => {
    console.warn("service worker not registered:", error);
  });
}
"""
CORE_SCRIPT = '  <script type="module" src="./vendor/pyscript/core.js"></script>\n'


def build(out: Path, *extra: str) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build.py"), "-q", "--out", str(out), *extra],
        check=True,
    )


def undo_snapshot(site: Path) -> None:
    config = json.loads((site / "pyscript.json").read_text())
    config["interpreter"] = "./vendor/pyodide/pyodide.mjs"
    (site / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")


def undo_sw_first(site: Path) -> None:
    (site / "js" / "sw-register.js").write_text(OLD_SW_REGISTER)
    html = (site / "index.html").read_text()
    anchor = '  <script type="module" src="./js/sw-register.js"></script>\n'
    if anchor not in html:
        raise SystemExit("index.html has no sw-register.js script to put core.js after")
    (site / "index.html").write_text(html.replace(anchor, anchor + CORE_SCRIPT))


def main() -> int:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    build(OUT / "3-snapshot")
    for name, undo in (("2-sw-first", [undo_snapshot]), ("1-pyc", [undo_snapshot, undo_sw_first])):
        shutil.copytree(OUT / "3-snapshot", OUT / name)
        for step in undo:
            step(OUT / name)
    build(OUT / "0-before", "--no-pyc")
    (OUT / "0-before" / "vendor" / "pyodide" / "pyodide-lock.json").write_bytes(
        (ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_bytes()
    )
    for step in (undo_snapshot, undo_sw_first):
        step(OUT / "0-before")
    for site in sorted(OUT.iterdir()):
        print(
            site.relative_to(ROOT),
            f"{sum(p.stat().st_size for p in site.rglob('*') if p.is_file()):,} bytes",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

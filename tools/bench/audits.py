"""Figures from outside the browser session: Lighthouse's audit of a first visit and the
engine alone (``engine_bench.py``) in CPython and Pyodide under Node."""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

from harness import CHROMIUM_ARGS, HELLSCUBE, HERE, OUT, ROOT, serve, system_chromium

LIGHTHOUSE_DIR = Path(__file__).resolve().parent / "lighthouse"


LIGHTHOUSE_TRIES = 3


class LighthouseFailed(Exception):
    pass


def lighthouse_figures(site: Path) -> dict:
    """A first visit in Lighthouse 12 (mobile emulation, simulated throttling) on the site as
    the app's own server sends it; installs the pinned Lighthouse on first use."""
    binary = LIGHTHOUSE_DIR / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=LIGHTHOUSE_DIR, check=True)
    server = serve.make_server(site, "127.0.0.1", 0, quiet=True)
    serve.serve_in_thread(server)
    out = OUT / "lighthouse.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        chrome = system_chromium()
        env = {**os.environ, **({"CHROME_PATH": chrome} if chrome else {})}
        # Lighthouse sometimes loses its own trace of the load (NO_NAVSTART on a loaded
        # machine): a run is tried three times before the bench says it has no figures.
        for attempt in range(1, LIGHTHOUSE_TRIES + 1):
            done = subprocess.run(
                [
                    str(binary),
                    server.url,
                    "--quiet",
                    "--output=json",
                    f"--output-path={out}",
                    "--only-categories=performance,accessibility,best-practices",
                    "--form-factor=mobile",
                    "--chrome-flags=--headless=new " + " ".join(CHROMIUM_ARGS),
                ],
                env=env,
                capture_output=True,
                text=True,
                timeout=600,
            )
            if done.returncode == 0:
                break
            print(
                f"  [Lighthouse failed (try {attempt} of {LIGHTHOUSE_TRIES}): {done.stderr.strip()[-300:]}]",
                file=sys.stderr,
            )
        else:
            raise LighthouseFailed(
                done.stderr.strip().splitlines()[-1]
                if done.stderr.strip()
                else f"exit {done.returncode}"
            )
    finally:
        server.shutdown()
        server.server_close()
    report = json.loads(out.read_text())
    scores = {k: c["score"] for k, c in report["categories"].items()}
    failing = [
        f"{k}: {a} ({report['audits'][a].get('displayValue') or report['audits'][a]['title']})"
        for k, c in report["categories"].items()
        for a in (r["id"] for r in c["auditRefs"])
        if report["audits"][a].get("score") is not None
        and report["audits"][a]["score"] < 1
        and any(r["id"] == a and r.get("weight", 0) > 0 for r in c["auditRefs"])
    ]
    return {
        "scores": scores,
        "tbt": report["audits"]["total-blocking-time"]["numericValue"] / 1000,
        "version": report.get("lighthouseVersion"),
        "failing": failing,
    }


# --- the engine ----------------------------------------------------------------------------


def engine_figures(site: Path) -> dict:
    hell = str(HELLSCUBE)
    results = {}
    cpy = subprocess.run(
        [sys.executable, str(HERE / "engine_bench.py"), "--hellscube", hell],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    results["CPython " + platform.python_version()] = json.loads(cpy.stdout)
    node = shutil.which("node")
    if node:
        pyo = subprocess.run(
            [node, str(HERE / "engine_node.mjs"), str(site), hell],
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=True,
        )
        results["Pyodide (Node)"] = json.loads(pyo.stdout.strip().splitlines()[-1])
    return results


# --- the table -----------------------------------------------------------------------------

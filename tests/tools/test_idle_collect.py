"""The engine's worker gives its garbage back once idle (tools/tk-idle-collect.mjs, issue 26):
under Node with its timers recorded, the collection is due IDLE_MS after the engine's last
call (each call puts it off; the first is due IDLE_MS after the worker's start), and the
nudge asks for more outside memory than V8's 64 MiB step; a runtime that refuses it loses
nothing."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(not NODE, reason="node is missing")

CHECKS = r"""
let now = 0;
const timers = [];
globalThis.performance = { now: () => now };
globalThis.setTimeout = (fn, ms) => { const t = { fn, due: now + ms, live: true }; timers.push(t); return t; };
globalThis.clearTimeout = (t) => { t.live = false; };
const { collectWhenIdle, collect } = await import("./tk-idle-collect.mjs");
const live = () => timers.filter((t) => t.live).map((t) => t.due);
const scope = {};
collectWhenIdle(scope);
const results = { atStart: live() };
now = 9000; scope.tkEngineWorked();
results.afterACall = live();
now = 9500; scope.tkEngineWorked();
results.afterAnother = live();
results.hooked = typeof scope.tkEngineWorked === "function";
results.asked = collect();
const Real = ArrayBuffer;
globalThis.ArrayBuffer = class { constructor() { throw new RangeError("no room"); } };
results.refused = collect();
globalThis.ArrayBuffer = Real;
console.log(JSON.stringify(results));
"""


def test_collection_waits_for_the_engine_to_be_idle(tmp_path):
    shutil.copy(ROOT / "tools" / "tk-idle-collect.mjs", tmp_path / "tk-idle-collect.mjs")
    (tmp_path / "checks.mjs").write_text(CHECKS)
    run = subprocess.run([NODE, "checks.mjs"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    results = json.loads(run.stdout)
    assert results["hooked"] is True
    assert results["atStart"] == [2000]              # the start's garbage, 2 s on
    assert results["afterACall"] == [11000]          # 2 s after the last call, one timer only
    assert results["afterAnother"] == [11500]        # a later call puts it off
    assert results["asked"] > 64 * 1024 * 1024
    assert results["refused"] == 0

"""The engine's worker and the service worker give their garbage back once idle
(pwa/runtime/tk-idle-collect.mjs, issue 26): under Node with its timers recorded, the collection is
due IDLE_MS after the engine's last call (each call puts it off; the first is due IDLE_MS
after the worker's start; the page asks with a shorter delay), and the nudge asks for more
outside memory than V8's 64 MiB step and lets it go at once (detached); a runtime that
refuses it loses nothing. The service worker's copy (built as a classic script
for importScripts) declares the same collectSoon, and the service worker loads it from a file
the site has."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
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
// the nudge is let go at once: detached, so V8 stops counting it before its collection ends
globalThis.ArrayBuffer = class {
  constructor(n) { this.byteLength = n; }
  transfer(n) { results.detachedTo = n; results.lengthThen = this.byteLength; this.byteLength = 0; return new Real(n); }
};
results.askedDetached = collect();
globalThis.ArrayBuffer = Real;
// the page asks sooner (pwa/js/boot.js): its own delay, and a later call puts it off as well
const { collectSoon } = await import("./tk-idle-collect.mjs");
now = 20000; collectSoon(500);
results.pageSoon = [live().at(-1)];
console.log(JSON.stringify(results));
"""


def test_collection_waits_for_the_engine_to_be_idle(tmp_path):
    shutil.copy(ROOT / "pwa" / "runtime" / "tk-idle-collect.mjs", tmp_path / "tk-idle-collect.mjs")
    (tmp_path / "checks.mjs").write_text(CHECKS)
    run = subprocess.run(
        [NODE, "checks.mjs"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    results = json.loads(run.stdout)
    assert results["hooked"] is True
    assert results["atStart"] == [2000]  # the start's garbage, 2 s on
    assert results["afterACall"] == [11000]  # 2 s after the last call, one timer only
    assert results["afterAnother"] == [11500]  # a later call puts it off
    assert results["asked"] > 64 * 1024 * 1024
    assert results["refused"] == 0
    assert results["detachedTo"] == 0 and results["lengthThen"] > 64 * 1024 * 1024
    assert results["askedDetached"] == results["lengthThen"]
    assert results["pageSoon"] == [20500]


# The built copy run as a classic script, the way importScripts runs it: its functions are the
# global scope's, and collectSoon puts the collection off as the module's does.
CLASSIC = r"""
const vm = require("node:vm");
const fs = require("node:fs");
let now = 0;
const timers = [];
const scope = {
  setTimeout: (fn, ms) => { const t = { fn, due: now + ms, live: true }; timers.push(t); return t; },
  clearTimeout: (t) => { t.live = false; },
  ArrayBuffer,
};
vm.createContext(scope);
vm.runInContext(fs.readFileSync(process.argv[2], "utf8"), scope);
const live = () => timers.filter((t) => t.live).map((t) => t.due);
const results = { declared: typeof scope.collectSoon };
scope.collectSoon();
results.first = live();
now = 1500; scope.collectSoon();
results.putOff = live();
results.asked = timers.at(-1).fn();
console.log(JSON.stringify(results));
"""


def test_the_service_worker_s_copy_is_a_classic_script_with_collect_soon(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    import build as build_mod

    site = tmp_path / "site"
    build_mod.build(site, quiet=True, bundle=False)
    worker = (site / "service-worker.js").read_text(encoding="utf-8")
    imported = re.findall(r'importScripts\("\./([^"]+)"\)', worker)
    assert imported == ["vendor/tk-idle-collect.js"]
    assert (site / imported[0]).is_file()
    for moment in ("skipWaiting", "cache.put"):  # the install's precache done, a snapshot kept
        after = worker[worker.index(moment) :]
        assert after.index("collectSoon()") < 200, moment
    (tmp_path / "classic.cjs").write_text(CLASSIC)
    run = subprocess.run(
        [NODE, "classic.cjs", str(site / imported[0])],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    results = json.loads(run.stdout)
    assert results["declared"] == "function"
    assert results["first"] == [2000]
    assert results["putOff"] == [3500]
    assert results["asked"] > 64 * 1024 * 1024


def test_a_module_that_imports_cannot_become_a_classic_script():
    sys.path.insert(0, str(ROOT / "tools"))
    import build as build_mod

    with pytest.raises(build_mod.BuildError):
        build_mod.classic_script('import { x } from "./y.mjs";\nexport function f() {}\n')
    assert (
        build_mod.classic_script("export function f() {}\nexport const A = 1;\n")
        == "function f() {}\nconst A = 1;\n"
    )

#!/usr/bin/env python3
"""``make bench``: the app against the floor page, in one headless Chromium session.

    .venv/bin/python tools/bench/run.py [--runs 5] [--taps 50] [--rates 1,4] [--only browser|engine|memory]
                                        [--readme] [--json FILE]

Figures (each with its ratio to the floor page's, where the floor has one):

* start: cold (nothing of the runtime cached, a game stored by an earlier visit) and warm
  offline (service worker, network off), to the first paint of the table
  (``[data-testid=player-0]`` rendered, at the next animation frame) and to interactive
  (``body[data-ready="1"]``), from navigation start; median of ``--runs``, at each CPU rate
  (``Emulation.setCPUThrottlingRate``).  The floor (``floor.py``) has only the second mark
  (Python printed its line); its "warm" start is a second visit with the HTTP cache.
* the runtime alone: the site's own Pyodide restoring the same snapshot in a bare module
  worker, with no PyScript, no view and no game (a page only the bench serves), to Python
  having run: the least any warm start of this design takes, beside the floor.
* first visit: time to the start screen and to interactive; bytes the server sent until the
  service worker controls the page and a game was started; bytes held in Cache Storage, and
  the cached files the page never requested.
* tap on ``life-0-plus``: from the trusted pointerdown (``event.timeStamp``) to the changed
  text (a MutationObserver) and to the next frame (requestAnimationFrame), with the default
  settle time, and to the journal entry holding it on disk (the ``tk-journal`` mark, set
  once the journal's IndexedDB transaction completed); to the durable write with
  ``tk-settle-ms`` = 0 (the ``tk-durable`` mark that ``pwa/js/controller.js`` sets once the
  IndexedDB transaction completed); p50/p95 of ``--taps``.
* the full Hellscube registry imported through the app's engine in a warm page (the call the
  pools screen makes): the first call of a visit and later ones (where ``../shared`` is).
* memory (``memory.py``, also ``--only memory``): the page's renderer, resident, beside the
  floor page's, after a start, a reload, 20 taps and 10 s idle, after a Hell session with a
  700-card pool and after a 64-player tournament of 6 rounds; and the service worker's renderer.
* the engine alone (``engine_bench.py``) in CPython and in Pyodide under Node.
* Lighthouse 12 (``tools/bench/lighthouse/``, pinned in its own lock file, installed by the
  bench only), a first visit with mobile emulation: the performance, accessibility and best
  practices scores and the total blocking time.

The server is ``tools/serve.py``'s handler on a loopback port, counting the bytes it sends.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import importlib.util
import io
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SITE = ROOT / "build" / "site"
OUT = ROOT / "build" / "bench"
HELLSCUBE = ROOT.parent / "shared" / "data" / "hellscube" / "Hellscube-Database.json"
TIMEOUT_MS = 180_000

sys.path.insert(0, str(HERE))
from floor import FLOOR, build_floor  # noqa: E402
import memory  # noqa: E402


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


serve = _load("tk_serve", ROOT / "tools" / "serve.py")
# The browser tests' Chromium and its arguments, so the bench runs what the tests run.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = dict(viewport={"width": 360, "height": 740}, device_scale_factor=2, is_mobile=True, has_touch=True,
             service_workers="allow", locale="en-US")


def system_chromium() -> str | None:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


# --- a server that counts what it sends ---------------------------------------------------


class Counter:
    def __init__(self):
        self.lock = threading.Lock()
        self.reset()

    def reset(self):
        with self.lock:
            self.bytes = 0
            self.files: dict[str, int] = {}

    def add(self, path: str, n: int):
        with self.lock:
            self.bytes += n
            self.files[path] = self.files.get(path, 0) + n


# The runtime alone, beside the app: the site's own vendor/tk-pyodide.mjs (the same Pyodide,
# restoring the same snapshot from Cache Storage) in a bare module worker, with no PyScript,
# no view and no game. What any start of this design costs at least; served by the bench's
# server only (never part of the site).
RUNTIME_PAGE = "/bench-runtime-alone.html"
RUNTIME_FILES = {
    RUNTIME_PAGE: ("text/html; charset=utf-8", b"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>the runtime alone</title></head><body><p>Python starting</p><script type="module">
const worker = new Worker("./bench-runtime-alone.mjs", { type: "module" });
worker.onmessage = () => { document.body.dataset.ready = "1"; };
</script></body></html>"""),
    "/bench-runtime-alone.mjs": ("text/javascript", b"""
const { loadPyodide } = await import("./vendor/tk-pyodide.mjs");
const pyodide = await loadPyodide({});
pyodide.runPython("import engine.session");
postMessage("ran");
"""),
}
RESTORED = "restored from its start-up snapshot"


class CountingHandler(serve.SiteHandler):
    quiet = True
    counter: Counter = None

    def send_head(self):
        extra = RUNTIME_FILES.get(self.path.split("?", 1)[0])
        if extra is None:
            return super().send_head()
        kind, body = extra
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def copyfile(self, source, outputfile):
        n = 0
        while True:
            block = source.read(64 * 1024)
            if not block:
                break
            outputfile.write(block)
            n += len(block)
        self.counter.add(self.path.split("?", 1)[0], n)


class Server:
    def __init__(self, root: Path):
        self.root = root
        self.counter = Counter()
        handler_class = type("Handler", (CountingHandler,), {"counter": self.counter})
        handler = functools.partial(handler_class, directory=str(root))
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.url = self.origin + "/"

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


# --- in-page instruments -------------------------------------------------------------------

# In every document, before its own scripts: when the table (or the start screen) is first
# rendered, when data-ready turns "1", and the animation frame after each.
START_MARKS = r"""
(() => {
  const t = { table: null, tableFrame: null, start: null, startFrame: null, ready: null, readyFrame: null };
  Object.defineProperty(window, "__tkBench", { value: t });
  const frame = (key) => requestAnimationFrame(() => { t[key + "Frame"] = performance.now(); });
  const shown = (sel) => { const el = document.querySelector(sel); return el && el.getClientRects().length > 0; };
  const check = () => {
    if (t.table === null && shown('[data-testid="player-0"]')) { t.table = performance.now(); frame("table"); }
    if (t.start === null && shown('[data-testid="start-game"]')) { t.start = performance.now(); frame("start"); }
    if (t.ready === null && document.body && document.body.dataset.ready === "1") { t.ready = performance.now(); frame("ready"); }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true,
                                                   attributeFilter: ["data-ready"] });
})();
"""

TAP_PROBE = r"""
() => {
  const taps = [];
  window.__tkTaps = taps;
  const life = () => document.querySelector('[data-testid="life-0"]');
  let last = life().textContent;
  addEventListener("pointerdown", (e) => {
    if (e.isTrusted && e.target.closest('[data-testid="life-0-plus"]')) taps.push({ down: e.timeStamp });
  }, true);
  new MutationObserver(() => {
    const text = life() && life().textContent;
    const tap = taps[taps.length - 1];
    if (tap && text !== last && tap.text === undefined) {
      tap.text = performance.now();
      requestAnimationFrame(() => { tap.frame = performance.now(); });
    }
    last = text;
  }).observe(document.getElementById("screen"), { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "tk-journal") {          // every tap up to detail.taps is on disk
        for (const tap of taps.slice(0, entry.detail.taps)) if (tap.journal === undefined) tap.journal = entry.startTime;
        continue;
      }
      if (entry.name !== "tk-durable") continue;
      const tap = taps.find((x) => x.durable === undefined);
      if (tap) tap.durable = entry.startTime;
    }
  }).observe({ type: "mark" });
}
"""

# In every document (init script): taps on seat 0's "+" made before the engine is ready, and
# when seat 0's life then changed on screen (and the frame after). While the engine starts,
# the painted table shows a tap once the journal holding it is on disk, so tap -> text
# includes that IndexedDB write.
STARTUP_TAP_PROBE = r"""
(() => {
  const taps = [];
  Object.defineProperty(window, "__tkStartupTaps", { value: taps });
  let last = null;
  addEventListener("pointerdown", (e) => {
    if (!e.isTrusted || !e.target.closest || !e.target.closest('[data-testid="life-0-plus"]')) return;
    if (document.body.dataset.ready === "1") return;
    taps.push({ down: e.timeStamp });
  }, true);
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="life-0"]');
    const text = el && el.textContent;
    const tap = taps.find((x) => x.text === undefined);
    if (tap && last !== null && text !== last) {
      tap.text = performance.now();
      requestAnimationFrame(() => { tap.frame = performance.now(); });
    }
    last = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
"""

CACHE_CONTENTS = r"""
async () => {
  const files = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      files.push([request.url, (await response.arrayBuffer()).byteLength]);
    }
  }
  return files;
}
"""

HAS_SNAPSHOT = r"""
async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    if ((await cache.keys()).some((r) => /\/snapshot-[0-9a-f]+\.bin$/.test(r.url))) return true;
  }
  return false;
}
"""

SW_CONTROLLING = ("() => !!navigator.serviceWorker.controller"
                  " && navigator.serviceWorker.controller.state === 'activated'")
SETTLED = ("() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
           " && !document.querySelector('.panel[data-pending]')")


# --- measuring -----------------------------------------------------------------------------


class Bench:
    def __init__(self, browser, app: Server, floor: Server, args):
        self.browser = browser
        self.app = app
        self.floor = floor
        self.args = args
        self.requested: set[str] = set()
        # Does the site start Python from a memory snapshot (vendor/tk-pyodide.mjs)?
        config = Path(app.root) / "pyscript.json"
        self.snapshots = config.is_file() and "tk-pyodide" in config.read_text(encoding="utf-8")

    def context(self):
        ctx = self.browser.new_context(**PHONE)
        ctx.set_default_timeout(TIMEOUT_MS)
        ctx.add_init_script(START_MARKS)
        # What pages ask for (the service worker's own precache fetches are not "used").
        ctx.on("request", lambda r: r.service_worker is None and self.requested.add(r.url.split("?", 1)[0]))
        return ctx

    def page(self, ctx, rate: float):
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        return page, cdp

    def visit(self, ctx, url: str, rate: float, table: bool = False, start: bool = False):
        page, cdp = self.page(ctx, rate)
        page.goto(url, wait_until="commit")
        keys = ["readyFrame"] + (["tableFrame"] if table else []) + (["startFrame"] if start else [])
        page.wait_for_function("(keys) => keys.every((k) => window.__tkBench[k] !== null)", arg=keys,
                               timeout=TIMEOUT_MS)
        marks = page.evaluate("() => ({...window.__tkBench})")
        return page, cdp, {k: v / 1000 for k, v in marks.items() if v is not None}

    # The app: a first visit (start a game), a cold start, two warm offline starts.
    def starts(self, rate: float) -> tuple[dict, dict]:
        """Floor and app runs in turn, so that both see the same machine (load, caches)."""
        app = {k: [] for k in ("first_start", "first_ready", "first_bytes", "cache_bytes",
                               "cold_table", "cold_ready", "warm_table", "warm_ready")}
        floor = {"cold_ready": [], "warm_ready": [], "first_bytes": []}
        for _ in range(self.args.runs):
            self.floor_run(rate, floor)
            self.app_run(rate, app)
        return app, floor

    def app_run(self, rate: float, out: dict) -> None:
        ctx = self.context()
        self.app.counter.reset()
        page, cdp, marks = self.visit(ctx, self.app.url, rate, start=True)
        out["first_start"].append(marks["startFrame"])
        out["first_ready"].append(marks["readyFrame"])
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.get_by_test_id("count-4").click()
        page.get_by_test_id("start-game").click()
        page.get_by_test_id("player-3").wait_for()
        page.wait_for_function(SETTLED)
        page.wait_for_timeout(300)
        out["first_bytes"].append(self.app.counter.bytes)
        self.cache_files = page.evaluate(CACHE_CONTENTS)
        out["cache_bytes"].append(sum(n for _, n in self.cache_files))
        page.close()

        # Cold: the runtime is not cached anywhere (no service worker, no Cache Storage,
        # empty HTTP cache); the game stored by the first visit is.
        self.forget_runtime(ctx)
        page, cdp, marks = self.visit(ctx, self.app.url, rate, table=True)
        out["cold_table"].append(marks["tableFrame"])
        out["cold_ready"].append(marks["readyFrame"])
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.wait_for_function(SETTLED)
        # A returning player's start: the app hands its Python memory snapshot to the
        # service worker once a start is done; wait for it, as a player's next start finds it.
        out.setdefault("snapshot_wait", []).append(self.wait_snapshot(page))
        out.setdefault("cache_bytes_later", []).append(sum(n for _, n in page.evaluate(CACHE_CONTENTS)))
        page.close()

        # Warm offline, twice: the service worker answers, the network is off.
        ctx.set_offline(True)
        for _ in range(2):
            page, cdp, marks = self.visit(ctx, self.app.url, rate, table=True)
            out["warm_table"].append(marks["tableFrame"])
            out["warm_ready"].append(marks["readyFrame"])
            page.wait_for_function(SETTLED)
            page.close()
        # The runtime alone (RUNTIME_FILES), twice, with the same caches: online, since its
        # page is not the site's (the runtime's files still come from the service worker).
        ctx.set_offline(False)
        for _ in range(2):
            page, cdp = self.page(ctx, rate)
            said = []
            page.on("console", lambda m: said.append(m.text))
            page.goto(self.app.url + RUNTIME_PAGE.lstrip("/"), wait_until="commit")
            page.wait_for_function("() => window.__tkBench.readyFrame !== null", timeout=TIMEOUT_MS)
            if any(RESTORED in text for text in said):      # else it measured something else
                out.setdefault("runtime_ready", []).append(page.evaluate("() => window.__tkBench.readyFrame") / 1000)
            page.close()
        ctx.close()

    def stored_game(self, ctx, players: int) -> None:
        """A first visit that starts a game of ``players`` and leaves it stored."""
        page, cdp, _ = self.visit(ctx, self.app.url, 1, start=True)
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.get_by_test_id(f"count-{players}").click()
        page.get_by_test_id("start-game").click()
        page.wait_for_function(SETTLED)
        page.close()

    def forget_runtime(self, ctx) -> None:
        """Nothing of the runtime cached any more (no service worker, no Cache Storage, an
        empty HTTP cache); the stored game stays."""
        page, cdp = self.page(ctx, 1)
        cdp.send("Storage.clearDataForOrigin", {"origin": self.app.origin,
                                               "storageTypes": "service_workers,cache_storage"})
        cdp.send("Network.clearBrowserCache")
        page.close()

    def wait_snapshot(self, page, timeout_s: float = 90) -> float | None:
        """Seconds until Cache Storage holds a Python memory snapshot (None: none came)."""
        if not self.snapshots:
            return None
        started = time.perf_counter()
        while time.perf_counter() - started < timeout_s:
            if page.evaluate(HAS_SNAPSHOT):
                return time.perf_counter() - started
            page.wait_for_timeout(50)        # (every 0.5 s before: the figure was 0 or 0.5 s)
        return None

    def floor_run(self, rate: float, out: dict) -> None:
        ctx = self.context()
        self.floor.counter.reset()
        page, cdp, marks = self.visit(ctx, self.floor.url, rate)
        out["cold_ready"].append(marks["readyFrame"])
        page.wait_for_timeout(300)
        out["first_bytes"].append(self.floor.counter.bytes)
        page.close()
        for _ in range(2):
            page, cdp, marks = self.visit(ctx, self.floor.url, rate)
            out["warm_ready"].append(marks["readyFrame"])
            page.close()
        ctx.close()

    def registry(self, rate: float) -> dict[str, list]:
        """The full Hellscube registry through the app's engine (the bridge call the pools
        screen makes), in a warm page: the first call of a visit, and later calls."""
        if not HELLSCUBE.is_file():
            return {}
        text = HELLSCUBE.read_text(encoding="utf-8")
        ctx = self.context()
        page, cdp, _ = self.visit(ctx, self.app.url, 1, start=True)
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.close()
        out: dict[str, list] = {"first": [], "later": []}
        for _ in range(max(1, self.args.runs // 2)):
            page, cdp, _ = self.visit(ctx, self.app.url, rate, start=True)
            times = page.evaluate("""async (text) => {
              const times = [];
              for (let i = 0; i < 3; i++) {
                const t0 = performance.now();
                const result = JSON.parse(await tkEngineApi.import_pool(text, ""));
                if (!result.ok) throw new Error(JSON.stringify(result.error));
                times.push((performance.now() - t0) / 1000);
              }
              return times;
            }""", text)
            out["first"].append(times[0])
            out["later"] += times[1:]
            page.close()
        ctx.close()
        return out

    def startup_taps(self, rate: float) -> dict[str, list]:
        """Taps on the table painted from storage while Python starts (issue 13): warm
        offline starts and cold ones (the runtime downloaded and compiled meanwhile); seat
        0's "+" tapped as fast as a player would (every 80 ms) until the engine is ready."""
        ctx = self.context()
        ctx.add_init_script(STARTUP_TAP_PROBE)
        self.stored_game(ctx, players=2)
        out: dict[str, list] = {"text": [], "frame": [], "starts": []}
        for kind in ["cold"] * 3 + ["warm"] * 8:
            if kind == "cold":
                ctx.set_offline(False)
                self.forget_runtime(ctx)
            else:
                ctx.set_offline(True)
            page, cdp = self.page(ctx, rate)
            page.goto(self.app.url, wait_until="commit")
            button = page.get_by_test_id("life-0-plus")
            button.wait_for()
            while page.evaluate("() => document.body.dataset.ready") != "1":
                try:
                    button.click(timeout=2000, no_wait_after=True)
                except Exception:
                    break
                page.wait_for_timeout(80)
            page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
            page.wait_for_timeout(300)
            taps = page.evaluate("() => window.__tkStartupTaps")
            out["starts"].append(kind)
            for key in ("text", "frame"):
                out[key] += [(t[key] - t["down"]) / 1000 for t in taps if t.get(key) is not None]
            out.setdefault("missed", []).append(sum(1 for t in taps if t.get("text") is None))
            page.wait_for_function(SETTLED)
            if kind == "cold":
                page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
            page.close()
        ctx.close()
        return out

    # A fresh install's second start, a moment after the first: does it find the snapshot?
    def second_start(self, rate: float, after_s: float = 2.0) -> dict[str, list]:
        out: dict[str, list] = {"ready": [], "snapshot": []}
        for _ in range(max(1, self.args.runs // 2)):
            ctx = self.context()
            restored = []
            page, cdp, _ = self.visit(ctx, self.app.url, rate, start=True)
            page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
            page.wait_for_timeout(after_s * 1000)
            page.close()
            page, cdp = self.page(ctx, rate)
            page.on("console", lambda m: restored.append(m.text) if RESTORED in m.text else None)
            page.goto(self.app.url, wait_until="commit")
            page.wait_for_function("() => window.__tkBench.readyFrame !== null", timeout=TIMEOUT_MS)
            out["ready"].append(page.evaluate("() => window.__tkBench.readyFrame") / 1000)
            out["snapshot"].append(bool(restored))
            page.close()
            ctx.close()
        return out

    def taps(self, rate: float) -> dict[str, list]:
        ctx = self.context()
        self.stored_game(ctx, players=4)
        out: dict[str, list] = {}
        for settle_ms, wanted in (("1000", ("text", "frame", "journal")), ("0", ("text", "frame", "durable"))):
            ctx.add_init_script(f"try {{ localStorage.setItem('tk-settle-ms', '{settle_ms}') }} catch (e) {{}}")
            page, cdp, _ = self.visit(ctx, self.app.url, rate, table=True)
            page.wait_for_function(SETTLED)
            page.evaluate(TAP_PROBE)
            button = page.get_by_test_id("life-0-plus")
            for i in range(self.args.taps):
                button.click()
                page.wait_for_function("([i, keys]) => { const t = window.__tkTaps[i];"
                                       " return t && keys.every((k) => t[k] !== undefined); }",
                                       arg=[i, list(wanted)])
                page.wait_for_timeout(20)
            taps = page.evaluate("() => window.__tkTaps")
            suffix = "" if settle_ms != "0" else "_settle0"
            for key in wanted:
                out[key + suffix] = [(t[key] - t["down"]) / 1000 for t in taps]
            page.wait_for_function(SETTLED)
            page.close()
        ctx.close()
        return out


# --- Lighthouse ----------------------------------------------------------------------------

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
            done = subprocess.run([str(binary), server.url, "--quiet", "--output=json", f"--output-path={out}",
                                   "--only-categories=performance,accessibility,best-practices", "--form-factor=mobile",
                                   "--chrome-flags=--headless=new " + " ".join(CHROMIUM_ARGS)],
                                  env=env, capture_output=True, text=True, timeout=600)
            if done.returncode == 0:
                break
            print(f"  [Lighthouse failed (try {attempt} of {LIGHTHOUSE_TRIES}): {done.stderr.strip()[-300:]}]",
                  file=sys.stderr)
        else:
            raise LighthouseFailed(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}")
    finally:
        server.shutdown()
        server.server_close()
    report = json.loads(out.read_text())
    scores = {k: c["score"] for k, c in report["categories"].items()}
    failing = [f"{k}: {a} ({report['audits'][a].get('displayValue') or report['audits'][a]['title']})"
               for k, c in report["categories"].items() for a in (r["id"] for r in c["auditRefs"])
               if report["audits"][a].get("score") is not None and report["audits"][a]["score"] < 1
               and any(r["id"] == a and r.get("weight", 0) > 0 for r in c["auditRefs"])]
    return {"scores": scores, "tbt": report["audits"]["total-blocking-time"]["numericValue"] / 1000,
            "version": report.get("lighthouseVersion"), "failing": failing}


# --- the engine ----------------------------------------------------------------------------


def engine_figures(site: Path) -> dict:
    hell = str(HELLSCUBE)
    results = {}
    cpy = subprocess.run([sys.executable, str(HERE / "engine_bench.py"), "--hellscube", hell],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    results["CPython " + platform.python_version()] = json.loads(cpy.stdout)
    node = shutil.which("node")
    if node:
        pyo = subprocess.run([node, str(HERE / "engine_node.mjs"), str(site), hell],
                             capture_output=True, text=True, cwd=ROOT, check=True)
        results["Pyodide (Node)"] = json.loads(pyo.stdout.strip().splitlines()[-1])
    return results


# --- the table -----------------------------------------------------------------------------


def median(xs):
    return statistics.median(xs) if xs else None


def pct(xs, p):
    if not xs:
        return None
    xs = sorted(xs)
    k = (len(xs) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def fmt_time(s):
    if s is None:
        return "—"
    return f"{s * 1000:.1f} ms" if s < 0.1 else f"{s:.2f} s"


def fmt_bytes(n):
    return "—" if n is None else f"{n / 1e6:.1f} MB"


def start_rows(add, app: dict, floor: dict, rate, x: str) -> None:
    """The start figures of one CPU rate, each beside the floor's."""
    fl_cold, fl_warm = median(floor["cold_ready"]), median(floor["warm_ready"])
    add(f"cold start → table painted ({x})", median(app["cold_table"]), fl_cold)
    add(f"cold start → interactive ({x})", median(app["cold_ready"]), fl_cold)
    # issue 13's targets are for 1x (the absolute ones on a quiet machine); 4x is shown beside
    one = rate == 1
    add(f"warm offline → table painted ({x})", median(app["warm_table"]), fl_warm,
        "≤ 0.12 s" if one else None, 0.12 if one else None)
    add(f"warm offline → interactive ({x})", median(app["warm_ready"]), fl_warm,
        "≤ 1/5 floor" if one else "≤ 1/2 floor", fl_warm / 5 if one else fl_warm / 2)
    if app.get("runtime_ready"):   # no target: what 1/5 of the floor is measured against
        add(f"the runtime alone: Pyodide restoring the snapshot in a bare worker, no PyScript ({x})",
            median(app["runtime_ready"]), fl_warm)
    add(f"first visit → start screen ({x})", median(app["first_start"]), fl_cold)
    add(f"first visit → interactive ({x})", median(app["first_ready"]), fl_cold,
        "≤ 1.5 s" if one else None, 1.5 if one else None)
    second = app.get("second_start") or {}
    if second.get("ready"):
        add(f"fresh install, second start 2 s after the first → interactive ({x})", median(second["ready"]),
            fl_warm, "≤ 1/5 floor" if one else None, fl_warm / 5 if one else None)
        used = sum(second["snapshot"])
        add(f"fresh install, second start 2 s after the first: snapshot used ({x})",
            f"{used} of {len(second['snapshot'])}", None, "every time", None, unit="text",
            met_text="yes" if used == len(second["snapshot"]) else "NO")


def rows_from(results: dict) -> list[tuple]:
    """(figure, app value, floor value, ratio, target text, met) with formatted values."""
    rows = []
    for rate, r in results.get("browser", {}).items():
        taps = r["taps"]
        x = f"{rate}x"

        def add(name, value, floor_value, target=None, limit=None, unit="time", met_text=None):
            if unit == "text":
                rows.append((name, value, "—", "—", target or "", met_text or ""))
                return
            f = fmt_time if unit == "time" else fmt_bytes
            ratio = f"{value / floor_value:.2f}" if value is not None and floor_value else "—"
            met = "" if limit is None or value is None else ("yes" if value <= limit else "NO")
            rows.append((name, f(value), f(floor_value), ratio, target or "", met))

        if "app" in r:
            start_rows(add, r["app"], r["floor"], rate, x)
        for key, label, target in (("text", "tap → text", 0.006 if rate == 1 else 0.019),
                                   ("frame", "tap → next frame", None),
                                   ("journal", "tap → durable journal entry (settle 1 s)", 0.050),
                                   ("durable_settle0", "tap → durable write (settle 0)", 0.050)):
            for p in (50, 95):
                value = pct(taps.get(key, []), p)
                add(f"{label} p{p} ({x})", value, None,
                    (f"p95 ≤ {target * 1000:.0f} ms" if target and p == 95 else None),
                    target if p == 95 else None)
        early = r.get("startup_taps") or {}
        for key, label in (("text", "tap while Python starts → text (journal on disk first)"),
                           ("frame", "tap while Python starts → next frame")):
            for p in (50, 95):
                value = pct(early.get(key, []), p)
                target = key == "text" and p == 95 and rate == 1
                add(f"{label} p{p} ({x})", value, None, "p95 ≤ 50 ms" if target else None, 0.050 if target else None)
        if early.get("text"):
            rows.append((f"taps made while Python started ({x})",
                         f"{len(early['text'])} in {len(early['starts'])} starts", "—", "—", "",
                         "" if not sum(early.get("missed", [])) else f"{sum(early['missed'])} never shown"))
        registry = r.get("registry") or {}
        if registry.get("first"):
            add(f"registry import in the app, first call ({x})", median(registry["first"]), None,
                "≤ 1.5 s" if rate == 1 else None, 1.5 if rate == 1 else None)
            add(f"registry import in the app, later calls ({x})", median(registry["later"]), None)
        if rate == 1 and "app" in r:
            app, floor = r["app"], r["floor"]
            add("first visit: bytes fetched", median(app["first_bytes"]), median(floor["first_bytes"]),
                "≤ 15 MB", 15e6, unit="bytes")
            add("Cache Storage: bytes held after the first visit", median(app["cache_bytes"]), None, unit="bytes")
            add("Cache Storage: bytes held once the snapshot is made", median(app.get("cache_bytes_later", [])),
                None, unit="bytes")
            waits = [w for w in app.get("snapshot_wait", []) if w is not None]
            if waits:
                add("Python snapshot stored: time after interactive (1x)", median(waits), None)
    if results.get("memory"):
        rows += memory.rows(results["memory"])
    view = results.get("view")
    if view:      # issue 13: esbuild's bundle; 312,873 bytes (84 KB gzipped) with the home-made bundler
        rows.append(("the view at start: js/app.js, minified (gzipped)",
                     f"{view['bytes'] / 1000:.0f} KB ({view['gzip'] / 1000:.0f} KB)", "—", "—", "", ""))
    lh = results.get("lighthouse")
    if lh:
        for key, label in (("accessibility", "accessibility"), ("best-practices", "best practices"),
                           ("performance", "performance")):
            value = lh["scores"].get(key)
            target = 0.95 if key != "performance" else None
            rows.append((f"Lighthouse {lh['version']} {label} (first visit, mobile)",
                         "—" if value is None else f"{value:.2f}", "—", "—", f"≥ {target}" if target else "",
                         "" if target is None or value is None else ("yes" if value >= target else "NO")))
        rows.append((f"Lighthouse {lh['version']} total blocking time (first visit, mobile)", fmt_time(lh["tbt"]),
                     "—", "—", "", ""))
    targets = {"replay 10,000 actions": 0.5, "import Hellscube registry": 1.5,
               "pair Swiss round (256 players, worst of rounds 1-4)": 1.0}
    cpython_targets = {"pair Swiss round (1,024 players, worst of rounds 1-10)": 1.0}   # issue 12
    for where, res in results.get("engine", {}).items():
        for name, value in res["figures"].items():
            limit = targets.get(name) if "Pyodide" in where else cpython_targets.get(name)
            rows.append((f"{name} — {where}", fmt_time(value), "—", "—",
                         f"≤ {limit:g} s" if limit else "", "" if limit is None else ("yes" if value <= limit else "NO")))
    return rows


def table_text(rows) -> str:
    head = ("figure", "app", "floor", "app/floor", "target", "met")
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(head, widths)),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(str(c).ljust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join(lines)


def table_markdown(rows) -> str:
    head = ("figure", "app", "floor", "app/floor", "target", "met")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def machine() -> str:
    cpu = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}"


BEGIN, END = "<!-- bench:begin (tools/bench/run.py --readme) -->", "<!-- bench:end -->"


def write_readme(markdown: str, results: dict) -> None:
    """Put the figures between the markers in docs/performance.md (made at the
    end of that page when there is none); the text around the markers is left alone."""
    readme = ROOT / "docs" / "performance.md"
    text = readme.read_text(encoding="utf-8")
    block = (f"{BEGIN}\n"
             f"Latest run: {results['when']}, {results['machine']}, {results['browser_version']}, "
             f"loopback server; starts are medians of {results['runs']} runs (warm: {2 * results['runs']}), "
             f"taps p50/p95 of {results['taps']}.\n\n"
             + markdown + "\n\n" + "\n".join(f"- {n}" for n in results.get("notes", [])) + f"\n{END}")
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n## Performance\n\n" + block + "\n"
    readme.write_text(text, encoding="utf-8")


# --- main ----------------------------------------------------------------------------------


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=50)
    parser.add_argument("--rates", default="1,4")
    parser.add_argument("--only", choices=("browser", "engine", "lighthouse", "taps", "memory"),
                        help="one part: taps measures only the taps (no starts, no floor); memory only the"
                             " renderers' memory (memory.py)")
    parser.add_argument("--memory-runs", type=int, default=3, help="floor and app memory runs, in turns")
    parser.add_argument("--readme", action="store_true", help="write the figures into docs/performance.md")
    parser.add_argument("--json", type=Path, default=OUT / "latest.json")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site to measure (default build/site)")
    args = parser.parse_args(argv)
    site = args.site.resolve()
    if not (site / "index.html").is_file():
        print("build/site is missing: run `make build`", file=sys.stderr)
        return 1
    results: dict = {"runs": args.runs, "taps": args.taps, "machine": machine(),
                     "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "notes": [],
                     "browser_version": "?"}
    bundle = (site / "js" / "app.js").read_bytes()
    results["view"] = {"bytes": len(bundle), "gzip": len(gzip.compress(bundle, 9))}
    if args.only not in ("engine", "lighthouse"):
        from playwright.sync_api import sync_playwright

        build_floor(FLOOR)
        app, floor = Server(site), Server(FLOOR)
        with sync_playwright() as pw:
            executable = system_chromium()
            browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS) if executable \
                else pw.chromium.launch(args=CHROMIUM_ARGS)
            results["browser_version"] = f"Chromium {browser.version} (headless)"
            bench = Bench(browser, app, floor, args)
            results["browser"] = {}
            if args.only in (None, "memory"):      # at 1x, before the starts (issue 26)
                t0 = time.perf_counter()
                results["memory"] = memory.memory_figures(bench, args.memory_runs)
                print(f"  [memory measured in {time.perf_counter() - t0:.0f} s]", file=sys.stderr)
            rates = [float(x) if "." in x else int(x) for x in args.rates.split(",")]
            for rate in ([] if args.only == "memory" else rates):
                t0 = time.perf_counter()
                if args.only == "taps":
                    results["browser"][rate] = {"taps": bench.taps(rate), "startup_taps": bench.startup_taps(rate)}
                    continue
                app_figures, floor_figures = bench.starts(rate)
                app_figures["second_start"] = bench.second_start(rate)
                r = {"floor": floor_figures, "app": app_figures, "taps": bench.taps(rate),
                     "startup_taps": bench.startup_taps(rate), "registry": bench.registry(rate)}
                results["browser"][rate] = r
                print(f"  [{rate}x measured in {time.perf_counter() - t0:.0f} s]", file=sys.stderr)
            cached = sorted(url for url, _ in getattr(bench, "cache_files", []))
            unused = [u[len(app.origin):] for u in cached
                      if u not in bench.requested and not u.endswith("/")]
            results["cache_files"] = getattr(bench, "cache_files", [])
            results["notes"].append("cached but never requested by a page during the bench: "
                                    + (", ".join(unused) if unused else "none"))
            browser.close()
        app.stop()
        floor.stop()
    if args.only in (None, "lighthouse"):
        try:
            results["lighthouse"] = lighthouse_figures(site)
            results["notes"] += [f"Lighthouse, below 1: {f}" for f in results["lighthouse"]["failing"]]
        except LighthouseFailed as failure:       # the other figures are still worth printing
            results["notes"].append(f"Lighthouse gave no figures ({LIGHTHOUSE_TRIES} tries): {failure}")
    if args.only in (None, "engine"):
        results["engine"] = engine_figures(site)
        for where, res in results["engine"].items():
            results["notes"] += [f"{where}: {n}" for n in res["notes"]]
    rows = rows_from(results)
    print(table_text(rows))
    for note in results["notes"]:
        print("- " + note)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=1, default=str))
    (args.json.parent / "latest.md").write_text(table_markdown(rows) + "\n")
    if args.readme:
        write_readme(table_markdown(rows), results)
    return 0


if __name__ == "__main__":
    sys.exit(main())

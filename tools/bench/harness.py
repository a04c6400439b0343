"""The bench's harness: paths, the browser and its phone, a server that counts the bytes it
sends, and the page scripts the measures share (``run.py``, ``startup.py``, ``memory.py``)."""

from __future__ import annotations

import functools
import importlib.util
import io
import sys
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SITE = ROOT / "build" / "site"
OUT = ROOT / "build" / "bench"
HELLSCUBE = ROOT.parent / "shared" / "data" / "hellscube" / "Hellscube-Database.json"
TIMEOUT_MS = 180_000

sys.path.insert(0, str(HERE))


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


serve = _load("tk_serve", ROOT / "tools" / "serve.py")
# The browser tests' Chromium and its arguments (tools/chromium.py), so the bench runs what the tests run.
_chromium = _load("tk_chromium", ROOT / "tools" / "chromium.py")
CHROMIUM_ARGS = _chromium.ARGS
system_chromium = _chromium.system_chromium


def launch_chromium(playwright):
    """The tests' Chromium (the system's where there is one, else Playwright's own), headless,
    with the tests' arguments."""
    executable = system_chromium()
    if executable:
        return playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
    return playwright.chromium.launch(args=CHROMIUM_ARGS)


PHONE = {
    "viewport": {"width": 360, "height": 740},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
    "service_workers": "allow",
    "locale": "en-US",
}


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
    RUNTIME_PAGE: (
        "text/html; charset=utf-8",
        b"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>the runtime alone</title></head><body><p>Python starting</p><script type="module">
const worker = new Worker("./bench-runtime-alone.mjs", { type: "module" });
worker.onmessage = () => { document.body.dataset.ready = "1"; };
</script></body></html>""",
    ),
    "/bench-runtime-alone.mjs": (
        "text/javascript",
        b"""
const { loadPyodide } = await import("./vendor/tk-pyodide.mjs");
const pyodide = await loadPyodide({});
pyodide.runPython("import engine.session");
postMessage("ran");
""",
    ),
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

SW_CONTROLLING = (
    "() => !!navigator.serviceWorker.controller"
    " && navigator.serviceWorker.controller.state === 'activated'"
)
SETTLED = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    " && !document.querySelector('.panel[data-pending]')"
)


# --- measuring -----------------------------------------------------------------------------

// Pyodide with a memory snapshot: what pyscript.json's "interpreter" loads (the build copies this
// file to vendor/tk-pyodide.mjs, beside the untouched vendor/pyodide/, and fills in SNAPSHOT_KEY).
//
// A start restores the Python interpreter's memory as it was once initialised with the
// engine imported, instead of initialising Python and importing the engine again (most of a
// warm start's time). The snapshot:
// * is made in a dedicated Worker some time after the app is ready, never in the page's own
//   instance (an instance made with _makeSnapshot cannot reach the page's document);
// * is kept by the service worker in its cache (so a new build, with a new cache, drops it),
//   under a name keyed on the runtime files, the exact standard-library zip and engine.zip
//   (SNAPSHOT_KEY, filled in by tools/build.py);
// * is checked after every restore: `js.document` must be the page's document, otherwise the
//   snapshot is dropped and Pyodide starts the ordinary way; `random` is reseeded (a restored
//   interpreter would otherwise draw the same numbers at every start).
// Uses Pyodide's private _makeSnapshot/_loadSnapshot options (pinned Pyodide version).
import { loadPyodide as stockLoadPyodide, version } from "./pyodide/pyodide.mjs";

export { version };

const SNAPSHOT_KEY = "__SNAPSHOT_KEY__";
const SNAPSHOT_URL = new URL(`./pyodide/snapshot-${SNAPSHOT_KEY}.bin`, import.meta.url).href;
const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
// How long after the app is ready the snapshot is made (it costs a second Pyodide start in
// the worker): late enough to stay out of the way of a start and of the first taps.
// localStorage "tk-snapshot-delay-ms" overrides it (tools/bench sets it short).
const MAKE_DELAY_MS = 30000;

function makeDelay() {
  try {
    const value = Number(localStorage.getItem("tk-snapshot-delay-ms"));
    return localStorage.getItem("tk-snapshot-delay-ms") !== null && Number.isFinite(value) ? value : MAKE_DELAY_MS;
  } catch (_) {
    return MAKE_DELAY_MS;
  }
}

const inWorker = typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope;

async function storedSnapshot() {
  if (typeof caches === "undefined" || !navigator.serviceWorker || !navigator.serviceWorker.controller) return null;
  try {
    const response = await caches.match(SNAPSHOT_URL);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch (_) {
    return null;
  }
}

function tellServiceWorker(message, transfer = []) {
  const worker = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (worker) worker.postMessage(message, transfer);
}

export async function loadPyodide(options = {}) {
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const pyodide = await withWasmRetries(() => stockLoadPyodide({ ...options, indexURL: INDEX_URL, _loadSnapshot: snapshot }));
      const ok = pyodide.runPython(
        "import js, random\nrandom.seed()\njs.document is not None and js.document.body is not None"
      );
      if (ok === true) return pyodide;
      throw new Error("the restored interpreter does not reach the page's document");
    } catch (error) {
      console.warn("Python memory snapshot not usable, starting without it:", error);
      tellServiceWorker({ type: "tk-snapshot-drop", url: SNAPSHOT_URL });
    }
  }
  const pyodide = await startWithRetries({ ...options, indexURL: INDEX_URL });
  if (typeof caches !== "undefined" && navigator.serviceWorker && navigator.serviceWorker.controller) {
    whenReady(() => setTimeout(makeSnapshotInWorker, makeDelay()));
  }
  return pyodide;
}

// A start can fail on the way for reasons a second try does not meet: the runtime's download
// cut off (the service worker that was serving it ran in a tab that crashed, a flaky network
// on a first visit). Three tries, then the page is told (the app says so and offers a reload;
// the players' data is in IndexedDB, untouched).
const START_TRIES = 3;

function tellPageFailed(error) {
  if (!inWorker) dispatchEvent(new CustomEvent("tk-engine-failed", { detail: String(error && error.message || error) }));
}

async function startWithRetries(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withWasmRetries(() => stockLoadPyodide(options));
    } catch (error) {
      if (attempt >= START_TRIES) {
        tellPageFailed(error);
        throw error;
      }
      console.warn(`Python did not start (try ${attempt} of ${START_TRIES}), trying again:`, error);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

// Pyodide does not fail when its wasm cannot be instantiated: it logs "wasm instantiation
// failed!" and its start never ends. A download cut off half way is worth another try, so
// while Pyodide starts, WebAssembly.instantiateStreaming fetches the wasm again (three tries)
// when the response breaks; a wasm that does not compile or link is not retried.
const WASM_URL = new URL("pyodide.asm.wasm", INDEX_URL).href;

async function withWasmRetries(start) {
  const original = WebAssembly.instantiateStreaming;
  if (typeof original !== "function") return start();
  WebAssembly.instantiateStreaming = async function (source, imports) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await original.call(WebAssembly, await source, imports);
      } catch (error) {
        if (attempt >= START_TRIES || error instanceof WebAssembly.CompileError
            || error instanceof WebAssembly.LinkError) {
          tellPageFailed(error);             // Pyodide swallows this one: the page must hear it here
          throw error;
        }
        console.warn(`the Python runtime's download broke (try ${attempt} of ${START_TRIES}), fetching it again:`, error);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        source = fetch(WASM_URL);
      }
    }
  };
  try {
    return await start();
  } finally {
    WebAssembly.instantiateStreaming = original;
  }
}

// Once the app says it is usable (body[data-ready="1"]), so the worker never competes with
// the start itself.
function whenReady(then) {
  const ready = () => document.body && document.body.dataset.ready === "1";
  if (ready()) return then();
  const observer = new MutationObserver(() => {
    if (ready()) {
      observer.disconnect();
      then();
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
}

function makeSnapshotInWorker() {
  let worker;
  try {
    worker = new Worker(import.meta.url, { type: "module", name: "tk-snapshot" });
  } catch (error) {
    console.warn("no worker for the Python memory snapshot:", error);
    return;
  }
  worker.onmessage = (event) => {
    worker.terminate();
    const { bytes } = event.data || {};
    if (bytes) tellServiceWorker({ type: "tk-snapshot-store", url: SNAPSHOT_URL, bytes }, [bytes.buffer]);
  };
  worker.onerror = (error) => {
    console.warn("Python memory snapshot not made:", error.message || error);
    worker.terminate();
  };
}

// The engine's modules that a start imports (those engine.zip carries bytecode for) are
// imported before the snapshot is taken, so a restored interpreter has them already. Only
// engine/ (pure Python, standard library only): nothing that could hold a reference to the
// worker's JavaScript objects.
const PRELOAD_ENGINE = `
import importlib, re, zipfile
with zipfile.ZipFile("/tmp/tk-engine.zip") as archive:
    archive.extractall(".")
    names = sorted(re.sub(r"/__pycache__/([^/.]+)\\.[^/]+\\.pyc$", r"/\\1", n).replace("/", ".")
                   for n in archive.namelist()
                   if n.startswith("engine/") and "/__pycache__/" in n and n.endswith(".pyc"))
for name in names:
    name = name[:-len(".__init__")] if name.endswith(".__init__") else name
    try:
        importlib.import_module(name)
    except Exception:
        pass
`;

// In the worker: a fresh interpreter with the engine imported, snapshotted.
if (inWorker) {
  (async () => {
    const pyodide = await stockLoadPyodide({ indexURL: INDEX_URL, _makeSnapshot: true });
    const engine = await fetch(new URL("../engine.zip", import.meta.url));
    if (!engine.ok) throw new Error(`engine.zip: HTTP ${engine.status}`);
    pyodide.FS.writeFile("/tmp/tk-engine.zip", new Uint8Array(await engine.arrayBuffer()));
    pyodide.runPython(PRELOAD_ENGINE);
    pyodide.FS.unlink("/tmp/tk-engine.zip");
    const bytes = pyodide.makeMemorySnapshot();
    self.postMessage({ bytes }, [bytes.buffer]);
  })().catch((error) => {
    console.warn("Python memory snapshot not made:", error);
    self.postMessage({});
  });
}

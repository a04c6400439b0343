// Pyodide with a memory snapshot: what pyscript.json's "interpreter" loads (the build copies this
// file to vendor/tk-pyodide.mjs, beside the untouched vendor/pyodide/, and fills in SNAPSHOT_KEY).
// PyScript imports it in the engine's worker (js/sw-register.js starts Python with PyWorker),
// so nothing here runs on the page's main thread.
//
// A start restores the Python interpreter's memory as it was once initialised with the
// engine imported, instead of initialising Python and importing the engine again (most of a
// warm start's time). The snapshot:
// * is made by the first start that finds none, in the same interpreter, before PyScript
//   sets itself up in it: Pyodide starts in snapshot-making mode, imports the engine's
//   modules, copies its memory out and goes on as the engine. So the second start of a fresh
//   install uses it, however soon it comes (the copy costs the first start some tens of ms,
//   in the worker);
// * is kept by the service worker in its cache (so a new build, with a new cache, drops it),
//   under a name keyed on the runtime files, the exact standard-library zip and engine.zip
//   (SNAPSHOT_KEY, filled in by tools/build.py); the worker hands it over with a PUT to that
//   name, which only the service worker answers;
// * is checked after every restore: the restored `js` module must reach this worker's own
//   global scope, otherwise the snapshot is dropped and Pyodide starts the ordinary way;
//   `random` is reseeded (a restored interpreter would otherwise draw the same numbers at
//   every start).
// Uses Pyodide's private _makeSnapshot/_loadSnapshot options (pinned Pyodide version).
import { loadPyodide as stockLoadPyodide, version } from "./pyodide/pyodide.mjs";
import { collectWhenIdle } from "./tk-idle-collect.mjs";
import { copyingWrittenPagesOnly, packSnapshot, snapshotToRestore } from "./tk-snapshot-pages.mjs";

export { version };

/** @typedef {NonNullable<Parameters<typeof stockLoadPyodide>[0]>} PyodideOptions */
/** @typedef {Awaited<ReturnType<typeof stockLoadPyodide>>} Pyodide */
// What this module sets on the worker's global scope for a moment (Python's `js` module reads it).
/** @typedef {typeof globalThis & { tkSnapshotProbe?: string, tkEngineLoaded?: () => void, tkEngineWorked?: () => void }} WorkerGlobals */
const workerGlobals = /** @type {WorkerGlobals} */ (globalThis);

const SNAPSHOT_KEY = "__SNAPSHOT_KEY__";
const SNAPSHOT_URL = new URL(`./pyodide/snapshot-${SNAPSHOT_KEY}.bin`, import.meta.url).href;
const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
const RUNTIME_URL = new URL("pyodide.asm.mjs", INDEX_URL).href;
const ENGINE_URL = new URL("../engine.zip", import.meta.url).href;
// Python imports the engine from engine.zip itself (zipimport; the bytecode sits beside each
// source, tools/pyc.mjs): the zip is written here, on sys.path, and nothing is unpacked.
// Unpacking its 180 files (what PyScript's "files" did) took 40-110 ms of every start.
const ENGINE_PATH = "/lib/engine.zip";

const inWorker = typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope;

// The snapshot as the service worker keeps it, or null. Without a service worker (plain
// HTTP on a LAN, a private window) there is no cache, and no snapshot is made either.
// Only the lookup is awaited here: its 14-15 MB are read (`bytes`) while Pyodide loads its
// runtime, which it does before it asks for the snapshot. A reload waited 60-75 ms for the
// read before the runtime's load began.
/** @returns {Promise<{ bytes: Promise<Uint8Array> } | null>} */
async function storedSnapshot() {
  if (typeof caches === "undefined") return null;
  try {
    const response = await caches.match(SNAPSHOT_URL);
    if (!response) return null;
    const bytes = response.arrayBuffer().then((buffer) => new Uint8Array(buffer));
    bytes.catch(() => {});             // (awaited when Pyodide asks; a failure is handled there)
    return { bytes };
  } catch (_) {
    return null;
  }
}

async function serviceWorkerKeepsTheSite() {
  try {
    return typeof caches !== "undefined" && !!(await caches.match(new URL("pyodide.asm.wasm", INDEX_URL).href));
  } catch (_) {
    return false;
  }
}

// To the service worker: PUT keeps the snapshot in this build's cache, DELETE drops it.
/** @param {"PUT" | "DELETE"} method @param {Uint8Array<ArrayBuffer>} [body] */
function tellServiceWorker(method, body) {
  return fetch(SNAPSHOT_URL, { method, body, headers: { "Content-Type": "application/octet-stream" } })
    .then((response) => { if (!response.ok) throw new Error(`HTTP ${response.status}`); })
    .catch((error) => console.warn(`Python memory snapshot: ${method} not taken:`, error));
}

// The snapshot and engine.zip are read from the moment PyScript imports this module in the
// worker (where the start begins at once: see loadPyodide).
// Pyodide's runtime module (1.2 MB of JavaScript, which a worker compiles anew at every start:
// it has no code cache) is imported at the same moment, while the snapshot is looked up (15-50
// ms before Pyodide can start); Pyodide's own import of it then finds it loaded (the same URL).
function startReading() {
  const engine = engineBytes();        // read beside the snapshot and the runtime
  engine.catch(() => {});              // (awaited below; a failure is reported there)
  import(RUNTIME_URL).catch(() => {}); // (a failure is Pyodide's to report, when it imports it)
  return { engine, snapshot: storedSnapshot() };
}
/** @type {ReturnType<typeof startReading> | null} */
let reading = null;                    // (started at the end of this module, once all is defined)

// PyScript's worker calls loadPyodide 50-70 ms after it imports this module: it first opens
// its package storage (IndexedDB) and sets itself up, partly waiting on the page's busy main
// thread. So the start begins when this module is imported (in the engine's worker, at the end
// of this module), and loadPyodide hands that start over. What Python prints goes to the
// stdout and stderr PyScript gives then (to the console before: nothing prints that soon).
/** @type {Pick<PyodideOptions, "stdout" | "stderr">} */
const streams = {};
/** @type {PyodideOptions} */
const forwarding = {
  stdout: (text) => (streams.stdout || console.log)(text),
  stderr: (text) => (streams.stderr || console.warn)(text),
};
/** @type {Promise<Pyodide> | null} */
let begun = null;

// What PyScript gives loadPyodide with this app's pyscript.json (no packages): its streams, and
// an indexURL that this module replaces with its own. Anything else is a start of its own.
const HANDED_OVER = new Set(["stdout", "stderr", "indexURL"]);

/** @param {PyodideOptions} [options] @returns {Promise<Pyodide>} */
export function loadPyodide(options = {}) {
  const started = begun;
  begun = null;                        // (a second start, after a failure, starts anew)
  if (!started || !Object.keys(options).every((key) => HANDED_OVER.has(key))) return startPython(options);
  streams.stdout = options.stdout;
  streams.stderr = options.stderr;
  return started;
}

/** @param {PyodideOptions} options @returns {Promise<Pyodide>} */
async function startPython(options) {
  const { engine, snapshot } = reading || startReading();
  reading = null;                      // (a second start reads anew)
  const stored = await snapshot;
  const restored = stored && await restore(stored.bytes, options);
  if (restored) {
    installEngine(restored, await engineOrTell(engine));
    return restored;
  }
  if (!(await serviceWorkerKeepsTheSite())) {
    const pyodide = await startWithRetries({ ...options, indexURL: INDEX_URL });
    installEngine(pyodide, await engineOrTell(engine));
    return pyodide;
  }
  const pyodide = await startWithRetries({ ...options, indexURL: INDEX_URL, _makeSnapshot: true });
  installEngine(pyodide, await engineOrTell(engine));
  try {
    preloadEngine(pyodide);
    /** @type {Uint8Array | null} */
    let bytes = pyodide.makeMemorySnapshot();     // a copy of the interpreter's memory
    afterStart(() => {
      try {
        if (!bytes) return;                       // (afterStart calls this once only)
        const packed = packSnapshot(bytes);
        release(bytes);
        bytes = null;
        tellServiceWorker("PUT", packed).finally(() => release(packed));
      } catch (error) {
        console.warn("Python memory snapshot not kept:", error);
      }
    });
  } catch (error) {
    console.warn("Python memory snapshot not made:", error);
  }
  return pyodide;
}

// The interpreter restored from the snapshot, or null (the snapshot is then dropped: one
// that could not be read whole is dropped too, and the next start makes it again).
/** @param {Promise<Uint8Array>} reading @param {PyodideOptions} options @returns {Promise<Pyodide | null>} */
async function restore(reading, options) {
  /** @type {Uint8Array | null} */
  let stored = null;
  try {
    /** @type {Uint8Array | null} */
    let snapshot = null;
    // handed over once read, when Pyodide asks for it, not unpacked: the restore's copy reads
    // the packed bytes (kept till the end)
    const handOver = async () => {
      stored = await reading;
      return (snapshot = snapshotToRestore(stored));
    };
    const pyodide = await copyingWrittenPagesOnly(() => snapshot, () => withWasmRetries(() => stockStart({
      ...options, indexURL: INDEX_URL, _loadSnapshot: handOnce(handOver) })));
    release(stored);                // both copied into the interpreter's memory by now
    stored = null;
    release(snapshot);
    snapshot = null;
    const probe = `tk-${Math.random()}`;
    workerGlobals.tkSnapshotProbe = probe;
    const ok = pyodide.runPython(`import js, random\nrandom.seed()\ngetattr(js, "tkSnapshotProbe", None) == ${JSON.stringify(probe)}`);
    delete workerGlobals.tkSnapshotProbe;
    if (ok === true) {
      console.info("[table keeper] Python restored from its start-up snapshot");   // tools/bench watches this
      return pyodide;
    }
    throw new Error("the restored interpreter does not reach this worker's global scope");
  } catch (error) {
    console.warn("Python memory snapshot not usable, starting without it:", error);
    tellServiceWorker("DELETE");
    return null;
  }
}

// Pyodide keeps the options it started with for the interpreter's life (its API.config), so
// the 31 MB snapshot given as _loadSnapshot stayed in the worker's memory after its restore had
// copied it into the interpreter's. Pyodide awaits _loadSnapshot: a thenable that
// unpacks the snapshot when asked (once it is read), once, and then lets go of it (and of the
// packed bytes its function holds) leaves only this small object there.
// (Typed as the PromiseLike Pyodide's options name: `await` takes any thenable.)
/** @template T @param {() => T | PromiseLike<T>} make @returns {PromiseLike<T>} */
function handOnce(make) {
  return /** @type {PromiseLike<T>} */ ({
    /** @param {(value: T | PromiseLike<T>) => void} resolve @param {(reason: unknown) => void} reject */
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (await takes it; see above)
    then(resolve, reject) {
      const making = make;
      make = () => { throw new Error("the snapshot was handed over already"); };
      try { resolve(making()); } catch (error) { reject(error); }
    },
  });
}

// A buffer read or unpacked at start-up, given back at once once used (it is detached: its
// 15-31 MB are freed now, not at a garbage collection that an idle worker may not make for
// many seconds; we measured 50-65 MB of a page renderer waiting for one).
/** @param {Uint8Array | null} view */
function release(view) {
  try {
    if (!view) return;
    // ArrayBuffer.prototype.transfer is ES2024: older engines lack it (hence the test)
    const buffer = /** @type {ArrayBufferLike & { transfer?: (length: number) => ArrayBuffer }} */ (view.buffer);
    if (typeof buffer.transfer === "function") buffer.transfer(0);
  } catch (_) { /* a buffer that cannot be detached is left to the collector */ }
}

// Handing 31 MB to the service worker while the page still reads its game from IndexedDB
// doubled a first start (2.9 s -> 5.1 s measured: Cache Storage and IndexedDB share the disk
// and its queue). The snapshot is handed over once the bridge has replayed the stored game
// (its load() calls globalThis.tkEngineLoaded), and a moment later, when the page is ready.
const HAND_OVER_DELAY_MS = 300;

/** @param {() => void} then */
function afterStart(then) {
  workerGlobals.tkEngineLoaded = () => {
    delete workerGlobals.tkEngineLoaded;
    setTimeout(then, HAND_OVER_DELAY_MS);
  };
}

// A start can fail on the way for reasons a second try does not meet: the runtime's download
// cut off (the service worker that was serving it ran in a tab that crashed, a flaky network
// on a first visit). Three tries, then the page is told (the app says so and offers a reload;
// the players' data is in IndexedDB, untouched).
const START_TRIES = 3;

// In the engine's worker an Error posted to the page rejects PyWorker's start (sw-register.js
// says so and offers a reload); on a page it is an event.
/** @param {unknown} error */
function tellPageFailed(error) {
  const failure = error instanceof Error ? error : new Error(String(error && /** @type {{ message?: unknown }} */ (error).message || error));
  if (inWorker) self.postMessage(failure);
  else dispatchEvent(new CustomEvent("tk-engine-failed", { detail: failure.message }));
}

/** @param {PyodideOptions} options */
async function startWithRetries(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withWasmRetries(() => stockStart(options));
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

/** @param {() => Promise<Pyodide>} start */
async function withWasmRetries(start) {
  const original = WebAssembly.instantiateStreaming;
  if (typeof original !== "function") return start();
  WebAssembly.instantiateStreaming = async (source, imports) => {
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

// A file of the site read with the same three tries as the runtime (a first visit's network,
// a service worker that died with a crashed tab): read(response) gives its contents.
/** @template T @param {string} url @param {(response: Response) => Promise<T>} read @returns {Promise<T>} */
async function fetchWithTries(url, read) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return await read(response);
    } catch (error) {
      if (attempt >= START_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

// engine.zip, read beside the snapshot and the runtime.
function engineBytes() {
  return fetchWithTries(ENGINE_URL, async (response) => new Uint8Array(await response.arrayBuffer()));
}

// Pyodide reads its package lock file as it starts and keeps that promise for a package load
// that this app never makes: a read that broke was a rejection nobody handled (an uncaught
// "Failed to fetch" on the page, one per try, even when the next try started Python). So the
// lock file is read here, with tries, and handed over as a promise whose failure is heard;
// packages come from this site's runtime folder, never a CDN.
/** @param {PyodideOptions} options */
function stockStart(options) {
  if (options.lockFileContents) return stockLoadPyodide(options);
  const { lockFileURL = new URL("pyodide-lock.json", INDEX_URL).href, ...rest } = options;
  const lockFile = fetchWithTries(lockFileURL, (response) => response.json());
  lockFile.catch(() => {});
  return stockLoadPyodide({ ...rest, lockFileContents: lockFile,
                            packageBaseUrl: rest.packageBaseUrl ?? new URL("./", lockFileURL).href });
}

/** @param {Promise<Uint8Array>} engine */
async function engineOrTell(engine) {
  try {
    return await engine;
  } catch (error) {
    tellPageFailed(error);
    throw error;
  }
}

// The file system is not part of a memory snapshot: every start writes the zip again (a
// restored interpreter has it on sys.path already, and the same bytes: the snapshot's key
// covers engine.zip).
/** @param {Pyodide} pyodide @param {Uint8Array} bytes */
function installEngine(pyodide, bytes) {
  pyodide.FS.writeFile(ENGINE_PATH, bytes);       // a copy (MEMFS), so this one is let go
  release(bytes);
  pyodide.runPython(`import sys\nif ${JSON.stringify(ENGINE_PATH)} not in sys.path: sys.path.insert(0, ${JSON.stringify(ENGINE_PATH)})`);
}

// The engine's modules that a start imports (those engine.zip carries bytecode for) are
// imported before the snapshot is taken, so a restored interpreter has them already (and
// every action's fields worked out: engine/registry.py's declare_all). Only
// engine/ (pure Python, standard library only): nothing that could hold a reference to the
// worker's JavaScript objects.
const PRELOAD_ENGINE = `
import importlib, zipfile
with zipfile.ZipFile(${JSON.stringify(ENGINE_PATH)}) as archive:
    names = sorted(n[:-len(".pyc")].replace("/", ".") for n in archive.namelist()
                   if n.startswith("engine/") and n.endswith(".pyc"))
for name in names:
    name = name[:-len(".__init__")] if name.endswith(".__init__") else name
    try:
        importlib.import_module(name)
    except Exception:
        pass
from engine.registry import declare_all
declare_all()
`;

/** @param {Pyodide} pyodide */
function preloadEngine(pyodide) {
  pyodide.runPython(PRELOAD_ENGINE);
}

if (inWorker) {
  reading = startReading();
  begun = startPython(forwarding);
  begun.catch(() => {});               // (heard by PyScript, from the promise handed over)
  collectWhenIdle(workerGlobals);
}

// Register the service worker that makes the app work offline, and start Python in a worker.
//
// The view (app.js) paints at once and never waits for any of this. Python (PyScript, then
// Pyodide) starts here, not from a <script> in index.html, so that on a first visit it starts
// only once the service worker has precached the site and controls the page: the 13 MB
// runtime is then downloaded once, by the precache, and the page reads it from Cache Storage
// (a page that started at once would download it a second time alongside the precache).
// When a service worker already controls the page (every later visit), or there can be none
// (plain HTTP on a LAN, a private window, a failed registration or install), Python starts
// at once.

// Python runs in a PyScript worker: its start (the runtime's compile, the
// snapshot's restore, the engine's import) and every rule's work happen off the page's main
// thread, so the table painted from storage takes taps at once however long Python takes.
// The page reaches the engine through the functions main.py exports: this holds the worker
// and hands the page one call, a message whose answer (JSON text) is a promise; the page's
// client (js/engine/client.js) names the calls and parses the answers. A worker that dies
// later is replaced by the app (engine-restart.js, through window.tkStartEngine).
/** @typedef {import("./engine/api").EngineLink} EngineLink */

// The engine's worker as the page holds it: started (at the app's start, and by the app's
// engine-restart.js after a death), checked once it is up, and watched until it dies.
//
// A worker whose engine cannot answer (engine.zip damaged, the runtime broken) is an engine
// fault: the start fails and the page says so (tk-engine-failed). A worker that dies later
// (Pyodide broken by a fatal error, the worker's script failing, a call rejected) is dead for
// good: every call it still owes rejects at once with EngineDied, every later call too, and
// the page is told (tk-engine-died) so that it can start a new one. Never a call awaited for
// ever. (Here, not in a module of its own: the view's bundle and this script are the only
// two the page loads before the engine starts.)

// What an awaited call of a dead engine rejects with. Shaped as the engine's refusals are
// ({error, message, details}), so that a sheet says it with errorText in the player's
// language (kit/i18n.js: "engine_died"); `reason` is for the console only.
class EngineDied extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super("");
    this.name = "EngineDied";
    this.error = "engine_died";
    this.details = {};
    this.reason = reason;
  }
}

/** @param {unknown} error */
const messageOf = (error) => String(error && /** @type {{ message?: unknown }} */ (error).message || error);

/** @typedef {{ sync: Record<string, (...args: unknown[]) => Promise<string>>, terminate?: () => void,
 *   addEventListener?: (type: string, listener: (event: Event) => void) => void }} PyWorkerLike */

// A new engine worker, up and answering. Rejects when it cannot start (the runtime's own
// three tries are made in vendor/tk-pyodide.mjs, which says why on the page).
/** @returns {Promise<{ link: EngineLink, kill: (reason: string) => void }>} */
async function startEngineWorker() {
  const { PyWorker } = await import("../vendor/pyscript/core.js");
  // `version` names the interpreter's module (a worker is not given pyscript.json's
  // "interpreter" the way a <script type="py"> is): Pyodide from this site, never a CDN.
  const worker = /** @type {PyWorkerLike} */ (/** @type {unknown} */ (await PyWorker(new URL("../main.py", import.meta.url).href, {
    config: new URL("../pyscript.json", import.meta.url).href,
    version: new URL("../vendor/tk-pyodide.mjs", import.meta.url).href,
  })));
  const watched = watch(worker);
  // The worker is up, but main.py may not have found the engine (a damaged engine.zip): its
  // calls then do not exist. One cheap call tells (an empty session's history).
  try {
    await watched.link.call("history", [0]);
  } catch (error) {
    watched.kill("");
    throw new Error(`the engine does not answer: ${error instanceof EngineDied ? error.reason : messageOf(error)}`);
  }
  return watched;
}

/** @param {PyWorkerLike} worker */
function watch(worker) {
  /** @type {EngineDied | null} */
  let dead = null;
  /** @type {Set<(error: EngineDied) => void>} */
  const owed = new Set();                  // the rejects of the calls not answered yet
  /** @param {string} reason */
  const kill = (reason) => {
    if (dead) return;
    dead = new EngineDied(reason);
    for (const reject of owed) reject(dead);
    owed.clear();
    try { if (worker.terminate) worker.terminate(); } catch (_) { /* gone already */ }
    if (reason) {
      console.error("the rules engine died:", reason);
      dispatchEvent(new CustomEvent("tk-engine-died", { detail: reason }));
    }
  };
  if (worker.addEventListener) {
    worker.addEventListener("error", (event) => kill(messageOf(/** @type {ErrorEvent} */ (event).message || "the worker failed")));
  }
  /** @type {EngineLink} */
  const link = {
    call(name, args) {
      if (dead) return Promise.reject(dead);
      return new Promise((resolve, reject) => {
        owed.add(reject);
        Promise.resolve().then(() => worker.sync[name](...args)).then((answer) => {
          owed.delete(reject);
          resolve(answer);
        }, (error) => {
          // The bridge answers every refusal in JSON: a call that rejects means the engine
          // is broken (Pyodide's fatal error, an exception the bridge did not catch).
          owed.delete(reject);
          kill(`${name}: ${messageOf(error)}`);
          reject(dead);
        });
      });
    },
  };
  return { link, kill };
}


/** @type {((reason: string) => void) | null} */
let killLatest = null;                     // the running worker's kill (for the test hook)

async function startEngine() {
  const started = await startEngineWorker();
  killLatest = started.kill;
  return started.link;
}

// Test hook (browser tests only; nothing of the app calls it): the engine's worker dies as a
// crashed one does, and the page is told as it is of any death.
window.tkTestHooks = { ...window.tkTestHooks, killEngine: () => { if (killLatest) killLatest("killed by a test hook"); } };
window.tkStartEngine = startEngine;

async function startPython() {
  try {
    const link = await startEngine();
    window.tkEngineLink = link;
    if (typeof window.tkOnEngine === "function") window.tkOnEngine(link);
  } catch (error) {
    console.error("Python did not start:", error);
    dispatchEvent(new CustomEvent("tk-engine-failed", { detail: String(error && /** @type {{ message?: unknown }} */ (error).message || error) }));
  }
}

/** @param {ServiceWorkerRegistration} registration @returns {Promise<void>} */
function controlled(registration) {
  return new Promise((resolve) => {
    if (navigator.serviceWorker.controller) return resolve();
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
    const worker = registration.installing || registration.waiting;
    if (!worker) return resolve();          // active but not in control (a hard reload): no wait
    worker.addEventListener("statechange", () => {
      if (worker.state === "redundant") resolve();     // the install failed: start without it
    });
  });
}

async function boot() {
  if (!("serviceWorker" in navigator)) return startPython();
  const first = !navigator.serviceWorker.controller;
  let registration = null;
  const registering = navigator.serviceWorker.register("./service-worker.js").catch((error) => {
    console.warn("service worker not registered:", error);
    return null;
  });
  if (!first) {
    startPython();
    return registering;
  }
  registration = await registering;
  if (registration) await controlled(registration);
  return startPython();
}

boot();

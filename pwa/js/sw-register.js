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

// Python runs in a PyScript worker: its start (the runtime's compile, the snapshot's restore,
// the engine's import) and every rule's work happen off the page's main thread, so the table
// painted from storage takes taps at once however long Python takes. The page reaches the
// engine through the functions main.py exports; each call is a message and its answer a
// promise (the same JSON text in and out as before).
/** @typedef {import("./engine-api").EngineApi} EngineApi */
/** @typedef {import("./engine-api").EngineCall} EngineCall */
/** @type {EngineCall[]} */
const ENGINE_CALLS = ["load", "dispatch", "truncate", "state", "history", "import_pool", "plan", "life_chart",
  "make_slip", "read_slip", "carry_write", "carry_read", "summarize_log", "archive_view",
  "backup_write", "backup_read", "public_log", "hidden_now"];

async function startPython() {
  try {
    const { PyWorker } = await import("../vendor/pyscript/core.js");
    // `version` names the interpreter's module (a worker is not given pyscript.json's
    // "interpreter" the way a <script type="py"> is): Pyodide from this site, never a CDN.
    const worker = await PyWorker(new URL("../main.py", import.meta.url).href, {
      config: new URL("../pyscript.json", import.meta.url).href,
      version: new URL("../vendor/tk-pyodide.mjs", import.meta.url).href,
    });
    /** @type {Partial<EngineApi>} */
    const calls = {};
    for (const name of ENGINE_CALLS) {
      calls[name] = /** @type {(...args: unknown[]) => Promise<string>} */ ((...args) => worker.sync[name](...args));
    }
    const engine = /** @type {EngineApi} */ (calls);   // one call per name of ENGINE_CALLS
    window.tkEngineApi = engine;
    if (typeof window.tkOnEngine === "function") window.tkOnEngine(engine);
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

// The rules engine's worker as the page holds it: started (sw-register.js at the app's start,
// app's engine-restart.js after a death), checked once it is up, and watched until it dies.
//
// A worker whose engine cannot answer (engine.zip damaged, the runtime broken) is an engine
// fault: the start fails and the page says so (tk-engine-failed). A worker that dies later
// (Pyodide broken by a fatal error, the worker's script failing, a call rejected) is dead for
// good: every call it still owes rejects at once with EngineDied, every later call too, and
// the page is told (tk-engine-died) so that it can start a new one. Never a call awaited for
// ever.

/** @typedef {import("./engine-api").EngineApi} EngineApi */
/** @typedef {import("./engine-api").EngineCall} EngineCall */

/** @type {EngineCall[]} */
const ENGINE_CALLS = ["load", "dispatch", "truncate", "state", "history", "import_pool", "plan", "life_chart",
  "make_slip", "read_slip", "carry_write", "carry_read", "summarize_log", "archive_view",
  "backup_write", "backup_read"];

// What an awaited call of a dead engine rejects with. Shaped as the engine's refusals are
// ({error, message, details}), so that a sheet says it with errorText in the player's
// language (kit/i18n.js: "engine_died"); `reason` is for the console only.
export class EngineDied extends Error {
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
/** @returns {Promise<{ engine: EngineApi, kill: (reason: string) => void }>} */
export async function startEngineWorker() {
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
    await watched.engine.history(0);
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
  /** @type {Partial<EngineApi>} */
  const calls = {};
  for (const name of ENGINE_CALLS) {
    calls[name] = /** @type {(...args: unknown[]) => Promise<string>} */ ((...args) => {
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
    });
  }
  return { engine: /** @type {EngineApi} */ (calls), kill };    // one call per name of ENGINE_CALLS
}

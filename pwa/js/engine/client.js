// The page's one door to the rules engine. Every call of pwa/bridge.py is sent from here to
// the engine's worker (sw-register.js holds it: a call and its JSON answer) and its answer
// parsed into the call's own reply type (api.d.ts, generated from the bridge's annotations by
// tools/engine_api.py). No other module parses an engine's answer or picks its type: a
// screen awaits `engine.<call>(...)` and narrows on `ok` (a refusal is always
// { ok: false, error }). A dead engine's call rejects with its EngineDied (sw-register.js).

import { ENGINE_CALLS } from "./calls.js";

/** @typedef {import("./api").EngineApi} EngineApi */
/** @typedef {import("./api").EngineLink} EngineLink */

/** The engine's calls over one worker: each sends its arguments and parses the answer.
 * @param {EngineLink} link @returns {EngineApi} */
export function engineClient(link) {
  /** @type {Record<string, (...args: unknown[]) => Promise<unknown>>} */
  const calls = {};
  for (const name of ENGINE_CALLS) {
    calls[name] = async (...args) => JSON.parse(await link.call(name, args));
  }
  const engine = /** @type {EngineApi} */ (/** @type {unknown} */ (Object.freeze(calls)));
  window.tkEngineApi = engine;           // the latest engine, for the browser tests and the bench
  return engine;
}

// The first engine, once sw-register.js has started its worker (the app asks at its start,
// before or after that).
/** @returns {Promise<EngineApi>} */
export function firstEngine() {
  return new Promise((resolve) => {
    if (window.tkEngineLink) resolve(engineClient(window.tkEngineLink));
    else window.tkOnEngine = (link) => resolve(engineClient(link));
  });
}

// A new engine worker, up and answering (the app's restart after a death): rejects where
// none can be made.
/** @returns {Promise<EngineApi>} */
export async function startEngine() {
  if (!window.tkStartEngine) throw new Error("no engine worker can be made here");
  return engineClient(await window.tkStartEngine());
}

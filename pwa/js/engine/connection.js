// Which engine the page talks to now: none while Python starts (and while a dead engine's
// successor starts), then the one that replayed the stored log. The page's state holds it
// (page-state.js); a screen that needs an engine call awaits `next`.

/** @typedef {import("./api").EngineApi} EngineApi */

export class EngineConnection {
  /** @type {EngineApi | null} */ api = null;   // the engine that replayed the stored log, once it has
  stale = false;         // the log changed while Python loaded (another tab wrote): read it again
  restarting = false;    // a new engine is starting after a death (engine-restart.js)

  /** @param {Promise<EngineApi>} first the first engine, once its worker is up */
  constructor(first) {
    /** @type {Promise<EngineApi>} the engine up now or next (after a death, its successor) */
    this.next = first;
  }

  // A dead engine is let go: until `handOver`, whoever asks for an engine gets the next one
  // (or, if none can be made, the dead one, whose calls reject at once: never a wait for ever).
  /** @returns {(engine: EngineApi) => void} */
  letGo() {
    /** @type {(engine: EngineApi) => void} */
    let handOver = () => {};
    this.next = new Promise((resolve) => { handOver = resolve; });
    this.api = null;
    return handOver;
  }
}

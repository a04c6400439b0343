// PouchDB, loaded only when an event is opened to phones or joined: the build makes it a
// chunk of its own (precached by the service worker, so a joined phone opens offline), and a
// start never parses it.

// PouchDB ships no types (pouchdb.d.ts): its constructor, a database and a live sync or change
// feed are these names for any, and the event screens use only PouchDB's documented calls.
/** @typedef {any} PouchDB */ // any: PouchDB ships no types
/** @typedef {any} PouchDatabase */ // any: PouchDB ships no types
/** @typedef {any} PouchFeed */ // any: PouchDB ships no types (a live sync or changes feed)

/** @type {Promise<PouchDB> | null} */
let loading = null;

/** @returns {Promise<PouchDB>} the PouchDB constructor */
export function loadPouch() {
  loading ||= import("pouchdb-browser").then((m) => m.default || m);
  return loading;
}

// A database replicating live with the server (both ways, or only from it), retrying while
// the network is away.
// `onState` hears "active" / "paused" (up to date) / "offline" / "denied" (a write refused).
/**
 * @param {PouchDatabase} local @param {PouchDatabase} remote
 * @param {(what: "active" | "paused" | "offline" | "denied", info?: unknown) => void} onState
 * @param {{ pullOnly?: boolean }} [options]
 * @returns {{ cancel: () => void }}
 */
export function liveSync(local, remote, onState, { pullOnly = false } = {}) {
  const settings = { live: true, retry: true, back_off_function: backOff };
  const sync = pullOnly ? local.replicate.from(remote, settings) : local.sync(remote, settings);
  sync.on("active", () => onState("active"));
  sync.on("paused", (/** @type {unknown} */ err) => onState(err ? "offline" : "paused"));
  sync.on("denied", (/** @type {unknown} */ err) => onState("denied", err));
  sync.on("error", () => onState("offline"));
  return { cancel: () => sync.cancel() };
}

// A phone whose network returns catches up within seconds: the wait between tries grows to 5 s.
/** @param {number} delay */
function backOff(delay) { return delay === 0 ? 500 : Math.min(delay * 2, 5000); }

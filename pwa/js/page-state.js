// The page's state, in one place: the latest table state (the stored snapshot's, then the
// engine's), whether the engine has replayed the log and takes actions (ready), whether
// another tab writes the game and this one follows it (follower), the taps still pending
// (pending-taps.js), the action pipeline every change goes through (controller.js), the
// store it writes to and the engine it talks to (engine/connection.js).
// Screens, the table and the app subscribe to it and draw what it holds; none of them keeps
// a state of its own. A screen reaches it through its port ({state, send, subscribe}).

import { t } from "./kit/i18n.js";
import { toast } from "./kit/sheet.js";
import { EngineConnection } from "./engine/connection.js";
import { PendingTaps } from "./pending-taps.js";
import { confirmUndoStart } from "./table/undo-start.js";

/** @typedef {import("./types/state").TableState} TableState */
/** @typedef {import("./controller.js").Action} Action */
/** @typedef {import("./controller.js").Controller} Controller */
/** @typedef {import("./controller.js").SendResult} SendResult */
/** @typedef {{ settled?: boolean, quiet?: boolean }} SendOptions */
/** @typedef {import("./kit/mount.js").Port} Port */
/** @typedef {import("./engine/api").EngineApi} EngineApi */
/** @typedef {import("./storage/store.js").GameStore} GameStore */
/** @typedef {import("./types/actions").NewGame | import("./types/actions").NextTurn} TimedAction */

// The engine's actions that take the time they were made (their optional `at` field): the
// game and turn timers run from these (tests/engine checks the list against the engine).
/** @type {Set<string>} */
export const TIMED_ACTIONS = new Set(["new_game", "next_turn"]);
/** @param {Action} action @returns {action is TimedAction} */
const isTimed = (action) => TIMED_ACTIONS.has(action.type);

export class PageState {
  /** @type {TableState | null} */ state = null;
  follower = false;               // another tab writes this game: this one follows it, read-only
  /** @type {Controller | null} */ pipeline = null;   // made at the start (start/open-store.js)
  /** @type {GameStore | null} */ store = null;        // opened at the start; none: the game is in memory only
  /** @type {BroadcastChannel | null} */ channel = null;   // to the tabs following this one (writer-tab.js)
  /** @type {Set<(state: TableState) => void>} */ listeners = new Set();
  /** @type {Set<() => void>} */ pendingListeners = new Set();
  /** @type {() => void} */ markReady = () => {};

  // settleMs: how long a burst of taps waits for the next tap (the app's setting);
  // engine: the first engine, once its worker is up.
  /** @param {{ settleMs: () => number, engine: Promise<EngineApi> }} options */
  constructor({ settleMs, engine }) {
    this.settleMs = settleMs;
    this.connection = new EngineConnection(engine);
    // The taps still being grouped: settled before any other action (so the log keeps the
    // player's order), the latest taken back by undo, each kept on disk in the journal.
    this.taps = new PendingTaps({
      state: () => this.state,
      canEdit: () => !this.follower,
      refuse: () => this.send(null),
      commit: (action) => this.send(action, { settled: true }),
      tapped: () => this.tapped(),
      settleMs,
      // While Python starts, a change stays pending (shown, and kept in the journal as a
      // pending tap) instead of settling into a queue the screen cannot show: a reload or
      // a closed page before the engine is up finds it as it was, shown.
      canSettle: () => this.ready,
    });
    /** @type {Promise<void>} resolves once the start has made the page ready (markReady) */
    this.whenReady = new Promise((resolve) => { this.markReady = resolve; });
    /** @type {Port} */
    this.port = {
      state: () => this.state,
      send: (action, opts) => this.send(action, opts),
      subscribe: (fn) => this.subscribe(fn),
    };
  }

  // A new state (the engine's, or the follower's reread): every subscriber draws it, in the
  // order they subscribed (the app's screen first).
  /** @param {TableState} state */
  set(state) {
    this.state = state;
    for (const listener of [...this.listeners]) listener(state);
  }

  // The first paint's state (the stored snapshot: read-only, nothing subscribed draws yet),
  // or none when that snapshot is damaged.
  /** @param {TableState | null} state */
  paint(state) { this.state = state; }

  /** @param {(state: TableState) => void} listener @returns {() => void} */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  // What is pending changed (a tap, a settle, an action queued or answered): told to who
  // draws it (the toolbar's undo and save dot).
  /** @param {() => void} listener @returns {() => void} */
  onPending(listener) {
    this.pendingListeners.add(listener);
    return () => { this.pendingListeners.delete(listener); };
  }

  // A tap changed what is pending: keep it on disk. With no settle time and the engine idle
  // the tap becomes its action within the task, and that write keeps it. Returns the
  // journal's write (the table, while the engine starts, shows the tap once it is done).
  /** @returns {Promise<import("./storage/types").Journal> | null} */
  tapped() {
    const c = this.pipeline;
    let writing = null;
    if (c && !(this.settleMs() === 0 && c.ready && !c.running && !c.queue.length)) writing = c.saveJournal();
    for (const listener of [...this.pendingListeners]) listener();
    return writing;
  }

  // Whether the page takes actions now: an engine has replayed the log (read-only before
  // that, and while a dead engine's successor starts).
  get ready() { return !!(this.pipeline && this.pipeline.ready); }

  // Every action goes through here. A change still pending on the table is settled first,
  // so the log keeps the player's order; undo has its own way (undo()).
  /** @param {Action | null} action @param {SendOptions} [options] @returns {Promise<SendResult>} */
  send(action, { settled = false, quiet = false } = {}) {
    const pipeline = this.pipeline;
    if (this.follower || !action || !pipeline) {   // (the table sends null for a tap on a read-only tab)
      toast(t("open_elsewhere"));
      return Promise.resolve({ ok: false });
    }
    if (action.type === "undo" && !settled) return this.undo(action);
    if (!settled) this.taps.flushAll();
    // A tap on something the engine must do while Python still starts: kept (in the
    // journal's queue) and said, not silently waiting
    // (quiet: the screen says so itself, as the start button does)
    if (!this.ready && !settled && !quiet) toast(t("engine_starting"), "info");
    const sent = isTimed(action) && action.at === undefined ? { ...action, at: Date.now() } : action;
    return pipeline.send(sent).then((result) => {
      if (result.ok && this.channel) this.channel.postMessage({ seq: result.seq });
      return result;
    });
  }

  // Undo takes back what the player did last: a change still pending on the table (and
  // nothing else), else the last action; taking back a start asks first.
  /** @param {Action} [action] @returns {Promise<SendResult>} */
  async undo(action = { type: "undo" }) {
    if (this.taps.cancelLatest()) return { ok: true, cancelled: true };
    const pipeline = this.pipeline;
    if (!this.ready) toast(t("engine_starting"), "info");     // waits for the engine: said, not silent
    if (pipeline && pipeline.queue.length) {        // waiting for the engine: undo waits behind it
      return this.send(action, { settled: true });
    }
    const state = this.state;
    if (state && state.undo_asks_first && !(await confirmUndoStart(state))) return { ok: false, kept: true };
    return this.send(action, { settled: true });
  }

  // Undo is on while there is something to take back: the last action, a pending change, or
  // an action waiting for the engine.
  get canUndo() {
    return !!(this.state && this.state.can_undo) || this.taps.unsettled > 0
      || !!(this.pipeline && this.pipeline.queue.length);
  }
}

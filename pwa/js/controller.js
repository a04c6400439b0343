// The action pipeline: every change the player makes goes through here, in order.
//
//   send(action) -> queued -> engine.dispatch (rules, in Python) -> shown at once
//                -> written to IndexedDB -> acknowledged
//
// One action at a time, so the stored log never has a gap: the next action is dispatched
// only after the previous one is on disk. If a write fails, the engine forgets that action
// (truncate) and the player is told, in the app's words (page/storage-notice.js).
//
// The log's records are held here too, as the engine holds them: when the site's storage is
// cleared under the game (or the browser closes the database), the store opens the database
// again and writes them back (kept(), store.js reconnect()), and the tap whose write the
// loss cut short is kept with them.
//
// What is shown but not in the log yet is kept in the journal (see store.js): the life taps
// still being grouped, and actions waiting for the engine (made while Python starts). The
// journal is written at every tap and whenever an action has to wait, and rewritten in the
// same transaction that appends an action, so a page killed at any moment comes back with
// exactly what the player did, nothing twice.

import { faultOf } from "./storage/faults.js";
import { faultSentence } from "./page/storage-notice.js";
import { JOURNAL_FORMAT } from "./storage/store.js";
import { hookJournaled, hookStored, markDurable, markJournaled } from "./test-hooks.js";

/** @typedef {import("./types/state").TableState} TableState */
/** @typedef {import("./types/state").EngineReply} EngineReply */
/** @typedef {import("./types/state").EngineError} EngineError */
/** @typedef {import("./engine/api").EngineApi} EngineApi */
/** @typedef {import("./storage/store.js").GameStore} GameStore */
// What the pipeline sends and keeps, as storage/ describes it: an action ({type, ...its
// fields}), a tap still being grouped, the journal, the snapshot, a log record.
/** @typedef {import("./storage/types").Action} Action */
/** @typedef {import("./storage/types").PendingChange} PendingChange */
/** @typedef {import("./storage/types").Journal} Journal */
/** @typedef {import("./storage/types").Snapshot} Snapshot */
/** @typedef {import("./storage/types").LogRecord} LogRecord */
// An action as a log holds it (the engine's record; from the disk, a file or a backup: an object).
/** @typedef {LogRecord["action"]} LoggedAction */
// The view's own failure to keep an action (never the engine's): the write to IndexedDB, its
// fault as storage/faults.js names it, and whether a change was taken back for it (message:
// the app's sentence for it; name: the browser's, for a developer, never shown).
/** @typedef {import("./storage/faults.js").StorageFault} StorageFault */
/** @typedef {{ error: "storage_write", fault: StorageFault, takenBack: boolean, name?: string, message: string }} StorageWriteError */
// What a sent action comes to: the engine's reply, or an answer of the view's own when the
// engine's answer does not stand (a read-only tab, no error; a failed write, its error the
// view's storage_write; an undo that took back a pending change, or that the player kept).
/** @typedef {{ ok: false, state?: undefined, error?: EngineError, kept?: true }} NotSent */
/** @typedef {{ ok: true, state?: undefined, cancelled: true }} Cancelled */
/** @typedef {EngineReply | NotSent} Answer */
/** @typedef {Answer | Cancelled} SendResult */
/** @typedef {{ action: Action, resolve: (result: Answer) => void, restored?: boolean }} Queued */
/** @typedef {(error: EngineError | StorageWriteError, options?: { restored?: boolean }) => void} OnError */
/** @param {EngineError | StorageWriteError} error @returns {error is StorageWriteError} */
export const isStorageWrite = (error) => error.error === "storage_write";
// An engine call rejected because the engine's worker died (sw-register.js's EngineDied).
/** @param {unknown} error */
export const isEngineDeath = (error) => !!error && /** @type {{ error?: unknown }} */ (error).error === "engine_died";
// Which snapshot is which: a new one for every snapshot written (two snapshots of the same
// log length differ after an undo and another action).
let stamps = 0;
const newStamp = () => `${Date.now().toString(36)}.${(++stamps).toString(36)}.${Math.random().toString(36).slice(2, 8)}`;

/** @param {unknown} error */
const nameOf = (error) => /** @type {string | undefined} */ (error && /** @type {{ name?: unknown }} */ (error).name);
/** @param {unknown} error @param {boolean} takenBack @returns {StorageWriteError} */
function writeFailure(error, takenBack) {
  const fault = faultOf(error);
  return { error: "storage_write", fault, takenBack, name: nameOf(error), message: faultSentence(fault, { takenBack }) };
}

// The latest state is not kept here: each one is handed on (onState) to the page's state
// (page-state.js), which every screen reads.
export class Controller {
  /** @param {{ store: GameStore | null, onState: (state: TableState) => void, onError: OnError, onBusy: (pending: number) => void,
   *   pendingChanges?: () => PendingChange[], tapsMade?: () => number }} options */
  constructor({ store, onState, onError, onBusy, pendingChanges = () => [], tapsMade = () => 0 }) {
    this.store = store;            // GameStore or null (memory only)
    /** @type {EngineApi | null} */
    this.engine = null;            // the Python bridge, once it is up
    /** @type {Queued[]} */
    this.queue = [];               // {action, resolve}: sent, not dispatched yet
    /** @type {Action | null} */
    this.inflight = null;          // dispatched, its append not yet made
    /** @type {LogRecord[]} */
    this.records = [];             // the log as the engine holds it (with a store: each from the moment its write is made)
    /** @type {Snapshot | undefined} */
    this.snapshot = undefined;     // the state after the last of them
    /** @type {Snapshot | undefined} the snapshot the start read from disk (start/paint-snapshot.js) */
    this.storedSnapshot = undefined;
    this.running = false;
    this.logLength = 0;            // records on disk once the appends made so far complete
    this.journalSeq = 0;           // journal writes made (tests and the bench watch them)
    this.onState = onState;
    this.onError = onError;
    this.onBusy = onBusy;
    this.pendingChanges = pendingChanges;   // [{seat, delta}] still being grouped on the table
    this.tapsMade = tapsMade;               // how many taps the table has taken so far
  }

  get ready() { return this.engine !== null; }

  get pending() { return this.queue.length + (this.running ? 1 : 0); }

  // Start with the engine: replay what was stored. Returns null, or the reason it failed.
  // The engine runs in a worker: every call is awaited (see sw-register.js).
  /** @param {EngineApi} engine @param {LogRecord[]} records @param {number | null} [rules] */
  async attach(engine, records, rules = null) {
    const actions = records.map((r) => r.action);
    const loaded = await engine.load(JSON.stringify(actions), rules);
    this.engine = engine;
    if (!loaded.ok) return loaded;
    this.logLength = actions.length;
    this.records = records.slice();
    // the stored snapshot's stamp where it is of this very log (the table drawn from it may
    // be kept for the next start's first paint: page/drawn-table.js)
    const stored = this.storedSnapshot;
    this.snapshot = { state: loaded.state, length: records.length,
      ...(stored && stored.length === records.length && stored.stamp ? { stamp: stored.stamp } : {}) };
    if (this.store) hookStored(actions.length);
    this.onState(loaded.state);
    this.pump();
    return null;
  }

  // The engine died (sw-register.js): what waits for it stays queued, on disk in the
  // journal, until attach() hands over the next one.
  detach() {
    if (!this.engine) return;
    this.engine = null;
    this.saveJournal();
    this.onBusy(this.pending);
  }

  // What the log does not hold yet, as the journal keeps it.
  /** @returns {Journal} */
  journal() {
    const queue = this.queue.map((q) => q.action);
    if (this.inflight) queue.unshift(this.inflight);
    return { format: JOURNAL_FORMAT, version: 1, base: this.logLength, at: Date.now(),
      pending: this.pendingChanges(), queue };
  }

  // The game as the disk must hold it, for the store to write back when its database was
  // cleared: the records whose writes were made, the state after them, and the journal of
  // the rest (null until the engine has replayed the log: the disk holds it then).
  /** @returns {import("./storage/types").Kept | null} */
  kept() {
    if (!this.engine || !this.store) return null;
    return { records: this.records.slice(), snapshot: this.snapshot, journal: this.journal() };
  }

  // Put the journal on disk now (a tap, or an action that has to wait). Resolves, with the
  // journal written, once it is (or once its failure has been said; quiet: a clearing up
  // after what was said already, whose failure the next write says if it lasts).
  saveJournal({ quiet = false } = {}) {
    const journal = this.journal();
    if (!this.store) return Promise.resolve(journal);
    const seq = ++this.journalSeq;
    const taps = this.tapsMade();
    return this.store.writeJournal(journal).then(() => {
      // on disk: every tap made before this write (tests and the bench watch it)
      hookJournaled(taps);
      markJournaled(seq, taps);
      return journal;
    }, (error) => {
      if (!quiet) this.onError(writeFailure(error, false));
      return journal;
    });
  }

  // Actions a previous page left in the journal: they go first, before anything new.
  // done(action, result) is told of each once the engine has answered it.
  /** @param {Action[]} actions @param {(action: Action, result: Answer) => void} [done] */
  restore(actions, done = () => {}) {
    this.queue.unshift(...actions.map((action) => ({ action, resolve: (/** @type {Answer} */ result) => done(action, result), restored: true })));
    this.onBusy(this.pending);
  }

  /** @param {Action} action @returns {Promise<Answer>} */
  send(action) {
    return new Promise((resolve) => {
      this.queue.push({ action, resolve });
      this.onBusy(this.pending);
      // Not dispatched at once (the engine is starting, or busy writing): keep it on disk.
      if (!this.engine || this.running) this.saveJournal();
      this.pump();
    });
  }

  // The first action of this type that waits for the engine (queued, or being answered), or null.
  /** @param {string} type */
  waitingFor(type) {
    if (this.inflight && this.inflight.type === type) return this.inflight;
    const queued = this.queue.find((q) => q.action && q.action.type === type);
    return queued ? queued.action : null;
  }

  /** @returns {Promise<import("./types/state").HistoryEntry[]>} */
  async history(limit = 0) {
    return this.engine ? this.engine.history(limit) : [];
  }

  async pump() {
    if (this.running || !this.engine) return;
    this.running = true;
    try {
      while (this.queue.length && this.engine) {
        const queued = /** @type {Queued} */ (this.queue.shift());   // (length checked)
        let answer;
        try {
          answer = await this.applyOne(queued.action, { restored: queued.restored });
        } catch (error) {
          if (!isEngineDeath(error)) throw error;
          // The engine died before it answered: the action was not logged. It waits, first,
          // for the next engine (engine-restart.js), and the journal on disk keeps it.
          this.inflight = null;
          this.queue.unshift(queued);
          this.detach();
          break;
        }
        queued.resolve(answer);
        this.onBusy(this.pending);
      }
    } finally {
      this.running = false;
      this.onBusy(this.pending);
    }
  }

  /** @param {Action} action @returns {Promise<Answer>} */
  async applyOne(action, { restored = false } = {}) {
    const engine = /** @type {EngineApi} */ (this.engine);           // pump() runs once it is up
    // In flight from here: while the engine (in its worker) answers, a journal written for
    // a later tap must still hold this action, ahead of that tap.
    this.inflight = action;
    const result = await engine.dispatch(JSON.stringify(action));
    if (!result.ok) {
      this.inflight = null;
      // Refused: it may have waited in the journal on disk; it leaves it now. One a previous
      // page left there is said as such.
      this.saveJournal({ quiet: true });
      this.onError(result.error, { restored });
      return result;
    }
    const state = result.state;
    const { seq, record } = result;
    // The write starts before the screen is drawn, so that the disk works while the page
    // renders; the action counts as done only once the write has completed.
    const logged = { seq, action: record, at: Date.now() };
    const snapshot = { state: result.state, length: seq + 1, stamp: newStamp() };
    const writing = this.store && this.store.append(logged, snapshot,
      () => {                          // the moment the transaction is made
        this.inflight = null;
        this.logLength = seq + 1;
        this.records.push(logged);
        this.snapshot = snapshot;
        return this.journal();
      });
    if (writing) writing.catch(() => {});     // awaited below
    else { this.inflight = null; this.logLength = seq + 1; }
    this.onState(state);
    if (this.store) {
      try {
        await writing;
        hookStored(seq + 1);   // acknowledged: on disk
        markDurable(seq);
      } catch (error) {
        this.inflight = null;
        this.logLength = seq;
        this.records.length = Math.min(this.records.length, seq);
        const before = (await engine.truncate(seq)).state;
        this.snapshot = { state: before, length: seq };       // not the one on disk: no stamp
        this.onState(before);
        this.saveJournal({ quiet: true });     // it may have waited in the journal: it leaves it too
        const failure = writeFailure(error, true);
        this.onError(failure);
        return { ok: false, error: { error: "storage_write", message: failure.message, details: {} } };
      }
    } else {
      this.records.push(logged);
    }
    return result;
  }
}

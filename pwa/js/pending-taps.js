// The taps still being grouped, which the page's state owns (page-state.js): each life tap
// shows at once as a pending change ("−3"), and the sum is sent as one adjust_life when the
// player stops tapping (the settle time). A player's other steppers (commander damage,
// counters) are grouped the same way (step()): one change per burst, settled into one action.
// Every tap is handed on at once (tapped) to be kept in the journal on disk. The table and
// the sheets draw the state plus what is pending here, told by seatChanged/stepsChanged.

import { hookUnsettled } from "./test-hooks.js";

/** @typedef {import("./types/state").TableState} TableState */
/** @typedef {import("./storage/types").Action} Action */
/** @typedef {import("./storage/types").Journal} Journal */
/** @typedef {import("./storage/types").PendingChange} PendingChange */
/** @typedef {import("./table/types").StepAction} StepAction */
/** @typedef {import("./table/types").PendingEntry} PendingEntry */
/**
 * @typedef {{
 *   state: () => TableState | null,
 *   canEdit: () => boolean,
 *   refuse: () => unknown,
 *   commit: (action: Action) => unknown,
 *   tapped: () => Promise<Journal> | null,
 *   settleMs: () => number,
 *   canSettle: () => boolean,
 * }} PendingTapsOptions
 */

export class PendingTaps {
  /** @param {PendingTapsOptions} options */
  constructor(options) {
    this.options = options;
    // seat (life) or a stepper's key -> {delta, timer, touched, seat, action}; action is the
    // stepper's action without its delta (null for life)
    /** @type {Map<number | string, PendingEntry>} */
    this.entries = new Map();
    this.touches = 0;
    this.taps = 0;                  // taps made on this page (the journal's writes report them)
    /** @type {Set<number | string>} */
    this.pressing = new Set();      // seats with a life button held down
    /** @type {Map<number, number> | null} seat -> delta on disk, while the engine starts (holdUntilKept) */
    this.kept = null;
    /** @type {Set<(seat: number | null) => void>} a seat's pending change moved (null: every seat) */
    this.seatListeners = new Set();
    /** @type {Set<() => void>} */
    this.stepListeners = new Set(); // redraw a sheet showing steppers when their pending sum changes
  }

  get unsettled() { return this.entries.size; }

  /** @param {(seat: number | null) => void} listener @returns {() => void} */
  onSeat(listener) {
    this.seatListeners.add(listener);
    return () => { this.seatListeners.delete(listener); };
  }

  /** @param {number | null} seat */
  seatChanged(seat) {
    for (const listener of [...this.seatListeners]) listener(seat);
  }

  // The changes still being grouped, as the journal keeps them.
  /** @returns {PendingChange[]} */
  pendingChanges() {
    return [...this.entries].filter(([, e]) => e.delta !== 0)
      .sort(([, a], [, b]) => a.touched - b.touched)
      .map(([, e]) => (e.action ? { seat: e.seat, delta: e.delta, action: e.action } : { seat: e.seat, delta: e.delta }));
  }

  // What a seat's life shows on top of the engine's number: its pending life change (while
  // the engine starts, the one on disk), less the commander damage still being tapped, which
  // takes its life at once, as the engine will.
  /** @param {number} seat */
  shownDelta(seat) {
    const pending = this.entries.get(seat);
    let delta = this.kept ? (this.kept.get(seat) || 0) : pending ? pending.delta : 0;
    for (const e of this.entries.values()) {
      if (e.action && e.action.type === "commander_damage" && e.seat === seat && e.action.affect_life !== false) delta -= e.delta;
    }
    return delta;
  }

  /** @returns {boolean} */
  editable() {
    const state = this.options.state();
    if (!state || state.over) return false;
    if (!this.options.canEdit()) { this.options.refuse(); return false; }
    return true;
  }

  // A stepper's tap: `action` is its action without the delta ({type: "commander_damage",
  // player, source}); the burst's sum is sent as one action once the taps stop.
  /** @param {StepAction} action @param {number} step */
  step(action, step) {
    if (!this.editable()) return;
    const key = stepKey(action);
    const entry = this.entries.get(key) || { delta: 0, timer: undefined, touched: 0, seat: action.player, action };
    entry.delta += step;
    entry.touched = ++this.touches;
    this.taps++;
    this.entries.set(key, entry);
    this.scheduleSettle(key);
    hookUnsettled(this.entries.size);
    this.options.tapped();
    this.stepsChanged(action.player);
  }

  // What a stepper shows on top of the engine's number while its burst is pending.
  /** @param {StepAction} action */
  pendingStep(action) {
    const entry = this.entries.get(stepKey(action));
    return entry ? entry.delta : 0;
  }

  /** @param {number} [seat] */
  stepsChanged(seat) {
    if (seat !== undefined) this.seatChanged(seat);
    for (const listener of [...this.stepListeners]) listener();
  }

  /** @param {number} seat @param {number} step */
  tapLife(seat, step) {
    if (!this.editable()) return;
    this.holdUntilKept();
    const entry = this.entries.get(seat) || { delta: 0, timer: undefined, touched: 0, seat, action: null };
    entry.delta += step;
    entry.touched = ++this.touches;
    this.taps++;
    this.entries.set(seat, entry);
    this.scheduleSettle(seat);
    hookUnsettled(this.entries.size);
    this.pendingWritten(this.options.tapped(), seat);
  }

  // A life button pressed down (and held: one change) or let go.
  /** @param {number} seat */
  press(seat) { this.pressing.add(seat); }

  /** @param {number} seat */
  release(seat) { if (this.pressing.delete(seat)) this.scheduleSettle(seat); }

  // Pending changes a previous page left in the journal: shown as pending again, and
  // settling by themselves.
  /** @param {PendingChange[]} changes */
  restorePending(changes) {
    for (const { seat, delta, action = null } of changes) {
      const key = action ? stepKey(action) : seat;
      const entry = this.entries.get(key) || { delta: 0, timer: undefined, touched: 0, seat, action };
      entry.delta += delta;
      entry.touched = ++this.touches;
      this.entries.set(key, entry);
      this.scheduleSettle(key);
      this.seatChanged(seat);
    }
    hookUnsettled(this.entries.size);
  }

  // Undo while a change is still pending takes back that change (the last one touched),
  // nothing else. Returns whether there was one.
  cancelLatest() {
    /** @type {[number | string, PendingEntry] | null} */
    let latest = null;
    for (const [seat, e] of this.entries) if (!latest || e.touched > latest[1].touched) latest = [seat, e];
    if (!latest) return false;
    const [seat, entry] = latest;
    clearTimeout(entry.timer);
    this.holdUntilKept();
    this.entries.delete(seat);
    this.pressing.delete(seat);
    hookUnsettled(this.entries.size);
    if (entry.action) { this.options.tapped(); this.stepsChanged(entry.seat); } else this.pendingWritten(this.options.tapped(), entry.seat);
    return true;
  }

  // While the engine starts, the painted table shows a change once the journal that holds
  // it is on disk (one IndexedDB transaction, 15-30 ms): a number on the painted table is a
  // number on disk, whatever happens to the page before the engine is up. `kept` is what
  // the journal on disk says for each seat; null once the engine runs (its table shows a
  // tap at once, in the task that starts the journal's write).
  holdUntilKept() {
    if (this.kept || this.options.canSettle()) return;
    this.kept = new Map(this.pendingChanges().filter((c) => !c.action).map(({ seat, delta }) => [seat, delta]));
  }

  /** @param {Promise<Journal> | null} writing @param {number} seat */
  pendingWritten(writing, seat) {
    if (!this.kept || !writing) { this.seatChanged(seat); return; }
    writing.then((journal) => {
      if (!this.kept) return;
      this.kept = new Map(((journal && journal.pending) || []).filter((p) => !p.action).map((p) => [p.seat, p.delta]));
      this.seatChanged(null);
    });
  }

  // The settle time runs from the last tap, and not while a button of that seat is held
  // down: a hold is one change. (With no settle time every step is stored at once.)
  /** @param {number | string} seat a seat (its life) or a stepper's key */
  scheduleSettle(seat) {
    const entry = this.entries.get(seat);
    if (!entry) return;
    clearTimeout(entry.timer);
    const ms = this.options.settleMs();
    const waiting = (ms > 0 && this.pressing.has(seat)) || !this.options.canSettle();
    entry.timer = waiting ? undefined : setTimeout(() => this.settle(seat), ms);
  }

  // The engine is up: the changes kept pending while it started settle as usual.
  settleWaiting() {
    if (this.kept) {
      this.kept = null;
      this.seatChanged(null);
    }
    for (const seat of this.entries.keys()) this.scheduleSettle(seat);
  }

  /** @param {number | string} seat a seat (its life) or a stepper's key */
  settle(seat) {
    const entry = this.entries.get(seat);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.entries.delete(seat);
    hookUnsettled(this.entries.size);
    if (entry.action) {             // its sheet redraws with the engine's answer (no flicker back)
      if (entry.delta !== 0) this.options.commit({ ...entry.action, delta: entry.delta });
      else { this.options.tapped(); this.stepsChanged(entry.seat); }
    } else if (entry.delta !== 0) this.options.commit({ type: "adjust_life", player: entry.seat, delta: entry.delta });
    else { this.seatChanged(entry.seat); this.options.tapped(); }
  }

  flushAll() {
    for (const seat of [...this.entries.keys()]) this.settle(seat);
  }
}

// One pending entry per stepper: its action's fields, delta aside, in a fixed order.
/** @param {StepAction} action */
export function stepKey(action) {
  return JSON.stringify(Object.entries(action).filter(([k]) => k !== "delta").sort(([a], [b]) => (a < b ? -1 : 1)));
}

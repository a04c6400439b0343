// The table: a panel per player turned toward its seat, and the toolbar.
// It shows the engine's state and turns taps into actions; it holds no rule.
// Life taps are grouped: each tap shows at once as a pending change ("−3"), and the sum
// is sent as one adjust_life when the player stops tapping (the settle time). Every tap
// is handed on at once (onPending) to be kept in the journal on disk. A player's other
// steppers (commander damage, counters) are grouped the same way (step()): one change per
// burst, in the journal from the first tap, settled into one action.

import { clear, h, setText } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { announce } from "../kit/announce.js";
import { seatLayout } from "./layout.js";
import { buildPanel, drawPanel } from "./panel.js";
import { gameOverContent } from "./game-over.js";
import { hookUnsettled } from "../test-hooks.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {import("./types").StepAction} StepAction */
/** @typedef {import("./types").PendingEntry} PendingEntry */
/** @typedef {ReturnType<typeof setTimeout>} Timer */
/** @typedef {import("../storage/types").PendingChange} PendingChange */
/** @typedef {import("./types").TableViewOptions} TableViewOptions */
/** @typedef {import("./panel.js").Panel} Panel */

const HOLD_DELAY_MS = 450;

// What a format shows on a player's panel (Contraptions' sprockets): see panel.js.
export { addPanelNotes } from "./panel.js";

// The phone lying flat with its long side toward the players.
export function isLandscape() {
  return typeof matchMedia === "function" && matchMedia("(orientation: landscape)").matches;
}
const HOLD_REPEAT_MS = 110;

export class TableView {
  /** @param {HTMLElement} root @param {TableViewOptions} options */
  constructor(root, { send, commit, onPending, canEdit, openPlayer, openNumber, openTools, openChart, settleMs, canSettle }) {
    this.root = root;
    this.send = send;
    this.commit = commit || send;   // a settled change (sent as it is, in tap order)
    this.onPending = onPending || (() => {});
    this.canEdit = canEdit;
    this.openPlayer = openPlayer;
    this.openNumber = openNumber;
    this.openTools = openTools;
    this.settleMs = settleMs;
    this.canSettle = canSettle || (() => true);
    this.openChart = openChart || (() => {});
    // seat (life) or a stepper's key -> {delta, timer, touched, seat, action}; action is the
    // stepper's action without its delta (null for life)
    /** @type {Map<number | string, PendingEntry>} */
    this.pendingLife = new Map();
    /** @type {Set<() => void>} */
    this.stepListeners = new Set(); // redraw a sheet showing steppers when their pending sum changes
    this.touches = 0;
    this.taps = 0;                  // taps made on this page (the journal's writes report them)
    /** @type {Set<number | string>} */
    this.pressing = new Set();      // seats with a life button held down
    /** @type {Map<number, number> | null} seat -> delta on disk, while the engine starts (holdUntilKept) */
    this.kept = null;
    /** @type {string | null} */
    this.shape = null;
    /** @type {TableState | null} */
    this.state = null;
    this.readOnly = true;
    /** @type {number[] | null} the lives last announced */
    this.lives = null;
    /** @type {Panel[] | null} */
    this.panels = null;
    /** @type {HTMLElement | null} the panels' grid */
    this.grid = null;
    /** @type {HTMLElement | null} the strip under the panels: game over, last one standing */
    this.banner = null;
    /** @type {HTMLElement | null} the page's title for screen readers */
    this.heading = null;
  }

  get unsettled() { return this.pendingLife.size; }

  // The changes still being grouped, as the journal keeps them.
  pendingChanges() {
    return [...this.pendingLife].filter(([, e]) => e.delta !== 0)
      .sort(([, a], [, b]) => a.touched - b.touched)
      .map(([, e]) => (e.action ? { seat: e.seat, delta: e.delta, action: e.action } : { seat: e.seat, delta: e.delta }));
  }

  // A stepper's tap: `action` is its action without the delta ({type: "commander_damage",
  // player, source}); the burst's sum is sent as one action once the taps stop.
  /** @param {StepAction} action @param {number} step */
  step(action, step) {
    if (!this.state || this.state.over) return;
    if (!this.canEdit()) { this.send(null); return; }
    const key = stepKey(action);
    const entry = this.pendingLife.get(key) || { delta: 0, timer: undefined, touched: 0, seat: action.player, action };
    entry.delta += step;
    entry.touched = ++this.touches;
    this.taps++;
    this.pendingLife.set(key, entry);
    this.scheduleSettle(key);
    hookUnsettled(this.pendingLife.size);
    this.onPending();
    this.stepsChanged(action.player);
  }

  // What a stepper shows on top of the engine's number while its burst is pending.
  /** @param {StepAction} action */
  pendingStep(action) {
    const entry = this.pendingLife.get(stepKey(action));
    return entry ? entry.delta : 0;
  }

  /** @param {number} [seat] */
  stepsChanged(seat) {
    if (seat !== undefined) this.updatePanel(seat);
    for (const listener of [...this.stepListeners]) listener();
  }

  // Pending changes a previous page left in the journal: shown as pending again, and
  // settling by themselves.
  /** @param {PendingChange[]} changes */
  restorePending(changes) {
    for (const { seat, delta, action = null } of changes) {
      const key = action ? stepKey(action) : seat;
      const entry = this.pendingLife.get(key) || { delta: 0, timer: undefined, touched: 0, seat, action };
      entry.delta += delta;
      entry.touched = ++this.touches;
      this.pendingLife.set(key, entry);
      this.scheduleSettle(key);
      if (this.panels) this.updatePanel(seat);
    }
    hookUnsettled(this.pendingLife.size);
  }

  // Undo while a change is still pending takes back that change (the last one touched),
  // nothing else. Returns whether there was one.
  cancelLatest() {
    /** @type {[number | string, PendingEntry] | null} */
    let latest = null;
    for (const [seat, e] of this.pendingLife) if (!latest || e.touched > latest[1].touched) latest = [seat, e];
    if (!latest) return false;
    const [seat, entry] = latest;
    clearTimeout(entry.timer);
    this.holdUntilKept();
    this.pendingLife.delete(seat);
    this.pressing.delete(seat);
    hookUnsettled(this.pendingLife.size);
    if (entry.action) { this.onPending(); this.stepsChanged(entry.seat); } else this.pendingWritten(this.onPending(), entry.seat);
    return true;
  }

  /** @param {TableState} state @param {{ readOnly: boolean }} how */
  render(state, { readOnly }) {
    this.state = state;
    this.readOnly = readOnly;
    const shape = `${state.number}:${state.players.length}:${state.format}:${isLandscape() ? "l" : "p"}`;
    if (shape !== this.shape) {
      this.flushAll();
      this.build(state);
      this.shape = shape;
      this.lives = null;
    }
    this.update();
    this.announceLives();
  }

  // A screen reader hears a settled life change once, politely: "Ann: 17" (never each tap).
  announceLives() {
    const state = this.state;
    if (!state) return;
    const lives = state.players.map((p) => p.life);
    const before = this.lives;
    if (before) {
      const said = lives.flatMap((life, seat) => (life !== before[seat]
        ? [t("life_of", { name: state.players[seat].name, life })] : []));
      if (said.length) announce(said.join(", "));
    }
    this.lives = lives;
  }

  /** @param {TableState} state */
  build(state) {
    clear(this.root);
    const landscape = isLandscape();
    const { rows, cols, cells } = seatLayout(state.players.length, landscape);
    const grid = h("div", { class: `table-grid${landscape ? " landscape" : ""}`, style: {
      gridTemplateRows: `repeat(${rows}, 1fr)`, ...(landscape ? { gridTemplateColumns: `repeat(${cols}, 1fr)` } : {}) } });
    const panels = state.players.map((p, seat) => buildPanel(seat, cells[seat], { openNumber: () => this.openNumber(seat),
      openPlayer: () => this.openPlayer(seat), minus: this.lifeButton(seat, -1, "−", `life-${seat}-minus`),
      plus: this.lifeButton(seat, +1, "+", `life-${seat}-plus`) }));
    grid.append(...panels.map((x) => x.el));
    const banner = h("div", { class: "game-banner", testid: "game-banner", hidden: true });
    // the page's title for screen readers (the table shows no heading of its own)
    const heading = h("h1", { class: "visually-hidden" });
    this.root.append(heading, grid, banner);
    this.panels = panels; this.grid = grid; this.banner = banner; this.heading = heading;
  }

  // A press counts when the finger lands (pointerdown), not when it lifts: the number
  // changes under the finger at once. Held, it repeats. The click that ends a press adds
  // nothing; a click with no press behind it (keyboard, screen reader: detail 0) counts.
  /** @param {number} seat @param {number} step @param {string} label @param {string} testid */
  lifeButton(seat, step, label, testid) {
    /** @type {Timer | undefined} */
    let holdTimer;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    let repeatTimer;
    let pressed = false;
    const stop = () => {
      clearTimeout(holdTimer); clearInterval(repeatTimer); holdTimer = repeatTimer = undefined;
      if (this.pressing.delete(seat)) this.scheduleSettle(seat);
    };
    const button = h("button", { class: `life-btn ${step > 0 ? "plus" : "minus"}`, testid, "aria-label": label,
      onclick: (/** @type {MouseEvent} */ e) => {
        e.preventDefault();
        if (!pressed || e.detail === 0) this.tapLife(seat, step);
        pressed = false;
      },
      onpointerdown: (/** @type {PointerEvent} */ e) => {
        if (e.pointerType === "mouse" && e.button !== 0) return;
        stop();
        pressed = true;
        this.pressing.add(seat);
        this.tapLife(seat, step);
        holdTimer = setTimeout(() => {
          repeatTimer = setInterval(() => this.tapLife(seat, step), HOLD_REPEAT_MS);
        }, HOLD_DELAY_MS);
      },
      onpointerup: stop, onpointerleave: stop, onpointercancel: stop,
      oncontextmenu: (/** @type {Event} */ e) => e.preventDefault() }, label);
    return button;
  }

  /** @param {number} seat @param {number} step */
  tapLife(seat, step) {
    if (!this.state || this.state.over) return;
    if (!this.canEdit()) { this.send(null); return; }
    this.holdUntilKept();
    const entry = this.pendingLife.get(seat) || { delta: 0, timer: undefined, touched: 0, seat, action: null };
    entry.delta += step;
    entry.touched = ++this.touches;
    this.taps++;
    this.pendingLife.set(seat, entry);
    this.scheduleSettle(seat);
    hookUnsettled(this.pendingLife.size);
    this.pendingWritten(this.onPending(), seat);
  }

  // While the engine starts, the painted table shows a change once the journal that holds
  // it is on disk (one IndexedDB transaction, 15-30 ms): a number on the painted table is a
  // number on disk, whatever happens to the page before the engine is up. `kept` is what
  // the journal on disk says for each seat; null once the engine runs (its table shows a
  // tap at once, in the task that starts the journal's write).
  holdUntilKept() {
    if (this.kept || this.canSettle()) return;
    this.kept = new Map(this.pendingChanges().filter((c) => !c.action).map(({ seat, delta }) => [seat, delta]));
  }

  /** @param {ReturnType<Required<TableViewOptions>["onPending"]>} writing @param {number} seat */
  pendingWritten(writing, seat) {
    if (!this.kept || !writing) { this.updatePanel(seat); return; }
    writing.then((journal) => {
      if (!this.kept) return;
      this.kept = new Map(((journal && journal.pending) || []).filter((p) => !p.action).map((p) => [p.seat, p.delta]));
      if (this.state) this.state.players.forEach((_, s) => this.updatePanel(s));
    });
  }

  // The settle time runs from the last tap, and not while a button of that seat is held
  // down: a hold is one change. (With no settle time every step is stored at once.)
  /** @param {number | string} seat a seat (its life) or a stepper's key */
  scheduleSettle(seat) {
    const entry = this.pendingLife.get(seat);
    if (!entry) return;
    clearTimeout(entry.timer);
    const ms = this.settleMs();
    const waiting = (ms > 0 && this.pressing.has(seat)) || !this.canSettle();
    entry.timer = waiting ? undefined : setTimeout(() => this.settle(seat), ms);
  }

  // The engine is up: the changes kept pending while it started settle as usual.
  settleWaiting() {
    if (this.kept) {
      this.kept = null;
      if (this.state) this.state.players.forEach((_, s) => this.updatePanel(s));
    }
    for (const seat of this.pendingLife.keys()) this.scheduleSettle(seat);
  }

  /** @param {number | string} seat a seat (its life) or a stepper's key */
  settle(seat) {
    const entry = this.pendingLife.get(seat);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pendingLife.delete(seat);
    hookUnsettled(this.pendingLife.size);
    if (entry.action) {             // its sheet redraws with the engine's answer (no flicker back)
      if (entry.delta !== 0) this.commit({ ...entry.action, delta: entry.delta });
      else { this.onPending(); this.stepsChanged(entry.seat); }
    } else if (entry.delta !== 0) this.commit({ type: "adjust_life", player: entry.seat, delta: entry.delta });
    else { this.updatePanel(entry.seat); this.onPending(); }
  }

  flushAll() {
    for (const seat of [...this.pendingLife.keys()]) this.settle(seat);
  }

  update() {
    const { state: s, banner, grid, heading } = this;
    if (!this.panels || !s || !banner || !grid || !heading) return;
    setText(heading, t("app_title"));
    s.players.forEach((_, seat) => this.updatePanel(seat));
    const last = s.last_standing;
    banner.hidden = !s.over && (last === null || last === undefined);
    if (s.over) {
      // the end of a game: who won, the game's life over its turns, and the next game
      banner.replaceChildren(...gameOverContent(s, { send: this.send, openChart: () => this.openChart() }));
    } else if (last !== null && last !== undefined) {
      // one player (or team) left: offer to end the game; the players decide
      const name = s.players[last].team !== null && s.players[last].team !== undefined
        ? `${t("team")} ${s.players[last].team + 1}` : s.players[last].name;
      banner.replaceChildren(h("p", { text: t("last_standing", { name }) }),
        h("button", { class: "primary", testid: "end-last-standing",
          onclick: (/** @type {MouseEvent} */ e) => { /** @type {HTMLButtonElement} */ (e.currentTarget).disabled = true; this.send({ type: "end_game", winner: last }); } },
        t("last_standing_end", { name })));
    } else {
      banner.replaceChildren();
    }
    grid.classList.toggle("over", !!s.over);
  }

  /** @param {number} seat */
  updatePanel(seat) {
    if (!this.state || !this.panels) return;
    const p = this.state.players[seat];
    const panel = this.panels[seat];
    if (!p || !panel) return;
    const pending = this.pendingLife.get(seat);
    // commander damage still being tapped takes its life at once, as the engine will
    let delta = this.kept ? (this.kept.get(seat) || 0) : pending ? pending.delta : 0;
    for (const e of this.pendingLife.values()) {
      if (e.action && e.action.type === "commander_damage" && e.seat === seat && e.action.affect_life !== false) delta -= e.delta;
    }
    drawPanel(panel, this.state, seat, delta);
  }
}

// One pending entry per stepper: its action's fields, delta aside, in a fixed order.
/** @param {StepAction} action */
export function stepKey(action) {
  return JSON.stringify(Object.entries(action).filter(([k]) => k !== "delta").sort(([a], [b]) => (a < b ? -1 : 1)));
}

// The app: boots the screen from the stored snapshot at once, then hands over to the
// engine when Python is up (boot.js). Routing between the start screen and the table, every
// action on its way to the engine and the durable log (controller.js), wake lock, settings.

import { openLifeChart } from "./table/life-chart.js";
import { boot, ENGINE, restoreJournal } from "./boot.js";
import { restartEngine, sayEngineDeaths } from "./engine-restart.js";
import "./table/strings.js";
import { download, h, setText } from "./kit/dom.js";
import { counted, errorText, errorTexts, setLang, t } from "./kit/i18n.js";
import { describe } from "./table/history-text.js";
import { keepPyScriptCacheInMemory } from "./storage/store.js";
import { confirmUndoStart } from "./table/undo-start.js";
import { openNumberEntry, openPlayerSheet } from "./table/player-sheets.js";
import { pushLayer } from "./kit/layers.js";
import { closeSheet, toast } from "./kit/sheet.js";
import { keepAwake, keepAwakeOnReturn } from "./kit/wake-lock.js";
import { StartView } from "./table/start.js";
import { TableView } from "./table/table.js";
import { clockText, renderToolbar } from "./table/toolbar.js";
import { openDice, openHistory, openMenu } from "./table/tool-sheets.js";
import { hookEngineFailed, hookPending, hookScreen } from "./test-hooks.js";

const SETTLE_KEY = "tk-settle-ms";
const TURN_TIMER_KEY = "tk-turn-timer";
// The engine's actions that take the time they were made (their optional `at` field): the
// game and turn timers run from these (tests/engine checks the list against the engine).
/** @type {Set<string>} */
export const TIMED_ACTIONS = new Set(["new_game", "next_turn"]);
/** @typedef {import("./types/actions").NewGame | import("./types/actions").NextTurn} TimedAction */
/** @param {Action} action @returns {action is TimedAction} */
const isTimed = (action) => TIMED_ACTIONS.has(action.type);

/** @typedef {import("./types/state").TableState} TableState */
/** @typedef {import("./engine-api").EngineApi} EngineApi */
/** @typedef {import("./controller.js").Action} Action */
/** @typedef {import("./controller.js").Controller} Controller */
/** @typedef {import("./controller.js").Journal} Journal */
/** @typedef {import("./controller.js").SendResult} SendResult */
/** @typedef {import("./controller.js").Snapshot} Snapshot */
/** @typedef {import("./types/state").PublicLogReply} PublicLogReply */
/** @typedef {import("./storage/store.js").GameStore} GameStore */
/** @typedef {"loading" | "start" | "table"} Screen */

export class App {
  /** @type {EngineApi | null} */ engine = null;        // the engine's bridge, once the stored log is replayed
  /** @type {boolean | undefined} */ follower;            // another tab writes this game: this one follows it
  /** @type {boolean | undefined} */ stale;               // the log changed while Python loaded: read it again
  /** @type {boolean | undefined} */ restarting;          // a new engine is starting after a death (engine-restart.js)
  /** @type {BroadcastChannel | undefined} */ channel;    // to the tabs following this one (storage/writer-tab.js)
  /** @type {(() => void) | null} */ startLayer = null;  // Back's layer while the start screen is over a game
  /** @type {() => void} */ markReady = () => {};          // resolves ready (set just below)
  /** @type {Promise<EngineApi>} */ engineNow = ENGINE;   // what whenEngine() answers

  constructor() {
    /** @type {Screen} */
    this.screen = "loading";
    /** @type {TableState | null} */
    this.state = null;
    /** @type {GameStore | null} */
    this.store = null;
    this.settings = { settleMs: readNumber(SETTLE_KEY, 1000), turnTimer: readNumber(TURN_TIMER_KEY, 0) === 1 };
    this.main = /** @type {HTMLElement} */ (document.getElementById("screen"));        // index.html's
    this.toolbar = /** @type {HTMLElement} */ (document.getElementById("toolbar"));
    this.status = /** @type {HTMLElement} */ (document.getElementById("status"));
    this.table = new TableView(this.main, {
      send: (/** @type {Action | null} */ a) => this.send(a),
      commit: (/** @type {Action} */ a) => this.send(a, { settled: true }),
      onPending: () => this.pendingChanged(),
      canEdit: () => !this.follower,
      openPlayer: (/** @type {number} */ seat) => { if (this.hasState()) openPlayerSheet(this, seat); },
      openNumber: (/** @type {number} */ seat) => { if (this.hasState()) openNumberEntry(this, seat); },
      openChart: () => openLifeChart(this),
      settleMs: () => this.settings.settleMs,
      // While Python starts, a change stays pending (shown, and kept in the journal as a
      // pending tap) instead of settling into a queue the screen cannot show: a reload or
      // a closed page before the engine is up finds it as it was, shown.
      canSettle: () => !!this.engine,
    });
    this.start = new StartView(this.main, {
      onStart: (/** @type {Action} */ action) => {
        const started = this.send(action, { quiet: true }).then((r) => {
          this.start.starting = null;
          if (r.ok) this.show("table");
          else this.rerender();                  // refused: the button takes a tap again
        }, (error) => {
          this.start.starting = null;
          this.rerender();
          throw error;
        });
        this.rerender();                         // the button says the game is starting
        return started;
      },
      queuedStart: () => /** @type {import("./table/types").NewGameAction | null} */ (   // (a new_game the start screen made)
        this.controller && this.controller.waitingFor("new_game")),
      onResume: () => this.show("table"),
      onLanguage: () => this.rerender(),
    });
    /** @type {Controller | null} */
    this.controller = null;
    /** @type {Set<(state: TableState) => void>} */
    this.listeners = new Set();
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve) => { this.markReady = resolve; });
  }

  // Resolves once the engine has replayed the stored game and takes actions.
  whenReady() { return this.ready; }

  // The Python engine, once PyScript has started it (after a death, the next one: engine-restart.js).
  whenEngine() { return this.engineNow; }

  // Whether a state is in (the stored snapshot's, then the engine's): the table's screens and
  // sheets (table/types.d.ts, TableApp) read it from the moment they open.
  /** @returns {this is App & { state: TableState }} */
  hasState() { return this.state !== null; }

  // Feature views re-render on every new state: app.subscribe(fn) returns the unsubscriber.
  /** @param {(state: TableState) => void} listener */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // The start (boot.js): the last table at once, then the engine.
  boot() { return boot(this); }

  /** @param {Journal} journal @param {Snapshot | undefined} snapshot */
  restoreJournal(journal, snapshot) { return restoreJournal(this, journal, snapshot); }

  // --- actions -------------------------------------------------------------------------

  // Every action goes through here. A change still pending on the table is settled first,
  // so the log keeps the player's order; undo has its own way (undo()).
  /** @param {Action | null} action @returns {Promise<SendResult>} */
  send(action, { settled = false, quiet = false } = {}) {
    if (this.follower || !action) {            // (the table sends null for a tap on a read-only tab)
      toast(t("open_elsewhere"));
      return Promise.resolve({ ok: false });
    }
    if (action.type === "undo" && !settled) return this.undo(action);
    if (!settled) this.table.flushAll();
    // A tap on something the engine must do while Python still starts: kept (in the
    // journal's queue) and said, not silently waiting
    // (quiet: the screen says so itself, as the start button does)
    if (!this.engine && !settled && !quiet) toast(t("engine_starting"), "info");
    const sent = isTimed(action) && action.at === undefined ? { ...action, at: Date.now() } : action;
    return this.pipeline.send(sent).then((result) => {
      if (result.ok && this.channel) this.channel.postMessage({ seq: result.seq });
      return result;
    });
  }

  // Undo takes back a pending change, so it is on while one is; redo is off while one is (the
  // change, once it settles, is a new action: there is nothing to redo after it).
  /** @param {TableState} state */
  drawToolbar(state) {
    const readOnly = !this.controller || !this.controller.ready;
    renderToolbar(this.toolbar, state, { send: (/** @type {Action} */ a) => this.send(a), open: (/** @type {string} */ name) => this.openTool(name),
      undo: () => this.undo(), canUndo: this.canUndo, canRedo: !!state.can_redo && !this.table.unsettled,
      turnTimer: this.settings.turnTimer,
      readOnly, pending: this.controller ? this.controller.pending : 0 });
  }

  // A tap changed what is pending: keep it on disk. With no settle time and the engine idle
  // the tap becomes its action within the task, and that write keeps it. Returns the
  // journal's write (the table, while the engine starts, shows the tap once it is done).
  pendingChanged() {
    const c = this.controller;
    let writing = null;
    if (c && !(this.settings.settleMs === 0 && c.ready && !c.running && !c.queue.length)) writing = c.saveJournal();
    this.markBusy(c ? c.pending : 0);
    if (this.screen === "table" && this.state && this.state.players.length && !this.toolbar.hidden) this.drawToolbar(this.state);
    return writing;
  }

  // Undo takes back what the player did last: a change still pending on the table (and
  // nothing else), else the last action; taking back a start asks first.
  /** @param {Action} [action] @returns {Promise<SendResult>} */
  async undo(action = { type: "undo" }) {
    if (this.table.cancelLatest()) return { ok: true, cancelled: true };
    if (!this.engine) toast(t("engine_starting"), "info");     // waits for the engine: said, not silent
    if (this.pipeline.queue.length) {          // waiting for the engine: undo waits behind it
      return this.send(action, { settled: true });
    }
    const state = this.pipeline.state || this.state;
    if (state && state.undo_asks_first && !(await confirmUndoStart(state))) return { ok: false, kept: true };
    return this.send(action, { settled: true });
  }

  // The action pipeline: boot.js makes it before any screen can take a tap.
  get pipeline() { return /** @type {Controller} */ (this.controller); }

  get canUndo() {
    return !!(this.state && this.state.can_undo) || this.table.unsettled > 0
      || !!(this.controller && this.controller.queue.length);
  }

  /** @param {number} n */
  markBusy(n) {
    const unsettled = this.table.unsettled;
    hookPending(n + unsettled);
    const dot = /** @type {HTMLElement | null} */ (this.toolbar.querySelector(".save-dot"));
    if (dot) {
      dot.dataset.pending = n ? "1" : "0";
      dot.title = n ? t("unsaved") : t("saved");
    }
  }

  // --- screens -------------------------------------------------------------------------

  // The clock in the turn button ticks each second while a game is on the table.
  tick() {
    const clock = this.toolbar.querySelector("[data-testid=clock]");
    if (clock && this.state && this.screen === "table") setText(clock, clockText(this.state, this.settings.turnTimer));
  }

  /** @param {Screen} screen */
  show(screen) {
    if (screen !== "start") this.start.disarm();
    this.screen = screen;
    closeSheet();
    // The start screen over a running game is a layer (views/layers.js): Back returns to
    // the table, as "Resume the game" does, and never leaves the app.
    if (screen === "start" && this.state && this.state.players.length) {
      if (!this.startLayer) this.startLayer = pushLayer(() => { this.startLayer = null; this.show("table"); });
    } else if (this.startLayer) {
      const release = this.startLayer;
      this.startLayer = null;
      release();
    }
    this.rerender();
    keepAwake(screen === "table");
  }

  showStart() { this.show("start"); }

  rerender() {
    if (document.title !== t("app_title")) document.title = t("app_title");
    const readOnly = !this.controller || !this.controller.ready;
    hookScreen(this.screen);
    if (this.screen === "table" && this.state && this.state.players.length) {
      this.toolbar.hidden = false;
      this.table.render(this.state, { readOnly });
      this.drawToolbar(this.state);
    } else if (this.screen === "start" || this.screen === "table") {
      this.toolbar.hidden = true;
      this.table.shape = null;
      this.start.render(this.state);
    }
    setText(this.status, readOnly ? t(this.state && this.state.players.length ? "loading_readonly" : "loading") : "");
    this.status.hidden = !readOnly;
  }

  /** @param {string} name */
  openTool(name) {
    if (!this.hasState()) return;              // (the toolbar is drawn over a state)
    if (name === "dice") openDice(this);
    else if (name === "history") openHistory(this);
    else if (name === "menu") openMenu(this);
  }

  /** @param {boolean} on */
  setTurnTimer(on) {
    this.settings.turnTimer = on;
    try { localStorage.setItem(TURN_TIMER_KEY, on ? "1" : "0"); } catch (_) { /* ignore */ }
    this.rerender();
  }

  /** @param {number} ms */
  setSettle(ms) {
    this.settings.settleMs = ms;
    try { localStorage.setItem(SETTLE_KEY, String(ms)); } catch (_) { /* ignore */ }
  }

  /** @param {string} text */
  warn(text) {
    const banner = /** @type {HTMLElement} */ (document.getElementById("banner"));      // index.html's
    banner.textContent = text;
    banner.hidden = false;
  }

  // Python could not be started (tools/tk-pyodide.mjs tried three times), or the engine
  // cannot answer (sw-register.js): an engine fault, never an unreadable game. The table
  // stays readable from its snapshot and taps stay queued; a reload tries again. (The reason
  // is the console's: the player reads plain words.)
  /** @param {string} reason */
  engineFailed(reason) {
    if (this.engine) return;
    console.error("the rules engine could not start:", reason);
    this.warn(t("engine_failed"));
    /** @type {HTMLElement} */ (document.getElementById("banner")).append(" ",
      h("button", { testid: "reload", onclick: () => location.reload() }, t("reload")));
    hookEngineFailed();
  }

  // The game log as the table may read it now (engine/public_log.py): a file opened in any
  // viewer, on a phone passed round the table, so what the table keeps hidden (the Hell
  // library, a hand, a card being looked at, a face-down hidden agenda) is left out; the
  // engine, which alone knows what is hidden at this moment, writes it. Every tap is logged
  // first (a life change still settling is settled).
  async exportLog() {
    if (!this.engine) toast(t("engine_starting"), "info");     // waits for the engine: said, not silent
    const engine = await this.whenEngine();
    await this.whenReady();
    this.table.flushAll();
    while (this.pipeline.pending) await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = /** @type {PublicLogReply} */ (JSON.parse(await engine.public_log()));
    download(`table-keeper-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.jsonl`,
      answer.text, "application/x-ndjson");
  }

  async newSession() {
    this.table.flushAll();
    if (this.store) await this.store.archiveAndClear("new session");
    location.reload();
  }
}

/** @param {string} key @param {number} fallback */
function readNumber(key, fallback) {
  try {
    const n = Number(localStorage.getItem(key));
    return localStorage.getItem(key) !== null && Number.isFinite(n) ? n : fallback;
  } catch (_) { return fallback; }
}

keepPyScriptCacheInMemory();
const app = new App();
window.tkApp = app;
// For the tests that read every sentence the app can say (tests/browser/journeys/test_language.py).
window.tkTexts = { counted, describe, errorText, errorTexts, setLang };
setInterval(() => app.tick(), 1000);
// The phone turned (or laid flat the other way): the seats move with it.
if (typeof matchMedia === "function") matchMedia("(orientation: landscape)").addEventListener("change", () => app.rerender());
addEventListener("tk-engine-failed", (event) => app.engineFailed(event.detail));
addEventListener("tk-engine-died", (event) => { restartEngine(app, event.detail); });
sayEngineDeaths();
// No flush when the page is hidden or closed: a pending life change is in the journal on
// disk from the tap on, and the next start shows it and lets it settle. On return, only the
// screen's wake lock is asked for again.
keepAwakeOnReturn();
app.boot();

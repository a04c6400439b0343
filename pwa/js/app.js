// The app: routes between the start screen and the table, and holds the settings (settle
// time, turn timer). What the page shows is owned by its state (page-state.js): the latest
// state, readiness, the follower's mode, every action on its way to the engine and the
// durable log; the app subscribes to it and draws. The start is boot.js's steps.

import { openLifeChart } from "./table/life-chart.js";
import { boot, ENGINE, restoreJournal } from "./boot.js";
import { restartEngine, sayEngineDeaths } from "./engine-restart.js";
import "./table/strings.js";
import { download, h, setText } from "./kit/dom.js";
import { counted, errorText, errorTexts, setLang, t } from "./kit/i18n.js";
import { describe } from "./table/history-text.js";
import { keepPyScriptCacheInMemory } from "./storage/store.js";
import { openNumberEntry, openPlayerSheet } from "./table/player-sheets.js";
import { PageState } from "./page-state.js";
import { pushLayer } from "./kit/layers.js";
import { closeSheet, toast } from "./kit/sheet.js";
import { keepAwake, keepAwakeOnReturn } from "./kit/wake-lock.js";
import { StartView } from "./table/start.js";
import { TableView } from "./table/table.js";
import { renderToolbar, tickToolbar } from "./table/toolbar.js";
import { openDice, openHistory, openMenu } from "./table/tool-sheets.js";
import { PAGE_IDLE_MS, collectSoon } from "../runtime/tk-idle-collect.mjs";
import { hookEngineFailed, hookPending, hookScreen } from "./test-hooks.js";
import { FORMATS, GAMES } from "./formats.js";

const SETTLE_KEY = "tk-settle-ms";
const TURN_TIMER_KEY = "tk-turn-timer";

/** @typedef {import("./types/state").TableState} TableState */
/** @typedef {import("./controller.js").Action} Action */
/** @typedef {import("./controller.js").Controller} Controller */
/** @typedef {import("./controller.js").Journal} Journal */
/** @typedef {import("./controller.js").SendResult} SendResult */
/** @typedef {import("./controller.js").Snapshot} Snapshot */
/** @typedef {"loading" | "start" | "table"} Screen */

export class App {
  /** @type {(() => void) | null} */ startLayer = null;  // Back's layer while the start screen is over a game
  formats = FORMATS;                                     // the registry's, for the menu and the start screen
  // The page's state: the one owner of the latest state, readiness, the follower's mode, the
  // action pipeline, the store and the engine. The app reads it and subscribes to it; it
  // never writes a state.
  page = new PageState({ settleMs: () => this.settings.settleMs, engine: ENGINE });

  constructor() {
    /** @type {Screen} */
    this.screen = "loading";
    this.settings = { settleMs: readNumber(SETTLE_KEY, 1000), turnTimer: readNumber(TURN_TIMER_KEY, 0) === 1 };
    this.main = /** @type {HTMLElement} */ (document.getElementById("screen"));        // index.html's
    this.toolbar = /** @type {HTMLElement} */ (document.getElementById("toolbar"));
    this.status = /** @type {HTMLElement} */ (document.getElementById("status"));
    this.table = new TableView(this.main, {
      state: () => this.page.state,
      taps: this.page.taps,
      send: (/** @type {Action | null} */ a) => this.send(a),
      openPlayer: (/** @type {number} */ seat) => { if (this.hasState()) openPlayerSheet(this, seat); },
      openNumber: (/** @type {number} */ seat) => { if (this.hasState()) openNumberEntry(this, seat); },
      openChart: () => openLifeChart(this),
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
        this.page.pipeline && this.page.pipeline.waitingFor("new_game")),
      onResume: () => this.show("table"),
      onLanguage: () => this.rerender(),
      games: GAMES,
    });
    // The app draws first on every new state, then the screens subscribed after it; the
    // page's garbage (a redrawn screen, the page before a reload) is given back once the
    // table is quiet, as the worker's and the service worker's are.
    this.page.subscribe(() => {
      this.rerender();
      collectSoon(PAGE_IDLE_MS);
    });
    this.page.onPending(() => this.pendingChanged());
    // Each format adds its part of the table (the Hell chip, Contraptions' upkeep sheet) now,
    // after the app's own subscription: they draw after the app on each state.
    for (const format of FORMATS) format.attach?.(this);
  }

  // The latest state, as the page's state holds it (read-only here).
  get state() { return this.page.state; }

  // Another tab writes this game: this one follows it (the page's state says).
  get follower() { return this.page.follower; }

  // The action pipeline (controller.js), which the page's state holds.
  get controller() { return this.page.pipeline; }

  // The store the game is kept in (none: in memory only), which the page's state holds.
  get store() { return this.page.store; }

  // The engine that replayed the stored log, or none while one starts (the page's state says).
  get engine() { return this.page.connection.api; }

  // What a screen mounts with: {state, send, subscribe} (page-state.js).
  get port() { return this.page.port; }

  // Resolves once the engine has replayed the stored game and takes actions.
  whenReady() { return this.page.whenReady; }

  // The Python engine, once PyScript has started it (after a death, the next one: engine-restart.js).
  whenEngine() { return this.page.connection.next; }

  // Whether a state is in (the stored snapshot's, then the engine's): the table's screens and
  // sheets (table/types.d.ts, TableApp) read it from the moment they open.
  /** @returns {this is App & { state: TableState }} */
  hasState() { return this.state !== null; }

  // Feature views re-render on every new state: app.subscribe(fn) returns the unsubscriber.
  /** @param {(state: TableState) => void} listener */
  subscribe(listener) { return this.page.subscribe(listener); }

  // The start (boot.js): the last table at once, then the engine.
  boot() { return boot(this); }

  /** @param {Journal} journal @param {Snapshot | undefined} snapshot */
  restoreJournal(journal, snapshot) { return restoreJournal(this, journal, snapshot); }

  // --- actions -------------------------------------------------------------------------

  // Every action goes through the page's state (page-state.js).
  /** @param {Action | null} action @param {{ settled?: boolean, quiet?: boolean }} [options] @returns {Promise<SendResult>} */
  send(action, options) { return this.page.send(action, options); }

  // Undo takes back a pending change, so it is on while one is; redo is off while one is (the
  // change, once it settles, is a new action: there is nothing to redo after it).
  /** @param {TableState} state */
  drawToolbar(state) {
    const readOnly = !this.page.ready;
    renderToolbar(this.toolbar, state, { send: (/** @type {Action} */ a) => this.send(a), open: (/** @type {string} */ name) => this.openTool(name),
      undo: () => this.page.undo(), canUndo: this.page.canUndo, canRedo: !!state.can_redo && !this.page.taps.unsettled,
      turnTimer: this.settings.turnTimer,
      readOnly, pending: this.controller ? this.controller.pending : 0 });
  }

  // A tap changed what is pending (the page's state tells): the save dot and the toolbar's
  // undo say so.
  pendingChanged() {
    const c = this.controller;
    this.markBusy(c ? c.pending : 0);
    if (this.screen === "table" && this.state && this.state.players.length && !this.toolbar.hidden) this.drawToolbar(this.state);
  }

  // The action pipeline: boot.js makes it before any screen can take a tap.
  get pipeline() { return /** @type {Controller} */ (this.page.pipeline); }

  /** @param {number} n */
  markBusy(n) {
    const unsettled = this.page.taps.unsettled;
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
    if (this.state && this.screen === "table") tickToolbar(this.toolbar, this.state, this.settings.turnTimer);
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
    const readOnly = !this.page.ready;
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
    this.page.taps.flushAll();
    while (this.pipeline.pending) await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = await engine.public_log();
    download(`table-keeper-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.jsonl`,
      answer.text, "application/x-ndjson");
  }

  async newSession() {
    this.page.taps.flushAll();
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

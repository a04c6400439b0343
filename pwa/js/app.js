// The app: boots the screen from the stored snapshot at once, then hands over to the
// engine when Python is up. Routing between the start screen and the table, the durable
// log, wake lock, and what to do when stored data cannot be read.

import { openLifeChart } from "./table/life-chart.js";
import { afterBoot } from "./carry/index.js";
import { Controller } from "./controller.js";
import "./table/strings.js";
import { download, h } from "./kit/dom.js";
import { counted, errorText, errorTexts, setLang, t } from "./kit/i18n.js";
import { describe } from "./table/history-text.js";
import { GameStore, NewerDatabase, keepPyScriptCacheInMemory, logToJsonl, rawJson } from "./storage/store.js";
import { checkJournal, checkStored, rulesOf } from "./storage/stored-game.js";
import { showUnreadable } from "./storage/unreadable.js";
import { claimWriter } from "./storage/writer-tab.js";
import { confirmUndoStart } from "./table/undo-start.js";
import { openNumberEntry, openPlayerSheet } from "./table/player-sheets.js";
import { pushLayer } from "./kit/layers.js";
import { followLaunch } from "./launch.js";
import { closeSheet, dismissToast, toast } from "./kit/sheet.js";
import { keepAwake, keepAwakeOnReturn } from "./kit/wake-lock.js";
import { StartView } from "./table/start.js";
import { TableView } from "./table/table.js";
import { clockText, renderToolbar } from "./table/toolbar.js";
import { openDice, openHistory, openMenu } from "./table/tool-sheets.js";

const SETTLE_KEY = "tk-settle-ms";
const TURN_TIMER_KEY = "tk-turn-timer";
// The engine's actions that take the time they were made (their optional `at` field): the
// game and turn timers run from these (tests/engine checks the list against the engine).
export const TIMED_ACTIONS = new Set(["new_game", "next_turn"]);

class App {
  constructor() {
    this.screen = "loading";
    this.state = null;
    this.store = null;
    this.settings = { settleMs: readNumber(SETTLE_KEY, 1000), turnTimer: readNumber(TURN_TIMER_KEY, 0) === 1 };
    this.main = document.getElementById("screen");
    this.toolbar = document.getElementById("toolbar");
    this.status = document.getElementById("status");
    this.table = new TableView(this.main, {
      send: (a) => this.send(a),
      commit: (a) => this.send(a, { settled: true }),
      onPending: () => this.pendingChanged(),
      canEdit: () => !this.follower,
      openPlayer: (seat) => openPlayerSheet(this, seat),
      openNumber: (seat) => openNumberEntry(this, seat),
      openChart: () => openLifeChart(this),
      settleMs: () => this.settings.settleMs,
      // While Python starts, a change stays pending (shown, and kept in the journal as a
      // pending tap) instead of settling into a queue the screen cannot show: a reload or
      // a closed page before the engine is up finds it as it was, shown.
      canSettle: () => !!this.engine,
    });
    this.start = new StartView(this.main, {
      onStart: (action) => {
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
      queuedStart: () => this.controller && this.controller.waitingFor("new_game"),
      onResume: () => this.show("table"),
      onLanguage: () => this.rerender(),
    });
    this.controller = null;
    this.listeners = new Set();
    this.ready = new Promise((resolve) => { this.markReady = resolve; });
  }

  // Resolves once the engine has replayed the stored game and takes actions.
  whenReady() { return this.ready; }

  // Feature views re-render on every new state: app.subscribe(fn) returns the unsubscriber.
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // --- boot ----------------------------------------------------------------------------

  async boot() {
    try {
      this.store = await GameStore.open();
    } catch (error) {
      this.store = null;
      if (error instanceof NewerDatabase) {
        const raw = await GameStore.readAll().catch((e) => ({ error: String(e) }));
        return showUnreadable(this, t("newer_version", { version: raw.version }), raw, { text: t("storage_newer"), fresh: false });
      }
      this.warn(t("storage_unavailable"));
    }
    this.controller = new Controller({
      store: this.store,
      onState: (state) => {
        this.state = state;
        this.rerender();
        for (const listener of [...this.listeners]) listener(state);
      },
      onError: (error, { restored = false } = {}) => toast(error.error !== "storage_write"
        ? (restored ? t("journal_restored_failed", { reason: errorText(error) }) : errorText(error))
        : t(error.name === "QuotaExceededError" ? "error_storage_full" : "error_storage_write", { reason: error.message })),
      onBusy: (n) => this.markBusy(n),
      pendingChanges: () => this.table.pendingChanges(),
      tapsMade: () => this.table.taps,
    });
    let stored = { records: [], header: null, snapshot: null };
    let left = { journal: undefined };           // what the last page had not logged yet
    if (this.store) {
      try {
        const { snapshot, journal } = await this.store.loadSnapshot();
        if (snapshot && snapshot.state) {        // first paint: the last table, read-only
          this.state = snapshot.state;
          this.controller.logLength = snapshot.length || 0;
          this.show(snapshot.state.players.length ? "table" : "start");
        }
        left = { snapshot, journal };
      } catch (_) {          // only a picture of the last table, damaged: the log below decides
        this.state = null;
        this.table.shape = null;
      }
    }
    if (!this.state) this.show("start");
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
    this.stale = false;
    this.follower = !(await claimWriter(this));
    if (this.follower) this.warn(t("open_elsewhere"));
    else if (left.journal !== undefined) await this.restoreJournal(left.journal, left.snapshot);
    // The log is read while Python loads, and read again if the tab this one follows wrote
    // or closed meanwhile (reloadFromStore marks it stale): the engine must start from the
    // whole log, or its next action would not follow the last stored one.
    const reading = this.store ? this.store.load() : Promise.resolve(stored);
    reading.catch(() => {});                   // handled below, once the engine is up
    const engine = await ENGINE;
    try {
      stored = await reading;
      while (this.stale) {
        this.stale = false;
        stored = await this.store.load();
      }
    } catch (error) {
      return showUnreadable(this, String(error), null);
    }
    this.engine = engine;
    const problem = checkStored(stored);
    if (problem) return showUnreadable(this, problem, stored);
    let failed;
    try {
      failed = await this.controller.attach(engine, stored.records.map((r) => r.action), rulesOf(stored.header, stored.records));
    } catch (error) {        // a value JSON cannot carry (IndexedDB keeps a BigInt, a cycle), or worse
      const index = stored.records.findIndex((r) => { try { JSON.stringify(r.action); return false; } catch (_) { return true; } });
      return showUnreadable(this, index < 0 ? t("replay_failed", { message: String(error && error.message || error) })
        : t("bad_record", { index: index + 1, message: t("damaged_record") }), stored);
    }
    if (failed && failed.index < 0) return showUnreadable(this, errorText(failed.error), stored, { text: t("storage_newer"), fresh: false });
    if (failed) {
      return showUnreadable(this, t("bad_record", { index: failed.index + 1, message: errorText(failed.error) }), stored);
    }
    this.state = this.controller.state;
    // A sheet opened while the engine started stays open (it is drawn again with the engine's
    // state); only a change of screen closes it.
    const screen = this.state.players.length ? "table" : "start";
    if ((this.screen !== "start" || this.state.players.length) && screen !== this.screen) this.show(screen);
    document.body.dataset.ready = "1";
    dismissToast(t("engine_starting"));          // started: that message is no longer true
    this.markReady();
    this.rerender();
    this.table.settleWaiting();
    afterBoot(this);
    followLaunch(this);                          // a shortcut's screen (New game, Dice, Tournament)
  }

  // What the last page had shown but not yet logged: its pending life changes are shown as
  // pending again (they settle by themselves) and its waiting actions go first in the
  // queue. A journal that cannot be used is kept aside and said, never applied in part.
  async restoreJournal(journal, snapshot) {
    const problem = checkJournal(journal, snapshot);
    if (problem) {
      this.warn(t("journal_unreadable", { reason: problem }));
      await this.store.quarantineJournal(rawJson(journal), problem).catch(() => {});
      return;
    }
    // A Start the last page took before the engine was up leads to the table once the game
    // has begun, as the tap itself would have.
    this.controller.restore(journal.queue, (action, result) => {
      if (result.ok && action.type === "new_game" && this.screen === "start") this.show("table");
    });
    this.table.restorePending(journal.pending);
    this.rerender();
  }

  // --- actions -------------------------------------------------------------------------

  // Every action goes through here. A change still pending on the table is settled first,
  // so the log keeps the player's order; undo has its own way (undo()).
  send(action, { settled = false, quiet = false } = {}) {
    if (this.follower) {
      toast(t("open_elsewhere"));
      return Promise.resolve({ ok: false });
    }
    if (action && action.type === "undo" && !settled) return this.undo(action);
    if (!settled) this.table.flushAll();
    // A tap on something the engine must do while Python still starts: kept (in the
    // journal's queue) and said, not silently waiting
    // (quiet: the screen says so itself, as the start button does)
    if (!this.engine && !settled && !quiet) toast(t("engine_starting"), "info");
    if (action && TIMED_ACTIONS.has(action.type) && action.at === undefined) action = { ...action, at: Date.now() };
    return this.controller.send(action).then((result) => {
      if (result.ok && this.channel) this.channel.postMessage({ seq: result.seq });
      return result;
    });
  }

  // Undo takes back a pending change, so it is on while one is; redo is off while one is (the
  // change, once it settles, is a new action: there is nothing to redo after it).
  drawToolbar() {
    const readOnly = !this.controller || !this.controller.ready;
    renderToolbar(this.toolbar, this.state, { send: (a) => this.send(a), open: (name) => this.openTool(name),
      undo: () => this.undo(), canUndo: this.canUndo, canRedo: !!this.state.can_redo && !this.table.unsettled,
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
    if (this.screen === "table" && this.state && this.state.players.length && !this.toolbar.hidden) this.drawToolbar();
    return writing;
  }

  // Undo takes back what the player did last: a change still pending on the table (and
  // nothing else), else the last action; taking back a start asks first.
  async undo(action = { type: "undo" }) {
    if (this.table.cancelLatest()) return { ok: true, cancelled: true };
    if (!this.engine) toast(t("engine_starting"), "info");     // waits for the engine: said, not silent
    if (this.controller.queue.length) {        // waiting for the engine: undo waits behind it
      return this.send(action, { settled: true });
    }
    const state = this.controller.state || this.state;
    if (state && state.undo_asks_first && !(await confirmUndoStart(state))) return { ok: false, kept: true };
    return this.send(action, { settled: true });
  }

  get canUndo() {
    return !!(this.state && this.state.can_undo) || this.table.unsettled > 0
      || !!(this.controller && this.controller.queue.length);
  }

  markBusy(n) {
    const unsettled = this.table.unsettled;
    document.body.dataset.pending = String(n + unsettled);
    const dot = this.toolbar.querySelector(".save-dot");
    if (dot) {
      dot.dataset.pending = n ? "1" : "0";
      dot.title = n ? t("unsaved") : t("saved");
    }
  }

  // --- screens -------------------------------------------------------------------------

  // The clock in the turn button ticks each second while a game is on the table.
  tick() {
    const clock = this.toolbar.querySelector("[data-testid=clock]");
    if (clock && this.state && this.screen === "table") clock.textContent = clockText(this.state, this.settings.turnTimer);
  }

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
    document.title = t("app_title");
    const readOnly = !this.controller || !this.controller.ready;
    document.body.dataset.screen = this.screen;
    if (this.screen === "table" && this.state && this.state.players.length) {
      this.toolbar.hidden = false;
      this.table.render(this.state, { readOnly });
      this.drawToolbar();
    } else if (this.screen === "start" || this.screen === "table") {
      this.toolbar.hidden = true;
      this.table.shape = null;
      this.start.render(this.state);
    }
    this.status.textContent = readOnly ? t(this.state && this.state.players.length ? "loading_readonly" : "loading") : "";
    this.status.hidden = !readOnly;
  }

  openTool(name) {
    if (name === "dice") openDice(this);
    else if (name === "history") openHistory(this);
    else if (name === "menu") openMenu(this);
  }

  setTurnTimer(on) {
    this.settings.turnTimer = on;
    try { localStorage.setItem(TURN_TIMER_KEY, on ? "1" : "0"); } catch (_) { /* ignore */ }
    this.rerender();
  }

  setSettle(ms) {
    this.settings.settleMs = ms;
    try { localStorage.setItem(SETTLE_KEY, String(ms)); } catch (_) { /* ignore */ }
  }

  warn(text) {
    const banner = document.getElementById("banner");
    banner.textContent = text;
    banner.hidden = false;
  }

  // Python could not be started (tools/tk-pyodide.mjs tried three times). The table stays
  // readable from its snapshot and taps stay queued; a reload tries again.
  engineFailed(reason) {
    if (this.engine) return;
    this.warn(t("engine_failed", { reason }));
    document.getElementById("banner").append(" ",
      h("button", { testid: "reload", onclick: () => location.reload() }, t("reload")));
    document.body.dataset.engineFailed = "1";
  }

  async exportLog() {
    const stored = this.store ? await this.store.load() : { header: null, records: this.controller.memory };
    download(`table-keeper-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.jsonl`,
      logToJsonl(stored.header, stored.records), "application/x-ndjson");
  }

  async newSession() {
    this.table.flushAll();
    if (this.store) await this.store.archiveAndClear("new session");
    location.reload();
  }
}


function readNumber(key, fallback) {
  try {
    const n = Number(localStorage.getItem(key));
    return localStorage.getItem(key) !== null && Number.isFinite(n) ? n : fallback;
  } catch (_) { return fallback; }
}

function engineReady() {
  return new Promise((resolve) => {
    if (window.tkEngineApi) resolve(window.tkEngineApi);
    else window.tkOnEngine = resolve;
  });
}

// The Python engine, once PyScript has started it (features await app.whenEngine()).
const ENGINE = engineReady();
App.prototype.whenEngine = () => ENGINE;

keepPyScriptCacheInMemory();
const app = new App();
window.tkApp = app;
// For the tests that read every sentence the app can say (tests/browser/journeys/test_language.py).
window.tkTexts = { counted, describe, errorText, errorTexts, setLang };
setInterval(() => app.tick(), 1000);
// The phone turned (or laid flat the other way): the seats move with it.
if (typeof matchMedia === "function") matchMedia("(orientation: landscape)").addEventListener("change", () => app.rerender());
addEventListener("tk-engine-failed", (event) => app.engineFailed(event.detail));
// No flush when the page is hidden or closed: a pending life change is in the journal on
// disk from the tap on, and the next start shows it and lets it settle. On return, only the
// screen's wake lock is asked for again.
keepAwakeOnReturn();
app.boot();

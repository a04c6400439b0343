// The app: boots the screen from the stored snapshot at once, then hands over to the
// engine when Python is up. Routing between the start screen and the table, the durable
// log, wake lock, and what to do when stored data cannot be read.

import { Controller } from "./controller.js";
import { download, h } from "./dom.js";
import { errorText, t } from "./i18n.js";
import { GameStore, LOG_VERSION, logToJsonl } from "./store.js";
import { openNumberEntry, openPlayerSheet } from "./views/player-sheets.js";
import { closeSheet, isSheetOpen, openSheet, toast } from "./views/sheet.js";
import { StartView } from "./views/start.js";
import { TableView, renderToolbar } from "./views/table.js";
import { openDice, openHistory, openMenu } from "./views/tool-sheets.js";

const SETTLE_KEY = "tk-settle-ms";

class App {
  constructor() {
    this.screen = "loading";
    this.state = null;
    this.store = null;
    this.settings = { settleMs: readNumber(SETTLE_KEY, 1000) };
    this.main = document.getElementById("screen");
    this.toolbar = document.getElementById("toolbar");
    this.status = document.getElementById("status");
    this.table = new TableView(this.main, {
      send: (a) => this.send(a),
      canEdit: () => !this.follower,
      openPlayer: (seat) => openPlayerSheet(this, seat),
      openNumber: (seat) => openNumberEntry(this, seat),
      settleMs: () => this.settings.settleMs,
    });
    this.start = new StartView(this.main, {
      onStart: (action) => this.send(action).then((r) => { if (r.ok) this.show("table"); }),
      onResume: () => this.show("table"),
      onLanguage: () => this.rerender(),
    });
    this.controller = null;
    this.listeners = new Set();
  }

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
      this.warn(t("storage_unavailable"));
    }
    this.controller = new Controller({
      store: this.store,
      onState: (state) => {
        this.state = state;
        this.rerender();
        for (const listener of [...this.listeners]) listener(state);
      },
      onError: (error) => toast(error.error === "storage_write"
        ? t("error_storage_write", { reason: error.message }) : errorText(error)),
      onBusy: (n) => this.markBusy(n),
    });
    let stored = { records: [], header: null, snapshot: null };
    if (this.store) {
      try {
        const snapshot = await this.store.loadSnapshot();
        if (snapshot && snapshot.state) {        // first paint: the last table, read-only
          this.state = snapshot.state;
          this.show(snapshot.state.players.length ? "table" : "start");
        }
        stored = await this.store.load();
      } catch (error) {
        return this.unreadable(String(error), null);
      }
    }
    if (!this.state) this.show("start");
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
    this.follower = !(await this.claimWriter());
    if (this.follower) this.warn(t("open_elsewhere"));
    const engine = await ENGINE;
    this.engine = engine;
    const problem = this.checkStored(stored);
    if (problem) return this.unreadable(problem, stored);
    const failed = this.controller.attach(engine, stored.records.map((r) => r.action));
    if (failed) {
      return this.unreadable(t("bad_record", { index: failed.index + 1, message: errorText(failed.error) }), stored);
    }
    this.state = this.controller.state;
    if (this.screen !== "start" || this.state.players.length) this.show(this.state.players.length ? "table" : "start");
    document.body.dataset.ready = "1";
    this.rerender();
  }

  // One tab writes the game; another tab on the same game follows it read-only, and takes
  // over when the writing tab closes.
  claimWriter() {
    if (!navigator.locks || !this.store) return Promise.resolve(true);
    this.channel = new BroadcastChannel("table-keeper-log");
    this.channel.onmessage = () => { if (this.follower) this.reloadFromStore(); };
    return new Promise((resolve) => {
      navigator.locks.request("table-keeper-writer", { ifAvailable: true }, (lock) => {
        resolve(!!lock);
        return lock ? new Promise(() => {}) : null;     // held until the tab closes
      }).then(() => {
        if (this.follower) {
          navigator.locks.request("table-keeper-writer", () => {
            this.follower = false;
            document.getElementById("banner").hidden = true;
            this.reloadFromStore();
            return new Promise(() => {});
          });
        }
      });
    });
  }

  async reloadFromStore() {
    if (!this.engine) return;
    const stored = await this.store.load();
    this.controller.attach(this.engine, stored.records.map((r) => r.action));
    this.state = this.controller.state;
    this.rerender();
  }

  checkStored({ header, records }) {
    if (header && header.version > LOG_VERSION) return t("newer_version", { version: header.version });
    for (let i = 0; i < records.length; i++) {
      if (!records[i] || records[i].seq !== i || typeof records[i].action !== "object") {
        return t("bad_record", { index: i + 1, message: "missing or damaged record" });
      }
    }
    return null;
  }

  // Stored data that cannot be read: say so, offer the raw data, and only then start fresh.
  unreadable(reason, raw) {
    document.body.dataset.ready = "1";
    document.body.dataset.storageError = "1";
    const rawText = JSON.stringify(raw, null, 1);
    let downloaded = false;
    const fresh = h("button", { testid: "start-fresh", disabled: true, onclick: async () => {
      if (this.store) await this.store.quarantineAndClear(rawText, reason);
      location.reload();
    } }, t("start_fresh"));
    this.main.replaceChildren(h("div", { class: "unreadable", role: "alert", testid: "storage-error" },
      h("h1", { text: t("storage_unreadable_title") }),
      h("p", { text: t("storage_unreadable", { reason }) }),
      h("div", { class: "button-row" },
        h("button", { class: "primary", testid: "download-raw", onclick: () => {
          download(`table-keeper-unreadable-${Date.now()}.json`, rawText);
          downloaded = true;
          fresh.disabled = false;
        } }, t("download_raw")), fresh)));
    this.toolbar.hidden = true;
  }

  // --- actions -------------------------------------------------------------------------

  send(action) {
    if (this.follower) {
      toast(t("open_elsewhere"));
      return Promise.resolve({ ok: false });
    }
    return this.controller.send(action).then((result) => {
      if (result.ok && this.channel) this.channel.postMessage({ seq: result.seq });
      return result;
    });
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

  show(screen) {
    this.screen = screen;
    closeSheet();
    this.rerender();
    this.keepAwake(screen === "table");
  }

  showStart() { this.show("start"); }

  rerender() {
    document.title = t("app_title");
    const readOnly = !this.controller || !this.controller.ready;
    document.body.dataset.screen = this.screen;
    if (this.screen === "table" && this.state && this.state.players.length) {
      this.toolbar.hidden = false;
      this.table.render(this.state, { readOnly });
      renderToolbar(this.toolbar, this.state, { send: (a) => this.send(a), open: (name) => this.openTool(name),
        readOnly, pending: this.controller ? this.controller.pending : 0 });
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

  setSettle(ms) {
    this.settings.settleMs = ms;
    try { localStorage.setItem(SETTLE_KEY, String(ms)); } catch (_) { /* ignore */ }
  }

  warn(text) {
    const banner = document.getElementById("banner");
    banner.textContent = text;
    banner.hidden = false;
  }

  async exportLog() {
    const stored = this.store ? await this.store.load() : { header: null, records: [] };
    download(`table-keeper-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.jsonl`,
      logToJsonl(stored.header, stored.records), "application/x-ndjson");
  }

  async newSession() {
    this.table.flushAll();
    if (this.store) await this.store.archiveAndClear("new session");
    location.reload();
  }

  // The screen stays awake while a game is on the table (where the browser allows it).
  async keepAwake(on) {
    this.wantAwake = on;
    if (!("wakeLock" in navigator)) return;
    try {
      if (on && !this.wakeLock) {
        this.wakeLock = await navigator.wakeLock.request("screen");
        this.wakeLock.addEventListener("release", () => { this.wakeLock = null; });
      } else if (!on && this.wakeLock) {
        await this.wakeLock.release();
        this.wakeLock = null;
      }
    } catch (_) { /* not allowed now (hidden page, no gesture): tried again on return */ }
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

const app = new App();
window.tkApp = app;
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") app.table.flushAll();
  else if (app.wantAwake) app.keepAwake(true);
});
window.addEventListener("pagehide", () => app.table.flushAll());
app.boot();

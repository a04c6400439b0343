// The app's start: the last table painted at once from the stored snapshot (read-only), then,
// once Python is up, the engine replays the stored log and the table takes actions. What
// the last page had shown but not yet logged (the journal) comes back first; stored data
// that cannot be read is said (storage/unreadable.js), never dropped.

import { afterBoot } from "./carry/index.js";
import { Controller, isEngineDeath, isStorageWrite } from "./controller.js";
import { errorText, t } from "./kit/i18n.js";
import { GameStore, NewerDatabase, rawJson } from "./storage/store.js";
import { checkJournal, checkStored, rulesOf } from "./storage/stored-game.js";
import { showUnreadable } from "./storage/unreadable.js";
import { sayReconnected, sayWriteFailed } from "./storage/notice.js";
import { claimWriter } from "./storage/writer-tab.js";
import { dismissToast, toast } from "./kit/sheet.js";
import { followLaunch } from "./launch.js";
import { PAGE_IDLE_MS, collectSoon } from "../../tools/tk-idle-collect.mjs";
import { hookReady } from "./test-hooks.js";

/** @typedef {import("./app.js").App} App */
/** @typedef {import("./engine-api").EngineApi} EngineApi */
/** @typedef {import("./controller.js").Journal} Journal */
/** @typedef {import("./controller.js").Snapshot} Snapshot */
/** @typedef {import("./types/state").TableState} TableState */
/** @typedef {import("./storage/store.js").GameStore} GameStoreType */

function engineReady() {
  return /** @type {Promise<EngineApi>} */ (new Promise((resolve) => {
    if (window.tkEngineApi) resolve(window.tkEngineApi);
    else window.tkOnEngine = resolve;
  }));
}

// The Python engine, once PyScript has started it (features await app.whenEngine()).
export const ENGINE = engineReady();

/** @param {unknown} error */
const messageOf = (error) => String(error && /** @type {{ message?: unknown }} */ (error).message || error);

/** @param {App} app */
export async function boot(app) {
  try {
    app.store = await GameStore.open();
  } catch (error) {
    app.store = null;
    if (error instanceof NewerDatabase) {
      const raw = await GameStore.readAll().catch((e) => ({ error: String(e) }));
      return showUnreadable(app, t("newer_version", { version: "version" in raw ? raw.version : "?" }), raw,
        { text: t("storage_newer"), fresh: false });
    }
    app.warn(t("storage_unavailable"));
  }
  const controller = app.controller = new Controller({
    store: app.store,
    onState: (state) => {
      app.state = state;
      app.rerender();
      for (const listener of [...app.listeners]) listener(state);
      // the page's garbage (a redrawn screen, the page before a reload) given back once the
      // table is quiet, as the worker's and the service worker's are
      collectSoon(PAGE_IDLE_MS);
    },
    onError: (error, { restored = false } = {}) => {
      if (!isStorageWrite(error)) {
        toast(restored ? t("journal_restored_failed", { reason: errorText(error) }) : errorText(error));
        return;
      }
      toast(error.message);                    // the app's own sentence (storage/faults.js)
      sayWriteFailed(error.fault);
    },
    onBusy: (n) => app.markBusy(n),
    pendingChanges: () => app.table.pendingChanges(),
    tapsMade: () => app.table.taps,
  });
  if (app.store) {
    // The site's storage cleared under the game: the store opens its database again and
    // writes back what this tab's pipeline holds (not a tab that follows another's game).
    app.store.keep = () => (app.follower ? null : controller.kept());
    app.store.onReconnect = sayReconnected;
  }
  /** @type {Awaited<ReturnType<GameStoreType["load"]>>} */
  let stored = { records: [], header: undefined, snapshot: undefined, journal: undefined };
  /** @type {{ snapshot?: Snapshot, journal?: Journal }} */
  let left = { journal: undefined };           // what the last page had not logged yet
  if (app.store) {
    try {
      const { snapshot, journal } = await app.store.loadSnapshot();
      if (snapshot && snapshot.state) {        // first paint: the last table, read-only
        app.state = snapshot.state;
        controller.logLength = snapshot.length || 0;
        app.show(snapshot.state.players.length ? "table" : "start");
      }
      left = { snapshot, journal };
    } catch (_) {          // only a picture of the last table, damaged: the log below decides
      app.state = null;
      app.table.shape = null;
    }
  }
  if (!app.state) app.show("start");
  if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
  app.stale = false;
  app.follower = !(await claimWriter(app));
  if (app.follower) app.warn(t("open_elsewhere"));
  else if (left.journal !== undefined) await restoreJournal(app, left.journal, left.snapshot);
  // The log is read while Python loads, and read again if the tab this one follows wrote
  // or closed meanwhile (reloadFromStore marks it stale): the engine must start from the
  // whole log, or its next action would not follow the last stored one.
  const reading = app.store ? app.store.load() : Promise.resolve(stored);
  reading.catch(() => {});                   // handled below, once the engine is up
  const engine = await ENGINE;
  try {
    stored = await reading;
    while (app.stale && app.store) {
      app.stale = false;
      stored = await app.store.load();
    }
  } catch (error) {
    return showUnreadable(app, String(error), null);
  }
  app.engine = engine;
  const problem = checkStored(stored);
  if (problem) return showUnreadable(app, problem, stored);
  let failed;
  try {
    failed = await controller.attach(engine, stored.records, rulesOf(stored.header, stored.records));
  } catch (error) {        // a value JSON cannot carry (IndexedDB keeps a BigInt, a cycle), or worse
    // the engine died while it replayed: an engine fault, never an unreadable game
    if (isEngineDeath(error)) { app.engine = null; return app.engineFailed(messageOf(/** @type {{ reason?: unknown }} */ (error).reason)); }
    const index = stored.records.findIndex((r) => { try { JSON.stringify(r.action); return false; } catch (_) { return true; } });
    return showUnreadable(app, index < 0 ? t("replay_failed", { message: messageOf(error) })
      : t("bad_record", { index: index + 1, message: t("damaged_record") }), stored);
  }
  if (failed) {
    const index = failed.index ?? -1;          // load's refusal names the record (-1: the log as a whole)
    if (index < 0) return showUnreadable(app, errorText(failed.error), stored, { text: t("storage_newer"), fresh: false });
    return showUnreadable(app, t("bad_record", { index: index + 1, message: errorText(failed.error) }), stored);
  }
  const state = app.state = /** @type {TableState} */ (controller.state);     // replayed: the engine's
  // A sheet opened while the engine started stays open (it is drawn again with the engine's
  // state); only a change of screen closes it.
  const screen = state.players.length ? "table" : "start";
  if ((app.screen !== "start" || state.players.length) && screen !== app.screen) app.show(screen);
  hookReady();
  dismissToast(t("engine_starting"));          // started: that message is no longer true
  app.markReady();
  app.rerender();
  app.table.settleWaiting();
  afterBoot(app);
  followLaunch(app);                           // a shortcut's screen (New game, Dice, Tournament)
}

// What the last page had shown but not yet logged: its pending life changes are shown as
// pending again (they settle by themselves) and its waiting actions go first in the
// queue. A journal that cannot be used is kept aside and said, never applied in part.
/** @param {App} app @param {Journal} journal @param {Snapshot | undefined} snapshot */
export async function restoreJournal(app, journal, snapshot) {
  const { store, controller } = app;
  if (!store || !controller) return;           // (a journal is read from the store, after the pipeline is made)
  const problem = checkJournal(journal, snapshot);
  if (problem) {
    app.warn(t("journal_unreadable", { reason: problem }));
    await store.quarantineJournal(rawJson(journal), problem).catch(() => {});
    return;
  }
  // A Start the last page took before the engine was up leads to the table once the game
  // has begun, as the tap itself would have.
  controller.restore(journal.queue, (action, result) => {
    if (result.ok && action.type === "new_game" && app.screen === "start") app.show("table");
  });
  app.table.restorePending(journal.pending);
  app.rerender();
}

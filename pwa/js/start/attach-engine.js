// Attach the engine: the log is read while Python loads (and read again if the tab this one
// follows wrote or closed meanwhile: the engine must start from the whole log, or its next
// action would not follow the last stored one), then the engine replays it. Stored data that
// cannot be read is said (page/unreadable.js), never dropped; an engine that dies while it
// replays is an engine fault, never an unreadable game.

import { isEngineDeath } from "../controller.js";
import { errorText, t } from "../kit/i18n.js";
import { checkStored, rulesOf } from "../storage/stored-game.js";
import { showUnreadable } from "../page/unreadable.js";
import { step } from "./step.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../engine/api").EngineApi} EngineApi */
/** @typedef {import("../storage/store.js").GameStore} GameStore */

/** @param {unknown} error */
const messageOf = (error) => String(error && /** @type {{ message?: unknown }} */ (error).message || error);

// Resolves whether the engine took the stored game (else the start stops: said on screen).
/** @param {App} app @param {Promise<EngineApi>} engineUp @returns {Promise<boolean>} */
export const attachEngine = (app, engineUp) => step("attach-engine", async () => {
  /** @type {Awaited<ReturnType<GameStore["load"]>>} */
  let stored = { records: [], header: undefined, snapshot: undefined, journal: undefined };
  const { connection, store } = app.page;
  const reading = store ? store.load() : Promise.resolve(stored);
  reading.catch(() => {});                   // handled below, once the engine is up
  const engine = await engineUp;
  try {
    stored = await reading;
    while (connection.stale && store) {
      connection.stale = false;
      stored = await store.load();
    }
  } catch (error) {
    showUnreadable(app, String(error), null);
    return false;
  }
  connection.api = engine;
  const problem = checkStored(stored);
  if (problem) { showUnreadable(app, problem, stored); return false; }
  const controller = /** @type {import("../controller.js").Controller} */ (app.page.pipeline);   // (open-store made it)
  let failed;
  try {
    failed = await controller.attach(engine, stored.records, rulesOf(stored.header, stored.records));
  } catch (error) {        // a value JSON cannot carry (IndexedDB keeps a BigInt, a cycle), or worse
    if (isEngineDeath(error)) {
      connection.api = null;
      app.engineFailed(messageOf(/** @type {{ reason?: unknown }} */ (error).reason));
      return false;
    }
    const index = stored.records.findIndex((r) => { try { JSON.stringify(r.action); return false; } catch (_) { return true; } });
    showUnreadable(app, index < 0 ? t("replay_failed", { message: messageOf(error) })
      : t("bad_record", { index: index + 1, message: t("damaged_record") }), stored);
    return false;
  }
  if (failed) {
    const index = failed.index ?? -1;          // load's refusal names the record (-1: the log as a whole)
    if (index < 0) showUnreadable(app, errorText(failed.error), stored, { text: t("storage_newer"), fresh: false });
    else showUnreadable(app, t("bad_record", { index: index + 1, message: errorText(failed.error) }), stored);
    return false;
  }
  return true;
});

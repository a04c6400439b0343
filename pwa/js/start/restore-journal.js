// What the last page had shown but not yet logged: its pending life changes are shown as
// pending again (they settle by themselves) and its waiting actions go first in the
// queue. A journal that cannot be used is kept aside and said, never applied in part.

import { t } from "../kit/i18n.js";
import { rawJson } from "../storage/store.js";
import { checkJournal } from "../storage/stored-game.js";
import { step } from "./step.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../controller.js").Journal} Journal */
/** @typedef {import("../controller.js").Snapshot} Snapshot */
/** @typedef {import("./paint-snapshot.js").Left} Left */

// The step: the journal the snapshot's read found, if this tab writes the game.
/** @param {App} app @param {Left} left @param {boolean} writes */
export const restoreJournalStep = (app, left, writes) => step("restore-journal", async () => {
  if (writes && left.journal !== undefined) await restoreJournal(app, left.journal, left.snapshot);
});

// (Also when a following tab takes over the writing: writer-tab.js.)
/** @param {App} app @param {Journal} journal @param {Snapshot | undefined} snapshot */
export async function restoreJournal(app, journal, snapshot) {
  const { store } = app;
  const controller = app.page.pipeline;
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
  app.page.taps.restorePending(journal.pending);
  app.rerender();
}

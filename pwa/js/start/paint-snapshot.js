// The first paint: the last table, read-only, from the stored snapshot; and what the last page
// had not logged yet (its journal), for restore-journal.js.

import { step } from "./step.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../controller.js").Journal} Journal */
/** @typedef {import("../controller.js").Snapshot} Snapshot */
/** @typedef {{ snapshot?: Snapshot, journal?: Journal }} Left */

/** @param {App} app @returns {Promise<Left>} */
export const paintSnapshot = (app) => step("paint-snapshot", async () => {
  /** @type {Left} */
  let left = { journal: undefined };
  const store = app.page.store;
  if (store) {
    try {
      const { snapshot, journal } = await store.loadSnapshot();
      if (snapshot && snapshot.state) {
        app.page.paint(snapshot.state);
        if (app.page.pipeline) app.page.pipeline.logLength = snapshot.length || 0;
        app.show(snapshot.state.players.length ? "table" : "start");
      }
      left = { snapshot, journal };
    } catch (_) {          // only a picture of the last table, damaged: the log decides
      app.page.paint(null);
      app.table.shape = null;
    }
  }
  if (!app.state) app.show("start");
  return left;
});

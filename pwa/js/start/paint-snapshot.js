// The first paint: the last table, read-only, from the stored snapshot; and what the last page
// had not logged yet (its journal), for restore-journal.js.

import { step } from "./step.js";
import { takeOverEarlyPaint, tapAgain } from "../page/drawn-table.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../controller.js").Journal} Journal */
/** @typedef {import("../controller.js").Snapshot} Snapshot */
/** @typedef {{ snapshot?: Snapshot, journal?: Journal }} Left */

/** @param {App} app @returns {Promise<Left>} */
export const paintSnapshot = (app) => step("paint-snapshot", async () => {
  /** @type {Left} */
  let left = { journal: undefined };
  const store = app.page.store;
  // The page's inline script may have shown the last table already (start/early-paint.js):
  // this drawing takes its place, and the taps made on it are made again here.
  /** @type {import("../storage/types").EarlyPaint | null} */
  let early = null;
  if (store) {
    try {
      const { snapshot, journal } = await store.loadSnapshot();
      early = takeOverEarlyPaint(app);
      if (snapshot && snapshot.state) {
        app.page.paint(snapshot.state);
        if (app.page.pipeline) {
          app.page.pipeline.logLength = snapshot.length || 0;
          app.page.pipeline.storedSnapshot = snapshot;
        }
        app.show(snapshot.state.players.length ? "table" : "start");
        if (early && early.stamp === snapshot.stamp && app.screen === "table") tapAgain(app, early);
      }
      left = { snapshot, journal };
    } catch (_) {          // only a picture of the last table, damaged: the log decides
      app.page.paint(null);
      app.table.shape = null;
    }
  }
  if (!early) takeOverEarlyPaint(app);
  if (!app.state) app.show("start");
  return left;
});

// Two tabs on one game: one writes it; another follows it read-only (its table redrawn from
// the store whenever the writer logs), and takes over when the writing tab closes.

import { rulesOf } from "./storage/stored-game.js";

/** @typedef {import("./page/types").WriterApp} WriterApp */

// One tab writes the game; another tab on the same game follows it read-only, and takes
// over when the writing tab closes. Resolves true when this tab writes.
/** @param {WriterApp} app @returns {Promise<boolean>} */
export function claimWriter(app) {
  const store = app.store;
  if (!navigator.locks || !store) return Promise.resolve(true);
  const channel = app.page.channel = new BroadcastChannel("table-keeper-log");
  channel.onmessage = () => { if (app.page.follower) reloadFromStore(app); };
  return new Promise((resolve) => {
    navigator.locks.request("table-keeper-writer", { ifAvailable: true }, (lock) => {
      resolve(!!lock);
      return lock ? new Promise(() => {}) : null;     // held until the tab closes
    }).then(() => {
      if (app.page.follower) {
        navigator.locks.request("table-keeper-writer", async () => {
          await reloadFromStore(app);        // the game as the other tab left it, then write
          app.page.follower = false;
          if (app.page.connection.api) {      // and what it had shown but not logged yet
            const { snapshot, journal } = await store.loadSnapshot();
            if (journal !== undefined) await app.restoreJournal(journal, snapshot);
          }
          const banner = document.getElementById("banner");
          if (banner) banner.hidden = true;
          return new Promise(() => {});
        });
      }
    });
  });
}

/** @param {WriterApp} app @returns {Promise<void>} */
export async function reloadFromStore(app) {
  const engine = app.page.connection.api;
  app.page.connection.stale = !engine;     // not up yet: the start reads the log again
  if (!engine || !app.store || !app.controller) return;     // (a store and a controller once the engine is up)
  const before = app.state;
  const stored = await app.store.load();
  await app.controller.attach(engine, stored.records, rulesOf(stored.header, stored.records));   // its state: the page's
  // The other tab began a game while this one showed the start screen: show that game.
  const begun = app.state && app.state.players.length && (!before || before.number !== app.state.number);
  if (app.screen === "start" && begun) app.show("table");
  app.rerender();
}

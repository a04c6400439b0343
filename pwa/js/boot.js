// The app's start, as named steps (start/): open the store, paint the last table at once
// from the stored snapshot (read-only), claim the writer, restore what the last page had
// shown but not logged (the journal), attach the engine once Python is up (it replays the
// stored log), and after the start, take actions. Each step marks its start and end.

import { afterStart } from "./start/after-start.js";
import { attachEngine } from "./start/attach-engine.js";
import { claimWriter } from "./start/claim-writer.js";
import { openStore } from "./start/open-store.js";
import { paintSnapshot } from "./start/paint-snapshot.js";
import { restoreJournalStep } from "./start/restore-journal.js";

export { restoreJournal } from "./start/restore-journal.js";
import { firstEngine } from "./engine/client.js";

/** @typedef {import("./app.js").App} App */

// The Python engine, once PyScript has started it (features await app.whenEngine()).
export const ENGINE = firstEngine();

/** @param {App} app */
export async function boot(app) {
  if (!(await openStore(app))) return;
  const left = await paintSnapshot(app);
  const writes = await claimWriter(app);
  await restoreJournalStep(app, left, writes);
  if (!(await attachEngine(app, ENGINE))) return;
  await afterStart(app);
}

// Open the store and make the action pipeline over it. A database a newer version of the app
// upgraded is said (never opened, never cleared); no storage at all leaves the game in memory.

import { Controller, isStorageWrite } from "../controller.js";
import { errorText, t } from "../kit/i18n.js";
import { toast } from "../kit/sheet.js";
import { GameStore, NewerDatabase } from "../storage/store.js";
import { sayReconnected, sayWriteFailed } from "../page/storage-notice.js";
import { showUnreadable } from "../page/unreadable.js";
import { step } from "./step.js";

/** @typedef {import("../app.js").App} App */

// Resolves false when the start stops here (the unreadable screen is shown).
/** @param {App} app @returns {Promise<boolean>} */
export const openStore = (app) => step("open-store", async () => {
  const page = app.page;
  try {
    page.store = await GameStore.open();
  } catch (error) {
    page.store = null;
    if (error instanceof NewerDatabase) {
      const raw = await GameStore.readAll().catch((e) => ({ error: String(e) }));
      showUnreadable(app, t("newer_version", { version: "version" in raw ? raw.version : "?" }), raw,
        { text: t("storage_newer"), fresh: false });
      return false;
    }
    app.warn(t("storage_unavailable"));
  }
  const store = page.store;
  const controller = page.pipeline = new Controller({
    store,
    onState: (state) => page.set(state),
    onError: (error, { restored = false } = {}) => {
      if (!isStorageWrite(error)) {
        toast(restored ? t("journal_restored_failed", { reason: errorText(error) }) : errorText(error));
        return;
      }
      toast(error.message);                    // the app's own sentence (page/storage-notice.js)
      sayWriteFailed(error.fault);
    },
    onBusy: (n) => app.markBusy(n),
    pendingChanges: () => page.taps.pendingChanges(),
    tapsMade: () => page.taps.taps,
  });
  if (store) {
    // The site's storage cleared under the game: the store opens its database again and
    // writes back what this tab's pipeline holds (not a tab that follows another's game).
    store.keep = () => (page.follower ? null : controller.kept());
    store.onReconnect = sayReconnected;
  }
  return true;
});

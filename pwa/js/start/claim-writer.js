// Claim the writer: one tab writes the game; another on the same game follows it read-only
// (writer-tab.js) and says so.

import { t } from "../kit/i18n.js";
import { claimWriter as claim } from "../writer-tab.js";
import { step } from "./step.js";

/** @typedef {import("../app.js").App} App */

// Resolves whether this tab writes the game.
/** @param {App} app @returns {Promise<boolean>} */
export const claimWriter = (app) => step("claim-writer", async () => {
  if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
  app.page.connection.stale = false;
  app.page.follower = !(await claim(app));
  if (app.page.follower) app.warn(t("open_elsewhere"));
  return !app.page.follower;
});

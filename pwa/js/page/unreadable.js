// The screen for stored data the app cannot read (damaged records, a newer version's log).
// Nothing is dropped: the raw data is offered for download first, and only then a fresh
// start, which keeps it aside in the quarantine store.

import { download, h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { rawJson } from "../storage/store.js";
import { hookReady, hookStorageError } from "../test-hooks.js";

// Stored data that cannot be read: say so, offer the raw data, and only then start fresh.
// Data a newer version of the app wrote is never cleared from here (fresh: false).
/**
 * @param {import("./types").UnreadableApp} app
 * @param {string} reason in the player's language
 * @param {unknown} raw what the database holds
 * @param {{ text?: string, fresh?: boolean }} [options] text: what the screen says
 * @returns {void}
 */
export function showUnreadable(app, reason, raw, { text = t("storage_unreadable", { reason }), fresh: canStartFresh = true } = {}) {
  hookReady();
  hookStorageError();
  const rawText = rawJson(raw);
  const fresh = canStartFresh && h("button", { testid: "start-fresh", disabled: true, onclick: async () => {
    if (app.store) await app.store.quarantineAndClear(rawText, reason);
    location.reload();
  } }, t("start_fresh"));
  app.main?.replaceChildren(h("div", { class: "unreadable", role: "alert", testid: "storage-error" },
    h("h1", { text: t("storage_unreadable_title") }),
    h("p", { text }),
    h("div", { class: "button-row" },
      h("button", { class: "primary", testid: "download-raw", onclick: () => {
        download(`table-keeper-unreadable-${Date.now()}.json`, rawText);
        if (fresh) fresh.disabled = false;
      } }, t("download_raw")), fresh)));
  if (app.toolbar) app.toolbar.hidden = true;
}

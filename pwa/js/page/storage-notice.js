// What the player is told of the storage under a running game, in the page's banner: it stays
// there (a toast is gone in seconds, and this may need doing), with the one button it calls
// for: OK once read, or Reload where the page cannot save any more.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { faultOf, needsReload } from "../storage/faults.js";
import { StorageLost } from "../storage/store.js";
import "./storage-strings.js";

/** @typedef {import("../storage/faults.js").StorageFault} StorageFault */

// The sentence for a fault: takenBack, a change was taken back for it; else the write was
// what the table still had pending (a change not taken back yet).
/** @param {StorageFault} fault @param {{ takenBack: boolean }} options @returns {string} */
export function faultSentence(fault, { takenBack }) {
  if (fault === "full") return t(takenBack ? "storage_full_taken_back" : "storage_full_now");
  if (fault === "newer") return takenBack ? `${t("storage_not_saved_taken_back")} ${t("storage_newer_reload")}` : t("storage_newer_reload");
  if (fault === "lost") return takenBack ? `${t("storage_lost_taken_back")} ${t("storage_lost_reload")}` : t("storage_lost_reload");
  return t(takenBack ? "storage_failed_taken_back" : "storage_failed_now");
}

/** @param {string} text @param {"ok" | "reload"} button */
export function showStorageNotice(text, button) {
  const banner = document.getElementById("banner");
  if (!banner) return;
  banner.textContent = text;
  banner.dataset.storage = button;
  banner.append(" ", button === "reload"
    ? h("button", { testid: "reload", onclick: () => location.reload() }, t("reload"))
    : h("button", { testid: "storage-notice-ok", onclick: () => { banner.hidden = true; } }, t("ok")));
  banner.hidden = false;
}

// A reconnection (store.js onReconnect): the log written back after the database was
// cleared is said with what is kept; one that failed says that a reload is needed.
/** @param {import("../storage/types").Reconnected | StorageLost} news */
export function sayReconnected(news) {
  if (news instanceof StorageLost) {
    const fault = faultOf(news);
    showStorageNotice(faultSentence(fault, { takenBack: false }), needsReload(fault) ? "reload" : "ok");
  } else if (news.emptied) {
    showStorageNotice(t("storage_cleared_kept"), "ok");
  }
}

// A write that failed: the toast says it at once; one that leaves the page unable to save
// stays in the banner with its Reload.
/** @param {StorageFault} fault */
export function sayWriteFailed(fault) {
  if (needsReload(fault)) showStorageNotice(faultSentence(fault, { takenBack: false }), "reload");
}

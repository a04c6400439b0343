// Carrying the table (issue 27): one sheet, from the menu and the start screen, with sending
// the table to another phone, opening one from a file, past games, the whole-phone backup,
// and whether this phone keeps the data for good; and what the app says at its start (a
// session handed over, a file just opened, storage the browser may clear).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet, openSheet, toast } from "../kit/sheet.js";
import { chooseBackup, sendBackup } from "./backup.js";
import { openPastGames } from "./past-games.js";
import { persistenceLine, watchPersistence } from "./persistence.js";
import { chooseTableFile, sendTable, when } from "./send-open.js";
import { readHanded } from "./session-store.js";
import "./strings.js";
import { hookHandedOver } from "../test-hooks.js";

/** @typedef {import("../app.js").App} App */

/** @param {App} app */
export function openCarry(app) {
  openSheet(t("carry_title"), (body) => {
    const hasGame = !!(app.state && app.state.log_length);
    body.append(
      h("div", { class: "button-row" },
        h("button", { class: "primary", testid: "carry-send", disabled: !hasGame, onclick: () => sendTable(app).then(() => closeSheet()) },
          t("carry_send")),
        h("button", { testid: "carry-open", onclick: () => chooseTableFile(app) }, t("carry_open"))),
      h("div", { class: "button-row" },
        h("button", { testid: "carry-past", onclick: () => openPastGames(app) }, t("carry_past"))),
      h("div", { class: "button-row" },
        h("button", { testid: "carry-backup", onclick: () => sendBackup(app) }, t("carry_backup")),
        h("button", { testid: "carry-restore", onclick: () => chooseBackup(app) }, t("carry_restore"))),
      handedLine(app),
      persistenceLine());
  }, { testid: "carry-sheet" });
}

/** @param {App} app */
function handedLine(app) {
  const line = h("p", { class: "muted", testid: "carry-handed-line", hidden: true });
  if (app.store) {
    readHanded(app.store.db).then((handed) => {
      if (handed) { line.textContent = t("carry_handed_short", { time: when(handed.at) }); line.hidden = false; }
    }).catch(() => {});
  }
  return line;
}

// Once the engine has replayed the stored session: say what the last page left to say.
/** @param {App} app */
export async function afterBoot(app) {
  let opened = null;
  try { opened = sessionStorage.getItem("tk-carry-opened"); sessionStorage.removeItem("tk-carry-opened"); } catch (_) { /* not said */ }
  if (opened) toast(t(opened === "fresh" ? "carry_opened_fresh" : "carry_opened"), "info");
  let restored = null;
  try { restored = sessionStorage.getItem("tk-carry-restored"); sessionStorage.removeItem("tk-carry-restored"); } catch (_) { /* not said */ }
  if (restored) toast(restored, "info");
  if (app.store) {
    const handed = await readHanded(app.store.db).catch(() => null);
    if (handed && app.state && app.state.log_length === handed.length) {
      hookHandedOver();
      app.warn(t("carry_handed", { time: when(handed.at) }));
    }
  }
  watchPersistence(app);
}

/** @type {import("../formats.js").Feature} */
export const CARRY_FEATURE = { id: "carry", label: "carry", open: openCarry, onStart: true };

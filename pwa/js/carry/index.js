// Carrying the table: one sheet, from the menu and the start screen, with sending
// the table to another phone, opening one from a file, past games, the whole-phone backup,
// and whether this phone keeps the data for good; and what the app says at its start (a
// session handed over, a file just opened, storage the browser may clear).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet, toast } from "../kit/sheet.js";
import { mountSheet } from "../kit/mount.js";
import { chooseBackup, sendBackup } from "./backup.js";
import { openPastGames } from "./past-games.js";
import { persistenceLine, watchPersistence } from "./persistence.js";
import { chooseTableFile, sendTable, when } from "./send-open.js";
import { readHanded } from "./session-store.js";
import "./strings.js";
import { hookHandedOver } from "../test-hooks.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../types/state").TableState} TableState */
// What the carry sheet does besides reading the state: each of its buttons' steps, and when
// this session was handed over (null: it was not).
/** @typedef {{ send: () => Promise<unknown>, open: () => void, past: () => void, backup: () => void, restore: () => void,
 *             handed: () => Promise<{ at: number | string } | null | undefined> }} CarryCtx */

/** @param {App} app */
export function openCarry(app) {
  const port = app.port;
  /** @type {CarryCtx} */
  const ctx = {
    send: () => sendTable(app), open: () => chooseTableFile(app), past: () => openPastGames(app, { back: () => openCarry(app) }),
    backup: () => sendBackup(app), restore: () => chooseBackup(app),
    handed: () => (app.store ? readHanded(app.store.db) : Promise.resolve(null)),
  };
  mountSheet(t("carry_title"), (body) => mountCarry(body, port, ctx), port, { testid: "carry-sheet" });
}

// The sheet, mounted once: sending waits for a game with something in its log.
/** @param {HTMLElement} body @param {Port} port @param {CarryCtx} ctx */
function mountCarry(body, port, ctx) {
  let mounted = true;
  const send = h("button", { class: "primary", testid: "carry-send", onclick: () => ctx.send().then(() => closeSheet()) }, t("carry_send"));
  const handed = h("p", { class: "muted", testid: "carry-handed-line", hidden: true });
  ctx.handed().then((said) => {
    if (said && mounted) { handed.textContent = t("carry_handed_short", { time: when(said.at) }); handed.hidden = false; }
  }).catch(() => {});
  body.append(
    h("div", { class: "button-row" }, send,
      h("button", { testid: "carry-open", onclick: () => ctx.open() }, t("carry_open"))),
    h("div", { class: "button-row" },
      h("button", { testid: "carry-past", onclick: () => ctx.past() }, t("carry_past"))),
    h("div", { class: "button-row" },
      h("button", { testid: "carry-backup", onclick: () => ctx.backup() }, t("carry_backup")),
      h("button", { testid: "carry-restore", onclick: () => ctx.restore() }, t("carry_restore"))),
    handed,
    persistenceLine());
  /** @param {TableState | null} state */
  const update = (state) => { send.disabled = !state?.log_length; };
  update(port.state());
  return { update, unmount: () => { mounted = false; } };
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

// Carrying is a screen of the menu and of the start screen: its descriptor, as a format's.
/** @type {import("../formats.js").Feature} */
export const FORMAT = { id: "carry", label: "carry", open: openCarry, onStart: true };
// (the menu's list reads this name until it reads every folder's FORMAT)
export const CARRY_FEATURE = FORMAT;

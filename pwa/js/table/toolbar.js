// The bar at the foot of the table: undo, redo, the turn button (whose turn, the turn's
// number, the game and turn clocks), dice, the history and the menu.

import { clear, h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../storage/types").Action} Action */
/**
 * @typedef {object} ToolbarOptions
 * @property {(action: Action) => unknown} send
 * @property {(tool: "dice" | "history" | "menu") => void} open
 * @property {() => unknown} undo
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {boolean} readOnly
 * @property {number} pending actions not yet on disk
 * @property {boolean} [turnTimer]
 */

// The game timer, and the turn timer when the table wants it: from the times stamped on the
// actions, so a reload or a locked screen changes nothing.
/** @param {TableState} state @param {boolean} turnTimer @param {number} [now] */
export function clockText(state, turnTimer, now = Date.now()) {
  if (!state.started_at || state.over) return "";
  const game = `⏱ ${duration(now - state.started_at)}`;
  return turnTimer && state.turn_started_at ? `${game} · ${t("turn_time")} ${duration(now - state.turn_started_at)}` : game;
}

/** @param {number} ms */
function duration(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** @param {HTMLElement} root @param {TableState} state @param {ToolbarOptions} options */
export function renderToolbar(root, state, { send, open, undo, canUndo, canRedo, readOnly, pending, turnTimer = false }) {
  clear(root);
  const active = state.active_player;
  const sky = state.day_night === "day" ? "☀ " : state.day_night === "night" ? "☾ " : "";
  const storm = state.storm ? ` · ⛈${state.storm}` : "";
  // first line: whose turn (the name as far as it fits, on the seat's colour); then the
  // turn's number with "next turn", then the clock: one line each, the toolbar's height fixed
  const player = active !== null && active !== undefined ? state.players[active] : null;
  const whose = player ? player.name : t(state.turn ? "turn" : "no_turn", { n: state.turn });
  // "Turn 2 · Next ▸"; in Russian "Ход 2 ▸", as "Ход 2 · Дальше ▸" does not fit a 360 px phone
  const turnLine = sky + (state.turn ? t("turn_next", { turn: t("turn", { n: state.turn }) }) : t("next_turn_short")) + storm;
  root.append(
    h("button", { testid: "undo", "aria-label": t("undo"), disabled: !canUndo, onclick: undo }, "↶"),
    h("button", { testid: "redo", "aria-label": t("redo"), disabled: !canRedo, onclick: () => send({ type: "redo" }) }, "↷"),
    h("button", { class: "turn", testid: "next-turn", disabled: state.over, title: t("next_turn"),
      dataset: player && player.color ? { color: player.color } : {},
      onclick: () => send({ type: "next_turn" }) }, h("span", { class: "turn-whose", testid: "turn-whose", text: whose }),
    h("small", { text: turnLine }),
      h("small", { class: "clock", testid: "clock", text: clockText(state, turnTimer) })),
    h("button", { testid: "open-dice", "aria-label": t("dice"), onclick: () => open("dice") }, "⚄"),
    h("button", { testid: "open-history", "aria-label": t("history"), onclick: () => open("history") }, "☰"),
    h("button", { testid: "open-menu", "aria-label": t("menu"), onclick: () => open("menu") }, "⚙"),
    h("span", { class: "save-dot", testid: "save-state", title: pending ? t("unsaved") : t("saved"),
      dataset: { pending: pending ? "1" : "0" } }),
  );
  root.classList.toggle("read-only", readOnly);
}

// The bar at the foot of the table: undo, redo, the turn button (whose turn, the turn's
// number, the game and turn clocks), dice, the history and the menu.

import { clear, h, setAttr, setText } from "../kit/dom.js";
import { getLang, t } from "../kit/i18n.js";

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

// The bar is built once per container and then drawn in place: a tap redraws it twice (the
// pending change, then the engine's answer), and a bar built afresh each time left its
// buttons, their handlers and texts as garbage in the page until the next full collection.
// Its handlers are the first call's (send, open, undo): the app passes the same ones each time.
/** @type {WeakMap<HTMLElement, ReturnType<typeof buildToolbar>>} */
const BUILT = new WeakMap();

/** @param {HTMLElement} root @param {Pick<ToolbarOptions, "send" | "open" | "undo">} options */
function buildToolbar(root, { send, open, undo }) {
  const whose = h("span", { class: "turn-whose", testid: "turn-whose" });
  const line = h("small");
  const clock = h("small", { class: "clock", testid: "clock" });
  const parts = {
    undo: h("button", { testid: "undo", onclick: undo }, "↶"),
    redo: h("button", { testid: "redo", onclick: () => send({ type: "redo" }) }, "↷"),
    turn: h("button", { class: "turn", testid: "next-turn", onclick: () => send({ type: "next_turn" }) }, whose, line, clock),
    dice: h("button", { testid: "open-dice", onclick: () => open("dice") }, "⚄"),
    history: h("button", { testid: "open-history", onclick: () => open("history") }, "☰"),
    menu: h("button", { testid: "open-menu", onclick: () => open("menu") }, "⚙"),
    dot: h("span", { class: "save-dot", testid: "save-state" }),
    whose, line, clock,
  };
  clear(root);
  root.append(parts.undo, parts.redo, parts.turn, parts.dice, parts.history, parts.menu, parts.dot);
  return parts;
}

// The clock in the turn button, ticking each second: rewritten in the bar's own clock element
// (the one this module built for the container), never looked for in the page.
/** @param {HTMLElement} root @param {TableState} state @param {boolean} turnTimer */
export function tickToolbar(root, state, turnTimer) {
  const parts = BUILT.get(root);
  if (parts && parts.clock.isConnected) setText(parts.clock, clockText(state, turnTimer));
}

/** @param {HTMLElement} root @param {TableState} state @param {ToolbarOptions} options */
export function renderToolbar(root, state, options) {
  const { canUndo, canRedo, readOnly, pending, turnTimer = false } = options;
  let parts = BUILT.get(root);
  if (!parts || parts.undo.parentNode !== root) {
    parts = buildToolbar(root, options);
    BUILT.set(root, parts);
  }
  const active = state.active_player;
  const sky = state.day_night === "day" ? "☀ " : state.day_night === "night" ? "☾ " : "";
  const storm = state.storm ? ` · ⛈${state.storm}` : "";
  // first line: whose turn (the name as far as it fits, on the seat's colour); then the
  // turn's number with "next turn", then the clock: one line each, the toolbar's height fixed
  const player = active !== null && active !== undefined ? state.players[active] : null;
  // a team shares its turn (Two-Headed Giant, 805.4): the turn is the team's, named whole
  const team = active !== null && active !== undefined && state.teams && state.teams.length
    ? state.teams.find((tm) => tm.members.includes(active)) : undefined;
  const whose = team && team.members.length > 1
    ? new Intl.ListFormat(getLang() === "ru" ? "ru-RU" : "en-US", { type: "conjunction" }).format(team.members.map((s) => state.players[s].name))
    : player ? player.name : t(state.turn ? "turn" : "no_turn", { n: state.turn });
  // "Turn 2 · Next ▸"; in Russian "Ход 2 ▸", as "Ход 2 · Дальше ▸" does not fit a 360 px phone
  const turnLine = sky + (state.turn ? t("turn_next", { turn: t("turn", { n: state.turn }) }) : t("next_turn_short")) + storm;
  setAttr(parts.undo, "aria-label", t("undo"));
  parts.undo.disabled = !canUndo;
  setAttr(parts.redo, "aria-label", t("redo"));
  parts.redo.disabled = !canRedo;
  parts.turn.disabled = !!state.over;
  setAttr(parts.turn, "title", t("next_turn"));
  if (player && player.color) parts.turn.dataset.color = player.color; else delete parts.turn.dataset.color;
  setText(parts.whose, whose);
  setText(parts.line, turnLine);
  setText(parts.clock, clockText(state, turnTimer));
  setAttr(parts.dice, "aria-label", t("dice"));
  setAttr(parts.history, "aria-label", t("history"));
  setAttr(parts.menu, "aria-label", t("menu"));
  setAttr(parts.dot, "title", pending ? t("unsaved") : t("saved"));
  parts.dot.dataset.pending = pending ? "1" : "0";
  root.classList.toggle("read-only", readOnly);
}

// One readable line per history entry: {action, names} from the engine's history().

import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").HistoryEntry} HistoryEntry */
/** @typedef {import("./types").Describer} Describer */
/** @typedef {import("./types").Who} Who */
/** @typedef {import("../types/state").JsonValue} JsonValue */

const signed = (/** @type {number} */ n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : String(n));   // a minus sign, as on the table

/** @param {string} name */
function counterName(name) {
  return ["poison", "energy", "experience"].includes(name) ? t(name) : name;
}

// A logged action's field as a sentence's parameter: a number stays one (plural forms), the
// rest is shown as text, as t() would show it.
/** @param {JsonValue | undefined} value */
export const asParam = (value) => (typeof value === "number" ? value : String(value));

// A logged action's list field (dice results, players), or none.
const list = (/** @type {JsonValue | undefined} */ value) => (Array.isArray(value) ? value : []);

// Features describe their own actions: addDescriber("hell_draw", (action, who) => "…").
/** @type {Map<string, Describer>} */
const DESCRIBERS = new Map();
/** @param {string} type @param {Describer} describeAction */
export function addDescriber(type, describeAction) {
  DESCRIBERS.set(type, describeAction);
}

/** @param {HistoryEntry} entry @returns {string} */
export function describe(entry) {
  const a = entry.action;
  const names = entry.names || [];
  /** @type {Who} */
  const who = (seat) => (seat === null || seat === undefined ? t("nobody")
    : (typeof seat === "number" ? names[seat] : undefined) ?? `#${seat}`);
  const describeOwn = DESCRIBERS.get(String(a.type));
  if (describeOwn) return describeOwn(a, who);
  switch (a.type) {
    case "new_game":
      return t("h_new_game", { players: list(a.players).join(", "), life: asParam(a.starting_life ?? "—") });
    case "adjust_life":
      return t("h_adjust_life", { name: who(a.player), delta: signed(Number(a.delta)) });
    case "set_life":
      return t("h_set_life", { name: who(a.player), life: asParam(a.life) });
    case "adjust_counter":
      return t("h_adjust_counter", { name: who(a.player), counter: counterName(String(a.counter)), delta: signed(Number(a.delta)) });
    case "commander_damage":
      return t("h_commander_damage", { name: who(a.player), delta: signed(Number(a.delta)), source: who(a.source) });
    case "set_designation":
      return a.value === false
        ? t("h_set_designation_off", { name: who(a.player), designation: t(String(a.designation)) })
        : t("h_set_designation", { name: who(a.player), designation: t(String(a.designation)) });
    case "next_turn":          // whose turn it began (the engine's history says)
      return Number.isInteger(entry.active) ? t("h_next_turn_of", { name: who(entry.active) }) : t("h_next_turn");
    case "set_step":
      return t("h_set_step", { step: t(`step_${a.step}`) });
    case "roll_dice":
      return t("h_roll_dice", { count: asParam(a.count ?? 1), sides: asParam(a.sides ?? 6), results: list(a.results).join(", ") });
    case "flip_coin":
      return t("h_flip_coin", { results: list(a.results).map((r) => t(String(r))).join(", ") });
    case "choose_first_player":
      return t("h_choose_first_player", { name: who(a.result) });
    case "undo":
      return t("h_undo", { n: asParam(a.steps ?? 1) });
    case "redo":
      return t("h_redo", { n: asParam(a.steps ?? 1) });
    case "end_game":
      return a.winner === undefined || a.winner === null
        ? t("h_end_game_draw")
        : t("h_end_game", { winner: who(a.winner) });
    default: {
      const what = String(a.type).replace(/_/g, " ");
      const seat = a.player ?? a.controller;
      return seat === undefined || seat === null ? t("h_other", { type: what }) : `${who(seat)}: ${what}`;
    }
  }
}

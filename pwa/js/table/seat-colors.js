// Seat colours: the palette the engine accepts (engine/players.py SEAT_COLORS), their names,
// and the players a phone has seen recently (kept in localStorage: a convenience for the
// start screen, not game data).

import { addStrings, t } from "../kit/i18n.js";

/** @typedef {NonNullable<import("../types/actions").SetColor["color"]>} SeatColor */
/** @type {SeatColor[]} the engine's seat colours (set_color's choices) */
export const SEAT_COLORS = ["red", "orange", "olive", "green", "teal", "blue", "purple", "pink", "brown", "slate"];
// A player this phone has seen: their name and the colour they sat in (null: plain).
/** @typedef {{ name: string, color: string | null | undefined }} RecentPlayer */
const RECENT_KEY = "tk-recent-players";
const RECENT_MAX = 12;

addStrings({
  en: {
    color_of_seat: "Colour of seat {n}", color: "Colour", color_none: "Plain", recent_players: "Recent players",
    color_red: "Red", color_orange: "Orange", color_olive: "Olive", color_green: "Green", color_teal: "Teal",
    color_blue: "Blue", color_purple: "Purple", color_pink: "Pink", color_brown: "Brown", color_slate: "Slate",
    h_set_color: "{name}: colour {color}",
  },
  ru: {
    color_of_seat: "Цвет места {n}", color: "Цвет", color_none: "Без цвета", recent_players: "Недавние игроки",
    color_red: "Красный", color_orange: "Оранжевый", color_olive: "Оливковый", color_green: "Зелёный",
    color_teal: "Бирюзовый", color_blue: "Синий", color_purple: "Фиолетовый", color_pink: "Розовый",
    color_brown: "Коричневый", color_slate: "Серый",
    h_set_color: "{name}: цвет — {color}",
  },
});

/** @param {string | null | undefined} color */
export function colorName(color) {
  return color ? t(`color_${color}`) : t("color_none");
}

/** @returns {RecentPlayer[]} */
export function recentPlayers() {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) || "[]");
    return Array.isArray(list) ? list.filter(isRecentPlayer) : [];
  } catch (_) {
    return [];
  }
}

/** @param {unknown} p @returns {p is RecentPlayer} */
function isRecentPlayer(p) {
  return typeof p === "object" && p !== null && "name" in p && typeof p.name === "string" && p.name.trim() !== "";
}

// The players of a game just started go first; older ones follow, each name once.
/** @param {RecentPlayer[]} players */
export function rememberPlayers(players) {
  const seen = new Set(players.map((p) => p.name.toLocaleLowerCase()));
  const list = [...players, ...recentPlayers().filter((p) => !seen.has(p.name.toLocaleLowerCase()))].slice(0, RECENT_MAX);
  try { localStorage.setItem(RECENT_KEY, JSON.stringify(list)); } catch (_) { /* private window: not kept */ }
}

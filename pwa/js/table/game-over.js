// The end of a game on the table: who won, and what comes next, in a strip under the panels
// (the panels stay readable, the winner's name and badges uncovered): the life chart, a new
// game with the same players, seats, format and life, and, while a match is running between
// two of the table's players, the rematch (the game counted in the match, the next one begun).

import { h, oneOf } from "../kit/dom.js";
import { addStrings, t } from "../kit/i18n.js";
import { SEAT_COLORS } from "./seat-colors.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("./types").SendReply} SendReply */
/** @typedef {import("../storage/types").Action} Action */

addStrings({
  en: { over_new_game: "New game", over_rematch: "Rematch ({a} – {b})" },
  ru: { over_new_game: "Новая игра", over_rematch: "Реванш ({a} – {b})" },
});

// The game that follows this one: the same players in the same seats, format, life and colours.
/** @param {TableState} state */
export function sameTableAgain(state) {
  /** @type {import("../types/actions").NewGame} */
  const action = { type: "new_game", players: state.players.map((p) => p.name), format: /** @type {import("./types").GameFormat} */ (state.format),
    starting_life: state.starting_life, colors: state.players.map((p) => oneOf(SEAT_COLORS, p.color) ?? null) };
  const teams = (state.teams || []).map((team) => (Array.isArray(team) ? team : team.members)).filter(Array.isArray);
  if (teams.length) action.teams = teams;
  return action;
}

// The running match this table's game belongs to: both its sides are players here.
/** @param {TableState} state */
function runningMatch(state) {
  const m = state.session_features && state.session_features.match;
  if (!m || m.over) return null;
  const names = state.players.map((p) => p.name);
  return names.includes(m.a) && names.includes(m.b) ? m : null;
}

/** @param {TableState} state @param {{ send: (action: Action) => Promise<SendReply>, openChart: () => void }} how */
export function gameOverContent(state, { send, openChart }) {
  const winner = state.winner === null || state.winner === undefined ? null : state.players[state.winner];
  const match = runningMatch(state);
  /** @param {() => void} run */
  const once = (run) => (/** @type {MouseEvent} */ e) => { /** @type {HTMLButtonElement} */ (e.currentTarget).disabled = true; run(); };
  return [
    h("p", { testid: "game-over-text", text: winner ? t("game_over_winner", { n: String(state.number), name: winner.name })
      : t("game_over", { n: String(state.number) }) }),
    h("div", { class: "button-row" },
      h("button", { testid: "over-life-chart", onclick: () => openChart() }, t("life_chart")),
      h("button", { class: "primary", testid: "over-new-game", onclick: once(() => send(sameTableAgain(state))) }, t("over_new_game")),
      match ? h("button", { class: "primary", testid: "over-rematch", onclick: once(() => {
        const side = !winner ? null : winner.name === match.a ? "a" : winner.name === match.b ? "b" : null;
        send({ type: "match_game", winner: side }).then((r) => { if (r.ok) send(sameTableAgain(state)); });
      }) }, t("over_rematch", { a: match.a, b: match.b })) : null),
  ];
}

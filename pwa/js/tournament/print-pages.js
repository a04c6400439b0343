// The tournament's print pages: the current round's pairings, its result slips, and the
// standings (kit/print.js prints them).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { figure, playerLabel, standingsTitle } from "./standings-text.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../kit/print.js").PrintPage} PrintPage */

export const PRINT_STRINGS = {
  en: {
    print_pairings: "Pairings",
    print_standings: "Standings",
    print_slips: "Result slips",
    print_round: "Round {n}",
    print_table: "Table",
    print_opponent: "Opponent",
    print_points: "Points",
    print_slip_title: "Round {round} · Table {table}",
    print_slip_games: "Games won",
    print_slip_drawn: "Drawn games",
    print_slip_drop: "I drop from the event",
    print_slip_signature: "Signature",
    print_bye: "bye",
  },
  ru: {
    print_pairings: "Пары",
    print_standings: "Турнирная таблица",
    print_slips: "Бланки результатов",
    print_round: "Раунд {n}",
    print_table: "Стол",
    print_opponent: "Оппонент",
    print_points: "Очки",
    print_slip_title: "Раунд {round} · Стол {table}",
    print_slip_games: "Выиграно партий",
    print_slip_drawn: "Партий вничью",
    print_slip_drop: "Я выбываю из турнира",
    print_slip_signature: "Подпись",
    print_bye: "автопобеда",
  },
};

// The current round: one line a table, the bye last (players find their name, then a table).
/** @param {TournamentState} tour @returns {HTMLElement} */
function pairingsPage(tour) {
  const number = tour.rounds.length;
  const matches = tour.rounds[number - 1] || [];
  /** @type {[string, string, string | null][]} player, table, opponent (null: the bye) */
  const byName = [];
  for (const m of matches) {
    // a draft table's number beside the table's (7.6); a team's players by seat too (8.2)
    const table = m.draft_table ? `${m.table} (${t("t_table_short", { n: m.draft_table })})` : String(m.table);
    if (m.b === null) byName.push([m.a, table, null]);
    else byName.push([m.a, table, m.b], [m.b, table, m.a]);
    for (const s of m.seats || []) {
      byName.push([`${s.a} (${m.a}, ${s.seat})`, table, s.b], [`${s.b} (${m.b}, ${s.seat})`, table, s.a]);
    }
  }
  byName.sort((x, y) => x[0].localeCompare(y[0]));
  return h("section", { class: "print-page", testid: "print-pairings" },
    h("h2", { text: `${t("print_pairings")} · ${t("print_round", { n: number })}` }),
    h("p", { text: t("slip_event_code", { code: tour.code }) }),
    h("table", {},
      h("thead", {}, h("tr", {}, [t("print_player"), t("print_table"), t("print_opponent")].map((x) => h("th", { text: x })))),
      h("tbody", {}, byName.map(([player, table, opponent]) => h("tr", {},
        h("td", { text: player }),
        h("td", { text: opponent === null ? "—" : table }),
        h("td", { text: opponent === null ? t("print_bye") : opponent }))))));
}

/** @param {TournamentState} tour @returns {HTMLElement} */
function standingsPage(tour) {
  return h("section", { class: "print-page", testid: "print-standings" },
    h("h2", { text: standingsTitle(tour) }),
    h("table", {},
      h("thead", {}, h("tr", {}, ["#", t("print_player"), t("print_points"), t("t_wld"), t("t_omw"), t("t_gw"), t("t_ogw")]
        .map((x) => h("th", { text: x })))),
      h("tbody", {}, tour.standings.map((r) => h("tr", {},
        h("td", { text: String(r.rank) }),
        h("td", { text: playerLabel(r) }),
        h("td", { text: String(r.points) }),
        h("td", { text: `${r.wins}-${r.losses}-${r.draws}` }),
        ...["omw", "gw", "ogw"].map((key) => h("td", { text: figure(r, key) })))))));
}

// A slip per table of the current round, to fill in by hand and hand to the organiser.
/** @param {TournamentState} tour @returns {HTMLElement} */
function slipsPage(tour) {
  const number = tour.rounds.length;
  const matches = (tour.rounds[number - 1] || []).filter((m) => m.b !== null);
  const box = () => h("span", { class: "print-box" });
  return h("section", { class: "print-slips", testid: "print-slips" },
    matches.map((m) => h("div", { class: "print-slip" },
      h("h2", { text: t("print_slip_title", { round: number, table: m.table }) }),
      h("table", {},
        h("thead", {}, h("tr", {}, [t("print_player"), t("print_slip_games"), t("print_slip_drop"), t("print_slip_signature")]
          .map((x) => h("th", { text: x })))),
        // a team match: a line a seated player, A against A, B against B, C against C (8.2)
        h("tbody", {}, (m.seats ? m.seats.flatMap((s) => [`${s.seat} · ${s.a} (${m.a})`, `${s.seat} · ${s.b} (${m.b})`]) : [m.a, m.b]).map((name) => h("tr", {},
          h("td", { text: name }), h("td", {}, box()), h("td", {}, box()), h("td", { class: "print-sign" }))))),
      h("p", {}, `${t("print_slip_drawn")}: `, box()))));
}

/** @param {(tour: TournamentState) => HTMLElement} draw @returns {(state: TableState) => HTMLElement | null} */
const ofTournament = (draw) => (state) => {
  const tour = state.session_features && state.session_features.tournament;
  return tour ? draw(tour) : null;
};

/** @type {PrintPage} */
export const PAIRINGS = { id: "pairings", title: "print_pairings", draw: ofTournament(pairingsPage) };
/** @type {PrintPage} */
export const SLIPS = { id: "slips", title: "print_slips", draw: ofTournament(slipsPage) };
/** @type {PrintPage} */
export const STANDINGS = { id: "standings", title: "print_standings", draw: ofTournament(standingsPage) };

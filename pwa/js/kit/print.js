// Paper where paper is expected (issue 14, item 8): pairings, standings, result slips and
// draft seatings as print pages. The page to print is built in #print (print.css shows only
// it when printing, on A4 or Letter: the browser's paper choice, margins fit both), the
// browser's print dialog opens (print or save as PDF), and the page is taken away again
// after printing, whichever way the dialog closes. Everything printed is the engine's
// state as the screen shows it; nothing hidden is ever printed.

import { h } from "./dom.js";
import { addStrings, t } from "./i18n.js";
import { figure, playerLabel } from "../tournament/standings-text.js";

/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").DraftState} DraftState */

addStrings({
  en: {
    print: "Print",
    print_pairings: "Pairings",
    print_standings: "Standings",
    print_slips: "Result slips",
    print_seating: "Draft seating",
    print_round: "Round {n}",
    print_table: "Table",
    print_player: "Player",
    print_opponent: "Opponent",
    print_points: "Points",
    print_printed: "Printed {when}",
    print_slip_title: "Round {round} · Table {table}",
    print_slip_games: "Games won",
    print_slip_drawn: "Drawn games",
    print_slip_drop: "I drop from the event",
    print_slip_signature: "Signature",
    print_seat: "Seat",
    print_passes_to: "Passes first pack to",
    print_receives_from: "Receives first pack from",
    print_bye: "bye",
  },
  ru: {
    print: "Печать",
    print_pairings: "Пары",
    print_standings: "Турнирная таблица",
    print_slips: "Бланки результатов",
    print_seating: "Рассадка на драфте",
    print_round: "Раунд {n}",
    print_table: "Стол",
    print_player: "Игрок",
    print_opponent: "Оппонент",
    print_points: "Очки",
    print_printed: "Напечатано {when}",
    print_slip_title: "Раунд {round} · Стол {table}",
    print_slip_games: "Выиграно партий",
    print_slip_drawn: "Партий вничью",
    print_slip_drop: "Я выбываю из турнира",
    print_slip_signature: "Подпись",
    print_seat: "Место",
    print_passes_to: "Передаёт первый бустер",
    print_receives_from: "Получает первый бустер от",
    print_bye: "автопобеда",
  },
});

// Put `pages` (elements, each a printed page or more) in #print and open the print dialog.
/** @param {string} title @param {Node[]} pages */
export function printPages(title, pages) {
  const root = document.getElementById("print") || document.body.appendChild(h("div", { id: "print", hidden: true }));
  root.replaceChildren(h("header", { class: "print-head" },
    h("h1", { text: title }),
    h("p", { text: t("print_printed", { when: new Date().toLocaleString(document.documentElement.lang || undefined) }) })),
  ...pages);
  document.body.classList.add("printing");
  const done = () => {
    document.body.classList.remove("printing");
    root.replaceChildren();
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}

// The current round: one line a table, the bye last (players find their name, then a table).
/** @param {TournamentState} tour @returns {HTMLElement} */
export function pairingsPage(tour) {
  const number = tour.rounds.length;
  const matches = tour.rounds[number - 1] || [];
  /** @type {[string, number, string | null][]} player, table, opponent (null: the bye) */
  const byName = [];
  for (const m of matches) {
    if (m.b === null) byName.push([m.a, m.table, null]);
    else byName.push([m.a, m.table, m.b], [m.b, m.table, m.a]);
  }
  byName.sort((x, y) => x[0].localeCompare(y[0]));
  return h("section", { class: "print-page", testid: "print-pairings" },
    h("h2", { text: `${t("print_pairings")} · ${t("print_round", { n: number })}` }),
    h("p", { text: t("slip_event_code", { code: tour.code }) }),
    h("table", {},
      h("thead", {}, h("tr", {}, [t("print_player"), t("print_table"), t("print_opponent")].map((x) => h("th", { text: x })))),
      h("tbody", {}, byName.map(([player, table, opponent]) => h("tr", {},
        h("td", { text: player }),
        h("td", { text: opponent === null ? "—" : String(table) }),
        h("td", { text: opponent === null ? t("print_bye") : opponent }))))));
}

/** @param {TournamentState} tour @returns {HTMLElement} */
export function standingsPage(tour) {
  return h("section", { class: "print-page", testid: "print-standings" },
    h("h2", { text: `${t("print_standings")} · ${t("print_round", { n: tour.rounds.length })}` }),
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
export function slipsPage(tour) {
  const number = tour.rounds.length;
  const matches = (tour.rounds[number - 1] || []).filter((m) => m.b !== null);
  const box = () => h("span", { class: "print-box" });
  return h("section", { class: "print-slips", testid: "print-slips" },
    matches.map((m) => h("div", { class: "print-slip" },
      h("h2", { text: t("print_slip_title", { round: number, table: m.table }) }),
      h("table", {},
        h("thead", {}, h("tr", {}, [t("print_player"), t("print_slip_games"), t("print_slip_drop"), t("print_slip_signature")]
          .map((x) => h("th", { text: x })))),
        h("tbody", {}, [m.a, m.b].map((name) => h("tr", {},
          h("td", { text: name }), h("td", {}, box()), h("td", {}, box()), h("td", { class: "print-sign" }))))),
      h("p", {}, `${t("print_slip_drawn")}: `, box()))));
}

// Who sits where at the draft table, and where the first pack goes.
/** @param {DraftState} draft @returns {HTMLElement} */
export function seatingPage(draft) {
  const name = (/** @type {number} */ seat) => draft.seats[seat].name;
  return h("section", { class: "print-page", testid: "print-seating" },
    h("h2", { text: t("print_seating") }),
    h("table", {},
      h("thead", {}, h("tr", {}, [t("print_seat"), t("print_player"), t("print_passes_to"), t("print_receives_from")]
        .map((x) => h("th", { text: x })))),
      h("tbody", {}, draft.seats.map((s) => h("tr", {},
        h("td", { text: String(s.seat + 1) }),
        h("td", { text: s.name }),
        h("td", { text: s.passes_to === null || s.passes_to === undefined ? "—" : name(s.passes_to) }),
        h("td", { text: s.receives_from === null || s.receives_from === undefined ? "—" : name(s.receives_from) }))))));
}

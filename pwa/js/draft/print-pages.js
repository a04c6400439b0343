// The draft's print page: who sits where, and where the first pack goes (kit/print.js prints it).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").DraftState} DraftState */

export const PRINT_STRINGS = {
  en: {
    print_seating: "Draft seating",
    print_seat: "Seat",
    print_passes_to: "Passes first pack to",
    print_receives_from: "Receives first pack from",
  },
  ru: {
    print_seating: "Рассадка на драфте",
    print_seat: "Место",
    print_passes_to: "Передаёт первый бустер",
    print_receives_from: "Получает первый бустер от",
  },
};

// Who sits where at the draft table, and where the first pack goes.
/** @param {DraftState} draft @returns {HTMLElement} */
function seatingPage(draft) {
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

/** @type {import("../kit/print.js").PrintPage} */
export const SEATING = { id: "seating", title: "print_seating", draw: (state) => {
  const draft = state.session_features && state.session_features.draft;
  return draft ? seatingPage(draft) : null;
} };

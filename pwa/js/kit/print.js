// Paper where paper is expected: a format's print pages (pairings, standings, result slips,
// draft seatings) are built by its folder; here only the mechanism. The page to print is
// built in #print (print.css shows only it when printing, on A4 or Letter: the browser's
// paper choice, margins fit both), the browser's print dialog opens (print or save as PDF),
// and the page is taken away again after printing, whichever way the dialog closes.
// Everything printed is the engine's state as the screen shows it; nothing hidden is ever
// printed.

import { h } from "./dom.js";
import { addStrings, t } from "./i18n.js";

/** @typedef {import("../types/state").TableState} TableState */

// One print page a format offers: its title (a string key) and the page drawn from the
// state (null when the state has nothing to print on it).
/** @typedef {{ id: string, title: string, draw: (state: TableState) => HTMLElement | null }} PrintPage */

addStrings({
  en: {
    print: "Print",
    print_player: "Player",
    print_printed: "Printed {when}",
  },
  ru: {
    print: "Печать",
    print_player: "Игрок",
    print_printed: "Напечатано {when}",
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

// Print one of a format's pages from the state the screen shows.
/** @param {PrintPage} page @param {TableState | null} state */
export function printPage(page, state) {
  const drawn = state ? page.draw(state) : null;
  if (drawn) printPages(t(page.title), [drawn]);
}

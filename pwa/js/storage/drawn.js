// The table as the page last drew it (page/drawn-table.js keeps it, start/early-paint.js shows
// it at the next start before the view's bundle has run). It is kept in localStorage, which
// a page reads at once (the database answers only some tens of milliseconds later), and it
// is dropped, at once, before anything is written to the game's database: while it is here,
// the database still holds the snapshot it was drawn from (its stamp; the early paint checks
// that too once the database answers).

/** @typedef {import("./types").DrawnTable} DrawnTable */

const DRAWN_KEY = "table-keeper-drawn";

// What a kept drawing says it is (one kept by another kind of page is not shown).
export const DRAWN_FORMAT = "table-keeper-drawn-table";

// The way the phone is held: a drawing is kept for it and shown only when it is held the same way.
/** @returns {boolean} as table/table.js isLandscape() */
export const landscapeNow = () => typeof matchMedia === "function" && matchMedia("(orientation: landscape)").matches;

/** @returns {DrawnTable | null} */
export function readDrawn() {
  try {
    const text = localStorage.getItem(DRAWN_KEY);
    return text ? JSON.parse(text) : null;
  } catch (_) {
    return null;             // none, or damaged: the view paints as before
  }
}

/** @param {DrawnTable} drawn */
export function keepDrawn(drawn) {
  try { localStorage.setItem(DRAWN_KEY, JSON.stringify(drawn)); } catch (_) { /* a picture only */ }
}

export function dropDrawn() {
  try { localStorage.removeItem(DRAWN_KEY); } catch (_) { /* none kept */ }
}

// The last table on screen before the view's bundle has run: the page's inline script (with
// the early read, tools/build.py) shows the table as the page last drew it (storage/drawn.js,
// kept by page/drawn-table.js) as soon as the document is parsed. On a reload that is some
// tens of milliseconds before the bundle is fetched, compiled and run and draws it itself,
// and before the database has answered.
//
// It is shown only when it is what the bundle will draw first: drawn from the snapshot the
// database holds with nothing pending (the drawing is dropped before any write to the
// database, and its stamp is checked against the snapshot's once the database answers: a
// drawing that is not of it is taken off), by this build of the view, the phone held the same
// way. Otherwise nothing is shown here and the bundle paints as before. A tap on it does
// nothing yet, so the number under the finger does not change: it is noted (where it
// landed) and the view, once it has drawn the same table, taps the same place
// (page/drawn-table.js), so the tap counts once.
//
// Kept small: it is part of the page itself, read before anything else.

import { DRAWN_FORMAT, landscapeNow, readDrawn } from "../storage/drawn.js";

/** @typedef {import("../storage/types").LastTable} LastTable */
/** @typedef {import("../storage/types").DrawnTable} DrawnTable */
/** @typedef {import("../storage/types").TapPath} TapPath */

// Whether a kept drawing may be shown now.
/** @param {DrawnTable | null} drawn @param {string | undefined} build @returns {DrawnTable | null} */
export function showable(drawn, build) {
  if (!drawn || drawn.format !== DRAWN_FORMAT || !build || drawn.build !== build || !drawn.stamp) return null;
  if (drawn.landscape !== landscapeNow()) return null;
  if (typeof drawn.screen !== "string" || typeof drawn.toolbar !== "string") return null;
  return drawn;
}

// Whether it is of the table the database holds (nothing pending on it).
/** @param {DrawnTable} drawn @param {LastTable} last */
const ofStored = (drawn, last) => !!last.snapshot && last.snapshot.stamp === drawn.stamp && !last.journal;

// Each element's inline style, kept aside as data-tk-style, put back through the style object.
/** @param {Element} root */
function restyle(root) {
  for (const el of root.querySelectorAll("[data-tk-style]")) {
    if (el instanceof HTMLElement) el.style.cssText = el.dataset.tkStyle || "";
    el.removeAttribute("data-tk-style");
  }
}

/** @param {Element} root @param {Node} target @returns {number[]} */
function pathTo(root, target) {
  const path = [];
  for (let node = target; node !== root && node.parentNode; node = node.parentNode) {
    path.unshift(Array.prototype.indexOf.call(node.parentNode.childNodes, node));
  }
  return path;
}

/** @param {Promise<LastTable> | null} lastTable the early read's */
export function startEarlyPaint(lastTable) {
  const early = globalThis.tkEarlyRead;
  const drawn = showable(readDrawn(), globalThis.tkViewBuild);
  if (!lastTable || !early || !drawn) return;
  // a start-up step as the view's are (start/step.js), from the script to the paint
  performance.mark("tk-step:early-paint:start");
  let refused = false;                          // the database said it is not of its snapshot
  const screen = () => document.getElementById("screen");
  const toolbar = () => document.getElementById("toolbar");
  const paint = () => {
    const main = screen();
    const bar = toolbar();
    const status = document.getElementById("status");
    // the view has drawn already (or took over): never over its drawing
    if (refused || !main || !bar || !status || main.childNodes.length || early.painted) return;
    document.documentElement.lang = drawn.lang;
    document.title = drawn.title;
    main.innerHTML = drawn.screen;
    bar.innerHTML = drawn.toolbar;
    restyle(main);
    restyle(bar);
    bar.classList.add("read-only");           // as the view's first paint (not ready yet)
    bar.hidden = false;
    status.textContent = drawn.status;
    status.hidden = !drawn.status;
    /** @type {TapPath[]} */
    const taps = [];
    // A tap counts when the finger lands, as on the view's table (table/table.js): its click
    // may come after the view has taken over, on an element already gone. A click with no
    // press behind it (keyboard, screen reader: detail 0) counts too.
    /** @param {MouseEvent} e */
    const noted = (e) => {
      const target = e.target instanceof Node ? e.target : null;
      const root = target && (main.contains(target) ? main : bar.contains(target) ? bar : null);
      if (!target || !root) return;
      e.preventDefault();
      const pressed = e.type === "pointerdown" ? e.button === 0 : e.detail === 0;
      if (pressed) taps.push({ root: root === main ? "screen" : "toolbar", path: pathTo(root, target) });
    };
    document.addEventListener("pointerdown", noted, true);
    document.addEventListener("click", noted, true);
    const stop = () => {
      document.removeEventListener("pointerdown", noted, true);
      document.removeEventListener("click", noted, true);
    };
    early.painted = { stamp: drawn.stamp, taps, stop };
    performance.mark("tk-step:early-paint:end");
  };
  if (screen() || document.readyState !== "loading") paint();       // (the script is last in the body)
  else document.addEventListener("readystatechange", paint, { once: true });
  // The database's answer: a drawing that is not of its snapshot is taken off at once (the
  // taps on it with it: they changed nothing on screen), and the view paints as before.
  lastTable.then((last) => {
    if (ofStored(drawn, last)) return;
    refused = true;
    const shown = early.painted;
    if (!shown || shown.stamp !== drawn.stamp) return;
    shown.stop();
    early.painted = null;
    const main = screen();
    const bar = toolbar();
    if (main) main.replaceChildren();
    if (bar) { bar.replaceChildren(); bar.hidden = true; }
  }, () => {});
}

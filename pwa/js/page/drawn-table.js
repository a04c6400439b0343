// The table as this page last drew it, kept beside the snapshot so that the next start shows
// it before the view's bundle has run (start/early-paint.js, in the page's inline script).
// And the hand-over: the view takes the screen back from that early drawing and taps where
// the player tapped on it.
//
// The drawing is kept only when it is of the snapshot on disk with nothing pending (the
// stored snapshot's stamp, no pending tap, no action waiting), on the table screen (never a
// sheet: what a sheet hides is never in it), by the tab that writes the game. It holds what
// the table shows, which is what any player at the table sees.

import { t } from "../kit/i18n.js";
import { DRAWN_FORMAT, keepDrawn, landscapeNow, readDrawn } from "../storage/drawn.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../storage/types").DrawnTable} DrawnTable */
/** @typedef {import("../storage/types").EarlyPaint} EarlyPaint */

// A burst of taps settles first; the drawing is kept once the table is quiet.
const QUIET_MS = 400;

// An element's children as HTML, each inline style moved to data-tk-style, the toolbar's
// clock left empty (it would show the time it was kept at).
/** @param {HTMLElement} root @returns {string} */
function htmlOf(root) {
  const copy = /** @type {HTMLElement} */ (root.cloneNode(true));
  for (const el of copy.querySelectorAll("[style]")) {
    el.setAttribute("data-tk-style", el.getAttribute("style") || "");
    el.removeAttribute("style");
  }
  for (const clock of copy.querySelectorAll(".clock")) clock.textContent = "";
  return copy.innerHTML;
}

// What to keep now, or null when the table on screen is not the stored snapshot's alone.
/** @param {App} app @returns {DrawnTable | null} */
function drawingNow(app) {
  const page = app.page;
  const pipeline = page.pipeline;
  const build = globalThis.tkViewBuild;
  const snapshot = pipeline && pipeline.snapshot;
  if (!build || !page.store || page.follower || !page.ready || !pipeline || app.screen !== "table") return null;
  if (!snapshot || !snapshot.stamp || snapshot.state !== page.state || !page.state.players.length) return null;
  if (pipeline.pending || page.taps.unsettled || page.taps.pendingChanges().length) return null;
  if (app.main.querySelector("[data-pending]")) return null;
  return { format: DRAWN_FORMAT, build, stamp: snapshot.stamp, landscape: landscapeNow(),
    lang: document.documentElement.lang, title: document.title, status: t("loading_readonly"),
    screen: htmlOf(app.main), toolbar: htmlOf(app.toolbar) };
}

// Keeps the drawing once the table is quiet after each change, and as the page is hidden.
/** @param {App} app */
export function keepDrawnTable(app) {
  /** @type {string} */
  let kept = "";
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const keep = () => {
    clearTimeout(timer);
    timer = undefined;
    const drawn = drawingNow(app);
    if (!drawn) return;
    const key = JSON.stringify(drawn);
    if (key === kept && readDrawn()) return;
    kept = key;
    keepDrawn(drawn);
  };
  const soon = () => { clearTimeout(timer); timer = setTimeout(keep, QUIET_MS); };
  app.page.subscribe(soon);
  app.page.onPending(soon);
  addEventListener("resize", soon);                // turned: drawn the other way
  // the language changed: drawn in the other one (kit/i18n.js sets the page's lang)
  new MutationObserver(soon).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") keep(); });
  soon();
}

// The view takes the screen over: the early drawing stops taking note of taps, is taken off
// the page (the caller draws in the same task, so no frame shows the page empty) and is never
// shown after this. Returns it, with the taps made on it, or null if none was shown.
/** @param {App} app @returns {EarlyPaint | null} */
export function takeOverEarlyPaint(app) {
  const early = globalThis.tkEarlyRead;
  if (!early) return null;
  const painted = early.painted;
  early.painted = { stamp: "", taps: [], stop: () => {} };
  if (!painted || !painted.stamp) return null;
  painted.stop();
  app.main.replaceChildren();
  app.toolbar.replaceChildren();
  app.toolbar.hidden = true;
  return painted;
}

// The taps made on the early drawing, made again where they landed on the view's own drawing
// of the same table (the same build, from the same snapshot: the same elements in the same
// places). A tap that lands on nothing is dropped.
/** @param {App} app @param {EarlyPaint} painted */
export function tapAgain(app, painted) {
  for (const { root, path } of painted.taps) {
    /** @type {Node | undefined} */
    let node = root === "screen" ? app.main : app.toolbar;
    for (const index of path) node = node ? node.childNodes[index] : undefined;
    const target = node instanceof HTMLElement ? node : node && node.parentElement;
    if (target) target.click();
  }
}

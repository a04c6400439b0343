// Hidden information on the Hell screen: a hand opened for its holder, the card a player has
// just drawn, the press-and-hold box. Whatever way the holder leaves them, they go: the
// hand's close button, the phone's Back (popstate), a tap outside the opened hand, Escape,
// the Hell screen closing (its button or the backdrop), the pass-the-phone cover coming up
// for the next player. "Go" means the cards' names are removed from the page, not hidden.
//
// The pass-the-phone cover here can be cancelled (a button, Escape, Back). It is the Hell
// screen's own: views/private.js's cover has no cancel, and other features use that one.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { pushLayer } from "../kit/layers.js";
import { flatNodes, ui } from "./common.js";

const PEEK_HOLD_MS = 350;
const SHEET = "[data-testid=hell-sheet]";

/** @type {import("./types").Rerender | null} */
let rerender = null;         // the Hell screen's render, while it is open
/** @type {(() => void) | null} */
let privateLayer = null;     // release() of the layer (views/layers.js: Back, Escape) of an open private view
/** @type {(() => void) | null} */
let coverLayer = null;       // likewise for the pass-the-phone cover
/** @type {HTMLElement | null} */
let cover = null;            // the pass-the-phone cover on screen

/** @param {import("./types").Rerender | null} fn */
export function setRerender(fn) { rerender = fn; }

export function isPrivateOpen() { return ui.openHand !== null || ui.fresh !== null; }

// Cover every private view now; re-render so their cards leave the page.
export function closePrivate({ render = false } = {}) {
  const was = isPrivateOpen() || render;
  ui.openHand = null;
  ui.fresh = null;
  if (privateLayer) { const release = privateLayer; privateLayer = null; release(); }
  if (was && rerender && document.querySelector(SHEET)) rerender();
}

// A private view opens: it is a layer over the Hell screen, so Back and Escape close it (and
// never leave the app).
export function privateOpened() {
  if (privateLayer) return;
  privateLayer = pushLayer(() => closePrivate());       // closePrivate releases the layer
}

// The cover naming who should hold the phone; any open private view is closed first. Back,
// Escape and its Cancel button lift it without showing anything.
/** @param {string} name @param {() => void} onTaken */
export function passPhone(name, onTaken) {
  closePrivate();
  removeCover();
  const cancel = () => { removeCover(); closePrivate(); };
  const confirmButton = h("button", { class: "primary", testid: "pass-confirm", onclick: () => { removeCover(); onTaken(); } },
    t("pass_confirm", { name }));
  const shown = h("div", { class: "pass-cover", role: "dialog", "aria-modal": "true", "aria-label": t("pass_to", { name }), testid: "pass-cover" },
    h("p", { class: "pass-title", text: t("pass_to", { name }) }),
    confirmButton,
    h("button", { testid: "pass-cancel", onclick: cancel }, t("cancel")));
  cover = shown;
  document.body.append(shown);
  confirmButton.focus({ preventScroll: true });   // the keyboard is on the cover
  coverLayer = pushLayer(() => cancel());               // removeCover releases the layer
  return shown;
}

function removeCover() {
  if (cover) { cover.remove(); cover = null; }
  if (coverLayer) { const release = coverLayer; coverLayer = null; release(); }
}

// A box whose cards show only while the phone's confirmed holder presses and holds it; for
// anyone else it shows nothing (the hand of another player is never revealed by a hold).
/**
 * @param {string} label @param {number | null} seat @param {() => import("../kit/types").Child} buildContent
 * @param {{ testid?: string }} [options]
 */
export function heldBox(label, seat, buildContent, { testid = "private" } = {}) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const mine = () => ui.holder === seat;
  // (the box acted on is the one pressed: a redraw in place keeps it, not the one drawn here)
  const contentOf = (/** @type {Element} */ box) => box.querySelector(".private-content");
  const show = (/** @type {HTMLElement} */ box) => {
    const content = contentOf(box);
    if (!mine() || !box.isConnected || !(content instanceof HTMLElement)) return;
    content.replaceChildren(...flatNodes(buildContent()));
    content.hidden = false;
    box.dataset.open = "1";
  };
  const hide = (/** @type {Event} */ e) => {
    clearTimeout(timer);
    const box = /** @type {HTMLElement} */ (e.currentTarget);
    const content = contentOf(box);
    if (content instanceof HTMLElement) { content.hidden = true; content.replaceChildren(); }
    delete box.dataset.open;
  };
  return h("div", { class: "private-box", testid, dataset: { holder: mine() ? "1" : "0" },
    onpointerdown: (e) => {
      e.preventDefault();
      const box = e.currentTarget;
      if (mine()) timer = setTimeout(() => show(box), PEEK_HOLD_MS);
    },
    onpointerup: hide, onpointerleave: hide, onpointercancel: hide,
    oncontextmenu: (e) => e.preventDefault() },
  h("span", { class: "private-label", text: `${label} — ${t(mine() ? "hold_to_look" : "hell_pass_to_look")}` }),
  h("div", { class: "private-content", testid: `${testid}-content`, hidden: true }));
}

// --- every other way of leaving -----------------------------------------------------------------

// A tap outside the opened hand covers it (taps inside it, on its buttons, do not; a finger
// scrolling the screen is no tap). Its cards leave the page before the tap reaches its target,
// the box keeping its height so nothing moves under the finger, and the tap then does what it
// was for (opening the next hand ...).
document.addEventListener("click", (e) => {
  if (ui.openHand === null) return;
  const opened = document.querySelector(`[data-testid=hell-hand-open-${ui.openHand}]`);
  const target = e.target instanceof Node ? e.target : null;
  if (!(opened instanceof HTMLElement) || opened.contains(target) || (cover && cover.contains(target))) return;
  opened.style.height = `${opened.offsetHeight}px`;
  opened.replaceChildren();
  opened.removeAttribute("data-testid");
  ui.openHand = null;
  setTimeout(() => {
    if (!isPrivateOpen()) closePrivate({ render: true });
    else if (rerender && document.querySelector(SHEET)) rerender();
  }, 0);
}, true);

// The Hell screen closed (its ✕, the backdrop, another sheet): nothing private stays open
// for the next time it opens.
new MutationObserver(() => {
  if (!document.querySelector(SHEET)) {
    rerender = null;
    if (isPrivateOpen()) closePrivate();
  }
}).observe(document.body, { childList: true });

// Hidden information on the Hell screen: a hand opened for its holder, the card a player has
// just drawn, the press-and-hold box. Whatever way the holder leaves them, they go: the
// hand's close button, the phone's Back (popstate), a tap outside the opened hand, Escape,
// the Hell screen closing (its button or the backdrop: the mounted screen is unmounted and
// closes them), the pass-the-phone cover coming up for the next player. "Go" means the
// cards' names are removed from the page, not hidden.
//
// The pass-the-phone cover here can be cancelled (a button, Escape, Back). It is the Hell
// screen's own: kit/private.js's cover has no cancel, and other features use that one.
//
// Each mounted Hell screen has its own (newSecrets): two mountings never share an open hand,
// a confirmed holder or a cover, and an unmounted one forgets them.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { pushLayer } from "../kit/layers.js";
import { standing } from "../kit/morph.js";
import { flatNodes } from "./common.js";

const PEEK_HOLD_MS = 350;

/** @typedef {ReturnType<typeof newSecrets>} Secrets */

/**
 * @param {import("./types").HellUi} ui the mounted screen's memory (who holds the phone, what is open)
 * @param {import("./types").Rerender} rerender draws the mounted screen again
 */
export function newSecrets(ui, rerender) {
  /** @type {(() => void) | null} */
  let privateLayer = null;     // release() of the layer (kit/layers.js: Back, Escape) of an open private view
  /** @type {(() => void) | null} */
  let coverLayer = null;       // likewise for the pass-the-phone cover
  /** @type {HTMLElement | null} */
  let cover = null;            // the pass-the-phone cover on screen
  let mounted = true;
  /** @type {HTMLElement | null} */
  let handDrawn = null;        // the opened hand in the screen's last drawing

  // The opened hand as the screen draws it: kept, so that the element standing for it on the
  // page (kit/morph.js) can be scrolled to and covered by a tap outside, never looked for.
  /** @param {HTMLElement} el */
  const drawHand = (el) => { handDrawn = el; return el; };
  // A drawing begins: an opened hand is drawn again if it is still open.
  const drawing = () => { handDrawn = null; };
  /** @returns {HTMLElement | null} the opened hand on the page */
  const shownHand = () => {
    if (ui.openHand === null || !handDrawn) return null;
    const shown = standing(handDrawn);
    return shown instanceof HTMLElement && shown.isConnected ? shown : null;
  };

  const isOpen = () => ui.openHand !== null || ui.fresh !== null;

  // Cover every private view now; draw again so their cards leave the page.
  const close = ({ render = false } = {}) => {
    const was = isOpen() || render;
    ui.openHand = null;
    ui.fresh = null;
    if (privateLayer) { const release = privateLayer; privateLayer = null; release(); }
    if (was && mounted) rerender();
  };

  // A private view opens: it is a layer over the Hell screen, so Back and Escape close it (and
  // never leave the app).
  const opened = () => {
    if (privateLayer) return;
    privateLayer = pushLayer(() => close());       // close releases the layer
  };

  const removeCover = () => {
    if (cover) { cover.remove(); cover = null; }
    if (coverLayer) { const release = coverLayer; coverLayer = null; release(); }
  };

  // The cover naming who should hold the phone; any open private view is closed first. Back,
  // Escape and its Cancel button lift it without showing anything.
  /** @param {string} name @param {() => void} onTaken */
  const passPhone = (name, onTaken) => {
    close();
    removeCover();
    const cancel = () => { removeCover(); close(); };
    const confirmButton = h("button", { class: "primary", testid: "pass-confirm", onclick: () => { removeCover(); if (mounted) onTaken(); } },
      t("pass_confirm", { name }));
    const shown = h("div", { class: "pass-cover", role: "dialog", "aria-modal": "true", "aria-label": t("pass_to", { name }), testid: "pass-cover" },
      h("p", { class: "pass-title", text: t("pass_to", { name }) }),
      confirmButton,
      h("button", { testid: "pass-cancel", onclick: cancel }, t("cancel")));
    cover = shown;
    document.body.append(shown);
    confirmButton.focus({ preventScroll: true });   // the keyboard is on the cover
    coverLayer = pushLayer(() => cancel());          // removeCover releases the layer
    return shown;
  };

  // A box whose cards show only while the phone's confirmed holder presses and holds it; for
  // anyone else it shows nothing (the hand of another player is never revealed by a hold).
  /**
   * @param {string} label @param {number | null} seat @param {() => import("../kit/types").Child} buildContent
   * @param {{ testid?: string }} [options]
   */
  const heldBox = (label, seat, buildContent, { testid = "private" } = {}) => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const mine = () => ui.holder === seat;
    // (the box acted on is the one pressed: a redraw in place keeps it, not the one drawn here)
    const contentOf = (/** @type {Element} */ box) => box.querySelector(".private-content");
    const show = (/** @type {HTMLElement} */ box) => {
      const content = contentOf(box);
      if (!mounted || !mine() || !box.isConnected || !(content instanceof HTMLElement)) return;
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
  };

  // A tap outside the opened hand covers it (taps inside it, on its buttons, do not; a finger
  // scrolling the screen is no tap). Its cards leave the page before the tap reaches its
  // target, the box keeping its height so nothing moves under the finger, and the tap then
  // does what it was for (opening the next hand ...).
  const tapOutside = (/** @type {MouseEvent} */ e) => {
    const shown = shownHand();
    const target = e.target instanceof Node ? e.target : null;
    if (!shown || shown.contains(target) || (cover && cover.contains(target))) return;
    shown.style.height = `${shown.offsetHeight}px`;
    shown.replaceChildren();
    shown.removeAttribute("data-testid");
    ui.openHand = null;
    setTimeout(() => {
      if (!isOpen()) close({ render: true });
      else if (mounted) rerender();
    }, 0);
  };
  document.addEventListener("click", tapOutside, true);

  // The screen unmounted (its sheet closed, however): nothing private stays open, no cover
  // stays up, and no tap is listened to any more.
  const unmount = () => {
    if (!mounted) return;
    ui.openHand = null;
    ui.fresh = null;
    ui.holder = null;
    handDrawn = null;
    if (privateLayer) { const release = privateLayer; privateLayer = null; release(); }
    removeCover();
    mounted = false;
    document.removeEventListener("click", tapOutside, true);
  };

  return { isOpen, close, opened, passPhone, heldBox, drawHand, drawing, shownHand, unmount };
}

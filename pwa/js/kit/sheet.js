// A bottom sheet over the table: one at a time, closed by its button, the backdrop, the
// phone's Back gesture or Escape. Whatever closes it, its content leaves the page.
// The keyboard's focus goes into the sheet when it opens and back to where it was when it
// closes (WCAG 2.4.3), so a keyboard or a screen reader is never left behind the backdrop.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { pushLayer } from "./layers.js";

/** @type {{ el: HTMLElement, release: () => void, onClose: (() => void) | null, opener: Element | null } | null} */
let current = null;

/** @returns {void} */
export function closeSheet() {
  if (current) {
    const { el, release, onClose, opener } = current;
    current = null;
    const hadFocus = el.contains(document.activeElement);
    el.remove();
    if (hadFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    // onClose before the layer's release: a sheet it reopens, now or from a microtask it
    // queues, is open before the release would pop the page's history entry (kit/layers.js)
    try {
      if (onClose) onClose();
    } finally {
      release();
    }
  }
}

// facing: the turn (0, 90, 180, -90 degrees) of the panel it was opened from: a player's
// sheet faces that player, as their panel does. Returns the sheet's body (build's argument).
/**
 * @param {string} title
 * @param {(body: HTMLDivElement) => void} build
 * @param {{ testid?: string, full?: boolean, onClose?: (() => void) | null, facing?: number }} [options]
 * @returns {HTMLDivElement}
 */
export function openSheet(title, build, { testid = "sheet", full = false, onClose = null, facing = 0 } = {}) {
  closeSheet();
  const opener = document.activeElement;
  const body = h("div", { class: "sheet-body" });
  const sheet = h("div", { class: full ? "sheet full" : "sheet", role: "dialog", "aria-label": title, tabindex: "-1", testid },
    h("header", { class: "sheet-head" },
      h("h2", { text: title }),
      h("button", { class: "icon", "aria-label": t("close"), testid: "sheet-close", onclick: closeSheet }, "✕")),
    body);
  const backdrop = h("div", { class: "sheet-backdrop", dataset: facing ? { facing: String(facing) } : {}, onclick: (e) => { if (e.target === backdrop) closeSheet(); } }, sheet);
  document.body.append(backdrop);
  // what sticks under the header (the Hell screen's strip, a match's score) sticks at its
  // real height, whatever the title's length and the text size: no strip shows through
  const head = /** @type {HTMLElement} */ (sheet.firstChild);
  const fit = () => sheet.style.setProperty("--sheet-head-h", `${head.offsetHeight}px`);
  fit();
  if (window.ResizeObserver) new ResizeObserver(fit).observe(head);
  current = { el: backdrop, release: pushLayer(closeSheet), onClose, opener };
  build(body);
  if (!sheet.contains(document.activeElement)) sheet.focus({ preventScroll: true });
  return body;
}

// A sheet whose body now shows another view (a match set up becomes the match played) shows
// it from its top: kept scrolled where the last view's button was, its main buttons would sit
// under the sticky header.
/** @param {Element} body */
export function showFromTop(body) {
  const sheet = body.closest(".sheet");
  if (sheet) sheet.scrollTop = 0;
}

/** @returns {boolean} */
export function isSheetOpen() { return current !== null; }

/** @type {ReturnType<typeof setTimeout> | undefined} */
let toastTimer;
// The control last tapped and where it was: a message about it (a refusal) must not cover it.
/** @type {{ el: Element, box: DOMRect, at: number } | null} */
let lastTap = null;
if (typeof document !== "undefined") {
  document.addEventListener("click", (e) => {
    const target = e.target instanceof Element ? (e.target.closest("button, input, select, label, a") ?? e.target) : null;
    if (target) lastTap = { el: target, box: target.getBoundingClientRect(), at: Date.now() };
  }, { capture: true });
}

/** @param {DOMRect} a @param {DOMRect} b */
const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** @param {string} text @param {"error" | "info" | "ok"} [kind] */
export function toast(text, kind = "error") {
  const el = document.getElementById("toast");
  if (!el) return;
  el.textContent = text;
  el.dataset.kind = kind;
  delete el.dataset.place;
  el.hidden = false;
  // Shown at the foot of the screen unless the button just tapped is there: then at the top,
  // so the words never hide the button they are about (nor the one to tap next).
  if (lastTap && Date.now() - lastTap.at < 10000) {
    const tapped = lastTap.el.isConnected ? lastTap.el.getBoundingClientRect() : lastTap.box;
    if (overlaps(el.getBoundingClientRect(), tapped)) el.dataset.place = "top";
  }
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, 4500);
}

// Take a message back before its time, if it is the one shown (it is no longer true).
/** @param {string} text */
export function dismissToast(text) {
  const el = document.getElementById("toast");
  if (el && !el.hidden && el.textContent === text) {
    clearTimeout(toastTimer);
    el.hidden = true;
  }
}

// Hidden information on a shared screen: a "pass the phone" cover between players, and
// boxes whose content only shows while their holder deliberately presses and holds.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { pushLayer } from "./layers.js";

const PEEK_HOLD_MS = 350;

// A full-screen cover naming who should hold the phone now; it lifts when they confirm.
// Cancel (its button, Back, Escape) lifts it without showing anything.
/**
 * @param {string} name who should hold the phone now
 * @param {() => void} [onTaken] they confirmed (the cover is gone)
 * @param {{ onCancel?: () => void }} [options] cancelled, nothing shown
 * @returns {HTMLDivElement}
 */
export function passThePhone(name, onTaken = () => {}, { onCancel = () => {} } = {}) {
  let release = () => {};
  const confirm = h("button", { class: "primary", testid: "pass-confirm", onclick: () => lift(onTaken) },
    t("pass_confirm", { name }));
  /** @param {() => void} then */
  const lift = (then) => { if (!cover.isConnected) return; cover.remove(); release(); then(); };
  const cover = h("div", { class: "pass-cover", role: "dialog", "aria-modal": "true", "aria-label": t("pass_to", { name }), testid: "pass-cover" },
    h("p", { class: "pass-title", text: t("pass_to", { name }) }),
    confirm,
    h("button", { testid: "pass-cancel", onclick: () => lift(onCancel) }, t("cancel")));
  document.body.append(cover);
  confirm.focus({ preventScroll: true });   // the keyboard is on the cover
  release = pushLayer(() => lift(onCancel));
  return cover;
}

// A covered box: press and hold to look, release to cover again.
/**
 * @param {string} label
 * @param {() => Node | string | (Node | string)[]} buildContent built each time it is shown
 * @param {{ testid?: string }} [options] the box's (its content's adds -content)
 * @returns {HTMLDivElement}
 */
export function privateBox(label, buildContent, { testid = "private" } = {}) {
  const content = h("div", { class: "private-content", testid: `${testid}-content`, hidden: true });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const show = () => { const built = buildContent(); content.replaceChildren(...(Array.isArray(built) ? built : [built])); content.hidden = false; box.dataset.open = "1"; };
  const hide = () => { clearTimeout(timer); content.hidden = true; content.replaceChildren(); delete box.dataset.open; };
  const box = h("div", { class: "private-box", testid,
    onpointerdown: (e) => { e.preventDefault(); timer = setTimeout(show, PEEK_HOLD_MS); },
    onpointerup: hide, onpointerleave: hide, onpointercancel: hide,
    oncontextmenu: (e) => e.preventDefault() },
  h("span", { class: "private-label", text: `${label} — ${t("hold_to_look")}` }), content);
  return box;
}

// Hidden information on a shared screen: a "pass the phone" cover between players, and
// boxes whose content only shows while their holder deliberately presses and holds.

import { h } from "../dom.js";
import { t } from "../i18n.js";

const PEEK_HOLD_MS = 350;

// A full-screen cover naming who should hold the phone now; it lifts when they confirm.
export function passThePhone(name, onTaken = () => {}) {
  const cover = h("div", { class: "pass-cover", role: "dialog", testid: "pass-cover" },
    h("p", { class: "pass-title", text: t("pass_to", { name }) }),
    h("button", { class: "primary", testid: "pass-confirm", onclick: () => { cover.remove(); onTaken(); } },
      t("pass_confirm", { name })));
  document.body.append(cover);
  return cover;
}

// A covered box: press and hold to look, release to cover again.
export function privateBox(label, buildContent, { testid = "private" } = {}) {
  const content = h("div", { class: "private-content", testid: `${testid}-content`, hidden: true });
  let timer = null;
  const show = () => { content.replaceChildren(...[].concat(buildContent())); content.hidden = false; box.dataset.open = "1"; };
  const hide = () => { clearTimeout(timer); content.hidden = true; content.replaceChildren(); delete box.dataset.open; };
  const box = h("div", { class: "private-box", testid,
    onpointerdown: (e) => { e.preventDefault(); timer = setTimeout(show, PEEK_HOLD_MS); },
    onpointerup: hide, onpointerleave: hide, onpointercancel: hide,
    oncontextmenu: (e) => e.preventDefault() },
  h("span", { class: "private-label", text: `${label} — ${t("hold_to_look")}` }), content);
  return box;
}

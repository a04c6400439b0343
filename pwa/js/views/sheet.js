// A bottom sheet over the table: one at a time, closed by its button, the backdrop, the
// phone's Back gesture or Escape. Whatever closes it, its content leaves the page.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { pushLayer } from "./layers.js";

let current = null;

export function closeSheet() {
  if (current) {
    const { el, release, onClose } = current;
    current = null;
    el.remove();
    release();
    if (onClose) onClose();
  }
}

export function openSheet(title, build, { testid = "sheet", full = false, onClose = null } = {}) {
  closeSheet();
  const body = h("div", { class: "sheet-body" });
  const sheet = h("div", { class: full ? "sheet full" : "sheet", role: "dialog", "aria-label": title, testid },
    h("header", { class: "sheet-head" },
      h("h2", { text: title }),
      h("button", { class: "icon", "aria-label": t("close"), testid: "sheet-close", onclick: closeSheet }, "✕")),
    body);
  const backdrop = h("div", { class: "sheet-backdrop", onclick: (e) => { if (e.target === backdrop) closeSheet(); } }, sheet);
  document.body.append(backdrop);
  current = { el: backdrop, release: pushLayer(closeSheet), onClose };
  build(body);
  return body;
}

export function isSheetOpen() { return current !== null; }

let toastTimer = null;
export function toast(text, kind = "error") {
  const el = document.getElementById("toast");
  el.textContent = text;
  el.dataset.kind = kind;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, 4500);
}

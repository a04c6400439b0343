// The app's own "are you sure?": a dialog over the screen that says what the step will do,
// with Cancel and the step itself. Cancel, Back and Escape close it and do nothing; the
// keyboard's focus goes to Cancel (the safe answer) and back where it was afterwards.
// Used where a step cannot be taken back by one tap and its words need more than the
// button's label (the native confirm() only repeats the button, in the browser's language).
// Asked over a sheet turned toward a player (a player's sheet, kit/sheet.js's facing), it
// faces that player too.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { pushLayer } from "./layers.js";

// Resolves true once the step is confirmed, false when cancelled (or when `signal` aborts:
// the screen that asked is left, and its question goes with it unanswered).
/**
 * @param {{ title: string, text: string, confirm: string, testid?: string, signal?: AbortSignal }} question
 *   confirm: the step's button; testid: the dialog's (its parts add -cancel, -ok, -text)
 * @returns {Promise<boolean>}
 */
export function askToConfirm({ title, text, confirm, testid = "confirm", signal }) {
  return new Promise((resolve) => {
    const opener = document.activeElement;
    let release = () => {};
    /** @param {boolean} answer */
    const close = (answer) => {
      if (!box.isConnected) return;
      box.remove();
      release();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      resolve(answer);
    };
    const cancel = h("button", { testid: `${testid}-cancel`, onclick: () => close(false) }, t("cancel"));
    const sheets = document.querySelectorAll(".sheet-backdrop");
    const facing = sheets.length ? sheets[sheets.length - 1].getAttribute("data-facing") : null;   // the top sheet's
    const box = h("div", { class: "confirm-backdrop", testid, dataset: facing ? { facing } : {}, onclick: (e) => { if (e.target === box) close(false); } },
      h("div", { class: "confirm-box", role: "alertdialog", "aria-modal": "true", "aria-labelledby": `${testid}-title`,
        "aria-describedby": `${testid}-text` },
      h("h2", { id: `${testid}-title`, text: title }),
      h("p", { id: `${testid}-text`, testid: `${testid}-text`, text }),
      h("div", { class: "button-row confirm-buttons" }, cancel,
        h("button", { class: "danger-solid", testid: `${testid}-ok`, onclick: () => close(true) }, confirm))));
    document.body.append(box);
    release = pushLayer(() => close(false));
    if (signal) signal.addEventListener("abort", () => close(false), { once: true });
    cancel.focus({ preventScroll: true });
  });
}

// Undoing a start (a new game, a draft, a match, a round) clears what the table was looking
// at, so the app asks first (the engine marks such actions: state.undo_asks_first).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet, openSheet } from "../kit/sheet.js";

/** @typedef {import("../types/state").TableState} TableState */

// Resolves true when the player confirms, false when they keep it (or close the sheet).
/** @param {TableState} state @returns {Promise<boolean>} */
export function confirmUndoStart(state) {
  const what = state.last_action_type === "new_game" && state.number
    ? t("what_new_game", { n: state.number })
    : t(`what_${state.last_action_type}`);
  const said = what.startsWith("what_") ? t("what_start") : what;
  return new Promise((resolve) => {
    let answered = false;
    const answer = (/** @type {boolean} */ yes) => { if (!answered) { answered = true; closeSheet(); resolve(yes); } };
    openSheet(t("undo_start_title"), (/** @type {HTMLElement} */ body) => body.append(
      h("p", { text: t("undo_start_text", { what: said }) }),
      h("div", { class: "button-row" },
        h("button", { class: "primary", testid: "undo-start-confirm", onclick: () => answer(true) }, t("undo_start_confirm")),
        h("button", { testid: "undo-start-keep", onclick: () => answer(false) }, t("undo_keep")))),
    { testid: "undo-start-sheet", onClose: () => answer(false) });
  });
}

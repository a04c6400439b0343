// What the player is typing on the draft screen survives its redraws (an engine answer
// redraws the screen in place): the set-up, a note, a conspiracy being named. Each mounted
// draft screen has its own (newForm), forgotten when it unmounts.

import { h } from "../kit/dom.js";

/** @typedef {import("./types").TypedField} TypedField */
/** @typedef {import("./types").DraftForm} DraftForm */

/** @returns {DraftForm} */
export function newForm() {
  return {
    seats: "", style: "booster", packs: "", packSize: "15", timer: true, setup: false,
    noteSeat: "0", noteCard: "", noteKind: "number", noteValue: "",
    conspSeat: "0", conspCard: "",
  };
}

/**
 * @param {DraftForm} form @param {import("../types/state").DraftState} draft @param {TypedField} key
 * @param {string} testid @param {string} label
 */
export function seatSelect(form, draft, key, testid, label) {
  return h("select", { testid, "aria-label": label, onchange: (e) => { form[key] = e.target.value; } },
    draft.seats.map((s) => h("option", { value: String(s.seat), text: s.name, selected: form[key] === String(s.seat) })));
}

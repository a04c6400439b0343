// What the player is typing on the draft screen survives its re-renders (an engine answer
// redraws the screen): the set-up, a note, a conspiracy being named.

import { h } from "../kit/dom.js";

// What the player is typing survives re-renders.
export const form = {
  seats: "", style: "booster", packs: "", packSize: "15", timer: true, setup: false,
  noteSeat: "0", noteCard: "", noteKind: "number", noteValue: "",
  conspSeat: "0", conspCard: "",
};

export function bind(key, attrs = {}) {
  return { value: form[key], oninput: (e) => { form[key] = e.target.value; }, ...attrs };
}

export function seatSelect(draft, key, testid, label) {
  return h("select", { testid, "aria-label": label, onchange: (e) => { form[key] = e.target.value; } },
    draft.seats.map((s) => h("option", { value: String(s.seat), text: s.name, selected: form[key] === String(s.seat) })));
}

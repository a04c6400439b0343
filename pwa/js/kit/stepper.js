// A labelled number with − and + buttons: counters, commander damage and tax, speed, storm.

import { h } from "./dom.js";

export function stepper(label, value, onStep, testid, { min = null, max = null } = {}) {
  return h("div", { class: "stepper", testid },
    h("span", { class: "stepper-label", text: label }),
    h("button", { class: "small", testid: `${testid}-minus`, "aria-label": `${label} −1`,
      disabled: min !== null && value <= min, onclick: () => onStep(-1) }, "−"),
    h("span", { class: "stepper-value", testid: `${testid}-value`, text: String(value) }),
    h("button", { class: "small", testid: `${testid}-plus`, "aria-label": `${label} +1`,
      disabled: max !== null && value >= max, onclick: () => onStep(+1) }, "+"));
}

// A stepper on a player whose taps are grouped into one change (views/table.js step()), as
// life taps are: it shows the engine's number plus the burst still pending.
export function groupedStepper(app, label, value, action, testid) {
  const shown = value + app.table.pendingStep(action);
  return stepper(label, shown, (delta) => app.table.step(action, delta), testid, { min: 0 });
}

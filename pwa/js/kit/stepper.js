// A labelled number with − and + buttons: counters, commander damage and tax, speed, storm.

import { h } from "./dom.js";

/**
 * @param {string} label
 * @param {number} value
 * @param {(delta: number) => void} onStep told -1 or +1
 * @param {string} testid the stepper's; its buttons and value add -minus, -plus, -value
 * @param {{ min?: number | null, max?: number | null }} [limits] the buttons stop there
 * @returns {HTMLDivElement}
 */
export function stepper(label, value, onStep, testid, { min = null, max = null } = {}) {
  return h("div", { class: "stepper", testid },
    h("span", { class: "stepper-label", text: label }),
    h("button", { class: "small", testid: `${testid}-minus`, "aria-label": `${label} −1`,
      disabled: min !== null && value <= min, onclick: () => onStep(-1) }, "−"),
    h("span", { class: "stepper-value", testid: `${testid}-value`, text: String(value) }),
    h("button", { class: "small", testid: `${testid}-plus`, "aria-label": `${label} +1`,
      disabled: max !== null && value >= max, onclick: () => onStep(+1) }, "+"));
}

// A stepper on a player whose taps are grouped into one change (pending-taps.js step()), as
// life taps are: it shows the engine's number plus the burst still pending.
/**
 * @template A the action the table groups (an adjust_counter, a commander_damage)
 * @param {{ page: { taps: { pendingStep(action: A): number, step(action: A, delta: number): unknown } } }} app
 * @param {string} label
 * @param {number} value
 * @param {A} action
 * @param {string} testid
 * @returns {HTMLDivElement}
 */
export function groupedStepper(app, label, value, action, testid) {
  const taps = app.page.taps;
  return stepper(label, value + taps.pendingStep(action), (delta) => taps.step(action, delta), testid, { min: 0 });
}

// A labelled number with − and + buttons: counters, commander damage and tax, speed, storm.

import { h, setText } from "./dom.js";

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
 * @param {{ taps: { pendingStep(action: A): number, step(action: A, delta: number): unknown } }} ctx the page's pending taps
 * @param {string} label
 * @param {number} value
 * @param {A} action
 * @param {string} testid
 * @returns {HTMLDivElement}
 */
export function groupedStepper(ctx, label, value, action, testid) {
  const taps = ctx.taps;
  return stepper(label, value + taps.pendingStep(action), (delta) => taps.step(action, delta), testid, { min: 0 });
}

// A stepper drawn again in place (its buttons keep the focus): its number, which buttons stop
// at a limit, and its label where that says the number too (a commander's tax).
/**
 * @param {HTMLElement} el a stepper()'s
 * @param {number} value
 * @param {{ min?: number | null, max?: number | null }} [limits]
 * @param {string} [label]
 */
export function setStepper(el, value, { min = null, max = null } = {}, label) {
  const [name, minus, shown, plus] = /** @type {HTMLElement[]} */ ([...el.children]);
  setText(shown, String(value));
  /** @type {HTMLButtonElement} */ (minus).disabled = min !== null && value <= min;
  /** @type {HTMLButtonElement} */ (plus).disabled = max !== null && value >= max;
  if (label === undefined) return;
  setText(name, label);
  minus.setAttribute("aria-label", `${label} −1`);
  plus.setAttribute("aria-label", `${label} +1`);
}

// A grouped stepper drawn again in place: the engine's number plus the burst still pending.
/**
 * @template A
 * @param {{ taps: { pendingStep(action: A): number } }} ctx the page's pending taps
 * @param {HTMLElement} el a groupedStepper()'s
 * @param {number} value
 * @param {A} action
 */
export function setGroupedStepper(ctx, el, value, action) {
  setStepper(el, value + ctx.taps.pendingStep(action), { min: 0 });
}

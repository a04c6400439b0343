// The sheets about one player: number entry for life, and counters, commander damage and
// designations. Every change is an action sent to the engine. Each sheet is mounted once and
// drawn again in place, on each new state and on each tap of its grouped steppers, so what
// the player is typing or has the focus on stays as it is.

import { h, setText } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet } from "../kit/sheet.js";
import { mountSheet } from "../kit/mount.js";
import { mountPlayerTrackers } from "./trackers.js";
import { mountCommander } from "./commander.js";
import { groupedStepper, setGroupedStepper } from "../kit/stepper.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../kit/mount.js").Port} Port */
// What a player's sheet needs of the app besides the port: the table, which groups its
// steppers' taps and says when a burst changes.
/** @typedef {{ taps: import("../pending-taps.js").PendingTaps }} PlayerSheetCtx */

const NAMED_COUNTERS = ["poison", "energy", "experience"];

/** @param {TableApp} app @param {number} seat */
export function openNumberEntry(app, seat) {
  const port = app.port;
  mountSheet(t("number_entry", { name: app.state.players[seat].name }), (body) => mountNumberEntry(body, port, seat), port,
    { testid: "number-sheet", facing: facingOf(app, seat) });
}

/** @param {HTMLElement} body @param {Port} port @param {number} seat */
function mountNumberEntry(body, port, seat) {
  const input = h("input", { type: "number", inputmode: "numeric", class: "big-input", testid: "number-input",
    value: "", autofocus: true });
  const current = h("p", { class: "current-life" });
  const go = (/** @type {(n: number) => Action} */ make) => {
    const n = parseInt(input.value, 10);
    if (!Number.isFinite(n)) { input.focus(); return; }
    closeSheet();
    port.send(make(n));
  };
  /** @param {TableState} state */
  const update = (state) => {
    const p = state.players[seat];
    if (!p) return;
    setText(current, `${t("life")}: ${p.life}`);
    input.placeholder = String(p.life);
  };
  body.append(current, input,
    h("div", { class: "button-row" },
      h("button", { testid: "number-subtract", onclick: () => go((n) => ({ type: "adjust_life", player: seat, delta: -n })) }, `− ${t("subtract")}`),
      h("button", { testid: "number-add", onclick: () => go((n) => ({ type: "adjust_life", player: seat, delta: n })) }, `+ ${t("add")}`),
      h("button", { testid: "number-set", onclick: () => go((n) => ({ type: "set_life", player: seat, life: n })) }, `= ${t("set_life")}`)));
  const state = port.state();
  if (state) update(state);
  setTimeout(() => input.focus(), 0);
  return { update, unmount() {} };
}

/** @param {TableApp} app @param {number} seat */
export function openPlayerSheet(app, seat) {
  const port = app.port;
  mountSheet(app.state.players[seat].name, (body) => mountPlayerSheet(body, port, { taps: app.page.taps }, seat), port,
    { testid: "player-sheet", facing: facingOf(app, seat) });
}

/** @param {HTMLElement} body @param {Port} port @param {PlayerSheetCtx} ctx @param {number} seat */
export function mountPlayerSheet(body, port, ctx, seat) {
  const redraw = () => { const state = port.state(); if (state) update(state); };
  // A checkbox or a choice the player just changed shows their choice until the engine has
  // answered it (a state answering an earlier tap does not flip it back meanwhile); then the
  // sheet is drawn again from the answer, a refusal too (the control shows the state again).
  /** @type {Set<Element>} */
  const answering = new Set();
  /** @param {Action} action @param {Element} [from] the control that sent it */
  const send = (action, from) => {
    if (from) answering.add(from);
    const done = () => { if (from) answering.delete(from); redraw(); };
    return port.send(action).then(done, done);
  };
  const shows = (/** @type {Element} */ el) => !answering.has(el);

  // the counters, one grouped stepper each, in the engine's order; a new one is typed here
  /** @type {Map<string, { el: HTMLElement, action: import("./types").StepAction }>} */
  const counters = new Map();
  const counterList = h("div", { class: "sheet-section" });
  const newName = h("input", { type: "text", maxlength: "24", placeholder: t("counter_name"), testid: "new-counter-name" });
  const addCounter = h("button", { testid: "add-counter", onclick: () => {
    const name = newName.value.trim();
    if (!name) return;
    newName.value = "";
    send({ type: "adjust_counter", player: seat, counter: name, delta: 1 });
  } }, t("add_counter"));

  // commander play, while the game's rules count commander damage
  const commanderSlot = h("div", { class: "sheet-section" });
  /** @type {ReturnType<typeof mountCommander> | null} */
  let commander = null;

  /** @type {[import("../types/actions").SetDesignation["designation"], HTMLInputElement][]} */
  const designations = /** @type {const} */ (["monarch", "initiative", "citys_blessing"]).map((designation) => [designation,
    h("input", { type: "checkbox", testid: `designation-${seat}-${designation}`, onchange: (/** @type {Event} */ e) => {
      const value = /** @type {HTMLInputElement} */ (e.target).checked;
      /** @type {import("../types/actions").SetDesignation} */
      const action = designation === "citys_blessing"
        ? { type: "set_designation", designation, player: seat, value }
        : { type: "set_designation", designation, player: value ? seat : null };
      send(action, /** @type {HTMLInputElement} */ (e.target));
    } })]);
  const trackers = mountPlayerTrackers(port, ctx, seat, send, shows);

  body.append(h("h3", { text: t("counters") }), counterList,
    h("div", { class: "button-row" }, newName, addCounter),
    commanderSlot,
    h("h3", { text: t("designations") }),
    h("div", { class: "toggles" }, designations.map(([designation, box]) => h("label", { class: "toggle" }, box, h("span", { text: t(designation) })))),
    trackers.el);

  /** @param {TableState} state */
  function update(state) {
    const p = state.players[seat];
    if (!p) return;
    const names = Object.keys(p.counters);
    if (names.length !== counters.size || names.some((name) => !counters.has(name))) {
      for (const name of names) {
        if (counters.has(name)) continue;
        const action = { type: /** @type {const} */ ("adjust_counter"), player: seat, counter: name };
        counters.set(name, { el: groupedStepper(ctx, NAMED_COUNTERS.includes(name) ? t(name) : name, p.counters[name], action,
          `counter-${seat}-${name}`), action });
      }
      counterList.replaceChildren(...names.map((name) => /** @type {{ el: HTMLElement }} */ (counters.get(name)).el));
    }
    for (const name of names) {
      const shown = /** @type {{ el: HTMLElement, action: import("./types").StepAction }} */ (counters.get(name));
      setGroupedStepper(ctx, shown.el, p.counters[name], shown.action);
    }
    const counted = !!state.rules && state.rules.commander_damage_limit !== null;
    if (counted && !commander) {
      commander = mountCommander(ctx, seat, send, shows);
      commanderSlot.replaceChildren(commander.el);
    } else if (!counted && commander) {
      commander = null;
      commanderSlot.replaceChildren();
    }
    if (commander) commander.update(state);
    for (const [designation, box] of designations) if (shows(box)) box.checked = !!p[designation];
    trackers.update(state);
  }

  redraw();
  // a burst of stepper taps draws the sheet again before the engine's answer
  ctx.taps.stepListeners.add(redraw);
  return { update, unmount: () => { ctx.taps.stepListeners.delete(redraw); } };
}

// The turn of a seat's panel on the table (layout.js): its sheets face the same way.
/** @param {TableApp} app @param {number} seat */
function facingOf(app, seat) {
  const panel = app.table.panels?.[seat];
  return panel ? Number(panel.el.dataset.turn) || 0 : 0;
}

// The sheets about one player: number entry for life, and counters, commander damage and
// designations. Every change is an action sent to the engine.

import { h, refill } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet, openSheet } from "../kit/sheet.js";
import { playerTrackers } from "./trackers.js";
import { commanderSection } from "./commander.js";
import { groupedStepper } from "../kit/stepper.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../storage/types").Action} Action */


/** @param {TableApp} app @param {number} seat */
export function openNumberEntry(app, seat) {
  const player = app.state.players[seat];
  openSheet(t("number_entry", { name: player.name }), (/** @type {HTMLElement} */ body) => {
    const input = h("input", { type: "number", inputmode: "numeric", class: "big-input", testid: "number-input",
      value: "", placeholder: String(player.life), autofocus: true });
    const go = (/** @type {(n: number) => Action} */ make) => {
      const n = parseInt(input.value, 10);
      if (!Number.isFinite(n)) { input.focus(); return; }
      closeSheet();
      app.send(make(n));
    };
    body.append(
      h("p", { class: "current-life", text: `${t("life")}: ${player.life}` }),
      input,
      h("div", { class: "button-row" },
        h("button", { testid: "number-subtract", onclick: () => go((n) => ({ type: "adjust_life", player: seat, delta: -n })) }, `− ${t("subtract")}`),
        h("button", { testid: "number-add", onclick: () => go((n) => ({ type: "adjust_life", player: seat, delta: n })) }, `+ ${t("add")}`),
        h("button", { testid: "number-set", onclick: () => go((n) => ({ type: "set_life", player: seat, life: n })) }, `= ${t("set_life")}`)));
    setTimeout(() => input.focus(), 0);
  }, { testid: "number-sheet", facing: facingOf(seat) });
}

/** @param {TableApp} app @param {number} seat */
export function openPlayerSheet(app, seat) {
  let newCounter = "";                 // what is typed as a new counter's name survives redraws
  const render = (/** @type {HTMLElement} */ body) => refill(body, () => {
    body.replaceChildren();
    const state = app.state;
    const p = state.players[seat];
    const counter = (/** @type {string} */ name) => (/** @type {number} */ delta) =>
      app.send({ type: "adjust_counter", player: seat, counter: name, delta }).then(() => render(body));
    const counterNames = Object.keys(p.counters);
    body.append(h("h3", { text: t("counters") }),
      ...counterNames.map((name) => groupedStepper(app, ["poison", "energy", "experience"].includes(name) ? t(name) : name,
        p.counters[name], { type: "adjust_counter", player: seat, counter: name }, `counter-${seat}-${name}`)));
    const newName = h("input", { type: "text", maxlength: "24", placeholder: t("counter_name"), testid: "new-counter-name",
      value: newCounter, oninput: (/** @type {Event} */ e) => { newCounter = /** @type {HTMLInputElement} */ (e.target).value; } });
    body.append(h("div", { class: "button-row" }, newName,
      h("button", { testid: "add-counter", onclick: () => {
        const name = newCounter.trim();
        if (!name) return;
        newCounter = "";
        counter(name)(1);
      } }, t("add_counter"))));

    if (state.rules && state.rules.commander_damage_limit !== null) {
      body.append(...commanderSection(app, seat, () => render(body)));
    }

    body.append(h("h3", { text: t("designations") }));
    const toggle = (/** @type {import("../types/actions").SetDesignation["designation"]} */ designation, /** @type {boolean} */ on) => h("label", { class: "toggle" },
      h("input", { type: "checkbox", checked: on, testid: `designation-${seat}-${designation}`,
        onchange: (/** @type {Event} */ e) => {
          const value = /** @type {HTMLInputElement} */ (e.target).checked;
          /** @type {import("../types/actions").SetDesignation} */
          const action = designation === "citys_blessing"
            ? { type: "set_designation", designation, player: seat, value }
            : { type: "set_designation", designation, player: value ? seat : null };
          app.send(action).then(() => render(body));
        } }),
      h("span", { text: t(designation) }));
    body.append(h("div", { class: "toggles" },
      toggle("monarch", p.monarch), toggle("initiative", p.initiative), toggle("citys_blessing", p.citys_blessing)));
    body.append(...playerTrackers(app, seat, () => render(body)).filter(Boolean));
  });
  openSheet(app.state.players[seat].name, (/** @type {HTMLElement} */ body) => {
    // a burst of stepper taps, and the engine's answer once it settles, redraw the sheet
    const redraw = () => { if (body.isConnected) render(body); else stop(); };
    const unsubscribe = app.subscribe(redraw);
    app.page.taps.stepListeners.add(redraw);
    const stop = () => { unsubscribe(); app.page.taps.stepListeners.delete(redraw); };
    render(body);
  }, { testid: "player-sheet", facing: facingOf(seat) });
}

// The turn of a seat's panel on the table (layout.js): its sheets face the same way.
/** @param {number} seat */
function facingOf(seat) {
  const panel = document.querySelector(`[data-testid=player-${seat}]`);
  if (!(panel instanceof HTMLElement)) return 0;
  return Number(panel.dataset.turn) || 0;
}

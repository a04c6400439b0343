// Commander play in full: each commander's tax (casts from the command zone), partners,
// and the damage each other player's commander (and partner) dealt, which also takes life.

import { h } from "../kit/dom.js";
import { addDescriber } from "./history-text.js";
import { addStrings, t } from "../kit/i18n.js";
import { groupedStepper, stepper } from "../kit/stepper.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../storage/types").Action} Action */

addStrings({
  en: {
    h_set_partner: "{name}: two commanders (partner)",
    h_set_partner_off: "{name}: one commander",
    h_commander_cast: "{name} cast their commander from the command zone",
    h_commander_cast_n: "{name} cast commander {n} from the command zone",
    h_commander_cast_back: "{name}: a cast from the command zone taken back",
  },
  ru: {
    h_set_partner: "{name}: два командира (партнёр)",
    h_set_partner_off: "{name}: один командир",
    h_commander_cast: "{name}: командир разыгран из командной зоны",
    h_commander_cast_n: "{name}: командир {n} разыгран из командной зоны",
    h_commander_cast_back: "{name}: розыгрыш из командной зоны отменён",
  },
});

addDescriber("set_partner", (a, who) => t(a.partner === false ? "h_set_partner_off" : "h_set_partner", { name: who(a.player) }));
addDescriber("commander_cast", (a, who) => (a.delta === -1 ? t("h_commander_cast_back", { name: who(a.player) })
  : a.commander === 2 ? t("h_commander_cast_n", { name: who(a.player), n: 2 }) : t("h_commander_cast", { name: who(a.player) })));

/** @param {TableApp} app @param {number} seat @param {() => void} rerender */
export function commanderSection(app, seat, rerender) {
  const state = app.state;
  const p = state.players[seat];
  const send = (/** @type {Action} */ action) => app.send(action).then(rerender);
  /** @type {HTMLElement[]} */
  const out = [h("h3", { text: t("commander") })];
  p.commander_tax.forEach((tax, k) => {
    const label = p.commander_tax.length > 1 ? t("commander_tax_n", { n: k + 1, tax }) : t("commander_tax", { tax });
    out.push(stepper(label, p.commander_casts[k],
      (/** @type {number} */ delta) => send({ type: "commander_cast", player: seat, commander: k + 1, delta }), `tax-${seat}-${k + 1}`,
      { min: 0 }));
  });
  out.push(h("label", { class: "toggle" },
    h("input", { type: "checkbox", checked: p.partner, testid: `partner-${seat}`,
      onchange: (/** @type {Event} */ e) => send({ type: "set_partner", player: seat, partner: /** @type {HTMLInputElement} */ (e.target).checked }) }),
    h("span", { text: t("partner") })));
  if (state.players.length > 1) {
    out.push(h("h3", { text: t("commander_damage") }));
    state.players.forEach((other, source) => {
      if (source === seat) return;
      out.push(groupedStepper(app, t("cmd_from", { name: other.name }), p.commander_damage[source] ?? 0,
        { type: "commander_damage", player: seat, source }, `cmd-${seat}-${source}`));
      if (other.partner) {
        out.push(groupedStepper(app, t("cmd_from_partner", { name: other.name }), p.partner_damage[source] ?? 0,
          { type: "commander_damage", player: seat, source, commander: 2 }, `cmd-${seat}-${source}-2`));
      }
    });
  }
  return out;
}

// Commander play in full: each commander's tax (casts from the command zone), partners,
// and the damage each other player's commander (and partner) dealt, which also takes life.

import { h } from "../kit/dom.js";
import { addDescriber } from "./history-text.js";
import { addStrings, t } from "../kit/i18n.js";
import { groupedStepper, setStepper, stepper } from "../kit/stepper.js";

/** @typedef {import("../storage/types").Action} Action */
/** @typedef {import("./types").StepAction} StepAction */
/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").PlayerState} PlayerState */

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

// The player sheet's section, mounted once: each commander's tax, partners, and the damage
// from each other player's commander (and partner), drawn again in place on each state.
/**
 * @param {import("./player-sheets.js").PlayerSheetCtx} ctx
 * @param {number} seat
 * @param {(action: Action, from?: Element) => unknown} send from: the control that sent it
 * @param {(el: Element) => boolean} shows whether a control shows the state (false while its change is answered)
 */
export function mountCommander(ctx, seat, send, shows) {
  /** @type {HTMLElement[]} one stepper per commander */
  let taxes = [];
  const taxList = h("div", { class: "sheet-section" });
  const partner = h("input", { type: "checkbox", testid: `partner-${seat}`,
    onchange: (/** @type {Event} */ e) => {
      const box = /** @type {HTMLInputElement} */ (e.target);
      send({ type: "set_partner", player: seat, partner: box.checked }, box);
    } });
  const damageHead = h("h3", { text: t("commander_damage") });
  const damageList = h("div", { class: "sheet-section" });
  /** @type {{ el: HTMLElement, action: StepAction, label: (state: TableState) => string, value: (p: PlayerState) => number }[]} */
  let damage = [];
  let damageShape = "";
  const el = h("div", { class: "sheet-section" }, h("h3", { text: t("commander") }), taxList,
    h("label", { class: "toggle" }, partner, h("span", { text: t("partner") })), damageHead, damageList);

  /** @param {TableState} state */
  const update = (state) => {
    const p = state.players[seat];
    if (!p) return;
    if (taxes.length !== p.commander_tax.length) {
      taxes = p.commander_tax.map((_, k) => stepper("", 0,
        (/** @type {number} */ delta) => send({ type: "commander_cast", player: seat, commander: k + 1, delta }), `tax-${seat}-${k + 1}`,
        { min: 0 }));
      taxList.replaceChildren(...taxes);
    }
    p.commander_tax.forEach((tax, k) => {
      setStepper(taxes[k], p.commander_casts[k], { min: 0 },
        p.commander_tax.length > 1 ? t("commander_tax_n", { n: k + 1, tax }) : t("commander_tax", { tax }));
    });
    if (shows(partner)) partner.checked = p.partner;
    // a stepper from each other player, and one more from a player with a partner
    const shape = state.players.map((other, source) => (source === seat ? "" : other.partner ? "2" : "1")).join(",");
    if (shape !== damageShape) {
      damageShape = shape;
      damage = state.players.flatMap((other, source) => {
        if (source === seat) return [];
        /** @type {StepAction} */
        const first = { type: "commander_damage", player: seat, source };
        /** @type {StepAction} */
        const second = { type: "commander_damage", player: seat, source, commander: 2 };
        return [{ el: groupedStepper(ctx, "", 0, first, `cmd-${seat}-${source}`), action: first,
          label: (/** @type {TableState} */ s) => t("cmd_from", { name: s.players[source].name }),
          value: (/** @type {PlayerState} */ q) => q.commander_damage[source] ?? 0 },
        ...(other.partner ? [{ el: groupedStepper(ctx, "", 0, second, `cmd-${seat}-${source}-2`), action: second,
          label: (/** @type {TableState} */ s) => t("cmd_from_partner", { name: s.players[source].name }),
          value: (/** @type {PlayerState} */ q) => q.partner_damage[source] ?? 0 }] : [])];
      });
      damageList.replaceChildren(...damage.map((d) => d.el));
    }
    damageHead.hidden = state.players.length <= 1;
    for (const d of damage) {
      setStepper(d.el, d.value(p) + ctx.taps.pendingStep(d.action), { min: 0 }, d.label(state));
    }
  };
  return { el, update };
}

// The table of Contraptions on the Contraptions screen: each rig's sprockets with their
// cards and CRANK! counter, the faction decks, the scrapyards and other zones, and the bar at
// the foot of the screen. Each card offers the moves the player may make with it.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet } from "../kit/sheet.js";
import { factionShort } from "./cards.js";

/** @typedef {import("../types/state").ContraptionRig} Rig */
/** @typedef {import("../types/state").ContraptionView} ContraptionCard */
/** @typedef {import("./types").PlayView} PlayView */

// Three buttons, one per sprocket (the assemble and crank choices use them too).
/** @param {string} prefix @param {(sprocket: number) => void} onPick @param {{ disabled?: boolean, current?: number | null }} [options] */
export function sprocketButtons(prefix, onPick, { disabled = false, current = null } = {}) {
  return h("div", { class: "ctr-seg ctr-sprocket-buttons" }, [1, 2, 3].map((n) =>
    h("button", { class: "ctr-big ctr-sprocket-button", testid: `${prefix}-${n}`, disabled: disabled || n === current,
      "aria-label": t("ctr_sprocket_n", { n }), onclick: () => onPick(n) },
    h("small", { text: t("ctr_sprocket") }), h("span", { text: `⚙ ${n}` }))));
}

/** @param {PlayView} v */
export function factionDecks(v) {
  return h("details", { class: "ctr-zone", testid: "ctr-faction-decks" },
    h("summary", { text: t("ctr_faction_decks") }),
    h("ul", { class: "ctr-faction-list" }, v.c.decks.map((d, index) =>
      h("li", { testid: `ctr-faction-deck-${index}` },
        h("strong", { text: `${d.faction}: ${d.count}` }),
        h("small", { class: "muted", text: ` ${d.cards && d.cards.length ? t("ctr_deck_top", { name: d.cards[0].name }) : t("ctr_empty")}` }),
        d.cards && d.cards.length > 1 ? h("div", { class: "ctr-deck-cards muted", text: d.cards.map((x) => x.name).join(" · ") }) : null))));
}

/** @param {PlayView} v @param {Rig} rig */
function rigLabel(v, rig) {
  return rig.seat === null ? t("ctr_shared_sprockets") : t("ctr_sprockets_of", { name: v.who(rig.seat) });
}

/** @param {PlayView} v */
export function rigsBox(v) {
  const { c, ui } = v;
  const turnKey = `${v.state.turn}:${c.active ? c.active.seat : ""}`;
  if (!ui.rig || ui.rig.key !== turnKey) {
    const active = c.active;
    const mine = active ? c.rigs.findIndex((r) => r.seat === active.seat) : -1;
    ui.rig = { key: turnKey, index: Math.max(mine, 0) };
  }
  const index = Math.min(ui.rig.index, c.rigs.length - 1);
  const out = h("section", { class: "ctr-rigs" });
  if (c.rigs.length > 1) {
    out.append(h("div", { class: "ctr-tabs", role: "tablist" }, c.rigs.map((rig, i) =>
      h("button", { role: "tab", testid: `ctr-rig-tab-${rig.seat}`, "aria-selected": String(i === index),
        class: c.active && rig.seat === c.active.seat ? "ctr-tab active" : "ctr-tab",
        onclick: () => { if (ui.rig) ui.rig.index = i; ui.card = null; v.rerender(); } }, v.who(rig.seat)))));
  }
  out.append(rigView(v, c.rigs[index], index));
  return out;
}

/** @param {PlayView} v @param {Rig} rig @param {number} index */
function rigView(v, rig, index) {
  const { c, ui } = v;
  const counterText = c.rules === "shared_dice"
    ? (rig.counter ? t("ctr_cranked_on", { n: rig.counter }) : t("ctr_cranked_none"))
    : t("ctr_counter_on", { n: rig.counter ?? "—" });
  const deck = rig.seat === null ? c.decks[0] : c.decks.find((d) => d.owner === rig.seat);
  const box = h("div", { class: "ctr-rig", testid: `ctr-rig-${index}`, dataset: { seat: rig.seat === null ? "shared" : String(rig.seat) } },
    h("div", { class: "ctr-rig-head" },
      h("strong", { text: rigLabel(v, rig) }),
      deck && !deck.faction ? h("span", { class: "ctr-deck-count", testid: `ctr-deck-count-${index}`, text: t("ctr_deck_count", { n: deck.count }) }) : null),
    h("p", { class: "ctr-counter-line", testid: `ctr-counter-${index}`, text: counterText }),
    h("div", { class: "ctr-sprockets" }, rig.sprockets.map((cards, i) => {
      const n = i + 1;
      const here = rig.counter === n;
      return h("div", { class: here ? "ctr-sprocket here" : "ctr-sprocket", testid: `ctr-sprocket-${index}-${n}` },
        h("div", { class: "ctr-sprocket-head" },
          h("span", { class: "ctr-gear", text: `⚙ ${n}` }),
          here ? h("span", { class: "ctr-counter-mark", testid: `ctr-counter-mark-${index}`, text: t("ctr_counter") }) : null),
        cards.map((card) => cardTile(v, card)));
    })));
  const chosen = ui.card !== null && ui.card !== undefined
    ? rig.sprockets.flatMap((cards, i) => cards.map((card) => ({ card, sprocket: i + 1 }))).find((x) => x.card.id === ui.card) : null;
  if (chosen) box.append(cardActions(v, chosen.card, { rig, sprocket: chosen.sprocket }));
  if (!c.shared_deck) {
    const yard = c.scrapyards.find((s) => s.owner === rig.seat);
    if (yard) box.append(zoneList(v, t("ctr_scrapyard", { n: yard.cards.length }), yard.cards, `ctr-scrapyard-${rig.seat}`, false));
  }
  return box;
}

/** @param {PlayView} v @param {ContraptionCard} card */
function cardTile(v, card) {
  const selected = v.ui.card === card.id;
  const lines = [t("ctr_owner", { name: v.who(card.owner) })];
  if (card.controller !== null && (card.controller !== card.owner || v.c.shared_sprockets)) {
    lines.push(t("ctr_controller", { name: v.who(card.controller) }));
  }
  return h("button", { class: selected ? "ctr-card selected" : "ctr-card", testid: `ctr-card-${card.id}`, "aria-expanded": String(selected),
    dataset: { controller: card.controller === null ? "" : String(card.controller) },
    onclick: () => { v.ui.card = selected ? null : card.id; v.rerender(); } },
  h("span", { class: "ctr-card-name", text: card.name }),
  card.faction ? h("small", { class: "ctr-card-faction", text: factionShort(card.faction) }) : null,
  h("small", { class: "ctr-card-who", text: lines.join(" · ") }));
}

/** @param {PlayView} v @param {ContraptionCard} card @param {{ rig: Rig, sprocket: number } | {}} where on a sprocket, or in a zone */
function cardActions(v, card, where) {
  const { c, ui, state } = v;
  const move = (/** @type {import("../types/actions").ContraptionMove["to"]} */ to, extra = {}) => { ui.card = null; v.send({ type: "contraption_move", card: card.id, to, ...extra }); };
  const panel = h("div", { class: "ctr-card-actions", testid: "ctr-card-actions" },
    h("div", { class: "ctr-card-title" },
      h("strong", { text: card.name }),
      h("small", { class: "muted", text: [card.faction, card.number ? `#${card.number}` : null].filter(Boolean).join(" · ") })),
    card.note ? h("p", { class: "ctr-card-note", text: card.note }) : null,
    h("p", { class: "muted", text: [t("ctr_owner", { name: v.who(card.owner) }),
      card.controller === null ? t("ctr_uncontrolled") : t("ctr_controller", { name: v.who(card.controller) })].join(" · ") }));
  if ("sprocket" in where) {
    panel.append(h("div", { class: "ctr-seg ctr-wrap" },
      h("button", { testid: "ctr-move-graveyard", onclick: () => move("graveyard") }, t("ctr_destroy")),
      h("button", { testid: "ctr-move-exile", onclick: () => move("exile") }, t("ctr_exile_it")),
      h("button", { testid: "ctr-move-hand", onclick: () => move("hand") }, t("ctr_to_hand")),
      h("button", { testid: "ctr-move-library", onclick: () => move("library") }, t("ctr_to_library"))),
    h("p", { class: "ctr-label", text: t("ctr_reassemble") }),
    sprocketButtons("ctr-move-sprocket", (n) => move("sprocket", { sprocket: n }), { current: where.sprocket }));
    if (!c.shared_sprockets && state.players.length > 1) {
      const { rig } = where;
      const others = state.players.map((_p, seat) => seat).filter((seat) => seat !== rig.seat);
      if (ui.giveTo === undefined || !others.includes(ui.giveTo)) ui.giveTo = others[0];
      panel.append(h("p", { class: "ctr-label", text: t("ctr_give") }),
        h("div", { class: "ctr-seg ctr-wrap" }, others.map((seat) =>
          h("button", { testid: `ctr-give-player-${seat}`, "aria-pressed": String(ui.giveTo === seat),
            onclick: () => { ui.giveTo = seat; v.rerender(); } }, v.who(seat)))),
        sprocketButtons("ctr-give-sprocket", (n) => move("player", { player: ui.giveTo, sprocket: n })));
    }
  } else {
    panel.append(h("div", { class: "ctr-seg ctr-wrap" },
      h("button", { testid: "ctr-move-battlefield", onclick: () => move("battlefield") }, t("ctr_return")),
      h("button", { testid: "ctr-move-hand", onclick: () => move("hand") }, t("ctr_to_hand"))));
  }
  return panel;
}

/** @param {PlayView} v @param {string} title @param {ContraptionCard[]} cards @param {string} testid @param {boolean} actionable */
function zoneList(v, title, cards, testid, actionable) {
  const details = h("details", { class: "ctr-zone", testid, open: !!v.ui.open?.[testid],
    ontoggle: (e) => { (v.ui.open ||= {})[testid] = e.currentTarget.open; } },
  h("summary", { text: title }));
  if (!cards.length) details.append(h("p", { class: "muted", text: t("ctr_empty") }));
  for (const card of cards) {
    if (actionable) {
      details.append(cardTile(v, card));
      if (v.ui.card === card.id) details.append(cardActions(v, card, {}));
    } else {
      details.append(h("div", { class: "ctr-zone-card", text: `${card.name}${card.owner !== null ? ` · ${t("ctr_owner", { name: v.who(card.owner) })}` : ""}` }));
    }
  }
  return details;
}

/** @param {PlayView} v */
export function zonesBox(v) {
  const { c } = v;
  return h("section", { class: "ctr-zones" },
    c.shared_deck ? c.scrapyards.map((yard) => zoneList(v, t("ctr_scrapyard", { n: yard.cards.length }), yard.cards, "ctr-scrapyard", false)) : null,
    zoneList(v, t("ctr_exile", { n: c.exile.length }), c.exile, "ctr-exile", true));
}

/** @param {PlayView} v */
export function bottomBar(v) {
  const { state } = v;
  return h("div", { class: "ctr-bar" },
    h("button", { testid: "ctr-undo", disabled: !state.can_undo, onclick: () => v.send({ type: "undo" }) }, t("ctr_undo")),
    h("button", { class: "ctr-next", testid: "ctr-next-turn", disabled: state.over,
      onclick: () => { v.ui.card = null; v.send({ type: "next_turn" }); } }, t("ctr_next_turn")),
    h("button", { testid: "ctr-close", onclick: closeSheet }, t("ctr_table")));
}

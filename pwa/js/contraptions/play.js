// Contraptions in play, drawn from state.features.contraptions: the turn box (upkeep, the
// dice, and the choice the engine waits for: assemble, crank, the paid roll, the private
// look-at-N), what the last action did, the sprockets with the CRANK! counter, the decks,
// scrapyards and exile, and the moves of one Contraption. No rule lives here: what may be
// done, where a card ends up and what a roll costs all come from the engine's state.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { passThePhone } from "../kit/private.js";
import { FACTIONS, factionShort, isFaction } from "./cards.js";
import { bottomBar, factionDecks, rigsBox, sprocketButtons, zonesBox } from "./rigs.js";
import { allShown, listIn, seatIn, shown } from "./json-fields.js";

const OWN_ACTIONS = new Set(["contraptions_setup", "contraptions_upkeep", "contraptions_upkeep_forgotten", "assemble", "decline_assemble",
  "crank", "contraption_move", "contraptions_roll", "contraptions_arrange"]);
const MAIN_STEPS = ["main1", "main2"];

/** @typedef {import("../types/state").ContraptionsState} ContraptionsState */
/** @typedef {import("../types/state").ContraptionTurn} ContraptionTurn */
/** @typedef {import("../types/state").AssemblePrompt} AssemblePrompt */
/** @typedef {import("../types/state").CrankPrompt} CrankPrompt */
/** @typedef {import("../types/state").ArrangePrompt} ArrangePrompt */
/** @typedef {ContraptionsState["events"][number]} ContraptionEvent */
/** @typedef {import("./types").PlayView} PlayView */
/** @typedef {import("./types").Action} Action */

/** @param {import("../kit/mount.js").Port} port @param {HTMLElement} body @param {import("./types").SheetMemory} ui @param {() => void} rerender */
export function renderPlay(port, body, ui, rerender) {
  const state = port.state();
  const c = state && state.features && state.features.contraptions;
  if (!state || !c) return;
  /** @type {PlayView} */
  const view = { state, c, ui, rerender, send: (action) => port.send(action),
    who: (seat) => (seat === null || seat === undefined ? t("ctr_nobody") : state.players[seat] ? state.players[seat].name : `#${seat}`) };
  body.append(...[
    turnBox(view),
    eventsBox(view),
    controlsBox(view),
    c.decks.some((d) => d.faction) ? factionDecks(view) : null,
    rigsBox(view),
    zonesBox(view),
    bottomBar(view)].filter((part) => part !== null));
}

// --- the turn: upkeep and the choice the engine waits for --------------------------------

// the steps in which the upkeep may still begin (engine.contraptions.state.UPKEEP_STEPS)
const UPKEEP_STEPS = [null, "untap", "upkeep"];

/** @param {PlayView} v */
function turnBox(v) {
  const { state, c } = v;
  const box = h("section", { class: "ctr-turn", testid: "ctr-turn-box" },
    h("div", { class: "ctr-turn-head" },
      h("span", { class: "ctr-rules-name", testid: "ctr-rules-name", text: t(`ctr_rules_${c.rules}`) }),
      h("strong", { testid: "ctr-turn", text: c.active ? t("ctr_turn", { n: state.turn, name: v.who(c.active.seat) }) : "" })));
  const active = c.active;
  if (!active) {
    box.append(h("p", { testid: "ctr-no-turn", text: t("ctr_no_turn") }));
    return box;
  }
  if (active.dice && active.dice.length) box.append(diceView(active.dice, active.kept_die));
  if (active.todo === "upkeep" && UPKEEP_STEPS.includes(state.step ?? null)) {
    box.append(h("button", { class: "primary ctr-big", testid: "ctr-upkeep",
      onclick: () => v.send({ type: "contraptions_upkeep" }) }, t("ctr_upkeep", { name: v.who(active.seat) })),
    h("p", { class: "ctr-hint", text: t("ctr_upkeep_hint") }));
  } else if (active.todo === "upkeep") {
    // the upkeep step has passed without it (001: it is not optional): a correction, said so
    box.append(h("button", { class: "primary ctr-big", testid: "ctr-upkeep-forgotten",
      onclick: () => v.send({ type: "contraptions_upkeep_forgotten" }) }, t("ctr_upkeep_forgotten", { name: v.who(active.seat) })),
    h("p", { class: "ctr-hint", text: t("ctr_upkeep_forgotten_hint") }));
  }
  for (const prompt of c.prompts) {
    if (prompt.kind === "assemble") box.append(assembleBox(v, prompt));
    else if (prompt.kind === "crank") box.append(crankBox(v, prompt));
    else if (prompt.kind === "arrange") box.append(arrangeBox(v, prompt));
  }
  if (active.todo === "may_roll") box.append(rollBox(v, active));
  if (active.todo === null) box.append(h("p", { class: "ctr-done", testid: "ctr-nothing-left", text: t("ctr_nothing_left") }));
  if (active.upkeep_done) box.append(effectBox(v, active));
  return box;
}

/** @param {number[]} dice @param {number | null} keptDie */
function diceView(dice, keptDie) {
  let keptShown = false;
  return h("div", { class: "ctr-dice", testid: "ctr-dice", "aria-label": t("ctr_dice_rolled") },
    h("span", { class: "ctr-dice-label", text: t("ctr_dice_rolled") }),
    dice.map((die) => {
      const kept = dice.length > 1 && !keptShown && die === keptDie;
      if (kept) keptShown = true;
      return h("span", { class: kept ? "ctr-die kept" : "ctr-die", text: String(die) });
    }),
    dice.length > 1 && keptDie ? h("span", { class: "ctr-dice-label", testid: "ctr-kept", text: t("ctr_kept", { die: keptDie }) }) : null);
}

/** @param {PlayView} v @param {AssemblePrompt} prompt */
function assembleBox(v, prompt) {
  const { ui } = v;
  const box = h("div", { class: "ctr-prompt", testid: "ctr-assemble-box" },
    h("h3", { text: t("ctr_assemble_title") }),
    h("p", { testid: "ctr-assemble-left", text: t("ctr_assemble_left", { remaining: prompt.remaining, count: prompt.count })
      + (prompt.compulsory ? ` · ${t("ctr_compulsory")}` : "") }));
  /** @type {string[] | null} */
  const factions = prompt.factions || null;
  /** @type {string | null} */
  let faction = null;
  if (factions) {
    const key = `${v.state.turn}:${prompt.player}:${factions.join("|")}`;
    if (!ui.faction || ui.faction.key !== key) ui.faction = { key, value: factions.length === 1 ? factions[0] : null };
    faction = ui.faction.value;
    if (factions.length > 1) {
      box.append(h("p", { text: t("ctr_from_faction") }),
        h("div", { class: "ctr-factions" }, factions.map((f) =>
          h("button", { testid: `ctr-faction-${FACTIONS.indexOf(f)}`, "aria-pressed": String(f === faction),
            onclick: () => { if (ui.faction) ui.faction.value = f; v.rerender(); } }, f))));
    } else if (factions.length === 1) {
      box.append(h("p", { class: "ctr-hint", text: factions[0] }));
    }
  }
  const needFaction = !!factions && factions.length > 1 && !faction;
  box.append(sprocketButtons("ctr-assemble", (n) => {
    v.send({ type: "assemble", player: prompt.player, sprocket: n, reason: "upkeep", ...(isFaction(faction) ? { faction } : {}) });
  }, { disabled: needFaction }));
  if (prompt.decline_to && !prompt.compulsory) {
    box.append(h("button", { class: "ctr-wide", testid: "ctr-decline", disabled: needFaction, onclick: () => {
      v.send({ type: "decline_assemble", player: prompt.player, ...(isFaction(faction) ? { faction } : {}) });
    } }, t("ctr_decline", { where: t(`ctr_decline_${prompt.decline_to}`) })));
  }
  return box;
}

/** @param {PlayView} v @param {CrankPrompt} prompt */
function crankBox(v, prompt) {
  const { ui } = v;
  const ids = prompt.cards.map((card) => card.id);
  const key = `${v.state.turn}:${prompt.player}:${prompt.sprocket}:${ids.join(",")}`;
  ui.cranks ||= {};                      // one per prompt (teammates may each crank)
  if (!ui.cranks[prompt.player] || ui.cranks[prompt.player].key !== key) {
    ui.cranks[prompt.player] = { key, order: ids.slice(), on: new Set(ids) };
  }
  const { order, on } = ui.cranks[prompt.player];
  const byId = new Map(prompt.cards.map((card) => [card.id, card]));
  const move = (/** @type {number} */ id, /** @type {number} */ step) => {
    const at = order.indexOf(id);
    const to = at + step;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to], order[at]];
    v.rerender();
  };
  let position = 0;
  const rows = order.map((id, index) => {
    const card = byId.get(id);
    if (!card) return null;                  // (the order is made of the prompt's cards)
    const checked = on.has(id);
    if (checked) position += 1;
    return h("li", { class: checked ? "ctr-crank-row on" : "ctr-crank-row", testid: `ctr-crank-row-${id}` },
      h("label", { class: "ctr-check" },
        h("input", { type: "checkbox", testid: `ctr-crank-check-${id}`, checked,
          onchange: (e) => { if (e.target.checked) on.add(id); else on.delete(id); v.rerender(); } }),
        h("span", { class: "ctr-order", text: checked ? t("ctr_order_n", { n: position }) : "—" }),
        h("span", { class: "ctr-crank-name", text: card.name })),
      h("button", { class: "icon", testid: `ctr-crank-up-${id}`, "aria-label": t("ctr_up"), disabled: index === 0,
        onclick: () => move(id, -1) }, "▲"),
      h("button", { class: "icon", testid: `ctr-crank-down-${id}`, "aria-label": t("ctr_down"), disabled: index === order.length - 1,
        onclick: () => move(id, +1) }, "▼"));
  });
  const chosen = order.filter((id) => on.has(id));
  return h("div", { class: "ctr-prompt", testid: "ctr-crank-box" },
    h("h3", { text: t("ctr_crank_title", { n: prompt.sprocket }) }),
    h("p", { class: "ctr-hint", text: t("ctr_crank_hint") }),
    h("ol", { class: "ctr-crank-list", testid: "ctr-crank-list" }, rows),
    h("div", { class: "ctr-seg" },
      h("button", { class: "primary ctr-big", testid: "ctr-crank-go", disabled: !chosen.length,
        onclick: () => v.send({ type: "crank", player: prompt.player, cards: chosen }) }, t("ctr_crank_go", { n: chosen.length })),
      h("button", { class: "ctr-big", testid: "ctr-crank-none",
        onclick: () => v.send({ type: "crank", player: prompt.player, cards: [] }) }, t("ctr_crank_none"))));
}

/** @param {PlayView} v @param {ContraptionTurn} active */
function rollBox(v, active) {
  const step = v.state.step;
  return h("div", { class: "ctr-prompt", testid: "ctr-roll-box" },
    step && !MAIN_STEPS.includes(step) ? h("div", { class: "button-row" },
      h("span", { text: t("ctr_step_now", { step: t(`step_${step}`) }) }),
      h("button", { testid: "ctr-main-phase", onclick: () => v.send({ type: "set_step", step: "main1" }) }, t("ctr_main_phase"))) : null,
    h("button", { class: "primary ctr-big", testid: "ctr-roll",
      onclick: () => v.send({ type: "contraptions_roll", cost: active.next_roll_cost }) },
    t("ctr_roll", { cost: active.next_roll_cost ?? "—" })),
    h("p", { class: "ctr-hint", text: t("ctr_roll_hint", { n: active.rolls_this_turn ?? 0 }) }));
}

/** @param {PlayView} v @param {ArrangePrompt} prompt */
function arrangeBox(v, prompt) {
  const { ui } = v;
  const name = v.who(prompt.player);
  const ids = prompt.cards.map((card) => card.id);
  const key = `${v.state.turn}:${prompt.player}:${prompt.roll}:${ids.join(",")}`;
  if (!ui.arrange || ui.arrange.key !== key) {
    ui.arrange = { key, revealed: false, order: ids.slice(), place: Object.fromEntries(ids.map((id, i) => [id, i === 0 ? "assemble" : "top"])), sprocket: null };
  }
  const a = ui.arrange;
  const box = h("div", { class: "ctr-prompt ctr-private", testid: "ctr-arrange-box" },
    h("h3", { text: t("ctr_arrange_title", { name, n: ids.length, roll: prompt.roll }) }));
  if (!a.revealed) {
    box.append(h("p", { text: t("ctr_arrange_private", { name }) }),
      h("button", { class: "primary ctr-big", testid: "ctr-arrange-look", onclick: () => {
        passThePhone(name, () => { a.revealed = true; v.rerender(); });
      } }, t("ctr_arrange_look", { name })));
    return box;
  }
  const byId = new Map(prompt.cards.map((card) => [card.id, card]));
  const move = (/** @type {number} */ id, /** @type {number} */ step) => {
    const at = a.order.indexOf(id);
    const to = at + step;
    if (to < 0 || to >= a.order.length) return;
    [a.order[at], a.order[to]] = [a.order[to], a.order[at]];
    v.rerender();
  };
  const place = (/** @type {number} */ id, /** @type {import("./types").ArrangePlace} */ where) => {
    if (where === "assemble") for (const other of ids) if (a.place[other] === "assemble") a.place[other] = "top";
    a.place[id] = where;
    v.rerender();
  };
  box.append(h("p", { class: "ctr-hint", text: t("ctr_arrange_hint") }),
    h("ol", { class: "ctr-arrange-list", testid: "ctr-arrange-list" }, a.order.map((id, index) => {
      const card = byId.get(id);
      if (!card) return null;                // (the order is made of the prompt's cards)
      return h("li", { class: "ctr-arrange-row", testid: `ctr-arr-row-${id}`, dataset: { place: a.place[id] } },
        h("div", { class: "ctr-arrange-name" },
          h("strong", { text: card.name }),
          h("small", { class: "muted", text: factionShort(card.faction) }),
          h("span", { class: "ctr-arrange-move" },
            h("button", { class: "icon", testid: `ctr-arr-up-${id}`, "aria-label": t("ctr_up"), disabled: index === 0, onclick: () => move(id, -1) }, "▲"),
            h("button", { class: "icon", testid: `ctr-arr-down-${id}`, "aria-label": t("ctr_down"), disabled: index === a.order.length - 1, onclick: () => move(id, +1) }, "▼"))),
        h("div", { class: "ctr-seg" }, /** @type {import("./types").ArrangePlace[]} */ (["assemble", "top", "bottom"]).map((where) =>
          h("button", { testid: `ctr-arr-${id}-${where}`, "aria-pressed": String(a.place[id] === where),
            onclick: () => place(id, where) }, t(`ctr_arr_${where}`)))));
    })));
  const assembled = ids.find((id) => a.place[id] === "assemble");
  if (assembled !== undefined) {
    box.append(h("p", { class: "ctr-hint", text: t("ctr_pick_sprocket") }),
      h("div", { class: "ctr-seg" }, [1, 2, 3].map((n) =>
        h("button", { class: "ctr-big ctr-sprocket-button", testid: `ctr-arr-sprocket-${n}`, "aria-pressed": String(a.sprocket === n),
          "aria-label": t("ctr_sprocket_n", { n }), onclick: () => { a.sprocket = n; v.rerender(); } },
        h("small", { text: t("ctr_sprocket") }), h("span", { text: `⚙ ${n}` })))));
  }
  box.append(h("div", { class: "ctr-seg" },
    h("button", { class: "primary ctr-big", testid: "ctr-arrange-done", disabled: assembled !== undefined && !a.sprocket, onclick: () => {
      v.send({ type: "contraptions_arrange", player: prompt.player,
        top: a.order.filter((id) => a.place[id] === "top"), bottom: a.order.filter((id) => a.place[id] === "bottom"),
        ...(assembled !== undefined ? { assemble: assembled, sprocket: a.sprocket } : {}) });
    } }, t("ctr_arrange_done")),
    h("button", { class: "ctr-big", testid: "ctr-arrange-hide", onclick: () => { a.revealed = false; v.rerender(); } }, t("ctr_arrange_hide"))));
  return box;
}

// A card that says "assemble": the plain rule, for whoever the card tells to.
/** @param {PlayView} v @param {ContraptionTurn} active */
function effectBox(v, active) {
  const { c, ui, state } = v;
  const perPlayer = !c.shared_sprockets;
  if (ui.effectPlayer === undefined || !state.players[ui.effectPlayer]) ui.effectPlayer = active.seat;
  const factionDecks = c.decks.filter((d) => d.faction);
  if (factionDecks.length && !FACTIONS.includes(ui.effectFaction ?? "")) ui.effectFaction = null;
  // always open: assembling is a main step of the turn, not something to find under a heading
  const details = h("section", { class: "ctr-effect", testid: "ctr-effect" },
    h("h3", { testid: "ctr-effect-title", text: t("ctr_effect_title") }));
  if (perPlayer && state.players.length > 1) {
    details.append(h("div", { class: "ctr-seg ctr-wrap" }, state.players.map((p, seat) =>
      h("button", { testid: `ctr-effect-player-${seat}`, "aria-pressed": String(ui.effectPlayer === seat),
        onclick: () => { ui.effectPlayer = seat; v.rerender(); } }, p.name))));
  }
  if (factionDecks.length) {
    details.append(h("div", { class: "ctr-factions" }, factionDecks.map((d) =>
      h("button", { testid: `ctr-effect-faction-${FACTIONS.indexOf(d.faction ?? "")}`, "aria-pressed": String(ui.effectFaction === d.faction),
        onclick: () => { ui.effectFaction = d.faction; v.rerender(); } }, `${d.faction} (${d.count})`))));
  }
  details.append(sprocketButtons("ctr-effect-sprocket", (n) => {
    v.send({ type: "assemble", player: perPlayer ? ui.effectPlayer : active.seat, sprocket: n, reason: "effect",
      ...(factionDecks.length ? { faction: isFaction(ui.effectFaction) ? ui.effectFaction : null } : {}) });
  }, { disabled: factionDecks.length > 0 && !ui.effectFaction }));
  return details;
}

// --- what happened -----------------------------------------------------------------------

/** @param {PlayView} v @param {ContraptionEvent} e */
function eventText(v, e) {
  const player = v.who(seatIn(e.player));
  const whoPrefix = e.player !== null && e.player !== undefined && !v.c.shared_sprockets ? `${player}: ` : "";
  const names = listIn(e.names);
  switch (e.event) {
    case "set_up": return t("ctr_ev_set_up", { rules: t(`ctr_rules_${e.rules}`) });
    case "rolled": return t("ctr_ev_rolled", { player, dice: listIn(e.dice).join(", ") });
    case "counter_moved": return t("ctr_ev_counter_moved", { who: whoPrefix, sprocket: shown(e.sprocket), cards: shown(e.cards) });
    case "counter_stays": return t("ctr_ev_counter_stays", { who: whoPrefix, sprocket: shown(e.sprocket) });
    case "cranked": return names.length
      ? t("ctr_ev_cranked", { player, names: names.join(" → ") }) : t("ctr_ev_cranked_none", { player });
    case "scrapyard": return e.would_go && e.would_go !== "scrapyard"
      ? t("ctr_ev_scrapyard_instead", { name: shown(e.name), where: t(`ctr_where_${e.would_go}`) })
      : t("ctr_ev_scrapyard", { name: shown(e.name) });
    case "reassembled": return e.player === null || e.player === undefined
      ? t("ctr_ev_reassembled_shared", { name: shown(e.name), sprocket: shown(e.sprocket) })
      : t("ctr_ev_reassembled", { name: shown(e.name), sprocket: shown(e.sprocket), player });
    default: return t(`ctr_ev_${e.event}`, { ...allShown(e), player });
  }
}

/** @param {PlayView} v */
function eventsBox(v) {
  const last = v.state.last_action_type;
  if (!last || !OWN_ACTIONS.has(last) || !v.c.events.length) return null;
  // the live region wraps the list: a list with role="status" is no longer a list
  return h("div", { role: "status" }, h("ul", { class: "ctr-events", testid: "ctr-events" },
    v.c.events.map((e) => h("li", { dataset: { event: String(e.event) }, text: eventText(v, e) }))));
}

/** @param {PlayView} v */
function controlsBox(v) {
  const { c } = v;
  if (!c.active) return null;
  const name = v.who(c.active.seat);
  const cards = c.active.controls;
  return h("div", { class: "ctr-controls", testid: "ctr-controls" },
    cards.length
      ? [h("strong", { text: t("ctr_controls", { name, n: cards.length }) }), h("span", { text: ` ${cards.map((x) => x.name).join(", ")}` })]
      : h("span", { class: "muted", text: t("ctr_controls_none", { name }) }));
}

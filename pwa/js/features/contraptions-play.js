// Contraptions in play, drawn from state.features.contraptions: the turn box (upkeep, the
// dice, and the choice the engine waits for: assemble, crank, the paid roll, the private
// look-at-N), what the last action did, the sprockets with the CRANK! counter, the decks,
// scrapyards and exile, and the moves of one Contraption. No rule lives here: what may be
// done, where a card ends up and what a roll costs all come from the engine's state.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { closeSheet } from "../views/sheet.js";
import { passThePhone } from "../views/private.js";
import { FACTIONS, factionShort } from "./contraptions-cards.js";

const OWN_ACTIONS = new Set(["contraptions_setup", "contraptions_upkeep", "contraptions_upkeep_forgotten", "assemble", "decline_assemble",
  "crank", "contraption_move", "contraptions_roll", "contraptions_arrange"]);
const MAIN_STEPS = ["main1", "main2"];

function cx(state) { return state.features.contraptions; }

export function renderPlay(app, body, ui, rerender) {
  const state = app.state;
  const c = cx(state);
  const view = { app, state, c, ui, rerender, send: (action) => app.send(action),
    who: (seat) => (seat === null || seat === undefined ? t("ctr_nobody") : state.players[seat] ? state.players[seat].name : `#${seat}`) };
  body.append(...[
    turnBox(view),
    eventsBox(view),
    controlsBox(view),
    c.decks.some((d) => d.faction) ? factionDecks(view) : null,
    rigsBox(view),
    zonesBox(view),
    bottomBar(view)].filter(Boolean));
}

// --- the turn: upkeep and the choice the engine waits for --------------------------------

// the steps in which the upkeep may still begin (engine.contraptions.state.UPKEEP_STEPS)
const UPKEEP_STEPS = [null, "untap", "upkeep"];

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
  if (active.dice && active.dice.length) box.append(diceView(active));
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
  if (active.upkeep_done) box.append(effectBox(v));
  return box;
}

function diceView(active) {
  let keptShown = false;
  return h("div", { class: "ctr-dice", testid: "ctr-dice", "aria-label": t("ctr_dice_rolled") },
    h("span", { class: "ctr-dice-label", text: t("ctr_dice_rolled") }),
    active.dice.map((die) => {
      const kept = active.dice.length > 1 && !keptShown && die === active.kept_die;
      if (kept) keptShown = true;
      return h("span", { class: kept ? "ctr-die kept" : "ctr-die", text: String(die) });
    }),
    active.dice.length > 1 && active.kept_die ? h("span", { class: "ctr-dice-label", testid: "ctr-kept", text: t("ctr_kept", { die: active.kept_die }) }) : null);
}

function sprocketButtons(prefix, onPick, { disabled = false, current = null } = {}) {
  return h("div", { class: "ctr-seg ctr-sprocket-buttons" }, [1, 2, 3].map((n) =>
    h("button", { class: "ctr-big ctr-sprocket-button", testid: `${prefix}-${n}`, disabled: disabled || n === current,
      "aria-label": t("ctr_sprocket_n", { n }), onclick: () => onPick(n) },
    h("small", { text: t("ctr_sprocket") }), h("span", { text: `⚙ ${n}` }))));
}

function assembleBox(v, prompt) {
  const { ui } = v;
  const box = h("div", { class: "ctr-prompt", testid: "ctr-assemble-box" },
    h("h3", { text: t("ctr_assemble_title") }),
    h("p", { testid: "ctr-assemble-left", text: t("ctr_assemble_left", { remaining: prompt.remaining, count: prompt.count })
      + (prompt.compulsory ? ` · ${t("ctr_compulsory")}` : "") }));
  const factions = prompt.factions || null;
  let faction = null;
  if (factions) {
    const key = `${v.state.turn}:${prompt.player}:${factions.join("|")}`;
    if (!ui.faction || ui.faction.key !== key) ui.faction = { key, value: factions.length === 1 ? factions[0] : null };
    faction = ui.faction.value;
    if (factions.length > 1) {
      box.append(h("p", { text: t("ctr_from_faction") }),
        h("div", { class: "ctr-factions" }, factions.map((f) =>
          h("button", { testid: `ctr-faction-${FACTIONS.indexOf(f)}`, "aria-pressed": String(f === faction),
            onclick: () => { ui.faction.value = f; v.rerender(); } }, f))));
    } else if (factions.length === 1) {
      box.append(h("p", { class: "ctr-hint", text: factions[0] }));
    }
  }
  const needFaction = !!factions && factions.length > 1 && !faction;
  box.append(sprocketButtons("ctr-assemble", (n) => {
    const action = { type: "assemble", player: prompt.player, sprocket: n, reason: "upkeep" };
    if (faction) action.faction = faction;
    v.send(action);
  }, { disabled: needFaction }));
  if (prompt.decline_to && !prompt.compulsory) {
    box.append(h("button", { class: "ctr-wide", testid: "ctr-decline", disabled: needFaction, onclick: () => {
      const action = { type: "decline_assemble", player: prompt.player };
      if (faction) action.faction = faction;
      v.send(action);
    } }, t("ctr_decline", { where: t(`ctr_decline_${prompt.decline_to}`) })));
  }
  return box;
}

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
  const move = (id, step) => {
    const at = order.indexOf(id);
    const to = at + step;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to], order[at]];
    v.rerender();
  };
  let position = 0;
  const rows = order.map((id, index) => {
    const card = byId.get(id);
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

function rollBox(v, active) {
  const step = v.state.step;
  return h("div", { class: "ctr-prompt", testid: "ctr-roll-box" },
    step && !MAIN_STEPS.includes(step) ? h("div", { class: "button-row" },
      h("span", { text: t("ctr_step_now", { step: t(`step_${step}`) }) }),
      h("button", { testid: "ctr-main-phase", onclick: () => v.send({ type: "set_step", step: "main1" }) }, t("ctr_main_phase"))) : null,
    h("button", { class: "primary ctr-big", testid: "ctr-roll",
      onclick: () => v.send({ type: "contraptions_roll", cost: active.next_roll_cost }) },
    t("ctr_roll", { cost: active.next_roll_cost })),
    h("p", { class: "ctr-hint", text: t("ctr_roll_hint", { n: active.rolls_this_turn ?? 0 }) }));
}

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
  const move = (id, step) => {
    const at = a.order.indexOf(id);
    const to = at + step;
    if (to < 0 || to >= a.order.length) return;
    [a.order[at], a.order[to]] = [a.order[to], a.order[at]];
    v.rerender();
  };
  const place = (id, where) => {
    if (where === "assemble") for (const other of ids) if (a.place[other] === "assemble") a.place[other] = "top";
    a.place[id] = where;
    v.rerender();
  };
  box.append(h("p", { class: "ctr-hint", text: t("ctr_arrange_hint") }),
    h("ol", { class: "ctr-arrange-list", testid: "ctr-arrange-list" }, a.order.map((id, index) => {
      const card = byId.get(id);
      return h("li", { class: "ctr-arrange-row", testid: `ctr-arr-row-${id}`, dataset: { place: a.place[id] } },
        h("div", { class: "ctr-arrange-name" },
          h("strong", { text: card.name }),
          h("small", { class: "muted", text: factionShort(card.faction) }),
          h("span", { class: "ctr-arrange-move" },
            h("button", { class: "icon", testid: `ctr-arr-up-${id}`, "aria-label": t("ctr_up"), disabled: index === 0, onclick: () => move(id, -1) }, "▲"),
            h("button", { class: "icon", testid: `ctr-arr-down-${id}`, "aria-label": t("ctr_down"), disabled: index === a.order.length - 1, onclick: () => move(id, +1) }, "▼"))),
        h("div", { class: "ctr-seg" }, ["assemble", "top", "bottom"].map((where) =>
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
      const action = { type: "contraptions_arrange", player: prompt.player,
        top: a.order.filter((id) => a.place[id] === "top"), bottom: a.order.filter((id) => a.place[id] === "bottom") };
      if (assembled !== undefined) { action.assemble = assembled; action.sprocket = a.sprocket; }
      v.send(action);
    } }, t("ctr_arrange_done")),
    h("button", { class: "ctr-big", testid: "ctr-arrange-hide", onclick: () => { a.revealed = false; v.rerender(); } }, t("ctr_arrange_hide"))));
  return box;
}

// A card that says "assemble": the plain rule, for whoever the card tells to.
function effectBox(v) {
  const { c, ui, state } = v;
  const perPlayer = !c.shared_sprockets;
  if (ui.effectPlayer === undefined || !state.players[ui.effectPlayer]) ui.effectPlayer = c.active.seat;
  const factionDecks = c.decks.filter((d) => d.faction);
  if (factionDecks.length && !FACTIONS.includes(ui.effectFaction)) ui.effectFaction = null;
  const details = h("details", { class: "ctr-effect", testid: "ctr-effect", open: !!ui.effectOpen,
    ontoggle: () => { ui.effectOpen = details.open; } },
  h("summary", { testid: "ctr-effect-open", text: t("ctr_effect_title") }));
  if (perPlayer && state.players.length > 1) {
    details.append(h("div", { class: "ctr-seg ctr-wrap" }, state.players.map((p, seat) =>
      h("button", { testid: `ctr-effect-player-${seat}`, "aria-pressed": String(ui.effectPlayer === seat),
        onclick: () => { ui.effectPlayer = seat; v.rerender(); } }, p.name))));
  }
  if (factionDecks.length) {
    details.append(h("div", { class: "ctr-factions" }, factionDecks.map((d) =>
      h("button", { testid: `ctr-effect-faction-${FACTIONS.indexOf(d.faction)}`, "aria-pressed": String(ui.effectFaction === d.faction),
        onclick: () => { ui.effectFaction = d.faction; v.rerender(); } }, `${d.faction} (${d.count})`))));
  }
  details.append(sprocketButtons("ctr-effect-sprocket", (n) => {
    const action = { type: "assemble", player: perPlayer ? ui.effectPlayer : c.active.seat, sprocket: n, reason: "effect" };
    if (factionDecks.length) action.faction = ui.effectFaction;
    v.send(action);
  }, { disabled: factionDecks.length > 0 && !ui.effectFaction }));
  return details;
}

// --- what happened -----------------------------------------------------------------------

function eventText(v, e) {
  const player = v.who(e.player);
  const whoPrefix = e.player !== null && e.player !== undefined && !v.c.shared_sprockets ? `${player}: ` : "";
  switch (e.event) {
    case "set_up": return t("ctr_ev_set_up", { rules: t(`ctr_rules_${e.rules}`) });
    case "rolled": return t("ctr_ev_rolled", { player, dice: (e.dice || []).join(", ") });
    case "counter_moved": return t("ctr_ev_counter_moved", { who: whoPrefix, sprocket: e.sprocket, cards: e.cards });
    case "counter_stays": return t("ctr_ev_counter_stays", { who: whoPrefix, sprocket: e.sprocket });
    case "cranked": return e.names && e.names.length
      ? t("ctr_ev_cranked", { player, names: e.names.join(" → ") }) : t("ctr_ev_cranked_none", { player });
    case "scrapyard": return e.would_go && e.would_go !== "scrapyard"
      ? t("ctr_ev_scrapyard_instead", { name: e.name, where: t(`ctr_where_${e.would_go}`) })
      : t("ctr_ev_scrapyard", { name: e.name });
    case "reassembled": return e.player === null || e.player === undefined
      ? t("ctr_ev_reassembled_shared", { name: e.name, sprocket: e.sprocket })
      : t("ctr_ev_reassembled", { name: e.name, sprocket: e.sprocket, player });
    default: return t(`ctr_ev_${e.event}`, { ...e, player });
  }
}

function eventsBox(v) {
  const last = v.state.last_action_type;
  if (!last || !OWN_ACTIONS.has(last) || !v.c.events.length) return null;
  // the live region wraps the list: a list with role="status" is no longer a list
  return h("div", { role: "status" }, h("ul", { class: "ctr-events", testid: "ctr-events" },
    v.c.events.map((e) => h("li", { dataset: { event: e.event }, text: eventText(v, e) }))));
}

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

// --- the table of Contraptions -------------------------------------------------------------

function factionDecks(v) {
  return h("details", { class: "ctr-zone", testid: "ctr-faction-decks" },
    h("summary", { text: t("ctr_faction_decks") }),
    h("ul", { class: "ctr-faction-list" }, v.c.decks.map((d, index) =>
      h("li", { testid: `ctr-faction-deck-${index}` },
        h("strong", { text: `${d.faction}: ${d.count}` }),
        h("small", { class: "muted", text: ` ${d.cards && d.cards.length ? t("ctr_deck_top", { name: d.cards[0].name }) : t("ctr_empty")}` }),
        d.cards && d.cards.length > 1 ? h("div", { class: "ctr-deck-cards muted", text: d.cards.map((x) => x.name).join(" · ") }) : null))));
}

function rigLabel(v, rig) {
  return rig.seat === null ? t("ctr_shared_sprockets") : t("ctr_sprockets_of", { name: v.who(rig.seat) });
}

function rigsBox(v) {
  const { c, ui } = v;
  const turnKey = `${v.state.turn}:${c.active ? c.active.seat : ""}`;
  if (!ui.rig || ui.rig.key !== turnKey) {
    const mine = c.active ? c.rigs.findIndex((r) => r.seat === c.active.seat) : -1;
    ui.rig = { key: turnKey, index: mine >= 0 ? mine : 0 };
  }
  const index = Math.min(ui.rig.index, c.rigs.length - 1);
  const out = h("section", { class: "ctr-rigs" });
  if (c.rigs.length > 1) {
    out.append(h("div", { class: "ctr-tabs", role: "tablist" }, c.rigs.map((rig, i) =>
      h("button", { role: "tab", testid: `ctr-rig-tab-${rig.seat}`, "aria-selected": String(i === index),
        class: c.active && rig.seat === c.active.seat ? "ctr-tab active" : "ctr-tab",
        onclick: () => { ui.rig.index = i; ui.card = null; v.rerender(); } }, v.who(rig.seat)))));
  }
  out.append(rigView(v, c.rigs[index], index));
  return out;
}

function rigView(v, rig, index) {
  const { c, ui } = v;
  const counterText = c.rules === "shared_dice"
    ? (rig.counter ? t("ctr_cranked_on", { n: rig.counter }) : t("ctr_cranked_none"))
    : t("ctr_counter_on", { n: rig.counter });
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

function cardActions(v, card, where) {
  const { c, ui, state } = v;
  const move = (to, extra = {}) => { ui.card = null; v.send({ type: "contraption_move", card: card.id, to, ...extra }); };
  const panel = h("div", { class: "ctr-card-actions", testid: "ctr-card-actions" },
    h("div", { class: "ctr-card-title" },
      h("strong", { text: card.name }),
      h("small", { class: "muted", text: [card.faction, card.number ? `#${card.number}` : null].filter(Boolean).join(" · ") })),
    card.note ? h("p", { class: "ctr-card-note", text: card.note }) : null,
    h("p", { class: "muted", text: [t("ctr_owner", { name: v.who(card.owner) }),
      card.controller === null ? t("ctr_uncontrolled") : t("ctr_controller", { name: v.who(card.controller) })].join(" · ") }));
  if (where.sprocket) {
    panel.append(h("div", { class: "ctr-seg ctr-wrap" },
      h("button", { testid: "ctr-move-graveyard", onclick: () => move("graveyard") }, t("ctr_destroy")),
      h("button", { testid: "ctr-move-exile", onclick: () => move("exile") }, t("ctr_exile_it")),
      h("button", { testid: "ctr-move-hand", onclick: () => move("hand") }, t("ctr_to_hand")),
      h("button", { testid: "ctr-move-library", onclick: () => move("library") }, t("ctr_to_library"))),
    h("p", { class: "ctr-label", text: t("ctr_reassemble") }),
    sprocketButtons("ctr-move-sprocket", (n) => move("sprocket", { sprocket: n }), { current: where.sprocket }));
    if (!c.shared_sprockets && state.players.length > 1) {
      const others = state.players.map((p, seat) => seat).filter((seat) => seat !== where.rig.seat);
      if (!others.includes(ui.giveTo)) ui.giveTo = others[0];
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

function zoneList(v, title, cards, testid, actionable) {
  const details = h("details", { class: "ctr-zone", testid, open: !!v.ui.open?.[testid],
    ontoggle: () => { (v.ui.open ||= {})[testid] = details.open; } },
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

function zonesBox(v) {
  const { c } = v;
  return h("section", { class: "ctr-zones" },
    c.shared_deck ? c.scrapyards.map((yard) => zoneList(v, t("ctr_scrapyard", { n: yard.cards.length }), yard.cards, "ctr-scrapyard", false)) : null,
    zoneList(v, t("ctr_exile", { n: c.exile.length }), c.exile, "ctr-exile", true));
}

function bottomBar(v) {
  const { state } = v;
  return h("div", { class: "ctr-bar" },
    h("button", { testid: "ctr-undo", disabled: !state.can_undo, onclick: () => v.send({ type: "undo" }) }, t("ctr_undo")),
    h("button", { class: "ctr-next", testid: "ctr-next-turn", disabled: state.over,
      onclick: () => { v.ui.card = null; v.send({ type: "next_turn" }); } }, t("ctr_next_turn")),
    h("button", { testid: "ctr-close", onclick: closeSheet }, t("ctr_table")));
}

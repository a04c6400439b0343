// Where the Hell cards are: the library count and the top of the shared sideboard (always in
// view), the hands (covered: press and hold, or open after passing the phone), the sideboard
// in order, and a list of every card with its zone, owner and a move.
// A card in a hand is private to its holder and a card in a library is face down: their
// names are never put on the screen outside a covered box or an opened hand.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { cardView, manaSymbols } from "./card-view.js";
import { section, send, seatName, seatOptions, zoneLabel } from "./common.js";
import { listIn } from "./json.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HellState} HellState */
/** @typedef {import("./types").HellScreen} HellApp */
/** @typedef {import("../types/actions").Action} Action */
/** @typedef {import("../types/state").HellCardEntry} HellCardEntry */
/** @typedef {import("./types").Rerender} Rerender */

const MOVE_ZONES = ["battlefield", "hand", "graveyard", "exile", "library", "command", "ante", "sideboard", "hell_library", "outside"];
const SHARED_ZONES = ["sideboard", "hell_library", "outside"];

const isOpen = (/** @type {HellCardEntry} */ entry) => entry.visibility === "public";

/** @param {HellState} hell @param {string} name */
function handCards(hell, name) {
  return hell.cards.filter((c) => c.zone.zone === "hand" && c.zone.player === name);
}

// --- the strip at the top ------------------------------------------------------------------------

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {Rerender} rerender */
export function topStrip(app, hell, state, rerender) {
  const top = hell.sideboard[0];
  if (!top) { app.ui.showTop = false; app.ui.playTop = false; }
  const undo = h("button", { class: "hell-undo", testid: "hell-undo", "aria-label": t("hell_undo"), title: t("hell_undo"),
    disabled: !state.can_undo, onclick: () => app.send({ type: "undo" }) }, "↶");
  const library = h("div", { class: "hell-count", testid: "hell-library" },
    h("strong", { testid: "hell-library-count", text: String(hell.hell_library.count) }),
    h("small", { text: t("hell_short") }));
  const sideboard = h("div", { class: "hell-sb-top", testid: "hell-sideboard-top" },
    h("small", { testid: "hell-sideboard-count", text: t("hell_sideboard_count", { count: hell.sideboard.length }) }),
    top ? h("button", { class: "hell-sb-name", testid: "hell-sideboard-top-name", "aria-expanded": String(app.ui.showTop),
      onclick: () => { app.ui.showTop = !app.ui.showTop; rerender(); } },
    h("span", { class: "hell-sb-title", text: top.card.name }), h("span", { class: "card-cost" }, manaSymbols(top.card.cost)))
      : h("span", { class: "muted", text: t("hell_sideboard_empty") }));
  const play = h("button", { class: "hell-play-top", testid: "hell-play-top", disabled: !top || state.over,
    "aria-expanded": String(app.ui.playTop), onclick: () => { app.ui.playTop = !app.ui.playTop; rerender(); } }, t("hell_play_top"));
  // The picker of who plays the top card sits in the sticky strip: it stays on screen however
  // far the Hell screen is scrolled, until a player is chosen or the button is tapped again.
  const picker = top && app.ui.playTop ? h("div", { class: "hell-play-for", testid: "hell-play-for" },
    h("small", { text: t("hell_play_top_for") }),
    h("div", { class: "hell-seats" }, state.players.map((p, seat) => h("button", { class: "primary", testid: `hell-play-top-${seat}`,
      onclick: () => { app.ui.playTop = false; app.ui.showTop = false; send(app, { type: "sideboard_play_top", player: seat }); } }, p.name)))) : null;
  return [
    h("div", { class: "hell-top", testid: "hell-top" }, h("div", { class: "hell-top-row" }, undo, library, sideboard, play), picker),
    top && app.ui.showTop ? cardView(top.card, { testid: "hell-sideboard-top-card", picture: true }) : null,
  ];
}

// --- hands -----------------------------------------------------------------------------------------

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {number} seat */
function openHand(app, hell, state, seat) {
  const name = seatName(state, seat);
  const cards = handCards(hell, name);
  const bottom = bottomOwed(hell, state, name);
  const act = (/** @type {Action} */ action) => send(app, action);
  return app.secret.drawHand(h("div", { class: "hell-hand open", testid: `hell-hand-open-${seat}` },
    h("h3", { text: t("hell_hand_of", { name }) }),
    cards.length ? null : h("p", { class: "muted", text: t("hell_hand_empty") }),
    cards.map((entry) => h("div", { class: "hell-hand-card", testid: `hell-hand-card-${entry.id}` },
      cardView(entry.card, { testid: `hell-hand-card-${entry.id}-view`, picture: true }),
      h("div", { class: "hell-actions" },
        h("button", { testid: `hell-hand-play-${entry.id}`,
          onclick: () => act({ type: "hell_move", card: entry.id, zone: "battlefield", player: seat }) }, t("hell_to_battlefield")),
        h("button", { testid: `hell-hand-cast-${entry.id}`,
          onclick: () => act({ type: "stack_push", controller: seat, card: entry.id }) }, t("hell_cast")),
        h("button", { testid: `hell-hand-discard-${entry.id}`,
          onclick: () => act({ type: "hell_move", card: entry.id, zone: "graveyard", player: seat }) }, t("hell_discard")),
        entry.kind === "hell" && bottom ? h("button", { testid: `hell-hand-bottom-${entry.id}`,
          onclick: () => act({ type: "hell_bottom", player: seat, cards: [entry.id] }) }, t("hell_bottom")) : null))),
    h("button", { class: "primary hell-big", testid: "hell-hand-done", onclick: () => app.secret.close() }, t("hell_hand_done"))));
}

// A Hell card goes to the bottom only at the end of a London mulligan, one card for each
// mulligan taken (CR 103.5; rules reading 4): the hand offers it while some are owed.
/** @param {HellState} hell @param {TableState} state @param {string} name */
function bottomOwed(hell, state, name) {
  if (state.rules_reading < 4) return true;
  const m = (hell.mulligans || {})[name];
  return Boolean(m && m.to_bottom - m.hell_bottomed > 0);
}

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {Rerender} rerender */
export function hands(app, hell, state, rerender) {
  return state.players.map((p, seat) => {
    if (app.ui.openHand === seat) return openHand(app, hell, state, seat);
    const cards = handCards(hell, p.name);
    return h("div", { class: "hell-hand", testid: `hell-hand-${seat}` },
      app.secret.heldBox(t("hell_hand_label", { name: p.name, count: cards.length }), seat,
        () => (cards.length ? cards.map((c) => cardView(c.card, { testid: `hell-peek-${c.id}` })) : [h("p", { text: t("hell_hand_empty") })]),
        { testid: `hell-hand-private-${seat}` }),
      h("button", { testid: `hell-open-hand-${seat}`, onclick: () => {
        const show = () => {
          app.ui.holder = seat; app.ui.openHand = seat; app.secret.opened(); rerender();
          const opened = app.secret.shownHand();
          if (opened) opened.scrollIntoView({ block: "start" });
        };
        if (app.ui.holder === seat) show(); else app.secret.passPhone(p.name, show);
      } }, t("hell_open_hand")));
  });
}

// --- the sideboard ---------------------------------------------------------------------------------

/** @param {HellApp} app @param {HellState} hell @param {TableState} state */
export function sideboardList(app, hell, state) {
  const event = hell.last_event;
  const random = event && event.type === "sideboard_random"
    ? hell.sideboard.filter((c) => listIn(event.cards).includes(c.id)).map((c) => c.card.name) : [];
  return [
    h("div", { class: "button-row" },
      h("button", { testid: "hell-sb-shuffle", disabled: hell.sideboard.length < 2, onclick: () => send(app, { type: "sideboard_shuffle" }) }, t("hell_sb_shuffle")),
      h("button", { testid: "hell-sb-random", disabled: !hell.sideboard.length, onclick: () => send(app, { type: "sideboard_random", count: 1 }) }, t("hell_sb_random"))),
    random.length ? h("p", { class: "hell-who", testid: "hell-sb-random-result", text: t("hell_sb_random_was", { name: random.join(", ") }) }) : null,
    hell.sideboard.length ? h("ol", { class: "hell-sb-list", testid: "hell-sb-list" }, hell.sideboard.map((entry) =>
      h("li", { testid: `hell-sb-${entry.id}` }, cardView(entry.card, { testid: `hell-sb-card-${entry.id}` }),
        entry.notes.includes("companion") ? h("div", { class: "hell-seats" }, state.players.map((p, seat) =>
          h("button", { class: "small", testid: `hell-companion-${entry.id}-${seat}`,
            onclick: () => send(app, { type: "hell_name_companion", player: seat, card: entry.id }) }, `${t("hell_companion")}: ${p.name}`))) : null)))
      : h("p", { class: "muted", text: t("hell_sideboard_empty") }),
  ];
}

// --- where every card is ----------------------------------------------------------------------------

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {HellCardEntry} entry */
function moveForm(app, hell, state, entry) {
  const f = app.ui.form.move;
  const brought = new Map(hell.brought_zones.map((z) => [z.name, z.personal]));
  const personal = () => !f.owners && (brought.has(f.zone) ? brought.get(f.zone) : !SHARED_ZONES.includes(f.zone));
  const player = h("select", { testid: "hell-move-player", disabled: !personal(), onchange: (e) => { f.player = e.target.value; } },
    seatOptions(state, f.player));
  return h("div", { class: "hell-move", testid: "hell-move-form" },
    h("label", {}, t("hell_move_to"), h("select", { testid: "hell-move-zone", onchange: (e) => {
      f.zone = e.target.value; player.disabled = !personal();
    } }, MOVE_ZONES.map((z) => h("option", { value: z, text: t(`zone_${z}`), selected: z === f.zone })),
    [...brought.keys()].map((z) => h("option", { value: z, text: z, selected: z === f.zone })))),
    h("label", {}, t("hell_move_player"), player),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: f.owners, testid: "hell-move-owners",
      onchange: (e) => { f.owners = e.target.checked; player.disabled = !personal(); } }), t("hell_move_owners")),
    h("label", {}, t("hell_move_position"), h("select", { testid: "hell-move-position", onchange: (e) => { f.position = e.target.value === "bottom" ? "bottom" : "top"; } },
      h("option", { value: "top", text: t("hell_top"), selected: f.position === "top" }),
      h("option", { value: "bottom", text: t("hell_bottom_pos"), selected: f.position === "bottom" }))),
    h("button", { class: "primary", testid: "hell-move-go", onclick: () => {
      /** @type {import("../types/actions").HellMove} */
      const action = { type: "hell_move", card: entry.id, zone: f.zone, position: f.position };
      if (f.owners) action.owners = true;
      else if (personal()) action.player = Number(f.player);
      send(app, action).then((r) => { if (r.ok) app.ui.moving = null; });
    } }, t("hell_move_go")));
}

// Zones in the order a player looks for them; each zone's cards under its name.
const ZONE_ORDER = ["battlefield", "stack", "revealed", "graveyard", "exile", "ante", "command", "zone", "hand", "library", "sideboard"];

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {Rerender} rerender */
export function whereList(app, hell, state, rerender) {
  /** @type {Map<string, { zone: HellCardEntry["zone"], cards: HellCardEntry[] }>} */
  const groups = new Map();
  for (const entry of hell.cards) {
    const z = entry.zone;
    const key = `${ZONE_ORDER.indexOf(z.zone)}|${z.player || ""}|${z.name || ""}`;
    const group = groups.get(key) || { zone: z, cards: [] };
    groups.set(key, group);
    group.cards.push(entry);
  }
  // Within a zone, the engine's order (top first), the same order the sideboard list shows.
  /** @type {Map<number, number>} */
  const position = new Map();
  for (const z of hell.zones) z.cards.forEach((id, index) => { position.set(id, index); });
  for (const g of groups.values()) g.cards.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const ordered = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true })).map(([, g]) => g);
  const row = (/** @type {HellCardEntry} */ entry) => {
    const shown = isOpen(entry);
    const label = shown ? entry.card.name : entry.visibility === "hidden" ? t("hell_face_down") : t("hell_covered");
    return h("li", { class: `hell-where-row${shown ? "" : " covered"}`, testid: `hell-where-${entry.id}`,
      dataset: { zone: entry.zone.zone, player: entry.zone.player || "", owner: entry.owner || "" } },
    h("div", { class: "hell-where-main" },
      h("span", { class: "hell-where-name", text: label }),
      entry.token_card ? h("span", { class: "hell-tag", text: t("hell_token_card") }) : null,
      h("small", { class: "muted", text: entry.owner ? t("hell_owner", { name: entry.owner }) : t("hell_no_owner") })),
    entry.zone.zone === "revealed" ? null : h("button", { class: "small", testid: `hell-move-${entry.id}`,
      "aria-expanded": String(app.ui.moving === entry.id),
      onclick: () => { app.ui.moving = app.ui.moving === entry.id ? null : entry.id; rerender(); } }, t("hell_move")),
    app.ui.moving === entry.id ? moveForm(app, hell, state, entry) : null,
    app.ui.moving === entry.id && !entry.token_card ? h("button", { class: "small", testid: `hell-make-token-${entry.id}`,
      onclick: () => send(app, { type: "hell_make_token", card: entry.id }) }, t("hell_make_token")) : null);
  };
  return [
    h("p", { class: "hell-where-library", text: `${t("zone_hell_library")}: ${t("hell_library_count", { count: hell.hell_library.count })}` }),
    h("div", { class: "hell-where", testid: "hell-where-list" }, ordered.map((g) => h("div", { class: "hell-where-zone" },
      h("h3", { text: `${zoneLabel(g.zone)} (${g.cards.length})` }),
      h("ul", {}, g.cards.map(row))))),
  ];
}

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {Rerender} rerender */
export function whereSection(app, hell, state, rerender) {
  return section(app, "where", `${t("hell_where")} (${hell.counts.tracked})`, () => whereList(app, hell, state, rerender), { testid: "hell-where" });
}

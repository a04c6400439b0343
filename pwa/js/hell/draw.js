// A Hell draw: who draws, the big button, the revealed card with the engine's verdict and its
// reason, the decision (take / sideboard, or the table's call), and the draw-step option.
// Nothing here judges a card: the verdict, the reason and the options are the engine's.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { cardView, manaSymbols } from "./card-view.js";
import { announce } from "../kit/announce.js";
import { chooseDrawer, drawerSeat, hellOf, send, seatName } from "./common.js";
import { reasonText } from "./verdict-reasons.js";
import { numberIn } from "./json.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HellState} HellState */
/** @typedef {import("./types").HellScreen} HellApp */
/** @typedef {import("../types/state").HellDrawView} HellDraw */
/** @typedef {import("./types").Rerender} Rerender */

/** @param {HellDraw} draw */
export function verdictBlock(draw) {
  return [
    h("div", { class: `hell-verdict v-${draw.verdict}`, testid: "hell-verdict", dataset: { verdict: draw.verdict },
      text: t(`hell_verdict_${draw.verdict}`) }),
    h("p", { class: "hell-reason", testid: "hell-reason" }, manaSymbols(reasonText(draw))),
    (draw.notes || []).length ? h("ul", { class: "hell-notes" },
      draw.notes.map((code) => h("li", { text: t(`hell_note_${code}`) }))) : null,
  ];
}

/** @param {HellDraw} draw */
function revealed(draw) {
  return [cardView(draw.card_data, { testid: "hell-card", large: true }), ...verdictBlock(draw)];
}

/** @param {HellApp} app @param {HellDraw} draw */
function decisions(app, draw) {
  // A card sent to the sideboard is no secret: nothing private stays open, so the next Back
  // closes the Hell screen (one Back, one step) instead of covering what is no longer shown.
  const resolve = (/** @type {import("../types/actions").HellResolve["decision"]} */ decision) => send(app, { type: "hell_resolve", decision }).then((r) => {
    const last = hellOf(app)?.last_draw;
    if (r && r.ok && last && last.resolution === "sideboard") app.secret.close({ render: true });
    return r;
  });
  if (draw.verdict === "ask") {
    return [
      h("button", { class: "primary hell-big", testid: "hell-castable", onclick: () => resolve("castable") }, t("hell_counts_castable")),
      h("div", { class: "hell-pair" },
        h("button", { class: "hell-big", testid: "hell-take", onclick: () => resolve("take") }, t("hell_ask_take")),
        h("button", { class: "hell-big", testid: "hell-to-sideboard", onclick: () => resolve("sideboard") }, t("hell_to_sideboard"))),
    ];
  }
  return h("div", { class: "hell-pair" },
    h("button", { class: "primary hell-big", testid: "hell-take", onclick: () => resolve("take") }, t("hell_take")),
    h("button", { class: "hell-big", testid: "hell-to-sideboard", onclick: () => resolve("sideboard") }, t("hell_to_sideboard")));
}

/** @param {HellState} hell @param {number} card */
function inHand(hell, card) {
  const entry = hell.cards.find((c) => c.id === card);
  return !!entry && entry.zone.zone === "hand";
}

/** @param {HellApp} app @param {HellState} hell @param {HellDraw} draw */
function drawStepOption(app, hell, draw) {
  const seat = draw.seat;
  if (!draw.draw_step_option || seat === null || !inHand(hell, draw.card)) return null;
  // the engine's privilege is the truth: it ends with the draw step, or once used
  if (draw.draw_step_option === "play_land_now") {
    return h("button", { class: "primary hell-big", testid: "hell-play-now",
      onclick: () => send(app, { type: "hell_move", card: draw.card, zone: "battlefield", player: seat }) },
    t("hell_play_now"));
  }
  return h("button", { class: "primary hell-big", testid: "hell-cast-now",
    onclick: () => send(app, { type: "stack_push", controller: seat, card: draw.card }) },
  manaSymbols(t("hell_cast_now")));
}

// The draw-step privilege while it lasts (the engine says until when): a line the whole table
// reads (no card name: the card is in a hand), and its button for the phone's holder.
/** @param {HellApp} app @param {HellState} hell */
export function privilegeLine(app, hell) {
  const p = hell.draw_step_privilege;
  if (!p) return null;
  const land = p.option === "play_land_now";
  const seat = p.seat;
  return h("div", { class: "hell-privilege", testid: "hell-privilege", dataset: { option: p.option, card: String(p.card) } },
    h("p", { class: "hell-who" }, manaSymbols(t(land ? "hell_privilege_land" : "hell_privilege_spell", { name: p.player }))),
    seat !== null && app.ui.holder === seat && app.ui.fresh !== p.card ? h("button", { class: "primary", testid: "hell-privilege-use",
      onclick: () => send(app, land ? { type: "hell_move", card: p.card, zone: "battlefield", player: seat }
        : { type: "stack_push", controller: seat, card: p.card }) },
    manaSymbols(t(land ? "hell_play_now" : "hell_cast_now"))) : null);
}

// Colours a card that entered play names, offered to the table (seed 000: it brings them in).
/** @param {HellApp} app @param {HellState} hell */
export function offersPanel(app, hell) {
  const offers = hell.colour_offers || [];
  if (!offers.length) return null;
  return h("div", { class: "hell-offers", testid: "hell-offers" }, offers.map((offer) =>
    h("div", { class: "hell-offer", testid: `hell-offer-${offer.card}` },
      h("p", { text: t("hell_offer", { card: offer.name, colors: offer.colors.join(", ") }) }),
      h("div", { class: "hell-seats" },
        offer.colors.map((color) => h("button", { class: "primary", testid: `hell-offer-yes-${offer.card}-${color}`,
          onclick: () => send(app, { type: "hell_bring_in", kind: "color", name: color, card: offer.card }) },
        t("hell_offer_yes", { color }))),
        h("button", { testid: `hell-offer-no-${offer.card}`, onclick: () => send(app, { type: "hell_dismiss_offer", card: offer.card }) },
          t("hell_offer_no"))))));
}

// The revealed card: open to the player who just drew it here, otherwise covered.
/** @param {HellApp} app @param {HellState} hell */
export function revealPanel(app, hell) {
  const pending = hell.pending;
  const last = hell.last_draw;
  if (pending) {
    const open = app.ui.fresh === pending.card;
    return h("div", { class: "hell-reveal", testid: "hell-reveal", dataset: { state: "pending", open: open ? "1" : "0" } },
      h("p", { class: "hell-who", text: t("hell_waiting", { name: pending.player }) }),
      open ? revealed(pending) : app.secret.heldBox(pending.player, pending.seat, () => revealed(pending), { testid: "hell-reveal-private" }),
      pending.verdict === "ask" ? h("p", { class: "muted", text: t("hell_ask_hint") }) : null);
  }
  if (!last) return null;
  if (last.resolution === "sideboard") {
    return h("div", { class: "hell-reveal", testid: "hell-reveal", dataset: { state: "sideboard" } },
      h("p", { class: "hell-who", text: t("hell_sided", { name: last.player }) }));
  }
  if (app.ui.fresh === last.card) {
    return h("div", { class: "hell-reveal", testid: "hell-reveal", dataset: { state: "hand", open: "1" } },
      ...revealed(last),
      h("p", { class: "hell-who", testid: "hell-outcome",
        text: `${last.counted_as === "castable" ? `${t("hell_counted")} ` : ""}${t("hell_took", { name: last.player })}` }));
  }
  return h("p", { class: "muted hell-last", testid: "hell-reveal", dataset: { state: "covered" },
    text: t("hell_last_draw", { name: last.player, verdict: t("hell_covered") }) });
}

// A draw, said as the table may hear it: who drew from the Hell library, never the card or
// its verdict (the phone's holder reads those on the screen, in the private view; a screen
// reader speaks to the whole table).
/** @param {HellApp} app @param {number} card */
function announceDraw(app, card) {
  const hell = hellOf(app);
  const draw = hell && [hell.pending, hell.last_draw].find((d) => d && d.card === card);
  if (!draw) return;
  announce(t("hell_announce_draw", { name: draw.player }));
}

// The bar at the bottom, under the thumb: what to do next. While a drawn card waits, its
// decision; after a card went to the hand here, the draw-step option and "Done"; otherwise
// who draws, and the big button.
/**
 * @param {HellApp} app @param {HellState} hell @param {TableState} state @param {Rerender} rerender
 * @param {() => void} onDrawn
 */
export function drawBar(app, hell, state, rerender, onDrawn) {
  const pending = hell.pending;
  const last = hell.last_draw;
  if (pending) {
    return h("div", { class: "hell-drawbar", testid: "hell-drawbar", dataset: { mode: "decide" } }, decisions(app, pending));
  }
  if (last && last.resolution === "hand" && app.ui.fresh === last.card) {
    return h("div", { class: "hell-drawbar", testid: "hell-drawbar", dataset: { mode: "done" } },
      drawStepOption(app, hell, last),
      h("button", { class: "hell-big", testid: "hell-done", onclick: () => app.secret.close() }, t("hell_done")));
  }
  const seat = drawerSeat(app, state);
  const name = seatName(state, seat);
  const empty = hell.hell_library.count === 0;
  const draw = () => send(app, { type: "hell_draw", player: seat }).then((r) => {
    const card = r.ok && "record" in r ? numberIn(r.record?.card) : null;     // the record names the card drawn
    if (card !== null) { app.ui.fresh = card; app.secret.opened(); rerender(); onDrawn(); announceDraw(app, card); }
  });
  return h("div", { class: "hell-drawbar", testid: "hell-drawbar", dataset: { mode: "draw" } },
    h("div", { class: "hell-seats", role: "group", "aria-label": t("hell_drawer") }, state.players.map((p, s) =>
      h("button", { testid: `hell-drawer-${s}`, "aria-pressed": String(s === seat), onclick: () => { chooseDrawer(app, state, s); rerender(); } }, p.name))),
    empty ? h("p", { class: "hell-warn", testid: "hell-library-empty", text: t("hell_library_empty") }) : null,
    h("button", { class: "primary hell-draw", testid: "hell-draw", disabled: empty || state.over,
      onclick: () => {
        if (app.ui.holder === seat) draw();
        else app.secret.passPhone(name, () => { app.ui.holder = seat; draw(); });
      } },
    h("span", { text: t("hell_draw") }), h("small", { testid: "hell-draw-count", text: `${name} · ${hell.hell_library.count}` })));
}

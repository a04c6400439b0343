// Pieces every part of the Hell screen uses: sending actions (with Russian refusals), what the
// screen remembers between renders, names of seats and zones.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HellState} HellState */
/** @typedef {import("./types").HellApp} HellApp */
/** @typedef {import("./types").HellScreen} HellScreen */
/** @typedef {import("../types/actions").Action} Action */

// What a mounted Hell screen remembers on this device only (never a rule, never stored in
// the log): each mounting has its own (app.ui), forgotten when it unmounts.
/** @returns {import("./types").HellUi} */
export function newUi() {
  return {
    seat: null,          // who draws next, chosen here for this turn (else the active player)
    seatTurn: null,      // the turn it was chosen in
    holder: null,        // the seat last confirmed holding the phone (pass-the-phone)
    fresh: null,         // the Hell card this holder just drew: shown openly until "Done"
    openHand: null,      // a seat whose hand is shown openly, after the phone was passed
    playTop: false,      // choosing who plays the top of the sideboard
    moving: null,        // the card whose move form is open
    showTop: false,      // the top card of the sideboard shown in full
    setup: false,        // the library setup form shown over a running library
    form: {
      poolId: null, set: null,
      basics: { Plains: "50", Island: "50", Swamp: "50", Mountain: "50", Forest: "50", Nebula: "0" },
      fraction: "1/10",
      colors: {},          // seat -> {letters: Set, names: ""} while being edited
      move: { zone: "battlefield", player: "0", position: "top", owners: false },
      stackName: "", stackController: "0",
      bring: "", bringPersonal: false, token: "", tokenZone: "battlefield", outside: "",
      winner: "",
    },
  };
}

/** @param {HellApp} app @returns {HellState | null} */
export function hellOf(app) {
  const s = app.state;
  return (s && s.session_features && s.session_features.hell) || null;
}

// The app (window.tkApp), for code that is not handed it (a history line, the table's chip).
export function windowApp() {
  return /** @type {Window & { tkApp?: HellApp }} */ (window).tkApp || null;
}

// Every change goes through app.send (a refusal is shown by the app as a toast).
/** @param {HellApp} app @param {Action} action */
export function send(app, action) {
  return app.send(action);
}

/** @param {TableState} state @param {number} seat */
export function seatName(state, seat) {
  const p = state.players[seat];
  return p ? p.name : t("hell_nobody");
}

// The seat the next Hell draw is for: the one chosen here this turn, else the active player.
/** @param {HellScreen} app @param {TableState} state @param {number} seat */
export function chooseDrawer(app, state, seat) {
  app.ui.seat = seat;
  app.ui.seatTurn = `${state.number}:${state.turn}`;
}

/** @param {HellScreen} app @param {TableState} state @returns {number} */
export function drawerSeat(app, state) {
  const ui = app.ui;
  if (ui.seat !== null && ui.seat < state.players.length && ui.seatTurn === `${state.number}:${state.turn}`) return ui.seat;
  const active = state.active_player;
  return active !== null && active !== undefined ? active : 0;
}

/** @param {import("../types/state").HellZoneView} zone */
export function zoneLabel(zone) {
  const kind = zone.zone === "zone" ? String(zone.name) : t(`zone_${zone.zone}`);
  return zone.player ? t("zone_of", { zone: kind, name: zone.player }) : kind;
}

/** @param {TableState} state @param {string} selected @param {{ none?: boolean }} [options] */
export function seatOptions(state, selected, { none = false } = {}) {
  return [
    none ? h("option", { value: "", text: t("hell_nobody"), selected: selected === "" }) : null,
    ...state.players.map((p, seat) => h("option", { value: String(seat), text: p.name, selected: String(seat) === String(selected) })),
  ];
}

// Nodes at any depth, as a flat list for append (nothing for null, undefined and false).
/** @param {import("../kit/types").Child} nodes @returns {(Node | string)[]} */
export function flatNodes(nodes) {
  return /** @type {(Node | string)[]} */ (/** @type {unknown[]} */ ([nodes]).flat(Infinity).filter(Boolean));
}

// A collapsible section whose open/closed state survives re-renders (kept by the mounted
// screen: app.opened).
/**
 * @param {HellScreen} app @param {string} key @param {string} title @param {() => import("../kit/types").Child} build
 * @param {{ open?: boolean, testid?: string }} [options]
 */
export function section(app, key, title, build, { open = false, testid } = {}) {
  const opened = app.opened;
  const initial = opened.get(key) ?? open;
  // setting .open fires a toggle too: only the player's own opening or closing is kept (the
  // handler reads the element it is on: a redraw in place keeps the element, not this one)
  const details = h("details", { class: "hell-section", testid: testid || `hell-section-${key}`, open: initial,
    ontoggle: (e) => { const now = e.currentTarget.open; if (now !== initial || opened.has(key)) opened.set(key, now); } },
  h("summary", { text: title }));
  details.append(...flatNodes(build()));
  return details;
}

/** @param {string} value @param {number} fallback */
export function numberOr(value, fallback) {
  const n = parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

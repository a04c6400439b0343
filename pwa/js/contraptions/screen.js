// Contraptions (seed 001): the phone as the table's only Contraption equipment.
//
// One full-screen sheet: before the game has Contraptions, the setup (rule set, decks,
// options) that sends contraptions_setup; afterwards the play view, drawn from
// state.features.contraptions: the active player's upkeep and what it asks for, the
// sprockets with the CRANK! counter, decks, scrapyards and exile, and a card's moves.
// Every rule is the engine's; this file only shows its state and sends its actions.
//
// On the table a rig's row of sprockets opens the sheet, and the sheet opens by itself when
// the toolbar's Next turn starts a turn whose Contraption upkeep is waiting.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { morphChildren } from "../kit/morph.js";
import { mountSheet } from "../kit/mount.js";
import { isSheetOpen } from "../kit/sheet.js";
import { renderPlay } from "./play.js";
import { renderSetup } from "./setup.js";
import { sprocketNotes } from "./history.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("./types").ContraptionsApp} ContraptionsApp */
/** @typedef {import("./types").SheetMemory} SheetMemory */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../kit/mount.js").Mounted} Mounted */

// The app, once app.js has put it on the window.
function tableApp() { return /** @type {Window & { tkApp?: ContraptionsApp }} */ (window).tkApp; }

/** @param {TableState | null} state */
export function contraptionsOf(state) {
  return (state && state.features && state.features.contraptions) || null;
}

/** @param {ContraptionsApp} app */
export function openContraptions(app) {
  mountSheet(t("contraptions"), (sheet) => {
    sheet.classList.add("ctr-body");
    return mountContraptions(sheet, app.port);
  }, app.port, { testid: "contraptions-sheet", full: true });
}

// The screen in its sheet: drawn from the port's state, drawn again in place on each new
// state (what is typed, the focus and the open parts stay), until unmounted.
/** @param {HTMLElement} sheet @param {Port} port @returns {Mounted} */
export function mountContraptions(sheet, port) {
  /** @type {SheetMemory} */
  const ui = {};                        // what this opening of the sheet remembers (tabs, choices)
  let gone = false;
  const draw = () => {
    if (gone) return;
    const scroller = sheet.parentElement;
    const top = scroller ? scroller.scrollTop : 0;
    const state = port.state();
    const drawn = h("div");
    if (!state || !state.players || !state.players.length) {
      drawn.append(h("p", { class: "ctr-note", testid: "ctr-no-game", text: t("ctr_no_game") }));
    } else if (contraptionsOf(state)) {
      renderPlay(port, drawn, ui, draw);
    } else if (state.over) {
      drawn.append(h("p", { class: "ctr-note", text: t("ctr_game_over") }));
    } else {
      renderSetup(port, drawn, ui, draw);
    }
    morphChildren(sheet, drawn);
    // a new turn starts at the top, where its upkeep is; otherwise stay where the player was
    const turn = state && `${state.number}:${state.turn}:${state.active_player}`;
    if (scroller) scroller.scrollTop = turn === ui.shownTurn ? top : 0;
    ui.shownTurn = turn;
  };
  draw();
  return { update: draw, unmount: () => { gone = true; } };
}

// --- the way in from the table ------------------------------------------------------------
// No floating button (it covered the top player's "Counters" bar and looked like a second
// menu gear): each rig's row of sprockets on its panel is the button that opens the sheet.
// The active player's row carries testid ctr-chip and pulses while an upkeep choice waits.

/** @type {import("../table/types").PanelNotesOf} */
export const panelNotes = (state, seat) => {
  const app = tableApp();
  const c = contraptionsOf(state);
  if (!c || !app || state.over) return [];
  const notes = sprocketNotes(state, seat);
  if (!notes.length) return notes;
  const todo = c.active ? c.active.todo : null;
  const alert = state.active_player === seat && todo !== null && todo !== "may_roll";
  const open = { testid: chipSeat(state) === seat ? "ctr-chip" : `ctr-open-${seat}`, class: "ctr-chip", alert,
    label: alert ? `${t("contraptions")}: ${t("ctr_chip_upkeep")}` : t("contraptions"), run: () => openContraptions(app) };
  return notes.map((note, k) => (k === 0 ? { ...note, open } : note));
};

// The row that stands for "the" Contraptions button: the active player's, else the first rig's.
/** @param {TableState} state */
function chipSeat(state) {
  const seats = state.players.map((_, seat) => seat).filter((seat) => sprocketNotes(state, seat).length);
  const active = state.active_player;
  return active !== null && seats.includes(active) ? active : seats[0];
}

// The sheet opens by itself when the toolbar's Next turn starts a turn whose upkeep waits
// (the registry attaches this once the app is made).
/** @param {ContraptionsApp} app */
export function openAtUpkeep(app) {
  /** @type {string | null} */
  let lastTurn = null;
  app.subscribe((state) => {
    const turn = state && state.players.length ? `${state.number}:${state.turn}:${state.active_player}` : "";
    const c = contraptionsOf(state);
    if (lastTurn !== null && turn !== lastTurn && state.last_action_type === "next_turn"
        && c && c.active && c.active.todo === "upkeep" && !isSheetOpen()) {
      openContraptions(app);
    }
    lastTurn = turn;
  });
}

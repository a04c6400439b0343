// Hell's Half-Draft: the phone is the Hell library. One full screen, used one-handed at the
// table: the library count and the top of the shared sideboard at the top, the revealed card
// with the engine's verdict and reason in the middle, the big "Draw from Hell" under the thumb.
// Every rule is the engine's (engine/hell/): this screen shows state.session_features.hell and
// sends actions; a refusal comes back as a toast.
//
// Also a chip in the middle of the table (where the red-sleeved pile would lie) showing the
// library's count; it opens this screen.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { morphChildren } from "../kit/morph.js";
import { mountSheet } from "../kit/mount.js";
import { hands, sideboardList, topStrip, whereSection } from "./cards.js";
import { flatNodes, hellOf, newUi, section, send } from "./common.js";
import { drawBar, offersPanel, privilegeLine, revealPanel } from "./draw.js";
import { effectsSection, endSection, statsSection } from "./session.js";
import { librarySetup, thisGame } from "./setup.js";
import { newSecrets } from "./private.js";
import { stackSection } from "./stack.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HellState} HellState */
/** @typedef {import("./types").HellApp} HellApp */
/** @typedef {import("./types").HellScreen} HellScreen */

/** @type {import("../types/state").Step[]} */
const STEPS = ["untap", "upkeep", "draw", "main1", "combat", "main2", "end", "cleanup"];
const SHEET_TESTID = "hell-sheet";

/** @param {HellApp} app */
export function openHell(app) {
  mountSheet(t("hell_title"), (sheet) => mountHell(sheet, app.port, { whenEngine: () => app.whenEngine() }),
    app.port, { testid: SHEET_TESTID, full: true });
}

// The screen in its sheet: drawn from the state, drawn again in place on each new state (the
// field being typed in keeps its text, caret and focus; opened parts stay open), until
// unmounted when the sheet closes, however it closes. What it remembers (the UI state, the
// opened sections, the private views, the pools' list) is this mounting's own.
// ctx: what the screen needs of the app besides the port (the engine, to read a pool file).
/**
 * @param {HTMLElement} sheet @param {import("../kit/mount.js").Port} port
 * @param {{ whenEngine: HellApp["whenEngine"] }} ctx
 * @returns {import("../kit/mount.js").Mounted}
 */
export function mountHell(sheet, port, ctx) {
  let gone = false;
  const draw = () => { if (!gone) renderHell(app, sheet, draw); };
  const ui = newUi();
  /** @type {HellScreen} the screen's parts read the state as a field */
  const app = {
    get state() { return port.state(); },
    send: (action) => port.send(action),
    subscribe: port.subscribe,
    whenEngine: ctx.whenEngine,
    port,
    ui,
    opened: new Map(),
    secret: newSecrets(ui, draw),
    pools: { list: null, loading: null },
  };
  draw();
  return { update: draw, unmount: () => { app.secret.unmount(); gone = true; } };
}

/** @param {HellScreen} app @param {TableState} state */
function turnRow(app, state) {
  const active = state.active_player;
  const who = active !== null && active !== undefined ? state.players[active].name : t("no_turn");
  return h("div", { class: "hell-turn", testid: "hell-turn" },
    h("span", { text: state.turn ? t("hell_step_row", { turn: state.turn, name: who }) : t("no_turn") }),
    h("select", { testid: "hell-step", "aria-label": t("step"), disabled: !state.turn || state.over,
      onchange: (e) => {
        const step = STEPS.find((s) => s === e.target.value);      // one of the options
        if (step) send(app, { type: "set_step", step });
      } },
    STEPS.map((s) => h("option", { value: s, text: t(`step_${s}`), selected: state.step === s }))),
    h("button", { testid: "hell-next-turn", disabled: state.over, onclick: () => send(app, { type: "next_turn" }) }, `${t("next_turn")} ▸`));
}

// Whether this game is still being set up (colours, opening hands, mulligans): a hint to
// open that section, nothing more.
/** @param {HellState} hell @param {TableState} state */
function needsSetup(hell, state) {
  const undeclared = state.players.some((p) => !Object.hasOwn(hell.colors.declared, p.name));
  return undeclared || !hell.last_draw;   // mulligans come before the game's first Hell draw
}

/** @param {HellScreen} app @param {HTMLElement} body @param {import("./types").Rerender} rerender */
function renderHell(app, body, rerender) {
  const state = app.state;
  const scroller = body.parentElement;
  const keep = scroller ? scroller.scrollTop : 0;
  const hell = hellOf(app);
  app.secret.drawing();
  /** @type {import("../kit/types").Child[]} */
  let content;
  if (!state || !state.players.length) {
    content = [h("p", { class: "hell-empty", testid: "hell-no-game", text: t("hell_no_game") })];
  } else if (!hell || app.ui.setup) {
    content = [
      librarySetup(app, rerender, () => openHell(app)),
      hell ? h("button", { class: "hell-wide", testid: "hell-setup-cancel", onclick: () => { app.ui.setup = false; rerender(); } }, t("cancel")) : null,
    ];
  } else {
    const setup = hell.setup;
    content = [
      topStrip(app, hell, state, rerender),
      revealPanel(app, hell),
      privilegeLine(app, hell),
      offersPanel(app, hell),
      turnRow(app, state),
      section(app, "game", t("hell_this_game"), () => thisGame(app, hell, state, rerender), { open: needsSetup(hell, state), testid: "hell-this-game" }),
      section(app, "hands", t("hell_hands"), () => hands(app, hell, state, rerender), { open: true, testid: "hell-hands" }),
      section(app, "sideboard", `${t("hell_sideboard")} (${hell.sideboard.length})`, () => sideboardList(app, hell, state), { testid: "hell-sideboard" }),
      whereSection(app, hell, state, rerender),
      stackSection(app, state),
      effectsSection(app, hell, state),
      endSection(app, hell, state),
      statsSection(app, hell),
      h("p", { class: "muted hell-setup-line", testid: "hell-setup-line",
        text: t("hell_setup_done", { name: setup.name || "—", size: setup.library_size, pool: setup.pool_size }) }),
      h("button", { class: "hell-link", testid: "hell-rebuild", onclick: () => { app.ui.setup = true; rerender(); } }, t("hell_rebuild")),
      drawBar(app, hell, state, rerender, () => { if (scroller) scroller.scrollTop = 0; }),
    ];
  }
  morphChildren(body, h("div", {}, flatNodes(content)));
  if (scroller && scroller.scrollTop !== keep) scroller.scrollTop = keep;
}

// --- the chip on the table ----------------------------------------------------------------------

// The chip is drawn once the app is made (the registry attaches it) and follows each state.
/** @param {HellApp} app */
export function attachChip(app) {
  const label = h("span", { class: "hell-chip-label", "aria-hidden": "true" });
  const shownCount = h("span", { class: "hell-chip-count", "aria-hidden": "true" });
  const spoken = h("span", { class: "visually-hidden hell-chip-name" });
  const chip = h("button", { class: "hell-chip", testid: "hell-chip", hidden: true, onclick: () => openHell(app) },
    label, shownCount, spoken);
  document.body.append(chip);
  const update = () => {
    const state = app.state;
    const hell = hellOf(app);
    const show = !!state && state.format === "hells_half_draft" && state.players.length > 0;
    chip.hidden = !show;
    if (!show) return;
    const count = hell ? hell.hell_library.count : 0;
    shownCount.textContent = hell ? String(count) : "+";
    label.textContent = t("hell_short");
    // the name a screen reader reads is the whole phrase; the short visible words are hidden
    // from it, and the phrase begins with them (WCAG 2.5.3: "Hell" is in "Hell library")
    spoken.textContent = hell ? t("hell_chip", { count }) : t("hell_setup_title");
    requestAnimationFrame(() => placeChip(chip));
  };
  app.subscribe(update);
  window.addEventListener("resize", () => placeChip(chip));
  update();
}

// The chip lies in the middle of the table, where the Hell library would, but never over a
// player's name, life or buttons: from the middle it moves along the line between the panels,
// then above and below it, to the first free spot. Measured, so any seating and any name fit.
const CHIP_MARGIN = 4;
/** @param {HTMLElement} chip @param {number} [tries] */
function placeChip(chip, tries = 0) {
  if (chip.hidden || !chip.isConnected) return;
  // (the table's player panels, by what they are: the table view draws them, not this screen)
  const table = document.querySelector(".table-grid > .panel");
  if (!table || !table.getBoundingClientRect().width) {  // the table draws after this: look again
    if (tries < 60) requestAnimationFrame(() => placeChip(chip, tries + 1));
    return;
  }
  const obstacles = [...document.querySelectorAll(".table-grid > .panel .name, .table-grid > .panel .badges, .table-grid > .panel button")]
    .map((e) => e.getBoundingClientRect()).filter((r) => r.width && r.height);
  const panels = [...document.querySelectorAll(".table-grid > .panel")].map((e) => e.getBoundingClientRect());
  const top = Math.min(...panels.map((r) => r.top));
  const bottom = Math.max(...panels.map((r) => r.bottom));
  const left = Math.min(...panels.map((r) => r.left));
  const right = Math.max(...panels.map((r) => r.right));
  const size = chip.offsetWidth || 64;
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const free = (/** @type {number} */ x, /** @type {number} */ y) => x - size / 2 >= left && x + size / 2 <= right && y - size / 2 >= top && y + size / 2 <= bottom
    && obstacles.every((r) => x + size / 2 + CHIP_MARGIN <= r.left || x - size / 2 - CHIP_MARGIN >= r.right
      || y + size / 2 + CHIP_MARGIN <= r.top || y - size / 2 - CHIP_MARGIN >= r.bottom);
  const step = 8;
  let spot = null;
  for (let dy = 0; !spot && dy <= (bottom - top) / 2; dy += step) {
    for (let dx = 0; !spot && dx <= (right - left) / 2; dx += step) {
      for (const [x, y] of [[cx + dx, cy + dy], [cx - dx, cy + dy], [cx + dx, cy - dy], [cx - dx, cy - dy]]) {
        if (free(x, y)) { spot = [x, y]; break; }
      }
    }
  }
  const [x, y] = spot || [cx, cy];
  chip.style.left = `${Math.round(x)}px`;
  chip.style.top = `${Math.round(y)}px`;
  chip.dataset.placed = spot ? "free" : "middle";
}

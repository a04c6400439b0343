// The table: a panel per player turned toward its seat, and the toolbar.
// It draws the page's state plus the taps still pending (both owned by the page's state:
// page-state.js, pending-taps.js) and hands each tap to the pending taps; it holds no rule
// and no state of its own. A pending change redraws the panel of its seat in place.

import { clear, h, setText } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { announce } from "../kit/announce.js";
import { seatLayout } from "./layout.js";
import { buildPanel, drawPanel } from "./panel.js";
import { gameOverContent } from "./game-over.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {ReturnType<typeof setTimeout>} Timer */
/** @typedef {import("../pending-taps.js").PendingTaps} PendingTaps */
/** @typedef {import("./types").TableViewOptions} TableViewOptions */
/** @typedef {import("./panel.js").Panel} Panel */

const HOLD_DELAY_MS = 450;

// What a format shows on a player's panel (Contraptions' sprockets): see panel.js.
export { addPanelNotes } from "./panel.js";

// The phone lying flat with its long side toward the players.
export function isLandscape() {
  return typeof matchMedia === "function" && matchMedia("(orientation: landscape)").matches;
}
const HOLD_REPEAT_MS = 110;

export class TableView {
  /** @param {HTMLElement} root @param {TableViewOptions} options */
  constructor(root, { state, taps, send, openPlayer, openNumber, openTools, openChart }) {
    this.root = root;
    this.state = state;             // the page's state, read (never kept) at each draw
    this.taps = taps;
    this.send = send;
    this.openPlayer = openPlayer;
    this.openNumber = openNumber;
    this.openTools = openTools;
    this.openChart = openChart || (() => {});
    taps.onSeat((seat) => {
      const s = this.state();
      if (seat !== null) this.updatePanel(seat);
      else if (s) s.players.forEach((_, each) => { this.updatePanel(each); });
    });
    /** @type {string | null} */
    this.shape = null;
    this.readOnly = true;
    /** @type {number[] | null} the lives last announced */
    this.lives = null;
    /** @type {Panel[] | null} */
    this.panels = null;
    /** @type {HTMLElement | null} the panels' grid */
    this.grid = null;
    /** @type {HTMLElement | null} the strip under the panels: game over, last one standing */
    this.banner = null;
    /** @type {HTMLElement | null} the page's title for screen readers */
    this.heading = null;
  }

  /** @param {TableState} state @param {{ readOnly: boolean }} how */
  render(state, { readOnly }) {
    this.readOnly = readOnly;
    const shape = `${state.number}:${state.players.length}:${state.format}:${isLandscape() ? "l" : "p"}`;
    if (shape !== this.shape) {
      this.taps.flushAll();
      this.build(state);
      this.shape = shape;
      this.lives = null;
    }
    this.update();
    this.announceLives();
  }

  // A screen reader hears a settled life change once, politely: "Ann: 17" (never each tap).
  announceLives() {
    const state = this.state();
    if (!state) return;
    const lives = state.players.map((p) => p.life);
    const before = this.lives;
    if (before) {
      const said = lives.flatMap((life, seat) => (life !== before[seat]
        ? [t("life_of", { name: state.players[seat].name, life })] : []));
      if (said.length) announce(said.join(", "));
    }
    this.lives = lives;
  }

  /** @param {TableState} state */
  build(state) {
    clear(this.root);
    const landscape = isLandscape();
    const { rows, cols, cells } = seatLayout(state.players.length, landscape);
    const grid = h("div", { class: `table-grid${landscape ? " landscape" : ""}`, style: {
      gridTemplateRows: `repeat(${rows}, 1fr)`, ...(landscape ? { gridTemplateColumns: `repeat(${cols}, 1fr)` } : {}) } });
    const panels = state.players.map((_p, seat) => buildPanel(seat, cells[seat], { openNumber: () => this.openNumber(seat),
      openPlayer: () => this.openPlayer(seat), minus: this.lifeButton(seat, -1, "−", `life-${seat}-minus`),
      plus: this.lifeButton(seat, +1, "+", `life-${seat}-plus`) }));
    grid.append(...panels.map((x) => x.el));
    const banner = h("div", { class: "game-banner", testid: "game-banner", hidden: true });
    // the page's title for screen readers (the table shows no heading of its own)
    const heading = h("h1", { class: "visually-hidden" });
    this.root.append(heading, grid, banner);
    this.panels = panels; this.grid = grid; this.banner = banner; this.heading = heading;
  }

  // A press counts when the finger lands (pointerdown), not when it lifts: the number
  // changes under the finger at once. Held, it repeats. The click that ends a press adds
  // nothing; a click with no press behind it (keyboard, screen reader: detail 0) counts.
  /** @param {number} seat @param {number} step @param {string} label @param {string} testid */
  lifeButton(seat, step, label, testid) {
    /** @type {Timer | undefined} */
    let holdTimer;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    let repeatTimer;
    let pressed = false;
    const stop = () => {
      clearTimeout(holdTimer); clearInterval(repeatTimer); holdTimer = repeatTimer = undefined;
      this.taps.release(seat);
    };
    const button = h("button", { class: `life-btn ${step > 0 ? "plus" : "minus"}`, testid, "aria-label": label,
      onclick: (/** @type {MouseEvent} */ e) => {
        e.preventDefault();
        if (!pressed || e.detail === 0) this.taps.tapLife(seat, step);
        pressed = false;
      },
      onpointerdown: (/** @type {PointerEvent} */ e) => {
        if (e.pointerType === "mouse" && e.button !== 0) return;
        stop();
        pressed = true;
        this.taps.press(seat);
        this.taps.tapLife(seat, step);
        holdTimer = setTimeout(() => {
          repeatTimer = setInterval(() => this.taps.tapLife(seat, step), HOLD_REPEAT_MS);
        }, HOLD_DELAY_MS);
      },
      onpointerup: stop, onpointerleave: stop, onpointercancel: stop,
      oncontextmenu: (/** @type {Event} */ e) => e.preventDefault() }, label);
    return button;
  }

  update() {
    const { banner, grid, heading } = this;
    const s = this.state();
    if (!this.panels || !s || !banner || !grid || !heading) return;
    setText(heading, t("app_title"));
    s.players.forEach((_, seat) => { this.updatePanel(seat); });
    const last = s.last_standing;
    banner.hidden = !s.over && (last === null || last === undefined);
    if (s.over) {
      // the end of a game: who won, the game's life over its turns, and the next game
      banner.replaceChildren(...gameOverContent(s, { send: this.send, openChart: () => this.openChart() }));
    } else if (last !== null && last !== undefined) {
      // one player (or team) left: offer to end the game; the players decide
      const name = s.players[last].team !== null && s.players[last].team !== undefined
        ? `${t("team")} ${s.players[last].team + 1}` : s.players[last].name;
      banner.replaceChildren(h("p", { text: t("last_standing", { name }) }),
        h("button", { class: "primary", testid: "end-last-standing",
          onclick: (/** @type {MouseEvent} */ e) => { /** @type {HTMLButtonElement} */ (e.currentTarget).disabled = true; this.send({ type: "end_game", winner: last }); } },
        t("last_standing_end", { name })));
    } else {
      banner.replaceChildren();
    }
    grid.classList.toggle("over", !!s.over);
  }

  /** @param {number} seat */
  updatePanel(seat) {
    const state = this.state();
    if (!state || !this.panels) return;
    const p = state.players[seat];
    const panel = this.panels[seat];
    if (!p || !panel) return;
    drawPanel(panel, state, seat, this.taps.shownDelta(seat));
  }
}

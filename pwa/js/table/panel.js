// One player's panel on the table: built once for the table's shape (seats, format,
// orientation), drawn again from each state with the life change still pending on it.

import { h, setAttr, setText } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { trackerBadges } from "./trackers.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("./types").PanelNotesOf} PanelNotesOf */
/** @typedef {import("./layout.js").SeatCell} SeatCell */
/** @typedef {ReturnType<typeof buildPanel>} Panel */

// What a format shows on a player's panel (Contraptions: the sprockets): features register a
// function (state, seat) -> [{text, label}] with addPanelNotes; a note with open: {label, testid,
// class, alert, run} makes the panel's row of notes a button that runs it.
/** @type {PanelNotesOf[]} */
const PANEL_NOTES = [];
/** @param {PanelNotesOf} notesOf */
export function addPanelNotes(notesOf) { PANEL_NOTES.push(notesOf); }

/**
 * The panel of a seat in its cell of the table, with its life buttons (the table's, which group taps).
 * @param {number} seat @param {SeatCell} cell
 * @param {{ openNumber: () => void, openPlayer: () => void, minus: HTMLButtonElement, plus: HTMLButtonElement }} parts
 */
export function buildPanel(seat, cell, { openNumber, openPlayer, minus, plus }) {
  const life = h("button", { class: "life", testid: `life-${seat}`, "aria-label": t("life"), onclick: openNumber });
  const pending = h("span", { class: "pending", testid: `pending-${seat}` });
  const name = h("span", { class: "name" });
  // whose turn it is, at a glance from any seat (the panel is outlined too)
  const turnMark = h("span", { class: "turn-mark", testid: `turn-mark-${seat}`, hidden: true, text: "▶" });
  const badges = h("span", { class: "badges" });
  const notes = h("div", { class: "panel-notes", testid: `notes-${seat}` });
  const out = h("span", { class: "out-mark", testid: `out-${seat}`, hidden: true, text: t("out") });
  const counters = h("button", { class: "counters", testid: `counters-${seat}`, onclick: openPlayer });
  const el = h("section", { class: `panel turn${cell.turn}`, testid: `player-${seat}`,
    style: { gridRow: String(cell.row), gridColumn: cell.col }, dataset: { turn: String(cell.turn) } },
    h("div", { class: "panel-inner" },
      h("div", { class: "name-row" }, h("span", { class: "name-box" }, turnMark, name), out, badges),
      h("div", { class: "life-row" }, minus, h("div", { class: "life-box" }, life, pending), plus),
      notes, counters));
  return { el, life, pending, name, badges, counters, minus, plus, out, notes, turnMark };
}

/**
 * Draw a seat's panel from the state, its life shown with `delta` (still pending) added.
 * @param {Panel} panel @param {TableState} state @param {number} seat @param {number} delta
 */
export function drawPanel(panel, state, seat, delta) {
  const p = state.players[seat];
  setText(panel.life, String(p.life + delta));
  setAttr(panel.life, "aria-label", t("life_of", { name: p.name, life: p.life + delta }));
  setAttr(panel.minus, "aria-label", t("life_minus", { name: p.name }));
  setAttr(panel.plus, "aria-label", t("life_plus", { name: p.name }));
  setText(panel.pending, delta ? (delta > 0 ? `+${delta}` : `−${-delta}`) : "");
  if (delta) panel.el.dataset.pending = String(delta); else delete panel.el.dataset.pending;
  setText(panel.name, p.name);
  panel.el.classList.toggle("active", !!p.active);
  panel.turnMark.hidden = !p.active;
  setAttr(panel.turnMark, "aria-label", t("their_turn"));
  panel.el.classList.toggle("losing", p.losing.length > 0);
  panel.el.classList.toggle("out", !!p.out);
  // the game is over: the winner's panel (and their teammates') stays in colour, the others grey
  const winner = state.over && state.winner !== null ? state.players[state.winner] : null;
  panel.el.classList.toggle("won", !!winner && (p === winner || (p.team !== null && p.team === winner.team)));
  if (p.color) panel.el.dataset.color = p.color; else delete panel.el.dataset.color;
  panel.out.hidden = !p.out;
  const badges = [];
  if (p.team !== null && p.team !== undefined) badges.push(`${t("team")} ${p.team + 1}`);
  if (p.monarch) badges.push("👑");
  if (p.initiative) badges.push("🗺️");
  if (p.citys_blessing) badges.push("🏙️");
  badges.push(...trackerBadges(p));
  const notes = PANEL_NOTES.flatMap((notesOf) => notesOf(state, seat) || []);
  const spans = notes.map((n) => h("span", { class: "panel-note", text: n.text, title: n.label, "aria-label": n.label }));
  // a note that opens its feature's screen makes the whole row one button (Contraptions)
  const open = notes.find((n) => n.open)?.open;
  // (its name holds what it shows, word for word, then what each note means: WCAG 2.5.3)
  const shown = notes.map((n) => n.text).join(" ");
  panel.notes.replaceChildren(...(open ? [h("button", { class: `panel-notes-open ${open.class || ""}`,
    testid: open.testid, "data-alert": open.alert ? "1" : "0",
    "aria-label": `${open.label}: ${shown}. ${notes.map((n) => n.label).join(". ")}`, onclick: open.run },
  spans.flatMap((span, k) => (k ? [" ", span] : [span])))] : spans));
  panel.notes.hidden = !notes.length;
  setText(panel.badges, badges.join(" "));
  const counts = [];
  for (const [name, value] of Object.entries(p.counters)) {
    if (value) counts.push(`${["poison", "energy", "experience"].includes(name) ? t(name) : name} ${value}`);
  }
  // 903.10a: 21 from ONE commander loses; a sum would hide how close one of them is
  const most = Math.max(0, ...[...p.commander_damage, ...(p.partner_damage || [])].map((x) => x || 0));
  const limit = state.rules && state.rules.commander_damage_limit;
  if (most) counts.push(limit ? t("cmd_badge", { most, limit }) : `⚔ ${most}`);
  if (p.commander_tax && p.commander_tax.some((x) => x)) counts.push(t("tax_badge", { tax: p.commander_tax.join(" + ") }));
  setText(panel.counters, counts.length ? counts.join(" · ") : `${t("counters")} ⋯`);
  for (const button of panel.el.querySelectorAll("button")) button.disabled = !!state.over && button !== panel.counters;
}

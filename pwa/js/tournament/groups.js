// Before round 1 the organiser seats the players at draft tables (7.6: how many tables, who
// sits at each) or registers the event's players as teams with their seats A, B, C (8.2; a
// Two-Headed Giant Swiss, 9, the same way). The engine checks what is sent and says why not;
// this module only gathers the choices and shows what the event keeps.

import { h, keptOpen } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { typedText } from "./control-values.js";

/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../kit/mount.js").Port} Port */

// What is chosen so far, and which of its boxes are open (each as the organiser left it: a
// box's late `toggle` never closes the other): kept by the tournament screen while it is mounted.
/** @typedef {{ open: Record<string, boolean>, tableCount: number, tableOf: Record<string, number>, teamSize: number,
 *   seats: Record<string, string[]> }} GroupsForm */
/** @returns {GroupsForm} */
export const freshGroups = () => ({ open: {}, tableCount: 2, tableOf: {}, teamSize: 3, seats: {} });

const SEAT_LETTERS = ["A", "B", "C"];
const TABLE_CHOICES = [1, 2, 3, 4];
// one line a player, wrapping when the text is large (a fieldset is as wide as its content
// unless told otherwise, and a text field 20 characters)
const LINE = { display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: "0.5rem", margin: "0.25rem 0" };
const FIELD = { flex: "1 1 8rem", minWidth: "0", maxWidth: "100%" };

/** @param {Port} port @param {GroupsForm} form @param {TournamentState} tour @param {() => void} redraw */
export function groupsSection(port, form, tour, redraw) {
  const tables = tour.event.tables || [];
  return h("section", { class: "t-groups", testid: "t-groups" },
    tables.length ? h("p", { class: "muted", testid: "t-tables-now", text: tablesText(tables) }) : null,
    Object.keys(tour.teams).length ? h("p", { class: "muted", testid: "t-teams-now", text: teamsText(tour) }) : null,
    tour.can_group ? details(form, "tables", t("t_tables_title"), () => tablesForm(port, form, tour, redraw)) : null,
    tour.can_group ? details(form, "teams", t("t_teams_title"), () => teamsForm(port, form, tour, redraw)) : null);
}

/** @param {GroupsForm} form @param {string} which @param {string} title @param {() => (Node | null)[]} body */
function details(form, which, title, body) {
  return h("details", { class: "t-group-box", testid: `t-${which}-box`,
    ...keptOpen(!!form.open[which], (open) => { form.open[which] = open; }) },
    h("summary", { text: title }), ...body());
}

/** @param {string[][]} tables */
function tablesText(tables) {
  return tables.map((names, i) => t("t_table_line", { n: i + 1, names: names.join(", ") })).join(" · ");
}

/** @param {TournamentState} tour */
function teamsText(tour) {
  return Object.entries(tour.teams).map(([team, players]) =>
    `${team}: ${players.map((p, i) => `${SEAT_LETTERS[i]} ${p}`).join(", ")}`).join(" · ");
}

// How many tables, then each player's table: the kept tables first, else in registration
// order in turn (1, 2, 1, 2 …), as a sign-up list is often split.
/** @param {Port} port @param {GroupsForm} form @param {TournamentState} tour @param {() => void} redraw */
function tablesForm(port, form, tour, redraw) {
  const kept = tour.event.tables || [];
  if (kept.length && !Object.keys(form.tableOf).length) {
    form.tableCount = kept.length;
    kept.forEach((names, i) => { for (const n of names) form.tableOf[n] = i + 1; });
  }
  const tableOf = (/** @type {string} */ name, /** @type {number} */ i) =>
    Math.min(form.tableOf[name] || (i % form.tableCount) + 1, form.tableCount);
  return [
    h("p", { class: "muted", text: t("t_tables_hint") }),
    h("div", { class: "button-row", role: "group", "aria-label": t("t_tables_count") },
      h("span", { class: "row-title", text: t("t_tables_count") }),
      TABLE_CHOICES.map((n) => h("button", { testid: `t-tables-count-${n}`, "aria-pressed": String(form.tableCount === n),
        onclick: () => { form.tableCount = n; form.open.tables = true; redraw(); } }, String(n)))),
    form.tableCount > 1 ? h("div", { class: "t-seat-list" }, tour.players.map((name, i) => h("label", { class: "t-bye-line", style: LINE },
      h("span", { text: name }),
      h("select", { style: { maxWidth: "100%" }, testid: `t-seat-at-${i}`, "aria-label": t("t_table_of", { name }),
        onchange: (/** @type {Event} */ e) => { form.tableOf[name] = parseInt(typedText(e), 10); } },
        TABLE_CHOICES.slice(0, form.tableCount).map((n) => h("option", { value: String(n), selected: tableOf(name, i) === n,
          text: t("t_table_short", { n }) })))))) : null,
    h("button", { class: "primary wide-btn", testid: "t-tables-save", onclick: () => {
      /** @type {string[][]} */
      const tables = form.tableCount > 1 ? Array.from({ length: form.tableCount }, () => []) : [];
      if (tables.length) tour.players.forEach((name, i) => { tables[tableOf(name, i) - 1].push(name); });
      port.send({ type: "tournament_tables", tables });
    } }, t(form.tableCount > 1 ? "t_tables_save" : "t_tables_one"))];
}

// Per team (the names typed as the event's players), its players at seats A, B(, C).
/** @param {Port} port @param {GroupsForm} form @param {TournamentState} tour @param {() => void} redraw */
function teamsForm(port, form, tour, redraw) {
  tour.players.forEach((team) => { if (!form.seats[team]) form.seats[team] = [...(tour.teams[team] || ["", "", ""])]; });
  const rows = h("div", { class: "t-team-list" }, tour.players.map((team, i) => h("fieldset", { class: "t-team", testid: `t-team-${i}`, style: { minWidth: "0" } },
    h("legend", { text: team }),
    SEAT_LETTERS.slice(0, form.teamSize).map((seat, k) => h("label", { class: "t-bye-line", style: LINE },
      h("span", { text: t("t_seat", { seat }) }),
      // (data-bound: the form holds what is typed, so a redraw's value is the truth: morph.js)
      h("input", { type: "text", style: FIELD, testid: `t-team-${i}-${seat}`, value: form.seats[team][k] || "", maxlength: "60",
        "aria-label": t("t_seat_of", { seat, team }), autocomplete: "off", "data-bound": "",
        oninput: (/** @type {Event} */ e) => { form.seats[team][k] = typedText(e); } }))))));
  return [
    h("p", { class: "muted", text: t("t_teams_hint") }),
    h("div", { class: "button-row", role: "group", "aria-label": t("t_team_size") },
      h("span", { class: "row-title", text: t("t_team_size") }),
      [2, 3].map((n) => h("button", { testid: `t-team-size-${n}`, "aria-pressed": String(form.teamSize === n),
        onclick: () => { form.teamSize = n; redraw(); } }, String(n)))),
    rows,
    h("button", { class: "primary wide-btn", testid: "t-teams-save", onclick: () => {
      const teams = tour.players.map((team) => form.seats[team].slice(0, form.teamSize).map((s) => s.trim()));
      port.send({ type: "tournament_teams", teams });
    } }, t("t_teams_save"))];
}

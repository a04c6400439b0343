// Setting a tournament up: the players (a pasted list), games to win, the round length and
// awarded byes, with appendix E's recommendation as they are typed; or an event JSON imported.

import { bind, h, keptOpen } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { toast } from "../kit/sheet.js";
import { ticked, typedText } from "./control-values.js";

/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").TournamentPlan} TournamentPlan */
/** @typedef {import("../kit/mount.js").Port} Port */

// What is typed so far, and what the form shows of it (appendix E's plan, as the engine last
// answered for `asked`, and how many were asked: only the latest typing counts), and whether
// a tap is creating the event: the tournament screen keeps it while it is mounted.
/** @typedef {{ players: string, gamesToWin: string, boosterDraftPlayoff: boolean, minutes: string, casual: boolean,
 *   byes: Record<string, number>, byesOpen: boolean | null, plan: string, asked: string, count: number, sending: boolean }} SetupForm */
/** @returns {SetupForm} */
export const freshSetup = () => ({ players: "", gamesToWin: "2", boosterDraftPlayoff: false, minutes: "50", casual: false, byes: {},
  byesOpen: null, plan: "", asked: "", count: 0, sending: false });

/** @param {Port} port @param {() => TournamentState | null} current the event at the tap @param {() => void} done */
export function importButton(port, current, done) {
  const input = h("input", { type: "file", accept: ".json,application/json", testid: "t-import-file", class: "tk-file-input",
    onchange: async (/** @type {Event} */ e) => {
      const picker = /** @type {HTMLInputElement} */ (e.target);
      const file = picker.files && picker.files[0];
      picker.value = "";
      if (!file) return;
      /** @type {{ players?: unknown }} */
      let event;
      try { event = JSON.parse(await file.text()); } catch (error) { toast(t("t_import_not_json", { reason: /** @type {Error} */ (error).message })); return; }
      const r = await port.send(importAction(event, current()));
      if (r.ok) { done(); toast(t("t_imported", { n: Array.isArray(event.players) ? event.players.length : 0 }), "ok"); }
    } });
  return h("label", { class: "t-file-button", testid: "t-import" }, input, h("span", { text: t("t_import") }));
}

// An import replaces the event kept so far; it keeps that event's round length, casual mark and
// awarded byes (by name) when there is one (2.10: re-entering by editing an export loses nothing).
/** @param {{ players?: unknown }} event the file's JSON @param {TournamentState | null} tour */
function importAction(event, tour) {
  /** @type {import("../types/actions").TournamentImport} */
  const action = { type: "tournament_import", games_to_win: tour ? tour.games_to_win : 2,
    event: /** @type {import("../types/actions").EventInput} */ (event) };   // as the file says: the engine checks it
  if (!tour || !event || !Array.isArray(event.players)) return action;
  action.minutes = tour.minutes;
  if (tour.casual) action.casual = true;
  const byes = event.players.map((p) => tour.awarded_byes[p] || 0);
  if (byes.some(Boolean)) action.byes = byes;
  return action;
}

// The players at the table start the list when the form opens with none typed.
/** @param {SetupForm} setup @param {import("../types/state").TableState | null} state */
export function prefillSetup(setup, state) {
  if (!setup.players && state && state.players.length) setup.players = state.players.map((p) => p.name).join("\n");
}

// The form, drawn from what is typed (the screen draws it again in place as it changes).
/**
 * @param {Port} port @param {() => Promise<import("../engine/api").EngineApi>} whenEngine
 * @param {SetupForm} setup @param {() => TournamentState | null} current @param {() => void} done @param {() => void} redraw
 */
export function setupForm(port, whenEngine, setup, current, done, redraw) {
  const names = setup.players.split("\n").map((s) => s.trim()).filter(Boolean);
  askPlan(whenEngine, setup, names, redraw);
  const longEnough = !(parseInt(setup.minutes, 10) < 40);
  return h("div", { class: "t-create", testid: "t-create-form" },
    h("label", { class: "stack" }, t("t_players_hint"),
      h("textarea", bind(setup, "players", { rows: "8", testid: "t-players", placeholder: t("example_names"),
        oninput: (/** @type {Event} */ e) => { setup.players = typedText(e); redraw(); } }), setup.players)),   // a textarea's text is its content
    h("span", { class: "muted", testid: "t-player-count", text: t("t_player_count", { n: names.length }) }),
    h("p", { class: "muted", testid: "t-teams-note", text: t("t_players_teams_hint") }),
    h("div", { class: "button-row", role: "group", "aria-label": t("t_games_to_win") },
      h("span", { class: "row-title", text: t("t_games_to_win") }),
      ["1", "2", "3"].map((n) => h("button", { testid: `t-gtw-${n}`, "aria-pressed": String(setup.gamesToWin === n),
        onclick: () => { setup.gamesToWin = n; redraw(); } }, n))),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: setup.boosterDraftPlayoff, testid: "t-bdp",
      onchange: (/** @type {Event} */ e) => { setup.boosterDraftPlayoff = ticked(e); redraw(); } }), h("span", { text: t("t_booster_draft_playoff") })),
    h("label", { class: "stack" }, t("t_minutes"), h("input", bind(setup, "minutes", { type: "number", min: "1", max: "1440", inputmode: "numeric",
      testid: "t-minutes", oninput: (/** @type {Event} */ e) => { setup.minutes = typedText(e); redraw(); } }))),
    h("div", { class: "warning", testid: "t-short-round", hidden: longEnough },
      h("p", { text: t("t_short_round") }),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: setup.casual, testid: "t-casual",
        onchange: (/** @type {Event} */ e) => { setup.casual = ticked(e); } }), h("span", { text: t("t_casual") }))),
    h("details", { class: "t-byes-box",
      ...keptOpen(setup.byesOpen ?? Object.values(setup.byes).some(Boolean), (open) => { setup.byesOpen = open; }) },
    h("summary", { text: t("t_byes_title") }), h("p", { class: "muted", text: t("t_byes_hint") }), byesList(setup, names, redraw)),
    h("p", { class: "muted", testid: "t-setup-plan", "aria-live": "polite", text: setup.plan }),
    h("button", { class: "primary wide-btn", testid: "t-create", disabled: setup.sending, onclick: () => {
      if (setup.sending) return;                         // one tap creates one tournament
      const minutes = parseInt(setup.minutes, 10);
      /** @type {import("../types/actions").TournamentCreate} */
      const action = { type: "tournament_create", players: names, games_to_win: parseInt(setup.gamesToWin, 10),
        booster_draft_playoff: setup.boosterDraftPlayoff, minutes: Number.isFinite(minutes) ? minutes : 50 };
      if (setup.casual && minutes < 40) action.casual = true;
      if (names.some((n) => setup.byes[n])) action.byes = names.map((n) => setup.byes[n] || 0);
      setup.sending = true;
      redraw();
      port.send(action).then((r) => { setup.sending = false; if (r.ok) done(); else redraw(); });
    } }, t("t_create")),
    h("div", { class: "button-row" }, importButton(port, current, done),
      current() ? h("button", { testid: "t-create-cancel", onclick: done }, t("cancel")) : null));
}

// One 0-3 choice per named player (appendix E names players with 1, 2 or 3 byes).
/** @param {SetupForm} setup @param {string[]} names @param {() => void} changed */
function byesList(setup, names, changed) {
  const line = { display: "flex", justifyContent: "space-between", alignItems: "center", gap: "0.5rem", margin: "0.25rem 0" };
  return h("div", { class: "t-byes", testid: "t-byes" }, names.map((name, i) => h("label", { class: "t-bye-line", style: line },
    h("span", { text: name }),
    h("select", { testid: `t-byes-${i}`, "aria-label": t("t_byes_of", { name }),
      onchange: (/** @type {Event} */ e) => { setup.byes[name] = parseInt(typedText(e), 10); changed(); } },
      [0, 1, 2, 3].map((n) => h("option", { value: String(n), text: String(n), selected: (setup.byes[name] || 0) === n }))))));
}

// The recommendation of appendix E for what is typed so far, and why (the engine counts, in
// a worker: asked again only when what it is asked changes, and only the latest answer shown).
/**
 * @param {() => Promise<import("../engine/api").EngineApi>} whenEngine @param {SetupForm} setup
 * @param {string[]} names @param {() => void} redraw
 */
function askPlan(whenEngine, setup, names, redraw) {
  const request = names.length < 2 ? "" : JSON.stringify({ players: names.length,
    byes: names.map((n) => setup.byes[n] || 0), booster_draft_playoff: setup.boosterDraftPlayoff });
  if (request === setup.asked) return;
  setup.asked = request;
  const mine = ++setup.count;
  if (!request) { setup.plan = ""; return; }
  whenEngine().then((engine) => engine.plan(request)).then((answer) => {
    if (!answer.ok || mine !== setup.count) return;
    setup.plan = planText(answer.plan, names.length);
    redraw();
  });
}

/** @param {TournamentPlan} plan @param {number} registered */
export function planText(plan, registered) {
  const what = plan.swiss_rounds
    ? t("t_plan", { rounds: plan.swiss_rounds, top: plan.playoff_size })
    : t("t_plan_playoff_only", { rounds: plan.playoff_rounds, top: plan.playoff_size });
  const [low, high] = plan.row;
  const withByes = plan.players !== registered;
  // A row of one size ("4 to 4") reads as just the count.
  const range = high === null ? "_open" : high === low ? "_exact" : "";
  const key = `t_plan_why${withByes ? "_byes" : ""}${range}`;
  const why = t(key, { counted: plan.players, registered, low: low ?? "", high: high ?? "" });   // high null: "_open"
  return `${what[0].toUpperCase()}${what.slice(1)}. ${why}.`;
}

// The tournament screen: players (a pasted list), Swiss rounds paired by the engine, results
// per table, drops, the standings table (appendix C, computed by the engine), the play-off
// bracket, and export (text, CSV, the event JSON) and import of an event JSON.

import { download, h, refill } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { announce } from "../kit/announce.js";
import { openSheet, toast } from "../kit/sheet.js";
import { armedButton, live } from "../kit/countdown.js";
import { pairingsPage, printPages, slipsPage, standingsPage } from "../kit/print.js";
import { openSlipScanner, openTextCodes } from "./slips.js";
import { figure, playerLabel, standingsText } from "./standings-text.js";
import "./strings.js";

// Results offered per table, from player a's side: a's wins, b's wins, drawn games.
const QUICK_RESULTS = [[2, 0, 0], [2, 1, 0], [1, 1, 1], [1, 2, 0], [0, 2, 0], [0, 0, 3]];

const form = { players: "", gamesToWin: "2", boosterDraftPlayoff: false, playoffSize: "", playoffDraft: false, creating: false,
  minutes: "50", casual: false, byes: {} };

function tournamentOf(state) {
  return (state && state.session_features && state.session_features.tournament) || null;
}

export function openTournament(app) {
  openSheet(t("tournament_title"), (body) => {
    live(app, body, () => renderTournament(app, body));
  }, { full: true, testid: "tournament-sheet" });
}

function renderAgain(app) {
  const body = document.querySelector("[data-testid=tournament-sheet] .sheet-body");
  if (body) renderTournament(app, body);
}

function renderTournament(app, body) {
  const tour = tournamentOf(app.state);
  const scroll = body.parentElement ? body.parentElement.scrollTop : 0;
  refill(body, () => {
    body.replaceChildren();
    if (!tour || form.creating) body.append(createForm(app, tour));
    else body.append(header(tour), roundSection(app, tour), playoffSection(app, tour), standingsSection(tour),
      playersSection(app, tour), exportSection(app, tour));
  });
  if (body.parentElement) body.parentElement.scrollTop = scroll;
}

// --- creating and importing ---------------------------------------------------------------------

function importButton(app, tour) {
  const input = h("input", { type: "file", accept: ".json,application/json", testid: "t-import-file", class: "tk-file-input",
    onchange: async (e) => {
      const file = e.target.files && e.target.files[0];
      e.target.value = "";
      if (!file) return;
      let event;
      try { event = JSON.parse(await file.text()); } catch (error) { toast(t("t_import_not_json", { reason: error.message })); return; }
      const r = await app.send(importAction(event, tour));
      if (r.ok) { form.creating = false; renderAgain(app); toast(t("t_imported", { n: event.players.length }), "ok"); }
    } });
  return h("label", { class: "t-file-button", testid: "t-import" }, input, h("span", { text: t("t_import") }));
}

// An import replaces the event kept so far; it keeps that event's round length, casual mark and
// awarded byes (by name) when there is one (2.10: re-entering by editing an export loses nothing).
function importAction(event, tour) {
  const action = { type: "tournament_import", event, games_to_win: tour ? tour.games_to_win : 2 };
  if (!tour || !event || !Array.isArray(event.players)) return action;
  action.minutes = tour.minutes;
  if (tour.casual) action.casual = true;
  const byes = event.players.map((p) => tour.awarded_byes[p] || 0);
  if (byes.some(Boolean)) action.byes = byes;
  return action;
}

// A recorded result changes only by a correction, which the history marks as one.
function resultAction(round, m, result) {
  return { type: m.result ? "tournament_result_correction" : "tournament_result", round, player: m.a, result };
}

function createForm(app, tour) {
  if (!form.players && app.state && app.state.players.length) form.players = app.state.players.map((p) => p.name).join("\n");
  const names = () => form.players.split("\n").map((s) => s.trim()).filter(Boolean);
  const count = h("span", { class: "muted", testid: "t-player-count", text: t("t_player_count", { n: names().length }) });
  const plan = h("p", { class: "muted", testid: "t-setup-plan", "aria-live": "polite" });
  const byes = h("div", { class: "t-byes", testid: "t-byes" });
  const update = () => {
    count.textContent = t("t_player_count", { n: names().length });
    drawByes(byes, names(), update);
    showPlan(app, plan, names());
  };
  const short = h("div", { class: "warning", testid: "t-short-round", hidden: !(parseInt(form.minutes, 10) < 40) },
    h("p", { text: t("t_short_round") }),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.casual, testid: "t-casual",
      onchange: (e) => { form.casual = e.target.checked; } }), h("span", { text: t("t_casual") })));
  const box = h("div", { class: "t-create", testid: "t-create-form" },
    h("label", { class: "stack" }, t("t_players_hint"),
      h("textarea", { rows: "8", testid: "t-players", value: form.players, placeholder: t("example_names"),
        oninput: (e) => { form.players = e.target.value; update(); } }, form.players)),   // a textarea's text is its content
    count,
    h("div", { class: "button-row", role: "group", "aria-label": t("t_games_to_win") },
      h("span", { class: "row-title", text: t("t_games_to_win") }),
      ["1", "2", "3"].map((n) => h("button", { testid: `t-gtw-${n}`, "aria-pressed": String(form.gamesToWin === n),
        onclick: () => { form.gamesToWin = n; renderAgain(app); } }, n))),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.boosterDraftPlayoff, testid: "t-bdp",
      onchange: (e) => { form.boosterDraftPlayoff = e.target.checked; update(); } }), h("span", { text: t("t_booster_draft_playoff") })),
    h("label", { class: "stack" }, t("t_minutes"), h("input", { type: "number", min: "1", max: "1440", inputmode: "numeric",
      testid: "t-minutes", value: form.minutes,
      oninput: (e) => { form.minutes = e.target.value; short.hidden = !(parseInt(form.minutes, 10) < 40); } })),
    short,
    h("details", { class: "t-byes-box", open: Object.values(form.byes).some(Boolean) },
      h("summary", { text: t("t_byes_title") }), h("p", { class: "muted", text: t("t_byes_hint") }), byes),
    plan,
    h("button", { class: "primary wide-btn", testid: "t-create", onclick: (e) => {
      const list = names();
      const minutes = parseInt(form.minutes, 10);
      const action = { type: "tournament_create", players: list, games_to_win: parseInt(form.gamesToWin, 10),
        booster_draft_playoff: form.boosterDraftPlayoff, minutes: Number.isFinite(minutes) ? minutes : 50 };
      if (form.casual && minutes < 40) action.casual = true;
      if (list.some((n) => form.byes[n])) action.byes = list.map((n) => form.byes[n] || 0);
      const button = e.currentTarget;
      button.disabled = true;                            // one tap creates one tournament
      app.send(action).then((r) => { if (r.ok) { form.creating = false; renderAgain(app); } else button.disabled = false; });
    } }, t("t_create")),
    h("div", { class: "button-row" }, importButton(app, tour),
      tour ? h("button", { testid: "t-create-cancel", onclick: () => { form.creating = false; renderAgain(app); } }, t("cancel")) : null));
  update();
  return box;
}

// One 0-3 choice per named player (appendix E names players with 1, 2 or 3 byes).
function drawByes(box, names, changed) {
  const line = { display: "flex", justifyContent: "space-between", alignItems: "center", gap: "0.5rem", margin: "0.25rem 0" };
  box.replaceChildren(...names.map((name, i) => h("label", { class: "t-bye-line", style: line },
    h("span", { text: name }),
    h("select", { testid: `t-byes-${i}`, "aria-label": t("t_byes_of", { name }),
      onchange: (e) => { form.byes[name] = parseInt(e.target.value, 10); changed(); } },
      [0, 1, 2, 3].map((n) => h("option", { value: String(n), text: String(n), selected: (form.byes[name] || 0) === n }))))));
}

let planAsked = 0;

// The recommendation of appendix E for what is typed so far, and why (the engine counts).
async function showPlan(app, el, names) {
  if (names.length < 2) { el.textContent = ""; return; }
  const engine = await app.whenEngine();
  const mine = ++planAsked;             // answered in a worker: only the latest typing counts
  const answer = JSON.parse(await engine.plan(JSON.stringify({ players: names.length,
    byes: names.map((n) => form.byes[n] || 0), booster_draft_playoff: form.boosterDraftPlayoff })));
  if (answer.ok && mine === planAsked) el.textContent = planText(answer.plan, names.length);
}

function planText(plan, registered) {
  const what = plan.swiss_rounds
    ? t("t_plan", { rounds: plan.swiss_rounds, top: plan.playoff_size })
    : t("t_plan_playoff_only", { rounds: plan.playoff_rounds, top: plan.playoff_size });
  const [low, high] = plan.row;
  const withByes = plan.players !== registered;
  // A row of one size ("4 to 4") reads as just the count.
  const range = high === null ? "_open" : high === low ? "_exact" : "";
  const key = `t_plan_why${withByes ? "_byes" : ""}${range}`;
  const why = t(key, { counted: plan.players, registered, low, high });
  return `${what[0].toUpperCase()}${what.slice(1)}. ${why}.`;
}

// Where the event stands: the play-off once it has begun (the Swiss rounds are closed then).
function statusText(tour) {
  const p = tour.playoff;
  if (p) return p.champion ? t("t_champion", { name: p.champion }) : t("t_playoff_status", { n: p.round });
  if (!tour.round) return t("t_no_round");
  return t(tour.round_finished ? "t_round_done" : "t_round_running", { n: tour.round });
}

// --- the current round ------------------------------------------------------------------------------

function header(tour) {
  const registered = tour.players.length - Object.values(tour.dropped).filter((n) => n === 0).length;
  return h("div", { class: "t-head" },
    h("p", { class: "t-status", testid: "t-status", text: statusText(tour) }),
    // one count of players: appendix E's (those who took part); who left is named apart
    h("p", { class: "muted", testid: "t-plan", text: planText(tour.plan, registered) }),
    Object.keys(tour.dropped).length
      ? h("p", { class: "muted", testid: "t-left", text: t("t_left_names", { names: Object.keys(tour.dropped).join(", ") }) }) : null,
    tour.casual && tour.minutes < 40 ? h("p", { class: "muted", testid: "t-casual-note", text: t("t_casual_round", { n: tour.minutes }) }) : null,
    h("p", { class: "muted", testid: "t-code", text: t("slip_event_code", { code: tour.code }) }));
}

function roundSection(app, tour) {
  const parts = [];
  if (tour.can_pair) {
    parts.push(h("button", { class: "primary wide-btn", testid: "t-pair", onclick: (e) => {
      const button = e.currentTarget;
      button.disabled = true;                            // one tap pairs one round
      const started = performance.now();
      app.send({ type: "tournament_pair" }).then((r) => {
        if (r.ok) { window.tkLastPairMs = performance.now() - started; announcePairings(r.state || app.state); }
        else button.disabled = false;
      });
    } }, t("t_pair", { n: tour.round + 1 })));
  }
  if (tour.last_pairing && tour.last_pairing.awarded_byes && tour.last_pairing.awarded_byes.length
      && tour.last_pairing.round === tour.round) {
    parts.push(h("p", { class: "muted", testid: "t-awarded", text: t("t_awarded_byes", { names: tour.last_pairing.awarded_byes.join(", ") }) }));
  }
  if (tour.last_pairing && tour.last_pairing.rematches) {
    parts.push(h("p", { class: "warning", text: t("t_rematches", { n: tour.last_pairing.rematches }) }));
  }
  if (tour.rounds.length) {
    const number = tour.rounds.length;
    const open = !tour.playoff;
    parts.push(h("h3", { text: t("t_round_tables", { n: number }) }),
      h("div", { class: "t-tables", testid: "t-round" }, tour.rounds[number - 1].map((m) => tableRow(app, number, m, open, tour))));
    // after the tables, never where "Pair round" was: a double tap on that must not land here
    if (!tour.round_finished && !tour.playoff) {
      parts.push(h("button", { class: "wide-btn", testid: "t-scan-slip", onclick: () => openSlipScanner(app, () => openTournament(app)) }, `⌗ ${t("slip_scan")}`));
    }
    if (number > 1) {
      parts.push(h("details", { class: "t-earlier" }, h("summary", { text: t("t_earlier_rounds") }),
        tour.rounds.slice(0, -1).map((matches, i) => h("div", { class: "t-tables" },
          h("h4", { text: t("t_round_tables", { n: i + 1 }) }),
          matches.map((m) => tableRow(app, i + 1, m, open, tour))))));
    }
  }
  return h("section", { class: "t-round-section" }, parts);
}

// A screen reader hears the new round's pairings once, when they are shown.
function announcePairings(state) {
  const tour = state && state.session_features && state.session_features.tournament;
  if (!tour || !tour.rounds.length) return;
  const matches = tour.rounds[tour.rounds.length - 1];
  const tables = matches.map((m) => (m.bye ? t("t_announce_bye", { n: m.table, name: m.a })
    : t("t_announce_table", { n: m.table, a: m.a, b: m.b })));
  announce(t("t_announce_round", { n: tour.rounds.length, count: matches.filter((m) => !m.bye).length, tables: tables.join("; ") }));
}

function tableRow(app, round, m, open, tour) {
  const id = `t-table-${round}-${m.table}`;
  if (m.bye) {
    return h("div", { class: "t-table bye", testid: id }, h("div", { class: "t-table-line" },
      h("span", { class: "t-table-no", text: String(m.table) }),
      h("span", { class: "t-players", text: `${m.a} — ${t("t_bye")}` })));
  }
  const shown = m.result ? m.result.slice(0, m.result[2] ? 3 : 2).join("-") + (m.agreed_draw ? ` (${t("t_agreed_mark")})` : "") : "";
  return h("div", { class: `t-table${m.result ? " done" : ""}`, testid: id },
    h("div", { class: "t-table-line" },
      h("span", { class: "t-table-no", text: String(m.table) }),
      h("span", { class: "t-players", text: `${m.a} – ${m.b}` }),
      h("span", { class: "t-result", testid: `${id}-result`, text: shown })),
    open ? h("div", { class: "t-quick" }, (tour.quick_results || QUICK_RESULTS).map((r) => h("button", {
      class: "small", testid: `t-res-${round}-${m.table}-${r.join("-")}`,
      "aria-pressed": String(!!m.result && !m.agreed_draw && m.result.join() === r.join()),
      onclick: () => app.send(resultAction(round, m, r)) },
    r[2] === 3 && !r[0] && !r[1] ? t("t_id") : r.slice(0, r[2] ? 3 : 2).join("-")))) : null,
    open ? otherResult(app, round, m, tour) : null);
}

// Any other legal score, game by game: the engine says whether it can be (2.1, 2.4).
function otherResult(app, round, m, tour) {
  const score = m.result ? [...m.result] : [0, 0, 0];
  let agreed = !!m.agreed_draw;
  const max = [tour.games_to_win, tour.games_to_win, 9];
  const value = score.map((n) => h("span", { class: "stepper-value", text: String(n) }));
  const line = (k, label) => h("div", { class: "stepper" },
    h("span", { class: "stepper-label", text: label }),
    h("button", { class: "small", "aria-label": `${label} −1`, testid: `t-other-${round}-${m.table}-${k}-minus`,
      onclick: () => { score[k] = Math.max(0, score[k] - 1); value[k].textContent = String(score[k]); } }, "−"),
    value[k],
    h("button", { class: "small", "aria-label": `${label} +1`, testid: `t-other-${round}-${m.table}-${k}-plus`,
      onclick: () => { score[k] = Math.min(max[k], score[k] + 1); value[k].textContent = String(score[k]); } }, "+"));
  return h("details", { class: "t-other", testid: `t-other-${round}-${m.table}` },
    h("summary", { text: t("t_other_result") }),
    line(0, t("t_wins_of", { name: m.a })), line(1, t("t_wins_of", { name: m.b })), line(2, t("t_drawn_games")),
    // 2.4: a draw agreed after games keeps them; the match is a draw whatever the wins
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: !!m.agreed_draw, testid: `t-other-${round}-${m.table}-agreed`,
      onchange: (e) => { agreed = e.target.checked; } }), h("span", { text: t("t_agreed_draw") })),
    h("button", { class: "primary", testid: `t-other-${round}-${m.table}-record`,
      onclick: () => {
        const action = resultAction(round, m, [...score]);
        if (agreed) action.agreed_draw = true;
        app.send(action);
      } }, t("t_record")));
}

// --- the play-off -------------------------------------------------------------------------------------

function playoffSection(app, tour) {
  const p = tour.playoff;
  if (!p) {
    if (!tour.can_playoff || !tour.round) return h("span");
    // stays open while the organiser chooses (choosing a size draws the screen again)
    return h("details", { class: "t-playoff-setup", testid: "t-playoff-setup", open: !!form.playoffOpen,
      ontoggle: (e) => { form.playoffOpen = e.target.open; } },
      h("summary", { text: t("t_playoff_begin") }),
      h("div", { class: "button-row" }, h("span", { text: t("t_playoff_size") }),
        [["", t("t_auto")], ["2", "2"], ["4", "4"], ["8", "8"]].map(([v, label]) => h("button", {
          testid: `t-playoff-size-${v || "auto"}`, "aria-pressed": String(form.playoffSize === v),
          onclick: () => { form.playoffSize = v; form.playoffOpen = true; renderAgain(app); } }, label))),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.playoffDraft, testid: "t-playoff-draft",
        onchange: (e) => { form.playoffDraft = e.target.checked; } }), h("span", { text: t("t_playoff_draft") })),
      armedButton(t("t_playoff_start"), t("tap_again"), () => {
        const action = { type: "tournament_playoff", draft: form.playoffDraft };
        if (form.playoffSize) action.size = parseInt(form.playoffSize, 10);
        app.send(action);
      }, { class: "primary wide-btn", testid: "t-playoff" }));
  }
  return h("section", { class: "t-bracket", testid: "t-bracket" },
    h("h3", { text: t(p.kind === "draft" ? "t_playoff_title_draft" : "t_playoff_title", { n: p.size }) }),
    p.kind === "draft" ? h("p", { class: "muted", text: t("t_draft_seats", { seats: p.seating.map((s, i) => `${i + 1}. ${s}`).join(", ") }) }) : null,
    p.rounds.map((matches, r) => h("div", { class: "t-tables" },
      h("h4", { text: t("t_playoff_round", { n: r + 1 }) }),
      matches.map((m) => h("div", { class: `t-table${m.winner ? " done" : ""}`, testid: `t-po-${r + 1}-${m.table}` },
        m.bye ? h("span", { class: "t-players", text: `(${m.high_seed}) ${m.high} — ${t("t_bye")}${left(p, m.high)}` })
          : h("div", { class: "t-quick" }, [["high", m.high, m.high_seed], ["low", m.low, m.low_seed]].map(([side, name, seed]) =>
            h("button", { testid: `t-po-win-${r + 1}-${m.table}-${side}`, "aria-pressed": String(m.winner === name),
              disabled: !!m.winner || r + 1 !== p.rounds.length,
              onclick: () => app.send({ type: "tournament_playoff_result", winner: name }) }, `(${seed}) ${name}${left(p, name)}`)),
            m.by_drop ? h("span", { class: "muted", testid: `t-po-by-drop-${r + 1}-${m.table}`, text: t("t_by_drop") }) : null))))),
    p.champion ? h("p", { class: "t-champion", testid: "t-champion", text: t("t_champion", { name: p.champion }) }) : null);
}

function left(playoff, name) {
  return playoff.dropped.includes(name) ? ` (${t("t_left_playoff")})` : "";
}

// --- standings, players, export ------------------------------------------------------------------------

function standingsSection(tour) {
  return h("section", {},
    h("h3", { text: t("t_standings") }),
    // a wide table scrolls sideways in its own box (WCAG 1.4.10 allows it for data tables): a
    // named region that takes the focus, so a keyboard can scroll it too
    h("div", { class: "t-standings-wrap", role: "region", tabindex: "0", "aria-label": t("t_standings") },
      h("table", { class: "t-standings", testid: "t-standings" },
        h("thead", {}, h("tr", {}, ["#", t("t_player"), t("t_pts"), t("t_wld"), t("t_omw"), t("t_gw"), t("t_ogw")].map((x) => h("th", { text: x })))),
        h("tbody", {}, tour.standings.map((r) => h("tr", { testid: `t-row-${r.rank}`, class: r.dropped !== null ? "dropped" : "" },
          h("td", { text: String(r.rank) }),
          h("td", { class: "t-name", text: playerLabel(r) }),
          h("td", { text: String(r.points) }),
          h("td", { text: `${r.wins}-${r.losses}-${r.draws}` }),
          ...["omw", "gw", "ogw"].map((key) => h("td", { text: figure(r, key) }))))))));
}

function playersSection(app, tour) {
  if (tour.playoff && tour.playoff.champion) return h("span");
  // stays open across the redraw a drop or a re-entry brings (re-enter sits where drop was)
  return h("details", { class: "t-players-list", testid: "t-players-list", open: !!form.playersOpen,
    ontoggle: (e) => { form.playersOpen = e.target.open; } },
    h("summary", { text: t("t_drop_title") }),
    h("p", { class: "muted", text: t(tour.playoff ? "t_drop_hint_playoff" : "t_drop_hint") }),
    tour.players.map((name, index) => h("div", { class: "t-player-line" },
      h("span", { text: name }),
      name in tour.dropped
        ? h("span", { class: "t-dropped" }, h("span", { class: "muted", text: t("t_left_after", { n: tour.dropped[name] }) }),
          // 2.10: back at the head judge's discretion, never after the cut (the engine says why not)
          tour.playoff ? null : armedButton(t("t_reenter"), t("tap_again"), () => app.send({ type: "tournament_reenter", player: name }),
            { class: "small", testid: `t-reenter-${index}` }))
        : armedButton(t("t_drop"), t("tap_again"), () => app.send({ type: "tournament_drop", player: name }),
          { class: "small", testid: `t-drop-${index}` }))));
}

// The current round's pairings as plain text: the event's code, then a line a table.
function pairingsText(tour) {
  const number = tour.rounds.length;
  const lines = tour.rounds[number - 1].map((m) => (m.b === null
    ? `${m.a} — ${t("t_bye")}` : `${m.table}. ${m.a} – ${m.b}`));
  return [`${t("print_pairings")} · ${t("print_round", { n: number })} · ${tour.code}`, ...lines].join("\n");
}

function stamp() { return new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-"); }

function exportSection(app, tour) {
  return h("section", { class: "t-export" },
    h("h3", { text: t("t_export") }),
    h("div", { class: "button-row" },
      h("button", { testid: "t-export-text", onclick: () => download(`standings-${stamp()}.txt`, standingsText(tour), "text/plain") }, t("t_export_text")),
      h("button", { testid: "t-export-csv", onclick: () => download(`standings-${stamp()}.csv`, tour.export.csv, "text/csv") }, "CSV"),
      h("button", { testid: "t-export-json", onclick: () => download(`event-${stamp()}.json`, JSON.stringify(tour.event, null, 2), "application/json") }, t("t_export_json")),
      importButton(app, tour)),
    // paper: the round's pairings, its result slips, the standings (A4 or Letter)
    h("div", { class: "button-row", testid: "t-print" }, h("span", { text: t("print") }),
      tour.rounds.length ? h("button", { testid: "t-print-pairings", onclick: () => printPages(t("print_pairings"), [pairingsPage(tour)]) }, t("print_pairings")) : null,
      tour.rounds.length ? h("button", { testid: "t-print-slips", onclick: () => printPages(t("print_slips"), [slipsPage(tour)]) }, t("print_slips")) : null,
      h("button", { testid: "t-print-standings", onclick: () => printPages(t("print_standings"), [standingsPage(tour)]) }, t("print_standings"))),
    // the same to read on any phone: QR codes of plain text
    h("div", { class: "button-row", testid: "t-qr" },
      tour.rounds.length ? h("button", { testid: "t-qr-pairings", onclick: () => openTextCodes(t("qr_pairings"), pairingsText(tour), () => openTournament(app)) }, t("qr_pairings")) : null,
      h("button", { testid: "t-qr-standings", onclick: () => openTextCodes(t("qr_standings"), standingsText(tour), () => openTournament(app)) }, t("qr_standings"))),
    h("pre", { class: "t-text", testid: "t-text", role: "region", tabindex: "0", "aria-label": t("t_text_label") }, standingsText(tour)),
    armedButton(t("t_new"), t("tap_again"), () => { form.creating = true; form.players = tour.players.join("\n"); renderAgain(app); },
      { class: "wide-btn", testid: "t-new" }));
}

export const tournamentFeature = { id: "tournament", label: "feature_tournament", open: openTournament, onStart: true };

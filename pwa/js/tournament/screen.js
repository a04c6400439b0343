// The tournament screen: Swiss rounds paired by the engine, results per table, drops, the
// standings table (appendix C, computed by the engine), the play-off bracket, and export (text,
// CSV, the event JSON) and import of an event JSON. Setting one up is setup.js.

import { download, h, keptOpen } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { announce } from "../kit/announce.js";
import { armedButton } from "../kit/countdown.js";
import { mountSheet } from "../kit/mount.js";
import { fillOwned, morphChildren } from "../kit/morph.js";
import { printPage } from "../kit/print.js";
import { PAIRINGS, SLIPS, STANDINGS } from "./print-pages.js";
import { openSlipScanner, openTextCodes } from "./slips.js";
import { figure, playerLabel, standingsText } from "./standings-text.js";
import { opened, ticked } from "./control-values.js";
import { freshSetup, importButton, planText, prefillSetup, setupForm } from "./setup.js";
import { freshGroups, groupsSection } from "./groups.js";
import { seatMatches } from "./team-match.js";
import { mountPhonesSection } from "../event/organiser-section.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").RoundMatch} RoundMatch */
/** @typedef {import("../types/state").PlayoffView} PlayoffView */
/** @typedef {import("../app.js").App} App */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../kit/mount.js").Mounted} Mounted */

// Results offered per table, from player a's side: a's wins, b's wins, drawn games.
const QUICK_RESULTS = [[2, 0, 0], [2, 1, 0], [1, 1, 1], [1, 2, 0], [0, 2, 0], [0, 0, 3]];

// What the organiser has chosen, typed or opened on this screen: kept in the mounted screen,
// and handed back to it when it opens again from a sheet it opened (a slip scanner, QR
// codes). `other`: each table's game-by-game form that is open (by round-table), with its
// score so far and the match's result it was opened on; `pairing`: a tap is pairing a round.
/** @typedef {{ score: number[], agreed: boolean, was: string }} OtherForm */
/** @typedef {{ playoffSize: string, playoffDraft: boolean, playoffOpen: boolean, playersOpen: boolean,
 *   earlierOpen: boolean, creating: boolean, pairing: boolean, setup: import("./setup.js").SetupForm,
 *   groups: import("./groups.js").GroupsForm, other: Record<string, OtherForm>,
 *   seats: import("./team-match.js").SeatChoices }} TournamentUi */
/** @returns {TournamentUi} */
const freshUi = () => ({ playoffSize: "", playoffDraft: false, playoffOpen: false, playersOpen: false, earlierOpen: false,
  creating: false, pairing: false, setup: freshSetup(), groups: freshGroups(), other: {}, seats: {} });

// What the screen needs of the app besides the port: the engine (for appendix E's plan as the
// players are typed), the slip scanner, and itself again (a sheet it opened goes back to it).
/** @typedef {{ whenEngine: () => Promise<import("../engine/api").EngineApi>, scanSlips: (back: () => void) => void,
 *   reopen: (ui: TournamentUi) => void }} TournamentCtx */

/** @param {TableState | null} state @returns {TournamentState | null} */
function tournamentOf(state) {
  return (state && state.session_features && state.session_features.tournament) || null;
}

/** @param {App} app @param {TournamentUi} [kept] */
export function openTournament(app, kept) {
  const port = app.port;
  /** @type {TournamentCtx} */
  const ctx = { whenEngine: () => app.whenEngine(), scanSlips: (back) => openSlipScanner(app, back),
    reopen: (ui) => openTournament(app, ui) };
  mountSheet(t("tournament_title"), (sheet) => mountTournament(sheet, port, ctx, kept), port, { testid: "tournament-sheet", full: true });
}

// The screen, drawn whole from the state and its UI state, and drawn again in place on each
// new state (kit/morph.js): the field being typed in keeps its caret and the keyboard, an
// opened box stays open. The players' phones section keeps itself up to date: the drawing
// only places it (once per event).
/** @param {HTMLElement} sheet @param {Port} port @param {TournamentCtx} ctx @param {TournamentUi} [kept] @returns {Mounted} */
export function mountTournament(sheet, port, ctx, kept) {
  const ui = kept ?? freshUi();
  const current = () => tournamentOf(port.state());
  let gone = false;
  let formShown = false;
  /** @type {{ element: HTMLElement, unmount: () => void } | null} */
  let phones = null;                       // the players' phones section while it is shown
  const unmountPhones = () => { if (phones) phones.unmount(); phones = null; };
  const redraw = () => update(port.state());
  /** @type {Env} */
  const env = { port, ctx, ui, redraw, current };

  /** @param {TableState | null} state */
  function update(state) {
    if (gone) return;
    const tour = tournamentOf(state);
    const form = !tour || ui.creating;
    if (form && !formShown) prefillSetup(ui.setup, state);
    formShown = form;
    const done = () => { ui.creating = false; redraw(); };
    morphChildren(sheet, h("div", {}, ...(!tour || form ? [setupForm(port, ctx.whenEngine, ui.setup, current, done, redraw)] : [
      header(tour),
      groupsSection(port, ui.groups, tour, redraw),
      roundSection(env, tour),
      playoffSection(env, tour),
      standingsSection(tour),
      playersSection(env, tour),
      exportSection(env, tour),
      h("div", { "data-own": "phones", style: { display: "contents" } })])));
    // the event on the players' phones (it keeps itself up to date while it is shown)
    if (tour && !form) {
      fillOwned(sheet, "phones", tour.code, () => {
        unmountPhones();                       // (another tournament's, or one the form replaced)
        phones = mountPhonesSection({ port, whenEngine: ctx.whenEngine }, tour);
        return phones.element;
      });
    } else {
      unmountPhones();
    }
  }

  update(port.state());
  // (its sheet's mounting ends the subscription to the states)
  return { update, unmount: () => { gone = true; unmountPhones(); } };
}

/** @typedef {{ port: Port, ctx: TournamentCtx, ui: TournamentUi, redraw: () => void, current: () => TournamentState | null }} Env */

// A recorded result changes only by a correction, which the history marks as one.
/** @param {number} round @param {RoundMatch} m @param {number[]} result */
function resultAction(round, m, result) {
  /** @type {import("../types/actions").TournamentResult | import("../types/actions").TournamentResultCorrection} */
  const action = { type: m.result ? "tournament_result_correction" : "tournament_result", round, player: m.a, result };
  return action;
}

// Where the event stands: the play-off once it has begun (the Swiss rounds are closed then).
/** @param {TournamentState} tour */
function statusText(tour) {
  const p = tour.playoff;
  if (p) return p.champion ? t("t_champion", { name: p.champion }) : t("t_playoff_status", { n: p.round });
  if (!tour.round) return t("t_no_round");
  return t(tour.round_finished ? "t_round_done" : "t_round_running", { n: tour.round });
}

// --- the current round ------------------------------------------------------------------------------

/** @param {TournamentState} tour */
function header(tour) {
  const registered = tour.players.length - Object.values(tour.dropped).filter((n) => n === 0).length;
  return h("div", { class: "t-head" },
    h("p", { class: "t-status", testid: "t-status", text: statusText(tour) }),
    // one count of players: appendix E's (those who took part); who left is named apart
    h("p", { class: "muted", testid: "t-plan", text: planText(tour.plan, registered) }),
    Object.keys(tour.dropped).length
      ? h("p", { class: "muted", testid: "t-left", text: t("t_left_names", { names: Object.keys(tour.dropped).join(", ") }) }) : null,
    tour.casual && tour.minutes < 40 ? h("p", { class: "muted", testid: "t-casual-note", text: t("t_casual_round", { n: tour.minutes }) }) : null,
    teamMinutes(tour),
    h("p", { class: "muted", testid: "t-code", text: t("slip_event_code", { code: tour.code }) }));
}

// Appendix B's deck-building times of a team event, as the engine gives them.
/** @param {TournamentState} tour */
function teamMinutes(tour) {
  const sealed = tour.team_minutes.team_sealed;
  const draft = tour.team_minutes.team_draft;
  if (!sealed || !draft) return null;
  return h("p", { class: "muted", testid: "t-team-minutes", text: t("t_team_minutes", { register: sealed.registration,
    build: sealed.building, release: sealed.building_release_weekend, draft: draft.building_and_registration }) });
}

// A <details> kept open or closed as the organiser left it (`remember`), whose content is
// drawn only while it is open: the tournament's earlier rounds and each table's game-by-game
// form are most of what it could draw, and what nobody opened is not built (docs/performance.md).
// Opened, it is drawn again once open (its `toggle`), so its content comes in.
/**
 * @param {Env} env @param {import("../kit/types").Attrs<HTMLDetailsElement>} attrs @param {string} summary
 * @param {boolean} isOpen @param {(open: boolean) => void} remember @param {() => import("../kit/types").Child[]} fill
 */
function openedDetails(env, attrs, summary, isOpen, remember, fill) {
  return h("details", { ...attrs, ...keptOpen(isOpen, remember),
    ontoggle: (/** @type {Event} */ e) => { const now = opened(e); if (now !== isOpen) { remember(now); env.redraw(); } } },
  h("summary", { text: summary }), isOpen ? fill() : null);
}

/** @param {Env} env @param {TournamentState} tour */
function roundSection(env, tour) {
  const { port, ui } = env;
  const parts = [];
  if (tour.can_pair) {
    parts.push(h("button", { class: "primary wide-btn", testid: "t-pair", disabled: ui.pairing, onclick: () => {
      if (ui.pairing) return;
      ui.pairing = true;                                 // one tap pairs one round
      env.redraw();
      const started = performance.now();
      port.send({ type: "tournament_pair" }).then((r) => {
        ui.pairing = false;
        if (r.ok) { window.tkLastPairMs = performance.now() - started; announcePairings(r.state || port.state()); }
        env.redraw();
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
      h("div", { class: "t-tables", testid: "t-round" }, tour.rounds[number - 1].map((m) => tableRow(env, number, m, open, tour))));
    // after the tables, never where "Pair round" was: a double tap on that must not land here
    if (!tour.round_finished && !tour.playoff) {
      parts.push(h("button", { class: "wide-btn", testid: "t-scan-slip", onclick: () => env.ctx.scanSlips(() => env.ctx.reopen(ui)) }, `⌗ ${t("slip_scan")}`));
    }
    if (number > 1) {
      // drawn when opened, and kept open while a result there is corrected
      parts.push(openedDetails(env, { class: "t-earlier", testid: "t-earlier" }, t("t_earlier_rounds"),
        ui.earlierOpen, (isOpen) => { ui.earlierOpen = isOpen; },
        () => tour.rounds.slice(0, -1).map((matches, i) => h("div", { class: "t-tables" },
          h("h4", { text: t("t_round_tables", { n: i + 1 }) }),
          matches.map((m) => tableRow(env, i + 1, m, open, tour))))));
    }
  }
  return h("section", { class: "t-round-section" }, parts);
}

// A screen reader hears the new round's pairings once, when they are shown.
/** @param {TableState | null} state */
function announcePairings(state) {
  const tour = state && state.session_features && state.session_features.tournament;
  if (!tour || !tour.rounds.length) return;
  const matches = tour.rounds[tour.rounds.length - 1];
  const tables = matches.map((m) => (m.bye ? t("t_announce_bye", { n: m.table, name: m.a })
    : t("t_announce_table", { n: m.table, a: m.a, b: m.b ?? "" })));
  announce(t("t_announce_round", { n: tour.rounds.length, count: matches.filter((m) => !m.bye).length, tables: tables.join("; ") }));
}

/** @param {Env} env @param {number} round @param {RoundMatch} m @param {boolean} open @param {TournamentState} tour */
function tableRow(env, round, m, open, tour) {
  const { port, ui } = env;
  const id = `t-table-${round}-${m.table}`;
  if (m.bye) {
    return h("div", { class: "t-table bye", testid: id }, h("div", { class: "t-table-line" },
      h("span", { class: "t-table-no", text: String(m.table) }),
      h("span", { class: "t-players", text: `${m.a} — ${t("t_bye")}` })),
      m.draft_table ? h("p", { class: "muted t-draft-table", testid: `${id}-draft-table`, text: t("t_table_n", { n: m.draft_table }) }) : null);
  }
  const shown = m.result ? m.result.slice(0, m.result[2] ? 3 : 2).join("-") + (m.agreed_draw ? ` (${t("t_agreed_mark")})` : "") : "";
  return h("div", { class: `t-table${m.result ? " done" : ""}`, testid: id },
    h("div", { class: "t-table-line" },
      h("span", { class: "t-table-no", text: String(m.table) }),
      h("span", { class: "t-players", text: `${m.a} – ${m.b}` }),
      h("span", { class: "t-result", testid: `${id}-result`, text: shown })),
    m.draft_table ? h("p", { class: "muted t-draft-table", testid: `${id}-draft-table`, text: t("t_table_n", { n: m.draft_table }) }) : null,
    // a team match is recorded seat by seat; a correction of the team's result stays the usual one
    m.seats ? seatMatches(port, round, m, open, tour, ui.seats, env.redraw) : null,
    open && !(m.seats && !m.result) ? h("div", { class: "t-quick" }, (tour.quick_results || QUICK_RESULTS).map((r) => h("button", {
      class: "small", testid: `t-res-${round}-${m.table}-${r.join("-")}`,
      "aria-pressed": String(!!m.result && !m.agreed_draw && m.result.join() === r.join()),
      onclick: () => port.send(resultAction(round, m, r)) },
    r[2] === 3 && !r[0] && !r[1] ? t("t_id") : r.slice(0, r[2] ? 3 : 2).join("-")))) : null,
    open && !(m.seats && !m.result) ? otherResult(env, round, m, tour) : null);
}

// Any other legal score, game by game: the engine says whether it can be (2.1, 2.4). Drawn
// only while opened (most tables' forms never are); a result recorded at the table closes it.
/** @param {Env} env @param {number} round @param {RoundMatch} m @param {TournamentState} tour */
function otherResult(env, round, m, tour) {
  const { ui } = env;
  const key = `${round}-${m.table}`;
  const was = JSON.stringify([m.result, !!m.agreed_draw]);
  if (ui.other[key] && ui.other[key].was !== was) delete ui.other[key];
  return openedDetails(env, { class: "t-other", testid: `t-other-${key}` }, t("t_other_result"), key in ui.other,
    (isOpen) => {
      if (!isOpen) delete ui.other[key];
      else ui.other[key] ??= { score: m.result ? [...m.result] : [0, 0, 0], agreed: !!m.agreed_draw, was };
    },
    () => otherResultForm(env, round, m, tour, ui.other[key]));
}

/** @param {Env} env @param {number} round @param {RoundMatch} m @param {TournamentState} tour @param {OtherForm} form */
function otherResultForm({ port, redraw }, round, m, tour, form) {
  const { score } = form;
  const max = [tour.games_to_win, tour.games_to_win, 9];
  const line = (/** @type {number} */ k, /** @type {string} */ label) => h("div", { class: "stepper" },
    h("span", { class: "stepper-label", text: label }),
    h("button", { class: "small", "aria-label": `${label} −1`, testid: `t-other-${round}-${m.table}-${k}-minus`,
      onclick: () => { score[k] = Math.max(0, score[k] - 1); redraw(); } }, "−"),
    h("span", { class: "stepper-value", text: String(score[k]) }),
    h("button", { class: "small", "aria-label": `${label} +1`, testid: `t-other-${round}-${m.table}-${k}-plus`,
      onclick: () => { score[k] = Math.min(max[k], score[k] + 1); redraw(); } }, "+"));
  return [
    line(0, t("t_wins_of", { name: m.a })), line(1, t("t_wins_of", { name: m.b ?? "" })), line(2, t("t_drawn_games")),
    // 2.4: a draw agreed after games keeps them; the match is a draw whatever the wins
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.agreed, testid: `t-other-${round}-${m.table}-agreed`,
      onchange: (/** @type {Event} */ e) => { form.agreed = ticked(e); } }), h("span", { text: t("t_agreed_draw") })),
    h("button", { class: "primary", testid: `t-other-${round}-${m.table}-record`,
      onclick: () => {
        const action = resultAction(round, m, [...score]);
        if (form.agreed) action.agreed_draw = true;
        port.send(action);
      } }, t("t_record"))];
}

// --- the play-off -------------------------------------------------------------------------------------

/** @param {Env} env @param {TournamentState} tour */
function playoffSection({ port, ui, redraw }, tour) {
  const p = tour.playoff;
  if (!p) {
    if (!tour.can_playoff || !tour.round) return h("span");
    // stays open while the organiser chooses (choosing a size draws the screen again)
    return h("details", { class: "t-playoff-setup", testid: "t-playoff-setup",
      ...keptOpen(ui.playoffOpen, (isOpen) => { ui.playoffOpen = isOpen; }) },
      h("summary", { text: t("t_playoff_begin") }),
      h("div", { class: "button-row" }, h("span", { text: t("t_playoff_size") }),
        [["", t("t_auto")], ["2", "2"], ["4", "4"], ["8", "8"]].map(([v, label]) => h("button", {
          testid: `t-playoff-size-${v || "auto"}`, "aria-pressed": String(ui.playoffSize === v),
          onclick: () => { ui.playoffSize = v; ui.playoffOpen = true; redraw(); } }, label))),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: ui.playoffDraft, testid: "t-playoff-draft",
        onchange: (/** @type {Event} */ e) => { ui.playoffDraft = ticked(e); } }), h("span", { text: t("t_playoff_draft") })),
      armedButton(t("t_playoff_start"), t("tap_again"), () => {
        /** @type {import("../types/actions").TournamentPlayoff} */
        const action = { type: "tournament_playoff", draft: ui.playoffDraft };
        if (ui.playoffSize) action.size = parseInt(ui.playoffSize, 10);
        port.send(action);
      }, { class: "primary wide-btn", testid: "t-playoff" }));
  }
  return h("section", { class: "t-bracket", testid: "t-bracket" },
    h("h3", { text: t(p.kind === "draft" ? "t_playoff_title_draft" : "t_playoff_title", { n: p.size }) }),
    p.kind === "draft" ? h("p", { class: "muted", text: t("t_draft_seats", { seats: p.seating.map((s, i) => `${i + 1}. ${s}`).join(", ") }) }) : null,
    p.rounds.map((matches, r) => h("div", { class: "t-tables" },
      h("h4", { text: t("t_playoff_round", { n: r + 1 }) }),
      matches.map((m) => h("div", { class: `t-table${m.winner ? " done" : ""}`, testid: `t-po-${r + 1}-${m.table}` },
        m.bye ? h("span", { class: "t-players", text: `(${m.high_seed}) ${m.high} — ${t("t_bye")}${left(p, m.high)}` })
          : h("div", { class: "t-quick" }, [{ side: "high", name: m.high, seed: m.high_seed }, { side: "low", name: m.low ?? "", seed: m.low_seed }].map(({ side, name, seed }) =>
            h("button", { testid: `t-po-win-${r + 1}-${m.table}-${side}`, "aria-pressed": String(m.winner === name),
              disabled: !!m.winner || r + 1 !== p.rounds.length,
              onclick: () => port.send({ type: "tournament_playoff_result", winner: name }) }, `(${seed}) ${name}${left(p, name)}`)),
            m.by_drop ? h("span", { class: "muted", testid: `t-po-by-drop-${r + 1}-${m.table}`, text: t("t_by_drop") }) : null))))),
    p.champion ? h("p", { class: "t-champion", testid: "t-champion", text: t("t_champion", { name: p.champion }) }) : null);
}

/** @param {PlayoffView} playoff @param {string} name */
function left(playoff, name) {
  return playoff.dropped.includes(name) ? ` (${t("t_left_playoff")})` : "";
}

// --- standings, players, export ------------------------------------------------------------------------

/** @param {TournamentState} tour */
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
          h("td", { class: "t-name" }, playerLabel(r),
            tour.teams[r.player] ? h("div", { class: "muted", testid: `t-row-${r.rank}-team`, text: tour.teams[r.player].join(", ") }) : null),
          h("td", { text: String(r.points) }),
          h("td", { text: `${r.wins}-${r.losses}-${r.draws}` }),
          ...["omw", "gw", "ogw"].map((key) => h("td", { text: figure(r, key) }))))))));
}

/** @param {Env} env @param {TournamentState} tour */
function playersSection({ port, ui }, tour) {
  if (tour.playoff && tour.playoff.champion) return h("span");
  // stays open across the redraw a drop or a re-entry brings (re-enter sits where drop was)
  return h("details", { class: "t-players-list", testid: "t-players-list",
    ...keptOpen(ui.playersOpen, (isOpen) => { ui.playersOpen = isOpen; }) },
    h("summary", { text: t("t_drop_title") }),
    h("p", { class: "muted", text: t(tour.playoff ? "t_drop_hint_playoff" : "t_drop_hint") }),
    tour.players.map((name, index) => h("div", { class: "t-player-line" },
      h("span", { text: name }),
      name in tour.dropped
        ? h("span", { class: "t-dropped" }, h("span", { class: "muted", text: t("t_left_after", { n: tour.dropped[name] }) }),
          // 2.10: back at the head judge's discretion, never after the cut (the engine says why not)
          tour.playoff ? null : armedButton(t("t_reenter"), t("tap_again"), () => port.send({ type: "tournament_reenter", player: name }),
            { class: "small", testid: `t-reenter-${index}` }))
        : armedButton(t("t_drop"), t("tap_again"), () => port.send({ type: "tournament_drop", player: name }),
          { class: "small", testid: `t-drop-${index}` }))));
}

// The current round's pairings as plain text: the event's code, then a line a table.
/** @param {TournamentState} tour */
function pairingsText(tour) {
  const number = tour.rounds.length;
  const lines = tour.rounds[number - 1].map((m) => [m.b === null
    ? `${m.a} — ${t("t_bye")}` : `${m.table}. ${m.a} – ${m.b}`,
  m.draft_table ? ` (${t("t_table_n", { n: m.draft_table })})` : "",
  ...(m.seats || []).map((s) => `\n   ${s.seat}: ${s.a} – ${s.b}`)].join(""));
  return [`${t("print_pairings")} · ${t("print_round", { n: number })} · ${tour.code}`, ...lines].join("\n");
}

function stamp() { return new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-"); }

// What a button saves or shows is the event as it is at the tap.
/** @param {Env} env @param {TournamentState} shown */
function exportSection({ port, ctx, ui, redraw, current }, shown) {
  const tour = () => current() ?? shown;
  return h("section", { class: "t-export" },
    h("h3", { text: t("t_export") }),
    h("div", { class: "button-row" },
      h("button", { testid: "t-export-text", onclick: () => download(`standings-${stamp()}.txt`, standingsText(tour()), "text/plain") }, t("t_export_text")),
      h("button", { testid: "t-export-csv", onclick: () => download(`standings-${stamp()}.csv`, tour().export.csv, "text/csv") }, "CSV"),
      h("button", { testid: "t-export-json", onclick: () => download(`event-${stamp()}.json`, JSON.stringify(tour().event, null, 2), "application/json") }, t("t_export_json")),
      importButton(port, tour, () => { ui.creating = false; redraw(); })),
    // paper: the round's pairings, its result slips, the standings (A4 or Letter)
    h("div", { class: "button-row", testid: "t-print" }, h("span", { text: t("print") }),
      shown.rounds.length ? h("button", { testid: "t-print-pairings", onclick: () => printPage(PAIRINGS, port.state()) }, t("print_pairings")) : null,
      shown.rounds.length ? h("button", { testid: "t-print-slips", onclick: () => printPage(SLIPS, port.state()) }, t("print_slips")) : null,
      h("button", { testid: "t-print-standings", onclick: () => printPage(STANDINGS, port.state()) }, t("print_standings"))),
    // the same to read on any phone: QR codes of plain text
    h("div", { class: "button-row", testid: "t-qr" },
      shown.rounds.length ? h("button", { testid: "t-qr-pairings", onclick: () => openTextCodes(t("qr_pairings"), pairingsText(tour()), () => ctx.reopen(ui)) }, t("qr_pairings")) : null,
      h("button", { testid: "t-qr-standings", onclick: () => openTextCodes(t("qr_standings"), standingsText(tour()), () => ctx.reopen(ui)) }, t("qr_standings"))),
    h("pre", { class: "t-text", testid: "t-text", role: "region", tabindex: "0", "aria-label": t("t_text_label") }, standingsText(shown)),
    armedButton(t("t_new"), t("tap_again"), () => { ui.creating = true; ui.setup.players = tour().players.join("\n"); redraw(); },
      { class: "wide-btn", testid: "t-new" }));
}

// The match screen: the score (also kept in view on the table as a small pill), the game
// results, who chooses play or draw, and the round clock with pause, added time and the
// extra turns after time is called. Every rule is the engine's; times go in actions as `at`.

import { bind, h, keptOpen } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { armedButton, clockText, signalEnd } from "../kit/countdown.js";
import { mountSheet } from "../kit/mount.js";
import { morphChildren } from "../kit/morph.js";
import { showFromTop } from "../kit/sheet.js";
import { freshSlip, paintSlip, slipSection } from "./slips.js";
import { tappedButton, ticked, typedText } from "./control-values.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").TeamState} TeamState */
/** @typedef {import("../types/state").MatchState} MatchState */
/** @typedef {import("../types/state").MatchClock} MatchClock */
/** @typedef {import("../app.js").App} App */
/** @typedef {import("../types/actions").Action} Action */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../kit/mount.js").Mounted} Mounted */

// What is typed and chosen on the screen: the mounted screen keeps it.
const freshForm = () => ({ a: "", b: "", gamesToWin: "2", playoff: false, betterSeed: /** @type {"a" | "b"} */ ("a"), minutes: "50", noLimit: false, team: false,
  casual: false, lifeA: "", lifeB: "", setup: false, other: false });
/** @typedef {ReturnType<typeof freshForm>} MatchForm */
/** @typedef {"a" | "b" | "minutes" | "lifeA" | "lifeB"} TypedField */
/** @typedef {import("./types").SlipUi} SlipUi */
// What the screen needs of the app besides the port: the slip's code, which the engine draws,
// and the table's clock chip, told of a match started here.
/** @typedef {{ slip: (slip: SlipUi, m: MatchState, report: import("../types/state").MatchReport, redraw: () => void) => HTMLElement,
 *   started: () => void }} MatchCtx */
// The mounted screen: its port and needs, and its UI state (the form, the slip, the opened boxes).
/** @typedef {{ port: Port, ctx: MatchCtx, form: MatchForm, slip: SlipUi, opened: Set<string>, redraw: () => void }} Env */

/** @param {TableState | null} state @returns {MatchState | null} */
function matchOf(state) {
  return (state && state.session_features && state.session_features.match) || null;
}

// Is the match the table's now? With no game on the table, yes; with one, when each side is
// a player there or a team of players there ("Ann & Bob"). A match of other players (the table
// has moved on to another game) is neither offered as this table's nor shown on it.
/** @param {TableState | null} state @param {MatchState} m */
export function matchAtTable(state, m) {
  if (!state || !state.players.length) return true;
  const names = new Set(state.players.map((p) => p.name));
  const here = (/** @type {string} */ side) => names.has(side) || side.split(/\s+(?:&|и|and)\s+/).every((n) => names.has(n));
  return here(m.a) && here(m.b);
}

/** @param {MatchClock} c */
function remainingMs(c) {
  return c.remaining_ms - (c.running && c.running_since_ms !== null ? Date.now() - c.running_since_ms : 0);
}

/** @param {App} app */
export function openMatch(app) {
  const port = app.port;
  /** @type {MatchCtx} */
  const ctx = { slip: (slip, m, report, redraw) => slipSection(app, slip, m, report, redraw),
    started: () => { const chips = CHIPS.get(app); if (chips) chips.calledFor = null; } };
  mountSheet(t("match_title"), (sheet) => mountMatch(sheet, port, ctx), port, { testid: "match-sheet", full: true });
}

// The set-up, the match being played, or its end, drawn whole from the state and the screen's
// UI state, and drawn again in place on each new state (what is typed keeps its caret and
// the keyboard; an opened box stays open); the round clock ticks in place between states.
/** @param {HTMLElement} sheet @param {Port} port @param {MatchCtx} ctx @returns {Mounted} */
export function mountMatch(sheet, port, ctx) {
  /** @type {Env} */
  const env = { port, ctx, form: freshForm(), slip: freshSlip(), opened: new Set(), redraw: () => draw() };
  /** @type {string | null} */
  let mode = null;
  let gone = false;
  const draw = () => {
    if (gone) return;
    const state = port.state();
    const m = matchOf(state);
    const form = env.form;
    // a match of players no longer at the table opens the form for this table's match (its
    // Cancel shows that match: nothing of it is lost)
    const now = !m || form.setup || (!form.other && !matchAtTable(state, m)) ? "setup" : m.over ? "over" : "playing";
    if (now === "setup" && mode !== "setup") prefill(form, state);
    morphChildren(sheet, h("div", {}, now === "setup" || !m ? setupForm(env, m) : matchScreen(env, m)));
    if (m && now === "over" && m.report && !m.playoff) paintSlip(sheet, env.slip, m, m.report);
    if (mode !== now) showFromTop(sheet);
    mode = now;
    updateClock(port, sheet);
  };
  const tick = setInterval(() => updateClock(port, sheet), 250);
  draw();
  return { update: draw, unmount: () => { gone = true; clearInterval(tick); } };
}

// A life total asked for when time runs out in a play-off.
/** @param {MatchForm} form @param {"lifeA" | "lifeB"} key @param {string} name */
function lifeField(form, key, name) {
  return h("input", bind(form, key, { type: "number", inputmode: "numeric", testid: key === "lifeA" ? "time-life-a" : "time-life-b",
    placeholder: name, "aria-label": t("match_life_of", { name }) }));
}

// The match being played or over: the score, then the play (or the result and the slip).
/** @param {Env} env @param {MatchState} m */
function matchScreen(env, m) {
  return [scoreBox(m), m.over ? finished(m) : running(env, m),
    m.over && m.report && !m.playoff ? env.ctx.slip(env.slip, m, m.report, env.redraw) : null,
    m.over ? h("button", { class: "primary wide-btn", testid: "match-new", onclick: () => { env.form.setup = true; env.redraw(); } }, t("match_new")) : null];
}

// The round clock as it stands now: its text and its state (paused, running, low, called).
/** @param {MatchState} m @param {MatchClock} clock */
function clockLook(m, clock) {
  const left = remainingMs(clock);
  return { text: clockText(Math.max(0, left)),
    state: m.time_called ? "called" : clock.running ? (left < 5 * 60_000 ? "low" : "running") : "paused" };
}

// (the screen's clock, where its drawing put it)
/** @param {Port} port @param {HTMLElement} root the screen */
function updateClock(port, root) {
  const m = matchOf(port.state());
  const el = root.querySelector(".match-clock");
  if (!m || !(el instanceof HTMLElement) || !m.clock) return;
  const look = clockLook(m, m.clock);
  if (el.textContent !== look.text) el.textContent = look.text;
  if (el.dataset.state !== look.state) el.dataset.state = look.state;
}

// Where the extra turns after time stand, in one sentence (the sheet and the table's chip).
/** @param {NonNullable<MatchState["extra_turns"]>} extra */
function extraText(extra) {
  return extra.finished ? t("match_extra_over")
    : extra.turn === -1 ? t("match_turn_passed", { total: extra.total })
    : extra.turn === 0 ? t("match_turn_zero", { total: extra.total }) : t("match_extra_turn", { n: extra.turn, total: extra.total });
}

// "They had already passed the turn" names who: the player whose turn it is on the table.
/** @param {TableState | null} state */
function passedText(state) {
  const seat = state ? state.active_player : null;
  const player = state && seat !== null && seat !== undefined ? state.players[seat] : null;
  return player ? t("match_name_had_passed", { name: player.name }) : t("match_they_had_passed");
}

// --- the round clock on the table ------------------------------------------------------------
// While a match's round clock runs, a chip on the table shows it whether or not the match
// screen is open (a tap opens it); it sounds and vibrates at 15, 10, 5 and 2 minutes left and
// calls time at zero. The time left comes from the clock's recorded start, so a reload or a
// locked screen changes nothing; an alert the phone slept through is not played late.

const ALERT_MINUTES = [15, 10, 5, 2];

/** @param {MatchState} m @param {MatchClock} clock its clock */
function alertsKey(m, clock) {
  return `tk-match-alerts|${m.a}|${m.b}|${clock.running_since_ms || ""}|${clock.remaining_ms}`;
}

/** @param {TableChips} chips */
function tickTableClock(chips) {
  const { app, chip } = chips;
  const state = app.state;
  const m = matchOf(state);
  const clock = m && !m.over ? m.clock : null;
  chip.hidden = !(clock && document.body.dataset.screen === "table");   // the clock runs on all the same
  if (!state || !m || !clock) return;
  const left = remainingMs(clock);
  // time called: the table itself says so and what happens next, not only a red 0:00
  const called = m.time_called && m.extra_turns ? `${t("match_time_called")} ${extraText(m.extra_turns)}` : null;
  const text = called ?? `⏱ ${clockText(Math.max(0, left))}`;
  if (chip.textContent !== text) chip.textContent = text;
  chip.dataset.state = m.time_called ? "called" : clock.running ? (left < 5 * 60_000 ? "low" : "running") : "paused";
  chip.setAttribute("aria-label", called ?? t("match_clock_chip", { time: clockText(Math.max(0, left)) }));
  if (!clock.running || m.time_called) return;
  // the alerts: the threshold just crossed (within the last few seconds), once
  /** @type {number[]} */
  let fired = [];
  try { fired = JSON.parse(sessionStorage.getItem(alertsKey(m, clock)) || "[]"); } catch (_) { fired = []; }
  for (const minutes of ALERT_MINUTES) {
    const at = minutes * 60_000;
    if (left <= at && left > at - 5_000 && !fired.includes(minutes)) {
      fired.push(minutes);
      try { sessionStorage.setItem(alertsKey(m, clock), JSON.stringify(fired)); } catch (_) { /* not kept */ }
      window.tkClockAlerts = [...(window.tkClockAlerts || []), minutes];
      signalEnd();
    }
  }
  // The app calls time when its countdown reaches zero (once per match start).
  const key = `${m.a}|${m.b}|${state.history_length}`;
  if (left <= 0 && !m.over && chips.calledFor !== key) {
    chips.calledFor = key;
    signalEnd();
    app.send({ type: "clock_time_called", at: Date.now() });
  }
}

// On the table: the match's clock chip and its score pill, made once the app is made (the
// registry attaches them), drawn on each state. Their owner is the table's, one per app,
// whether or not the match screen is open: it also remembers which match the clock last
// called time for (a, b, history length), so that time is called once a match.
/** @typedef {{ app: App, chip: HTMLElement, pill: HTMLElement | null, calledFor: string | null }} TableChips */
/** @type {WeakMap<App, TableChips>} */
const CHIPS = new WeakMap();

/** @param {App} app */
export function attachMatch(app) {
  const chip = h("button", { class: "match-clock-chip", testid: "match-clock-chip", hidden: true,
    onclick: () => openMatch(app) });
  document.body.append(chip);
  /** @type {TableChips} */
  const chips = { app, chip, pill: null, calledFor: null };
  CHIPS.set(app, chips);
  setInterval(() => tickTableClock(chips), 250);
  app.subscribe(() => tickTableClock(chips));
  app.subscribe(() => renderPill(chips));
  new MutationObserver(() => renderPill(chips)).observe(document.body, { attributes: true, attributeFilter: ["data-screen"] });
}

// The life totals of the match's two players on the table's running game, when both sit at it.
/** @param {TableState | null} state @param {MatchState} m */
function tableLives(state, m) {
  if (!state || !state.players || !state.players.length || state.over) return null;
  const life = (/** @type {string} */ name) => {
    const p = state.players.find((x) => x.name === name);
    return p ? p.life : undefined;
  };
  const [a, b] = [life(m.a), life(m.b)];
  return a !== undefined && b !== undefined && Number.isInteger(a) && Number.isInteger(b) ? [a, b] : null;
}

// The form starts from the table's players (or its two teams) when it is opened.
/** @param {MatchForm} form @param {TableState | null} state */
function prefill(form, state) {
  if (form.a || !state || state.players.length < 2) return;
  const teams = state.teams && state.teams.length === 2;
  const label = (/** @type {TeamState} */ team) => team.members.map((s) => state.players[s].name).join(t("team_and"));
  form.a = teams ? label(state.teams[0]) : state.players[0].name;
  form.b = teams ? label(state.teams[1]) : state.players[1].name;
  form.team = !!teams;
  if (teams) form.gamesToWin = "1";
}

/** @param {Env} env @param {MatchState | null} current */
function setupForm(env, current) {
  const { port, ctx, form, redraw } = env;
  const minutes = parseInt(form.minutes, 10);
  // appendix B: under 40 minutes only in a casual event, which the organiser confirms here
  const warn = h("div", { class: "warning", testid: "match-minutes-warning", hidden: !(minutes < 40) || form.noLimit },
    h("p", { text: t("match_short_round") }),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.casual, testid: "match-casual",
      onchange: (/** @type {Event} */ e) => { form.casual = ticked(e); } }), h("span", { text: t("match_casual") })));
  const start = () => {
    const minutes = parseInt(form.minutes, 10);
    /** @type {import("../types/actions").MatchStart} */
    const action = { type: "match_start", a: form.a.trim(), b: form.b.trim(), games_to_win: parseInt(form.gamesToWin, 10) || 2,
      playoff: form.playoff, team: form.team, minutes: form.noLimit ? null : (Number.isFinite(minutes) ? minutes : 50) };
    if (form.casual && minutes < 40 && !form.noLimit) action.casual = true;
    if (form.playoff) action.better_seed = form.betterSeed;
    port.send(action).then((r) => { if (r.ok) { form.setup = false; form.other = true; ctx.started(); redraw(); } });
  };
  return h("div", { class: "match-setup", testid: "match-setup" },
    h("label", { class: "stack" }, t("match_side_a"), h("input", bind(form, "a", { type: "text", maxlength: "60", testid: "match-a" }))),
    h("label", { class: "stack" }, t("match_side_b"), h("input", bind(form, "b", { type: "text", maxlength: "60", testid: "match-b" }))),
    h("div", { class: "button-row" }, h("span", { text: t("match_games_to_win") }),
      ["1", "2", "3"].map((n) => h("button", { testid: `match-gtw-${n}`, "aria-pressed": String(form.gamesToWin === n),
        onclick: () => { form.gamesToWin = n; redraw(); } }, n))),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.playoff, testid: "match-playoff",
      onchange: (/** @type {Event} */ e) => { form.playoff = ticked(e); if (form.playoff && form.minutes === "50") form.minutes = "90"; redraw(); } }),
    h("span", { text: t("match_playoff") })),
    form.playoff ? h("label", { class: "wide" }, t("match_better_seed"),
      h("select", { testid: "match-better-seed", onchange: (/** @type {Event} */ e) => { form.betterSeed = typedText(e) === "b" ? "b" : "a"; } },
        h("option", { value: "a", text: form.a || "A", selected: form.betterSeed === "a" }),
        h("option", { value: "b", text: form.b || "B", selected: form.betterSeed === "b" }))) : null,
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.team, testid: "match-team",
      // 9.1: a Two-Headed Giant match is one game
      onchange: (/** @type {Event} */ e) => { form.team = ticked(e); if (form.team && form.gamesToWin === "2") form.gamesToWin = "1"; redraw(); } }), h("span", { text: t("match_team") })),
    h("div", { class: "button-row" },
      h("label", {}, t("match_minutes"), h("input", bind(form, "minutes", { type: "number", min: "1", max: "1440", inputmode: "numeric", testid: "match-minutes",
        oninput: (/** @type {Event} */ e) => { form.minutes = typedText(e); redraw(); } }))),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.noLimit, testid: "match-no-limit",
        onchange: (/** @type {Event} */ e) => { form.noLimit = ticked(e); redraw(); } }), h("span", { text: t("match_no_limit") }))),
    warn,
    h("p", { class: "muted", text: t("match_chooser_hint") }),
    h("button", { class: "primary wide-btn", testid: "match-start", onclick: start }, t("match_start")),
    current ? h("button", { class: "wide-btn", testid: "match-setup-cancel", onclick: () => { form.setup = false; form.other = true; redraw(); } }, t("cancel")) : null);
}

/** @param {MatchState} m */
function scoreBox(m) {
  return h("div", { class: "match-score", testid: "match-score" },
    h("div", { class: "match-side" }, h("span", { class: "match-name", text: m.a }), h("span", { class: "match-wins", testid: "match-wins-a", text: String(m.score[0]) })),
    h("div", { class: "match-mid", text: m.score[2] ? t("match_draws", { n: m.score[2] }) : "–" }),
    h("div", { class: "match-side" }, h("span", { class: "match-name", text: m.b }), h("span", { class: "match-wins", testid: "match-wins-b", text: String(m.score[1]) })),
    h("p", { class: "match-sub", testid: "match-chooser", text: m.over ? "" : t(m.team ? "match_chooser_team" : "match_chooser", { name: m.chooser_name ?? "", n: m.games.length + 1 }) }));
}

// A turn ended is one step however it is told: with a game on the table it is the table's
// next turn (which counts the extra turn too), so the table and the count never disagree;
// between games (or in a game recorded under a reading before 5, where the table's turn did
// not count) only the count moves.
/** @param {TableState | null} state @param {MatchState} m */
const turnOnTable = (state, m) => !!state && state.rules_reading >= 5 && state.players.length > 0 && !state.over
  && matchAtTable(state, m);
/** @param {TableState | null} state @param {MatchState} m @returns {Action} */
function turnEnded(state, m) {
  return turnOnTable(state, m) ? { type: "next_turn" } : { type: "extra_turn_end" };
}

/** @param {Env} env @param {MatchState} m */
function running(env, m) {
  const { port, form } = env;
  const send = (/** @type {Action} */ a) => port.send(a);
  const extra = m.extra_turns;
  const parts = [];
  parts.push(h("div", { class: "button-row match-games" },
    h("button", { class: "big", testid: "match-win-a", disabled: !m.new_game_allowed && !m.time_called, onclick: () => send({ type: "match_game", winner: "a" }) }, t("match_won", { name: m.a })),
    h("button", { class: "big", testid: "match-win-b", disabled: !m.new_game_allowed && !m.time_called, onclick: () => send({ type: "match_game", winner: "b" }) }, t("match_won", { name: m.b })),
    h("button", { testid: "match-draw-game", onclick: () => send({ type: "match_game", winner: null }) }, t("match_game_drawn"))));
  if (m.sudden_death) parts.push(h("p", { class: "warning", testid: "match-sudden-death", text: t("match_sudden_death") }));
  if (m.clock) {
    const look = clockLook(m, m.clock);
    parts.push(h("div", { class: "match-clock-box" },
      h("output", { class: "match-clock", testid: "match-clock", text: look.text, dataset: { state: look.state } }),
      m.clock.warnings.includes("below_minimum") ? h("p", { class: "muted", testid: "match-minutes-warning", text: t("match_casual_round", { n: m.clock.minutes ?? "" }) }) : null,
      m.time_called ? null : h("div", { class: "button-row" },
        m.clock.running
          ? h("button", { class: "big", testid: "clock-toggle", onclick: () => send({ type: "clock_pause", at: Date.now() }) }, `‖ ${t("match_pause")}`)
          : h("button", { class: "big primary", testid: "clock-toggle", onclick: () => send({ type: "clock_start", at: Date.now() }) }, `▶ ${t("match_clock_start")}`),
        h("button", { testid: "clock-add-1", onclick: () => send({ type: "clock_add", seconds: 60 }) }, t("match_add_minutes", { n: 1 })),
        h("button", { testid: "clock-add-3", onclick: () => send({ type: "clock_add", seconds: 180 }) }, t("match_add_minutes", { n: 3 })))));
  }
  // appendix B: a match with no time limit has no time to call
  if (!m.time_called && m.clock) {
    parts.push(armedButton(t("match_call_time"), t("tap_again"), () => send({ type: "clock_time_called", at: Date.now() }), { class: "wide-btn", testid: "clock-call" }));
  }
  if (m.clock && !(extra && extra.finished)) parts.push(penaltyBox(m, send));
  if (m.time_called && extra) {        // time called: the extra turns are counted
    // 2.5: the active player had already shown they were passing the turn: one tap moves the
    // count to the opponent's next turn (only before any extra turn was counted). Placed above
    // the count and kept, pressed, once used, so a double tap cannot land on "Turn ended".
    const passed = extra.turn === 0 && !extra.passed || extra.passed
      ? h("button", { class: "wide-btn", testid: "time-after-pass", "aria-pressed": String(extra.passed), disabled: extra.passed,
        onclick: (/** @type {Event} */ e) => { tappedButton(e).disabled = true; send({ type: "clock_time_after_pass" }); } }, passedText(port.state()))
      : null;
    parts.push(h("div", { class: "extra-turns", testid: "extra-turns" },
      h("p", { class: "extra-title", text: t("match_time_called") }),
      passed,
      h("p", { class: "extra-count", testid: "extra-turn-count", text: extraText(extra) }),
      extra.finished ? null : h("button", { class: "big primary", testid: "extra-turn-end", onclick: () => send(turnEnded(port.state(), m)) }, t("match_turn_ended")),
      extra.finished || !turnOnTable(port.state(), m) ? null : h("p", { class: "muted", testid: "extra-turn-on-table", text: t("match_turn_on_table") })));
    if (extra.finished) {
      // 2.5: only a play-off game with equal wins is decided by life; the totals are read from
      // the table when the match's players sit at it, asked for only when they do not
      const byLife = m.playoff && m.wins_a === m.wins_b;
      const table = tableLives(port.state(), m);
      parts.push(h("p", { class: "muted", text: m.playoff ? t("match_unfinished_playoff") : t("match_unfinished_swiss") }),
        byLife && table ? h("p", { testid: "time-lives", text: t("match_lives_on_table", { a: m.a, life_a: table[0], b: m.b, life_b: table[1] }) }) : null,
        byLife && !table ? h("div", { class: "button-row match-lives" }, lifeField(form, "lifeA", m.a), lifeField(form, "lifeB", m.b)) : null,
        h("button", { class: "wide-btn primary", testid: "match-time-over", onclick: (/** @type {Event} */ e) => {
          /** @type {import("../types/actions").MatchTimeOver} */
          const action = { type: "match_time_over" };
          if (m.playoff) {
            const lives = table || [parseInt(form.lifeA, 10), parseInt(form.lifeB, 10)];
            if (byLife && !lives.every(Number.isFinite)) { focusLife(tappedButton(e)); return; }
            if (lives.every(Number.isFinite)) [action.life_a, action.life_b] = lives;
          }
          send(action);
        } }, byLife ? t("match_decide_by_life") : m.playoff ? t("match_decide_by_wins") : t("match_unfinished_draw")));
    }
    // 2.5: time ran out between games only if no game was in progress when it was called: offered
    // until a turn is counted (then a game is being played: it ends by its extra turns)
    const betweenGames = extra.turn === 0 && !extra.passed;
    if (!m.sudden_death && betweenGames) parts.push(h("button", { class: "wide-btn", testid: "match-between-games", onclick: () => send({ type: "match_time_over", in_game: false }) }, t("match_between_games")));
  }
  parts.push(h("details", { class: "match-more", ...keptOpen(env.opened.has("more"), (open) => { if (open) env.opened.add("more"); else env.opened.delete("more"); }) },
    h("summary", { text: t("match_more") }),
    h("div", { class: "button-row" },
      armedButton(t(m.team ? "match_concede_team" : "match_concede", { name: m.a }), t("tap_again"), () => send({ type: "match_concede", side: "a" }), { testid: "match-concede-a" }),
      armedButton(t(m.team ? "match_concede_team" : "match_concede", { name: m.b }), t("tap_again"), () => send({ type: "match_concede", side: "b" }), { testid: "match-concede-b" }),
      m.playoff ? null : armedButton(t("match_agree_draw"), t("tap_again"), () => send({ type: "match_agree_draw" }), { testid: "match-agree-draw" })),
    h("button", { testid: "match-new", onclick: () => { form.setup = true; env.redraw(); } }, t("match_new"))));
  parts.push(gameList(m));
  return h("div", { class: "match-running" }, parts);
}

// The first life total to type, next to the button that asked for it.
/** @param {HTMLElement} button */
function focusLife(button) {
  const field = button.parentElement && button.parentElement.querySelector(".match-lives input");
  if (field instanceof HTMLInputElement) field.focus();
}

// 2.6: a slow-play penalty gives turns, added to the extra turns whenever it is given
/** @param {MatchState} m @param {(action: Action) => unknown} send */
function penaltyBox(m, send) {
  const given = (m.penalties || []).map((p) => t("match_penalty_given", { name: p.name, turns: p.turns }));
  return h("div", { class: "match-penalty", testid: "match-penalty" },
    h("p", { class: "muted", text: t(m.time_called ? "match_penalty_hint_called" : "match_penalty_hint") }),
    h("div", { class: "button-row" }, /** @type {const} */ (["a", "b"]).map((side) => h("button", { testid: `match-penalty-${side}`,
      onclick: () => send({ type: "match_penalty_turns", side, turns: 1 }) }, t("match_penalty_button", { name: side === "a" ? m.a : m.b })))),
    given.length ? h("p", { testid: "match-penalties", text: given.join("; ") +
      (m.penalty_turns_waiting ? ` · ${t("match_penalty_waiting", { turns: m.penalty_turns_waiting })}` : "") }) : null);
}

/** @param {MatchState} m */
function gameList(m) {
  return h("ol", { class: "match-game-list", testid: "match-games" }, m.games.map((g) => h("li", {
    text: `${g.winner ? t("match_game_won", { name: g.winner === "a" ? m.a : m.b }) : t("match_game_draw")}` +
      ` · ${t("match_chose", { name: g.chooser === "a" ? m.a : m.b })}${g.how === "time" ? ` · ${t("match_on_time")}` : ""}` })));
}

/** @param {MatchState} m */
function finished(m) {
  const how = t(`match_end_${m.ended_by}`);
  return h("div", { class: "match-finished" },
    h("p", { class: "match-result", testid: "match-result", text: m.winner
      ? t(m.team ? "match_winner_team" : "match_winner", { name: m.winner_name ?? "", score: m.score.join("-"), how })
      : t("match_drawn", { score: m.score.join("-"), how }) }),
    gameList(m));
}

// --- the score kept in view on the table ------------------------------------------------------

/** @param {TableChips} chips */
function renderPill(chips) {
  const { app, pill } = chips;
  const state = app.state;
  const m = matchOf(state);
  const away = !m || !state || document.body.dataset.screen !== "table" || !state.players.length || !matchAtTable(state, m);
  // the chip keeps a strip of its own above the panels, so it never covers a panel's counters
  if (away) delete document.body.dataset.matchPill;
  else document.body.dataset.matchPill = "";
  if (away || !m) { if (pill) pill.hidden = true; return; }
  const shown = pill || h("button", { class: "match-pill", testid: "match-pill", onclick: () => openMatch(app) });
  if (!pill) document.body.append(shown);
  chips.pill = shown;
  shown.hidden = false;
  // compact, so it stays in the corner of the counters strip; the full names are its label
  shown.textContent = `⚔ ${m.score[0]}–${m.score[1]}${m.over ? " ✓" : m.time_called ? " !" : ""}`;
  shown.setAttribute("aria-label", `${m.a} ${m.score[0]}–${m.score[1]} ${m.b}${m.score[2] ? ` (${t("match_draws", { n: m.score[2] })})` : ""}`);
}

// Dice, history and the menu: each mounted once into its sheet and drawn again in place on
// each new state, what the player chose or typed in it kept.

import { openLifeChart } from "./life-chart.js";
import { askToConfirm } from "../kit/confirm.js";
import { h, oneOf } from "../kit/dom.js";
import { getLang, setLang, t } from "../kit/i18n.js";
import { asParam, describe } from "./history-text.js";
import { closeSheet } from "../kit/sheet.js";
import { mountSheet } from "../kit/mount.js";
import { fillOwned, morphChildren } from "../kit/morph.js";
import { mountTableTrackers } from "./trackers.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {import("./types").SendReply} SendReply */
/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HistoryEntry} HistoryEntry */
/** @typedef {import("../kit/mount.js").Port} Port */
// What the dice and the history read of the action pipeline: a throw still waiting for the
// engine, the history, and whether the engine answers yet.
/** @typedef {{ waitingFor: (type: string) => Action | null, history: (limit: number) => Promise<HistoryEntry[]>,
 *             ready: () => boolean, engineUp: () => boolean, whenReady: () => Promise<unknown>, openChart: () => void }} PipelineCtx */

/** @type {import("../types/actions").SetStep["step"][]} the steps of a turn (the engine's, in order) */
const STEPS = ["untap", "upkeep", "draw", "main1", "combat", "main2", "end", "cleanup"];

const THROWS = ["roll_dice", "flip_coin", "choose_first_player"];

/** @param {Action} a */
function throwName(a) {
  if (a.type === "flip_coin") return t("flip_coin");
  if (a.type !== "roll_dice") return t("first_player");
  const count = a.count ?? 1;
  return `${count > 1 ? count : ""}d${a.sides ?? 6}`;
}

/** @param {TableApp} app @returns {PipelineCtx} */
function pipelineOf(app) {
  return {
    waitingFor: (type) => (app.controller ? app.controller.waitingFor(type) : null),
    history: (limit) => (app.controller ? app.controller.history(limit) : Promise.resolve([])),
    ready: () => !!app.controller?.ready,
    engineUp: () => !!app.engine,
    whenReady: () => app.whenReady(),
    openChart: () => openLifeChart(app),
  };
}

// Who plays first is settled once a turn has passed (rules reading 5): the draw then only
// names a player, and the turn stays where it is.
/** @param {TableState} state */
const firstSettled = (state) => state.rules_reading >= 5 && state.turn > 1;

/** @param {TableApp} app */
export function openDice(app) {
  const port = app.port;
  mountSheet(t("dice"), (body) => mountDice(body, port, pipelineOf(app)), port, { testid: "dice-sheet" });
}

/** @param {HTMLElement} body @param {Port} port @param {PipelineCtx} ctx */
function mountDice(body, port, ctx) {
  const result = h("output", { class: "roll-result", testid: "roll-result" });
  /** @param {SendReply | Omit<import("../types/state").DispatchAccepted, "seq">} done (a throw read back from the history has no seq) */
  const show = (done) => {
    if (!done.ok || !("record" in done) || !done.record) return;
    const a = done.record;
    const results = Array.isArray(a.results) ? a.results : [];
    if (a.type === "roll_dice") result.textContent = t("result_dice", { sides: asParam(a.sides ?? 6), results: results.join(" + ") })
      + (results.length > 1 ? ` = ${results.reduce((/** @type {number} */ x, y) => x + Number(y), 0)}` : "");
    else if (a.type === "flip_coin") result.textContent = t("result_coin", { results: results.map((r) => t(String(r))).join(", ") });
    else if (a.type === "choose_first_player" && typeof a.result === "number") {
      const after = done.state;
      const active = after.active_player === null ? null : after.players[after.active_player];
      result.textContent = firstSettled(after) && active
        ? t("result_random", { name: after.players[a.result].name, active: active.name })
        : t("result_first", { name: after.players[a.result].name });
    }
  };
  // One throw at a time: while one waits for the engine (it is starting), the line says
  // which, and another tap is not a second throw (a player taps again when nothing seems
  // to happen). What waits is the pipeline's queue, so the rule holds when the sheet is
  // closed and opened again, or the page reloaded, meanwhile.
  const waitingThrow = () => THROWS.map((type) => ctx.waitingFor(type)).find(Boolean) || null;
  const sayWaiting = () => {
    const a = waitingThrow();
    if (a && !ctx.engineUp()) result.textContent = t("throw_waiting", { what: throwName(a) });
    return a;
  };
  const ask = (/** @type {Action} */ action) => {
    if (waitingThrow()) return;
    port.send(action, { quiet: true }).then((done) => {
      if (!done.ok) result.textContent = "";
      show(done);
    });
    sayWaiting();
  };
  // A throw asked for before this sheet opened: its result once the engine has thrown it.
  let before = sayWaiting();
  const roll = (/** @type {number} */ sides, count = 1) => ask({ type: "roll_dice", sides, count });
  const sides = h("input", { type: "number", inputmode: "numeric", min: "2", max: "1000", value: "6", testid: "dice-sides" });
  const count = h("input", { type: "number", inputmode: "numeric", min: "1", max: "20", value: "1", testid: "dice-count" });
  const first = h("button", { testid: "first-player", onclick: () => ask({ type: "choose_first_player" }) }, t("first_player"));
  const firstNote = h("p", { class: "muted", testid: "first-player-note", text: t("random_player_note"), hidden: true });
  /** @param {TableState | null} state */
  const labelFirst = (state) => {
    const settled = !!state && firstSettled(state);
    first.textContent = t(settled ? "random_player" : "first_player");
    firstNote.hidden = !settled;
  };
  body.append(result,
    h("div", { class: "button-row" },
      h("button", { testid: "roll-d6", onclick: () => roll(6) }, "d6"),
      h("button", { testid: "roll-d20", onclick: () => roll(20) }, "d20"),
      h("button", { testid: "flip-coin", onclick: () => ask({ type: "flip_coin" }) }, t("flip_coin"))),
    h("div", { class: "button-row" },
      h("label", {}, t("sides"), sides), h("label", {}, t("count"), count),
      h("button", { testid: "roll-custom", onclick: () => roll(parseInt(sides.value, 10), parseInt(count.value, 10)) }, t("roll"))),
    h("div", { class: "button-row" }, first), firstNote);
  /** @param {TableState} state */
  const update = (state) => {
    first.disabled = !!state.over;
    labelFirst(state);
    if (!before || waitingThrow()) return;
    before = null;
    ctx.history(8).then((entries) => {
      const last = entries.filter((e) => !e.undone).pop();
      if (last && THROWS.includes(String(last.action.type))) show({ ok: true, record: last.action, state });
    });
  };
  first.disabled = !!(port.state() || { over: false }).over;
  labelFirst(port.state());
  return { update, unmount() {} };
}

/** @param {TableApp} app */
export function openHistory(app) {
  const port = app.port;
  mountSheet(t("history"), (body) => mountHistory(body, port, pipelineOf(app)), port, { testid: "history-sheet" });
}

// The history lives in the engine: the sheet says it is coming until the engine answers,
// then lists it, newest first. The screen keeps the last list it read (its UI state) and
// draws its whole page from it and the state, morphed into place at each new state: the list
// and its lines stay the same elements, so the sheet keeps its scroll and the focus.
/** @param {HTMLElement} body @param {Port} port @param {PipelineCtx} ctx */
function mountHistory(body, port, ctx) {
  const ui = {
    /** @type {HistoryEntry[] | null} the history as last read, newest first */
    entries: null,
    asked: 0,                          // the latest reading (an earlier one answering late is dropped)
    mounted: true,
  };
  const send = (/** @type {Action} */ action) => port.send(action).then(() => read());
  const draw = () => {
    const state = port.state();
    if (!ui.mounted) return;
    if (!ctx.ready()) morphChildren(body, h("div", {}, h("p", { class: "muted", testid: "history-starting", text: t("loading") })));
    else if (ui.entries && state) morphChildren(body, h("div", {}, historyPage(ui.entries, state, send, ctx)));
  };
  const read = async () => {
    if (!ctx.ready()) {
      draw();
      ctx.whenReady().then(() => { if (ui.mounted) read(); });
      return;
    }
    const mine = ++ui.asked;
    const entries = (await ctx.history(300)).reverse();
    if (!ui.mounted || mine !== ui.asked) return;
    ui.entries = entries;
    draw();
  };
  read();
  return { update: () => { read(); }, unmount: () => { ui.mounted = false; } };
}

/**
 * @param {HistoryEntry[]} entries @param {TableState} state
 * @param {(action: Action) => void} send @param {PipelineCtx} ctx
 */
function historyPage(entries, state, send, ctx) {
  return [
    h("div", { class: "button-row" },
      h("button", { testid: "history-undo", disabled: !state.can_undo, onclick: () => send({ type: "undo" }) }, `↶ ${t("undo")}`),
      h("button", { testid: "history-redo", disabled: !state.can_redo, onclick: () => send({ type: "redo" }) }, `↷ ${t("redo")}`),
      h("button", { testid: "history-life-chart", hidden: !state.players.length, onclick: () => ctx.openChart() }, t("life_chart"))),
    h("p", { text: t("history_empty"), hidden: entries.length > 0 }),
    h("ol", { class: "history", testid: "history-list", reversed: true }, entries.map((e) =>
      h("li", { class: e.undone ? "undone" : "", dataset: { index: String(e.index) } },
        describe(e), e.undone ? h("small", { text: ` (${t("undone")})` }) : null,
        // a new game begun over a running one: a line of its own says the old one ended
        e.ended_game !== undefined && Number.isInteger(e.ended_game) ? h("div", { class: "history-ended", testid: "history-game-ended",
          text: t("h_game_ended_by_new", { n: e.ended_game }) }) : null))),
  ];
}

/** @param {TableApp} app */
export function openMenu(app) {
  const port = app.port;
  mountSheet(t("menu"), (body) => mountMenu(body, port, app), port, { testid: "menu-sheet" });
}

// ctx: the app's settings and screens (the menu is where they are changed and opened).
// The menu draws its whole page from the state and its UI state (the winner picked, the step
// asked for) and morphs it into place at each new state: a picked winner stays picked, an
// open <select> and the focus stay where they are.
/** @param {HTMLElement} body @param {Port} port @param {TableApp} ctx */
function mountMenu(body, port, ctx) {
  const ui = {
    winner: "",                        // the seat picked as the winner ("" a draw)
    /** @type {import("../types/actions").SetStep["step"] | null} the step chosen, shown until the engine has answered it */
    step: null,
  };
  const redraw = () => { const s = port.state(); if (s) draw(s); };
  const send = (/** @type {Action} */ action) => port.send(action).then(redraw);
  // (the trackers keep their own part up to date: the drawing only places it)
  const trackers = mountTableTrackers(send);
  /** @param {TableState} state */
  function draw(state) {
    if (Number(ui.winner) >= state.players.length) ui.winner = "";
    morphChildren(body, h("div", {}, menuPage(ui, state, ctx, port, redraw)));
    fillOwned(body, "trackers", "trackers", () => trackers.el);
    trackers.update(state);
  }
  redraw();
  return { update: draw, unmount() {} };
}

/**
 * @param {{ winner: string, step: import("../types/actions").SetStep["step"] | null }} ui
 * @param {TableState} state @param {TableApp} ctx @param {Port} port @param {() => void} redraw
 */
function menuPage(ui, state, ctx, port, redraw) {
  // Ending a game with players still in it is as big a step as a concession: it asks first,
  // naming who is still playing and the result it will record.
  const endGame = async () => {
    const state = port.state();
    const seat = ui.winner === "" ? null : parseInt(ui.winner, 10);
    const alive = state ? state.players.filter((p) => !p.out) : [];
    if (state && !state.over && alive.length >= 2) {
      const names = new Intl.ListFormat(getLang() === "ru" ? "ru-RU" : "en-US", { type: "conjunction" }).format(alive.map((p) => p.name));
      const result = seat === null ? t("end_game_as_draw") : t("end_game_as_win", { name: state.players[seat].name });
      const sure = await askToConfirm({ title: t("end_game_confirm", { n: String(state.number) }), testid: "end-game-confirm",
        text: t("end_game_what", { names, result }), confirm: t("end_game") });
      if (!sure) return;
    }
    closeSheet();
    port.send({ type: "end_game", winner: seat });
  };
  const askStep = (/** @type {Event} */ e) => {
    const step = oneOf(STEPS, /** @type {HTMLSelectElement} */ (e.currentTarget).value);
    if (!step) return;
    ui.step = step;
    const answered = () => { ui.step = null; redraw(); };
    port.send({ type: "set_step", step }).then(answered, answered);
  };
  const shownStep = ui.step || state.step;
  return [
    h("div", { class: "button-row" },
      h("button", { testid: "menu-new-game", onclick: () => { closeSheet(); ctx.showStart(); } }, t("new_game"))),
    h("h3", { text: t("features") }),
    h("div", { class: "button-row" }, ctx.formats.map((feature) =>
      h("button", { testid: `feature-${feature.id}`, onclick: () => { closeSheet(); feature.open(window.tkApp); } }, t(feature.label)))),
    h("h3", { text: t("end_game") }),
    h("div", { class: "button-row" },
      h("label", {}, t("winner"), h("select", { testid: "winner-select", "aria-label": t("winner"),
        onchange: (/** @type {Event} */ e) => { ui.winner = /** @type {HTMLSelectElement} */ (e.currentTarget).value; } },
      // the winner's choices follow the players (a name the player picked stays picked)
      h("option", { value: "", text: t("draw_result"), selected: ui.winner === "" }),
      state.players.map((p, seat) => h("option", { value: String(seat), text: p.name, selected: ui.winner === String(seat) })))),
      h("button", { testid: "end-game", disabled: !!state.over, onclick: endGame }, t("end_game"))),
    h("h3", { text: t("step") }),
    h("select", { testid: "step-select", "aria-label": t("step"), onchange: askStep },
      STEPS.map((s) => h("option", { value: s, text: t(`step_${s}`), selected: s === shownStep }))),
    h("div", { "data-own": "trackers", style: { display: "contents" } }),
    h("h3", { text: t("settings") }),
    h("div", { class: "button-row" }, h("span", { text: t("language") }),
      h("button", { testid: "menu-lang-en", "aria-pressed": String(getLang() === "en"), onclick: () => { setLang("en"); closeSheet(); ctx.rerender(); } }, "English"),
      h("button", { testid: "menu-lang-ru", "aria-pressed": String(getLang() === "ru"), onclick: () => { setLang("ru"); closeSheet(); ctx.rerender(); } }, "Русский")),
    h("label", { class: "wide" }, t("settle_time"), h("input", { type: "number", min: "0", max: "5", step: "0.5", "aria-label": t("settle_label"),
      value: String(ctx.settings.settleMs / 1000), testid: "settle-input", onchange: (/** @type {Event} */ e) =>
        ctx.setSettle(Math.max(0, Math.min(5, Number(/** @type {HTMLInputElement} */ (e.currentTarget).value) || 0)) * 1000) })),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", testid: "turn-timer", checked: ctx.settings.turnTimer,
      onchange: (/** @type {Event} */ e) => ctx.setTurnTimer(/** @type {HTMLInputElement} */ (e.currentTarget).checked) }), h("span", { text: t("turn_timer") })),
    h("div", { class: "button-row" },
      h("button", { testid: "export-log", onclick: () => ctx.exportLog() }, t("export_log")),
      h("button", { testid: "new-session", onclick: async () => {
        const sure = await askToConfirm({ title: t("new_session_title"), testid: "new-session-confirm",
          text: t("confirm_new_session"), confirm: t("new_session_go") });
        if (sure) { closeSheet(); ctx.newSession(); }
      } }, t("new_session"))),
  ];
}

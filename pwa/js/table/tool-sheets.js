// Dice, history and the menu.

import { openLifeChart } from "./life-chart.js";
import { askToConfirm } from "../kit/confirm.js";
import { clear, h, oneOf } from "../kit/dom.js";
import { getLang, setLang, t } from "../kit/i18n.js";
import { asParam, describe } from "./history-text.js";
import { closeSheet, openSheet } from "../kit/sheet.js";
import { FEATURES } from "../formats.js";
import { tableTrackers } from "./trackers.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {import("./types").SendReply} SendReply */

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

/** @param {TableApp} app */
export function openDice(app) {
  openSheet(t("dice"), (/** @type {HTMLElement} */ body) => {
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
        result.textContent = t("result_first", { name: done.state.players[a.result].name });
      }
    };
    // One throw at a time: while one waits for the engine (it is starting), the line says
    // which, and another tap is not a second throw (a player taps again when nothing seems
    // to happen). What waits is the controller's queue, so the rule holds when the sheet is
    // closed and opened again, or the page reloaded, meanwhile.
    const waitingThrow = () => THROWS.map((type) => app.controller && app.controller.waitingFor(type)).find(Boolean) || null;
    const sayWaiting = () => {
      const a = waitingThrow();
      if (a && !app.engine) result.textContent = t("throw_waiting", { what: throwName(a) });
      return a;
    };
    const ask = (/** @type {Action} */ action) => {
      if (waitingThrow()) return;
      app.send(action, { quiet: true }).then((done) => {
        if (!done.ok) result.textContent = "";
        show(done);
      });
      sayWaiting();
    };
    // A throw asked for before this sheet opened: its result once the engine has thrown it.
    let before = sayWaiting();
    const stop = app.subscribe(async () => {
      if (!result.isConnected) return stop();
      if (!before || waitingThrow()) return;
      before = null;
      if (!app.controller) return;
      const last = (await app.controller.history(8)).filter((e) => !e.undone).pop();
      if (last && THROWS.includes(String(last.action.type))) show({ ok: true, record: last.action, state: app.state });
    });
    const roll = (/** @type {number} */ sides, count = 1) => ask({ type: "roll_dice", sides, count });
    const sides = h("input", { type: "number", inputmode: "numeric", min: "2", max: "1000", value: "6", testid: "dice-sides" });
    const count = h("input", { type: "number", inputmode: "numeric", min: "1", max: "20", value: "1", testid: "dice-count" });
    body.append(result,
      h("div", { class: "button-row" },
        h("button", { testid: "roll-d6", onclick: () => roll(6) }, "d6"),
        h("button", { testid: "roll-d20", onclick: () => roll(20) }, "d20"),
        h("button", { testid: "flip-coin", onclick: () => ask({ type: "flip_coin" }) }, t("flip_coin"))),
      h("div", { class: "button-row" },
        h("label", {}, t("sides"), sides), h("label", {}, t("count"), count),
        h("button", { testid: "roll-custom", onclick: () => roll(parseInt(sides.value, 10), parseInt(count.value, 10)) }, t("roll"))),
      h("div", { class: "button-row" },
        h("button", { testid: "first-player", disabled: app.state.over, onclick: () => ask({ type: "choose_first_player" }) }, t("first_player"))));
  }, { testid: "dice-sheet" });
}

/** @param {TableApp} app */
export function openHistory(app) {
  openSheet(t("history"), (/** @type {HTMLElement} */ body) => {
    const render = async () => {
      if (!app.controller || !app.controller.ready) {
        clear(body);          // the history lives in the engine: say it is coming
        body.append(h("p", { class: "muted", testid: "history-starting", text: t("loading") }));
        app.whenReady().then(() => { if (body.isConnected) render(); });
        return;
      }
      const entries = (await app.controller.history(300)).reverse();
      if (!body.isConnected) return;
      clear(body);
      body.append(h("div", { class: "button-row" },
        h("button", { testid: "history-undo", disabled: !app.state.can_undo, onclick: () => app.send({ type: "undo" }).then(render) }, `↶ ${t("undo")}`),
        h("button", { testid: "history-redo", disabled: !app.state.can_redo, onclick: () => app.send({ type: "redo" }).then(render) }, `↷ ${t("redo")}`),
        app.state.players.length ? h("button", { testid: "history-life-chart", onclick: () => openLifeChart(app) }, t("life_chart")) : null));
      if (!entries.length) body.append(h("p", { text: t("history_empty") }));
      body.append(h("ol", { class: "history", testid: "history-list", reversed: true },
        entries.map((e) => h("li", { class: e.undone ? "undone" : "", dataset: { index: String(e.index) } },
          describe(e), e.undone ? h("small", { text: ` (${t("undone")})` }) : null,
          // a new game begun over a running one: a line of its own says the old one ended
          e.ended_game !== undefined && Number.isInteger(e.ended_game) ? h("div", { class: "history-ended", testid: "history-game-ended",
            text: t("h_game_ended_by_new", { n: e.ended_game }) }) : null))));
    };
    render();
  }, { testid: "history-sheet" });
}

/** @param {TableApp} app */
export function openMenu(app) {
  openSheet(t("menu"), (/** @type {HTMLElement} */ body) => {
    const state = app.state;
    const winner = h("select", { testid: "winner-select", "aria-label": t("winner") },
      h("option", { value: "", text: t("draw_result") }),
      state.players.map((p, seat) => h("option", { value: String(seat), text: p.name })));
    const step = h("select", { testid: "step-select", "aria-label": t("step"),
      onchange: (/** @type {Event} */ e) => { const step = oneOf(STEPS, /** @type {HTMLSelectElement} */ (e.target).value); if (step) app.send({ type: "set_step", step }); } },
      STEPS.map((s) => h("option", { value: s, text: t(`step_${s}`), selected: state.step === s })));
    const settle = h("input", { type: "number", min: "0", max: "5", step: "0.5", "aria-label": t("settle_label"), value: String(app.settings.settleMs / 1000),
      testid: "settle-input", onchange: (/** @type {Event} */ e) =>
        app.setSettle(Math.max(0, Math.min(5, Number(/** @type {HTMLInputElement} */ (e.target).value) || 0)) * 1000) });
    body.append(
      h("div", { class: "button-row" },
        h("button", { testid: "menu-new-game", onclick: () => { closeSheet(); app.showStart(); } }, t("new_game"))),
      h("h3", { text: t("features") }),
      h("div", { class: "button-row" }, FEATURES.map((feature) =>
        h("button", { testid: `feature-${feature.id}`, onclick: () => { closeSheet(); feature.open(window.tkApp); } }, t(feature.label)))),
      h("h3", { text: t("end_game") }),
      h("div", { class: "button-row" }, h("label", {}, t("winner"), winner),
        h("button", { testid: "end-game", disabled: state.over, onclick: () => {
          closeSheet();
          app.send({ type: "end_game", winner: winner.value === "" ? null : parseInt(winner.value, 10) });
        } }, t("end_game"))),
      h("h3", { text: t("step") }), step,
      tableTrackers(app),
      h("h3", { text: t("settings") }),
      h("div", { class: "button-row" }, h("span", { text: t("language") }),
        h("button", { testid: "menu-lang-en", "aria-pressed": String(getLang() === "en"), onclick: () => { setLang("en"); closeSheet(); app.rerender(); } }, "English"),
        h("button", { testid: "menu-lang-ru", "aria-pressed": String(getLang() === "ru"), onclick: () => { setLang("ru"); closeSheet(); app.rerender(); } }, "Русский")),
      h("label", { class: "wide" }, t("settle_time"), settle),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", testid: "turn-timer", checked: app.settings.turnTimer,
        onchange: (/** @type {Event} */ e) => app.setTurnTimer(/** @type {HTMLInputElement} */ (e.target).checked) }), h("span", { text: t("turn_timer") })),
      h("div", { class: "button-row" },
        h("button", { testid: "export-log", onclick: () => app.exportLog() }, t("export_log")),
        h("button", { testid: "new-session", onclick: async () => {
          const sure = await askToConfirm({ title: t("new_session_title"), testid: "new-session-confirm",
            text: t("confirm_new_session"), confirm: t("new_session_go") });
          if (sure) { closeSheet(); app.newSession(); }
        } }, t("new_session"))));
  }, { testid: "menu-sheet" });
}

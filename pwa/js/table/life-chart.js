// The life chart: every player's life over the turns of the current game,
// drawn by uPlot from the engine's series (engine/life_chart.py; the engine reads the log,
// the view only draws; uPlot is loaded when the chart is first shown). Beside the chart, the same numbers as a table, for screen readers
// and for anyone who prefers to read them.

import { h, keptOpen } from "../kit/dom.js";
import { addStrings, t } from "../kit/i18n.js";
import { mountSheet } from "../kit/mount.js";
import { fillOwned, morphChildren } from "../kit/morph.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").LifeChart} LifeChart */
/** @typedef {import("../types/state").LifeChartReply} LifeChartReply */
/** @typedef {import("../types/state").LifeSeries} LifeSeries */

addStrings({
  en: {
    life_chart: "Life chart",
    life_chart_axis_turn: "Turn",
    life_chart_axis_life: "Life",
    life_chart_start: "Start",
    life_chart_turn: "Turn {n}",
    life_chart_table: "The numbers",
    life_chart_summary: "Life over {count#turn}: {lines}",
    life_chart_line: "{name} {from} → {to}",
    life_chart_none: "No game has been started yet.",
    noun_turn_one: "turn", noun_turn_other: "turns",
  },
  ru: {
    life_chart: "График жизни",
    life_chart_axis_turn: "Ход",
    life_chart_axis_life: "Жизнь",
    life_chart_start: "Начало",
    life_chart_turn: "Ход {n}",
    life_chart_table: "Числа",
    life_chart_summary: "Жизнь за {count#turn}: {lines}",
    life_chart_line: "{name} {from} → {to}",
    life_chart_none: "Игра ещё не начата.",
    noun_turn_one: "ход", noun_turn_few: "хода", noun_turn_many: "ходов", noun_turn_other: "хода",
  },
});

// Lines light enough to read on the sheet's dark background, by seat colour.
/** @type {Record<string, string>} */
const LINE = { red: "#ff7b7b", orange: "#ffad5c", olive: "#d6cf5a", green: "#6fd37c", teal: "#5ad0d6",
  blue: "#7ea7ff", purple: "#b99bff", pink: "#ff8cc8", brown: "#d2a27f", slate: "#b8c2d6" };
const SPARE = ["#ffd166", "#06d6a0", "#ef476f", "#118ab2", "#f4a261", "#e9c46a", "#a8dadc", "#cdb4db"];
// Lines told apart by more than colour (two seats may share one; not every eye tells them
// apart): each seat its own dash pattern, and its points drawn as rings of its own size.
export const DASHES = [[], [12, 6], [3, 4], [14, 4, 3, 4], [6, 3], [2, 7], [18, 5, 3, 5, 3, 5], [9, 3, 2, 3]];

// Each player's line colour: their seat's, unless an earlier player's line has it already.
/** @param {LifeSeries[]} players */
function lineColors(players) {
  const used = new Set();
  return players.map((p, i) => {
    let color = (p.color && LINE[p.color]) || SPARE[i % SPARE.length];
    if (used.has(color)) color = [...SPARE, ...Object.values(LINE)].find((c) => !used.has(c)) || color;
    used.add(color);
    return color;
  });
}

// uPlot's styles, once a page (the link stays in the head).
function loadStyles() {
  const href = "./vendor/uplot/uPlot.min.css";
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  document.head.append(h("link", { rel: "stylesheet", href }));
}

// A past game's chart shows a game that is over: nothing sends, nothing new comes.
/** @type {import("../kit/mount.js").Port} */
const STILL = { state: () => null, send: async () => ({ ok: false }), subscribe: () => () => {} };

// onClose: where Back leads from the chart (a past game's page); by default, the table.
// app: the app (its chart follows the game) or a past game's series (app.subscribe absent).
/**
 * @param {Pick<TableApp, "engine" | "whenReady"> & { port?: import("../kit/mount.js").Port }} app
 * @param {{ onClose?: (() => void) | null }} [options]
 */
export function openLifeChart(app, { onClose = null } = {}) {
  loadStyles();
  const port = app.port ?? STILL;
  mountSheet(t("life_chart"), (body) => mountLifeChart(body, app), port, { testid: "life-chart-sheet", full: true, onClose });
}

// The chart, its summary and its numbers, drawn once the engine answers and again in place
// at each new state: the screen keeps the series it last read and whether the numbers are
// open (its UI state), draws its whole page from them and morphs it into place, so the
// numbers stay open and the same elements; the chart's box is a place uPlot keeps (its
// lines are given the new series), made again only for another number of players.
/** @param {HTMLElement} body @param {Pick<TableApp, "engine" | "whenReady">} source */
function mountLifeChart(body, source) {
  const ui = {
    mounted: true,
    asked: 0,
    /** @type {LifeChartReply | undefined} the series as last read (none: no game yet) */
    series: undefined,
    numbersOpen: false,
    // the chart uPlot draws
    drawn: /** @type {{ players: number, plot: uPlot | null } | null} */ (null),
  };
  const drop = () => { ui.drawn?.plot?.destroy(); ui.drawn = null; };
  const draw = () => {
    const series = ui.series;
    if (!series) {
      drop();
      morphChildren(body, h("div", {}, h("p", { class: "muted", testid: "life-chart-none", text: source.engine ? t("life_chart_none") : t("loading") })));
      return;
    }
    morphChildren(body, h("div", {}, h("div", { "data-own": "chart" }), h("p", { class: "life-chart-summary", testid: "life-chart-summary", text: summary(series) }),
      h("details", { class: "life-chart-numbers", testid: "life-chart-numbers", ...keptOpen(ui.numbersOpen, (open) => { ui.numbersOpen = open; }) },
        h("summary", { text: t("life_chart_table") }),
        h("div", { class: "t-standings-wrap", role: "region", tabindex: "0", "aria-label": t("life_chart_table") },
          h("table", { class: "t-standings" },
            h("thead", {}, h("tr", {}, h("th", { text: t("life_chart_axis_turn") }), series.players.map((p) => h("th", { text: p.name })))),
            h("tbody", {}, numberRows(series)))))));
    const players = series.players.length;
    if (ui.drawn?.players === players && ui.drawn.plot) ui.drawn.plot.setData(plotData(series));
    fillOwned(body, "chart", String(players), () => {
      drop();
      const box = h("div", { class: "life-chart", testid: "life-chart", "aria-hidden": "true" });
      const now = { players, plot: /** @type {uPlot | null} */ (null) };
      ui.drawn = now;
      chart(box, series).then((plot) => {
        if (ui.drawn !== now) { plot?.destroy(); return; }
        now.plot = plot;
        // (a series read while uPlot was loading)
        if (plot && ui.series && ui.series !== series) plot.setData(plotData(ui.series));
      });
      return box;
    });
  };
  const read = async () => {
    const mine = ++ui.asked;
    /** @type {LifeChartReply | undefined} */
    const series = source.engine ? await source.engine.life_chart() : undefined;
    if (!ui.mounted || mine !== ui.asked) return;
    ui.series = series;
    draw();
    if (!series && !source.engine) source.whenReady().then(() => { if (ui.mounted) read(); });
  };
  read();
  return { update: () => { read(); }, unmount: () => { ui.mounted = false; drop(); } };
}

/** @param {LifeChart} series @returns {uPlot.AlignedData} */
function plotData(series) {
  return [series.turns, ...series.players.map((p) => p.life)];
}

/** @param {number} turn */
function turnLabel(turn) {
  return turn === 0 ? t("life_chart_start") : String(turn);
}

// uPlot (loaded on first use) draws into box once the sheet is in the page (it measures it).
/** @param {HTMLElement} box @param {LifeChart} series @returns {Promise<uPlot | null>} */
function chart(box, series) {
  const width = Math.max(260, Math.min(window.innerWidth - 32, 900));
  const height = Math.max(200, Math.min(Math.round(window.innerHeight * 0.45), 420));
  const data = plotData(series);
  const colors = lineColors(series.players);
  /** @type {uPlot.Options} */
  const opts = {
    width, height,
    scales: { x: { time: false } },
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    axes: [
      { label: t("life_chart_axis_turn"), stroke: "#e6e8ee", grid: { stroke: "#ffffff22" },
        values: (/** @type {uPlot} */ _u, /** @type {number[]} */ ticks) => ticks.map((v) => (Number.isInteger(v) ? turnLabel(v) : "")) },
      { label: t("life_chart_axis_life"), stroke: "#e6e8ee", grid: { stroke: "#ffffff22" } },
    ],
    series: [
      { label: t("life_chart_axis_turn"), value: (/** @type {uPlot} */ _u, /** @type {number | null} */ v) => (v === null || v === undefined ? "" : turnLabel(v)) },
      ...series.players.map((p, i) => ({ label: p.name, stroke: colors[i], width: 3,
        dash: DASHES[i % DASHES.length], points: { size: 6 + 2 * (i % 4), fill: "#171b23", width: 2 } })),
    ],
  };
  return import("uplot").then(({ default: uPlot }) => new Promise((resolve) => {
    requestAnimationFrame(() => {
      if (!box.isConnected) { resolve(null); return; }
      const plot = new uPlot(opts, data, box);
      // what tells the lines apart, for the tests: each line's colour and dash pattern
      box.dataset.lines = JSON.stringify(plot.series.slice(1).map((s, i) => [colors[i], s.dash || []]));
      resolve(plot);
    });
  }));
}

/** @param {LifeChart} series */
function summary(series) {
  const last = series.turns.length - 1;
  const lines = series.players.map((p) => t("life_chart_line", { name: p.name, from: p.life[0], to: p.life[last] })).join("; ");
  return t("life_chart_summary", { count: series.turns[last], lines });
}

/** @param {LifeChart} series */
function numberRows(series) {
  return series.turns.map((turn, i) => h("tr", {},
    h("th", { scope: "row", text: turn === 0 ? t("life_chart_start") : t("life_chart_turn", { n: turn }) }),
    series.players.map((p) => h("td", { text: String(p.life[i]) }))));
}

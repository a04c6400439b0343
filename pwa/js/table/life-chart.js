// The life chart (issue 14, item 6): every player's life over the turns of the current game,
// drawn by uPlot from the engine's series (engine/life_chart.py; the engine reads the log,
// the view only draws; uPlot is loaded when the chart is first shown). Beside the chart, the same numbers as a table, for screen readers
// and for anyone who prefers to read them.

import { h } from "../kit/dom.js";
import { addStrings, t } from "../kit/i18n.js";
import { openSheet } from "../kit/sheet.js";

/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("../types/state").LifeChart} LifeChart */
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

/** @type {HTMLElement | null} */
let stylesheet = null;
function loadStyles() {
  if (stylesheet) return;
  const link = h("link", { rel: "stylesheet", href: "./vendor/uplot/uPlot.min.css" });
  stylesheet = link;
  document.head.append(link);
}

// onClose: where Back leads from the chart (a past game's page); by default, the table.
/** @param {Pick<TableApp, "engine" | "whenReady">} app @param {{ onClose?: (() => void) | null }} [options] */
export function openLifeChart(app, { onClose = null } = {}) {
  loadStyles();
  openSheet(t("life_chart"), (/** @type {HTMLElement} */ body) => {
    const draw = async () => {
      const series = app.engine ? await app.engine.life_chart() : null;
      if (!body.isConnected) return;
      body.replaceChildren();
      if (!series) {
        body.append(h("p", { class: "muted", testid: "life-chart-none", text: app.engine ? t("life_chart_none") : t("loading") }));
        if (!app.engine) app.whenReady().then(() => { if (body.isConnected) draw(); });
        return;
      }
      body.append(chart(series), summary(series), numbers(series));
    };
    draw();
  }, { testid: "life-chart-sheet", full: true, onClose });
}

/** @param {number} turn */
function turnLabel(turn) {
  return turn === 0 ? t("life_chart_start") : String(turn);
}

/** @param {LifeChart} series */
function chart(series) {
  const box = h("div", { class: "life-chart", testid: "life-chart", "aria-hidden": "true" });
  const width = Math.max(260, Math.min(window.innerWidth - 32, 900));
  const height = Math.max(200, Math.min(Math.round(window.innerHeight * 0.45), 420));
  /** @type {uPlot.AlignedData} */
  const data = [series.turns, ...series.players.map((p) => p.life)];
  const colors = lineColors(series.players);
  /** @type {uPlot.Options} */
  const opts = {
    width, height,
    scales: { x: { time: false } },
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    axes: [
      { label: t("life_chart_axis_turn"), stroke: "#e6e8ee", grid: { stroke: "#ffffff22" },
        values: (/** @type {uPlot} */ u, /** @type {number[]} */ ticks) => ticks.map((v) => (Number.isInteger(v) ? turnLabel(v) : "")) },
      { label: t("life_chart_axis_life"), stroke: "#e6e8ee", grid: { stroke: "#ffffff22" } },
    ],
    series: [
      { label: t("life_chart_axis_turn"), value: (/** @type {uPlot} */ u, /** @type {number | null} */ v) => (v === null || v === undefined ? "" : turnLabel(v)) },
      ...series.players.map((p, i) => ({ label: p.name, stroke: colors[i], width: 3,
        dash: DASHES[i % DASHES.length], points: { size: 6 + 2 * (i % 4), fill: "#171b23", width: 2 } })),
    ],
  };
  // uPlot (loaded on first use) measures its target: draw once the sheet is in the page
  import("uplot").then(({ default: uPlot }) => {
    requestAnimationFrame(() => {
      if (!box.isConnected) return;
      const plot = new uPlot(opts, data, box);
      // what tells the lines apart, for the tests: each line's colour and dash pattern
      box.dataset.lines = JSON.stringify(plot.series.slice(1).map((s, i) => [colors[i], s.dash || []]));
    });
  });
  return box;
}

/** @param {LifeChart} series */
function summary(series) {
  const last = series.turns.length - 1;
  const lines = series.players.map((p) => t("life_chart_line", { name: p.name, from: p.life[0], to: p.life[last] })).join("; ");
  return h("p", { class: "life-chart-summary", testid: "life-chart-summary",
    text: t("life_chart_summary", { count: series.turns[last], lines }) });
}

/** @param {LifeChart} series */
function numbers(series) {
  return h("details", { class: "life-chart-numbers", testid: "life-chart-numbers" },
    h("summary", { text: t("life_chart_table") }),
    h("div", { class: "t-standings-wrap", role: "region", tabindex: "0", "aria-label": t("life_chart_table") },
      h("table", { class: "t-standings" },
        h("thead", {}, h("tr", {}, h("th", { text: t("life_chart_axis_turn") }), series.players.map((p) => h("th", { text: p.name })))),
        h("tbody", {}, series.turns.map((turn, i) => h("tr", {},
          h("th", { scope: "row", text: turn === 0 ? t("life_chart_start") : t("life_chart_turn", { n: turn }) }),
          series.players.map((p) => h("td", { text: String(p.life[i]) }))))))));
}

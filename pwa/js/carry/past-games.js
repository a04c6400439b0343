// Past games: the archived sessions, newest first (when, format, players, result or
// "unfinished", how many actions). Each opens read-only with its history and life chart, and
// can be sent or exported as a table file, reopened as the current game (the current one
// archived first), or deleted after a confirmation. The engine replays an archived session
// apart from the current one to say what it holds.

import { h } from "../kit/dom.js";
import { addStrings, t } from "../kit/i18n.js";
import { describe } from "../table/history-text.js";
import { openLifeChart } from "../table/life-chart.js";
import { isSheetOpen, toast } from "../kit/sheet.js";
import { mountSheet } from "../kit/mount.js";
import { morphChildren } from "../kit/morph.js";
import { pushLayer } from "../kit/layers.js";
import { deleteArchived, listArchive, reopenArchived } from "./session-store.js";
import { describeSummary, resultText, sendTable, when } from "./send-open.js";

addStrings({
  en: {
    past_none: "No past games yet. A session goes here when a new one starts, or when a file is opened in its place.",
    past_loading: "Reading past games…",
    past_this_session: "The games of the session on the table now are in its history (☰); it comes here when a new session starts.",
    past_unreadable: "This session cannot be replayed by this release.",
    past_back: "← Past games",
    past_export: "Send or save as a file",
    past_reopen: "Reopen as the current game",
    past_delete: "Delete",
    past_delete_confirm: "Delete this past game for good? It cannot be brought back.",
    past_delete_yes: "Delete it",
    past_deleted: "The past game is deleted.",
    past_history: "History",
    past_handed: "handed over to another phone",
  },
  ru: {
    past_none: "Прошлых партий пока нет. Сессия попадает сюда, когда начинается новая или когда на её место открывают файл.",
    past_loading: "Читаем прошлые партии…",
    past_this_session: "Игры сессии, что сейчас на столе, — в её истории (☰); сюда она попадёт, когда начнётся новая сессия.",
    past_unreadable: "Эту сессию нельзя воспроизвести в этой версии приложения.",
    past_back: "← Прошлые партии",
    past_export: "Отправить или сохранить в файл",
    past_reopen: "Сделать текущей партией",
    past_delete: "Удалить",
    past_delete_confirm: "Удалить эту прошлую партию навсегда? Вернуть её будет нельзя.",
    past_delete_yes: "Удалить",
    past_deleted: "Прошлая партия удалена.",
    past_history: "История",
    past_handed: "передана на другой телефон",
  },
});

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("./types").ListedSession} ListedSession */
/** @typedef {import("../types/state").TableFileSummary} TableFileSummary */
/** @typedef {import("../types/state").ArchiveView} ArchiveView */

/** @param {ListedSession} entry @returns {number} */
const rulesOf = (entry) => {
  const rules = entry.header && entry.header.rules;
  return typeof rules === "number" && Number.isInteger(rules) ? rules : 1;
};
/** @param {ListedSession} entry */
const actionsOf = (entry) => (entry.records || []).map((r) => r.action);

// openKey: open that past game's page at once (coming back to it from its life chart).
// back: the sheet it was opened from (Games and files), opened again when this one is closed
// (Back, ✕) -- not when another sheet takes its place (a life chart), which has a way back
// of its own.
/** @param {App} app @param {{ openKey?: IDBValidKey | null, back?: (() => void) | null }} [options] */
export function openPastGames(app, { openKey = null, back = null } = {}) {
  const port = app.port;
  const closed = () => queueMicrotask(() => { if (back && !isSheetOpen()) back(); });
  mountSheet(t("carry_past"), (body) => mountPastGames(body, port, app, openKey, back), port,
    { testid: "past-games-sheet", full: true, onClose: closed });
}

// Games finished or ended in the session on the table are not archived yet: the list says
// where they are, while there are such games.
/** @param {TableState | null} state */
const earlierGames = (state) => {
  const games = state?.games || [];
  return games.length > 1 || games.some((g) => g.over);
};

// What the screen shows and knows, this mounting's own: the list being read, the list (each
// past game with what the engine read of it), or one past game's page over it, whose Delete
// may be asking its question; `leave` ends the page's Back layer while a past game is open.
/** @typedef {{ entry: ListedSession, summary: TableFileSummary | null }} Listed */
/** @typedef {{ shown: "loading" | "list" | "game", listed: Listed[], game: { entry: ListedSession, view: ArchiveView | null } | null,
 *   confirming: boolean, reopening: boolean, leave: (() => void) | null, gone: boolean }} PastUi */

// The list, and a past game's page over it (Back returns to the list), mounted once and drawn
// whole from what it knows (and the table's state: whether this session has earlier games),
// morphed in place (kit/morph.js).
/**
 * @param {HTMLElement} body @param {Port} port @param {App} app @param {IDBValidKey | null} openKey
 * @param {(() => void) | null} back
 */
function mountPastGames(body, port, app, openKey, back) {
  /** @type {PastUi} */
  const ui = { shown: "loading", listed: [], game: null, confirming: false, reopening: false, leave: null, gone: false };
  const leave = () => { if (ui.leave) { const release = ui.leave; ui.leave = null; release(); } };
  const draw = () => {
    if (ui.gone) return;
    morphChildren(body, h("div", {}, ...(ui.shown === "loading" ? [h("p", { class: "muted", text: t("past_loading") })]
      : ui.shown === "list" ? listPage(ui, port.state(), showGame)
        : gamePage(app, ui, { back: showList, way: back, draw }))));
  };
  async function showList() {
    leave();
    ui.shown = "loading";
    draw();
    const entries = app.store ? await listArchive(app.store.db) : [];
    const engine = await app.whenEngine();
    /** @type {Listed[]} */
    const listed = [];
    for (const entry of entries) {
      const read = await engine.summarize_log(JSON.stringify(actionsOf(entry)), rulesOf(entry));
      listed.push({ entry, summary: read.ok ? read.summary : null });   // refused: said unreadable
    }
    if (ui.gone) return;
    ui.listed = listed;
    ui.shown = "list";
    draw();
  }
  /** @param {ListedSession} entry */
  async function showGame(entry) {
    const engine = await app.whenEngine();
    const read = await engine.archive_view(JSON.stringify(actionsOf(entry)), rulesOf(entry));
    if (ui.gone) return;
    ui.game = { entry, view: read.ok ? read : null };                  // refused: said unreadable
    ui.confirming = false;
    ui.reopening = false;
    ui.shown = "game";
    ui.leave = pushLayer(() => { ui.leave = null; showList(); });
    draw();
  }
  const opening = openKey !== null && app.store ? listArchive(app.store.db).then((all) => all.find((e) => e.key === openKey)) : null;
  if (opening) opening.then((entry) => (entry ? showGame(entry) : showList()));
  else showList();
  return { update: draw, unmount: () => { ui.gone = true; leave(); } };
}

/** @param {PastUi} ui @param {TableState | null} state @param {(entry: ListedSession) => void} open */
function listPage(ui, state, open) {
  return [
    // (a place of its own, said or not: the list keeps its place, and its rows, when it comes)
    h("div", {}, earlierGames(state) ? h("p", { class: "muted", testid: "past-this-session", text: t("past_this_session") }) : null),
    ui.listed.length ? h("ol", { class: "past-games", testid: "past-games" }, ui.listed.map(({ entry, summary }) => row(entry, summary, () => open(entry))))
      : h("p", { testid: "past-none", text: t("past_none") }),
  ];
}

/** @param {ListedSession} entry @param {TableFileSummary | null} summary @param {() => void} open */
function row(entry, summary, open) {
  // a tournament's session has no game players (or not all of them): its entrants are named
  const names = !summary ? [] : summary.tournament ? summary.tournament.players : summary.players.map((p) => p.name);
  const players = names.join(", ");
  const what = summary ? [summary.format ? t(`fmt_${summary.format}`) : t(`carry_kind_${summary.kind}`), resultText(summary),
    t("carry_actions", { count: summary.actions })].join(" · ") : t("past_unreadable");
  return h("li", {},
    h("button", { class: "past-game", testid: "past-game", onclick: open },
      h("strong", { text: when(entry.archived) }), h("br"),
      h("span", { testid: "past-game-players", text: players }), h("br"),
      h("small", { testid: "past-game-what", text: entry.handed ? `${what} · ${t("past_handed")}` : what })));
}

// A past game's page: what the engine read of it, its ways out (sent as a file, reopened,
// deleted after its question) and its history.
/**
 * @param {App} app @param {PastUi} ui
 * @param {{ back: () => void, way: (() => void) | null, draw: () => void }} options back: to the list; way: out of Past games
 */
function gamePage(app, ui, { back, way, draw }) {
  const { entry, view } = /** @type {NonNullable<PastUi["game"]>} */ (ui.game);
  const { db } = /** @type {import("../storage/store.js").GameStore} */ (app.store);   // past games come from it
  const actions = h("div", { class: "button-row" }, ...(ui.confirming ? [
    h("p", { testid: "past-delete-question", text: t("past_delete_confirm") }),
    h("button", { class: "danger", testid: "past-delete-yes", onclick: async () => {
      await deleteArchived(db, entry.key);
      toast(t("past_deleted"), "info");
      back();
    } }, t("past_delete_yes")),
    h("button", { testid: "past-delete-no", onclick: back }, t("cancel")),
  ] : [
    h("button", { testid: "past-export", onclick: () => sendTable(app, { records: actionsOf(entry), rules: rulesOf(entry), name: "past" }) },
      t("past_export")),
    h("button", { class: "primary", testid: "past-reopen", disabled: ui.reopening, onclick: async () => {
      if (ui.reopening) return;
      ui.reopening = true;
      draw();
      app.page.taps.flushAll();
      await reopenArchived(db, entry.key);
      location.reload();
    } }, t("past_reopen")),
    h("button", { testid: "past-delete", onclick: () => { ui.confirming = true; draw(); } }, t("past_delete")),
  ]));
  const chartApp = view && { engine: { life_chart: async () => view.chart }, whenReady: () => Promise.resolve() };
  return [h("div", { testid: "past-game-detail" },
    h("button", { testid: "past-back", onclick: back }, t("past_back")),
    ...(!view ? [h("p", { text: t("past_unreadable") }), actions] : [
      ...describeSummary(view.summary), actions,
      // (no game in the session: no chart, and nothing in its place)
      view.chart ? h("button", { testid: "past-life-chart", onclick: () => openLifeChart(/** @type {NonNullable<typeof chartApp>} */ (chartApp),
        { onClose: () => openPastGames(app, { openKey: entry.key, back: way }) }) }, t("life_chart")) : null,
      h("h3", { text: t("past_history") }),
      h("ol", { class: "history", testid: "past-history", reversed: true },
        [...view.history].reverse().map((e) => h("li", { class: e.undone ? "undone" : "" }, describe(e))))]))];
}

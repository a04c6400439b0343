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

// The list, and a past game's page over it (Back returns to the list), mounted once.
/**
 * @param {HTMLElement} body @param {Port} port @param {App} app @param {IDBValidKey | null} openKey
 * @param {(() => void) | null} back
 */
function mountPastGames(body, port, app, openKey, back) {
  let mounted = true;
  /** @type {(() => void) | null} */
  let leaveDetail = null;              // the detail's Back layer, while a past game is open
  let listed = false;                  // the list is shown (not the loading line, not a game's page)
  const thisSession = h("p", { class: "muted", testid: "past-this-session", text: t("past_this_session") });
  const leave = () => { if (leaveDetail) { const release = leaveDetail; leaveDetail = null; release(); } };
  const showList = async () => {
    leave();
    listed = false;
    body.replaceChildren(h("p", { class: "muted", text: t("past_loading") }));
    const entries = app.store ? await listArchive(app.store.db) : [];
    const engine = await app.whenEngine();
    const rows = [];
    for (const entry of entries) {
      const read = await engine.summarize_log(JSON.stringify(actionsOf(entry)), rulesOf(entry));
      const summary = read.ok ? read.summary : null;           // refused: said unreadable
      rows.push(row(entry, summary, () => showDetail(entry)));
    }
    if (!mounted) return;
    listed = true;
    body.replaceChildren(
      earlierGames(port.state()) ? thisSession : "",
      entries.length ? h("ol", { class: "past-games", testid: "past-games" }, rows)
        : h("p", { testid: "past-none", text: t("past_none") }));
  };
  /** @param {ListedSession} entry */
  const showDetail = async (entry) => {
    const engine = await app.whenEngine();
    const read = await engine.archive_view(JSON.stringify(actionsOf(entry)), rulesOf(entry));
    const view = read.ok ? read : null;                       // refused: said unreadable
    if (!mounted) return;
    listed = false;
    leaveDetail = pushLayer(() => { leaveDetail = null; showList(); });
    body.replaceChildren(detail(app, entry, view, { back: showList, way: back }));
  };
  const opening = openKey !== null && app.store ? listArchive(app.store.db).then((all) => all.find((e) => e.key === openKey)) : null;
  if (opening) opening.then((entry) => (entry ? showDetail(entry) : showList()));
  else showList();
  /** @param {TableState} state */
  const update = (state) => {
    if (!listed) return;
    const earlier = earlierGames(state);
    if (earlier && !thisSession.isConnected) body.prepend(thisSession);
    else if (!earlier && thisSession.isConnected) thisSession.remove();
  };
  return { update, unmount: () => { mounted = false; leave(); } };
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

/**
 * @param {App} app @param {ListedSession} entry @param {ArchiveView | null} view
 * @param {{ back: () => void, way: (() => void) | null }} options back: to the list; way: out of Past games
 */
function detail(app, entry, view, { back, way }) {
  const { db } = /** @type {import("../storage/store.js").GameStore} */ (app.store);   // past games come from it
  const box = h("div", { testid: "past-game-detail" });
  /** @type {HTMLDivElement} */
  const actions = h("div", { class: "button-row" },
    h("button", { testid: "past-export", onclick: () => sendTable(app, { records: actionsOf(entry), rules: rulesOf(entry), name: "past" }) },
      t("past_export")),
    h("button", { class: "primary", testid: "past-reopen", onclick: async (/** @type {MouseEvent} */ e) => {
      /** @type {HTMLButtonElement} */ (e.target).disabled = true;
      app.page.taps.flushAll();
      await reopenArchived(db, entry.key);
      location.reload();
    } }, t("past_reopen")),
    h("button", { testid: "past-delete", onclick: () => confirmDelete() }, t("past_delete")));
  /** @returns {void} */
  const confirmDelete = () => actions.replaceChildren(
    h("p", { testid: "past-delete-question", text: t("past_delete_confirm") }),
    h("button", { class: "danger", testid: "past-delete-yes", onclick: async () => {
      await deleteArchived(db, entry.key);
      toast(t("past_deleted"), "info");
      back();
    } }, t("past_delete_yes")),
    h("button", { testid: "past-delete-no", onclick: back }, t("cancel")));
  box.append(h("button", { testid: "past-back", onclick: back }, t("past_back")));
  if (!view) {
    box.append(h("p", { text: t("past_unreadable") }), actions);
    return box;
  }
  const chartApp = { engine: { life_chart: async () => view.chart }, whenReady: () => Promise.resolve() };
  box.append(...describeSummary(view.summary), actions,
    // (no game in the session: no chart, and nothing in its place)
    ...(view.chart ? [h("button", { testid: "past-life-chart", onclick: () => openLifeChart(chartApp, { onClose: () => openPastGames(app, { openKey: entry.key, back: way }) }) }, t("life_chart"))] : []),
    h("h3", { text: t("past_history") }),
    h("ol", { class: "history", testid: "past-history", reversed: true },
      [...view.history].reverse().map((e) => h("li", { class: e.undone ? "undone" : "" }, describe(e)))));
  return box;
}

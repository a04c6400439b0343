// Send the table to another phone, and open one sent from another phone.
//
// Sending: the engine writes the table file (engine/table_file.py: the log with its header,
// the Hell pool its library was drawn from, the tournament's event) and the phone's share
// sheet takes it (the Web Share API with files), or it is downloaded where the browser has
// no such sheet; the session here is then marked as handed over.
// Opening: the file is read whole (a file over the limit is refused before it is read), the
// engine checks and replays it apart from the game here and says what it holds; only when
// the player says so is this phone's session archived and the file's made current, in one
// transaction, and the page starts again from it (the engine replays it as at every start).

import { download, h } from "../kit/dom.js";
import { errorTexts, getLang, t } from "../kit/i18n.js";
import { closeSheet, openSheet, toast } from "../kit/sheet.js";
import { findSamePool, getPool, listPools, savePool } from "../hell/pool-store.js";
import { readFileText } from "./file-check.js";
import { mayShowWhatIsHidden } from "./hidden-warning.js";
import { markHanded, replaceSession } from "./session-store.js";
import "./strings.js";
import { hookHandedOver } from "../test-hooks.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("./types").LoggedAction} LoggedAction */
/** @typedef {import("../types/state").EngineError} EngineError */
/** @typedef {import("../types/state").TableFileSummary} TableFileSummary */
/** @typedef {import("../types/state").CarryReadAccepted} CarryReadAccepted */
/** @typedef {import("../types/state").CarriedPool} CarriedPool */
// A refusal as readRefusal reads it: the engine's, or one the view makes before the engine sees the file.
/** @typedef {EngineError | { error: string, details?: undefined }} Refusal */

export const MAX_FILE_BYTES = 20 * 1024 * 1024;      // engine/table_file.py's MAX_TABLE_FILE_BYTES

/** @param {number} [ms] */
export function stamp(ms = Date.now()) {
  return new Date(ms).toISOString().slice(0, 16).replace(/[:T]/g, "-");
}

/** @param {number | string} value */
export function when(value) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(getLang() === "ru" ? "ru-RU" : "en-GB", { dateStyle: "medium", timeStyle: "short" });
}

// The stored pools, whole, for the engine to find the one a Hell library was drawn from.
async function storedPools() {
  try {
    const list = await listPools();
    const entries = await Promise.all(list.map((p) => getPool(p.id)));
    return entries.filter((e) => !!e).map((e) => ({ name: e.name, pool: e.pool }));
  } catch (_) {
    return [];           // no pools database: the library's cards are in the log anyway
  }
}

// Share a file (where the phone's share sheet takes files) or download it. Resolves true
// once it has left (false: the player closed the share sheet).
/** @param {string} filename @param {string} text @param {string} title */
export async function handOver(filename, text, title) {
  const file = new File([text], filename, { type: "application/json" });
  if (navigator.canShare && navigator.share && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return true;
    } catch (error) {
      if (error && /** @type {{ name?: unknown }} */ (error).name === "AbortError") return false;
      // the share sheet failed (no app to take it): fall back to a download
    }
  }
  download(filename, text);
  return true;
}

// Every tap made so far is in the log (a life change still settling is settled now).
/** @param {App} app */
async function allLogged(app) {
  await app.whenReady();
  app.page.taps.flushAll();
  while (app.pipeline.pending) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** @param {App} app @param {{ records?: LoggedAction[] | null, rules?: number | null, name?: string }} [options] */
export async function sendTable(app, { records = null, rules = null, name = "table" } = {}) {
  const engine = await app.whenEngine();
  if (!records) await allLogged(app);
  const session = records ? null : app.state;
  if (!records && (!session || !session.log_length)) {
    toast(t("carry_nothing_to_send"), "info");
    return false;
  }
  if (session && !(await mayShowWhatIsHidden(engine))) return false;     // the current session's secrets
  const needsPool = !session ? true : !!(session.session_features && session.session_features.hell);
  const pools = needsPool ? await storedPools() : [];
  const answer = await engine.carry_write(records ? JSON.stringify(records) : "", rules,
    JSON.stringify(pools), `${new Date().toISOString().slice(0, 19)}Z`);
  if (!answer.ok) {
    toast(readRefusal(answer.error));
    return false;
  }
  const sent = await handOver(`table-keeper-${name}-${stamp()}.json`, answer.text, t("carry_send"));
  if (sent && session && app.store) {
    await markHanded(app.store.db, session.log_length);
    hookHandedOver();
    toast(t("carry_sent"), "info");
  }
  return sent;
}

// A refusal in the player's words: the kind of problem, and for a log line the line and rule.
/** @param {Refusal} error @returns {string} */
export function readRefusal(error) {
  const texts = errorTexts()[getLang()];
  if (error.error === "table_file_bad_action" && error.details) {
    const { line, error: code, reason } = error.details;       // the log's line, its refusal's code and words
    const rule = getLang() === "ru" ? (texts[String(code)] || texts.refused) : (reason || texts[String(code)]);
    return t("carry_bad_line", { line: String(line), rule: String(rule) });
  }
  return texts[error.error] || texts.table_file || errorTexts().en.table_file;
}

// Ask for a file and open it (the file chooser, then the preview).
/** @param {App} app */
export function chooseTableFile(app) {
  const input = h("input", { type: "file", accept: ".json,application/json", testid: "carry-file-input",
    style: { display: "none" }, onchange: () => {
      const file = input.files && input.files[0];
      input.remove();
      if (file) openTableFile(app, file);
    } });
  document.body.append(input);
  input.click();
}

// Read, check, show; nothing changes until the player confirms.
/** @param {App} app @param {File} file */
export async function openTableFile(app, file) {
  const refuse = (/** @type {Refusal} */ error) => showRefusal(readRefusal(error));
  if (file.size > MAX_FILE_BYTES) return refuse({ error: "table_file_too_large" });
  openSheet(t("carry_preview_title"), (body) => body.append(h("p", { class: "muted", text: t("carry_reading") })),
    { testid: "carry-preview" });
  // size, text, emptiness, nesting, broken characters: said here, the engine not asked
  const read = await readFileText(file, MAX_FILE_BYTES);
  if ("error" in read) return refuse(read);
  const engine = await app.whenEngine();
  const answer = await engine.carry_read(read.text);
  if (!answer.ok) return refuse(answer.error);
  showPreview(app, answer);
}

/** @param {string} message */
function showRefusal(message) {
  openSheet(t("carry_refused_title"), (body) => body.append(
    h("p", { role: "alert", testid: "carry-refusal", text: message }),
    h("p", { class: "muted", text: t("carry_refused_note") }),
    h("div", { class: "button-row" }, h("button", { testid: "carry-refusal-ok", onclick: closeSheet }, t("ok")))),
  { testid: "carry-refused" });
}

// The lines that say what a session holds (names are always text, never markup).
/** @param {TableFileSummary} s */
export function describeSummary(s) {
  // a game says its number ("Game 2"); a Hell session its kind and the game it is at
  const number = s.kind !== "tournament" ? s.game_number : null;
  /** @type {HTMLElement[]} */
  const lines = [h("p", { testid: "carry-kind" }, h("strong", {
    text: s.kind === "game" && number ? t("carry_game_n", { n: number }) : t(`carry_kind_${s.kind}`) }),
  number && s.kind !== "game" ? ` · ${t("carry_game_n", { n: number })}` : "")];
  if (s.format) lines.push(h("p", { text: t("carry_format", { format: t(`fmt_${s.format}`) }) }));
  if (s.players.length) {
    lines.push(h("p", { text: `${t("carry_turn", { n: s.turn })} · ${resultText(s)}` }),
      h("ul", { class: "carry-players", testid: "carry-players" },
        s.players.map((p) => h("li", { text: t("carry_life", { name: p.name, life: p.life }) }))));
  }
  if (s.tournament) {
    lines.push(h("p", { testid: "carry-tournament", text: [t("carry_round", { n: s.tournament.round }),
      `${t("carry_players")}: ${s.tournament.players.join(", ")}`,
      s.tournament.leader ? t("carry_leader", { name: s.tournament.leader }) : ""].filter(Boolean).join(" · ") }));
  }
  if (s.pool_name) lines.push(h("p", { testid: "carry-pool", text: t("carry_pool", { name: s.pool_name, count: s.pool_cards }) }));
  lines.push(h("p", { class: "muted", text: t("carry_actions", { count: s.actions }) }));
  return lines;
}

/** @param {TableFileSummary} s */
export function resultText(s) {
  if (!s.over) return t("carry_result_unfinished");
  const winner = s.winner === null ? undefined : s.players[s.winner];      // a seat (null: a draw)
  return winner ? t("carry_result_won", { name: winner.name }) : t("carry_result_draw");
}

/** @param {App} app @param {CarryReadAccepted} answer */
function showPreview(app, answer) {
  const s = answer.summary;
  openSheet(t("carry_preview_title"), (body) => body.append(
    ...describeSummary(s),
    h("p", { class: "muted", testid: "carry-saved", text: t("carry_saved", { when: when(s.saved_at), release: s.app_release }) }),
    h("p", { testid: "carry-open-note", text: hasSession(app) ? putAway(app.port.state()) : t("carry_open_note_empty") }),
    h("div", { class: "button-row" },
      h("button", { class: "primary", testid: "carry-open-confirm", onclick: (/** @type {MouseEvent} */ e) => {
        /** @type {HTMLButtonElement} */ (e.target).disabled = true; adopt(app, answer); } },
        t("carry_open_it")),
      h("button", { testid: "carry-open-cancel", onclick: closeSheet }, t("cancel")))),
  { testid: "carry-preview" });
}

// What opening the file puts away, named (a tournament, a match, a draft as well as the game),
// and the way back: "this phone's current game" hid a tournament running on it.
/** @param {import("../types/state").TableState | null} state */
function putAway(state) {
  if (!state) return t("carry_open_note");
  const list = new Intl.ListFormat(getLang() === "ru" ? "ru-RU" : "en-US", { type: "conjunction" });
  const f = state.session_features || {};
  const what = [
    state.players.length ? t("carry_away_game", { n: state.number ?? "", names: list.format(state.players.map((p) => p.name)) }) : null,
    f.tournament ? t("carry_away_tournament", { round: f.tournament.round, count: f.tournament.players.length }) : null,
    f.match ? t("carry_away_match", { a: f.match.a, b: f.match.b }) : null,
    f.draft ? t("carry_away_draft") : null,
    f.hell ? t("carry_away_hell") : null,
  ].filter((x) => x !== null);
  return what.length ? t("carry_open_away", { what: list.format(what) }) : t("carry_open_note");
}

// The phone holds a session of its own (logged actions), which opening a file archives first.
/** @param {App} app */
function hasSession(app) {
  return !!(app.controller && app.controller.logLength > 0);
}

/** @param {App} app @param {CarryReadAccepted} answer */
async function adopt(app, answer) {
  if (answer.pool) await keepPool(app, answer.pool).catch(() => {});
  if (!app.store) return toast(t("storage_unavailable"));
  app.page.taps.flushAll();
  await replaceSession(app.store.db, { header: { started: answer.started, rules: answer.rules }, actions: answer.records },
    "replaced by a file");
  const said = hasSession(app) ? "1" : "fresh";
  try { sessionStorage.setItem("tk-carry-opened", said); } catch (_) { /* said or not, it is opened */ }
  location.reload();
}

// The Hell pool that came along is kept with the phone's pools (once).
/** @param {App} app @param {CarriedPool} pool */
async function keepPool(app, pool) {
  const engine = await app.whenEngine();
  const imported = await engine.import_pool(JSON.stringify(pool.cards), "");
  if (!imported.ok || !imported.pool.cards.length) return;
  if (await findSamePool(pool.name, imported.pool)) return;
  await savePool({ name: pool.name, source: "table file", importedAt: Date.now(), summary: imported.summary, pool: imported.pool });
}

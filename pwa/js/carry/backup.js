// The whole-phone backup: one file with everything the app keeps (the current session, past
// games, card pools, recent players, settings). Restoring merges it with what the phone has:
// sessions and pools not here are added, a current session here is never replaced (the
// backup's goes to Past games then), recent players are joined, and a setting is taken only
// where this phone has none. The engine seals the file with a checksum and checks it whole on
// restore (engine/backup_file.py: the table file's rule); every session in it is replayed by
// the engine before anything is written; a file that fails any check changes nothing.

import { h } from "../kit/dom.js";
import { addStrings, errorTexts, getLang, t } from "../kit/i18n.js";
import { closeSheet, openSheet, toast } from "../kit/sheet.js";
import { findSamePool, getPool, listPools, savePool } from "../hell/pool-store.js";
import { mergeBackup, readForBackup } from "./session-store.js";
import { readFileText } from "./file-check.js";
import { mayShowWhatIsHidden } from "./hidden-warning.js";
import { MAX_FILE_BYTES, handOver, stamp } from "./send-open.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("./types").CarriedSession} CarriedSession */
/** @typedef {import("./types").ArchivedSession} ArchivedSession */
/** @typedef {import("./types").GameBackup} GameBackup */
/** @typedef {Parameters<typeof savePool>[0]} PoolEntry */
// A recent player as the start screen keeps them (tk-recent-players): only the name is read here.
/** @typedef {{ name: string }} RecentPlayer */
/** @typedef {{ game: GameBackup, pools: PoolEntry[], recent: RecentPlayer[], settings: Record<string, unknown> }} BackupContent */

const SETTINGS = ["tk-lang", "tk-settle-ms", "tk-turn-timer", "tk-draft-auto"];
const RECENT_KEY = "tk-recent-players";
const MAX_BACKUP_BYTES = 4 * MAX_FILE_BYTES;           // engine/backup_file.py's MAX_BACKUP_BYTES

addStrings({
  en: {
    backup_saved: "The backup file is saved.",
    backup_restored: "Restored: {count#session} and {pools#pool} added.",
    backup_restored_sessions: "Restored: {count#session} added; its card pools were already on this phone.",
    backup_restored_sessions_only: "Restored: {count#session} added.",
    backup_restored_pools: "Restored: {pools#pool} added; its sessions were already on this phone.",
    backup_restored_nothing: "Nothing to add: everything in the backup is already on this phone.",
    backup_checking: "Checking the backup…",
    backup_bad_session: "Session {n} in the backup cannot be replayed.",
    backup_too_large: "The file is too large to be a backup of this app (over 80 MB).",
    backup_bad_setting: "The backup holds a setting this app does not have.",
    backup_bad_lang: "The backup's language is not one the app speaks (English or Russian).",
    backup_bad_settle: "The backup's settle time for life taps is not one the settings offer (0 to 5 seconds).",
    backup_bad_turn_timer: "The backup's turn timer setting is neither on nor off.",
    backup_bad_draft_auto: "The backup's setting \"Pass when time is up\" of the draft is neither on nor off.",
    backup_bad_recent: "The backup's recent players are not what the start screen keeps (at most 12, each with a name and a seat colour).",
    noun_pool_one: "card pool", noun_pool_other: "card pools",
  },
  ru: {
    backup_saved: "Резервная копия сохранена.",
    // "Добавлено: 1 сессия" (after a colon the count needs no verb to agree with it)
    backup_restored: "Восстановлено. Добавлено: {count#session} и {pools#pool}.",
    backup_restored_sessions: "Восстановлено. Добавлено: {count#session}; пулы карт из копии уже были на этом телефоне.",
    backup_restored_sessions_only: "Восстановлено. Добавлено: {count#session}.",
    backup_restored_pools: "Восстановлено. Добавлено: {pools#pool}; сессии из копии уже были на этом телефоне.",
    backup_restored_nothing: "Добавлять нечего: всё из резервной копии уже есть на этом телефоне.",
    backup_checking: "Проверяем резервную копию…",
    backup_bad_session: "Сессию {n} из резервной копии нельзя воспроизвести.",
    backup_too_large: "Файл слишком большой для резервной копии этого приложения (больше 80 МБ).",
    backup_bad_setting: "В резервной копии есть настройка, которой нет в этом приложении.",
    backup_bad_lang: "Язык в резервной копии — не из тех, на которых говорит приложение (английский или русский).",
    backup_bad_settle: "Время группировки нажатий в резервной копии не из тех, что предлагают настройки (от 0 до 5 секунд).",
    backup_bad_turn_timer: "Таймер хода в резервной копии не включён и не выключен: такого значения нет в настройках.",
    backup_bad_draft_auto: "Настройка драфта «Передавать, когда время вышло» в резервной копии не включена и не выключена.",
    backup_bad_recent: "Недавние игроки в резервной копии — не то, что хранит экран новой партии (не больше 12, у каждого имя и цвет места).",
    noun_pool_one: "пул карт", noun_pool_few: "пула карт", noun_pool_many: "пулов карт", noun_pool_other: "пула карт",
  },
});

/** @param {string} key */
function readSetting(key) {
  try { return localStorage.getItem(key); } catch (_) { return null; }
}

/** @param {App} app */
export async function sendBackup(app) {
  const game = app.store ? await readForBackup(app.store.db) : { current: null, archive: [] };
  /** @type {Omit<PoolEntry, "id">[]} */
  let pools = [];
  try {
    pools = (await Promise.all((await listPools()).map((p) => getPool(p.id)))).filter((e) => !!e)
      .map(({ id, ...entry }) => entry);
  } catch (_) { /* no pools database */ }
  /** @type {unknown} */
  let recent = [];
  try { recent = JSON.parse(readSetting(RECENT_KEY) || "[]"); } catch (_) { /* none */ }
  const settings = Object.fromEntries(SETTINGS.map((k) => [k, readSetting(k)]).filter(([, v]) => v !== null));
  const engine = await app.whenEngine();
  if (game.current && !(await mayShowWhatIsHidden(engine))) return;      // the current session's secrets
  const sealed = await engine.backup_write(JSON.stringify({ game, pools, recent, settings }), new Date().toISOString());
  if (!sealed.ok) return toast(errorTexts()[getLang()].table_file_invalid, "error");
  const text = sealed.text;
  if (await handOver(`table-keeper-backup-${stamp()}.json`, text, t("carry_backup"))) toast(t("backup_saved"), "info");
}

/** @param {App} app */
export function chooseBackup(app) {
  const input = h("input", { type: "file", accept: ".json,application/json", testid: "backup-file-input",
    style: { display: "none" }, onchange: () => {
      const file = input.files && input.files[0];
      input.remove();
      if (file) restoreBackup(app, file);
    } });
  document.body.append(input);
  input.click();
}

class Refused extends Error {
  /** @param {string} code @param {string | null} [text] */
  constructor(code, text = null) { super(code); this.code = code; this.text = text; }
}

/** @param {unknown} x @returns {x is Record<string, unknown>} */
const isObject = (x) => !!x && typeof x === "object" && !Array.isArray(x);
/** @param {unknown} s @returns {s is CarriedSession} */
const isSession = (s) => isObject(s) && Array.isArray(s.actions) && s.actions.every(isObject) && (s.header == null || isObject(s.header));
/** @param {unknown} e @returns {e is ArchivedSession} */
const isArchived = (e) => isObject(e) && Array.isArray(e.records) && e.records.every((r) => isObject(r) && isObject(r.action));
/** @param {unknown} p @returns {p is RecentPlayer} */
const isRecent = (p) => isObject(p) && typeof p.name === "string";

// The backup's content, checked, or Refused.
/** @param {App} app @param {File} file @returns {Promise<BackupContent>} */
async function check(app, file) {
  // size, text, emptiness, nesting, broken characters: said here, the engine not asked
  const chosen = await readFileText(file, MAX_BACKUP_BYTES);
  if ("error" in chosen) throw new Refused(chosen.error, chosen.error === "table_file_too_large" ? t("backup_too_large") : null);
  const engine = await app.whenEngine();
  // JSON, format, version, checksum, settings, names, every session replayed: the engine's
  // one rule (engine/backup_file.py)
  const read = await engine.backup_read(chosen.text);
  if (!read.ok) throw new Refused(read.error.error, backupRefusal(read.error));
  const data = /** @type {Record<string, unknown>} */ (read.backup);   // its parts checked below
  const { game, pools: poolsIn } = data;
  const recentIn = data.recent || [];
  const settings = data.settings || {};
  if (!isObject(game) || !(game.current === null || isSession(game.current)) || !Array.isArray(game.archive)
    || !game.archive.every(isArchived) || !Array.isArray(poolsIn) || !Array.isArray(recentIn)
    || !isObject(settings)) throw new Refused("table_file_invalid");
  /** @type {GameBackup} */
  const backup = { current: game.current, archive: game.archive };
  /** @type {PoolEntry[]} */
  const pools = [];
  for (const entry of /** @type {unknown[]} */ (poolsIn)) {
    if (!isObject(entry) || typeof entry.name !== "string" || !isObject(entry.pool)) throw new Refused("table_file_invalid");
    const imported = await engine.import_pool(JSON.stringify(entry.pool), "");
    if (!imported.ok) throw new Refused("table_file_invalid");
    const { source, importedAt } = entry;      // (a file's: taken when they are what the app writes)
    pools.push({ name: entry.name, source: typeof source === "string" && source ? source : "backup",
      importedAt: typeof importedAt === "number" && importedAt ? importedAt : Date.now(),
      summary: imported.summary, pool: imported.pool });
  }
  return { game: backup, pools, recent: /** @type {unknown[]} */ (recentIn).filter(isRecent), settings };
}

// The words of the engine's refusal where a backup's are more exact than a table file's.
/** @param {import("../types/state").EngineError} error @returns {string | null} */
function backupRefusal(error) {
  const details = error.details || {};
  if (error.error === "table_file_too_large") return t("backup_too_large");
  if (error.error === "table_file_bad_setting") {
    const which = BAD_SETTING[String(details.setting)];
    return which ? t(which) : t("backup_bad_setting");
  }
  // a session that breaks a rule or is not of a log's shape: which one (a newer one says "update")
  if (typeof details.session === "number" && ["table_file_bad_action", "table_file_invalid"].includes(error.error)) {
    return t("backup_bad_session", { n: details.session });
  }
  return null;
}

// A setting the engine refused (its localStorage key) and the sentence that says which.
/** @type {Record<string, string>} */
const BAD_SETTING = {
  "tk-lang": "backup_bad_lang", "tk-settle-ms": "backup_bad_settle", "tk-turn-timer": "backup_bad_turn_timer",
  "tk-draft-auto": "backup_bad_draft_auto", "tk-recent-players": "backup_bad_recent",
};

/** @param {App} app @param {File} file */
export async function restoreBackup(app, file) {
  openSheet(t("carry_restore"), (body) => body.append(h("p", { class: "muted", text: t("backup_checking") })), { testid: "backup-sheet" });
  let content;
  try {
    content = await check(app, file);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const texts = errorTexts()[getLang()];
    return openSheet(t("carry_refused_title"), (body) => body.append(
      h("p", { role: "alert", testid: "carry-refusal", text: error.text || texts[error.code] }),
      h("p", { class: "muted", text: t("carry_refused_note") }),
      h("div", { class: "button-row" }, h("button", { testid: "carry-refusal-ok", onclick: closeSheet }, t("ok")))),
    { testid: "carry-refused" });
  }
  const sessions = app.store ? await mergeBackup(app.store.db, content.game) : 0;
  let pools = 0;
  for (const entry of content.pools) {
    if (!(await findSamePool(entry.name, entry.pool))) { await savePool(entry); pools++; }
  }
  mergeRecent(content.recent);
  for (const [key, value] of Object.entries(content.settings)) {
    if (SETTINGS.includes(key) && typeof value === "string" && readSetting(key) === null) {
      try { localStorage.setItem(key, value); } catch (_) { /* not kept */ }
    }
  }
  // what was added, never "0 card pools added", nor pools the backup never held
  const said = sessions && pools ? "backup_restored"
    : sessions ? (content.pools.length ? "backup_restored_sessions" : "backup_restored_sessions_only")
      : pools ? "backup_restored_pools" : "backup_restored_nothing";
  try { sessionStorage.setItem("tk-carry-restored", t(said, { count: sessions, pools })); } catch (_) { /* not said */ }
  location.reload();
}

/** @param {RecentPlayer[]} players */
function mergeRecent(players) {
  /** @type {{ name: unknown }[]} */
  let here = [];
  try { here = JSON.parse(readSetting(RECENT_KEY) || "[]"); } catch (_) { here = []; }
  const seen = new Set(here.map((p) => String(p.name).toLocaleLowerCase()));
  const joined = [...here, ...players.filter((p) => !seen.has(p.name.toLocaleLowerCase()))].slice(0, 12);
  try { localStorage.setItem(RECENT_KEY, JSON.stringify(joined)); } catch (_) { /* not kept */ }
}

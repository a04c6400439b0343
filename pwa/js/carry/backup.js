// The whole-phone backup: one file with everything the app keeps (the current session, past
// games, card pools, recent players, settings). Restoring merges it with what the phone has:
// sessions and pools not here are added, a current session here is never replaced (the
// backup's goes to Past games then), recent players are joined, and a setting is taken only
// where this phone has none. Every session in the file is replayed by the engine before
// anything is written; a file that fails any check changes nothing.

import { download, h } from "../dom.js";
import { addStrings, errorTexts, getLang, t } from "../i18n.js";
import { closeSheet, openSheet, toast } from "../views/sheet.js";
import { findSamePool, getPool, listPools, savePool } from "../features/pools-store.js";
import { mergeBackup, readForBackup } from "./session-store.js";
import { MAX_FILE_BYTES, handOver, stamp } from "./send-open.js";

export const BACKUP_FORMAT = "table-keeper-backup";
export const BACKUP_VERSION = 1;
const SETTINGS = ["tk-lang", "tk-settle-ms", "tk-turn-timer", "tk-draft-auto"];
const RECENT_KEY = "tk-recent-players";
const MAX_BACKUP_BYTES = 4 * MAX_FILE_BYTES;

addStrings({
  en: {
    backup_saved: "The backup file is saved.",
    backup_restored: "Restored: {count#session} and {pools#pool} added.",
    backup_checking: "Checking the backup…",
    backup_bad_session: "Session {n} in the backup cannot be replayed.",
    noun_pool_one: "card pool", noun_pool_other: "card pools",
  },
  ru: {
    backup_saved: "Резервная копия сохранена.",
    backup_restored: "Восстановлено: добавлено {count#session} и {pools#pool}.",
    backup_checking: "Проверяем резервную копию…",
    backup_bad_session: "Сессию {n} из резервной копии нельзя воспроизвести.",
    noun_pool_one: "пул карт", noun_pool_few: "пула карт", noun_pool_many: "пулов карт", noun_pool_other: "пула карт",
  },
});

function readSetting(key) {
  try { return localStorage.getItem(key); } catch (_) { return null; }
}

export async function sendBackup(app) {
  const game = app.store ? await readForBackup(app.store.db) : { current: null, archive: [] };
  let pools = [];
  try {
    pools = (await Promise.all((await listPools()).map((p) => getPool(p.id)))).filter(Boolean)
      .map(({ id, ...entry }) => entry);
  } catch (_) { /* no pools database */ }
  let recent = [];
  try { recent = JSON.parse(readSetting(RECENT_KEY) || "[]"); } catch (_) { /* none */ }
  const settings = Object.fromEntries(SETTINGS.map((k) => [k, readSetting(k)]).filter(([, v]) => v !== null));
  const text = JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, saved_at: new Date().toISOString(),
    game, pools, recent, settings });
  if (await handOver(`table-keeper-backup-${stamp()}.json`, text, t("carry_backup"))) toast(t("backup_saved"), "info");
}

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
  constructor(code, text = null) { super(code); this.code = code; this.text = text; }
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    const ended = /end of (JSON )?(input|data)|Unterminated/i.test(String(error && error.message));
    throw new Refused(ended ? "table_file_truncated" : "table_file_corrupt");
  }
}

const isObject = (x) => x && typeof x === "object" && !Array.isArray(x);
const isSession = (s) => isObject(s) && Array.isArray(s.actions) && s.actions.every(isObject) && (s.header == null || isObject(s.header));
const isArchived = (e) => isObject(e) && Array.isArray(e.records) && e.records.every((r) => isObject(r) && isObject(r.action));

// The backup's content, checked, or Refused.
async function check(app, file) {
  if (file.size > MAX_BACKUP_BYTES) throw new Refused("table_file_too_large");
  let text;
  try { text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()); } catch (_) { throw new Refused("table_file_corrupt"); }
  if (!text.trim()) throw new Refused("table_file_truncated");
  const data = parse(text);
  if (!isObject(data) || data.format !== BACKUP_FORMAT) throw new Refused("table_file_other_app");
  if (!Number.isInteger(data.version) || data.version < 1) throw new Refused("table_file_invalid");
  if (data.version > BACKUP_VERSION) throw new Refused("table_file_newer");
  const game = data.game;
  if (!isObject(game) || !(game.current === null || isSession(game.current)) || !Array.isArray(game.archive)
    || !game.archive.every(isArchived) || !Array.isArray(data.pools) || !Array.isArray(data.recent || [])
    || !isObject(data.settings || {})) throw new Refused("table_file_invalid");
  const engine = await app.whenEngine();
  const sessions = [...(game.current ? [game.current] : []),
    ...game.archive.map((e) => ({ header: e.header, actions: e.records.map((r) => r.action) }))];
  for (const [i, s] of sessions.entries()) {
    const rules = s.header && Number.isInteger(s.header.rules) ? s.header.rules : 1;
    if (s.header && Number.isInteger(s.header.version) && s.header.version > 1) throw new Refused("table_file_newer");
    if (JSON.parse(await engine.summarize_log(JSON.stringify(s.actions), rules)) === null) {
      throw new Refused("table_file_bad_action", t("backup_bad_session", { n: i + 1 }));
    }
  }
  const pools = [];
  for (const entry of data.pools) {
    if (!isObject(entry) || typeof entry.name !== "string" || !isObject(entry.pool)) throw new Refused("table_file_invalid");
    const imported = JSON.parse(await engine.import_pool(JSON.stringify(entry.pool), ""));
    if (!imported.ok) throw new Refused("table_file_invalid");
    pools.push({ name: entry.name, source: entry.source || "backup", importedAt: entry.importedAt || Date.now(),
      summary: imported.summary, pool: imported.pool });
  }
  return { game, pools, recent: (data.recent || []).filter((p) => isObject(p) && typeof p.name === "string"), settings: data.settings || {} };
}

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
  try { sessionStorage.setItem("tk-carry-restored", t("backup_restored", { count: sessions, pools })); } catch (_) { /* not said */ }
  location.reload();
}

function mergeRecent(players) {
  let here = [];
  try { here = JSON.parse(readSetting(RECENT_KEY) || "[]"); } catch (_) { here = []; }
  const seen = new Set(here.map((p) => String(p.name).toLocaleLowerCase()));
  const joined = [...here, ...players.filter((p) => !seen.has(p.name.toLocaleLowerCase()))].slice(0, 12);
  try { localStorage.setItem(RECENT_KEY, JSON.stringify(joined)); } catch (_) { /* not kept */ }
}

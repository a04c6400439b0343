// Whether a stored game can be used as it is: its log's records, the rules reading it was
// played under, and the journal of what the last page showed but had not logged yet. Each
// check returns the reason it cannot, in the player's language, or null.

import { t } from "../kit/i18n.js";
import { JOURNAL_FORMAT, LOG_VERSION } from "./store.js";

/** @typedef {import("./types").LogHeader} LogHeader */
/** @typedef {import("./types").LogRecord} LogRecord */

// Stored records the app can replay: a header it knows and records in order.
/** @param {{ header: LogHeader | null | undefined, records: LogRecord[] }} stored @returns {string | null} */
export function checkStored({ header, records }) {
  if (header && header.version > LOG_VERSION) return t("newer_version", { version: header.version });
  for (let i = 0; i < records.length; i++) {
    if (!records[i] || records[i].seq !== i || typeof records[i].action !== "object") {
      return t("bad_record", { index: i + 1, message: t("damaged_record") });
    }
  }
  return null;
}

// The rules reading a stored log was played under (a log from before it was recorded: 1;
// no log yet: null, the engine's current reading).
/** @param {LogHeader | null | undefined} header @param {LogRecord[] | null | undefined} records @returns {number | null} */
export function rulesOf(header, records) {
  if (header && typeof header.rules === "number" && Number.isInteger(header.rules)) return header.rules;
  return records && records.length ? 1 : null;
}

// The actions a player's stepper groups into one change (table/table.js step()).
const STEPPED = new Set(["commander_damage", "adjust_counter"]);

// A journal this page can apply, or the reason it cannot (in the player's language).
/**
 * @param {import("./types").Journal | null | undefined} journal as read from the disk
 * @param {import("./types").Snapshot | null | undefined} snapshot
 * @returns {string | null}
 */
export function checkJournal(journal, snapshot) {
  const ok = journal && typeof journal === "object" && journal.format === JOURNAL_FORMAT && journal.version === 1
    && Array.isArray(journal.pending) && Array.isArray(journal.queue)
    && journal.pending.every((c) => c && Number.isInteger(c.seat) && c.seat >= 0 && Number.isInteger(c.delta)
      && (c.action === undefined || (c.action && STEPPED.has(c.action.type) && c.action.player === c.seat)))
    && journal.queue.every((a) => a && typeof a === "object" && typeof a.type === "string");
  if (!ok) return t("journal_damaged");
  const players = snapshot && snapshot.state ? snapshot.state.players.length : 0;
  // No snapshot yet: nothing is logged (a first Start tapped before the engine was up).
  const length = snapshot ? snapshot.length : 0;
  if (journal.base !== length || journal.pending.some((c) => c.seat >= players)) {
    return t("journal_mismatch");
  }
  return null;
}

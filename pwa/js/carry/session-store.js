// The game database's side of carrying a table: a session replaced by one from a file (the
// phone's own archived first, in the same transaction), the mark of a session handed to
// another phone, and the archive of past sessions (listed, reopened, deleted).
//
// Records and the header are as store.js writes them: "records" holds {seq, action, at},
// meta "log" the header {format, version, started, rules}; an archived session is
// {reason, header, records, archived, handed?} under an auto-increment key.

import { LOG_FORMAT, LOG_VERSION } from "../storage/store.js";
import { finished, promised } from "../storage/idb.js";
import { dropDrawn } from "../storage/drawn.js";

/** @typedef {import("./types").SessionHeader} SessionHeader */
/** @typedef {import("./types").LoggedAction} LoggedAction */
/** @typedef {import("./types").CarriedSession} CarriedSession */
/** @typedef {import("./types").StoredRecord} StoredRecord */
/** @typedef {import("./types").ArchivedSession} ArchivedSession */
/** @typedef {import("./types").ListedSession} ListedSession */
/** @typedef {import("./types").HandedMark} HandedMark */
/** @typedef {import("./types").GameBackup} GameBackup */

const HANDED = "handed";

// Within one readwrite transaction on records, meta and archive: the current session (with
// its handed-over mark) goes to the archive, and the session's stores are emptied.
/** @param {IDBTransaction} tx @param {string} reason */
async function archiveCurrent(tx, reason) {
  const records = await promised(tx.objectStore("records").getAll());
  const meta = tx.objectStore("meta");
  const header = await promised(meta.get("log"));
  const handed = await promised(meta.get(HANDED));
  if (records.length) {
    tx.objectStore("archive").add({ reason, header, records, archived: Date.now(), ...(handed ? { handed } : {}) });
  }
  tx.objectStore("records").clear();
  for (const key of ["log", "snapshot", "journal", HANDED]) meta.delete(key);
}

/** @param {IDBTransaction} tx @param {SessionHeader} header @param {LoggedAction[]} actions @param {number} at */
function writeSession(tx, header, actions, at) {
  const meta = tx.objectStore("meta");
  meta.put({ format: LOG_FORMAT, version: LOG_VERSION, started: header.started || at, rules: header.rules || 1 }, "log");
  const store = tx.objectStore("records");
  actions.forEach((action, seq) => { store.add({ seq, action, at }); });
}

// The phone's session archived, then this one made current: all of it, or nothing.
/** @param {IDBDatabase} db @param {{ header: SessionHeader, actions: LoggedAction[] }} session @param {string} reason */
export async function replaceSession(db, { header, actions }, reason) {
  dropDrawn();                 // (before any write: storage/drawn.js)
  const tx = db.transaction(["records", "meta", "archive"], "readwrite", { durability: "strict" });
  await archiveCurrent(tx, reason);
  writeSession(tx, header, actions, Date.now());
  await finished(tx);
}

// The archived sessions, newest first, each with its key.
/** @param {IDBDatabase} db @returns {Promise<ListedSession[]>} */
export async function listArchive(db) {
  const tx = db.transaction("archive", "readonly");
  const store = tx.objectStore("archive");
  const [keys, values] = /** @type {[IDBValidKey[], ArchivedSession[]]} */ (
    await Promise.all([promised(store.getAllKeys()), promised(store.getAll())]));
  return values.map((value, i) => ({ key: keys[i], ...value })).sort((a, b) => (b.archived || 0) - (a.archived || 0));
}

// An archived session becomes the current one; the current one is archived first.
/** @param {IDBDatabase} db @param {IDBValidKey} key */
export async function reopenArchived(db, key) {
  dropDrawn();                 // (before any write: storage/drawn.js)
  const tx = db.transaction(["records", "meta", "archive"], "readwrite", { durability: "strict" });
  const entry = /** @type {ArchivedSession | undefined} */ (await promised(tx.objectStore("archive").get(key)));
  if (!entry) { tx.abort(); throw new Error("gone"); }
  await archiveCurrent(tx, "reopened another");
  tx.objectStore("archive").delete(key);
  writeSession(tx, entry.header || {}, (entry.records || []).map((r) => r.action), Date.now());
  await finished(tx);
}

/** @param {IDBDatabase} db @param {IDBValidKey} key */
export async function deleteArchived(db, key) {
  const tx = db.transaction("archive", "readwrite", { durability: "strict" });
  tx.objectStore("archive").delete(key);
  await finished(tx);
}

// The current session was sent to another phone: said on this one until it goes on here.
/** @param {IDBDatabase} db @param {number} length */
export async function markHanded(db, length) {
  const tx = db.transaction("meta", "readwrite", { durability: "strict" });
  tx.objectStore("meta").put({ at: Date.now(), length }, HANDED);
  await finished(tx);
}

/** @param {IDBDatabase} db @returns {Promise<HandedMark | undefined>} */
export async function readHanded(db) {
  return promised(db.transaction("meta", "readonly").objectStore("meta").get(HANDED));
}

// Everything the game database holds that a backup carries: the session and the archive.
/** @param {IDBDatabase} db @returns {Promise<GameBackup>} */
export async function readForBackup(db) {
  const tx = db.transaction(["records", "meta", "archive"], "readonly");
  const [records, header, archive] = /** @type {[StoredRecord[], SessionHeader | undefined, ArchivedSession[]]} */ (await Promise.all([
    promised(tx.objectStore("records").getAll()),
    promised(tx.objectStore("meta").get("log")),
    promised(tx.objectStore("archive").getAll()),
  ]));
  return { current: records.length ? { header, actions: records.map((r) => r.action) } : null, archive };
}

// A backup's sessions merged in: its archive entries not already here are added; its current
// session becomes this phone's current one if this phone has none, else goes to the archive
// (unless it is the same session). Returns how many sessions were added.
/** @param {IDBDatabase} db @param {GameBackup} backup */
export async function mergeBackup(db, { current, archive }) {
  const tx = db.transaction(["records", "meta", "archive"], "readwrite", { durability: "strict" });
  const here = /** @type {ArchivedSession[]} */ (await promised(tx.objectStore("archive").getAll()));
  const records = /** @type {StoredRecord[]} */ (await promised(tx.objectStore("records").getAll()));
  /** @param {SessionHeader | null | undefined} header @param {LoggedAction[]} actions */
  const key = (header, actions) => JSON.stringify([header && header.started, actions.length, actions[0] || null]);
  const known = new Set(here.map((e) => key(e.header, (e.records || []).map((r) => r.action))));
  const hereHeader = /** @type {SessionHeader | undefined} */ (await promised(tx.objectStore("meta").get("log")));
  known.add(key(hereHeader, records.map((r) => r.action)));
  let added = 0;
  for (const entry of archive) {
    const actions = (entry.records || []).map((r) => r.action);
    if (known.has(key(entry.header, actions))) continue;
    known.add(key(entry.header, actions));
    tx.objectStore("archive").add({ ...entry, reason: entry.reason || "restored" });
    added++;
  }
  if (current && !known.has(key(current.header, current.actions))) {
    if (!records.length) writeSession(tx, current.header || {}, current.actions, Date.now());
    else {
      const at = Date.now();
      tx.objectStore("archive").add({ reason: "restored", header: current.header,
        records: current.actions.map((action, seq) => ({ seq, action, at })), archived: at });
    }
    added++;
  }
  await finished(tx);
  return added;
}

// The first thing a page does: open the game's database and read the last table, while the
// view's bundle is still being fetched and parsed.
//
// tools/build.py bundles startEarlyRead() into a small classic script and writes it inline
// into index.html's <head>, before the style sheet and the bundle (the page's policy allows
// it by its hash, and no other inline script). It runs as the document is parsed, some tens
// of milliseconds before the bundle has run; the view then finds the database open and the
// last table read (store.js takes both, once) and draws it at once. Measured on the bench's
// phone-sized page, warm and offline: the database was opened only once the bundle had run,
// at about 70 ms, and the table drawn at about 105 ms.
//
// The schema lives here, so that the early open and GameStore.open() create the same one.

export const DB_NAME = "table-keeper";
export const DB_VERSION = 1;

/** @typedef {import("./types").LastTable} LastTable */

/** @param {IDBDatabase} db */
export function upgrade(db) {
  if (!db.objectStoreNames.contains("records")) db.createObjectStore("records", { keyPath: "seq" });
  if (!db.objectStoreNames.contains("meta")) db.createObjectStore("meta");
  if (!db.objectStoreNames.contains("archive")) db.createObjectStore("archive", { autoIncrement: true });
  if (!db.objectStoreNames.contains("quarantine")) db.createObjectStore("quarantine", { autoIncrement: true });
}

// Rejects with the browser's error (a VersionError when a newer app upgraded the database).
/** @returns {Promise<IDBDatabase>} */
export function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// The snapshot of the last table and the journal of what it still had pending.
/** @param {IDBDatabase} db @returns {Promise<LastTable>} */
export function readLastTable(db) {
  return new Promise((resolve, reject) => {
    const meta = db.transaction("meta", "readonly").objectStore("meta");
    const snapshot = meta.get("snapshot");
    const journal = meta.get("journal");
    snapshot.onerror = () => reject(snapshot.error);
    journal.onerror = () => reject(journal.error);
    // requests in one transaction succeed in the order they were made
    journal.onsuccess = () => resolve({ snapshot: snapshot.result, journal: journal.result });
  });
}

/** @returns {Promise<LastTable> | null} the read started (null: none) */
export function startEarlyRead() {
  try {
    if (!("indexedDB" in globalThis) || !indexedDB) return null;     // the view says so
    const database = openDatabase();
    const lastTable = database.then(readLastTable);
    // awaited by the view; a failure is its to report (these only keep it from being an
    // unhandled rejection in the meantime)
    database.catch(() => {});
    lastTable.catch(() => {});
    globalThis.tkEarlyRead = { database, lastTable, painted: null };
    return lastTable;
  } catch (_) {
    // the view opens the database itself, and reports what fails then
    return null;
  }
}

// What the early read started, for the first caller only (a promise, or null): later callers
// open or read for themselves, so they never get a stale table.
/**
 * @template {keyof import("./types").EarlyRead} N
 * @param {N} name "database" or "lastTable"
 * @returns {import("./types").EarlyRead[N]}
 */
export function takeEarly(name) {
  const early = globalThis.tkEarlyRead;
  if (!early || !early[name]) return null;
  const promise = early[name];
  early[name] = null;
  return promise;
}

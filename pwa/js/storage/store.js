// The durable game log in IndexedDB.
//
// Every accepted action is one record {seq, action, at} in the "records" store, written in
// its own transaction together with a snapshot of the state (for the first paint at the
// next start). An action counts as done only once that transaction has completed.
//
// What the player has done but the log does not hold yet is in the journal (meta
// "journal"): life taps still being grouped (shown as pending) and actions waiting for the
// engine (made while Python starts). It is written at every tap, and rewritten in the same
// transaction that appends an action, so an action and the journal entry it came from are
// never both kept, and a killed page loses nothing it showed.
// Nothing is ever deleted silently: a finished session is moved to "archive", and data
// that cannot be read is moved to "quarantine" only after the player was offered a copy.

import { DB_NAME, openDatabase, readLastTable, takeEarly } from "./early-read.js";
import { finished, promised } from "./idb.js";

export const LOG_FORMAT = "table-keeper-log";
export const LOG_VERSION = 1;
export const JOURNAL_FORMAT = "table-keeper-journal";

/** @typedef {import("./types").Action} Action */
/** @typedef {import("./types").Journal} Journal */
/** @typedef {import("./types").LogHeader} LogHeader */
/** @typedef {import("./types").LogRecord} LogRecord */
/** @typedef {import("./types").Snapshot} Snapshot */

// Ask the browser to commit now instead of after the requests' callbacks have run: the
// commit then leaves the page with the data, and a renderer killed an instant later cannot
// hold it back.
/** @param {IDBTransaction} tx */
function commitNow(tx) {
  if (typeof tx.commit === "function") tx.commit();
}

// A test may stop the storage layer at a named point (tests/browser kill the page there).
/** @param {string} point */
async function checkpoint(point) {
  if (globalThis.tkStorageHook) await globalThis.tkStorageHook(point);
}

/** @param {IDBObjectStore} meta @param {Journal | null} journal */
function putJournal(meta, journal) {
  if (journal && (journal.pending.length || journal.queue.length)) meta.put(journal, "journal");
  else meta.delete("journal");
}

export class StorageUnavailable extends Error {}

// The database was upgraded by a newer version of the app: this one must not touch it.
export class NewerDatabase extends Error {}

export class GameStore {
  /** @param {IDBDatabase} db */
  constructor(db) {
    this.db = db;
  }

  /** @returns {Promise<GameStore>} */
  static async open() {
    if (!("indexedDB" in globalThis) || !indexedDB) {
      throw new StorageUnavailable("IndexedDB is not available");
    }
    let db;
    try {
      db = await (takeEarly("database") || openDatabase());     // opened as the page opened, if it could
    } catch (error) {
      const failure = /** @type {DOMException | null} */ (error);     // the browser's, or null
      if (failure && failure.name === "VersionError") throw new NewerDatabase(failure.message);
      throw new StorageUnavailable(String(failure && failure.message || failure));
    }
    return new GameStore(db);
  }

  // Everything in the database, whatever its version, read-only: for the player to download
  // when this version of the app cannot use it.
  /** @returns {Promise<{ database: string, version: number, [store: string]: unknown }>} */
  static async readAll() {
    const db = await promised(indexedDB.open(DB_NAME));
    db.onversionchange = () => db.close();
    try {
      const names = [...db.objectStoreNames];
      const tx = db.transaction(names, "readonly");
      const values = await Promise.all(names.map((name) => promised(tx.objectStore(name).getAll())));
      return { database: DB_NAME, version: db.version, ...Object.fromEntries(names.map((name, i) => [name, values[i]])) };
    } finally {
      db.close();
    }
  }

  // The stored session: {header, records, snapshot, journal}; the caller checks them.
  /** @returns {Promise<import("./types").StoredSession>} */
  async load() {
    const tx = this.db.transaction(["records", "meta"], "readonly");
    const records = promised(tx.objectStore("records").getAll());
    const meta = tx.objectStore("meta");
    const header = promised(meta.get("log"));
    const snapshot = promised(meta.get("snapshot"));
    const journal = promised(meta.get("journal"));
    return { records: await records, header: await header, snapshot: await snapshot, journal: await journal };
  }

  // The snapshot and the journal: cheap, for painting the last table, with what was still
  // pending on it, before the engine is up.
  /** @returns {Promise<import("./types").LastTable>} */
  async loadSnapshot() {
    return takeEarly("lastTable") || readLastTable(this.db);       // the first call: read as the page opened
  }

  // Write what is not in the log yet; resolves once it is on disk.
  /** @param {Journal | null} journal nothing pending (null, or empty): the journal is deleted */
  async writeJournal(journal) {
    const tx = this.db.transaction("meta", "readwrite", { durability: "strict" });
    putJournal(tx.objectStore("meta"), journal);
    commitNow(tx);
    await finished(tx);
    if (globalThis.tkStorageHook) await checkpoint("journal-written");
  }

  // Append one record, the new snapshot and the journal without that action, atomically;
  // resolves once it is on disk. journal() is asked at the moment the transaction is made:
  // transactions on the same stores complete in the order they are made, so what it says
  // then is what the disk must hold after this one.
  /** @param {LogRecord} record @param {Snapshot} snapshot @param {() => Journal | null} [journal] */
  async append(record, snapshot, journal = () => null) {
    if (globalThis.tkStorageHook) await checkpoint("before-append");
    const tx = this.db.transaction(["records", "meta"], "readwrite", { durability: "strict" });
    const meta = tx.objectStore("meta");
    if (record.seq === 0) {
      const rules = snapshot.state && snapshot.state.rules_reading || 1;     // the rules reading played under
      meta.put({ format: LOG_FORMAT, version: LOG_VERSION, started: record.at, rules }, "log");
    }
    tx.objectStore("records").add(record);
    meta.put(snapshot, "snapshot");
    const after = journal();
    if (after) putJournal(meta, after);
    commitNow(tx);
    await finished(tx);
    if (globalThis.tkStorageHook) await checkpoint("appended");
  }

  // A journal that cannot be used: kept in quarantine with the reason, then cleared.
  /** @param {string} raw the journal as text (rawJson) @param {string} reason */
  async quarantineJournal(raw, reason) {
    const tx = this.db.transaction(["meta", "quarantine"], "readwrite", { durability: "strict" });
    tx.objectStore("quarantine").add({ reason, raw, quarantined: Date.now() });
    tx.objectStore("meta").delete("journal");
    await finished(tx);
  }

  // Move the current session to the archive and start an empty one.
  /** @param {string} reason */
  // The mark of a session sent to another phone (meta "handed", carry/session-store.js) goes
  // with it to the archive: Past games says it, and the next session is not taken for it.
  async archiveAndClear(reason) {
    const { records, header } = await this.load();
    const tx = this.db.transaction(["records", "meta", "archive"], "readwrite", { durability: "strict" });
    const meta = tx.objectStore("meta");
    const handed = await promised(meta.get("handed"));
    if (records.length) tx.objectStore("archive").add({ reason, header, records, archived: Date.now(), ...(handed ? { handed } : {}) });
    tx.objectStore("records").clear();
    for (const key of ["log", "snapshot", "journal", "handed"]) meta.delete(key);
    await finished(tx);
  }

  // Unreadable data: keep every byte in quarantine, then clear the session.
  /** @param {string} raw the data as text (rawJson) @param {string} reason */
  async quarantineAndClear(raw, reason) {
    const tx = this.db.transaction(["records", "meta", "quarantine"], "readwrite", { durability: "strict" });
    tx.objectStore("quarantine").add({ reason, raw, quarantined: Date.now() });
    tx.objectStore("records").clear();
    for (const key of ["log", "snapshot", "journal", "handed"]) tx.objectStore("meta").delete(key);
    await finished(tx);
  }

  /** @returns {Promise<{ reason: string, header: LogHeader | undefined, records: LogRecord[], archived: number }[]>} */
  async archived() {
    const tx = this.db.transaction("archive", "readonly");
    return promised(tx.objectStore("archive").getAll());
  }
}

// Stored data as JSON text, whatever it holds: IndexedDB keeps values JSON cannot (a BigInt,
// an object that contains itself), and damaged data may hold them.
/** @param {unknown} value @returns {string} */
export function rawJson(value) {
  const seen = new WeakSet();
  return JSON.stringify(value, (key, x) => {
    if (typeof x === "bigint") return { bigint: String(x) };
    if (x && typeof x === "object") {
      if (seen.has(x)) return "[circular]";
      seen.add(x);
    }
    return x;
  }, 1);
}

// PyScript keeps a cache of Python packages in an IndexedDB of its own ("IDBMap/...") and
// does not start Python at all when that database cannot be opened (site data blocked, older
// private windows). The app installs no packages, so PyScript gets an empty map in memory
// and the game runs wherever the browser runs it, saved or not.
// (its requests and database are the few parts of IndexedDB's that PyScript's IDBMap uses)
/** @typedef {{ result?: unknown, onsuccess?: (event: { target: MemoryRequest }) => void }} MemoryRequest */
export function keepPyScriptCacheInMemory() {
  const memoryMap = () => {
    /** @type {Map<IDBValidKey, unknown>} */
    const data = new Map();
    /** @param {() => unknown} compute @returns {MemoryRequest} */
    const request = (compute) => {
      /** @type {MemoryRequest} */
      const req = {};
      queueMicrotask(() => {
        req.result = compute();
        if (req.onsuccess) req.onsuccess({ target: req });
      });
      return req;
    };
    const store = {
      count: () => request(() => data.size),
      clear: () => request(() => data.clear()),
      delete: (/** @type {IDBValidKey} */ key) => request(() => { data.delete(key); }),
      getKey: (/** @type {IDBValidKey} */ key) => request(() => (data.has(key) ? key : undefined)),
      getAllKeys: () => request(() => [...data.keys()]),
      get: (/** @type {IDBValidKey} */ key) => request(() => data.get(key)),
      put: (/** @type {unknown} */ value, /** @type {IDBValidKey} */ key) => request(() => { data.set(key, value); return key; }),
    };
    const db = { objectStoreNames: { length: 1 }, transaction: () => ({ objectStore: () => store }), close() {} };
    // what PyScript opens: read as an IDBOpenDBRequest, it uses only the parts above
    return /** @type {IDBOpenDBRequest} */ (/** @type {unknown} */ (request(() => db)));
  };
  const forPyScript = (/** @type {string} */ name) => String(name).startsWith("IDBMap/");
  if (globalThis.indexedDB && globalThis.IDBFactory) {
    const open = IDBFactory.prototype.open;
    /** @this {IDBFactory} @param {string} name @param {number} [version] */
    IDBFactory.prototype.open = function (name, version) {
      return forPyScript(name) ? memoryMap() : open.call(this, name, version);     // undefined: no version given
    };
  } else {
    try {
      Object.defineProperty(globalThis, "indexedDB", { configurable: true, value: { open(/** @type {string} */ name) {
        if (forPyScript(name)) return memoryMap();
        throw new StorageUnavailable("IndexedDB is not available");
      } } });
    } catch (_) { /* cannot be replaced here: Python will not start either */ }
  }
}

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
import { dropDrawn } from "./drawn.js";

export const LOG_FORMAT = "table-keeper-log";
export const LOG_VERSION = 1;
export const JOURNAL_FORMAT = "table-keeper-journal";

/** @typedef {import("./types").Action} Action */
/** @typedef {import("./types").Journal} Journal */
/** @typedef {import("./types").LogHeader} LogHeader */
/** @typedef {import("./types").LogRecord} LogRecord */
/** @typedef {import("./types").Snapshot} Snapshot */
/** @typedef {import("./types").Kept} Kept */
/** @typedef {import("./types").Reconnected} Reconnected */

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

// The database's connection was lost (the site's storage cleared or evicted, a newer app
// upgrading it in another tab) and could not be opened again: the cause is the browser's.
export class StorageLost extends Error {
  /** @param {"newer" | "unavailable"} why @param {unknown} cause */
  constructor(why, cause) {
    super(`storage lost: ${why}`);
    this.why = why;
    this.cause = cause;
  }
}

/** @param {unknown} error */
const nameOf = (error) => (error && typeof error === "object" && "name" in error ? String(error.name) : "");

export class GameStore {
  /** @param {IDBDatabase} db */
  constructor(db) {
    this.db = db;
    /** @type {false | "closed" | "deleted" | "newer"} why the connection was lost (false: it lives) */
    this.lost = false;
    /** @type {Promise<Reconnected> | null} */
    this.reopening = null;
    // What the database must hold, asked when it is opened again (the writing tab's
    // pipeline: controller.kept()); null: nothing to write back (a tab that follows another).
    /** @type {() => Kept | null} */
    this.keep = () => null;
    // Told of every reconnection, made or failed (boot.js says it to the player).
    /** @type {(news: Reconnected | StorageLost) => void} */
    this.onReconnect = () => {};
    /** @type {LogHeader | undefined} the header as last read or written (written back with the log) */
    this.header = undefined;
    this.watch(db);
  }

  // The browser closes the connection when the site's storage is cleared or evicted (the
  // "close" event), and asks for it when another page deletes or upgrades the database
  // ("versionchange": closed at once, so that no one waits on this tab). Either way the
  // database is opened again at once, and the game written back if it was lost.
  /** @param {IDBDatabase} db */
  watch(db) {
    db.onclose = () => this.lose("closed");
    db.onversionchange = (event) => {
      db.close();
      this.lose(event.newVersion === null ? "deleted" : "newer");
    };
  }

  /** @param {"closed" | "deleted" | "newer"} why */
  lose(why) {
    if (this.lost) return;
    this.lost = why;
    this.reconnect().catch(() => {});          // said through onReconnect
  }

  // Whether a failed request or transaction failed because the connection is gone: the
  // browser's InvalidStateError ("The database connection is closing"), or any failure once
  // the connection is seen closed (a transaction aborted by the close has an AbortError, an
  // UnknownError or no error at all, whichever the browser gives).
  /** @param {unknown} error */
  connectionGone(error) {
    if (this.lost || nameOf(error) === "InvalidStateError") return true;
    try {
      this.db.transaction("meta", "readonly");            // (no request: it ends by itself)
      return false;
    } catch (probe) {
      return nameOf(probe) === "InvalidStateError";
    }
  }

  // Open the database again, then make it hold what keep() says the game is, in one
  // transaction made before any other on the new connection: the whole log, when the
  // database was deleted. Once per loss, whoever asks. Rejects with StorageLost.
  /** @returns {Promise<Reconnected>} */
  reconnect() {
    if (!this.lost) this.lost = "closed";
    if (!this.reopening) {
      const reopening = this.reopen();
      this.reopening = reopening;
      reopening.then((news) => this.onReconnect(news), (error) => this.onReconnect(error));
      reopening.finally(() => { if (this.reopening === reopening) this.reopening = null; }).catch(() => {});
    }
    return this.reopening;
  }

  /** @returns {Promise<Reconnected>} */
  async reopen() {
    const why = this.lost;
    try { this.db.close(); } catch (_) { /* closed already */ }
    let db;
    try {
      db = await openDatabase();
    } catch (error) {
      throw new StorageLost(why === "newer" || nameOf(error) === "VersionError" ? "newer" : "unavailable", error);
    }
    this.db = db;
    this.watch(db);
    let written;
    try {
      written = await this.writeBack(this.keep());
    } catch (error) {
      throw new StorageLost(nameOf(error) === "VersionError" ? "newer" : "unavailable", error);
    }
    this.lost = false;
    return { why: /** @type {"closed" | "deleted" | "newer"} */ (why), ...written };
  }

  // The log, the snapshot and the journal as the game stands, unless the database holds the
  // log already (its records as many as the game's: a connection closed, its data kept).
  /** @param {Kept | null} kept @returns {Promise<{ emptied: boolean, length: number }>} */
  async writeBack(kept) {
    dropDrawn();               // (before any write: drawn.js)
    const tx = this.db.transaction(["records", "meta"], "readwrite", { durability: "strict" });
    const records = tx.objectStore("records");
    const meta = tx.objectStore("meta");
    const count = await promised(records.count());
    if (!kept || count === kept.records.length) {           // the log is there: what is pending
      if (kept) putJournal(meta, kept.journal);
      commitNow(tx);
      await finished(tx);
      return { emptied: false, length: count };
    }
    records.clear();
    for (const record of kept.records) records.put(record);
    const first = kept.records[0];
    const rules = kept.snapshot && kept.snapshot.state && kept.snapshot.state.rules_reading || 1;
    if (first) meta.put(this.header || { format: LOG_FORMAT, version: LOG_VERSION, started: first.at, rules }, "log");
    if (kept.snapshot) meta.put(kept.snapshot, "snapshot");
    putJournal(meta, kept.journal);
    commitNow(tx);
    await finished(tx);
    return { emptied: count < kept.records.length, length: kept.records.length };
  }

  // A transaction on the connection, opened again first if it was lost.
  /** @param {string | string[]} names @param {IDBTransactionMode} mode @returns {Promise<IDBTransaction>} */
  async transaction(names, mode) {
    if (this.lost || this.reopening) await this.reconnect();
    return this.made(names, mode) || this.madeAgain(names, mode);
  }

  // A transaction on the live connection, made at once; null when the connection turns out
  // to be closing (the browser's InvalidStateError: it is opened again).
  /** @param {string | string[]} names @param {IDBTransactionMode} mode @returns {IDBTransaction | null} */
  made(names, mode) {
    if (mode === "readwrite") dropDrawn();          // (before any write: drawn.js)
    try {
      return this.db.transaction(names, mode, { durability: "strict" });
    } catch (error) {
      if (nameOf(error) !== "InvalidStateError") throw error;
      this.lose("closed");
      return null;
    }
  }

  /** @param {string | string[]} names @param {IDBTransactionMode} mode @returns {Promise<IDBTransaction>} */
  async madeAgain(names, mode) {
    await this.reconnect();
    return this.db.transaction(names, mode, { durability: "strict" });
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

  // A write of its own transaction, made at once (fill puts the requests in as it is made)
  // while the connection lives; resolves once it is on disk.
  /** @param {string[]} names @param {(tx: IDBTransaction) => void} fill */
  async write(names, fill) {
    if (this.lost || this.reopening) await this.reconnect();
    const tx = this.made(names, "readwrite") || await this.madeAgain(names, "readwrite");
    fill(tx);
    commitNow(tx);
    await finished(tx);
  }

  // A write that failed because the connection went (not the disk): the database is opened
  // again and holds the game as keep() says it, which counts every write made so far. Any
  // other failure is the caller's.
  /** @param {unknown} error */
  async recoverFrom(error) {
    if (error instanceof StorageLost || !this.connectionGone(error)) throw error;
    this.lose("closed");
    await this.reconnect();
  }

  // The stored session: {header, records, snapshot, journal}; the caller checks them.
  /** @returns {Promise<import("./types").StoredSession>} */
  async load() {
    const tx = await this.transaction(["records", "meta"], "readonly");
    const records = promised(tx.objectStore("records").getAll());
    const meta = tx.objectStore("meta");
    const header = promised(meta.get("log"));
    const snapshot = promised(meta.get("snapshot"));
    const journal = promised(meta.get("journal"));
    const stored = { records: await records, header: await header, snapshot: await snapshot, journal: await journal };
    this.header = stored.header;
    return stored;
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
    try {
      // a transaction made while the connection went: the journal written back is newer
      await this.write(["meta"], (tx) => putJournal(tx.objectStore("meta"), journal));
    } catch (error) {
      await this.recoverFrom(error);
    }
    if (globalThis.tkStorageHook) await checkpoint("journal-written");
  }

  // Append one record, the new snapshot and the journal without that action, atomically;
  // resolves once it is on disk. journal() is asked at the moment the transaction is made:
  // transactions on the same stores complete in the order they are made, so what it says
  // then is what the disk must hold after this one. (The pipeline counts the record in the
  // game from that moment: keep() then holds it, and a connection lost under this
  // transaction writes it back.)
  /** @param {LogRecord} record @param {Snapshot} snapshot @param {() => Journal | null} [journal] */
  async append(record, snapshot, journal = () => null) {
    if (globalThis.tkStorageHook) await checkpoint("before-append");
    try {
      await this.write(["records", "meta"], (tx) => {
        const meta = tx.objectStore("meta");
        if (record.seq === 0) {
          const rules = snapshot.state && snapshot.state.rules_reading || 1;     // the rules reading played under
          this.header = { format: LOG_FORMAT, version: LOG_VERSION, started: record.at, rules };
          meta.put(this.header, "log");
        }
        tx.objectStore("records").add(record);
        meta.put(snapshot, "snapshot");
        const after = journal();
        if (after) putJournal(meta, after);
      });
    } catch (error) {
      await this.recoverFrom(error);
    }
    if (globalThis.tkStorageHook) await checkpoint("appended");
  }

  // A journal that cannot be used: kept in quarantine with the reason, then cleared.
  /** @param {string} raw the journal as text (rawJson) @param {string} reason */
  async quarantineJournal(raw, reason) {
    await this.write(["meta", "quarantine"], (tx) => {
      tx.objectStore("quarantine").add({ reason, raw, quarantined: Date.now() });
      tx.objectStore("meta").delete("journal");
    });
  }

  // Move the current session to the archive and start an empty one.
  /** @param {string} reason */
  // The mark of a session sent to another phone (meta "handed", carry/session-store.js) goes
  // with it to the archive: Past games says it, and the next session is not taken for it.
  async archiveAndClear(reason) {
    const { records, header } = await this.load();
    const tx = await this.transaction(["records", "meta", "archive"], "readwrite");
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
    await this.write(["records", "meta", "quarantine"], (tx) => {
      tx.objectStore("quarantine").add({ reason, raw, quarantined: Date.now() });
      tx.objectStore("records").clear();
      for (const key of ["log", "snapshot", "journal", "handed"]) tx.objectStore("meta").delete(key);
    });
  }

  /** @returns {Promise<{ reason: string, header: LogHeader | undefined, records: LogRecord[], archived: number }[]>} */
  async archived() {
    const tx = await this.transaction("archive", "readonly");
    return promised(tx.objectStore("archive").getAll());
  }
}

// Stored data as JSON text, whatever it holds: IndexedDB keeps values JSON cannot (a BigInt,
// an object that contains itself), and damaged data may hold them.
/** @param {unknown} value @returns {string} */
export function rawJson(value) {
  const seen = new WeakSet();
  return JSON.stringify(value, (_key, x) => {
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

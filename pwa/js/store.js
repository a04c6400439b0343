// The durable game log in IndexedDB.
//
// Every accepted action is one record {seq, action, at} in the "records" store, written in
// its own transaction together with a snapshot of the state (for the first paint at the
// next start). An action counts as done only once that transaction has completed.
// Nothing is ever deleted silently: a finished session is moved to "archive", and data
// that cannot be read is moved to "quarantine" only after the player was offered a copy.

export const LOG_FORMAT = "table-keeper-log";
export const LOG_VERSION = 1;
const DB_NAME = "table-keeper";
const DB_VERSION = 1;

function promised(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error || new Error("transaction failed"));
    tx.onabort = () => reject(tx.error || new Error("transaction aborted"));
  });
}

export class StorageUnavailable extends Error {}

export class GameStore {
  constructor(db) {
    this.db = db;
  }

  static async open() {
    if (!("indexedDB" in globalThis) || !indexedDB) {
      throw new StorageUnavailable("IndexedDB is not available");
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains("records")) db.createObjectStore("records", { keyPath: "seq" });
      if (!db.objectStoreNames.contains("meta")) db.createObjectStore("meta");
      if (!db.objectStoreNames.contains("archive")) db.createObjectStore("archive", { autoIncrement: true });
      if (!db.objectStoreNames.contains("quarantine")) db.createObjectStore("quarantine", { autoIncrement: true });
    };
    let db;
    try {
      db = await promised(request);
    } catch (error) {
      throw new StorageUnavailable(String(error && error.message || error));
    }
    return new GameStore(db);
  }

  // The stored session: {header, records, snapshot}; the caller checks the header.
  async load() {
    const tx = this.db.transaction(["records", "meta"], "readonly");
    const records = promised(tx.objectStore("records").getAll());
    const header = promised(tx.objectStore("meta").get("log"));
    const snapshot = promised(tx.objectStore("meta").get("snapshot"));
    return { records: await records, header: await header, snapshot: await snapshot };
  }

  // Only the snapshot: cheap, for painting the last table before the engine is up.
  async loadSnapshot() {
    const tx = this.db.transaction("meta", "readonly");
    return promised(tx.objectStore("meta").get("snapshot"));
  }

  // Append one record and the new snapshot atomically; resolves once it is on disk.
  async append(record, snapshot) {
    const tx = this.db.transaction(["records", "meta"], "readwrite", { durability: "strict" });
    const meta = tx.objectStore("meta");
    if (record.seq === 0) meta.put({ format: LOG_FORMAT, version: LOG_VERSION, started: record.at }, "log");
    tx.objectStore("records").add(record);
    meta.put(snapshot, "snapshot");
    await finished(tx);
  }

  // Move the current session to the archive and start an empty one.
  async archiveAndClear(reason) {
    const { records, header } = await this.load();
    const tx = this.db.transaction(["records", "meta", "archive"], "readwrite", { durability: "strict" });
    if (records.length) tx.objectStore("archive").add({ reason, header, records, archived: Date.now() });
    tx.objectStore("records").clear();
    tx.objectStore("meta").delete("log");
    tx.objectStore("meta").delete("snapshot");
    await finished(tx);
  }

  // Unreadable data: keep every byte in quarantine, then clear the session.
  async quarantineAndClear(raw, reason) {
    const tx = this.db.transaction(["records", "meta", "quarantine"], "readwrite", { durability: "strict" });
    tx.objectStore("quarantine").add({ reason, raw, quarantined: Date.now() });
    tx.objectStore("records").clear();
    tx.objectStore("meta").delete("log");
    tx.objectStore("meta").delete("snapshot");
    await finished(tx);
  }

  async archived() {
    const tx = this.db.transaction("archive", "readonly");
    return promised(tx.objectStore("archive").getAll());
  }
}

// The saved log as the command line reads it: a header line, then one action per line.
export function logToJsonl(header, records) {
  const lines = [JSON.stringify(header || { format: LOG_FORMAT, version: LOG_VERSION })];
  for (const r of records) lines.push(JSON.stringify(r.action));
  return lines.join("\n") + "\n";
}

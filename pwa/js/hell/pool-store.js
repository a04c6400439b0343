// Card pools kept on the device (IndexedDB, a database of their own, apart from the game
// log): each is the app's own export of an imported file, with the import's summary.

import { finished, promised } from "../storage/idb.js";

/** @typedef {import("./types").StoredPool} StoredPool */

const DB_NAME = "table-keeper-pools";

/** @type {Promise<IDBDatabase> | null} */
let opened = null;
/** @returns {Promise<IDBDatabase>} */
function db() {
  if (!opened) {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore("pools", { keyPath: "id", autoIncrement: true });
    opened = promised(request);
  }
  return opened;
}

// Summaries only (no cards), newest first.
/** @returns {Promise<import("./types").PoolListing[]>} */
export async function listPools() {
  const tx = (await db()).transaction("pools", "readonly");
  const all = /** @type {StoredPool[]} */ (await promised(tx.objectStore("pools").getAll()));
  return all.map(({ pool, ...rest }) => ({ ...rest, count: pool.cards.length }))
    .sort((a, b) => b.importedAt - a.importedAt);
}

/** @param {number} id @returns {Promise<StoredPool | undefined>} */
export async function getPool(id) {
  const tx = (await db()).transaction("pools", "readonly");
  return /** @type {StoredPool | undefined} */ (await promised(tx.objectStore("pools").get(id)));
}

// The stored pool with this name and exactly these cards, if any (an import made twice).
/** @param {string} name @param {StoredPool["pool"]} pool @returns {Promise<StoredPool | null>} */
export async function findSamePool(name, pool) {
  const tx = (await db()).transaction("pools", "readonly");
  const all = /** @type {StoredPool[]} */ (await promised(tx.objectStore("pools").getAll()));
  const cards = JSON.stringify(pool.cards);
  return all.find((entry) => entry.name === name && JSON.stringify(entry.pool.cards) === cards) || null;
}

/** @param {Omit<StoredPool, "id">} entry @returns {Promise<number>} */
export async function savePool(entry) {
  const tx = (await db()).transaction("pools", "readwrite", { durability: "strict" });
  const key = tx.objectStore("pools").add(entry);
  await finished(tx);
  return /** @type {number} */ (key.result);
}

/** @param {number} id */
export async function deletePool(id) {
  const tx = (await db()).transaction("pools", "readwrite", { durability: "strict" });
  tx.objectStore("pools").delete(id);
  await finished(tx);
}

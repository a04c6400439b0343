// Card pictures kept on the phone. While online, the player may keep the
// pictures of an imported pool: each is fetched once from its host (the only host the engine
// lets a pool name: engine/hell/images.py) and kept in Cache Storage under this site's own
// address (./card-images/<the picture's address>), which the service worker answers from the
// cache; offline nothing is fetched. A revealed card shows its picture when it is kept; its
// text stays, and is all there is when it is not.

import { h } from "../kit/dom.js";
import { textIn } from "./json.js";

export const IMAGE_CACHE = "tk-card-images-v1";     // not a build's cache: kept across updates
export const ESTIMATE_BYTES = 60 * 1024;             // about one registry picture (JPEG)
const PARALLEL = 4;

/** @type {Set<string>} */
const kept = new Set();
/** @type {Promise<Set<string>> | null} */
let loaded = null;

/** @param {string} address */
function keyOf(address) {
  return new URL(`./card-images/${encodeURIComponent(address)}`, document.baseURI).href;
}

// Which pictures are kept (read once from Cache Storage; kept up to date after that).
export function loadKept() {
  if (!loaded) {
    // caches.has first: opening would create the cache on a phone that never kept a picture
    loaded = ("caches" in window ? caches.has(IMAGE_CACHE) : Promise.resolve(false))
      .then((has) => (has ? caches.open(IMAGE_CACHE).then((cache) => cache.keys()) : /** @type {readonly Request[]} */ ([])))
      .then((requests) => {
        for (const request of requests) {
          const part = new URL(request.url).pathname.split("/card-images/")[1];
          if (part) kept.add(decodeURIComponent(part));
        }
        return kept;
      }).catch(() => kept);
  }
  return loaded;
}

/** @param {import("../types/state").PoolExport["cards"]} cards @returns {string[]} */
export function imagesOf(cards) {
  return [...new Set(cards.map((c) => textIn(c.image)).filter(isAddress))];
}

/** @param {string | null | undefined} image @returns {image is string} */
function isAddress(image) {
  return !!image;
}

/** @param {string[]} addresses */
export function keptCount(addresses) {
  return addresses.filter((a) => kept.has(a)).length;
}

// Keep every picture not kept yet; onProgress(done, total) after each; stops when
// signal.aborted. Resolves to {done, failed, cancelled}.
/**
 * @param {string[]} addresses @param {(done: number, total: number) => void} onProgress @param {AbortSignal} signal
 * @returns {Promise<{ done: number, failed: number, cancelled: boolean }>}
 */
export async function keepPictures(addresses, onProgress, signal) {
  await loadKept();
  const cache = await caches.open(IMAGE_CACHE);
  const waiting = addresses.filter((a) => !kept.has(a));
  const total = addresses.length;
  let done = total - waiting.length;
  let failed = 0;
  onProgress(done, total);
  const worker = async () => {
    while (waiting.length && !signal.aborted) {
      const address = /** @type {string} */ (waiting.shift());
      try {
        const response = await fetch(address, { mode: "cors", credentials: "omit", signal });
        if (!response.ok) throw new Error(String(response.status));
        const type = response.headers.get("Content-Type") || "image/jpeg";
        await cache.put(keyOf(address), new Response(await response.blob(), { headers: { "Content-Type": type } }));
        kept.add(address);
        done++;
      } catch (error) {
        if (signal.aborted) break;
        if (errorName(error) === "QuotaExceededError") throw error;
        failed++;
      }
      onProgress(done, total);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { done, failed, cancelled: signal.aborted };
}

// The name of what was thrown (a DOMException's "QuotaExceededError" ...), if it has one.
/** @param {unknown} error */
export function errorName(error) {
  return error && typeof error === "object" && "name" in error ? error.name : undefined;
}

/** @param {string[]} addresses */
export async function removePictures(addresses) {
  await loadKept();
  const cache = await caches.open(IMAGE_CACHE);
  await Promise.all(addresses.map((a) => cache.delete(keyOf(a)).then(() => kept.delete(a))));
}

// The picture of a revealed card, when it is kept (null otherwise: the text is the card).
/** @param {{ image?: string | null, name: string } | null | undefined} card */
export function cardPicture(card) {
  if (!card || !card.image || !kept.has(card.image)) return null;
  const img = h("img", { class: "card-picture", src: keyOf(card.image), alt: card.name, testid: "card-picture",
    loading: "lazy", decoding: "async" });
  img.addEventListener("error", () => img.remove());
  return img;
}

loadKept();

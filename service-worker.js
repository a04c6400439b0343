/* The table keeper's service worker (source template).
 *
 * tools/build.py writes build/site/service-worker.js from this file, replacing the two
 * placeholders below: the cache name (derived from a hash of the whole site, so every build
 * with different content gets a new cache and the old one is deleted on activate), the
 * precache list (every file of the site) and the SHA-256 of each of those files.
 *
 * Strategy: precache everything on install, each file checked against the hash the build
 * wrote (a file cut short or changed on the way fails the install: the new cache is dropped,
 * and the release already installed keeps its cache and keeps controlling the page; the next
 * update check tries again); answer same-origin GETs from the cache first
 * (the runtime files are never revalidated: a new build means a new cache); fall back to the
 * network; when the network fails, answer navigations with the cached index.html.
 */
"use strict";

// Type-checked by tsconfig.worker.json (lib "webworker"): `self` is this service worker's
// global scope; `sw` is the same object, typed as what it is (ServiceWorkerGlobalScope).
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// collectSoon(): a garbage collection once idle (pwa/runtime/tk-idle-collect.mjs; the build writes
// this classic copy of it, pwa/runtime/tk-idle-collect-sw.d.ts says what it declares here).
importScripts("./vendor/tk-idle-collect.js");

const CACHE_NAME = "__CACHE_NAME__";
const CACHE_PREFIX = "table-keeper-";
/** @type {string[]} */
const PRECACHE = [/*__PRECACHE__*/];
// The SHA-256 (hex) of every file of PRECACHE, as the build wrote it ("./" is index.html's).
/** @type {Record<string, string>} */
const HASHES = {/*__HASHES__*/};
// How many files are fetched at once while installing (the runtime's 13 MB are held in
// memory only for the files being checked).
const PARALLEL = 4;

// Pyodide compiles its .wasm with WebAssembly.instantiateStreaming, which refuses any other
// Content-Type, and module scripts must be served as JavaScript: make sure cached copies say so.
/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  ".wasm": "application/wasm",
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".webmanifest": "application/manifest+json",
};
// The requests whose answer makes a global scope, which cross-origin isolation must reach.
/** @type {Set<RequestDestination>} */
const GLOBAL_SCOPES = new Set(["document", "iframe", "worker", "sharedworker"]);

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const existed = await caches.has(CACHE_NAME);
      try {
        await precacheChecked();
      } catch (error) {
        // Nothing of this release is kept: the working release (its worker and its cache)
        // stays in control, and the next update check installs this one again.
        if (!existed) await caches.delete(CACHE_NAME);
        console.error("update not installed:", error);
        throw error;
      }
      await sw.skipWaiting();
      collectSoon();      // what the precache passed through (the whole site) is garbage now
    })()
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name))
      );
      await sw.clients.claim();
    })()
  );
});

// The Python memory snapshot (vendor/tk-pyodide.mjs) is kept in this build's cache, so that
// a new build drops it with the rest. The engine's worker reads it with caches.match, hands a
// new one over with a PUT to its name and drops an unusable one with a DELETE; only this
// worker answers those (never the network).
const SNAPSHOT_PATH = /\/snapshot-[0-9a-f]+\.bin$/;

/** @param {Request} request @param {URL} url */
async function keepSnapshot(request, url) {
  const cache = await caches.open(CACHE_NAME);
  if (request.method === "PUT") {
    const bytes = await request.arrayBuffer();
    await cache.put(url.href, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    collectSoon();      // the snapshot's 14-15 MB read here are garbage now
  } else {
    await cache.delete(url.href);
  }
  return new Response(null, { status: 204 });
}

// A file of the site whose bytes are not the ones the build hashed (cut short, changed).
class DamagedFile extends Error {
  /** @param {string} url @param {string} why */
  constructor(url, why) {
    super(`${url}: ${why}`);
    this.name = "DamagedFile";
  }
}

// Every file of PRECACHE fetched, checked against its hash and put in this release's cache:
// the cache holds exactly the bytes the build wrote, or the install fails.
async function precacheChecked() {
  const cache = await caches.open(CACHE_NAME);
  const waiting = [...PRECACHE];
  const fetchNext = async () => {
    for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) await precacheOne(cache, url);
  };
  await Promise.all(Array.from({ length: PARALLEL }, fetchNext));
}

/** @param {Cache} cache @param {string} url */
async function precacheOne(cache, url) {
  // "no-cache": revalidate with the server rather than trust the HTTP cache, so the
  // precache holds exactly this build's files.
  const request = new Request(url, { cache: "no-cache" });
  const wanted = HASHES[url];
  if (!wanted) throw new DamagedFile(url, "no hash in the build's manifest");
  const response = await fetch(request);
  if (!response.ok) throw new DamagedFile(url, `HTTP ${response.status}`);
  // The response fetched is kept as it came, then its bytes are read back from the cache and
  // checked: the bytes checked are the bytes kept. Kept as it came, not remade from its bytes:
  // only a response with its own URL lets Chromium keep a script's compiled code beside it in
  // this cache, and without that the engine's worker compiled Pyodide's 1.2 MB of JavaScript
  // from source at every start.
  await cache.put(request, response);
  const kept = await cache.match(request);
  const bytes = kept ? await kept.arrayBuffer() : new ArrayBuffer(0);
  const actual = hex(await crypto.subtle.digest("SHA-256", bytes));
  if (actual !== wanted) {
    await cache.delete(request);
    throw new DamagedFile(url, `${bytes.byteLength} bytes whose SHA-256 is not the build's`);
  }
}

/** @param {ArrayBuffer} digest */
function hex(digest) {
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if ((request.method === "PUT" || request.method === "DELETE") && SNAPSHOT_PATH.test(url.pathname)) {
    event.respondWith(keepSnapshot(request, url));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.includes("/card-images/")) event.respondWith(cardPicture(request, url));
  else event.respondWith(respond(request, url));
});

// A card's picture the player kept (js/features/card-images.js): from that cache only, never
// from the network (a picture not kept is simply not there, and the card shows its text).
const IMAGE_CACHE = "tk-card-images-v1";
/** @param {Request} request @param {URL} url */
async function cardPicture(request, url) {
  const kept = await caches.match(request, { cacheName: IMAGE_CACHE });
  return kept ? answer(kept, url, request) : new Response("", { status: 404, statusText: "Not kept" });
}

// caches.match with cacheName, not caches.open: a worker being replaced must not re-create
// the cache its successor just deleted.
/** @param {Request} request @param {URL} url @returns {Promise<Response>} */
async function respond(request, url) {
  const navigation = request.mode === "navigate";
  const cached = await caches.match(request, { cacheName: CACHE_NAME, ignoreSearch: navigation });
  if (cached) return answer(cached, url, request);
  try {
    return answer(await fetch(request), url, request);
  } catch (error) {
    if (navigation) {
      const index = await caches.match("./index.html", { cacheName: CACHE_NAME });
      if (index) return answer(index, url, request);
    }
    throw error;
  }
}

// Every answer of the site's own has the right Content-Type (a host may send .wasm or .mjs
// wrongly, and Pyodide then hangs), and the page is cross-origin isolated (COOP and COEP),
// which a static host such as GitHub Pages cannot send: the page then shares no process with
// other sites and Pyodide may use SharedArrayBuffer without Chromium's deprecation warning.
// Those two headers act on what makes a global scope: the page's document, and a worker's
// script (the engine's worker is made from a blob URL and inherits the page's; the page's
// other files are all of its own origin). Every other answer that is right as the host sent
// it is the cached response itself, never a copy: a copy loses the compiled code Chromium
// keeps beside a script in Cache Storage. A response the host reached by a redirect (a host
// that sends index.html's address on to "/") is always a copy: a browser refuses a redirected
// response as the answer to a navigation, and the copy is not one.
/** @param {Response} response @param {URL} url @param {Request} request */
function answer(response, url, request) {
  if (response.type === "opaque" || response.type === "opaqueredirect" || response.status === 0) return response;
  const headers = new Headers(response.headers);
  const dot = url.pathname.lastIndexOf(".");
  const wantedType = dot >= 0 ? CONTENT_TYPES[url.pathname.slice(dot)] : undefined;
  const typed = !wantedType || (headers.get("Content-Type") || "").split(";")[0].trim() === wantedType;
  const scope = request.mode === "navigate" || GLOBAL_SCOPES.has(request.destination);
  const isolated = headers.get("Cross-Origin-Embedder-Policy") === "require-corp"
    && headers.get("Cross-Origin-Opener-Policy") === "same-origin";
  if (typed && !response.redirected && (isolated || !scope)) return response;
  if (wantedType) headers.set("Content-Type", wantedType);
  if (scope) {
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Embedder-Policy", "require-corp");
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

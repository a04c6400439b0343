// The engine's worker, the service worker and the page give their garbage back once idle.
// The build writes this module into vendor/tk-pyodide.mjs, which starts it in
// PyScript's worker, and writes a classic-script copy (vendor/tk-idle-collect.js, `export`
// taken off) that the service worker loads with importScripts: a service worker may not
// import a module. The page's bundle imports it too (pwa/js/boot.js: half a second after the
// last state the page draws, for the page before a reload and each screen drawn again).
//
// V8 collects a page's garbage in the main thread's idle time; a dedicated worker has no idle
// time, so what Python's start leaves behind in the worker stays resident until something else
// makes V8 collect (docs/performance.md, "Memory": about 20 MB of the page's renderer at 10 s
// after a start). JavaScript cannot ask for a collection; what this does instead: once the
// engine has not been called for IDLE_MS, the worker makes one ArrayBuffer larger than V8's
// 64 MiB step of memory held outside its heap, and lets it go, and V8 starts a collection.
// Its pages are never written, so never resident (a fresh mapping reads as zeros). Measured:
// the renderer fell 310 -> 289 MB at the moment the nudge was due, and in paired runs the
// page's renderer at 10 s idle after a start was 296-301 MB beside 316-320 MB without it, and
// the service worker's 298-299 -> 265 MB. A 64-player tournament's garbage is the page's
// redrawn DOM, which this does not reach (docs/performance.md).

/** How long the page has not called the engine before its garbage is given back. */
const IDLE_MS = 2000;
/** How long the page has drawn no new state before its garbage is given back: sooner than the
 * workers, so that the memory reducer's collection, some 8 s after this one, comes before a
 * player's 10 s away (measured: at 2 s it came after, docs/performance.md). */
export const PAGE_IDLE_MS = 500;
/** More than V8's 64 MiB step of outside memory that starts a collection. */
const NUDGE_BYTES = 96 * 1024 * 1024;

/** @type {ReturnType<typeof setTimeout> | null} */
let timer = null;

/** A collection IDLE_MS from now, unless called again before (then IDLE_MS from that call).
 * The service worker calls it once its install has precached the site and once it has kept a
 * start-up snapshot handed over: each leaves garbage (30-32 MB measured) that the service
 * worker, which has no idle time either, would keep until Chromium stops it. */
export function collectSoon(idleMs = IDLE_MS) {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(collect, idleMs);
}

/** A collection IDLE_MS after the engine's last call (the bridge calls the worker's global
 * `tkEngineWorked` as each call ends: pwa/bridge.py) or, failing any, after the start.
 * @param {{ tkEngineWorked?: () => void }} scope */
export function collectWhenIdle(scope) {
  scope.tkEngineWorked = collectSoon;
  collectSoon();
}

/** @returns {number} the bytes asked for (0 when the engine refused them: nothing lost)
 *
 * The buffer is let go at once by detaching it (`transfer(0)`), which takes its bytes off V8's
 * count of outside memory there and then, so the collection it started ends with V8's next
 * step set from what the worker really holds. Left to the collection to find, the buffer
 * was still counted when that step was set, and the next nudge fell under it: measured, a
 * service worker whose snapshot nudge came after its install's kept 15 MB of garbage (its
 * heap still counting 110 MB of buffers at 10 s idle). */
export function collect() {
  timer = null;
  /** @type {ArrayBuffer & { transfer?: (length: number) => ArrayBuffer }} (ES2024: Chromium 114, Safari 17.4, Firefox 122) */
  let nudge;
  try {
    nudge = new ArrayBuffer(NUDGE_BYTES);
  } catch (_) {           // no room for the mapping (a 32-bit phone under pressure): no nudge
    return 0;
  }
  const asked = nudge.byteLength;
  if (typeof nudge.transfer === "function") nudge.transfer(0);
  return asked;
}

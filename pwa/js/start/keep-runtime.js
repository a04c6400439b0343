// After the start, the page holds the engine's runtime compiled (Pyodide's 9.6 MB of
// WebAssembly) for the next start. Chromium's wasm engine keeps one compiled copy of a module
// for a whole renderer process, shared by all its isolates while any of them holds it, and the
// page's heap outlives a reload for a moment, where the engine's worker does not: the reloaded
// page's worker then finds the runtime compiled, its functions already optimised, instead of
// reading it from the code cache and running it cold (50-60 ms of a reload, docs/performance.md).
// The worker holds the same module while the page compiles it, so that compile is the cache's
// hit: no second copy. Only where it pays: Chromium (another engine would compile a second
// copy), with the runtime in the service worker's cache (read from there: no request that a
// reload would cut short, and never the network).

const RUNTIME = new URL("../vendor/pyodide/pyodide.asm.wasm", import.meta.url).href;

/** @type {WebAssembly.Module | null} */
let kept = null;               // (the page's one reference: all that keeps it is being held)

async function compileKept() {
  try {
    const response = await caches.match(RUNTIME);
    if (!response) return;
    const bytes = /** @type {ArrayBuffer & { transfer?: (length: number) => ArrayBuffer }} */ (await response.arrayBuffer());
    kept = await WebAssembly.compile(bytes);
    if (typeof bytes.transfer === "function") bytes.transfer(0);   // its 9.6 MB given back now
  } catch (_) { /* nothing kept: the next start compiles as it would have */ }
}

export function keepRuntimeCompiled() {
  const chromium = "userAgentData" in navigator;
  if (kept || !chromium || typeof caches === "undefined") return;
  if ("requestIdleCallback" in window) requestIdleCallback(compileKept, { timeout: 2000 });
  else setTimeout(compileKept, 1000);
}

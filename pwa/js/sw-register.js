// Register the service worker that makes the app work offline, and start Python.
//
// The view (app.js) paints at once and never waits for any of this. Python (PyScript, then
// Pyodide) starts here, not from a <script> in index.html, so that on a first visit it starts
// only once the service worker has precached the site and controls the page: the 13 MB
// runtime is then downloaded once, by the precache, and the page reads it from Cache Storage
// (a page that started at once would download it a second time alongside the precache).
// When a service worker already controls the page (every later visit), or there can be none
// (plain HTTP on a LAN, a private window, a failed registration or install), Python starts
// at once.

const startPython = () => import("../vendor/pyscript/core.js");

function controlled(registration) {
  return new Promise((resolve) => {
    if (navigator.serviceWorker.controller) return resolve();
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
    const worker = registration.installing || registration.waiting;
    if (!worker) return resolve();          // active but not in control (a hard reload): no wait
    worker.addEventListener("statechange", () => {
      if (worker.state === "redundant") resolve();     // the install failed: start without it
    });
  });
}

async function boot() {
  if (!("serviceWorker" in navigator)) return startPython();
  const first = !navigator.serviceWorker.controller;
  let registration = null;
  const registering = navigator.serviceWorker.register("./service-worker.js").catch((error) => {
    console.warn("service worker not registered:", error);
    return null;
  });
  if (!first) {
    startPython();
    return registering;
  }
  registration = await registering;
  if (registration) await controlled(registration);
  return startPython();
}

boot();

// Register the service worker that makes the app work offline after the first visit.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("./service-worker.js").catch((error) => {
    console.warn("service worker not registered:", error);
  });
}

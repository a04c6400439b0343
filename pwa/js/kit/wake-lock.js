// The screen stays awake while a game is on the table, where the browser allows it (the
// Wake Lock API). The browser lets the lock go when the page is hidden; it is asked for
// again when the page is shown.

let wanted = false;
/** @type {WakeLockSentinel | null} */
let lock = null;

/** @param {boolean} on @returns {Promise<void>} */
export async function keepAwake(on) {
  wanted = on;
  if (!("wakeLock" in navigator)) return;
  try {
    if (on && !lock) {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => { lock = null; });
    } else if (!on && lock) {
      await lock.release();
      lock = null;
    }
  } catch (_) { /* not allowed now (hidden page, no gesture): tried again on return */ }
}

/** @returns {void} */
export function keepAwakeOnReturn() {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && wanted) keepAwake(true);
  });
}

// THE TESTS' CONTRACT. What the tests (tests/browser/, tools/bench/) read of the page besides
// what a player sees: attributes of <body> (`document.body.dataset.*`) and performance marks.
// The page sets them only through this module, and tests/browser/page_hooks.py names the same
// hooks on the Python side: renaming one here means renaming it there, in the same change.
// None of them steers the app; they say what it has done, so a test waits for the app's own
// moment instead of a guessed delay.

/** @param {string} name @param {string} value */
function setHook(name, value) {
  document.body.dataset[name] = value;
}

/** data-ready="1": the table (or the screen for unreadable storage) is drawn and takes taps. */
export function hookReady() {
  setHook("ready", "1");
}

/** data-pending: changes made and not yet settled or acknowledged ("0" when none). @param {number} count */
export function hookPending(count) {
  setHook("pending", String(count));
}

/** data-unsettled: life changes still inside their settle time. @param {number} count */
export function hookUnsettled(count) {
  setHook("unsettled", String(count));
}

/** data-stored: how many actions of the log are on disk (acknowledged). @param {number} count */
export function hookStored(count) {
  setHook("stored", String(count));
}

/** data-journaled: how many taps the journal on disk holds; it only grows. @param {number} taps */
export function hookJournaled(taps) {
  if (taps > Number(document.body.dataset.journaled || 0)) setHook("journaled", String(taps));
}

/** data-screen: the screen shown ("start", "table", a format's). @param {string} screen */
export function hookScreen(screen) {
  setHook("screen", screen);
}

/** data-engine-failed="1": the rules engine could not start. */
export function hookEngineFailed() {
  setHook("engineFailed", "1");
}

/** data-engine-restarts: how many times a dead engine was started again. */
export function hookEngineRestarted() {
  setHook("engineRestarts", String(Number(document.body.dataset.engineRestarts || 0) + 1));
}

/** data-storage-error="1": stored data could not be read; its screen is shown. */
export function hookStorageError() {
  setHook("storageError", "1");
}

/** data-event-listeners: how many screens hear the shared event's news now. @param {number} count */
export function hookEventListeners(count) {
  setHook("eventListeners", String(count));
}

/** data-handed-over="1": this session was sent to another phone. */
export function hookHandedOver() {
  setHook("handedOver", "1");
}

/** The mark "tk-journal" (tools/bench observes it): the journal holding `taps` is on disk.
 * Cleared at once so that marks never pile up. @param {number} seq @param {number} taps */
export function markJournaled(seq, taps) {
  performance.mark("tk-journal", { detail: { seq, taps } });
  performance.clearMarks("tk-journal");
}

/** The durable mark "tk-durable" (tools/bench observes it): action `seq` is on disk.
 * Cleared at once so that marks never pile up. @param {number} seq */
export function markDurable(seq) {
  performance.mark("tk-durable", { detail: { seq } });
  performance.clearMarks("tk-durable");
}

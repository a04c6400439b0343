// What kind of failure a write met. The browser names what went wrong by a DOMException's
// name, and its message is written for developers ("Failed to execute 'transaction' on
// 'IDBDatabase': The database connection is closing."): the player reads a sentence of the
// app's own instead (page/storage-notice.js), chosen by the fault named here.
//
//   QuotaExceededError, or an AbortError / UnknownError that speaks of the quota (Safari and
//     Firefox report a full disk so)                         -> full: free some space
//   StorageLost (store.js: the connection was lost and could not be opened again, nor the
//     game written back), and an InvalidStateError or NotFoundError that reached here
//                                                             -> lost: download the log, reload
//     (unless what failed was a full disk: full, and the next write tries again)
//   StorageLost of a newer app's upgrade (VersionError)       -> newer: reload
//   anything else (UnknownError, AbortError, ...)             -> failed: try again

import { StorageLost } from "./store.js";

/** @typedef {"full" | "lost" | "newer" | "failed"} StorageFault */

/** @param {unknown} error @returns {StorageFault} */
export function faultOf(error) {
  if (error instanceof StorageLost) {                 // opened again, and that failed: why it did
    if (error.why === "newer") return "newer";
    return faultOf(error.cause) === "full" ? "full" : "lost";
  }
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "";
  const message = error && typeof error === "object" && "message" in error ? String(error.message) : "";
  if (name === "QuotaExceededError" || (/quota|disk.*full|no space/i.test(message))) return "full";
  if (name === "InvalidStateError" || name === "NotFoundError") return "lost";
  if (name === "VersionError") return "newer";
  return "failed";
}

// Whether the page must be reloaded before it can save again.
/** @param {StorageFault} fault */
export const needsReload = (fault) => fault === "lost" || fault === "newer";

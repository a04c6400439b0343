// A player's join code: what a phone needs to read the event and write its own reports (the
// server's address, the event's database, the player's user and password, the player's id and
// the event's name), carried in the app's own address as #join=<base64url JSON> so the QR code
// and the link are the same text, and opening it needs only the app.

/** @typedef {{ server: string, db: string, user: string, password: string, player: string, event: string }} JoinCode */

/** @param {JoinCode} code @param {string} [appUrl] the app's address (this page's, without its hash) */
export function joinLink(code, appUrl = location.href.replace(/#.*$/, "")) {
  const json = JSON.stringify([code.server, code.db, code.user, code.password, code.player, code.event]);
  const b64 = btoa(unescape(encodeURIComponent(json))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${appUrl}#join=${b64}`;
}

/** @param {string} hash "#join=..." @returns {JoinCode | null} */
export function readJoinCode(hash) {
  const found = /^#?join=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!found) return null;
  try {
    const b64 = found[1].replace(/-/g, "+").replace(/_/g, "/");
    const parts = JSON.parse(decodeURIComponent(escape(atob(b64))));
    if (!Array.isArray(parts) || parts.length !== 6 || !parts.every((p) => typeof p === "string")) return null;
    const [server, db, user, password, player, event] = parts;
    if (!/^https?:\/\//.test(server) || !/^tk-event-[0-9a-f]{12}$/.test(db)) return null;
    return { server, db, user, password, player, event };
  } catch (_) {
    return null;
  }
}

const JOINED_KEY = "tk-event-joined";

/** @returns {JoinCode | null} the event this phone joined last */
export function joinedEvent() {
  try {
    return JSON.parse(localStorage.getItem(JOINED_KEY) || "null");
  } catch (_) {
    return null;
  }
}

/** @param {JoinCode | null} code */
export function rememberJoined(code) {
  try {
    if (code) localStorage.setItem(JOINED_KEY, JSON.stringify(code));
    else localStorage.removeItem(JOINED_KEY);
  } catch (_) { /* storage off: joined for this page only */ }
}

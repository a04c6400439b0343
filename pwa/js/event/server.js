// The organiser's event server: its address and admin (kept on this phone only), the check
// that says in plain words whether it answers and whether the name is its admin, and the
// admin's plain HTTP calls (what replication does not carry: users, _security, databases).

const SERVER_KEY = "tk-event-server";

/** @typedef {{ url: string, admin: string, password: string }} ServerSetting */
/** @typedef {"admin" | "not_admin" | "unreachable" | "mixed" | "bad_url" | "not_couch"} CheckAnswer */

/** @returns {ServerSetting | null} */
export function savedServer() {
  try {
    const saved = JSON.parse(localStorage.getItem(SERVER_KEY) || "null");
    if (saved && typeof saved.url === "string" && saved.url) return saved;
  } catch (_) { /* storage off or damaged: no server */ }
  return null;
}

/** @param {ServerSetting | null} setting */
export function saveServer(setting) {
  try {
    if (setting) localStorage.setItem(SERVER_KEY, JSON.stringify(setting));
    else localStorage.removeItem(SERVER_KEY);
  } catch (_) { /* storage off: kept for this page only */ }
}

/** @param {string} url @returns {string} the address without a trailing slash */
export function serverBase(url) { return url.trim().replace(/\/+$/, ""); }

/** @param {string} user @param {string} password */
export function basicAuth(user, password) {
  return `Basic ${btoa(unescape(encodeURIComponent(`${user}:${password}`)))}`;
}

// A page served over HTTPS may not call a plain HTTP address (mixed content): the browser
// blocks it before it leaves, so it is said as that, not as a server that does not answer.
/** @param {string} url */
export function blockedAsMixed(url) {
  return location.protocol === "https:" && /^http:/i.test(url.trim());
}

/** @param {ServerSetting} setting @returns {Promise<CheckAnswer>} */
export async function checkServer(setting) {
  const base = serverBase(setting.url);
  if (!/^https?:\/\/[^/]+/i.test(base)) return "bad_url";
  if (blockedAsMixed(base)) return "mixed";
  let welcome;
  try {
    welcome = await fetch(`${base}/`, { cache: "no-store" });
  } catch (_) {
    return "unreachable";
  }
  const body = await welcome.json().catch(() => null);
  if (!body || !("couchdb" in body || "express-pouchdb" in body)) return "not_couch";   // (PouchDB Server says its own name)
  try {
    const session = await fetch(`${base}/_session`, {
      cache: "no-store",
      headers: { Authorization: basicAuth(setting.admin, setting.password) },
    });
    const who = await session.json().catch(() => null);
    const roles = who && who.userCtx && who.userCtx.roles;
    return session.ok && Array.isArray(roles) && roles.includes("_admin") ? "admin" : "not_admin";
  } catch (_) {
    return "unreachable";
  }
}

export class ServerError extends Error {
  /** @param {number} status @param {string} reason */
  constructor(status, reason) {
    super(`${status} ${reason}`);
    this.status = status;
  }
}

// One admin call: the JSON answer, or a ServerError with the server's reason.
/** @param {ServerSetting} setting @param {string} method @param {string} path @param {unknown} [body] */
export async function adminCall(setting, method, path, body) {
  /** @type {Record<string, string>} */
  const headers = { Authorization: basicAuth(setting.admin, setting.password), Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const answer = await fetch(`${serverBase(setting.url)}/${path}`, {
    method, headers, cache: "no-store", body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new ServerError(answer.status, String(json.reason || json.error || answer.statusText));
  return json;
}

// PUT a document whatever its revision on the server: read it, then write over it.
/** @param {ServerSetting} setting @param {string} path @param {Record<string, unknown>} doc */
export async function putOver(setting, path, doc) {
  let rev;
  try {
    rev = (await adminCall(setting, "GET", path))._rev;
  } catch (e) {
    if (!(e instanceof ServerError && e.status === 404)) throw e;
  }
  return adminCall(setting, "PUT", path, rev ? { ...doc, _rev: rev } : doc);
}

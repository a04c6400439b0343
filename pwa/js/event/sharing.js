// The organiser's side of an event opened to the players' phones. The engine says what goes
// on the server (event_report_rules: the database, its _design/tk, users and _security;
// event_published: the `event` document) and what the reports found there mean
// (event_read_reports); this module only carries them: admin HTTP calls for what replication
// does not carry, and a local PouchDB replicating live with the server for the rest. The
// organiser's phone stays the only writer of the event's log: a report becomes a
// tournament_result only when the organiser accepts it.

import { liveSync, loadPouch } from "./pouch.js";
import { ServerError, adminCall, putOver, serverBase } from "./server.js";
import { hookEventListeners } from "../test-hooks.js";

/** @typedef {import("./server.js").ServerSetting} ServerSetting */
/** @typedef {import("../types/state").MatchReports} MatchReports */
/** @typedef {import("../types/state").SharingUser} SharingUser */
/** @typedef {import("../engine/api").EngineApi} EngineApi */
/** @typedef {import("./join-code.js").JoinCode} JoinCode */
/** @typedef {{ event_id: string, name: string, passwords: Record<string, string> }} ShareRecord */
/** @typedef {"active" | "paused" | "offline" | "denied"} SyncState */

const SHARE_KEY = "tk-event-share:";

/** @param {string} code the tournament's event code @returns {ShareRecord | null} */
export function savedShare(code) {
  try {
    return JSON.parse(localStorage.getItem(SHARE_KEY + code) || "null");
  } catch (_) {
    return null;
  }
}

/** @param {string} code @param {ShareRecord} record */
function keepShare(code, record) {
  try { localStorage.setItem(SHARE_KEY + code, JSON.stringify(record)); } catch (_) { /* this page only */ }
}

/** @param {number} bytes */
function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** @template {{ ok: true }} A @param {A | import("../types/state").Refused} reply @returns {A} */
function accepted(reply) {
  if (!reply.ok) throw new Error(reply.error.message);
  return reply;
}

// One shared event, alive while the page is: it publishes on every state the engine gives,
// rewrites the server's rules when the round changes, and reads the reports replication brings.
export class Sharing {
  /** @type {SyncState} */ sync = "active";
  /** @type {MatchReports[]} */ matches = [];
  /** @type {SharingUser[]} */ users = [];
  /** @type {Set<() => void>} */ listeners = new Set();
  /** @type {import("./pouch.js").PouchDatabase} */ local = null;
  /** @type {string} */ database = "";
  lastEvent = "";
  lastRules = "";
  publishing = Promise.resolve();

  /** @param {ServerSetting} server @param {string} code @param {ShareRecord} record @param {() => Promise<EngineApi>} engine */
  constructor(server, code, record, engine) {
    this.server = server;
    this.code = code;
    this.record = record;
    this.engine = engine;
  }

  /** @param {() => void} fn */
  subscribe(fn) {
    this.listeners.add(fn);
    hookEventListeners(this.listeners.size);
    return () => {
      this.listeners.delete(fn);
      hookEventListeners(this.listeners.size);
    };
  }
  tell() { for (const fn of this.listeners) fn(); }

  // What the server needs before any phone joins: the database, the users (a player's
  // password is made here once and kept on this phone), _security, and the rules.
  async setUp() {
    const rules = accepted(await (await this.engine()).event_report_rules(this.record.event_id, this.server.admin));
    this.database = rules.database;
    try {
      await adminCall(this.server, "PUT", this.database);
    } catch (e) {
      if (!(e instanceof ServerError && e.status === 412)) throw e;   // (made by an earlier opening)
    }
    await this.writeUsers(rules.users);
    await adminCall(this.server, "PUT", `${this.database}/_security`, rules.security);
    await putOver(this.server, `${this.database}/_design/tk`, rules.design);
    this.lastRules = JSON.stringify([rules.design, rules.security]);
    this.users = rules.users;
    keepShare(this.code, this.record);
  }

  /** @param {SharingUser[]} users */
  async writeUsers(users) {
    for (const u of users) {
      if (this.record.passwords[u.id]) continue;
      this.record.passwords[u.id] = randomHex(9);
      await putOver(this.server, `_users/org.couchdb.user:${u.user}`,
        { _id: `org.couchdb.user:${u.user}`, name: u.user, password: this.record.passwords[u.id], roles: [], type: "user" });
    }
    keepShare(this.code, this.record);
  }

  // A leaked code stops working: the player's user gets a new password (the old one is then
  // refused by the server), and the organiser shows the new code.
  /** @param {string} playerId */
  async newCode(playerId) {
    const u = this.users.find((x) => x.id === playerId);
    if (!u) return;
    delete this.record.passwords[playerId];
    await this.writeUsers([u]);
    this.tell();
  }

  async startSync() {
    const PouchDB = await loadPouch();
    this.local = new PouchDB(`tk-share-${this.database}`);
    const remote = new PouchDB(`${serverBase(this.server.url)}/${this.database}`,
      { auth: { username: this.server.admin, password: this.server.password }, skip_setup: true });
    // The organiser writes to the server by its admin calls (below) and only reads the
    // players' reports by replication: PouchDB Server 4.2 silently drops a replicated new
    // revision of a document whenever the database has a validate_doc_update, even an admin's.
    liveSync(this.local, remote, (what) => {
      const back = this.sync === "offline" && what !== "offline";
      this.sync = what;
      if (back || (what === "paused" && this.lastRules === "")) this.publish();   // what the server missed
      this.tell();
    }, { pullOnly: true });
    this.local.changes({ live: true, since: "now" }).on("change", (/** @type {{ id: string }} */ c) => {
      if (c.id.startsWith("report:") || c.id.startsWith("confirm:")) this.readReports();
    });
    await this.publish();
    await this.readReports();
  }

  // The `event` document again (written locally; replication carries it), and the server's
  // rules when they changed (a round paired or closed, a player added or dropped).
  publish() {
    this.publishing = this.publishing.then(() => this.publishNow()).catch((error) => {
      console.warn("the event was not published:", error);      // (again at the next state)
    });
    return this.publishing;
  }

  async publishNow() {
    const engine = await this.engine();
    const published = accepted(await engine.event_published(this.record.event_id, this.record.name));
    const text = JSON.stringify(published.event);
    if (text !== this.lastEvent) {
      await putOver(this.server, `${this.database}/event`, { ...published.event, _id: "event" });
      this.lastEvent = text;
    }
    const rules = accepted(await engine.event_report_rules(this.record.event_id, this.server.admin));
    const key = JSON.stringify([rules.design, rules.security]);
    if (key !== this.lastRules) {
      this.lastRules = "";                      // written again when the server next answers
      await this.writeUsers(rules.users);
      await adminCall(this.server, "PUT", `${this.database}/_security`, rules.security);
      await putOver(this.server, `${this.database}/_design/tk`, rules.design);
      this.lastRules = key;
      this.users = rules.users;
      this.tell();
    }
    await this.readReports();
  }

  async readReports() {
    if (!this.local) return;
    const all = await this.local.allDocs({ include_docs: true, startkey: "c", endkey: "s" });
    const docs = all.rows.map((/** @type {{ doc: unknown }} */ r) => r.doc);
    const read = accepted(await (await this.engine()).event_read_reports(JSON.stringify(docs)));
    this.matches = read.matches;
    this.tell();
  }

  /** @param {string} playerId @returns {JoinCode | null} */
  joinCode(playerId) {
    const u = this.users.find((x) => x.id === playerId);
    const password = this.record.passwords[playerId];
    if (!u || !password) return null;
    return { server: serverBase(this.server.url), db: this.database, user: u.user, password, player: playerId, event: this.record.name };
  }
}

// The page's one sharing session, owned here, by this module, and by nothing else. It is not
// a screen's UI state: it is a service of the page, as the store is. It keeps replicating and
// publishing the tournament on every new state while no screen shows it (the organiser on
// the table, the tournament's sheet closed), and it must be one per page: a second session
// for the same event would publish twice and hold a second live replication. A screen that
// shows it (the tournament's "Players' phones") only reads it (currentSharing) and
// subscribes to its news while it is mounted; openSharing is the one way to make it.
/** @type {Sharing | null} */
let current = null;

/** @returns {Sharing | null} the event this page shares now */
export function currentSharing() { return current; }

// Opens the tournament on the server (or opens it again after a reload, with the same
// event id and passwords) and keeps publishing it on every new state.
/**
 * @param {ServerSetting} server @param {string} code @param {string} name
 * @param {() => Promise<EngineApi>} engine @param {(fn: () => void) => () => void} onState
 */
export async function openSharing(server, code, name, engine, onState) {
  if (current && current.code === code) return current;
  const record = savedShare(code) || { event_id: randomHex(6), name, passwords: {} };
  const sharing = new Sharing(server, code, record, engine);
  await sharing.setUp();
  current = sharing;
  await sharing.startSync();
  onState(() => { if (current === sharing) sharing.publish(); });
  return sharing;
}

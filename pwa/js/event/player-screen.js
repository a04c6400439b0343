// "This event", on a player's phone that joined with a join code: the player's own pairing,
// the round clock, every table's pairing and the standings, as the organiser's phone last
// published them (the `event` document), kept in a local PouchDB replicating live with the
// server. The player reports their own match here; the opponent's phone confirms it or says it
// was different. Offline, the local database keeps what it had and holds the report until the
// network returns (a report's id is fixed by round, table and player: pushed twice, it is one).

import { h, setText } from "../kit/dom.js";
import { morphChildren, standing } from "../kit/morph.js";
import { t } from "../kit/i18n.js";
import { clockText } from "../kit/countdown.js";
import { openSheet, toast } from "../kit/sheet.js";
import { liveSync, loadPouch } from "./pouch.js";
import { rememberJoined } from "./join-code.js";
import "./strings.js";

/** @typedef {import("./join-code.js").JoinCode} JoinCode */
/** @typedef {import("../types/state").MatchClock} MatchClock */
/** @typedef {import("./pouch.js").PouchDatabase} PouchDatabase */
/** @typedef {import("./pouch.js").PouchFeed} PouchFeed */
/** @typedef {{ table: number, players: [string, string | null], result: number[] | null }} Pairing */
/** @typedef {{ type: "event", name: string, round: number, round_open: boolean, clock: MatchClock | null,
 *   players: { id: string, name: string, dropped: boolean }[], pairings: Pairing[],
 *   standings: { rank: number, id: string, points: number, record: string }[] }} EventDoc */
/** @typedef {{ _id: string, _rev?: string, type: "report", round: number, table: number, player: string,
 *   wins: number, losses: number, draws: number, at: number }} ReportDoc */
/** @typedef {{ local: PouchDatabase, sync: { cancel(): void } | null, changes: PouchFeed, event: EventDoc | null,
 *   reports: Map<string, ReportDoc>, editing: boolean, timer: number, gone: boolean, clock: Element | null }} EventUi */

// The results offered, from the reporting player's side: won, lost, drawn games.
const OFFERED = [[2, 0, 0], [2, 1, 0], [1, 2, 0], [0, 2, 0], [1, 1, 1], [0, 0, 3]];

/** @param {number[]} r */
const resultText = (r) => (r[2] ? `${r[0]}–${r[1]}–${r[2]}` : `${r[0]}–${r[1]}`);

/** @param {JoinCode} code */
export function openThisEvent(code) {
  rememberJoined(code);
  // Its state is the event as the organiser published it (a local PouchDB), not the engine's:
  // no port to subscribe to; the screen listens to its database until its sheet closes.
  /** @type {{ unmount(): void } | null} */
  let screen = null;
  openSheet(t("ev_this_event"), (body) => { screen = mountThisEvent(body, code); },
    { testid: "event-sheet", onClose: () => { if (screen) screen.unmount(); } });
}

// The screen in its sheet: what it knows (the event and the reports as this phone's database
// has them, whether the player is choosing a result) and the elements it keeps drawing into
// are this mounting's own. It is drawn whole from them and morphed in place (kit/morph.js)
// whenever a document changes or the player opens the result buttons; the round clock, the
// one part that changes by itself, is rewritten each second in the element that stands for
// it in the last drawing.
/** @param {HTMLElement} sheet @param {JoinCode} code */
function mountThisEvent(sheet, code) {
  const status = h("p", { class: "hint", testid: "event-status", role: "status" }, t("ev_joining"));
  const body = h("div", { testid: "event-body" });
  sheet.replaceChildren(h("p", { testid: "event-you" }, code.event), status, body);
  /** @type {EventUi} */
  const ui = { local: null, sync: null, changes: null, event: null, reports: new Map(), editing: false, timer: 0, gone: false, clock: null };

  const draw = () => {
    if (ui.gone) return;
    const drawing = drawEvent(ui, code, send, draw);
    morphChildren(body, h("div", {}, ...drawing.nodes));
    ui.clock = drawing.clock && standing(drawing.clock);
  };
  /** @param {number[]} own */
  async function send(own) {
    const e = ui.event;
    const mine = e && ownPairing(e, code.player);
    if (!e || !mine || !ui.local) return;
    const id = `report:r${e.round}:t${mine.table}:${code.player}`;
    const old = ui.reports.get(id);
    /** @type {ReportDoc} */
    const doc = { _id: id, type: "report", round: e.round, table: mine.table, player: code.player,
      wins: own[0], losses: own[1], draws: own[2], at: Date.now() };
    if (old && old._rev) doc._rev = old._rev;
    ui.editing = false;
    await ui.local.put(doc);
  }

  (async () => {
    const PouchDB = await loadPouch();
    if (ui.gone) return;
    ui.local = new PouchDB(`tk-join-${code.db}-${code.player}`);
    const remote = new PouchDB(`${code.server.replace(/\/+$/, "")}/${code.db}`,
      { auth: { username: code.user, password: code.password }, skip_setup: true });
    const read = async () => {
      const all = await ui.local.allDocs({ include_docs: true });
      ui.reports.clear();
      ui.event = null;
      for (const row of all.rows) {
        if (row.id === "event") ui.event = row.doc;
        else if (row.id.startsWith("report:")) ui.reports.set(row.id, row.doc);
      }
      draw();
    };
    await read();
    ui.changes = ui.local.changes({ live: true, since: "now" }).on("change", () => { read(); });
    ui.sync = liveSync(ui.local, remote, (what, info) => {
      if (what === "denied") {
        toast(t("ev_refused"));
        // a refused report stays only on this phone: take it back so the screen says the truth
        const refused = /** @type {{ id?: string, doc?: { _id?: string } } | undefined} */ (info);
        const id = refused && (refused.id || (refused.doc && refused.doc._id));
        if (id) ui.local.get(id).then((/** @type {unknown} */ d) => ui.local.remove(d)).catch(() => {});
      }
      sheet.dataset.sync = what;
      setText(status, what === "offline" ? t("ev_offline") : what === "paused" ? t("ev_synced") : t("ev_joining"));
    });
  })().catch((error) => setText(status, String(error && error.message || error)));

  // the round clock ticks here; the rest is drawn when a document changes
  ui.timer = window.setInterval(() => {
    if (ui.clock && ui.clock.isConnected && ui.event) setText(ui.clock, clockLine(ui.event.clock));
  }, 1000);

  return {
    ui,
    // (its state is the event's database, not the table's: a new table state changes nothing
    // here, but drawing again from what it has is always right)
    update: draw,
    unmount: () => {
      ui.gone = true;
      ui.clock = null;
      clearInterval(ui.timer);
      if (ui.sync) ui.sync.cancel();
      if (ui.changes) ui.changes.cancel();
    },
  };
}

/** @param {EventDoc} e @param {string} player @returns {Pairing | null} */
function ownPairing(e, player) {
  return e.pairings.find((p) => p.players.includes(player)) || null;
}

// The time left in the round as the organiser's clock has it: the limit and the time added,
// less the time used, less what has run since it was last started.
/** @param {MatchClock | null} clock */
function clockLine(clock) {
  if (!clock || clock.casual || !clock.limit_ms) return "";
  const since = clock.running ? clock.running_since_ms : null;
  const running = since !== null;
  const left = clock.limit_ms + clock.added_ms - clock.used_ms - (since !== null ? Date.now() - since : 0);
  return t(running ? "ev_clock" : "ev_clock_stopped", { time: clockText(left) });
}

// The whole screen from what it knows, and the clock's element in that drawing (if any).
/**
 * @param {EventUi} ui @param {JoinCode} code
 * @param {(own: number[]) => Promise<void>} send @param {() => void} redraw
 * @returns {{ nodes: HTMLElement[], clock: HTMLElement | null }}
 */
function drawEvent(ui, code, send, redraw) {
  const e = ui.event;
  if (!e) return { nodes: [h("p", { class: "hint" }, t("ev_waiting_first"))], clock: null };
  const names = new Map(e.players.map((p) => [p.id, p.name]));
  const name = (/** @type {string | null} */ id) => (id && names.get(id)) || "";
  const mine = ownPairing(e, code.player);
  const own = [];
  own.push(h("h3", { testid: "event-player" }, t("ev_you", { name: name(code.player) })));
  if (!e.round) own.push(h("p", { testid: "event-own" }, t("ev_no_round")));
  else if (!mine) own.push(h("p", { testid: "event-own" }, t("ev_not_paired", { round: e.round })));
  else if (mine.players[1] === null) own.push(h("p", { testid: "event-own" }, t("ev_your_bye", { round: e.round })));
  else {
    const opponent = mine.players[0] === code.player ? mine.players[1] : mine.players[0];
    own.push(h("p", { testid: "event-own", class: "big" },
      t("ev_your_table", { round: e.round, table: mine.table, opponent: name(opponent) })));
    own.push(reportPart(e, mine, opponent, ui, code, send, name, redraw));
  }
  const clock = h("p", { testid: "event-clock" }, clockLine(e.clock));
  own.push(clock);
  if (e.round && !e.round_open) own.push(h("p", { class: "hint" }, t("ev_round_closed", { round: e.round })));
  const pairings = h("section", { testid: "event-pairings" }, h("h3", {}, t("ev_pairings")),
    h("ol", { class: "plain" }, e.pairings.map((p) => h("li", { testid: `event-table-${p.table}` },
      p.players[1] === null ? t("ev_bye_line", { a: name(p.players[0]) })
        : t("ev_table_line", { table: p.table, a: name(p.players[0]), b: name(p.players[1]) })
          + (p.result ? `  ${resultText(p.result)}` : "")))));
  const standings = h("section", { testid: "event-standings" }, h("h3", {}, t("ev_standings")),
    h("ol", { class: "plain" }, e.standings.map((s) => h("li", {},
      `${s.rank}. ${name(s.id)} — ${t("ev_points", { points: s.points, record: s.record })}`))));
  return { nodes: [...own, pairings, standings], clock };
}

/**
 * The player's own report, the opponent's, and what can be done about them now.
 * @param {EventDoc} e @param {Pairing} mine @param {string} opponent
 * @param {{ reports: Map<string, ReportDoc>, editing: boolean }} ui @param {JoinCode} code
 * @param {(own: number[]) => Promise<void>} send @param {(id: string) => string} name
 * @param {() => void} redraw
 */
function reportPart(e, mine, opponent, ui, code, send, name, redraw) {
  const part = h("div", { testid: "event-report" });
  if (mine.result) {
    const ownSide = mine.players[0] === code.player ? mine.result : [mine.result[1], mine.result[0], mine.result[2]];
    part.append(h("p", { testid: "event-recorded" }, t("ev_recorded", { result: resultText(ownSide) })));
    return part;
  }
  if (!e.round_open) return part;
  const mineDoc = ui.reports.get(`report:r${e.round}:t${mine.table}:${code.player}`);
  const theirs = ui.reports.get(`report:r${e.round}:t${mine.table}:${opponent}`);
  const form = () => h("div", { class: "button-row", testid: "event-report-form" },
    h("p", { class: "hint" }, t("ev_report_hint")),
    ...OFFERED.map((r) => h("button", { testid: `event-report-${r.join("-")}`, onclick: () => { send(r); } }, resultText(r))));
  if (mineDoc) {
    part.append(h("p", { testid: "event-mine" }, t("ev_you_reported", { result: resultText([mineDoc.wins, mineDoc.losses, mineDoc.draws]) })));
    if (ui.editing) part.append(form());
    else part.append(h("button", { testid: "event-report-again", onclick: () => { ui.editing = true; redraw(); } }, t("ev_different")));
  } else if (theirs) {
    const said = [theirs.wins, theirs.losses, theirs.draws];
    part.append(h("p", { testid: "event-theirs" }, t("ev_they_reported", { name: name(opponent), result: resultText(said) })));
    if (ui.editing) part.append(form());
    else part.append(h("div", { class: "button-row" },
      h("button", { testid: "event-confirm", onclick: () => { send([said[1], said[0], said[2]]); } }, t("ev_confirm")),
      h("button", { testid: "event-different", onclick: () => { ui.editing = true; redraw(); } }, t("ev_different"))));
  } else if (ui.editing) {
    part.append(form());
  } else {
    part.append(h("button", { testid: "event-report-open", class: "primary", onclick: () => { ui.editing = true; redraw(); } }, t("ev_report")));
  }
  return part;
}

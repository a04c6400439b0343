// The tournament screen's "Players' phones" section: the event server setting with its check,
// "Open to players' phones" once a server is set, then each player's join QR code and link
// (with "New code"), and the reports the phones sent, as the engine reads them (confirmed,
// waiting, conflict, stale), with Accept sending the same tournament_result as typing it.

import { h, lazyDetails, setText } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { toast } from "../kit/sheet.js";
import { checkServer, saveServer, savedServer } from "./server.js";
import { currentSharing, openSharing, savedShare } from "./sharing.js";
import { joinLink } from "./join-code.js";
import "./strings.js";

/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").MatchReports} MatchReports */
/** @typedef {import("./sharing.js").Sharing} Sharing */
/** @typedef {{ port: Port, whenEngine: () => Promise<import("../engine/api").EngineApi> }} SectionCtx */

const qrcode = () => import("qrcode").then((m) => m.default || m);

/** @param {number[] | null} r */
const resultText = (r) => (!r ? "" : r[2] ? `${r[0]}–${r[1]}–${r[2]}` : `${r[0]}–${r[1]}`);

/** @param {SectionCtx} ctx @param {TournamentState} tour @returns {HTMLElement} */
export function phonesSection(ctx, tour) {
  const section = h("section", { testid: "phones-section" });
  /** @type {(() => void) | null} */
  let off = null;
  // the parts of a shared event, each drawn again only when what it shows changed (a player's
  // opened QR code stays open while the sync state and the reports come and go)
  const keys = { users: "", sync: "", reports: "" };
  const shared = { sync: h("p"), players: h("ul"), reports: h("section") };
  const draw = () => {
    if (!section.isConnected && off) { off(); off = null; }
    const sharing = currentSharing();
    if (sharing && sharing.code === tour.code) {
      off ||= sharing.subscribe(draw);
      if (!section.contains(shared.players)) section.replaceChildren(h("h3", {}, t("ev_phones")), shared.sync, shared.players, shared.reports);
      redraw(keys, "sync", sharing.sync, () => syncLine(sharing), shared, section);
      redraw(keys, "users", [sharing.users, sharing.record.passwords], () => playersList(sharing), shared, section);
      redraw(keys, "reports", sharing.matches, () => reportsPart(ctx, sharing.matches), shared, section);
      return;
    }
    const server = savedServer();
    const open = h("button", { testid: "phones-open", class: "primary", onclick: async () => {
      const now = savedServer();
      if (!now) return;
      open.disabled = true;
      setText(open, t("ev_opening"));
      try {
        await openSharing(now, tour.code, eventName(tour), ctx.whenEngine, (fn) => ctx.port.subscribe(fn));
      } catch (error) {
        toast(t("ev_open_failed", { reason: String(error instanceof Error ? error.message : error) }));
      }
      draw();
    } }, t("ev_open"));
    section.replaceChildren(h("h3", {}, t("ev_phones")), serverForm(draw), ...(server ? [open] : []));
  };
  draw();
  // an event opened before a reload is opened again as soon as the screen shows it
  const server = savedServer();
  if (server && !currentSharing() && savedShare(tour.code)) {
    openSharing(server, tour.code, eventName(tour), ctx.whenEngine, (fn) => ctx.port.subscribe(fn)).then(draw, () => {});
  }
  return section;
}

/** @param {TournamentState} tour */
function eventName(tour) { return tour.code; }

// The server setting: address, admin name and password, and the check that says in plain
// words what the server answered.
/** @param {() => void} saved */
function serverForm(saved) {
  const now = savedServer();
  const url = h("input", { testid: "server-url", type: "url", value: now ? now.url : "", placeholder: "http://192.168.1.10:5984", autocomplete: "off" });
  const admin = h("input", { testid: "server-admin", value: now ? now.admin : "", autocomplete: "off" });
  const password = h("input", { testid: "server-password", type: "password", value: now ? now.password : "", autocomplete: "off" });
  const answer = h("p", { testid: "server-answer", role: "status" });
  const setting = () => ({ url: url.value.trim(), admin: admin.value.trim(), password: password.value });
  const check = h("button", { testid: "server-check", onclick: async () => {
    setText(answer, t("ev_server_checking"));
    const said = await checkServer(setting());
    answer.dataset.answer = said;
    setText(answer, t(`ev_check_${said}`));
    if (said === "admin") { saveServer(setting()); saved(); }
  } }, t("ev_server_check"));
  return lazyDetails({ testid: "server-setting" }, t("ev_server_title"), () => [
    h("p", { class: "hint" }, t("ev_server_hint")),
    h("label", {}, t("ev_server_url"), url),
    h("label", {}, t("ev_server_admin"), admin),
    h("label", {}, t("ev_server_password"), password),
    check, answer,
  ], { open: !now });
}

/** @typedef {{ users: string, sync: string, reports: string }} Keys */
/** @typedef {{ sync: HTMLElement, players: HTMLElement, reports: HTMLElement }} Shared */
/** @param {Keys} keys @param {keyof Keys} name @param {unknown} key @param {() => HTMLElement} build @param {Shared} shared @param {HTMLElement} section */
function redraw(keys, name, key, build, shared, section) {
  const now = JSON.stringify(key);
  if (keys[name] === now && section.contains(shared[name === "users" ? "players" : name])) return;
  keys[name] = now;
  const slot = name === "users" ? "players" : name;
  const el = build();
  shared[slot].replaceWith(el);
  shared[slot] = el;
}

/** @param {Sharing} sharing */
function syncLine(sharing) {
  return h("p", { class: "hint", testid: "phones-sync", dataset: { sync: sharing.sync } },
    sharing.sync === "offline" ? t("ev_offline") : t("ev_synced"));
}

/** @param {Sharing} sharing */
function playersList(sharing) {
  return h("ul", { class: "plain", testid: "phones-players" }, sharing.users.map((u) =>
    h("li", {}, lazyDetails({ testid: `phone-${u.id}` }, u.name || t("ev_watch"), () => codePart(sharing, u.id, u.name)))));
}

/** @param {Sharing} sharing @param {string} playerId @param {string} name */
function codePart(sharing, playerId, name) {
  const code = sharing.joinCode(playerId);
  if (!code) return [];
  const link = joinLink(code);
  const canvas = h("canvas", { testid: `phone-qr-${playerId}` });
  qrcode().then((q) => q.toCanvas(canvas, link, { errorCorrectionLevel: "M", margin: 4, width: 280 }));
  return [
    canvas,
    h("p", {}, h("a", { href: link, testid: `phone-link-${playerId}`, class: "join-link" }, t("ev_join_link"))),
    h("button", { testid: `phone-new-code-${playerId}`, onclick: async () => {
      await sharing.newCode(playerId);
      toast(t("ev_new_code_done", { name: name || t("ev_watch") }), "info");
    } }, t("ev_new_code")),
  ];
}

/** @param {SectionCtx} ctx @param {MatchReports[]} matches */
function reportsPart(ctx, matches) {
  const send = (/** @type {MatchReports["action"]} */ action) => { if (action) ctx.port.send(action); };
  const confirmed = matches.filter((m) => m.status === "confirmed");
  const rows = matches.map((m) => {
    const line = t("ev_report_line", { table: m.table, round: m.round, a: m.names[0] || "?", result: resultText(m.result), b: m.names[1] || "?" });
    const row = h("li", { testid: `report-r${m.round}-t${m.table}`, dataset: { status: m.status } },
      h("span", {}, m.status === "conflict" ? t("ev_report_line", { table: m.table, round: m.round, a: m.names[0] || "?", result: "?", b: m.names[1] || "?" }) : line),
      " — ", h("em", {}, t(`ev_status_${m.status}`)));
    if (m.status === "confirmed") row.append(h("button", { testid: "report-accept", onclick: () => send(m.action) }, t("ev_accept")));
    if (m.status === "conflict") {
      for (const r of m.reports) {
        row.append(h("div", {}, t("ev_said", { name: r.name, result: resultText(r.result) }),
          h("button", { testid: `report-take-${r.by}`, onclick: () => send(
            { type: "tournament_result", round: m.round, player: /** @type {string} */ (m.names[0]), result: r.result, agreed_draw: r.agreed_draw }) },
          t("ev_take", { name: r.name }))));
      }
    }
    return row;
  });
  return h("section", { testid: "phones-reports" }, h("h4", {}, t("ev_reports")),
    matches.length ? h("ul", { class: "plain" }, rows) : h("p", { class: "hint" }, t("ev_no_reports")),
    confirmed.length > 1 ? h("button", { testid: "report-accept-all", onclick: async () => {
      for (const m of confirmed) if (m.action) await ctx.port.send(m.action);
    } }, t("ev_accept_all")) : "");
}

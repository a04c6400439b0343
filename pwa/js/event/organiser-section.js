// The tournament screen's "Players' phones" section: the event server setting with its check,
// "Open to players' phones" once a server is set, then each player's join QR code and link
// (with "New code"), and the reports the phones sent, as the engine reads them (confirmed,
// waiting, conflict, stale), with Accept sending the same tournament_result as typing it.

import { bind, h, keptOpen } from "../kit/dom.js";
import { fillOwned, morphChildren } from "../kit/morph.js";
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

// What the section shows and what the organiser typed or opened in it, this section's own:
// the server setting being typed (kept across every drawing, even while its box is closed),
// the server's last answer (a key of ev_check_*) and whether it is being asked, whether the
// event is being opened, and which players' codes are open.
/** @typedef {{ server: { url: string, admin: string, password: string }, answer: string, checking: boolean,
 *   serverOpen: boolean, opening: boolean, codes: Set<string>, off: (() => void) | null }} PhonesUi */

// The section is drawn whole from the shared event (if this tournament's is shared) and what it
// keeps, and morphed in place (kit/morph.js) at each news of the sharing and each answer: a
// half-typed address keeps its caret, an opened code stays open. The tournament screen keeps
// the section as a place of its own (data-own), so a new table state leaves it as it is. A
// player's QR code is a place of its own in turn, drawn once per link. It hears the sharing's
// news until the tournament screen unmounts it (its sheet closed, whichever way, or the
// section no longer shown); after that nothing draws it again.
/** @param {SectionCtx} ctx @param {TournamentState} tour @returns {{ element: HTMLElement, unmount: () => void }} */
export function mountPhonesSection(ctx, tour) {
  const section = h("section", { testid: "phones-section" });
  const now = savedServer();
  /** @type {PhonesUi} */
  const ui = { server: { url: now ? now.url : "", admin: now ? now.admin : "", password: now ? now.password : "" },
    answer: "", checking: false, serverOpen: !now, opening: false, codes: new Set(), off: null };
  let gone = false;
  const draw = () => {
    if (gone) return;
    const sharing = currentSharing();
    const shared = sharing && sharing.code === tour.code ? sharing : null;
    if (shared) ui.off ||= shared.subscribe(draw);
    morphChildren(section, h("section", {}, h("h3", {}, t("ev_phones")),
      ...(shared ? sharedParts(ctx, ui, shared, draw) : serverParts(ctx, ui, tour, draw))));
    if (shared) {
      for (const id of ui.codes) {
        const code = shared.joinCode(id);
        if (code) fillOwned(section, `qr-${id}`, joinLink(code), () => qrCanvas(id, joinLink(code)));
      }
    }
  };
  draw();
  // an event opened before a reload is opened again as soon as the screen shows it
  if (now && !currentSharing() && savedShare(tour.code)) {
    openSharing(now, tour.code, eventName(tour), ctx.whenEngine, (fn) => ctx.port.subscribe(fn)).then(draw, () => {});
  }
  const unmount = () => {
    gone = true;
    if (ui.off) { ui.off(); ui.off = null; }
  };
  return { element: section, unmount };
}

/** @param {TournamentState} tour */
function eventName(tour) { return tour.code; }

// A <details> kept open or closed as the organiser left it, whose content is drawn only while
// it is open (a player's code, the admin's password: absent until asked); opened, the section
// is drawn again so that its content comes in.
/**
 * @param {import("../kit/types").Attrs<HTMLDetailsElement>} attrs @param {string} summary @param {boolean} isOpen
 * @param {(open: boolean) => void} remember @param {() => void} draw @param {() => import("../kit/types").Child[]} fill
 */
function openedBox(attrs, summary, isOpen, remember, draw, fill) {
  return h("details", { ...attrs, ...keptOpen(isOpen, remember),
    ontoggle: (/** @type {Event} */ e) => {
      const open = /** @type {HTMLDetailsElement} */ (e.currentTarget).open;
      if (open !== isOpen) { remember(open); draw(); }
    } },
  h("summary", { text: summary }), isOpen ? fill() : null);
}

// No shared event yet: the server setting, and "Open to players' phones" once a server is set.
/** @param {SectionCtx} ctx @param {PhonesUi} ui @param {TournamentState} tour @param {() => void} draw */
function serverParts(ctx, ui, tour, draw) {
  const server = savedServer();
  return [serverForm(ui, draw), server ? h("button", { testid: "phones-open", class: "primary", disabled: ui.opening, onclick: async () => {
    const saved = savedServer();
    if (!saved || ui.opening) return;
    ui.opening = true;
    draw();
    try {
      await openSharing(saved, tour.code, eventName(tour), ctx.whenEngine, (fn) => ctx.port.subscribe(fn));
    } catch (error) {
      toast(t("ev_open_failed", { reason: String(error instanceof Error ? error.message : error) }));
    }
    ui.opening = false;
    draw();
  } }, ui.opening ? t("ev_opening") : t("ev_open")) : null];
}

// The server setting: address, admin name and password, and the check that says in plain
// words what the server answered.
/** @param {PhonesUi} ui @param {() => void} draw */
function serverForm(ui, draw) {
  const setting = () => ({ url: ui.server.url.trim(), admin: ui.server.admin.trim(), password: ui.server.password });
  return openedBox({ testid: "server-setting" }, t("ev_server_title"), ui.serverOpen, (open) => { ui.serverOpen = open; }, draw, () => [
    h("p", { class: "hint" }, t("ev_server_hint")),
    h("label", { class: "stack" }, t("ev_server_url"), h("input", bind(ui.server, "url", { testid: "server-url", type: "url",
      placeholder: "http://192.168.1.10:5984", autocomplete: "off" }))),
    h("label", { class: "stack" }, t("ev_server_admin"), h("input", bind(ui.server, "admin", { testid: "server-admin", autocomplete: "off" }))),
    h("label", { class: "stack" }, t("ev_server_password"), h("input", bind(ui.server, "password", { testid: "server-password", type: "password",
      autocomplete: "off" }))),
    h("button", { testid: "server-check", onclick: async () => {
      ui.checking = true;
      draw();
      const asked = setting();
      const said = await checkServer(asked);
      ui.checking = false;
      ui.answer = said;
      if (said === "admin") { saveServer(asked); ui.serverOpen = false; }
      draw();
    } }, t("ev_server_check")),
    // (the last answer stays on the line while the server is asked again)
    h("p", { testid: "server-answer", role: "status", dataset: ui.answer ? { answer: ui.answer } : {} },
      ui.checking ? t("ev_server_checking") : ui.answer ? t(`ev_check_${ui.answer}`) : ""),
  ]);
}

// The event shared: how the phones are reached, each player's code, and the reports.
/** @param {SectionCtx} ctx @param {PhonesUi} ui @param {Sharing} sharing @param {() => void} draw */
function sharedParts(ctx, ui, sharing, draw) {
  return [
    h("p", { class: "hint", testid: "phones-sync", dataset: { sync: sharing.sync } },
      sharing.sync === "offline" ? t("ev_offline") : t("ev_synced")),
    h("ul", { class: "plain", testid: "phones-players" }, sharing.users.map((u) => h("li", {},
      openedBox({ testid: `phone-${u.id}` }, u.name || t("ev_watch"), ui.codes.has(u.id),
        (open) => { if (open) ui.codes.add(u.id); else ui.codes.delete(u.id); }, draw, () => codePart(sharing, u.id, u.name))))),
    reportsPart(ctx, sharing.matches),
  ];
}

/** @param {string} playerId @param {string} link */
function qrCanvas(playerId, link) {
  const canvas = h("canvas", { testid: `phone-qr-${playerId}` });
  qrcode().then((q) => q.toCanvas(canvas, link, { errorCorrectionLevel: "M", margin: 4, width: 280 }));
  return canvas;
}

/** @param {Sharing} sharing @param {string} playerId @param {string} name */
function codePart(sharing, playerId, name) {
  const code = sharing.joinCode(playerId);
  if (!code) return [];
  return [
    h("div", { "data-own": `qr-${playerId}` }),             // its QR code (drawn once per link)
    h("p", {}, h("a", { href: joinLink(code), testid: `phone-link-${playerId}`, class: "join-link" }, t("ev_join_link"))),
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
  const rows = matches.map((m) => h("li", { testid: `report-r${m.round}-t${m.table}`, dataset: { status: m.status } },
    h("span", {}, t("ev_report_line", { table: m.table, round: m.round, a: m.names[0] || "?",
      result: m.status === "conflict" ? "?" : resultText(m.result), b: m.names[1] || "?" })),
    " — ", h("em", {}, t(`ev_status_${m.status}`)),
    m.status === "confirmed" ? h("button", { testid: "report-accept", onclick: () => send(m.action) }, t("ev_accept")) : null,
    m.status === "conflict" ? m.reports.map((r) => h("div", {}, t("ev_said", { name: r.name, result: resultText(r.result) }),
      h("button", { testid: `report-take-${r.by}`, onclick: () => send(
        { type: "tournament_result", round: m.round, player: /** @type {string} */ (m.names[0]), result: r.result, agreed_draw: r.agreed_draw }) },
      t("ev_take", { name: r.name })))) : null));
  return h("section", { testid: "phones-reports" }, h("h4", {}, t("ev_reports")),
    matches.length ? h("ul", { class: "plain" }, rows) : h("p", { class: "hint" }, t("ev_no_reports")),
    confirmed.length > 1 ? h("button", { testid: "report-accept-all", onclick: async () => {
      for (const m of confirmed) if (m.action) await ctx.port.send(m.action);
    } }, t("ev_accept_all")) : "");
}

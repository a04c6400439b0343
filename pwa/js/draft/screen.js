// The Conspiracy draft screen: set-up, the pick countdown (seconds from the engine, counted
// here), who passes to whom, 905.2b notes and 905.2c face-up cards, and after the draft the
// conspiracies and hidden agendas, then the free-for-all game.
//
// Hidden agendas: the engine's draft view keeps the face-down cards under "private" (by
// owner seat). This screen never shows them except inside a press-and-hold box, after the
// phone was passed to the owner; naming the card also happens behind that cover.

import { bind, h, keptOpen } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { toast } from "../kit/sheet.js";
import { mountSheet } from "../kit/mount.js";
import { morphChildren } from "../kit/morph.js";
import { passThePhone, privateBox } from "../kit/private.js";
import { pushLayer } from "../kit/layers.js";
import { Countdown, armedButton, clockText, signalEnd, timeScale } from "../kit/countdown.js";
import { printPage } from "../kit/print.js";
import { SEATING } from "./print-pages.js";
import { firstPickBox } from "./first-pick.js";
import { newForm, seatSelect } from "./form.js";
import { notesSection } from "./notes.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").DraftState} DraftState */
/** @typedef {import("../types/state").DraftSeat} DraftSeat */
/** @typedef {import("./types").DraftApp} DraftApp */
/** @typedef {import("./types").DraftScreen} DraftScreen */
/** @typedef {import("../kit/mount.js").Port} Port */

/** @type {import("./types").DraftStyle[]} */
const STYLES = ["booster", "rochester", "two_headed_giant"];
const AUTO_KEY = "tk-draft-auto";

// The pick clock belongs to the table, not to one opening of its screen: held while no draft
// screen shows it, it goes on from where it was when the screen opens again (a new clock
// would give a running pick its whole time again), and a step whose time ran out is passed
// once (`fired`), however often the screen is opened. One per page state (its port).
/** @type {WeakMap<Port, { countdown: Countdown, fired: string | null }>} */
const CLOCKS = new WeakMap();

/** @param {Port} port */
function clockOf(port) {
  let clock = CLOCKS.get(port);
  if (!clock) CLOCKS.set(port, clock = { countdown: new Countdown(), fired: null });
  return clock;
}

function autoPass() {
  try { return localStorage.getItem(AUTO_KEY) !== "0"; } catch (_) { return true; }
}

/** @param {TableState | null} state @returns {DraftState | null} */
function draftOf(state) {
  return (state && state.session_features && state.session_features.draft) || null;
}

/** @param {DraftApp} app */
export function openDraft(app) {
  mountSheet(t("draft_title"), (body) => mountDraft(body, app.port, {
    show: (screen) => app.show(screen),
    seatNames: () => (app.start && app.start.seatNames ? app.start.seatNames() : []),
  }), app.port, { full: true, testid: "draft-sheet" });
}

// The screen in its sheet: drawn from the state, drawn again in place on each new state (the
// field being typed in keeps its text, caret and focus; an opened part stays open; a kept
// button acts on the new state), its clock ticking, until unmounted when the sheet closes.
// ctx: what the screen needs of the app besides the port.
/**
 * @param {HTMLElement} body @param {Port} port
 * @param {{ show: (screen: string) => void, seatNames: () => string[] }} ctx
 * @returns {import("../kit/mount.js").Mounted & { screen: DraftScreen }}
 */
export function mountDraft(body, port, ctx) {
  const clock = clockOf(port);
  /** @type {DraftScreen} */
  const screen = {
    port, form: newForm(), chosen: { a: undefined, b: undefined }, leaveSeat: null,
    starting: false, startingGame: false, opened: new Set(),
    show: ctx.show, seatNames: ctx.seatNames,
    draw: () => { if (!gone) renderDraft(screen, body, clock); },
  };
  let gone = false;
  clock.countdown.release();
  const tick = setInterval(() => updateClock(screen, body, clock), 100);
  screen.draw();
  return {
    screen,
    update: () => screen.draw(),
    unmount: () => { gone = true; clearInterval(tick); clock.countdown.hold(); },
  };
}

// --- the countdown ------------------------------------------------------------------------------

/** @param {DraftState} d */
function stepKey(d) { return `${d.step}`; }

/** @param {DraftScreen} screen @param {HTMLElement} body @param {{ countdown: Countdown, fired: string | null }} clock */
function updateClock(screen, body, clock) {
  const d = draftOf(screen.port.state());
  const el = body.querySelector(".draft-countdown");
  const countdown = clock.countdown;
  if (!d || d.done || !(el instanceof HTMLElement)) return;
  if (!d.timed || d.seconds === null) { el.textContent = "—"; el.dataset.state = "untimed"; return; }
  countdown.set(stepKey(d), d.seconds * 1000 * timeScale());
  const left = countdown.remaining();
  if (left === null) return;                 // (set just now: never)
  el.textContent = clockText(left / timeScale());
  el.dataset.state = countdown.paused ? "paused" : left <= 5000 * timeScale() ? "low" : "running";
  if (left <= 0 && clock.fired !== countdown.key) {
    clock.fired = countdown.key;
    signalEnd();
    if (autoPass()) {
      screen.port.send(d.phase === "pick" ? { type: "draft_pick", step: d.step, at: Date.now() }
        : { type: "draft_continue", step: d.step, at: Date.now() });
    }
  }
}

// --- rendering ------------------------------------------------------------------------------------

/** @param {DraftScreen} screen @param {HTMLElement} body @param {{ countdown: Countdown, fired: string | null }} clock */
function renderDraft(screen, body, clock) {
  const d = draftOf(screen.port.state());
  /** @type {HTMLElement} */
  let page;
  if (!d || screen.form.setup) page = setupForm(screen, d);
  else if (!d.done) page = h("div", {}, running(screen, d, clock.countdown), notesSection(screen, d));
  else page = afterDraft(screen, d);
  // the clock's text is the ticking's: drawn as it shows now, so a redraw never blinks it
  const shown = body.querySelector(".draft-countdown");
  const drawn = page.querySelector(".draft-countdown");
  if (shown && drawn) {
    drawn.textContent = shown.textContent;
    for (const [k, v] of Object.entries(/** @type {HTMLElement} */ (shown).dataset)) /** @type {HTMLElement} */ (drawn).dataset[k] = v;
  }
  morphChildren(body, h("div", {}, page));
  updateClock(screen, body, clock);
}

// A part of the screen the player opens and closes (a <details>): it stays as they left it
// across redraws.
/** @param {DraftScreen} screen @param {string} key @param {string} testid @param {string} cls @param {...import("../kit/types").Child} children */
function openable(screen, key, testid, cls, ...children) {
  return h("details", { class: cls, testid,
    ...keptOpen(screen.opened.has(key), (open) => { if (open) screen.opened.add(key); else screen.opened.delete(key); }) }, ...children);
}

// The players at the table: the running game's, else the names on the start screen (typed
// there, or the last game's that it offers); the seat list starts with them.
/** @param {DraftScreen} screen @returns {string[]} */
function tableNames(screen) {
  const state = screen.port.state();
  if (state && state.players && state.players.length) return state.players.map((p) => p.name);
  return screen.seatNames();
}

/** @param {DraftScreen} screen @param {DraftState | null} current */
function setupForm(screen, current) {
  const form = screen.form;
  if (!form.seats) form.seats = tableNames(screen).join("\n");
  const seats = () => form.seats.split(/\n|,/).map((s) => s.trim()).filter(Boolean);
  /** @returns {import("../types/actions").DraftSetup} */
  const action = () => {
    const packs = parseInt(form.packs, 10);
    const size = parseInt(form.packSize, 10);
    return { type: "draft_setup", seats: seats(), style: form.style, timer: form.timer, at: Date.now(),
      ...(Number.isFinite(packs) ? { packs } : {}), ...(Number.isFinite(size) ? { pack_size: size } : {}) };
  };
  // one tap starts one draft (the screen remembers it: a redraw in between keeps the button)
  const start = (/** @type {boolean} */ thenFinish) => {
    if (screen.starting) return Promise.resolve();
    screen.starting = true;
    return screen.port.send(action()).then((r) => {
      screen.starting = false;
      if (!r.ok) return;
      form.setup = false;
      if (thenFinish) screen.port.send({ type: "draft_finish", at: Date.now() });
      screen.draw();
    });
  };
  return h("div", { class: "draft-setup", testid: "draft-setup" },
    h("label", { class: "stack" }, t("draft_seats_hint"),
      // (a textarea's text is its content: a value attribute would leave it empty)
      h("textarea", bind(form, "seats", { rows: String(Math.max(5, Math.min(9, form.seats.split("\n").length + 1))), testid: "draft-seats",
        placeholder: t("example_names") }), form.seats)),
    h("div", { class: "button-row" },
      h("label", {}, t("draft_style"), h("select", { testid: "draft-style", onchange: (e) => { form.style = STYLES.find((s) => s === e.target.value) ?? form.style; } },
        STYLES.map((s) => h("option", { value: s, text: t(`draft_style_${s}`), selected: form.style === s }))))),
    h("div", { class: "button-row" },
      h("label", {}, t("draft_packs"), h("input", bind(form, "packs", { type: "number", min: "1", max: "12", inputmode: "numeric", placeholder: "3", testid: "draft-packs" }))),
      h("label", {}, t("draft_pack_size"), h("input", bind(form, "packSize", { type: "number", min: "1", max: "30", inputmode: "numeric", testid: "draft-pack-size" })))),
    h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: form.timer, testid: "draft-timer",
      onchange: (e) => { form.timer = e.target.checked; } }), h("span", { text: t("draft_timer_on") })),
    h("button", { class: "primary wide-btn", testid: "draft-start", onclick: () => start(false) }, t("draft_start")),
    h("button", { class: "wide-btn", testid: "draft-skip", onclick: () => start(true) }, t("draft_skip")),
    current && current.done ? h("button", { class: "wide-btn", testid: "draft-setup-cancel", onclick: () => { form.setup = false; screen.draw(); } }, t("cancel")) : null);
}

// 7.7: a player who cannot go on drafting leaves the draft table (the engine says how the
// packs then pass); chosen by name, confirmed by a second tap naming them.
/** @param {DraftScreen} screen @param {DraftState} d */
function leaveControl(screen, d) {
  if (d.style === "rochester" || d.drafting.length < 2) return null;
  if (screen.leaveSeat === null || !d.drafting.includes(screen.leaveSeat)) screen.leaveSeat = d.drafting[0];
  const seat = screen.leaveSeat;
  const choose = h("select", { testid: "draft-leave-seat", "aria-label": t("draft_leave_who"),
    onchange: (e) => { screen.leaveSeat = parseInt(e.target.value, 10); screen.draw(); } },
  d.drafting.map((s) => h("option", { value: String(s), text: d.seats[s].name, selected: s === seat })));
  return openable(screen, "leave", "draft-leave-box", "draft-leave-box",
    h("summary", { text: t("draft_leave_title") }),
    h("p", { class: "muted", text: t("draft_leave_hint") }),
    h("label", { class: "stack" }, t("draft_leave_who"), choose),
    h("div", { class: "button-row" },
      armedButton(t("draft_leave_confirm", { name: d.seats[seat].name }), t("tap_again"),
        () => screen.port.send({ type: "draft_leave", seat, at: Date.now() }), { testid: "draft-leave" })));
}

/** @param {DraftScreen} screen @param {DraftState} d @param {Countdown} countdown */
function running(screen, d, countdown) {
  const send = screen.port.send;
  const seats = d.seats;
  const name = (/** @type {number | null | undefined} */ seat) => (seat === null || seat === undefined ? "—" : seats[seat].name);
  const arrow = d.direction === "left" ? "⟳" : "⟲";
  const status = d.phase === "review"
    ? t("draft_review_status", { round: d.round, packs: d.packs })
      + (d.next_direction ? ` ${t(`draft_next_${d.next_direction}`)}` : "")
    : d.phase === "look"
      ? t("draft_look_status", { round: d.round, packs: d.packs, opener: name(d.rochester && d.rochester.opener) })
      : t("draft_pick_status", { round: d.round, packs: d.packs, pick: d.pick, picks: d.picks_per_pack, cards: d.cards_left ?? "—" });
  const phaseLabel = t(`draft_phase_${d.phase}`);
  const pause = h("button", { class: "big", testid: "draft-pause", disabled: !d.timed, onclick: () => {
    if (countdown.paused) countdown.resume(); else countdown.pause();
    screen.draw();
  } }, countdown.paused ? `▶ ${t("draft_resume")}` : `‖ ${t("draft_pause")}`);
  const advance = d.phase === "pick"
    ? h("button", { class: "primary big", testid: "draft-all-picked", onclick: () => send({ type: "draft_pick", step: d.step, at: Date.now() }) }, `${t("draft_all_picked")} ▸`)
    : h("button", { class: "primary big", testid: "draft-continue", onclick: () => send({ type: "draft_continue", step: d.step, at: Date.now() }) },
      `${t(d.phase === "look" ? "draft_start_picking" : "draft_next_pack")} ▸`);

  const seatRows = seats.map((s) => {
    let detail;
    if (s.left) detail = t("draft_left_detail", { round: s.left.round, pick: s.left.pick });
    else if (d.style === "rochester") detail = d.rochester && d.rochester.picker === s.seat ? t("draft_picking_now") : "";
    else detail = d.phase === "pick"
      ? t("draft_holds", { name: name(s.holds_pack_of), to: name(s.passes_to) })
      : t("draft_passes_to", { to: name(s.passes_to) });
    return h("button", { class: `draft-seat${s.picked ? " picked" : ""}${s.waiting ? " waiting" : ""}${s.left ? " left" : ""}`, testid: `draft-seat-${s.seat}`,
      disabled: d.phase !== "pick" || !s.waiting,
      onclick: () => send({ type: "draft_pick", seat: s.seat, step: d.step, at: Date.now() }) },
    h("span", { class: "draft-seat-name", text: s.name }),
    h("span", { class: "draft-seat-detail", text: detail }),
    h("span", { class: "draft-seat-mark", text: s.left ? t("draft_left_mark") : s.picked ? "✓" : d.phase === "pick" && s.waiting ? t("draft_tap_picked") : "" }));
  });

  return h("div", { class: "draft-running" },
    h("p", { class: "draft-status", testid: "draft-status" },
      h("span", { text: status }), " ",
      d.direction ? h("span", { class: "draft-direction", testid: "draft-direction", text: `${arrow} ${t(`draft_dir_${d.direction}`)}` }) : null),
    h("div", { class: "draft-clock" },
      h("span", { class: "draft-phase", testid: "draft-phase", text: phaseLabel }),
      h("output", { class: "draft-countdown", testid: "draft-countdown", text: "—" }),
      d.phase === "pick" && d.seconds === null ? h("small", { text: t("draft_last_card") }) : null,
      !d.timer ? h("small", { text: t("draft_no_timer") }) : null),
    h("div", { class: "button-row draft-controls" }, pause, advance,
      // undo at any moment, here too (undoing the draft's start asks first)
      h("button", { class: "big", testid: "draft-undo", "aria-label": t("undo"), disabled: !screen.port.state()?.can_undo,
        onclick: () => send({ type: "undo" }) }, "↶")),
    d.style === "rochester" && d.rochester
      ? h("p", { class: "muted", testid: "draft-rochester", text: t("draft_rochester_line", { opener: name(d.rochester.opener), picker: name(d.rochester.picker) }) })
      : h("p", { class: "muted", testid: "draft-passing", text: d.passing.map((p) => `${name(p.from)} → ${name(p.to)}`).join(" · ") }),
    h("div", { class: "draft-seats" }, seatRows),
    firstPickBox(d, screen.chosen, screen.draw, screen.opened),
    h("div", { class: "button-row" },
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: d.timer, testid: "draft-timer-toggle",
        onchange: (e) => send({ type: "draft_set_timer", on: e.target.checked }) }), h("span", { text: t("draft_timer_on") })),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: autoPass(), testid: "draft-auto",
        onchange: (e) => { try { localStorage.setItem(AUTO_KEY, e.target.checked ? "1" : "0"); } catch (_) { /* */ } } }),
      h("span", { text: t("draft_auto") }))),
    h("p", { class: "muted", text: t("draft_progress", { done: d.picks_done, total: d.picks_total }) }),
    leaveControl(screen, d),
    h("button", { testid: "print-seating-button", onclick: () => printPage(SEATING, screen.port.state()) },
      `${t("print")}: ${t("print_seating")}`),
    armedButton(t("draft_finish"), t("tap_again"), () => send({ type: "draft_finish", at: Date.now() }), { testid: "draft-finish" }));
}

// --- after the draft: conspiracies, hidden agendas, the game ----------------------------------

/** @param {DraftScreen} screen @param {DraftState} d */
function afterDraft(screen, d) {
  const form = screen.form;
  const state = screen.port.state();
  const names = d.seats.map((s) => s.name);
  const seatBlocks = d.seats.map((s) => h("div", { class: "consp-seat", testid: `consp-seat-${s.seat}` },
    h("strong", { text: s.name }),
    s.conspiracies.length ? null : h("span", { class: "muted", text: ` ${t("consp_none")}` }),
    h("ul", {}, s.conspiracies.map((c) => conspiracyItem(screen, s, c)))));
  const card = h("input", bind(form, "conspCard", { type: "text", maxlength: "60", placeholder: t("consp_card_name_face_up"), "aria-label": t("consp_card_name_face_up"), testid: "consp-card" }));
  const game = state && state.players.length && !state.over && state.format === "conspiracy";
  return h("div", { class: "draft-after", testid: "draft-done" },
    h("p", { class: "draft-status", text: d.ended_early ? t("draft_ended_early") : t("draft_over") }),
    h("h3", { text: t("consp_title") }),
    h("p", { class: "muted", text: t("consp_hint") }),
    seatBlocks,
    h("div", { class: "button-row" }, seatSelect(form, d, "conspSeat", "consp-seat", t("consp_seat"))),
    // face up: typed here, on the shared screen
    h("div", { class: "consp-way", testid: "consp-face-up" },
      h("p", { class: "consp-way-title", text: t("consp_face_up_title") }),
      h("div", { class: "button-row" }, card,
      h("button", { testid: "consp-add", onclick: () => {
        if (!form.conspCard.trim()) { toast(t("draft_card_needed")); return; }
        const typed = form.conspCard;
        form.conspCard = "";                   // a second tap adds nothing twice
        screen.draw();
        screen.port.send({ type: "conspiracy_add", seat: parseInt(form.conspSeat, 10), card: typed })
          .then((r) => { if (!r.ok) { form.conspCard = typed; screen.draw(); } });
      } }, t("consp_add_face_up")))),
    // a hidden agenda: nothing typed here; its owner names it behind the cover
    h("div", { class: "consp-way", testid: "consp-hidden" },
      h("p", { class: "consp-way-title", text: t("consp_hidden_title") }),
      h("p", { class: "muted", testid: "consp-hidden-hint", text: t("consp_hidden_hint") }),
      h("button", { testid: "consp-add-hidden", onclick: () => nameSecretly(screen, d, parseInt(form.conspSeat, 10), form.conspCard) },
        t("consp_add_hidden"))),
    notesSection(screen, d),
    h("h3", { text: t("consp_game") }),
    game ? h("p", { class: "muted", text: t("consp_game_running") }) : null,
    h("button", { class: "primary wide-btn", testid: "draft-start-game", disabled: d.style === "two_headed_giant" || screen.startingGame,
      onclick: () => {
        if (screen.startingGame) return;
        screen.startingGame = true;                        // one tap starts one game
        screen.draw();
        screen.port.send({ type: "new_game", players: names, format: "conspiracy" }).then((r) => {
          screen.startingGame = false;
          if (r.ok) screen.show("table"); else screen.draw();
        });
      } },
    t("consp_start_game", { n: names.length })),
    armedButton(t("draft_new"), t("tap_again"), () => { form.setup = true; form.seats = names.join("\n"); screen.draw(); },
      { class: "wide-btn", testid: "draft-new" }));
}

/** @param {DraftScreen} screen @param {DraftSeat} seat @param {import("../types/state").ConspiracyView} c */
function conspiracyItem(screen, seat, c) {
  const send = screen.port.send;
  if (c.face_up) {
    const named = c.named && c.named.length ? ` — ${t("consp_named")}: ${c.named.join(", ")}` : "";
    return h("li", { testid: `consp-${c.id}` },
      h("span", { text: `${c.card}${c.hidden_agenda ? ` (${t("consp_revealed")})` : ""}${named}` }), " ",
      h("button", { class: "small", testid: `consp-remove-${c.id}`, "aria-label": t("consp_remove"), onclick: () => send({ type: "conspiracy_remove", id: c.id }) }, "✕"));
  }
  return h("li", { class: "face-down", testid: `consp-${c.id}` },
    h("span", { text: `▼ ${t("consp_face_down")}` }), " ",
    h("button", { class: "small", testid: `consp-peek-${c.id}`, onclick: () => peek(screen, seat, c.id) }, t("consp_peek")),
    armedButton(t("consp_reveal"), t("tap_again"), () => send({ type: "conspiracy_reveal", id: c.id }),
      { class: "small", testid: `consp-reveal-${c.id}` }));
}

// A full-screen panel that only the named player should be looking at. Closed by its
// buttons, Back or Escape: whatever closes it, its content leaves the page.
/** @param {string} testid @param {...import("../kit/types").Child} children */
function privatePanel(testid, ...children) {
  const panel = h("div", { class: "pass-cover private-panel", role: "dialog", "aria-modal": "true", testid }, ...children);
  const title = panel.querySelector(".pass-title");       // the dialog is named by its title
  if (title) panel.setAttribute("aria-label", title.textContent);
  document.body.append(panel);
  const release = pushLayer(() => panel.remove());
  const remove = panel.remove.bind(panel);
  panel.remove = () => { remove(); release(); };
  return panel;
}

// A hidden agenda: the phone goes to the owner first, and both the conspiracy and the card
// it names are typed behind the cover (a name typed on the shared screen is taken there and
// cleared at once); nothing of them is shown on the shared screen afterwards.
/** @param {DraftScreen} screen @param {DraftState} d @param {number} seat @param {string} typed */
function nameSecretly(screen, d, seat, typed) {
  const owner = d.seats[seat].name;
  screen.form.conspCard = "";
  screen.draw();
  passThePhone(owner, () => {
    const card = h("input", { type: "text", maxlength: "60", autocomplete: "off", testid: "agenda-card",
      "aria-label": t("consp_card_name"), placeholder: t("consp_card_name"), value: typed.trim() });
    const first = h("input", { type: "text", maxlength: "60", autocomplete: "off", testid: "agenda-named",
      "aria-label": t("consp_name_card"), placeholder: t("consp_name_card") });
    const second = h("input", { type: "text", maxlength: "60", autocomplete: "off", testid: "agenda-named-2",
      "aria-label": t("consp_name_second"), placeholder: t("consp_name_second") });
    const panel = privatePanel("agenda-panel",
      h("p", { class: "pass-title", text: t("consp_name_title", { name: owner }) }),
      card, first, second,
      h("div", { class: "button-row" },
        h("button", { testid: "agenda-cancel", onclick: () => panel.remove() }, t("cancel")),
        h("button", { class: "primary", testid: "agenda-confirm", onclick: (e) => {
          const named = [first.value, second.value].map((x) => x.trim()).filter(Boolean);
          const cardName = card.value.trim();
          if (!cardName) { card.focus(); return; }
          if (!named.length) { first.focus(); return; }
          e.currentTarget.disabled = true;                 // one tap, one agenda
          panel.remove();
          screen.port.send({ type: "conspiracy_add", seat, card: cardName, hidden_agenda: true, named });
        } }, t("consp_put_face_down"))));
    setTimeout(() => (card.value ? first : card).focus(), 0);
  });
}

// Peeking: pass the phone to the owner, who then presses and holds to see their card.
/** @param {DraftScreen} screen @param {DraftSeat} seat @param {number} id */
function peek(screen, seat, id) {
  passThePhone(seat.name, () => {
    const box = privateBox(t("consp_your_agenda"), () => {
      const d = draftOf(screen.port.state());
      const mine = (d && d.private[String(seat.seat)]) || [];
      const c = mine.find((x) => x.id === id);
      if (!c) return h("p", { text: "—" });
      return [h("p", { class: "agenda-card", text: c.card }),
        h("p", { class: "agenda-named", text: `${t("consp_named")}: ${c.named.join(", ")}` })];
    }, { testid: `consp-private-${id}` });
    const panel = privatePanel("peek-panel",
      h("p", { class: "pass-title", text: seat.name }), box,
      h("button", { class: "primary", testid: "peek-done", onclick: () => panel.remove() }, t("consp_peek_done")));
  });
}

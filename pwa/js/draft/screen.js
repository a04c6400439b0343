// The Conspiracy draft screen: set-up, the pick countdown (seconds from the engine, counted
// here), who passes to whom, 905.2b notes and 905.2c face-up cards, and after the draft the
// conspiracies and hidden agendas, then the free-for-all game.
//
// Hidden agendas: the engine's draft view keeps the face-down cards under "private" (by
// owner seat). This screen never shows them except inside a press-and-hold box, after the
// phone was passed to the owner; naming the card also happens behind that cover.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { openSheet, toast } from "../kit/sheet.js";
import { passThePhone, privateBox } from "../kit/private.js";
import { pushLayer } from "../kit/layers.js";
import { Countdown, armedButton, clockText, signalEnd, timeScale } from "../kit/countdown.js";
import { listen, openMounted, part, portOf, redrawPart } from "../kit/mount.js";
import { printPage } from "../kit/print.js";
import { SEATING } from "./print-pages.js";
import { firstPickBox } from "./first-pick.js";
import { bind, freshForm, seatSelect } from "./form.js";
import { mountNotes } from "./notes.js";

/** @typedef {import("../types/state").DraftState} DraftState */
/** @typedef {import("../types/state").DraftSeat} DraftSeat */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("../kit/mount.js").Mounted} Mounted */

/** @type {import("./types").DraftStyle[]} */
const STYLES = ["booster", "rochester", "two_headed_giant"];
const AUTO_KEY = "tk-draft-auto";

// The pick clock goes on while the sheet is closed (a pick's time is the table's, not the
// screen's): it is the draft's, held while no screen shows it and told which step it counts.
const clock = { countdown: new Countdown(), fired: /** @type {string | null} */ (null) };
const countdown = clock.countdown;

function autoPass() {
  try { return localStorage.getItem(AUTO_KEY) !== "0"; } catch (_) { return true; }
}

/** @param {import("../types/state").TableState | null} state @returns {DraftState | null} */
function draftOf(state) {
  return (state && state.session_features && state.session_features.draft) || null;
}

// What the screen needs of the app besides the port: the players the start screen has, and
// going to the table when the game starts.
/** @typedef {{ seatNames: () => string[], toTable: () => void }} DraftCtx */
/** @typedef {{ form: import("./types").DraftForm, chosen: import("./first-pick.js").Chosen }} DraftUi */
/** @typedef {{ port: Port, ctx: DraftCtx, ui: DraftUi, redraw: () => void, clock: HTMLElement | null }} Env */

/** @param {import("../app.js").App} app */
export function openDraft(app) {
  const port = portOf(app);
  /** @type {DraftCtx} */
  const ctx = { seatNames: () => (app.start && app.start.seatNames ? app.start.seatNames() : []), toTable: () => app.show("table") };
  openMounted(t("draft_title"), { testid: "draft-sheet" }, (sheet) => mountDraft(sheet, port, ctx));
}

// One of three screens (the set-up, the draft running, after the draft), each made when it
// is first shown and then drawn again part by part: the fields and what is typed in them stay.
/** @param {HTMLElement} sheet @param {Port} port @param {DraftCtx} ctx @returns {Mounted} */
export function mountDraft(sheet, port, ctx) {
  /** @type {DraftUi} */
  const ui = { form: freshForm(), chosen: { a: undefined, b: undefined } };
  /** @type {{ mode: string, update: (d: DraftState) => void } | null} */
  let shown = null;
  const redraw = () => update(port.state());
  /** @type {Env} */
  const env = { port, ctx, ui, redraw, clock: null };

  /** @param {import("../types/state").TableState | null} state */
  function update(state) {
    const d = draftOf(state);
    const mode = !d || ui.form.setup ? "setup" : d.done ? "done" : "running";
    if (!shown || shown.mode !== mode) {
      /** @type {{ el: HTMLElement, update: (d: DraftState) => void }} */
      const made = mode === "setup" ? { el: setupForm(env, d), update: () => {} }
        : mode === "running" ? runningScreen(env, /** @type {DraftState} */ (d)) : afterScreen(env, /** @type {DraftState} */ (d));
      env.clock = null;                  // (the running screen has one)
      shown = { mode, update: made.update };
      sheet.replaceChildren(made.el);
    } else if (d) shown.update(d);
    updateClock(port, env.clock);
  }

  const tick = setInterval(() => updateClock(port, env.clock), 100);
  const stop = () => { clearInterval(tick); countdown.hold(); off(); };
  const off = listen(sheet, port, update, stop);
  countdown.release();
  update(port.state());
  return { update, unmount: stop };
}

// --- the countdown ------------------------------------------------------------------------------

/** @param {DraftState} d */
function stepKey(d) { return `${d.step}`; }

/** @param {Port} port @param {HTMLElement | null} el the running screen's countdown */
function updateClock(port, el) {
  const d = draftOf(port.state());
  if (!d || d.done || !el) return;
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
      port.send(d.phase === "pick" ? { type: "draft_pick", step: d.step, at: Date.now() }
        : { type: "draft_continue", step: d.step, at: Date.now() });
    }
  }
}

// --- rendering ------------------------------------------------------------------------------------

// The players at the table: the running game's, else the names on the start screen (typed
// there, or the last game's that it offers); the seat list starts with them.
/** @param {Env} env @returns {string[]} */
function tableNames({ port, ctx }) {
  const state = port.state();
  if (state && state.players && state.players.length) return state.players.map((p) => p.name);
  return ctx.seatNames();
}

/** @param {Env} env @param {DraftState | null} current */
function setupForm(env, current) {
  const { port, ui: { form }, redraw } = env;
  if (!form.seats) form.seats = tableNames(env).join("\n");
  const seats = () => form.seats.split(/\n|,/).map((s) => s.trim()).filter(Boolean);
  /** @returns {import("../types/actions").DraftSetup} */
  const action = () => {
    const packs = parseInt(form.packs, 10);
    const size = parseInt(form.packSize, 10);
    return { type: "draft_setup", seats: seats(), style: form.style, timer: form.timer, at: Date.now(),
      ...(Number.isFinite(packs) ? { packs } : {}), ...(Number.isFinite(size) ? { pack_size: size } : {}) };
  };
  let starting = false;                 // one tap starts one draft
  const start = (/** @type {boolean} */ thenFinish) => {
    if (starting) return Promise.resolve();
    starting = true;
    return port.send(action()).then((r) => {
      starting = false;
      if (!r.ok) return;
      form.setup = false;
      if (thenFinish) port.send({ type: "draft_finish", at: Date.now() });
      redraw();
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
    current && current.done ? h("button", { class: "wide-btn", testid: "draft-setup-cancel", onclick: () => { form.setup = false; redraw(); } }, t("cancel")) : null);
}

// 7.7: a player who cannot go on drafting leaves the draft table (the engine says how the
// packs then pass); chosen by name, confirmed by a second tap naming them.
/** @param {Port} port @param {DraftState} d */
function leaveControl(port, d) {
  if (d.style === "rochester" || d.drafting.length < 2) return null;
  const choose = h("select", { testid: "draft-leave-seat", "aria-label": t("draft_leave_who") },
    d.drafting.map((seat) => h("option", { value: String(seat), text: d.seats[seat].name })));
  const confirm = h("div", { class: "button-row" });
  const arm = () => {
    const seat = parseInt(choose.value, 10);
    confirm.replaceChildren(armedButton(t("draft_leave_confirm", { name: d.seats[seat].name }), t("tap_again"),
      () => port.send({ type: "draft_leave", seat, at: Date.now() }), { testid: "draft-leave" }));
  };
  choose.addEventListener("change", arm);
  arm();
  return h("details", { class: "draft-leave-box", testid: "draft-leave-box" },
    h("summary", { text: t("draft_leave_title") }),
    h("p", { class: "muted", text: t("draft_leave_hint") }),
    h("label", { class: "stack" }, t("draft_leave_who"), choose),
    confirm);
}

// The running draft: its part drawn again on each step, the notes below it kept.
/** @param {Env} env @param {DraftState} d */
function runningScreen(env, d) {
  const el = h("div", { style: { display: "contents" } });
  const now = part(el);
  const notes = mountNotes(env.port, env.ui.form, d);
  el.append(notes.el);
  /** @param {DraftState} next */
  const update = (next) => {
    redrawPart(now, [next, !!env.port.state()?.can_undo], () => running(env, next));
    notes.update(next);
  };
  update(d);
  return { el, update };
}

/** @param {Env} env @param {DraftState} d */
function running(env, d) {
  const { port, ui } = env;
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
    pause.textContent = countdown.paused ? `▶ ${t("draft_resume")}` : `‖ ${t("draft_pause")}`;
  } }, countdown.paused ? `▶ ${t("draft_resume")}` : `‖ ${t("draft_pause")}`);
  const advance = d.phase === "pick"
    ? h("button", { class: "primary big", testid: "draft-all-picked", onclick: () => port.send({ type: "draft_pick", step: d.step, at: Date.now() }) }, `${t("draft_all_picked")} ▸`)
    : h("button", { class: "primary big", testid: "draft-continue", onclick: () => port.send({ type: "draft_continue", step: d.step, at: Date.now() }) },
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
      onclick: () => port.send({ type: "draft_pick", seat: s.seat, step: d.step, at: Date.now() }) },
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
      (env.clock = h("output", { class: "draft-countdown", testid: "draft-countdown", text: "—" })),
      d.phase === "pick" && d.seconds === null ? h("small", { text: t("draft_last_card") }) : null,
      !d.timer ? h("small", { text: t("draft_no_timer") }) : null),
    h("div", { class: "button-row draft-controls" }, pause, advance,
      // undo at any moment, here too (undoing the draft's start asks first)
      h("button", { class: "big", testid: "draft-undo", "aria-label": t("undo"), disabled: !port.state()?.can_undo,
        onclick: () => port.send({ type: "undo" }) }, "↶")),
    d.style === "rochester" && d.rochester
      ? h("p", { class: "muted", testid: "draft-rochester", text: t("draft_rochester_line", { opener: name(d.rochester.opener), picker: name(d.rochester.picker) }) })
      : h("p", { class: "muted", testid: "draft-passing", text: d.passing.map((p) => `${name(p.from)} → ${name(p.to)}`).join(" · ") }),
    h("div", { class: "draft-seats" }, seatRows),
    firstPickBox(d, ui.chosen),
    h("div", { class: "button-row" },
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: d.timer, testid: "draft-timer-toggle",
        onchange: (e) => port.send({ type: "draft_set_timer", on: e.target.checked }) }), h("span", { text: t("draft_timer_on") })),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: autoPass(), testid: "draft-auto",
        onchange: (e) => { try { localStorage.setItem(AUTO_KEY, e.target.checked ? "1" : "0"); } catch (_) { /* */ } } }),
      h("span", { text: t("draft_auto") }))),
    h("p", { class: "muted", text: t("draft_progress", { done: d.picks_done, total: d.picks_total }) }),
    leaveControl(port, d),
    h("button", { testid: "print-seating-button", onclick: () => printPage(SEATING, port.state()) },
      `${t("print")}: ${t("print_seating")}`),
    armedButton(t("draft_finish"), t("tap_again"), () => port.send({ type: "draft_finish", at: Date.now() }), { testid: "draft-finish" }));
}

// --- after the draft: conspiracies, hidden agendas, the game ----------------------------------

// After the draft: the seats' conspiracies drawn again when they change; the field a face-up
// conspiracy is typed in, and the notes, kept.
/** @param {Env} env @param {DraftState} d */
function afterScreen(env, d) {
  const { port, ui: { form }, redraw } = env;
  const card = h("input", bind(form, "conspCard", { type: "text", maxlength: "60", placeholder: t("consp_card_name_face_up"), "aria-label": t("consp_card_name_face_up"), testid: "consp-card" }));
  const clearCard = () => { form.conspCard = ""; card.value = ""; };
  const status = h("p", { class: "draft-status" });
  const seatBox = h("div", { style: { display: "contents" } });
  const seatBlocks = part(seatBox);
  const seatRow = h("div", { class: "button-row" });
  const seatChoice = part(seatRow);
  const notes = mountNotes(port, form, d);
  const gameBox = h("div", { style: { display: "contents" } });
  const game = part(gameBox);
  /** @param {DraftState} now */
  const update = (now) => {
    status.textContent = now.ended_early ? t("draft_ended_early") : t("draft_over");
    redrawPart(seatBlocks, [now.seats.map((s) => [s.name, s.conspiracies])], () => h("div", { style: { display: "contents" } },
      now.seats.map((s) => h("div", { class: "consp-seat", testid: `consp-seat-${s.seat}` },
        h("strong", { text: s.name }),
        s.conspiracies.length ? null : h("span", { class: "muted", text: ` ${t("consp_none")}` }),
        h("ul", {}, s.conspiracies.map((c) => conspiracyItem(port, s, c)))))));
    redrawPart(seatChoice, now.seats.map((s) => s.name), () => seatSelect(form, now, "conspSeat", "consp-seat", t("consp_seat")));
    const state = port.state();
    const running = !!(state && state.players.length && !state.over && state.format === "conspiracy");
    redrawPart(game, [running, now.style, now.seats.map((s) => s.name)], () => gamePart(env, now, running));
    notes.update(now);
  };
  const el = h("div", { class: "draft-after", testid: "draft-done" },
    status,
    h("h3", { text: t("consp_title") }),
    h("p", { class: "muted", text: t("consp_hint") }),
    seatBox,
    seatRow,
    // face up: typed here, on the shared screen
    h("div", { class: "consp-way", testid: "consp-face-up" },
      h("p", { class: "consp-way-title", text: t("consp_face_up_title") }),
      h("div", { class: "button-row" }, card,
      h("button", { testid: "consp-add", onclick: () => {
        if (!form.conspCard.trim()) { toast(t("draft_card_needed")); return; }
        const typed = form.conspCard;
        clearCard();                                           // a second tap adds nothing twice
        port.send({ type: "conspiracy_add", seat: parseInt(form.conspSeat, 10), card: typed })
          .then((r) => { if (!r.ok) { form.conspCard = typed; card.value = typed; } });
      } }, t("consp_add_face_up")))),
    // a hidden agenda: nothing typed here; its owner names it behind the cover
    h("div", { class: "consp-way", testid: "consp-hidden" },
      h("p", { class: "consp-way-title", text: t("consp_hidden_title") }),
      h("p", { class: "muted", testid: "consp-hidden-hint", text: t("consp_hidden_hint") }),
      h("button", { testid: "consp-add-hidden", onclick: () => {
        const typed = form.conspCard;
        clearCard();                        // taken from the shared screen before the phone is passed
        const now = draftOf(port.state());
        if (now) nameSecretly(port, now, parseInt(form.conspSeat, 10), typed);
      } }, t("consp_add_hidden"))),
    notes.el,
    h("h3", { text: t("consp_game") }),
    gameBox,
    armedButton(t("draft_new"), t("tap_again"), () => {
      const now = draftOf(port.state()) ?? d;
      form.setup = true; form.seats = now.seats.map((s) => s.name).join("\n"); redraw();
    }, { class: "wide-btn", testid: "draft-new" }));
  update(d);
  return { el, update };
}

/** @param {Env} env @param {DraftState} d @param {boolean} running a conspiracy game is on */
function gamePart({ port, ctx }, d, running) {
  const names = d.seats.map((s) => s.name);
  return h("div", { style: { display: "contents" } },
    running ? h("p", { class: "muted", text: t("consp_game_running") }) : null,
    h("button", { class: "primary wide-btn", testid: "draft-start-game", disabled: d.style === "two_headed_giant",
      onclick: (e) => {
        const button = e.currentTarget;
        button.disabled = true;                            // one tap starts one game
        port.send({ type: "new_game", players: names, format: "conspiracy" }).then((r) => {
          button.disabled = false;
          if (r.ok) ctx.toTable();
        });
      } },
    t("consp_start_game", { n: names.length })));
}

/** @param {Port} port @param {DraftSeat} seat @param {import("../types/state").ConspiracyView} c */
function conspiracyItem(port, seat, c) {
  if (c.face_up) {
    const named = c.named && c.named.length ? ` — ${t("consp_named")}: ${c.named.join(", ")}` : "";
    return h("li", { testid: `consp-${c.id}` },
      h("span", { text: `${c.card}${c.hidden_agenda ? ` (${t("consp_revealed")})` : ""}${named}` }), " ",
      h("button", { class: "small", testid: `consp-remove-${c.id}`, "aria-label": t("consp_remove"), onclick: () => port.send({ type: "conspiracy_remove", id: c.id }) }, "✕"));
  }
  return h("li", { class: "face-down", testid: `consp-${c.id}` },
    h("span", { text: `▼ ${t("consp_face_down")}` }), " ",
    h("button", { class: "small", testid: `consp-peek-${c.id}`, onclick: () => peek(port, seat, c.id) }, t("consp_peek")),
    armedButton(t("consp_reveal"), t("tap_again"), () => port.send({ type: "conspiracy_reveal", id: c.id }),
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
/** @param {Port} port @param {DraftState} d @param {number} seat @param {string} typed */
function nameSecretly(port, d, seat, typed) {
  const owner = d.seats[seat].name;
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
          port.send({ type: "conspiracy_add", seat, card: cardName, hidden_agenda: true, named });
        } }, t("consp_put_face_down"))));
    setTimeout(() => (card.value ? first : card).focus(), 0);
  });
}

// Peeking: pass the phone to the owner, who then presses and holds to see their card.
/** @param {Port} port @param {DraftSeat} seat @param {number} id */
function peek(port, seat, id) {
  passThePhone(seat.name, () => {
    const box = privateBox(t("consp_your_agenda"), () => {
      const d = draftOf(port.state());
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

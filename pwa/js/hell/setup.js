// Setting up: the Hell library from a stored pool (set filter, basics, fraction), then for
// each game the players' land colours, the opening hands and mulligans.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { closeSheet } from "../kit/sheet.js";
import { numberOr, send, seatName } from "./common.js";
import { getPool, listPools } from "./pool-store.js";
import { textIn } from "./json.js";
import { openPools } from "./pools.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HellState} HellState */
/** @typedef {import("./types").HellScreen} HellApp */
/** @typedef {import("./types").Rerender} Rerender */

const LETTERS = ["W", "U", "B", "R", "G", "P"];
/** @type {import("./types").BasicLand[]} */
const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"];
const DEFAULT_SET = "HLC";

// The pools screen opened from here returns here (backToHell) when it closes (Back or its ✕).
/** @param {HellApp} app @param {() => void} backToHell */
function goToPools(app, backToHell) {
  closeSheet();
  openPools(app, backToHell);
}

// The stored pools' summaries, loaded once per mounting of the screen (kept by it: app.pools).
/** @param {HellApp} app @param {Rerender} rerender */
function loadPools(app, rerender) {
  const cache = app.pools;
  if (!cache.loading) {
    cache.loading = listPools().then((list) => { cache.list = list; rerender(); }).catch(() => { cache.list = []; rerender(); });
  }
}

/** @param {import("./types").PoolListing | undefined} pool */
function setsOf(pool) {
  return Object.keys((pool && pool.summary && pool.summary.by_set) || {}).sort();
}

/** @param {HellApp} app @param {Rerender} rerender @param {() => void} backToHell */
export function librarySetup(app, rerender, backToHell) {
  const pools = app.pools.list;
  if (pools === null) {
    loadPools(app, rerender);
    return h("p", { class: "muted", text: t("hell_building") });
  }
  const f = app.ui.form;
  if (!pools.length) {
    return h("div", { class: "hell-setup", testid: "hell-setup" },
      h("p", { text: t("hell_no_pools") }),
      h("button", { class: "primary hell-wide", testid: "hell-go-pools", onclick: () => goToPools(app, backToHell) },
        t("hell_go_pools")));
  }
  if (!pools.some((p) => p.id === f.poolId)) { f.poolId = pools[0].id; f.set = null; }
  const pool = pools.find((p) => p.id === f.poolId) || pools[0];
  const sets = setsOf(pool);
  const set = f.set ?? (sets.includes(DEFAULT_SET) ? DEFAULT_SET : "*");
  f.set = set;
  const chosenCount = set === "*" ? pool.count : (pool.summary.by_set[set] || 0);
  const drawnStatus = h("p", { class: "muted", testid: "hell-setup-status", role: "status" });
  // (every choice above re-draws this form: pool and set here are the ones on screen; the
  // status written is the one on screen, which a redraw in place keeps)
  const build = async (/** @type {MouseEvent} */ e) => {
    const shown = e.currentTarget instanceof Element ? e.currentTarget.parentElement?.querySelector("[role=status]") : null;
    const status = shown || drawnStatus;
    status.textContent = t("hell_building");
    const entry = await getPool(pool.id);
    if (!entry) { status.textContent = ""; app.pools.list = null; app.pools.loading = null; rerender(); return; }   // deleted meanwhile
    const cards = entry.pool.cards.filter((c) => set === "*" || (textIn(c.set) || "") === set);
    /** @type {Partial<Record<import("./types").BasicLand, number>>} */
    const basics = {};
    for (const name of BASICS) basics[name] = Math.max(0, numberOr(f.basics[name], 0));
    const poolName = set === "*" ? entry.name : `${entry.name} (${set || "—"})`;
    const result = await send(app, { type: "hell_setup", pool: cards, pool_name: poolName.slice(0, 80),
      basics, fraction: f.fraction.trim() || "1/10" });
    status.textContent = "";
    if (result.ok) { app.ui.setup = false; rerender(); }
  };
  return h("div", { class: "hell-setup", testid: "hell-setup" },
    h("h3", { text: t("hell_setup_title") }),
    h("label", { class: "hell-field" }, t("hell_pool"),
      h("select", { testid: "hell-pool-select", onchange: (e) => { f.poolId = Number(e.target.value); f.set = null; rerender(); } },
        pools.map((p) => h("option", { value: String(p.id), text: `${p.name} (${p.count})`, selected: p.id === f.poolId })))),
    h("label", { class: "hell-field" }, t("hell_set"),
      h("select", { testid: "hell-set-select", onchange: (e) => { f.set = e.target.value; rerender(); } },
        h("option", { value: "*", text: t("hell_all_sets"), selected: set === "*" }),
        sets.map((s) => h("option", { value: s, text: `${s || "—"} (${pool.summary.by_set[s]})`, selected: s === set })))),
    h("p", { class: "muted", testid: "hell-pool-count", text: t("hell_pool_chosen", { count: chosenCount }) }),
    h("h3", { text: t("hell_basics") }),
    h("div", { class: "hell-basics" }, BASICS.map((name) => h("label", {}, t(`basic_${name}`),
      h("input", { type: "number", inputmode: "numeric", min: "0", max: "10000", value: f.basics[name], testid: `hell-basic-${name}`,
        oninput: (e) => { f.basics[name] = e.target.value; } })))),
    h("label", { class: "hell-field" }, t("hell_fraction"),
      h("input", { type: "text", inputmode: "decimal", value: f.fraction, testid: "hell-fraction", maxlength: "20",
        oninput: (e) => { f.fraction = e.target.value; } })),
    h("button", { class: "primary hell-wide", testid: "hell-build", onclick: build }, t("hell_build")),
    h("button", { class: "hell-link", testid: "hell-go-pools", onclick: () => goToPools(app, backToHell) }, t("hell_go_pools")),
    drawnStatus);
}

// --- this game: colours, opening hands, mulligans ------------------------------------------------

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {number} seat @param {Rerender} rerender */
function colorEditor(app, hell, state, seat, rerender) {
  const name = seatName(state, seat);
  const declared = Object.hasOwn(hell.colors.declared, name) ? hell.colors.declared[name] : null;
  const forms = app.ui.form.colors;
  if (!forms[seat]) {
    const known = declared || [];
    forms[seat] = { letters: new Set(known.filter((c) => LETTERS.includes(c))),
      names: known.filter((c) => !LETTERS.includes(c)).join(", ") };
  }
  const edit = forms[seat];
  const saved = declared === null ? t("hell_not_declared")
    : declared.length ? t("hell_declared", { colors: declared.join(" ") }) : t("hell_declared_none");
  return h("div", { class: "hell-colors", testid: `hell-colors-${seat}` },
    h("div", { class: "hell-colors-head" }, h("strong", { text: name }),
      h("small", { class: declared === null ? "hell-warn" : "muted", testid: `hell-declared-${seat}`, text: saved })),
    h("div", { class: "hell-letters" }, LETTERS.map((letter) => h("button", {
      class: `mana-toggle c-${letter.toLowerCase()}`, testid: `hell-color-${seat}-${letter}`,
      "aria-pressed": String(edit.letters.has(letter)),
      onclick: (e) => {
        if (edit.letters.has(letter)) edit.letters.delete(letter); else edit.letters.add(letter);
        e.currentTarget.setAttribute("aria-pressed", String(edit.letters.has(letter)));
      } }, letter))),
    h("div", { class: "hell-inline" },
      h("input", { type: "text", maxlength: "120", value: edit.names, placeholder: t("hell_color_other"), testid: `hell-color-name-${seat}`,
        "aria-label": t("hell_color_other"), oninput: (e) => { edit.names = e.target.value; } }),
      h("button", { class: "primary", testid: `hell-declare-${seat}`, onclick: () => {
        const colors = [...LETTERS.filter((l) => edit.letters.has(l)),
          ...edit.names.split(/[,;]/).map((s) => s.trim()).filter(Boolean)];
        send(app, { type: "hell_declare_colors", player: seat, colors }).then((r) => { if (r.ok) { delete forms[seat]; rerender(); } });
      } }, t("hell_declare"))));
}

// A button that acts once: the first tap disables it until the engine has answered (a
// double tap, or a fast second tap, sends nothing more); a refusal makes it usable again.
/**
 * @param {import("../kit/types").Attrs<HTMLButtonElement>} attrs @param {string} label
 * @param {() => Promise<import("../controller.js").SendResult> | undefined} act
 */
export function onceButton(attrs, label, act) {
  // (the button read is the one tapped: a redraw in place keeps it, not the one drawn here)
  return h("button", { ...attrs, onclick: (e) => {
    const button = e.currentTarget;
    if (button.dataset.busy === "1") return;
    button.dataset.busy = "1";
    button.disabled = true;
    Promise.resolve(act()).then((r) => { if (!r || !r.ok) { delete button.dataset.busy; button.disabled = false; } },
      () => { delete button.dataset.busy; button.disabled = false; });
  } }, label);
}

/** @param {HellState} hell @param {string} name */
function mulliganLine(hell, name) {
  const m = (hell.mulligans || {})[name];
  if (!m || !m.taken) return null;
  const dealt = (hell.dealt || {})[name] ?? 0;
  return t("hell_mulligan_counts", { name, taken: m.taken, dealt, hell: m.hell_bottomed, own: m.own_to_bottom });
}

// The opening hand's Hell cards are dealt before the first turn gets past its untap step
// (000); later, a forgotten deal is a correction, and the button says so.
/** @param {HellApp} app @param {TableState} state */
function dealButton(app, state) {
  const early = (state.turn || 0) <= 1 && [null, undefined, "untap"].includes(state.step);
  return early
    ? onceButton({ class: "primary hell-wide", testid: "hell-deal", disabled: state.over },
      t("hell_deal"), () => send(app, { type: "hell_deal_opening" }))
    : onceButton({ class: "primary hell-wide", testid: "hell-deal-forgotten", disabled: state.over },
      t("hell_deal_forgotten"), () => send(app, { type: "hell_deal_opening_forgotten" }));
}

/** @param {HellApp} app @param {HellState} hell @param {TableState} state @param {Rerender} rerender */
export function thisGame(app, hell, state, rerender) {
  const dealt = hell.dealt || {};
  const allDealt = state.players.every((p) => Object.hasOwn(dealt, p.name));
  return [
    h("h3", { text: t("hell_colors") }),
    state.players.map((_, seat) => colorEditor(app, hell, state, seat, rerender)),
    allDealt
      ? h("p", { class: "muted", testid: "hell-dealt", text: t("hell_dealt") })
      : dealButton(app, state),
    h("div", { class: "hell-seats" }, state.players.map((p, seat) =>
      onceButton({ testid: `hell-mulligan-${seat}`, disabled: state.over },
        `${t("hell_mulligan")}: ${p.name}`, () => send(app, { type: "hell_mulligan", player: seat })))),
    state.players.map((p, seat) => {
      const line = mulliganLine(hell, p.name);
      return line ? h("p", { class: "hell-who", testid: `hell-mulligan-counts-${seat}`, text: line }) : null;
    }),
  ];
}

// Contraptions setup: the rule set, the decks (Unstable's 45 to choose from, and the
// players' own Contraptions), the dice-and-factions options; sends contraptions_setup.
// The engine checks the decks (size, duplicates, factions) and its refusal is shown here.
// The choices are kept on the device, so players' own Contraptions are not typed twice.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { FACTIONS, UNSTABLE, factionShort, isFaction } from "./cards.js";
import { refusalText } from "./strings.js";

const DRAFT_KEY = "tk-contraptions-draft";
/** @type {SetupChoices["rules"][]} */
const RULES = ["unstable", "factions", "shared_dice", "planechase"];
const NAME_LENGTH = 60;
const NOTE_LENGTH = 200;

/** @typedef {import("./types").SetupChoices} SetupChoices */
/** @typedef {import("../kit/mount.js").Port} Port */
/** @typedef {import("./types").SheetMemory} SheetMemory */

/** @returns {SetupChoices} */
function loadDraft() {
  /** @type {SetupChoices} */
  const fresh = { rules: "unstable", dice: 1, decline_to: "bottom", decks: {} };
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) || "null");
    if (saved && typeof saved === "object" && RULES.includes(saved.rules)) {
      return { ...fresh, ...saved, decks: saved.decks && typeof saved.decks === "object" ? saved.decks : {} };
    }
  } catch (_) { /* unreadable: start from the defaults */ }
  return fresh;
}

// The choices, read from the device when the sheet first needs them, kept by the sheet.
/** @param {SheetMemory} ui @returns {SetupChoices} */
function choices(ui) { return (ui.choices ||= loadDraft()); }

/** @param {SetupChoices} draft */
function saveDraft(draft) {
  try { localStorage.setItem(DRAFT_KEY, JSON.stringify(draft)); } catch (_) { /* storage off */ }
}

/** @param {SetupChoices} draft @param {string} key */
function deckEntry(draft, key) {
  const entry = draft.decks[key] ||= { off: [], custom: [] };
  entry.off ||= [];
  entry.custom ||= [];
  return entry;
}

/** @param {SetupChoices} draft @param {string} key */
function deckSize(draft, key) {
  const entry = deckEntry(draft, key);
  return UNSTABLE.filter((c) => !entry.off.includes(c.name)).length + entry.custom.length;
}

// The card list the action carries: null for Unstable's 45 untouched.
/** @param {SetupChoices} draft @param {string} key */
function deckPayload(draft, key) {
  const entry = deckEntry(draft, key);
  if (!entry.off.length && !entry.custom.length) return null;
  return [
    ...UNSTABLE.filter((c) => !entry.off.includes(c.name)).map((c) => c.name),
    ...entry.custom.map((c) => (c.note ? { name: c.name, faction: c.faction, note: c.note }
      : { name: c.name, faction: c.faction })),
  ];
}

/** @param {string} testid @param {boolean} pressed @param {string} label @param {() => void} onclick */
function choice(testid, pressed, label, onclick, extra = {}) {
  return h("button", { testid, "aria-pressed": String(pressed), onclick, ...extra }, label);
}

/** @param {Port} port @param {HTMLElement} body @param {SheetMemory} ui @param {() => void} rerender */
export function renderSetup(port, body, ui, rerender) {
  const draft = choices(ui);
  if (ui.editing !== undefined && ui.editing !== null) {
    renderDeckEditor(port, body, ui, ui.editing, rerender);
    return;
  }
  const state = port.state();
  if (!state) return;
  const redraw = () => { saveDraft(draft); rerender(); };

  body.append(h("h3", { text: t("ctr_rules") }),
    h("div", { class: "ctr-rules" }, RULES.map((id) =>
      h("button", { class: "ctr-rule", testid: `ctr-rules-${id}`, "aria-pressed": String(draft.rules === id),
        onclick: () => { draft.rules = id; ui.error = null; redraw(); } },
      h("strong", { text: t(`ctr_rules_${id}`) }),
      h("span", { text: t(`ctr_explain_${id}`) })))));

  body.append(h("h3", { text: t("ctr_decks") }));
  const keys = draft.rules === "unstable" ? state.players.map((_, seat) => String(seat)) : ["shared"];
  for (const key of keys) {
    const entry = deckEntry(draft, key);
    const title = key === "shared" ? t("ctr_shared_set") : t("ctr_deck_of", { name: state.players[Number(key)].name });
    const size = deckSize(draft, key);
    const summary = !entry.off.length && !entry.custom.length
      ? t("ctr_deck_default", { count: size }) : t("ctr_deck_custom", { count: size, custom: entry.custom.length });
    body.append(h("div", { class: "ctr-deck-row", testid: `ctr-deck-${key}` },
      h("div", {}, h("strong", { text: title }), h("small", { testid: `ctr-deck-summary-${key}`, text: summary })),
      h("button", { testid: `ctr-deck-edit-${key}`, onclick: () => { ui.editing = key; rerender(); } }, t("ctr_edit"))));
  }

  if (draft.rules === "factions") {
    body.append(h("h3", { text: t("ctr_dice_option") }),
      h("div", { class: "ctr-seg" }, [1, 2, 3].map((n) =>
        choice(`ctr-dice-${n}`, draft.dice === n, t("ctr_dice_n", { n }), () => { draft.dice = n; redraw(); }))),
      h("p", { class: "ctr-hint", text: t("ctr_dice_hint") }),
      h("h3", { text: t("ctr_decline_to") }),
      h("div", { class: "ctr-seg" }, /** @type {SetupChoices["decline_to"][]} */ (["bottom", "scrapyard"]).map((where) =>
        choice(`ctr-decline-${where}`, draft.decline_to === where, t(`ctr_decline_${where}`),
          () => { draft.decline_to = where; redraw(); }))));
  }

  const error = h("p", { class: "ctr-error", role: "alert", testid: "ctr-setup-error", hidden: !ui.error, text: ui.error || "" });
  body.append(error, h("button", { class: "primary ctr-big", testid: "ctr-start", onclick: () => {
    const decks = draft.rules === "unstable" ? keys.map((key) => deckPayload(draft, key)) : [];
    const deck = draft.rules === "unstable" ? null : deckPayload(draft, "shared");
    port.send({ type: "contraptions_setup", rules: draft.rules,
      ...(decks.some((d) => d !== null) ? { decks } : {}),
      ...(deck ? { deck } : {}),
      ...(draft.rules === "factions" ? { dice: draft.dice, decline_to: draft.decline_to } : {}) }).then((result) => {
      ui.error = result.ok ? null : refusalText(result.error);
      if (!result.ok) rerender();
    });
  } }, t("ctr_start")));
}

/** @param {Port} port @param {HTMLElement} body @param {SheetMemory} ui @param {string} key @param {() => void} rerender */
function renderDeckEditor(port, body, ui, key, rerender) {
  const draft = choices(ui);
  const entry = deckEntry(draft, key);
  const state = port.state();
  if (!state) return;
  const redraw = () => { saveDraft(draft); rerender(); };
  const title = key === "shared" ? t("ctr_shared_set") : t("ctr_deck_of", { name: state.players[Number(key)].name });
  const count = h("strong", { testid: "ctr-picked-count", text: t("ctr_picked", { n: deckSize(draft, key) }) });

  body.append(h("h3", { text: title }),
    h("p", { class: "ctr-hint", text: t(`ctr_explain_${draft.rules}`) }),
    h("div", { class: "button-row ctr-sticky" }, count,
      h("button", { testid: "ctr-pick-all", onclick: () => { entry.off = []; redraw(); } }, t("ctr_pick_all")),
      h("button", { testid: "ctr-pick-none", onclick: () => { entry.off = UNSTABLE.map((c) => c.name); redraw(); } }, t("ctr_pick_none")),
      h("button", { class: "primary", testid: "ctr-deck-done", onclick: () => { ui.editing = null; ui.customProblem = null; redraw(); } }, t("ctr_done"))));

  const list = h("div", { class: "ctr-pick-list" });
  for (const card of UNSTABLE) {
    const box = h("input", { type: "checkbox", testid: `ctr-pick-${card.number}`, checked: !entry.off.includes(card.name),
      onchange: (e) => {
        entry.off = e.target.checked ? entry.off.filter((n) => n !== card.name) : [...entry.off, card.name];
        redraw();
      } });
    list.append(h("label", { class: "ctr-pick" }, box,
      h("span", { class: "ctr-pick-name", text: card.name }),
      h("small", { class: "muted", text: `${factionShort(card.faction)} · ${card.number}` })));
  }
  body.append(list);

  body.append(h("h3", { text: t("ctr_custom") }));
  entry.custom.forEach((card, index) => {
    body.append(h("div", { class: "ctr-deck-row", testid: `ctr-custom-${index}` },
      h("div", {}, h("strong", { text: card.name }),
        h("small", { text: [card.faction ? factionShort(card.faction) : t("ctr_no_faction"), card.note].filter(Boolean).join(" · ") })),
      h("button", { testid: `ctr-custom-remove-${index}`, onclick: () => { entry.custom.splice(index, 1); redraw(); } }, t("ctr_remove"))));
  });
  // What is typed for a card of one's own is kept in the sheet's memory as it is typed, so a
  // redraw (the engine answering an earlier tap) leaves it in place.
  const typed = ui.custom ||= { name: "", faction: "", note: "" };
  const name = h("input", { type: "text", maxlength: String(NAME_LENGTH), testid: "ctr-custom-name", placeholder: t("ctr_custom_name"), "aria-label": t("ctr_custom_name"),
    value: typed.name, oninput: (e) => { typed.name = e.target.value; } });
  const faction = h("select", { testid: "ctr-custom-faction", "aria-label": t("ctr_custom_faction"), onchange: (e) => { typed.faction = e.target.value; } },
    h("option", { value: "", text: t("ctr_no_faction") }),
    FACTIONS.map((f) => h("option", { value: f, text: f, selected: typed.faction === f })));
  const note = h("input", { type: "text", maxlength: String(NOTE_LENGTH), testid: "ctr-custom-note", placeholder: t("ctr_custom_note"), "aria-label": t("ctr_custom_note"),
    value: typed.note, oninput: (e) => { typed.note = e.target.value; } });
  const problem = h("p", { class: "ctr-error", hidden: !ui.customProblem, text: ui.customProblem || "" });
  body.append(h("div", { class: "ctr-custom-form" }, name, faction, note, problem,
    h("button", { testid: "ctr-custom-add", onclick: () => {
      const text = typed.name.split(/\s+/).filter(Boolean).join(" ");
      if (!text) { ui.customProblem = t("ctr_name_needed"); rerender(); return; }
      ui.customProblem = null;
      entry.custom.push({ name: text, faction: isFaction(typed.faction) ? typed.faction : null, note: typed.note.trim() });
      ui.custom = { name: "", faction: "", note: "" };
      redraw();
    } }, t("ctr_custom_add"))));
}

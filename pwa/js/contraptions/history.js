// The history of the Contraption actions, as sentences in English and Russian. A card is
// named from the game's Contraptions (the view of the current game); an action with no
// player named is the active player's.

import { t } from "../kit/i18n.js";
import { listIn, seatIn, shown } from "./json-fields.js";

/** @typedef {import("../types/state").TableState} TableState */

/** @type {import("../kit/types").StringTables} */
export const HISTORY_STRINGS = {
  en: {
    cth_active: "the active player",
    cth_card: "a Contraption",
    cth_setup: "Contraptions added to the game ({rules})",
    cth_rules_unstable: "Unstable", cth_rules_factions: "factions", cth_rules_shared_dice: "shared dice",
    cth_rules_planechase: "paid rolls",
    cth_upkeep: "{name}: Contraption upkeep",
    cth_upkeep_forgotten: "Correction: {name}'s forgotten Contraption upkeep",
    cth_upkeep_forgotten_dice: "Correction: {name}'s forgotten Contraption upkeep, rolled {dice}",
    cth_upkeep_dice: "{name}: Contraption upkeep, rolled {dice}",
    cth_assemble: "{name} assembled a Contraption on sprocket {sprocket}",
    cth_assemble_faction: "{name} assembled a Contraption of {faction} on sprocket {sprocket}",
    cth_decline: "{name} did not assemble",
    cth_crank: "{name} cranked {cards}",
    cth_crank_none: "{name} cranked nothing",
    cth_move: "{card}: to {to}",
    cth_to_graveyard: "the graveyard", cth_to_hand: "a hand", cth_to_library: "a library",
    cth_to_scrapyard: "the scrapyard", cth_to_exile: "exile", cth_to_battlefield: "the battlefield",
    cth_to_sprocket: "sprocket {sprocket}", cth_to_player: "another player",
    cth_roll: "{name} paid {cost} and rolled {result}",
    cth_arrange: "{name} put back the Contraptions looked at",
    cth_arrange_assemble: "{name} assembled one of the Contraptions looked at on sprocket {sprocket}",
  },
  ru: {
    cth_active: "активный игрок",
    cth_card: "штуковина",
    cth_setup: "В игру добавлены штуковины ({rules})",
    cth_rules_unstable: "Unstable", cth_rules_factions: "фракции", cth_rules_shared_dice: "общие кубики",
    cth_rules_planechase: "платные броски",
    cth_upkeep: "{name}: поддержка штуковин",
    cth_upkeep_forgotten: "Исправление: {name} — забытая поддержка штуковин",
    cth_upkeep_forgotten_dice: "Исправление: {name} — забытая поддержка штуковин, выпало {dice}",
    cth_upkeep_dice: "{name}: поддержка штуковин, выпало {dice}",
    cth_assemble: "{name}: собрана штуковина на шестерёнке {sprocket}",
    cth_assemble_faction: "{name}: собрана штуковина фракции «{faction}» на шестерёнке {sprocket}",
    cth_decline: "{name}: сборка пропущена",
    cth_crank: "{name}: прокручено — {cards}",
    cth_crank_none: "{name}: ничего не прокручено",
    cth_move: "{card}: в зону «{to}»",
    cth_to_graveyard: "кладбище", cth_to_hand: "рука", cth_to_library: "библиотека",
    cth_to_scrapyard: "свалка", cth_to_exile: "изгнание", cth_to_battlefield: "поле битвы",
    cth_to_sprocket: "шестерёнка {sprocket}", cth_to_player: "другой игрок",
    cth_roll: "{name}: оплачено {cost}, выпало {result}",
    cth_arrange: "{name}: просмотренные штуковины возвращены",
    cth_arrange_assemble: "{name}: собрана одна из просмотренных штуковин на шестерёнке {sprocket}",
  },
};

// The name of Contraption `id` in the current game, found wherever the view lists it.
/** @param {unknown} id */
function cardName(id) {
  const app = /** @type {Window & { tkApp?: { state: TableState | null } }} */ (window).tkApp;
  const view = app && app.state && app.state.features && app.state.features.contraptions;
  /** @type {string | null} */
  let found = null;
  const walk = (/** @type {unknown} */ x) => {
    if (found || !x || typeof x !== "object") return;
    if (!Array.isArray(x) && "id" in x && x.id === id && "name" in x && typeof x.name === "string") { found = x.name; return; }
    for (const value of Object.values(x)) walk(value);
  };
  walk(view);
  return found || t("cth_card");
}

/** @typedef {import("../types/state").HistoryEntry["action"]} LoggedAction */
/** @typedef {(seat: number) => string} Who */

/** @param {Who} who @param {LoggedAction[string] | undefined} player */
const person = (who, player) => { const seat = seatIn(player); return seat === null ? t("cth_active") : who(seat); };

/** @param {LoggedAction} a */
const diceIn = (a) => listIn(a.dice).join(", ");

/** @type {Record<string, (a: LoggedAction, who: Who) => string>} */
/** @type {Record<string, import("../table/types").Describer>} */
export const DESCRIBE = {
  contraptions_setup: (a) => t("cth_setup", { rules: t(`cth_rules_${a.rules}`) }),
  contraptions_upkeep: (a, who) => (listIn(a.dice).length
    ? t("cth_upkeep_dice", { name: person(who, a.player), dice: diceIn(a) })
    : t("cth_upkeep", { name: person(who, a.player) })),
  contraptions_upkeep_forgotten: (a, who) => (listIn(a.dice).length
    ? t("cth_upkeep_forgotten_dice", { name: person(who, a.player), dice: diceIn(a) })
    : t("cth_upkeep_forgotten", { name: person(who, a.player) })),
  assemble: (a, who) => (a.faction
    ? t("cth_assemble_faction", { name: person(who, a.player), faction: shown(a.faction), sprocket: shown(a.sprocket) })
    : t("cth_assemble", { name: person(who, a.player), sprocket: shown(a.sprocket) })),
  decline_assemble: (a, who) => t("cth_decline", { name: person(who, a.player) }),
  crank: (a, who) => (listIn(a.cards).length
    ? t("cth_crank", { name: person(who, a.player), cards: listIn(a.cards).map(cardName).join(" → ") })
    : t("cth_crank_none", { name: person(who, a.player) })),
  contraption_move: (a) => t("cth_move", { card: cardName(a.card),
    to: t(`cth_to_${a.to}`, { sprocket: shown(a.sprocket) }) }),
  contraptions_roll: (a, who) => t("cth_roll", { name: person(who, a.player), cost: shown(a.cost), result: shown(a.result) }),
  contraptions_arrange: (a, who) => (a.assemble !== undefined && a.assemble !== null
    ? t("cth_arrange_assemble", { name: person(who, a.player), sprocket: shown(a.sprocket) })
    : t("cth_arrange", { name: person(who, a.player) })),
};


// On the table: each player's sprockets, what is assembled on each, and where their CRANK!
// counter stands, named on its badge (the engine's view; a shared rig shows on the active
// player's panel). contraptions.js makes the row the way into the Contraptions screen.
/** @type {import("../kit/types").StringTables} */
export const PANEL_STRINGS = {
  en: { ctr_panel_sprocket: "Sprocket {n}: {cards}", ctr_panel_empty: "empty", ctr_panel_counter: "CRANK! counter on sprocket {n}",
    ctr_panel_counter_mark: "◀ CRANK!" },
  ru: { ctr_panel_sprocket: "Шестерёнка {n}: {cards}", ctr_panel_empty: "пусто", ctr_panel_counter: "Жетон взвода на шестерёнке {n}",
    ctr_panel_counter_mark: "◀ жетон взвода" },
};

/** @param {TableState | null} state @param {number} seat */
export function sprocketNotes(state, seat) {
  const view = state && state.features && state.features.contraptions;
  if (!view || !Array.isArray(view.rigs)) return [];
  const rig = view.rigs.find((r) => r.seat === seat)
    || (view.rigs.length === 1 && (view.rigs[0].seat === null || view.rigs[0].seat === undefined)
      && state.active_player === seat ? view.rigs[0] : null);
  if (!rig) return [];
  return rig.sprockets.map((cards, k) => {
    const n = k + 1;
    const here = rig.counter === n;
    const names = cards.length ? cards.map((c) => c.name).join(", ") : t("ctr_panel_empty");
    return { text: `⚙${n}: ${cards.length}${here ? ` ${t("ctr_panel_counter_mark")}` : ""}`,
      label: t("ctr_panel_sprocket", { n, cards: names }) + (here ? `; ${t("ctr_panel_counter", { n })}` : "") };
  });
}

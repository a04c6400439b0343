// The Hell actions as lines of the history, sentences in the player's language. A line names
// a card only when the whole table can see it now (on the battlefield, in a graveyard, on the
// sideboard ...): a card in a hand or a library stays "a card".

import { t } from "../kit/i18n.js";
import { windowApp } from "./common.js";
import { listIn, numberIn, shown, textIn, textsIn } from "./json.js";

/** @typedef {import("../types/state").HistoryEntry["action"]} Recorded an action as the log records it */
/** @typedef {(seat: number | null | undefined) => string} Who the name of a seat (history-text.js) */
/** @typedef {import("../types/state").JsonValue} JsonValue */

// A recorded seat (a number; anything else: nobody).
const seat = (/** @type {JsonValue | undefined} */ value) => numberIn(value);

/** @type {import("../kit/types").StringTables} */
export const HISTORY_STRINGS = {
  en: {
    hh_draw_named: "{name} drew {card} from the Hell library: {verdict}",
    hh_draw_hidden: "{name} drew a card from the Hell library",
    hh_verdict_land: "a land",
    hh_verdict_castable: "a spell of their colours",
    hh_verdict_choice: "a colour is missing",
    hh_verdict_ask: "the table decides",
    hh_move_named: "{card} moves: {zone}",
    hh_make_token: "{card} becomes a token card",
    hh_make_token_hidden: "A card becomes a token card",
    hh_dismiss_offer: "The table does not bring in the colour {card} names",
    hh_bring_in_color: "The colour {name} is in the game until it ends",
    hh_bring_in_zone: "The zone {name} is in the game until it ends",
    hh_token_stack: "{player} puts the token card {name} on the stack",
    hh_stack_freeze_top: "Stack: the top spell is frozen",
    hh_stack_freeze_bottom: "Stack: the bottom spell is frozen",
    hh_stack_freeze_all: "Stack: the whole stack is frozen",
    hh_stack_unfreeze_all: "Stack: the whole stack is unfrozen",
    hh_stack_tap: "Stack: a spell is tapped (frozen)",
    hh_stack_untap: "Stack: a spell is untapped",
    hh_deal_some: "Opening hands: {count#hell_card} to {names}",
    hh_setup: "Hell library built: {size#card}",
    hh_colors: "{name} declares land colours: {colors}",
    hh_colors_none: "{name} declares no land colour",
    hh_bring_in: "Brought into the game: {name}",
    hh_deal: "Opening hands: {count#hell_card} each",
    hh_deal_forgotten: "Correction: the opening hands' forgotten Hell cards dealt late, {count#hell_card} each",
    hh_mulligan: "{name}: mulligan — the hand's Hell cards to the bottom of the Hell library, {dealt#hell_card} dealt from its top",
    hh_bottom: "{name}: {count#hell_card} to the bottom of the Hell library",
    hh_draw: "{name} draws from Hell",
    hh_resolve_take: "The Hell card is taken into the hand",
    hh_resolve_sideboard: "The Hell card goes on top of the sideboard",
    hh_resolve_castable: "The table counts the Hell card as castable",
    hh_move: "A card moves: {zone}",
    hh_outside: "{name} goes outside the game (to the sideboard)",
    hh_outside_card: "A card goes outside the game (to the sideboard)",
    hh_token: "Token card: {name}",
    hh_play_top: "{name} plays the top card of the sideboard",
    hh_sb_shuffle: "The sideboard is shuffled",
    hh_sb_random: "A random card of the sideboard (shuffled first)",
    hh_library_shuffle: "The Hell library is shuffled",
    hh_companion: "{name} names a companion",
    hh_cast_companion: "{name} casts their companion",
    hh_end: "Game over, Hell cards swept: {winner}",
    hh_end_draw: "Game over, Hell cards swept (no winner)",
    hh_stack_push: "{name}: {spell} on the stack",
    hh_stack_card: "a Hell card",
    hh_stack_freeze: "Stack: frozen",
    hh_stack_unfreeze: "Stack: unfrozen",
    hh_stack_resolve: "Stack: resolved",
    hh_stack_interrupt: "Stack: interrupted",
    hh_stack_block: "Stack: blocked",
  },
  ru: {
    hh_draw_named: "{name} берёт из Адской библиотеки «{card}»: {verdict}",
    hh_draw_hidden: "{name} берёт карту из Адской библиотеки",
    hh_verdict_land: "земля",
    hh_verdict_castable: "заклинание своих цветов",
    hh_verdict_choice: "не хватает цвета",
    hh_verdict_ask: "решает стол",
    hh_move_named: "«{card}» перемещается: {zone}",
    hh_make_token: "«{card}» становится картой-фишкой",
    hh_make_token_hidden: "Карта становится картой-фишкой",
    hh_dismiss_offer: "Стол не вводит цвет, который называет «{card}»",
    hh_bring_in_color: "Цвет {name} в игре до её конца",
    hh_bring_in_zone: "Зона {name} в игре до её конца",
    hh_token_stack: "{player} кладёт карту-фишку «{name}» на стек",
    hh_stack_freeze_top: "Стек: верхнее заклинание заморожено",
    hh_stack_freeze_bottom: "Стек: нижнее заклинание заморожено",
    hh_stack_freeze_all: "Стек: весь стек заморожен",
    hh_stack_unfreeze_all: "Стек: весь стек разморожен",
    hh_stack_tap: "Стек: заклинание повёрнуто (заморожено)",
    hh_stack_untap: "Стек: заклинание развёрнуто",
    hh_deal_some: "Стартовые руки: Адских карт — {count}, кому: {names}",
    hh_setup: "Собрана Адская библиотека: {size#card}",
    hh_colors: "{name} объявляет цвета земель: {colors}",
    hh_colors_none: "{name} объявляет земли без цвета",
    hh_bring_in: "В игре появилось: {name}",
    hh_deal: "Стартовые руки: каждому — {count#hell_card}",
    hh_deal_forgotten: "Исправление: забытые Адские карты стартовых рук розданы с опозданием (каждому: {count#hell_card})",
    hh_mulligan: "{name}: муллиган — Адские карты руки вниз Адской библиотеки, с её верха роздано: {dealt#hell_card}",
    hh_bottom: "{name}: вниз Адской библиотеки — {count#hell_card}",
    hh_draw: "{name} берёт из Ада",
    hh_resolve_take: "Адскую карту берут в руку",
    hh_resolve_sideboard: "Адская карта уходит наверх сайдборда",
    hh_resolve_castable: "Стол считает Адскую карту разыгрываемой",
    hh_move: "Карта перемещена: {zone}",
    hh_outside: "{name} уходит вне игры (в сайдборд)",
    hh_outside_card: "Карта уходит вне игры (в сайдборд)",
    hh_token: "Карта-фишка: {name}",
    hh_play_top: "{name} играет верхнюю карту сайдборда",
    hh_sb_shuffle: "Сайдборд перемешан",
    hh_sb_random: "Случайная карта сайдборда (после перемешивания)",
    hh_library_shuffle: "Адская библиотека перемешана",
    hh_companion: "{name} объявляет компаньона",
    hh_cast_companion: "{name} разыгрывает компаньона",
    hh_end: "Игра окончена, Адские карты собраны: {winner}",
    hh_end_draw: "Игра окончена, Адские карты собраны (без победителя)",
    hh_stack_push: "{name}: {spell} на стеке",
    hh_stack_card: "Адская карта",
    hh_stack_freeze: "Стек: заморожено",
    hh_stack_unfreeze: "Стек: разморожено",
    hh_stack_resolve: "Стек: разрешено",
    hh_stack_interrupt: "Стек: прервано",
    hh_stack_block: "Стек: заблокировано",
  },
};

/** @param {Recorded} a @param {Who} who */
const zoneText = (a, who) => {
  const zone = t(`zone_${a.zone}`) === `zone_${a.zone}` ? shown(a.zone) : t(`zone_${a.zone}`);
  return a.player !== undefined && a.player !== null ? t("zone_of", { zone, name: who(seat(a.player)) }) : zone;
};

// The card's name if the whole table sees it now, else null.
/** @param {JsonValue | undefined} id */
function publicName(id) {
  const app = windowApp();
  const s = app && app.state;
  const hell = s && s.session_features && s.session_features.hell;
  if (!hell || id === undefined || id === null) return null;
  const entry = hell.sideboard.find((c) => c.id === id) || hell.cards.find((c) => c.id === id);
  return entry && entry.visibility === "public" ? entry.card.name : null;
}

/** @param {Recorded} a @param {boolean} frozen */
const freezeLine = (a, frozen) => {
  if (a.tap) return t(frozen ? "hh_stack_tap" : "hh_stack_untap");
  if (a.position === "top" || a.position === "bottom") return t(`hh_stack_freeze_${a.position}`);
  if ((a.item === undefined || a.item === null)) return t(frozen ? "hh_stack_freeze_all" : "hh_stack_unfreeze_all");
  return t(frozen ? "hh_stack_freeze" : "hh_stack_unfreeze");
};

/** @type {Record<string, (a: Recorded, who: Who) => string>} */
/** @type {Record<string, import("../table/types").Describer>} */
export const DESCRIBE = {
  hell_setup: (a) => t("hh_setup", { size: listIn(a.library).length }),
  hell_declare_colors: (a, who) => {
    const colors = textsIn(a.colors) || [];
    return colors.length
      ? t("hh_colors", { name: who(seat(a.player)), colors: colors.join(" ") })
      : t("hh_colors_none", { name: who(seat(a.player)) });
  },
  hell_bring_in: (a) => t(a.kind === "zone" ? "hh_bring_in_zone" : "hh_bring_in_color", { name: shown(a.name) }),
  hell_deal_opening: (a, who) => (a.players
    ? t("hh_deal_some", { count: shown(a.count ?? 2), names: listIn(a.players).map((p) => who(seat(p))).join(", ") })
    : t("hh_deal", { count: shown(a.count ?? 2) })),
  hell_deal_opening_forgotten: (a) => t("hh_deal_forgotten", { count: shown(a.count ?? 2) }),
  hell_mulligan: (a, who) => t("hh_mulligan", { name: who(seat(a.player)), dealt: shown(a.deal ?? 2) }),
  hell_bottom: (a, who) => t("hh_bottom", { name: who(seat(a.player)), count: listIn(a.cards).length }),
  hell_draw: (a, who) => {
    const card = publicName(a.card);
    return card && a.verdict
      ? t("hh_draw_named", { name: who(seat(a.player)), card, verdict: t(`hh_verdict_${a.verdict}`) })
      : t("hh_draw_hidden", { name: who(seat(a.player)) });
  },
  hell_resolve: (a) => t(`hh_resolve_${a.decision}`),
  hell_move: (a, who) => {
    const card = publicName(a.card);
    return card ? t("hh_move_named", { card, zone: zoneText(a, who) }) : t("hh_move", { zone: zoneText(a, who) });
  },
  hell_to_outside: (a) => (a.name ? t("hh_outside", { name: shown(a.name) }) : t("hh_outside_card")),
  hell_token: (a, who) => (String(a.zone).toLowerCase() === "stack"
    ? t("hh_token_stack", { player: who(seat(a.player)), name: shown(a.name) }) : t("hh_token", { name: shown(a.name) })),
  hell_make_token: (a) => {
    const card = publicName(a.card);
    return card ? t("hh_make_token", { card }) : t("hh_make_token_hidden");
  },
  hell_dismiss_offer: (a) => t("hh_dismiss_offer", { card: publicName(a.card) || t("hh_stack_card") }),
  sideboard_play_top: (a, who) => t("hh_play_top", { name: who(seat(a.player)) }),
  sideboard_shuffle: () => t("hh_sb_shuffle"),
  sideboard_random: () => t("hh_sb_random"),
  hell_shuffle_library: () => t("hh_library_shuffle"),
  hell_name_companion: (a, who) => t("hh_companion", { name: who(seat(a.player)) }),
  hell_cast_companion: (a, who) => t("hh_cast_companion", { name: who(seat(a.player)) }),
  hell_end_game: (a, who) => (a.winner === undefined || a.winner === null
    ? t("hh_end_draw") : t("hh_end", { winner: who(seat(a.winner)) })),
  stack_push: (a, who) => t("hh_stack_push", { name: who(seat(a.controller)),
    spell: textIn(a.name) || publicName(a.card) || t("hh_stack_card") }),
  stack_freeze: (a) => freezeLine(a, true),
  stack_unfreeze: (a) => freezeLine(a, false),
  stack_resolve: () => t("hh_stack_resolve"),
  stack_interrupt: () => t("hh_stack_interrupt"),
  stack_block: () => t("hh_stack_block"),
};


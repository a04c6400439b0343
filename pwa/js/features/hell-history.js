// The Hell actions as lines of the history. A line never names a card that may be hidden
// (drawn, in a hand): only what the whole table saw.

import { addStrings, t } from "../i18n.js";
import { addDescriber } from "../history-text.js";

addStrings({
  en: {
    hh_setup: "Hell library built: {size} cards",
    hh_colors: "{name} declares land colours: {colors}",
    hh_colors_none: "{name} declares no land colour",
    hh_bring_in: "Brought into the game: {name}",
    hh_deal: "Opening hands: {count} Hell cards each",
    hh_mulligan: "{name}: mulligan (Hell cards to the bottom)",
    hh_bottom: "{name}: {count} Hell card(s) to the bottom of the Hell library",
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
    hh_setup: "Собрана Адская библиотека: {size} карт",
    hh_colors: "{name} объявляет цвета земель: {colors}",
    hh_colors_none: "{name} объявляет земли без цвета",
    hh_bring_in: "В игре появилось: {name}",
    hh_deal: "Стартовые руки: по {count} Адские карты",
    hh_mulligan: "{name}: муллиган (Адские карты — вниз)",
    hh_bottom: "{name}: Адских карт вниз Адской библиотеки — {count}",
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
});

const zoneText = (a, who) => {
  const zone = t(`zone_${a.zone}`) === `zone_${a.zone}` ? a.zone : t(`zone_${a.zone}`);
  return a.player !== undefined && a.player !== null ? t("zone_of", { zone, name: who(a.player) }) : zone;
};

const DESCRIBE = {
  hell_setup: (a) => t("hh_setup", { size: (a.library || []).length }),
  hell_declare_colors: (a, who) => (a.colors.length
    ? t("hh_colors", { name: who(a.player), colors: a.colors.join(" ") })
    : t("hh_colors_none", { name: who(a.player) })),
  hell_bring_in: (a) => t("hh_bring_in", { name: a.name }),
  hell_deal_opening: (a) => t("hh_deal", { count: a.count ?? 2 }),
  hell_mulligan: (a, who) => t("hh_mulligan", { name: who(a.player) }),
  hell_bottom: (a, who) => t("hh_bottom", { name: who(a.player), count: a.cards.length }),
  hell_draw: (a, who) => t("hh_draw", { name: who(a.player) }),
  hell_resolve: (a) => t(`hh_resolve_${a.decision}`),
  hell_move: (a, who) => t("hh_move", { zone: zoneText(a, who) }),
  hell_to_outside: (a) => (a.name ? t("hh_outside", { name: a.name }) : t("hh_outside_card")),
  hell_token: (a) => t("hh_token", { name: a.name }),
  sideboard_play_top: (a, who) => t("hh_play_top", { name: who(a.player) }),
  sideboard_shuffle: () => t("hh_sb_shuffle"),
  sideboard_random: () => t("hh_sb_random"),
  hell_shuffle_library: () => t("hh_library_shuffle"),
  hell_name_companion: (a, who) => t("hh_companion", { name: who(a.player) }),
  hell_cast_companion: (a, who) => t("hh_cast_companion", { name: who(a.player) }),
  hell_end_game: (a, who) => (a.winner === undefined || a.winner === null
    ? t("hh_end_draw") : t("hh_end", { winner: who(a.winner) })),
  stack_push: (a, who) => t("hh_stack_push", { name: who(a.controller), spell: a.name || t("hh_stack_card") }),
  stack_freeze: () => t("hh_stack_freeze"),
  stack_unfreeze: () => t("hh_stack_unfreeze"),
  stack_resolve: () => t("hh_stack_resolve"),
  stack_interrupt: () => t("hh_stack_interrupt"),
  stack_block: () => t("hh_stack_block"),
};

for (const [type, describeAction] of Object.entries(DESCRIBE)) addDescriber(type, describeAction);

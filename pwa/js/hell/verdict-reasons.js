// The reason of a Hell draw's verdict in the interface's language: the engine writes the
// English sentence; in Russian it is built from reason_code and params.

import { getLang, t } from "../kit/i18n.js";
import { listIn } from "./json.js";

const DRAW_STEP_LAND_RU = "В свой шаг взятия карты её можно сразу сыграть, и она не считается в лимит одной земли за ход.";
const DRAW_STEP_SPELL_RU = "В свой шаг взятия карты её можно сразу разыграть на {2} маны общего типа дешевле.";
const CHOICE_RU = "Выберите: взять её в руку или положить наверх общего сайдборда.";

/** @typedef {import("../types/state").HellDrawView} HellDraw */
/** @typedef {HellDraw["params"]} ReasonParams the engine's params of a verdict's reason */

const list = (/** @type {import("../types/state").JsonValue | undefined} */ items) => listIn(items).join(", ");

/** @param {ReasonParams} p */
function alwaysPresentRu(p) {
  const notes = [];
  if (listIn(p.phyrexian).length) notes.push(`${list(p.phyrexian)} — фирексианская мана, она всегда считается присутствующей`);
  if (listIn(p.payable).length) notes.push(`${list(p.payable)} можно оплатить без цвета (половиной с маной общего типа или бесцветной)`);
  if (listIn(p.life).length) notes.push(`${list(p.life)} оплачивается цветом или 2 жизнями, поэтому всегда считается присутствующим`);
  return notes.join("; ");
}

/** @type {Record<string, ((p: ReasonParams, card: string) => string) | undefined>} */
const REASONS_RU = {
  land: (_p, card) => `${card} — земля: возьмите её в руку. ${DRAW_STEP_LAND_RU}`,
  colors_missing: (p, card) => `Цвета ваших земель (${p.colors}) не покрывают ${list(p.missing)} на карте ${card}. ${CHOICE_RU}`,
  unknown_symbol: (p, card) => `Правило не может оценить ${list(p.unknown)} на карте ${card}: `
    + `${[p.present, p.phyrexian, p.payable, p.life].some((x) => listIn(x).length) ? "все остальные цветные символы считаются присутствующими, поэтому " : ""}решает стол. `
    + "Если стол считает символ присутствующим, карта идёт в руку (в шаг взятия её можно сразу разыграть на {2} дешевле); "
    + `если нет — ${CHOICE_RU.charAt(0).toLowerCase()}${CHOICE_RU.slice(1)}`,
  no_mana_cost: (_p, card) => `У карты ${card} нет мана-стоимости, значит, ни одного цвета не недостаёт: возьмите её в руку.`,
  no_colored_symbols: (_p, card) => `На карте ${card} нет цветных символов маны, значит, ни одного цвета не недостаёт: возьмите её в руку. ${DRAW_STEP_SPELL_RU}`,
  colors_present: (p, card) => {
    const notes = alwaysPresentRu(p);
    return `Все цветные символы маны на карте ${card} (${list(p.present)}) есть среди цветов ваших земель (${p.colors})`
      + `${notes ? `; ${notes}` : ""}: возьмите её в руку. ${DRAW_STEP_SPELL_RU}`;
  },
  always_present: (p, card) => `На карте ${card} не недостаёт ни одного цвета: ${alwaysPresentRu(p)}. Возьмите её в руку. ${DRAW_STEP_SPELL_RU}`,
  no_card_data: (_p, card) => `Пул не говорит, земля ли ${card} и сколько она стоит, поэтому решает стол: `
    + `земля или заклинание ваших цветов идёт в руку; иначе — ${CHOICE_RU.charAt(0).toLowerCase()}${CHOICE_RU.slice(1)}`,
  colors_not_declared: (_p, card) => `${card} — не земля, а цвета земель колоды не объявлены, поэтому правило не может сказать, `
    + "можно ли её разыграть: решает стол. Если можно, карта идёт в руку (в шаг взятия её можно сразу разыграть на {2} дешевле); "
    + `если нет — ${CHOICE_RU.charAt(0).toLowerCase()}${CHOICE_RU.slice(1)}`,
  recorded_verdict: (p) => `В журнале для этого взятия записан вердикт «${t(`hell_verdict_${p.recorded}`)}».`,
};

// The reason of a draw in the interface's language (English: the engine's own sentence).
/** @param {HellDraw} draw */
export function reasonText(draw) {
  const make = REASONS_RU[draw.reason_code];
  if (getLang() !== "ru" || !make) return draw.reason || "";
  const params = draw.params || {};
  const card = params.name ? `«${params.name}»` : "эта карта";
  return make(params, card);
}


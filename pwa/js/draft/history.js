// The history lines of the draft's actions. A hidden agenda's line never names its card or
// the named card.

import { asParam } from "../table/history-text.js";
import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").JsonValue} JsonValue */

export const DRAFT_HISTORY_STRINGS = {
  en: {
    hx_draft_setup: "Draft: {n} seats, {packs} packs of {size}",
    hx_draft_pick_all: "Draft: everyone picked",
    hx_draft_pick: "Draft: {name} picked",
    hx_draft_continue: "Draft: next pack",
    hx_draft_finish: "The draft ended",
    hx_draft_leave: "{name} left the draft table",
    hx_draft_timer: "Draft timer: {state}",
    hx_on: "on", hx_off: "off",
    hx_draft_note: "{name} noted for {card}: {value}",
    hx_draft_face_up: "{name} drafted {card} face up",
    hx_draft_turn_down: "A face-up card was turned face down",
    hx_consp_hidden: "{name}: a hidden agenda, face down",
    hx_consp_add: "{name}: {card} into the command zone",
    hx_consp_reveal: "A hidden agenda was turned face up",
    hx_consp_remove: "A conspiracy was taken out",
  },
  ru: {
    hx_draft_setup: "Драфт: мест {n}, {packs} бустера по {size}",
    hx_draft_pick_all: "Драфт: все выбрали",
    hx_draft_pick: "Драфт: {name} делает выбор",
    hx_draft_continue: "Драфт: следующий бустер",
    hx_draft_finish: "Драфт окончен",
    hx_draft_leave: "{name} покидает драфт",
    hx_draft_timer: "Таймер драфта: {state}",
    hx_on: "вкл.", hx_off: "выкл.",
    hx_draft_note: "{name} отмечает для {card}: {value}",
    hx_draft_face_up: "{name} берёт {card} лицом вверх",
    hx_draft_turn_down: "Открытую карту перевернули лицом вниз",
    hx_consp_hidden: "{name}: скрытый замысел лицом вниз",
    hx_consp_add: "{name}: {card} в командную зону",
    hx_consp_reveal: "Скрытый замысел открыт",
    hx_consp_remove: "Заговор убрали",
  },
};

// Draft seats are named by the draft, not by the game (the draft comes first).
/** @param {JsonValue | undefined} logged the seat's number */
function seatName(logged) {
  const seat = Number(logged);
  const app = window.tkApp;
  const d = app && app.state && app.state.session_features.draft;
  return d && d.seats[seat] ? d.seats[seat].name : `#${seat + 1}`;
}

/** How many a logged list holds. @param {JsonValue | undefined} v */
const count = (v) => (Array.isArray(v) ? v.length : 0);

/** @type {Record<string, import("../table/types").Describer>} */
export const DRAFT_LINES = {
  draft_setup: (a) => t("hx_draft_setup", { n: count(a.seats), packs: asParam(a.packs ?? (a.style === "two_headed_giant" ? 6 : 3)), size: asParam(a.pack_size ?? 15) }),
  draft_pick: (a) => (a.seat === undefined || a.seat === null ? t("hx_draft_pick_all")
    : t("hx_draft_pick", { name: seatName(a.seat) })),
  draft_continue: () => t("hx_draft_continue"),
  draft_finish: () => t("hx_draft_finish"),
  draft_leave: (a) => t("hx_draft_leave", { name: seatName(a.seat) }),
  draft_set_timer: (a) => t("hx_draft_timer", { state: t(a.on ? "hx_on" : "hx_off") }),
  draft_note: (a) => t("hx_draft_note", { name: seatName(a.seat), card: asParam(a.card), value: asParam(a.value) }),
  draft_face_up: (a) => t("hx_draft_face_up", { name: seatName(a.seat), card: asParam(a.card) }),
  draft_turn_down: () => t("hx_draft_turn_down"),
  conspiracy_add: (a) => (a.hidden_agenda ? t("hx_consp_hidden", { name: seatName(a.seat) })
    : t("hx_consp_add", { name: seatName(a.seat), card: asParam(a.card) })),
  conspiracy_reveal: () => t("hx_consp_reveal"),
  conspiracy_remove: () => t("hx_consp_remove"),
};

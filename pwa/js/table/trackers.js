// The trackers a table asks for beside life and counters: per player the Ring's temptations,
// speed, the dungeon and rad counters, and a concession; for the whole table day or night
// and the storm count. Hidden until used: the table shows a tracker only once it has a value.
// Every change is an action; the rules (limits, what resets at a new turn) are the engine's.

import { addErrors, addStrings, t } from "../kit/i18n.js";
import { askToConfirm } from "../kit/confirm.js";
import { addDescriber, asParam } from "./history-text.js";
import { h, oneOf, setText } from "../kit/dom.js";
import { groupedStepper, setGroupedStepper, setStepper, stepper } from "../kit/stepper.js";
import { SEAT_COLORS, colorName } from "./seat-colors.js";

/** @typedef {import("../types/state").PlayerState} PlayerState */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {(action: Action, from?: Element) => unknown} Send from: the control that sent it */

/** @type {import("../types/actions").Venture["dungeon"][]} the engine's dungeons */
const DUNGEONS = ["lost_mine_of_phandelver", "dungeon_of_the_mad_mage", "tomb_of_annihilation", "undercity", "other"];

addStrings({
  en: {
    trackers: "Trackers",
    ring_level: "The Ring tempts you: level {n} of 4",
    ring_none: "The Ring has not tempted this player",
    ring_tempts: "The Ring tempts you",
    speed: "Speed",
    speed_start: "Start your engines (speed 1)",
    dungeon: "Dungeon",
    dungeon_room: "Room",
    venture: "Venture",
    dungeon_done: "Dungeon completed",
    dungeon_lost_mine_of_phandelver: "Lost Mine of Phandelver",
    dungeon_dungeon_of_the_mad_mage: "Dungeon of the Mad Mage",
    dungeon_tomb_of_annihilation: "Tomb of Annihilation",
    dungeon_undercity: "Undercity",
    dungeon_other: "Another dungeon",
    rad: "Rad counters",
    concede: "Concede",
    concede_confirm: "{name} concedes the game?",
    concede_what: "{name} is out of this game: the panel says Out and the others play on. When one player is left, the app offers to end the game. Undo (in the History) brings {name} back.",
    out: "Out",
    day_night: "Day and night",
    day: "Day",
    night: "Night",
    neither: "Neither",
    storm: "Storm count this turn",
    last_standing: "{name} is the last one standing.",
    last_standing_end: "End the game: {name} wins",
    h_concede: "{name} conceded",
    h_set_day_night: "It became {value}",
    h_set_day_night_none: "Neither day nor night",
    h_adjust_storm: "Storm count {delta}",
    h_ring_tempts: "The Ring tempted {name}",
    h_set_speed: "{name}: speed {speed}",
    h_venture: "{name} ventured into {dungeon}: {room}",
    h_venture_done: "{name} completed {dungeon}",
  },
  ru: {
    trackers: "Отслеживание",
    ring_level: "Кольцо искушает: уровень {n} из 4",
    ring_none: "Кольцо ещё не искушало этого игрока",
    ring_tempts: "Кольцо искушает вас",
    speed: "Скорость",
    speed_start: "Заводи моторы (скорость 1)",
    dungeon: "Подземелье",
    dungeon_room: "Комната",
    venture: "Исследовать",
    dungeon_done: "Подземелье пройдено",
    dungeon_lost_mine_of_phandelver: "Затерянный рудник Фанделвера",
    dungeon_dungeon_of_the_mad_mage: "Подземелье Безумного Мага",
    dungeon_tomb_of_annihilation: "Гробница Аннигиляции",
    dungeon_undercity: "Подгород",
    dungeon_other: "Другое подземелье",
    rad: "Жетоны радиации",
    concede: "Сдаться",
    concede_confirm: "{name}: сдаться в этой игре?",
    concede_what: "{name} — вне игры: на панели будет «Вне игры», остальные играют дальше. Когда в игре останется один игрок, приложение предложит закончить игру. «Отменить» в «Истории» вернёт всё как было.",
    out: "Вне игры",
    day_night: "День и ночь",
    day: "День",
    night: "Ночь",
    neither: "Ни то ни другое",
    storm: "Счётчик шторма в этом ходу",
    last_standing: "В игре остаётся только {name}.",
    last_standing_end: "Завершить игру: побеждает {name}",
    h_concede: "{name}: сдача",
    h_set_day_night: "Наступает: {value}",
    h_set_day_night_none: "Ни день, ни ночь",
    h_adjust_storm: "Счётчик шторма {delta}",
    h_ring_tempts: "Кольцо искушает: {name}",
    h_set_speed: "{name}: скорость {speed}",
    h_venture: "{name}: подземелье «{dungeon}», комната «{room}»",
    h_venture_done: "{name}: подземелье «{dungeon}» пройдено",
  },
});

addErrors({ already_out: "Этот игрок уже сдался" }, { already_out: "This player has already conceded" });

const signed = (/** @type {number} */ n) => (n > 0 ? `+${n}` : String(n));
addDescriber("set_color", (a, who) => t("h_set_color", { name: who(a.player), color: colorName(typeof a.color === "string" ? a.color : null).toLocaleLowerCase() }));
addDescriber("concede", (a, who) => t("h_concede", { name: who(a.player) }));
addDescriber("set_day_night", (a) => (a.value ? t("h_set_day_night", { value: t(String(a.value)).toLowerCase() })
  : t("h_set_day_night_none")));
addDescriber("adjust_storm", (a) => t("h_adjust_storm", { delta: signed(Number(a.delta)) }));
addDescriber("ring_tempts", (a, who) => t("h_ring_tempts", { name: who(a.player) }));
addDescriber("set_speed", (a, who) => t("h_set_speed", { name: who(a.player), speed: asParam(a.speed) }));
addDescriber("venture", (a, who) => (a.room
  ? t("h_venture", { name: who(a.player), dungeon: t(`dungeon_${a.dungeon}`), room: asParam(a.room) })
  : t("h_venture_done", { name: who(a.player), dungeon: t(`dungeon_${a.dungeon}`) })));

// The player sheet's section, mounted once: the Ring, speed, the dungeon, rad counters, a
// concession, drawn again in place on each state. The dungeon and room being chosen stay as
// the player left them until "venture" sends them; until then the fields show the room reached.
/**
 * @param {import("../kit/mount.js").Port} port
 * @param {import("./player-sheets.js").PlayerSheetCtx} ctx
 * @param {number} seat
 * @param {Send} send
 * @param {(el: Element) => boolean} shows whether a control shows the state (false while its change is answered)
 */
export function mountPlayerTrackers(port, ctx, seat, send, shows) {
  const now = () => { const state = port.state(); return state ? state.players[seat] : undefined; };
  let chosen = false;                  // the player changed the dungeon or the room since the last venture
  const color = h("select", { testid: `color-${seat}`, "aria-label": t("color"),
    onchange: (/** @type {Event} */ e) => {
      const chosen = /** @type {HTMLSelectElement} */ (e.target);
      send({ type: "set_color", player: seat, color: oneOf(SEAT_COLORS, chosen.value) ?? null }, chosen);
    } },
  [null, ...SEAT_COLORS].map((c) => h("option", { value: c || "", text: colorName(c) })));
  const ring = h("p", { testid: `ring-${seat}` });
  const speed = stepper(t("speed"), 1, (/** @type {number} */ d) => {
    const p = now();
    if (p) send({ type: "set_speed", player: seat, speed: p.speed + d });
  }, `speed-${seat}`, { min: 1, max: 4 });
  const speedStart = h("div", { class: "button-row" }, h("button", { testid: `speed-start-${seat}`,
    onclick: () => send({ type: "set_speed", player: seat, speed: 1 }) }, t("speed_start")));
  const speedSlot = h("div", { class: "sheet-section" });
  const room = h("input", { type: "text", maxlength: "40", testid: `room-${seat}`, "aria-label": t("dungeon_room"),
    placeholder: t("dungeon_room"), oninput: () => { chosen = true; } });
  const dungeon = h("select", { testid: `dungeon-${seat}`, "aria-label": t("dungeon"), onchange: () => { chosen = true; } },
    DUNGEONS.map((d) => h("option", { value: d, text: t(`dungeon_${d}`) })));
  const venture = h("button", { testid: `venture-${seat}`, onclick: () => {
    const name = room.value.trim();
    const which = oneOf(DUNGEONS, dungeon.value);
    if (!name || !which) { room.focus(); return; }
    chosen = false;                    // from now on the fields show the room reached
    send({ type: "venture", player: seat, dungeon: which, room: name });
  } }, t("venture"));
  const done = h("button", { testid: `dungeon-done-${seat}`, onclick: () => {
    const p = now();
    const which = p?.dungeon ? oneOf(DUNGEONS, p.dungeon.name) : undefined;
    chosen = false;
    if (which) send({ type: "venture", player: seat, dungeon: which, room: null });
  } }, t("dungeon_done"));
  const dungeonRow = h("div", { class: "button-row" }, dungeon, room, venture);
  const radAction = { type: /** @type {const} */ ("adjust_counter"), player: seat, counter: "rad" };
  const rad = groupedStepper(ctx, t("rad"), 0, radAction, `rad-${seat}`);
  const concede = h("button", { class: "danger", testid: `concede-${seat}`, onclick: async () => {
    const p = now();
    if (!p) return;
    const sure = await askToConfirm({ title: t("concede_confirm", { name: p.name }), testid: `concede-confirm-${seat}`,
      text: t("concede_what", { name: p.name }), confirm: t("concede") });
    if (sure) send({ type: "concede", player: seat });
  } }, t("concede"));
  const el = h("div", { class: "sheet-section" },
    h("label", { class: "toggle" }, h("span", { text: t("color") }), color),
    h("h3", { text: t("trackers") }),
    ring,
    h("div", { class: "button-row" },
      h("button", { testid: `ring-tempts-${seat}`, onclick: () => send({ type: "ring_tempts", player: seat }) }, t("ring_tempts"))),
    speedSlot, dungeonRow, rad,
    h("div", { class: "button-row" }, concede));

  /** @param {import("../types/state").TableState} state */
  const update = (state) => {
    const p = state.players[seat];
    if (!p) return;
    if (shows(color)) color.value = p.color || "";
    setText(ring, p.ring ? t("ring_level", { n: p.ring }) : t("ring_none"));
    const shown = p.speed ? speed : speedStart;
    if (speedSlot.firstChild !== shown) speedSlot.replaceChildren(shown);
    if (p.speed) setStepper(speed, p.speed, { min: 1, max: 4 });
    const inDungeon = p.dungeon;
    if (!chosen) {
      const reached = inDungeon ? inDungeon.room ?? "" : "";
      if (room.value !== reached) room.value = reached;
      dungeon.value = inDungeon ? inDungeon.name : DUNGEONS[0];
    }
    if (inDungeon && !done.isConnected) dungeonRow.append(done);
    else if (!inDungeon && done.isConnected) done.remove();
    setGroupedStepper(ctx, rad, p.counters.rad || 0, radAction);
    concede.disabled = p.conceded;
  };
  return { el, update };
}

// The menu's section, mounted once: day or night, and the storm count of this turn, drawn
// again in place on each state.
/** @param {Send} send */
export function mountTableTrackers(send) {
  /** @type {[("day" | "night" | null), HTMLButtonElement][]} */
  const choices = [["day", `☀ ${t("day")}`], ["night", `☾ ${t("night")}`], [null, t("neither")]].map(([value, label]) => {
    const which = /** @type {"day" | "night" | null} */ (value);
    return [which, h("button", { testid: `day-night-${which || "none"}`, onclick: () => send({ type: "set_day_night", value: which }) }, label)];
  });
  const storm = stepper(t("storm"), 0, (/** @type {number} */ delta) => send({ type: "adjust_storm", delta }), "storm", { min: 0 });
  const el = h("div", { class: "table-trackers", testid: "table-trackers" },
    h("h3", { text: t("day_night") }),
    h("div", { class: "button-row" }, choices.map(([, button]) => button)),
    storm);
  /** @param {import("../types/state").TableState} state */
  const update = (state) => {
    for (const [value, button] of choices) {
      const on = state.day_night === value;
      button.setAttribute("aria-pressed", String(on));
      button.disabled = on;
    }
    setStepper(storm, state.storm || 0, { min: 0 });
  };
  return { el, update };
}

// What a panel shows of the trackers, once used.
/** @param {PlayerState} p */
export function trackerBadges(p) {
  const badges = [];
  if (p.ring) badges.push(`💍${p.ring}`);
  if (p.speed) badges.push(`⚡${p.speed}`);
  if (p.dungeon) badges.push(`🏰 ${p.dungeon.room}`);
  return badges;
}

// Who picks first (Tournament Rules 7.7): in an untimed draft, when two players each wait for
// the other to pick, the one whose pack reaches the other first picks first; at equal distance
// the lower seat. The engine says who for every two seats still to pick (`picks_first`); this
// box lets the table choose the two and reads the answer out.

import { h, keptOpen } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

export const FIRST_PICK_STRINGS = {
  en: {
    draft_first_title: "Two players wait on each other? (7.7)",
    draft_first_who: "Who waits",
    draft_first_nearer: "{first} picks first: {first_pack} reaches {other} in {near#pass}; {other_pack} reaches {first} in {far#pass}.",
    draft_first_equal: "{first} picks first: both packs are {near#pass} away, and the lower seat picks first.",
    draft_pack_of: "the pack {name} holds",
    noun_pass_one: "pass", noun_pass_other: "passes",
  },
  ru: {
    draft_first_title: "Двое ждут друг друга? (7.7)",
    draft_first_who: "Кто ждёт",
    draft_first_nearer: "{first}: первый выбор за этим игроком; {first_pack} дойдёт до игрока {other} за {near#pass}, {other_pack} до игрока {first} — за {far#pass}.",
    draft_first_equal: "{first}: первый выбор за этим игроком; оба бустера в {near#pass} друг от друга, а первым выбирает место с меньшим номером.",
    draft_pack_of: "бустер игрока {name}",
    noun_pass_one: "передачу", noun_pass_few: "передачи", noun_pass_many: "передач", noun_pass_other: "передачи",
  },
};

/** @typedef {import("../types/state").DraftState} DraftState */

// `chosen`: the two seats asked about, kept by the screen while it redraws; a choice draws
// the screen again (the answer is drawn from it).
// `opened`: the screen's opened parts, so that the box stays open across the screen's redraws.
/** @param {DraftState} d @param {{ a: number | undefined, b: number | undefined }} chosen @param {() => void} redraw
 *  @param {Set<string>} opened */
export function firstPickBox(d, chosen, redraw, opened) {
  const pairs = d.picks_first || [];
  if (!pairs.length) return null;
  const waiting = [...new Set(pairs.flatMap((p) => p.seats))];
  if (chosen.a === undefined || !waiting.includes(chosen.a)) chosen.a = waiting[0];
  if (chosen.b === undefined || !waiting.includes(chosen.b) || chosen.b === chosen.a) chosen.b = waiting.find((s) => s !== chosen.a);
  const name = (/** @type {number} */ seat) => d.seats[seat].name;
  const say = () => {
    const { a, b } = chosen;
    if (a === undefined || b === undefined) return "";
    const [x, y] = [a, b].sort((p, q) => p - q);
    const pair = pairs.find((p) => p.seats[0] === x && p.seats[1] === y);
    if (!pair) return "";
    const first = pair.first;
    const other = first === x ? y : x;
    const [near, far] = first === x ? pair.passes : [pair.passes[1], pair.passes[0]];
    return near === far
      ? t("draft_first_equal", { first: name(first), near })
      : t("draft_first_nearer", { first: name(first), other: name(other), near, far,
        first_pack: t("draft_pack_of", { name: name(first) }), other_pack: t("draft_pack_of", { name: name(other) }) });
  };
  const answer = h("p", { testid: "draft-first-answer", "aria-live": "polite", text: say() });
  const select = (/** @type {"a" | "b"} */ key, /** @type {string} */ testid) => h("select", { testid, "aria-label": t("draft_first_who"),
    onchange: (e) => { chosen[key] = Number(e.target.value); redraw(); } },
  waiting.map((s) => h("option", { value: String(s), text: name(s), selected: chosen[key] === s })));
  return h("details", { class: "draft-first", testid: "draft-first",
    ...keptOpen(opened.has("first"), (open) => { if (open) opened.add("first"); else opened.delete("first"); }) },
    h("summary", { text: t("draft_first_title") }),
    h("div", { class: "button-row" }, select("a", "draft-first-a"), select("b", "draft-first-b")),
    answer);
}

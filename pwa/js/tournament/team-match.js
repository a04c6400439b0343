// A team match on the round's list (8.2): its seat matches, A against A, B against B, C
// against C, each with its result; while it has none, one result chosen per seat and the
// team match recorded whole. The engine makes the team's result from the seats.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").RoundMatch} RoundMatch */
/** @typedef {import("../kit/mount.js").Port} Port */

/** @param {number[]} r */
const shortScore = (r) => r.slice(0, r[2] ? 3 : 2).join("-");

// What is chosen at a team match not yet recorded, per team match (`t-seat-round-table`), and
// whether a tap is recording it: kept by the tournament screen while it is mounted.
/** @typedef {Record<string, { chosen: (number[] | null)[], sending: boolean }>} SeatChoices */

/**
 * @param {Port} port @param {number} round @param {RoundMatch} m @param {boolean} open @param {TournamentState} tour
 * @param {SeatChoices} choices @param {() => void} redraw
 */
export function seatMatches(port, round, m, open, tour, choices, redraw) {
  const seats = m.seats || [];
  const id = `t-seat-${round}-${m.table}`;
  const choosing = open && !m.result;
  if (!choosing) delete choices[id];
  const mine = choosing ? (choices[id] ??= { chosen: seats.map(() => null), sending: false }) : null;
  const record = mine ? h("button", { class: "primary", testid: `t-team-record-${round}-${m.table}`,
    disabled: mine.sending || mine.chosen.some((c) => c === null),
    onclick: () => {
      if (mine.sending || mine.chosen.some((c) => c === null)) return;
      mine.sending = true;                                   // one tap records one team match
      redraw();
      port.send({ type: "tournament_team_result", round, team: m.a, seats: /** @type {number[][]} */ (mine.chosen) })
        .then((r) => { mine.sending = false; if (!r.ok) redraw(); });
    } }, t("t_team_record")) : null;
  return h("div", { class: "t-seats", testid: id },
    seats.map((s, k) => h("div", { class: "t-seat-match", testid: `${id}-${s.seat}` },
      h("div", { class: "t-table-line" },
        h("span", { class: "t-table-no", text: s.seat }),
        h("span", { class: "t-players", text: `${s.a} – ${s.b}` }),
        h("span", { class: "t-result", testid: `${id}-${s.seat}-result`, text: s.result ? shortScore(s.result) : "" })),
      mine ? h("div", { class: "t-quick", role: "group", "aria-label": t("t_seat_result_of", { seat: s.seat }) },
        tour.quick_results.map((r) => h("button", { class: "small",
          testid: `${id}-${s.seat}-${r.join("-")}`, "aria-pressed": String((mine.chosen[k] || []).join() === r.join()),
          onclick: () => { mine.chosen[k] = r; redraw(); } }, shortScore(r)))) : null)),
    record);
}

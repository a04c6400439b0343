// A team match on the round's list (8.2): its seat matches, A against A, B against B, C
// against C, each with its result; while it has none, one result chosen per seat and the
// team match recorded whole. The engine makes the team's result from the seats.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { pressOnly, tappedButton } from "./control-values.js";

/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").RoundMatch} RoundMatch */
/** @typedef {import("../kit/mount.js").Port} Port */

/** @param {number[]} r */
const shortScore = (r) => r.slice(0, r[2] ? 3 : 2).join("-");

/** @param {Port} port @param {number} round @param {RoundMatch} m @param {boolean} open @param {TournamentState} tour */
export function seatMatches(port, round, m, open, tour) {
  const seats = m.seats || [];
  const id = `t-seat-${round}-${m.table}`;
  /** @type {(number[] | null)[]} chosen per seat, from the first team's side */
  const chosen = seats.map(() => null);
  const record = h("button", { class: "primary", testid: `t-team-record-${round}-${m.table}`, disabled: true,
    onclick: (/** @type {Event} */ e) => {
      tappedButton(e).disabled = true;                       // one tap records one team match
      port.send({ type: "tournament_team_result", round, team: m.a, seats: /** @type {number[][]} */ (chosen) })
        .then((r) => { if (!r.ok) tappedButton(e).disabled = false; });
    } }, t("t_team_record"));
  const choosing = open && !m.result;
  return h("div", { class: "t-seats", testid: id },
    seats.map((s, k) => h("div", { class: "t-seat-match", testid: `${id}-${s.seat}` },
      h("div", { class: "t-table-line" },
        h("span", { class: "t-table-no", text: s.seat }),
        h("span", { class: "t-players", text: `${s.a} – ${s.b}` }),
        h("span", { class: "t-result", testid: `${id}-${s.seat}-result`, text: s.result ? shortScore(s.result) : "" })),
      choosing ? h("div", { class: "t-quick", role: "group", "aria-label": t("t_seat_result_of", { seat: s.seat }) },
        tour.quick_results.map((r) => h("button", { class: "small",
          testid: `${id}-${s.seat}-${r.join("-")}`, "aria-pressed": "false",
          onclick: (/** @type {Event} */ e) => {
            chosen[k] = r;
            pressOnly(tappedButton(e));
            record.disabled = chosen.some((c) => c === null);
          } }, shortScore(r)))) : null)),
    choosing ? record : null);
}

// The standings as plain text in the player's language (the preview, the .txt export and
// the standings QR code), narrow enough for a 360 px phone: a player takes two short lines
// instead of one wide row. A tie-breaker with nothing to count yet reads "—", not the
// 33% floor the engine ranks by (Tournament Rules appendix C): before any result there is
// no percentage to show. The engine's own text export (the CLI's) stays as it is.

import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").TournamentState} TournamentState */
/** @typedef {import("../types/state").StandingRow} StandingRow */
/** @typedef {import("../types/state").PlayoffView} PlayoffView */

export const STANDINGS_STRINGS = {
  en: {
    st_title: "Standings after round {n}",
    st_title_none: "Standings (no round played yet)",
    st_row: "{rank}. {name}: {points#point}, {wld}",
    st_figures: "OMW {omw} · GW {gw} · OGW {ogw}",
    st_legend: "W-L-D: wins-losses-draws. OMW, GW, OGW: opponents' match-win, game-win and opponents' game-win percentages (Tournament Rules, appendix C); — until there is a result to count.",
    st_casual: "Casual event: rounds of {n#minute}, shorter than the 40 minutes of the Tournament Rules (appendix B)",
    st_playoff: "Play-off (top {n})",
    st_playoff_round: "Play-off round {n}",
    st_playoff_bye: "bye",
    st_playoff_won: "winner: {name}",
  },
  ru: {
    st_title: "Турнирная таблица после раунда {n}",
    st_title_none: "Турнирная таблица (раундов ещё не было)",
    st_row: "{rank}. {name}: {points#point}, {wld}",
    st_figures: "%ПС {omw} · %И {gw} · %ИС {ogw}",
    st_legend: "В-П-Н: победы-поражения-ничьи. %ПС, %И, %ИС: процент выигранных матчей оппонентов, процент выигранных игр и процент выигранных игр оппонентов (Турнирные правила, приложение C); — пока нечего считать.",
    st_casual: "Неформальный турнир: раунды по {n} мин, короче 40 минут Турнирных правил (приложение B)",
    st_playoff: "Плей-офф (топ-{n})",
    st_playoff_round: "Раунд плей-офф {n}",
    st_playoff_bye: "автопобеда",
    st_playoff_won: "победа: {name}",
  },
};

// A tie-breaker as the screen shows it: a percentage to two decimals, or "—" while the row
// has nothing to count (no match result for GW; no opponent yet for OMW and OGW).
/** @param {StandingRow} row @param {string} key a tie-breaker: "mw", "omw", "gw" or "ogw" */
export function figure(row, key) {
  if (key !== "mw" && key !== "omw" && key !== "gw" && key !== "ogw") return "—";
  const matches = row.wins + row.losses + row.draws;
  const opponents = matches - (row.byes || 0);
  const empty = key === "gw" || key === "mw" ? matches === 0 : opponents === 0;
  return empty ? "—" : (row[key] * 100).toFixed(2);
}

/** @param {StandingRow} row */
export function playerLabel(row) {
  return row.dropped !== null && row.dropped !== undefined
    ? `${row.player} (${t("t_left_after", { n: row.dropped })})` : row.player;
}

/** @param {PlayoffView} p */
function playoffLines(p) {
  const lines = [t("st_playoff", { n: p.size })];
  p.rounds.forEach((matches, r) => {
    lines.push(t("st_playoff_round", { n: r + 1 }));
    for (const m of matches) {
      const low = m.low ? `(${m.low_seed}) ${m.low}` : t("st_playoff_bye");
      const won = m.winner ? `: ${t("st_playoff_won", { name: m.winner })}${m.by_drop ? ` (${t("t_by_drop")})` : ""}` : "";
      lines.push(`  ${m.table}. (${m.high_seed}) ${m.high} – ${low}${won}`);
    }
  });
  if (p.champion) lines.push(t("t_champion", { name: p.champion }));
  return lines;
}

// Standings are those after the last round whose results are all in (while round 2 is
// being played, after round 1), wherever they are shown: on screen, as a code, on paper.
/** @param {TournamentState} tour */
export function standingsTitle(tour) {
  const played = tour.rounds.filter((round) => round.every((m) => m.result !== null)).length;
  return played ? t("st_title", { n: played }) : t("st_title_none");
}

/** @param {TournamentState} tour */
export function standingsText(tour) {
  const lines = [];
  if (tour.casual && tour.minutes < 40) lines.push(t("st_casual", { n: tour.minutes }), "");
  lines.push(standingsTitle(tour));
  for (const row of tour.standings) {
    // the leaver's note after the record: a line breaks between words, never inside "0-1-0"
    const left = row.dropped !== null && row.dropped !== undefined ? ` (${t("t_left_after", { n: row.dropped })})` : "";
    lines.push(t("st_row", { rank: row.rank, name: row.player, points: row.points, wld: `${row.wins}-${row.losses}-${row.draws}` }) + left);
    lines.push(`   ${t("st_figures", { omw: figure(row, "omw"), gw: figure(row, "gw"), ogw: figure(row, "ogw") })}`);
  }
  lines.push("", t("st_legend"));
  if (tour.playoff) lines.push("", ...playoffLines(tour.playoff));
  return `${lines.join("\n")}\n`;
}

// The tournament folder's formats: the Swiss tournament (with its play-off) and the single
// match (its clock and end-of-round procedure, also a tournament table's). Both share the
// event's refusal words and history lines, so the tournament brings those for both.

import { openTournament } from "./screen.js";
import { attachMatch, openMatch } from "./match.js";
import { TOURNAMENT_STRINGS } from "./strings.js";
import { MATCH_STRINGS } from "./match-strings.js";
import { STANDINGS_STRINGS } from "./standings-text.js";
import { SLIP_ERRORS, SLIP_STRINGS } from "./slips.js";
import { EVENT_ERRORS, HISTORY_STRINGS, eventLines } from "./history.js";
import { RULING_ERRORS } from "./refusals.js";
import { PAIRINGS, PRINT_STRINGS, SLIPS, STANDINGS } from "./print-pages.js";

/** @type {import("../formats.js").Format} */
export const FORMAT = {
  id: "tournament",
  label: "feature_tournament",
  open: openTournament,
  onStart: true,
  describe: eventLines(),
  strings: [TOURNAMENT_STRINGS, STANDINGS_STRINGS, SLIP_STRINGS, HISTORY_STRINGS, PRINT_STRINGS],
  errors: [EVENT_ERRORS, RULING_ERRORS, SLIP_ERRORS],
  printPages: [PAIRINGS, SLIPS, STANDINGS],
};

/** @type {import("../formats.js").Format} */
export const MATCH = {
  id: "match",
  label: "feature_match",
  open: openMatch,
  attach: attachMatch,
  onStart: true,
  strings: MATCH_STRINGS,
};

// The Conspiracy draft: set-up, the picks, notes and face-up cards, then the conspiracies.
// (Its refusals' words are the event's, which the tournament folder brings.)

import { openDraft } from "./screen.js";
import { DRAFT_STRINGS } from "./strings.js";
import { FIRST_PICK_STRINGS } from "./first-pick.js";
import { DRAFT_HISTORY_STRINGS, DRAFT_LINES } from "./history.js";
import { PRINT_STRINGS, SEATING } from "./print-pages.js";

/** @type {import("../formats.js").Format} */
export const FORMAT = {
  id: "draft",
  label: "feature_draft",
  open: openDraft,
  onStart: true,
  describe: DRAFT_LINES,
  strings: [DRAFT_STRINGS, FIRST_PICK_STRINGS, DRAFT_HISTORY_STRINGS, PRINT_STRINGS],
  printPages: [SEATING],
};

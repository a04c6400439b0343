// Contraptions as the view knows it: one descriptor the registry (formats.js) reads.

import { openAtUpkeep, openContraptions, panelNotes } from "./screen.js";
import { CONTRAPTIONS_ERRORS, CONTRAPTIONS_STRINGS, TABLE_STRINGS } from "./strings.js";
import { DESCRIBE, HISTORY_STRINGS, PANEL_STRINGS } from "./history.js";

/** @type {import("../formats.js").Format} */
export const FORMAT = {
  id: "contraptions",
  label: "contraptions",
  open: openContraptions,
  attach: openAtUpkeep,
  describe: DESCRIBE,
  panelNotes,
  strings: [CONTRAPTIONS_STRINGS, HISTORY_STRINGS, PANEL_STRINGS, TABLE_STRINGS],
  errors: CONTRAPTIONS_ERRORS,
};

// Hell's Half-Draft as the view knows it: one descriptor the registry (formats.js) reads.
// The Hell screen opens from the menu; the pools (the card pools a Hell library is built
// from) are a second menu entry of the same folder, which brings no words of its own.

import { attachChip, openHell } from "./screen.js";
import { openPools, POOLS_STRINGS } from "./pools.js";
import { BASIC_LAND_STRINGS, HELL_STRINGS, TABLE_STRINGS } from "./strings.js";
import { HELL_ERRORS } from "./refusals.js";
import { DESCRIBE, HISTORY_STRINGS } from "./history.js";

/** @type {import("../formats.js").Format} */
export const FORMAT = {
  id: "hell",
  label: "hell",
  open: openHell,
  games: [["hells_half_draft", 20]],
  attach: attachChip,
  describe: DESCRIBE,
  strings: [HELL_STRINGS, BASIC_LAND_STRINGS, HISTORY_STRINGS, POOLS_STRINGS, TABLE_STRINGS],
  errors: HELL_ERRORS,
};

/** @type {import("../formats.js").Format} */
export const POOLS = { id: "pools", label: "pools", open: openPools };

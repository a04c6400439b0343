// The feature views reachable from the menu. Each feature module exports an `open(app)`
// that shows its screen (openSheet(..., {full: true})), renders from app.state, re-renders
// through app.subscribe(fn), and changes things only by app.send(action).
//
// To add one: import it here and add {id, label, open}; its strings go through addStrings.

import { openPools } from "./hell/pools.js";
import { openHell } from "./hell/screen.js";
import { EVENT_FEATURES } from "./tournament/events.js";
import { openContraptions } from "./contraptions/screen.js";
import { CARRY_FEATURE } from "./carry/index.js";

// A screen of the menu (and of the start screen, onStart): its label is a string key.
/** @typedef {{ id: string, label: string, open: (app: import("./app.js").App) => unknown, onStart?: boolean }} Feature */

/** @type {Feature[]} */
export const FEATURES = [
  { id: "pools", label: "pools", open: openPools },
  { id: "hell", label: "hell", open: openHell },
  ...EVENT_FEATURES,
  { id: "contraptions", label: "contraptions", open: openContraptions },
  CARRY_FEATURE,
];

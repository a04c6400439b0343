// The feature views reachable from the menu. Each feature module exports an `open(app)`
// that shows its screen (openSheet(..., {full: true})), renders from app.state, re-renders
// through app.subscribe(fn), and changes things only by app.send(action).
//
// To add one: import it here and add {id, label, open}; its strings go through addStrings.

import { openPools } from "./pools.js";
import { openHell } from "./hell.js";
import { EVENT_FEATURES } from "./events.js";
import { openContraptions } from "./contraptions.js";
import { CARRY_FEATURE } from "../carry/index.js";

export const FEATURES = [
  { id: "pools", label: "pools", open: openPools },
  { id: "hell", label: "hell", open: openHell },
  ...EVENT_FEATURES,
  { id: "contraptions", label: "contraptions", open: openContraptions },
  CARRY_FEATURE,
];

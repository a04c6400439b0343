// The Conspiracy draft, match and tournament screens, registered together in index.js.
// `onStart: true`: they are offered on the start screen too (a draft or a tournament comes
// before any game).

import { draftFeature } from "./draft.js";
import { matchFeature } from "./match.js";
import { tournamentFeature } from "./tournament.js";
import "./events-history.js";
import "./events-refusals.js";

export const EVENT_FEATURES = [draftFeature, matchFeature, tournamentFeature];

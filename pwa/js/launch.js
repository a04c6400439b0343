// Where the app was launched to: the installed app's shortcuts (the manifest's "shortcuts":
// New game, Dice, Tournament) open "./#new-game", "./#dice" or "./#tournament". The hash
// needs no network and no cache entry of its own; once followed it is taken off the address
// (replaceState), so a reload shows the table and Back works as from any screen.

import { FEATURES } from "./formats.js";
import { openDice } from "./table/tool-sheets.js";
import { readJoinCode } from "./event/join-code.js";
import { openThisEvent } from "./event/player-screen.js";
import { toast } from "./kit/sheet.js";
import { t } from "./kit/i18n.js";

/** @typedef {import("./app.js").App} App */

export const LAUNCH_TARGETS = ["new-game", "dice", "tournament"];

/** @param {App} app @param {string} target */
function follow(app, target) {
  if (target === "new-game") app.show("start");
  else if (target === "dice") { if (app.hasState()) openDice(app); }       // (followed once booted)
  else if (target === "tournament") {
    const feature = FEATURES.find((f) => f.id === "tournament");
    if (feature) feature.open(app);
  }
}

function take() {
  // a player's join link (the organiser's QR code): "This event", over whatever was shown
  const join = readJoinCode(location.hash);
  if (join) {
    history.replaceState(history.state, "", location.pathname + location.search);
    openThisEvent(join);
    return null;
  }
  if (location.hash.startsWith("#join=")) {
    history.replaceState(history.state, "", location.pathname + location.search);
    toast(t("ev_bad_code"));
    return null;
  }
  const target = location.hash.replace(/^#/, "");
  if (!LAUNCH_TARGETS.includes(target)) return null;
  history.replaceState(history.state, "", location.pathname + location.search);
  return target;
}

// Called once the engine is up (the screens a shortcut opens send actions): follows the
// address's target now, and any shortcut used while the app is open.
/** @param {App} app */
export function followLaunch(app) {
  const target = take();
  if (target) follow(app, target);
  addEventListener("hashchange", () => {
    const next = take();
    if (next) follow(app, next);
  });
}

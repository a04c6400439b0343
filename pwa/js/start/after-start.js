// After the start: the screen the engine's state calls for, the page ready, the taps that
// waited settling, what the app says at its start (carry/), and a launch shortcut's screen.

import { afterBoot } from "../carry/index.js";
import { t } from "../kit/i18n.js";
import { dismissToast } from "../kit/sheet.js";
import { followLaunch } from "../launch.js";
import { keepDrawnTable } from "../page/drawn-table.js";
import { keepRuntimeCompiled } from "./keep-runtime.js";
import { step } from "./step.js";
import { hookReady } from "../test-hooks.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../types/state").TableState} TableState */

/** @param {App} app */
export const afterStart = (app) => step("after-start", () => {
  const state = /** @type {TableState} */ (app.state);     // replayed: the engine's
  // A sheet opened while the engine started stays open (it is drawn again with the engine's
  // state); only a change of screen closes it.
  const screen = state.players.length ? "table" : "start";
  if ((app.screen !== "start" || state.players.length) && screen !== app.screen) app.show(screen);
  hookReady();
  dismissToast(t("engine_starting"));          // started: that message is no longer true
  app.page.markReady();
  app.rerender();
  app.page.taps.settleWaiting();
  afterBoot(app);
  keepDrawnTable(app);                         // for the next start's first paint
  followLaunch(app);                           // a shortcut's screen (New game, Dice, Tournament)
  keepRuntimeCompiled();                       // for the next start's engine (a reload)
});

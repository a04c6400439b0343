// The rules engine died while the table was in use (sw-register.js tells the page): the
// player is told in plain words, a new engine worker is started and replays the stored log,
// and what waited for the dead one (the taps still pending, the queued actions, kept in the
// journal on disk meanwhile) goes on to the new one. Where no new worker can be made, the
// app says so and offers a reload; the table stays on screen, and nothing is lost.

import { isEngineDeath } from "./controller.js";
import { startEngine } from "./engine/client.js";
import { errorText, t } from "./kit/i18n.js";
import { toast } from "./kit/sheet.js";
import { rulesOf } from "./storage/stored-game.js";
import { hookEngineRestarted } from "./test-hooks.js";

/** @typedef {import("./app.js").App} App */

/** @param {App} app @param {string} reason */
export async function restartEngine(app, reason) {
  const controller = app.controller;
  const connection = app.page.connection;
  const store = app.page.store;
  // Before the app is ready, the start itself hears the death (boot.js): nothing to do here.
  if (!controller || !connection.api || document.body.dataset.ready !== "1" || connection.restarting) return;
  connection.restarting = true;
  console.warn("restarting the rules engine after:", reason);
  const dead = connection.api;
  const handOver = connection.letGo();
  controller.detach();
  hookEngineRestarted();
  app.warn(t("engine_died"));
  app.rerender();                              // read-only until the new engine is up
  try {
    const engine = await startEngine();
    // the log as stored; where storage cannot be read (none, or lost under the game), the log
    // as the pipeline holds it, which is the game on the table
    const held = { header: store ? store.header : undefined, records: controller.records };
    const stored = store ? await store.load().catch(() => held) : held;
    const failed = await controller.attach(engine, stored.records,
      rulesOf(stored.header, stored.records));
    if (failed) throw new Error(`the stored log was refused by the new engine: ${JSON.stringify(failed.error)}`);
    connection.api = engine;
    handOver(engine);
    connection.restarting = false;
    const banner = /** @type {HTMLElement} */ (document.getElementById("banner"));
    if (banner.textContent === t("engine_died")) banner.hidden = true;
    toast(t("engine_back"), "info");
    app.rerender();
    app.page.taps.settleWaiting();                 // the taps that waited settle now
  } catch (error) {
    console.error("the rules engine could not be started again:", error);
    connection.restarting = false;
    handOver(dead);
    app.engineFailed(String(error));
  }
}

// A screen that awaited an engine call and did not catch its rejection (a sheet reading a
// file, the tournament's plan): the player still reads why it stopped, in words, never a
// sheet left waiting in silence.
export function sayEngineDeaths() {
  addEventListener("unhandledrejection", (event) => {
    if (!isEngineDeath(event.reason)) return;
    event.preventDefault();
    toast(errorText(event.reason));
  });
}

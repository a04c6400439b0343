// The formats the view offers: ONE list of descriptors, one a format folder, each exported
// from the folder's index.js as FORMAT. The registry hands each descriptor's words, refusal
// words, history lines and panel notes to the kit and the table once, at load; the menu and
// the start screen list the descriptors in this order; the start screen offers the table's own
// games and then each format's; the app attaches each format to the table once it is made.
//
// To add a format: a folder pwa/js/<format>/ whose index.js exports FORMAT (the shape below),
// and one import line and one entry here. Nothing in kit/ or table/ knows the format.

import { addErrors, addStrings } from "./kit/i18n.js";
import { addDescriber } from "./table/history-text.js";
import { addPanelNotes } from "./table/panel.js";
import { FORMAT as HELL, POOLS } from "./hell/index.js";
import { FORMAT as DRAFT } from "./draft/index.js";
import { FORMAT as TOURNAMENT, MATCH } from "./tournament/index.js";
import { FORMAT as CONTRAPTIONS } from "./contraptions/index.js";
import { FORMAT as CARRY } from "./carry/index.js";
import { FORMAT as EVENT } from "./event/index.js";

/** @typedef {import("./kit/types").StringTables} StringTables */
/** @typedef {{ ru: Record<string, string>, en?: Record<string, string> }} ErrorTables Russian words for every code; English where the engine's sentence will not do */

/**
 * A format of the view: its menu entry (id, label: a string key, open) and what it brings.
 * - onStart: offered on the start screen too (a draft or a tournament comes before any game)
 * - games: the engine's game formats it brings to the start screen, each with its starting life
 * - attach: what it adds to the table once the app is made (a chip, a sheet that opens by
 *   itself on a new state); it subscribes through the app, never at import
 * - describe: a history line for each of its action types
 * - panelNotes: what it shows on a player's panel
 * - strings, errors: its words and its refusals' words (one table or several)
 * - printPages: the pages it prints (kit/print.js prints them)
 * @typedef {{
 *   id: string,
 *   label: string,
 *   open: (app: import("./app.js").App) => unknown,
 *   onStart?: boolean,
 *   games?: import("./table/types").Game[],
 *   attach?: (app: import("./app.js").App) => void,
 *   describe?: Record<string, import("./table/types").Describer>,
 *   panelNotes?: import("./table/types").PanelNotesOf,
 *   strings?: StringTables | StringTables[],
 *   errors?: ErrorTables | ErrorTables[],
 *   printPages?: import("./kit/print.js").PrintPage[],
 * }} Format
 */
/** @typedef {Format} Feature (the name the table's menu knows it by) */

/** @type {Format[]} */
export const FORMATS = [
  POOLS,
  HELL,
  DRAFT,
  MATCH,
  TOURNAMENT,
  CONTRAPTIONS,
  EVENT,
  CARRY,
];

export const FEATURES = FORMATS;

// The games a new game can be started in: the table's own, then each format's.
/** @type {import("./table/types").Game[]} */
const TABLE_GAMES = [["casual", 20], ["commander", 40], ["two_headed_giant", 30], ["conspiracy", 20]];
export const GAMES = [...TABLE_GAMES, ...FORMATS.flatMap((f) => f.games ?? [])];

/** @template T @param {T | T[] | undefined} x @returns {T[]} */
const list = (x) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** @param {Format} format */
function register(format) {
  for (const table of list(format.strings)) addStrings(table);
  for (const { ru, en } of list(format.errors)) addErrors(ru, en);
  for (const [type, line] of Object.entries(format.describe ?? {})) addDescriber(type, line);
  if (format.panelNotes) addPanelNotes(format.panelNotes);
}

for (const format of FORMATS) register(format);

/** @param {string} id @returns {Format | undefined} */
export const formatById = (id) => FORMATS.find((f) => f.id === id);

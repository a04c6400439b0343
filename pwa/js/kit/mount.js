// A screen drawn one way: it mounts into its sheet with a port (the latest state, a way to send
// an action, a way to hear of new states), keeps its own UI state in the object it returns,
// updates its DOM in place on each new state, and unmounts (stops listening) when the sheet
// closes, whichever way it closes (its ✕, Back, Escape, another sheet opening over it).

import { openSheet } from "./sheet.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../controller.js").Action} Action */
/** @typedef {import("../controller.js").SendResult} SendResult */

/**
 * @typedef {{ state: () => TableState | null,
 *             send: (action: Action, opts?: {settled?: boolean, quiet?: boolean}) => Promise<SendResult>,
 *             subscribe: (fn: (state: TableState) => void) => () => void }} Port
 */
/** @typedef {{ update: (state: TableState) => void, unmount: () => void }} Mounted */
// The port is made in one place, by the page's state (page-state.js): app.port.

// A screen in a sheet (the one way every screen is drawn): mounted once into the sheet's
// body, told each new state through the port (it updates its page in place), and unmounted,
// its subscription ended, however the sheet closes (its button, Back, Escape, a tap
// outside, another sheet opened over it).
/**
 * @template {Mounted} M
 * @param {string} title
 * @param {(body: HTMLDivElement) => M} mount
 * @param {Port} port
 * @param {{ testid?: string, full?: boolean, onClose?: (() => void) | null, facing?: number }} [options]
 * @returns {M | null} the mounted screen (null if it closed while mounting)
 */
export function mountSheet(title, mount, port, options = {}) {
  /** @type {M | null} */
  let screen = null;
  let off = () => {};
  let closed = false;
  const onClose = () => {
    closed = true;
    off();
    if (screen) screen.unmount();
    if (options.onClose) options.onClose();
  };
  openSheet(title, (body) => {
    const mounted = mount(body);
    screen = mounted;
    if (closed) mounted.unmount();
    else off = port.subscribe((state) => mounted.update(state));
  }, { ...options, onClose });
  return closed ? null : screen;
}

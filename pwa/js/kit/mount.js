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

// Open a sheet and mount a screen in it; the screen is unmounted when the sheet closes.
/**
 * @param {string} title
 * @param {{ testid: string, full?: boolean }} options
 * @param {(sheet: HTMLElement) => Mounted} mount
 * @returns {Mounted | null}
 */
export function openMounted(title, { testid, full = true }, mount) {
  /** @type {Mounted | null} */
  let screen = null;
  openSheet(title, (body) => { screen = mount(body); }, {
    full, testid,
    onClose: () => { if (screen) screen.unmount(); },
  });
  return screen;
}

// Listen for new states while the sheet is in the page: a sheet taken out without closing
// (the page drawn over) stops listening at its next state too.
/** @param {HTMLElement} sheet @param {Port} port @param {(state: TableState) => void} update @param {() => void} gone */
export function listen(sheet, port, update, gone) {
  const off = port.subscribe((state) => {
    if (!sheet.isConnected) { gone(); return; }
    update(state);
  });
  return off;
}

// A part of a mounted screen, drawn again (and put in place of its last drawing) only when
// what it shows has changed: `key` is what it is drawn from.
/** @typedef {{ el: Element, key: string | undefined }} Part */

/** @param {Element} parent @returns {Part} */
export function part(parent) {
  const el = parent.appendChild(document.createElement("span"));
  return { el, key: undefined };
}

/** @param {Part} slot @param {unknown} key @param {() => Element} build */
export function redrawPart(slot, key, build) {
  const now = JSON.stringify(key);
  if (now === slot.key) return;
  const el = build();
  slot.el.replaceWith(el);
  slot.el = el;
  slot.key = now;
}

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
/** @typedef {{ update: (state: TableState | null) => void, unmount: () => void }} Mounted */

// The port made from the app object, in this one place until the page's state has its own
// owner (which will hand screens its port instead).
/**
 * @param {{ state: TableState | null, send: (action: Action, opts?: {settled?: boolean, quiet?: boolean}) => Promise<SendResult>,
 *           subscribe: (fn: (state: TableState) => void) => () => unknown }} app
 * @returns {Port}
 */
export function portOf(app) {
  return {
    state: () => app.state,
    send: (action, opts) => app.send(action, opts),
    subscribe: (fn) => {
      const off = app.subscribe(fn);
      return () => { off(); };
    },
  };
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

// What a screen is given to draw the game and change it: the latest state, the way to send
// an action, and a way to hear each new state. A screen holds nothing else of the app, so
// it draws the same whoever owns the state.

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../storage/types").Action} Action */
/** @typedef {import("../controller.js").SendResult} SendResult */
/** @typedef {{ state: () => TableState | null,
 *             send: (action: Action, opts?: {settled?: boolean, quiet?: boolean}) => Promise<SendResult>,
 *             subscribe: (fn: (state: TableState) => void) => () => void }} Port */
// A screen once mounted: told each new state (it changes its page in place), and unmounted
// when its sheet closes, however it closes.
/** @typedef {{ update: (state: TableState) => void, unmount: () => void }} Mounted */

// The port of the app that owns the state today (app.js's App).
/**
 * @param {{ state: TableState | null, send: (action: Action, opts?: {settled?: boolean, quiet?: boolean}) => Promise<SendResult>,
 *           subscribe: (fn: (state: TableState) => void) => () => unknown }} app
 * @returns {Port}
 */
export function portOf(app) {
  return {
    state: () => app.state,
    send: (action, opts) => app.send(action, opts),
    subscribe: (fn) => { const off = app.subscribe(fn); return () => { off(); }; },
  };
}

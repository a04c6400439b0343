// The Contraption events and the logged actions reach the screen as loose JSON (which fields
// an event has depends on its code): these read one field as the screen shows it.

/** @typedef {import("../types/state").JsonValue} JsonValue */

/** A seat, or null for none (the active player's, or the shared rig's). @param {JsonValue | undefined} x */
export const seatIn = (x) => (typeof x === "number" ? x : null);

/** A value to show in a sentence, or the dash when there is none. @param {JsonValue | undefined} x */
export const shown = (x) => (typeof x === "string" || typeof x === "number" ? x : "—");

/** A list (dice, cards, names), empty when there is none. @param {JsonValue | undefined} x */
export const listIn = (x) => (Array.isArray(x) ? x : []);

/** Every field, as shown in a sentence. @param {{ [key: string]: JsonValue }} fields */
export const allShown = (fields) => Object.fromEntries(Object.entries(fields).map(([key, x]) => [key, shown(x)]));

// Reading the loose JSON the engine's types leave open (a recorded action, a verdict's params,
// the last event, a pool file's card records): each value narrowed to what the screen shows.

/** @typedef {import("../types/state").JsonValue} JsonValue */

/** A number, or null for anything else. @param {JsonValue | undefined} value */
export function numberIn(value) {
  return typeof value === "number" ? value : null;
}

/** A text, or undefined for anything else. @param {JsonValue | undefined} value */
export function textIn(value) {
  return typeof value === "string" ? value : undefined;
}

/** A list's items (none for anything else). @param {JsonValue | undefined} value @returns {JsonValue[]} */
export function listIn(value) {
  return Array.isArray(value) ? value : [];
}

/** A list's texts, or undefined when it is no list. @param {JsonValue | undefined} value */
export function textsIn(value) {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : undefined;
}

/** An object's fields, or null for anything else. @param {JsonValue | undefined} value */
export function objectIn(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : null;
}

/** A value as a sentence shows it: text and numbers as they are, anything else as String() would write it. */
/** @param {JsonValue | undefined} value @returns {string | number} */
export function shown(value) {
  return typeof value === "string" || typeof value === "number" ? value : String(value);
}

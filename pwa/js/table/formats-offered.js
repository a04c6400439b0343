// The formats a new game can be started in (the engine's format ids), each with the starting
// life the start screen proposes for it.

/** @typedef {NonNullable<import("../types/actions").NewGame["format"]>} FormatId */

/** @type {[FormatId, number][]} */
export const FORMATS = [
  ["casual", 20], ["commander", 40], ["two_headed_giant", 30], ["conspiracy", 20], ["hells_half_draft", 20],
];

export const FORMAT_IDS = FORMATS.map(([id]) => id);

/** @param {string} format */
export const formatLife = (format) => (FORMATS.find(([id]) => id === format) ?? FORMATS[0])[1];

// A card as the players read it: name, cost with mana symbols drawn by the app, type
// line, text, power/toughness. Everything is text; nothing from a card is parsed as HTML.

import { cardPicture } from "./card-images.js";
import { h } from "../kit/dom.js";
import { listIn, objectIn, textIn, textsIn } from "./json.js";

/** @typedef {import("../types/state").CardView} CardView */
/** @typedef {import("../types/state").CardFaceView} CardFaceView */
/** @typedef {import("../types/state").JsonValue} JsonValue */
/** @typedef {import("../types/state").PoolExport["cards"][number]} PoolCard a pool file's card (loose JSON to the engine's types) */
/**
 * @typedef {{ name: string | undefined, cost: string | undefined, typeLine: string, text: string | undefined,
 *   power: JsonValue | undefined, toughness: JsonValue | undefined, loyalty: JsonValue | undefined }} FaceLines
 * one face as drawn: its lines, from the engine's card view or a pool file's card
 */

/** @type {Record<string, string | undefined>} */
const SYMBOL_CLASS = { W: "w", U: "u", B: "b", R: "r", G: "g", P: "p", C: "c" };

// Splits a cost into its {...} symbols for drawing only (the rules read costs in Python).
/** @param {string | null | undefined} cost */
export function manaSymbols(cost) {
  const out = [];
  const pattern = /\{([^{}]*)\}|([^{}]+)/g;
  let match;
  while ((match = pattern.exec(cost || ""))) {
    if (match[1] !== undefined) {
      const inner = match[1];
      const parts = inner.split("/");
      const colors = parts.map((p) => SYMBOL_CLASS[p.toUpperCase()]).filter(Boolean);
      // a half that is neither a colour nor a known mark ({H/R}, {Pickle}) is drawn as unknown
      const odd = parts.some((p) => !SYMBOL_CLASS[p.toUpperCase()] && !/^(\d+|[XYZSTQE])$/i.test(p));
      const kind = /^\d+$/.test(inner) ? "generic"
        : odd ? "other" : colors.length > 1 ? "hybrid" : colors.length ? `c-${colors[0]}` : "other";
      out.push(h("span", { class: `mana ${kind}`, title: `{${inner}}`, text: inner }));
    } else if (match[2].trim()) {
      out.push(h("span", { class: "mana-text", text: match[2] }));
    }
  }
  return out;
}

// The engine's card view (a Hell card in play) gives the type line ready-made as type_line;
// a pool card's face has supertypes/types/subtypes.
/** @param {CardFaceView} face @returns {FaceLines} */
function viewFace(face) {
  return { name: face.name, cost: face.cost, typeLine: face.type_line, text: face.text,
    power: face.power, toughness: face.toughness, loyalty: face.loyalty };
}

/** @param {JsonValue} face @returns {FaceLines} */
function poolFace(face) {
  const f = objectIn(face) || {};
  const words = (/** @type {string} */ key) => textsIn(f[key]) || [];
  const main = [...words("supertypes"), ...words("types")].join(" ");
  const subtypes = words("subtypes");
  const typeLine = textIn(f.type_line) ?? (subtypes.length ? `${main} — ${subtypes.join(" ")}` : main);
  return { name: textIn(f.name), cost: textIn(f.cost), typeLine, text: textIn(f.text),
    power: f.power, toughness: f.toughness, loyalty: f.loyalty };
}

/** @typedef {{ testid?: string, large?: boolean, picture?: boolean }} CardViewOptions */

/** A card the engine shows (a Hell card, its draw). @param {CardView} card @param {CardViewOptions} [options] */
export function cardView(card, options) {
  return drawCard(card.name, card.faces.map(viewFace), card, options);
}

/** A card of a pool file (the pool browser). @param {PoolCard} card @param {CardViewOptions} [options] */
export function poolCardView(card, options) {
  const name = textIn(card.name) || "";
  return drawCard(name, card.faces ? listIn(card.faces).map(poolFace) : [poolFace({})],
    { name, image: textIn(card.image) }, options);
}

/**
 * @param {string} name @param {FaceLines[]} faces @param {{ name: string, image?: string | null }} pictured
 * @param {CardViewOptions} [options]
 */
function drawCard(name, faces, pictured, { testid = "card", large = false, picture = large } = {}) {
  return h("article", { class: large ? "card-view large" : "card-view", testid },
    picture ? cardPicture(pictured) : null,                 // a kept picture, above the text
    faces.map((face, i) => h("section", { class: "card-face" },
      h("header", { class: "card-title" },
        h("span", { class: "card-name", testid: i === 0 ? `${testid}-name` : null, text: face.name || name }),
        h("span", { class: "card-cost" }, manaSymbols(face.cost))),
      h("div", { class: "card-type", text: face.typeLine }),
      face.text ? h("div", { class: "card-text" }, manaSymbols(face.text)) : null,
      face.power !== undefined && face.power !== null
        ? h("div", { class: "card-pt", text: `${face.power}/${face.toughness ?? ""}` }) : null,
      face.loyalty !== undefined && face.loyalty !== null ? h("div", { class: "card-pt", text: `◆ ${face.loyalty}` }) : null)));
}

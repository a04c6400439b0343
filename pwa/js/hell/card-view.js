// A card as the players read it: name, cost with mana symbols drawn by the app, type
// line, text, power/toughness. Everything is text; nothing from a card is parsed as HTML.

import { cardPicture } from "./card-images.js";
import { h } from "../kit/dom.js";

/** @typedef {import("./types").HellCardData} HellCardData */
/** @typedef {import("./types").PoolCard} PoolCard */
/** @typedef {HellCardData["faces"][number] | PoolCard["faces"][number]} CardFace a face, as the engine or a pool gives it */

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

// A pool card's face has supertypes/types/subtypes; the engine's card view (a Hell card in
// play) gives the type line ready-made as type_line.
/** @param {CardFace} face */
export function typeLine(face) {
  if (typeof face.type_line === "string") return face.type_line;
  const main = [...(face.supertypes || []), ...(face.types || [])].join(" ");
  return face.subtypes && face.subtypes.length ? `${main} — ${face.subtypes.join(" ")}` : main;
}

/**
 * @param {HellCardData | PoolCard} card
 * @param {{ testid?: string, large?: boolean, picture?: boolean }} [options]
 */
export function cardView(card, { testid = "card", large = false, picture = large } = {}) {
  return h("article", { class: large ? "card-view large" : "card-view", testid },
    picture ? cardPicture(card) : null,                 // a kept picture, above the text
    (card.faces || [{}]).map((face, i) => h("section", { class: "card-face" },
      h("header", { class: "card-title" },
        h("span", { class: "card-name", testid: i === 0 ? `${testid}-name` : null, text: face.name || card.name }),
        h("span", { class: "card-cost" }, manaSymbols(face.cost))),
      h("div", { class: "card-type", text: typeLine(face) }),
      face.text ? h("div", { class: "card-text" }, manaSymbols(face.text)) : null,
      face.power !== undefined && face.power !== null
        ? h("div", { class: "card-pt", text: `${face.power}/${face.toughness ?? ""}` }) : null,
      face.loyalty !== undefined && face.loyalty !== null ? h("div", { class: "card-pt", text: `◆ ${face.loyalty}` }) : null)));
}

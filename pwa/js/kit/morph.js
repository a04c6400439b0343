// Draw a screen again in place: the page a screen has drawn is made equal to the one it
// draws from the new state, keeping every element that stands where an element of the same
// kind stands in the new drawing. What the kept elements hold for the player stays: the
// focus, the caret, the phone's keyboard, a scroll position; what they show, their
// attributes and their handlers become the new drawing's. Nothing of the old drawing is
// left behind: an element or text the new drawing lacks is removed (a hidden card gone from
// the state is gone from the page).

import { takeHandlers } from "./dom.js";

/**
 * Make `into`'s children equal to `drawn`'s (`drawn` is a detached container, used up).
 * @param {Element} into @param {Element} drawn
 */
export function morphChildren(into, drawn) {
  const olds = [...into.childNodes];
  const news = [...drawn.childNodes];
  news.forEach((fresh, i) => {
    const old = olds[i];
    if (old && sameKind(old, fresh)) morphNode(old, fresh);
    else if (old) into.replaceChild(fresh, old);
    else into.appendChild(fresh);
  });
  for (const extra of olds.slice(news.length)) extra.remove();
}

// The element of the page that stands for an element of a drawing once the drawing is morphed
// in: the kept element it was made equal to, or itself where it was put in. A screen keeps
// hold of a part it works on between drawings (a ticking clock, an opened hand to scroll to)
// through its drawing, never by finding it again with a selector. Asked of the last drawing
// only: an element of an older one may stand for something else by now.
/** @type {WeakMap<Element, Element>} */
const STANDS = new WeakMap();

/** @param {Element} drawn @returns {Element} */
export function standing(drawn) {
  return STANDS.get(drawn) ?? drawn;
}

/** @param {Node} a @param {Node} b */
function sameKind(a, b) {
  if (a.nodeType !== b.nodeType) return false;
  if (!(a instanceof Element) || !(b instanceof Element)) return true;
  if (a.tagName !== b.tagName) return false;
  // (a place another code fills is kept only as that same place, never made into another)
  if (a.getAttribute("data-own") !== b.getAttribute("data-own")) return false;
  return !(a instanceof HTMLInputElement) || a.type === /** @type {HTMLInputElement} */ (b).type;
}

/** @param {Node} old @param {Node} fresh */
function morphNode(old, fresh) {
  if (!(old instanceof Element) || !(fresh instanceof Element)) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  STANDS.set(fresh, old);
  for (const { name } of [...old.attributes]) if (!fresh.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of [...fresh.attributes]) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  takeHandlers(fresh, old);
  // (an element whose content other code keeps, `data-own`: a QR code's canvas, a section
  // that draws itself as its own news come; the drawing only places it)
  if (!fresh.hasAttribute("data-own")) morphChildren(old, fresh);
  // What the player is typing stays under their fingers: a field with the focus keeps its
  // text, unless the screen holds the field's text in its state as it is typed (`data-bound`,
  // the screens' bind()). Such a drawing is the truth: it has what was typed, or nothing when
  // the screen has just emptied the field (a card's name taken behind the cover), which a
  // phone that left the focus in it must not bring back. Every other field shows the new
  // drawing's value. Only a value that differs is set: the caret stays where it is.
  const typing = old === document.activeElement && !fresh.hasAttribute("data-bound");
  if (old instanceof HTMLInputElement && fresh instanceof HTMLInputElement) {
    if (!typing && old.value !== fresh.value) old.value = fresh.value;
    if (old.checked !== fresh.checked) old.checked = fresh.checked;
  } else if (old instanceof HTMLTextAreaElement && fresh instanceof HTMLTextAreaElement) {
    if (!typing && old.value !== fresh.value) old.value = fresh.value;
  } else if (old instanceof HTMLSelectElement && fresh instanceof HTMLSelectElement) {
    if (old.value !== fresh.value) old.value = fresh.value;
  }
}

// The content of a drawing's place for other code (`data-own="name"`, under `root`): made by
// `make` when the place is new or `key` changed, then left as that code keeps it.
/** @type {WeakMap<Element, string>} */
const FILLED = new WeakMap();

/** @param {Element} root @param {string} name @param {string} key @param {() => Node} make */
export function fillOwned(root, name, key, make) {
  const place = root.querySelector(`[data-own="${CSS.escape(name)}"]`);
  if (!place || (FILLED.get(place) === key && place.firstChild)) return;
  FILLED.set(place, key);
  place.replaceChildren(make());
}

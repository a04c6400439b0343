// Building elements. Text is always set as text, never parsed as HTML: player names and
// card texts come from people and files.

/** @typedef {import("./types").Child} Child */
/** @typedef {import("./types").AttrValue} AttrValue */

/**
 * An element of the tag's own type (h("input") is an HTMLInputElement), its attributes and
 * handlers set (see Attrs in types.d.ts), its children appended (text as text).
 * @template {string} K
 * @param {K} tag
 * @param {import("./types").Attrs<import("./types").ElementOf<K>> | null} [attrs]
 * @param {...Child} children
 * @returns {import("./types").ElementOf<K>}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  /** @type {[string, AttrValue][]} */
  const entries = Object.entries(attrs || {});
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = String(value);
    else if (key === "text") el.textContent = String(value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "testid") el.dataset.testid = String(value);
    else if (key.startsWith("on") && typeof value === "function") listen(el, key.slice(2), /** @type {EventListener} */ (value));
    else if (key === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  appendAll(el, children);
  return /** @type {import("./types").ElementOf<K>} */ (el);
}

// An element's handlers, one per event type, kept where a redraw in place (morph.js) can hand
// an element the handlers of the element it stands for: the kept element then acts on the
// new state, not on the one it was first drawn from.
/** @type {WeakMap<Element, Record<string, EventListener | null>>} */
const HANDLERS = new WeakMap();

/** @param {Element} el @param {string} type @param {EventListener | null} handler */
function listen(el, type, handler) {
  let own = HANDLERS.get(el);
  if (!own) HANDLERS.set(el, own = {});
  if (!(type in own)) {
    el.addEventListener(type, (event) => {
      const current = HANDLERS.get(el)?.[type];
      if (current) current.call(el, event);
    });
  }
  own[type] = handler;
}

// `to` answers events from now on as `from` would (the handlers h() gave `from`), no more.
/** @param {Element} from @param {Element} to */
export function takeHandlers(from, to) {
  const theirs = HANDLERS.get(from) || {};
  const mine = HANDLERS.get(to);
  if (mine) for (const type of Object.keys(mine)) if (!(type in theirs)) mine[type] = null;
  for (const [type, handler] of Object.entries(theirs)) listen(to, type, handler);
}

// A text field whose text the screen holds in its state as it is typed (`holder[key]`): a
// redraw in place (morph.js) then draws it from that state, which is the truth even for the
// field being typed in (`data-bound`): what was typed, or nothing when the screen has just
// emptied it. The attributes given after override these (a field that does more on input).
/**
 * @template {string} K
 * @param {Record<K, string>} holder @param {K} key @param {Record<string, unknown>} [attrs]
 */
export function bind(holder, key, attrs = {}) {
  return { value: holder[key], "data-bound": "",
    oninput: (/** @type {Event} */ e) => { holder[key] = /** @type {HTMLInputElement | HTMLTextAreaElement} */ (e.target).value; }, ...attrs };
}

/** @param {HTMLElement} el @param {readonly Child[]} children */
function appendAll(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) appendAll(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

// Change an element's text only where it differs, in its one text node: a redraw that set
// textContent made a new text node each time, and the old ones stayed in the page as
// garbage until a full collection (a tap redraws every panel and the toolbar).
/** @param {Element} el @param {string} text */
export function setText(el, text) {
  const only = el.firstChild;
  if (only && only === el.lastChild && only.nodeType === Node.TEXT_NODE) {
    if (/** @type {Text} */ (only).data !== text) /** @type {Text} */ (only).data = text;
  } else if (el.textContent !== text) el.textContent = text;
}

/** @param {Element} el @param {string} name @param {string} value */
export function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** @template {Node} N @param {N} el @returns {N} */
export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

// A value the view holds as text (a select's value, a field of the state) as one of a fixed
// list's values, or undefined: a list typed with the engine's choices narrows it to them.
/** @template {string} T @param {readonly T[]} list @param {unknown} value @returns {T | undefined} */
export function oneOf(list, value) {
  return list.find((x) => x === value);
}

/** @param {string} filename @param {BlobPart} text @param {string} [type] */
export function download(filename, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The attributes of a <details> whose open state a screen keeps across its redraws: `open` as
// the screen remembers it, and `remember` told of every change. The change is taken from the
// tap on its own summary, not only from the `toggle` event: that event comes a task after the
// tap, and a redraw in between (a choice made in the box at once, the engine's answer to an
// earlier tap) would draw the box closed again under the player's finger.
/**
 * @param {boolean} isOpen @param {(open: boolean) => void} remember
 * @returns {import("./types").Attrs<HTMLDetailsElement>}
 */
export function keptOpen(isOpen, remember) {
  return {
    open: isOpen,
    ontoggle: (e) => remember(e.currentTarget.open),
    // (a click still bubbling: the summary's toggling comes after it, unless prevented)
    onclick: (e) => {
      const details = /** @type {HTMLDetailsElement} */ (e.currentTarget);
      const summary = e.target instanceof Element ? e.target.closest("summary") : null;
      if (summary && summary.parentElement === details && !e.defaultPrevented) remember(!details.open);
    },
  };
}

// A <details> whose content is made when it is first opened. A screen drawn again whole for
// every change (the tournament's: 64 players' earlier rounds and every table's game-by-game
// form, for each result) then builds nothing nobody has opened: the page's garbage after a
// tournament's results was most of its memory (docs/performance.md). `remember` is told each
// time it opens or closes, so that the next draw can open it again (`open`).
/**
 * @param {import("./types").Attrs<HTMLDetailsElement>} attrs @param {string} summary
 * @param {() => Child[]} fill
 * @param {{ open?: boolean, remember?: (open: boolean) => void }} [options]
 * @returns {HTMLDetailsElement}
 */
export function lazyDetails(attrs, summary, fill, { open = false, remember } = {}) {
  const details = h("details", attrs, h("summary", { text: summary }));
  let filled = false;
  const fillOnce = () => {
    if (filled || !details.open) return;
    filled = true;
    appendAll(details, fill());
  };
  details.addEventListener("toggle", () => {
    fillOnce();
    if (remember) remember(details.open);
  });
  if (open) {
    details.open = true;
    fillOnce();
  }
  return details;
}

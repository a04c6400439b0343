// Building elements. Text is always set as text, never parsed as HTML: player names and
// card texts come from people and files.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "testid") el.dataset.testid = value;
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// Redraw a container without taking the field being typed in from under the player's
// fingers: the engine answers a tap a moment after it (Python runs in a worker), so its
// redraw can come while the player already types in the next field. The focused text field
// is found again by its data-testid and keeps the focus and its caret (the phone's keyboard
// stays up). Its text comes from the redraw: every text field keeps what is typed in it in
// its screen's state as it is typed, and a field the screen has just emptied (a card name
// taken, a hidden agenda's name moved behind the cover) stays empty.
export function refill(container, fill) {
  const active = document.activeElement;
  const typing = active && container.contains(active) && isTextField(active) && active.dataset.testid
    ? { testid: active.dataset.testid, start: active.selectionStart, end: active.selectionEnd }
    : null;
  fill();
  if (!typing || container.contains(document.activeElement)) return;
  const again = container.querySelector(`[data-testid="${CSS.escape(typing.testid)}"]`);
  if (!again || !isTextField(again)) return;
  again.focus({ preventScroll: true });
  const end = again.value.length;
  try { again.setSelectionRange(Math.min(typing.start, end), Math.min(typing.end, end)); } catch (_) { /* a number field has no caret range */ }
}

const TEXT_INPUTS = new Set(["text", "search", "number", "email", "tel", "url", "password"]);

function isTextField(el) {
  return el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && TEXT_INPUTS.has(el.type));
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

export function download(filename, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The page's polite live region (#announce in index.html): what a screen reader should hear
// once, when it happens (a settled life change, a Hell card's verdict, a round's pairings).
//
// Words that name a hidden card are said only to the phone's holder and must leave the page
// with the private view that shows them: announce(text, { secret: true }), then
// forgetSecret() when that view closes empties the region if it still holds them.

function region() { return document.getElementById("announce"); }

/** @param {string} text @param {{ secret?: boolean }} [options] */
export function announce(text, { secret = false } = {}) {
  const el = region();
  if (!el) return;
  el.textContent = text;
  if (secret) el.dataset.secret = "1"; else delete el.dataset.secret;
}

export function forgetSecret() {
  const el = region();
  if (el && el.dataset.secret) { el.textContent = ""; delete el.dataset.secret; }
}

// The page's polite live region (#announce in index.html): what a screen reader should hear
// once, when it happens (a settled life change, a Hell draw, a round's pairings).
//
// A screen reader speaks to the whole table, not to the phone's holder: what is announced is
// only what the table may hear ("Ann drew a card from the Hell library"), never a hidden
// card's name or a verdict; the holder reads those in the private view on the screen.

function region() { return document.getElementById("announce"); }

/** @param {string} text */
export function announce(text) {
  const el = region();
  if (el) el.textContent = text;
}

// What lies over the table (a sheet, a dialog, the pass-the-phone cover) closes with the
// phone's Back gesture and with Escape, and Back never leaves the app while one is open.
//
// While any layer is open the page has one history entry of its own on top: Back pops
// that entry (popstate) and the topmost layer closes; a layer closed by its own button
// pops the entry quietly once no layer is left.

/** @typedef {{ close: () => void }} Layer */
/** @type {Layer[]} */
const layers = [];
let entry = false;        // our history entry is on top
let quietPops = 0;        // pops we made ourselves

// Register an open layer; close() closes it. Returns release(): call it when the layer
// has closed by its own means.
/** @param {() => void} close @returns {() => void} release */
export function pushLayer(close) {
  const layer = { close };
  layers.push(layer);
  if (!entry) {
    history.pushState({ tkLayer: true }, "");
    entry = true;
  }
  return () => release(layer);
}

/** @param {Layer} layer */
function release(layer) {
  const i = layers.indexOf(layer);
  if (i < 0) return;
  layers.splice(i, 1);
  // Pop our entry, unless another layer opens first: one sheet replacing another in the same
  // task, or a sheet's way back reopening the one it came from from a microtask that its
  // close queued before this release (kit/sheet.js runs a sheet's onClose first: Past games
  // onto Games and files). The pop is made within the task that closed the layer: popped a
  // task later, it could land after a reload the player (or a test) had just asked for, and
  // cancel it.
  if (!layers.length) queueMicrotask(() => {
    if (!layers.length && entry) {
      entry = false;
      quietPops++;
      history.back();
    }
  });
}

/** @returns {number} */
export function layerCount() { return layers.length; }

addEventListener("popstate", () => {
  if (quietPops) { quietPops--; return; }
  entry = false;
  const top = layers.pop();
  if (!top) return;
  top.close();
  if (layers.length) {          // more below: Back again closes the next one
    history.pushState({ tkLayer: true }, "");
    entry = true;
  }
});

addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || !layers.length) return;
  event.preventDefault();
  layers[layers.length - 1].close();
});

// What a form control's event carries, typed once for the tournament folder's screens: the
// text typed in a field, whether a box is ticked, whether a <details> is open.

/** @param {Event} e */
export const typedText = (e) => /** @type {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} */ (e.target).value;

/** @param {Event} e */
export const ticked = (e) => /** @type {HTMLInputElement} */ (e.target).checked;

/** @param {Event} e */
export const opened = (e) => /** @type {HTMLDetailsElement} */ (e.target).open;

/** The button a tap landed on (its handler's own element). @param {Event} e */
export const tappedButton = (e) => /** @type {HTMLButtonElement} */ (e.currentTarget);

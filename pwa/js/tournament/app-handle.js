// The app, once app.js has made it (it sets window.tkApp after every module has loaded): the
// match's table clock and score pill, and the history's names, reach it here.

/** @returns {import("./types").TournamentApp | undefined} */
export function appOnWindow() {
  return /** @type {Window & { tkApp?: import("./types").TournamentApp }} */ (window).tkApp;
}

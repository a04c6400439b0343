// The event on a player's phone, as the menu and the start screen offer it: the event this
// phone joined (its pairing, the round clock, the standings, its report), or how to join one.
// The organiser's side is a part of the tournament's screen (organiser-section.js).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { openSheet } from "../kit/sheet.js";
import { joinedEvent } from "./join-code.js";
import { openThisEvent } from "./player-screen.js";
import "./strings.js";

/** @type {import("../formats.js").Format} */
export const FORMAT = {
  id: "event",
  label: "ev_menu",
  open: () => {
    const code = joinedEvent();
    if (code) openThisEvent(code);
    else openSheet(t("ev_this_event"), (body) => body.append(h("p", { class: "hint", testid: "event-not-joined" }, t("ev_not_joined"))),
      { testid: "event-sheet" });
  },
};

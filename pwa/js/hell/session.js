// Card effects that need a place on the table (colours and zones brought in, token cards,
// cards going outside the game, companions, a draft-pool shuffle), the end of a game with the
// sweep, the next game of the session, and the session's statistics.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { askToConfirm } from "../kit/confirm.js";
import { section, send, seatOptions } from "./common.js";
import { shown } from "./json.js";
import { sameTableAgain } from "../table/game-over.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("../types/state").HellState} HellState */
/** @typedef {import("./types").HellScreen} HellApp */

/** @param {HellApp} app @param {HellState} hell @param {TableState} state */
export function effectsSection(app, hell, state) {
  const f = app.ui.form;
  const brought = [...hell.colors.brought_in, ...hell.brought_zones.map((z) => z.name)];
  const companions = Object.entries(hell.companions);
  const cardName = (/** @type {number} */ id) => {
    const entry = hell.sideboard.find((c) => c.id === id) || hell.cards.find((c) => c.id === id);
    return entry && entry.visibility === "public" ? entry.card.name : `#${id}`;
  };
  return section(app, "effects", t("hell_more"), () => [
    brought.length ? h("p", { class: "muted", testid: "hell-brought", text: t("hell_brought", { list: brought.join(", ") }) }) : null,
    h("div", { class: "hell-inline" },
      h("input", { type: "text", maxlength: "40", value: f.bring, placeholder: "Pickle", "aria-label": t("hell_bring_color"),
        testid: "hell-bring-name", oninput: (e) => { f.bring = e.target.value; } }),
      h("button", { testid: "hell-bring-color", onclick: () => send(app, { type: "hell_bring_in", kind: "color", name: f.bring.trim() }) }, t("hell_bring_color")),
      h("button", { testid: "hell-bring-zone", onclick: () => send(app, { type: "hell_bring_in", kind: "zone", name: f.bring.trim(), personal: f.bringPersonal }) }, t("hell_bring_zone")),
      h("label", { class: "toggle" }, h("input", { type: "checkbox", checked: f.bringPersonal, testid: "hell-bring-personal",
        onchange: (e) => { f.bringPersonal = e.target.checked; } }), t("hell_bring_personal"))),
    h("h3", { text: t("hell_token") }),
    h("div", { class: "hell-inline" },
      h("input", { type: "text", maxlength: "200", value: f.token, placeholder: t("hell_token_name"), "aria-label": t("hell_token_name"),
        testid: "hell-token-name", oninput: (e) => { f.token = e.target.value; } }),
      h("select", { testid: "hell-token-player", "aria-label": t("hell_token_player"), onchange: (e) => { f.tokenPlayer = e.target.value; } }, seatOptions(state, f.tokenPlayer ?? "0")),
      h("button", { testid: "hell-token-create", onclick: () => {
        if (f.token.trim()) send(app, { type: "hell_token", name: f.token.trim(), zone: "battlefield", player: Number(f.tokenPlayer ?? 0) });
      } }, t("hell_create"))),
    h("h3", { text: t("hell_outside") }),
    h("div", { class: "hell-inline" },
      h("input", { type: "text", maxlength: "200", value: f.outside, placeholder: t("hell_outside_name"), "aria-label": t("hell_outside_name"),
        testid: "hell-outside-name", oninput: (e) => { f.outside = e.target.value; } }),
      h("button", { testid: "hell-outside-send", onclick: () => {
        if (f.outside.trim()) send(app, { type: "hell_to_outside", name: f.outside.trim() });
      } }, t("hell_send"))),
    companions.length ? h("div", { testid: "hell-companions" },
      h("p", { text: t("hell_companions", { list: companions.map(([name, c]) => `${name}: ${cardName(c.card)}${c.cast ? ` (${t("hell_companion_cast")})` : ""}`).join("; ") }) }),
      h("div", { class: "hell-seats" }, companions.map(([name, { cast, seat }]) => (cast || seat === null ? null
        : h("button", { testid: `hell-cast-companion-${seat}`, onclick: () => send(app, { type: "hell_cast_companion", player: seat }) },
          `${t("hell_cast_companion")}: ${name}`))))) : null,
    h("button", { class: "hell-wide", testid: "hell-shuffle-library", disabled: !hell.hell_library.count,
      onclick: () => send(app, { type: "hell_shuffle_library" }) }, t("hell_shuffle_library")),
  ], { testid: "hell-effects" });
}

// The next game of the session starts from the table as it is now: the same players in the
// same seats, with their colours, format, life and teams (the one builder every next game uses).
/** @param {HellApp} app @param {TableState} state */
function nextGame(app, state) {
  return send(app, sameTableAgain(state));
}

/** @param {HellApp} app @param {HellState} hell @param {TableState} state */
export function endSection(app, hell, state) {
  const f = app.ui.form;
  const event = hell.last_event;
  return h("div", { class: "hell-end", testid: "hell-end" },
    h("h3", { text: t("hell_end") }),
    event && event.type === "sweep" ? h("p", { class: "hell-who", testid: "hell-swept", text: t("hell_swept", { count: shown(event.swept) }) }) : null,
    state.over
      ? h("button", { class: "primary hell-wide", testid: "hell-next-game", onclick: () => nextGame(app, state) }, t("hell_next_game"))
      : h("div", { class: "hell-inline" },
        h("select", { testid: "hell-winner", "aria-label": t("hell_winner"), onchange: (e) => { f.winner = e.target.value; } },
          h("option", { value: "", text: t("hell_no_winner"), selected: f.winner === "" }),
          seatOptions(state, f.winner)),
        h("button", { class: "hell-danger", testid: "hell-end-game", onclick: async () => {
          const winner = f.winner === "" ? null : Number(f.winner);
          const who = winner === null ? t("hell_sweep_no_winner") : t("hell_sweep_winner", { name: state.players[winner].name });
          const sure = await askToConfirm({ title: t("hell_sweep_title"), testid: "hell-sweep-confirm",
            text: `${who} ${t("hell_sweep_what")}`, confirm: t("hell_sweep_go") });
          if (!sure) return;
          send(app, { type: "hell_end_game", winner }).then((r) => { if (r.ok) f.winner = ""; });
        } }, t("hell_end_game"))));
}

/** @param {HellApp} app @param {HellState} hell */
export function statsSection(app, hell) {
  const s = hell.statistics;
  return section(app, "stats", `${t("hell_stats")} · ${t("hell_stats_games", { games: s.games })}`, () => [
    s.results.length ? h("ul", { class: "hell-stats", testid: "hell-stats-results" }, s.results.map((r) =>
      h("li", { text: t("hell_stats_game", { game: r.game, winner: r.winner || t("hell_no_winner") }) })))
      : h("p", { class: "muted", text: t("hell_stats_none") }),
    Object.keys(s.wins).length ? h("p", { testid: "hell-stats-wins", text: `${t("hell_stats_wins")}: ${Object.entries(s.wins).map(([n, w]) => `${n} ${w}`).join(" · ")}` }) : null,
    h("p", { testid: "hell-stats-drawn", text: `${t("hell_stats_drawn")}: ${Object.entries(s.hell_drawn).map(([n, c]) => `${n} ${c}`).join(" · ") || "0"}` }),
  ], { testid: "hell-stats" });
}

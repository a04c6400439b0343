// The start screen: players, seats and teams, format, starting life, language; resume.

import { askToConfirm } from "../kit/confirm.js";
import { clear, h, oneOf } from "../kit/dom.js";
import { getLang, setLang, t } from "../kit/i18n.js";
import { morphChildren } from "../kit/morph.js";
import { SEAT_COLORS, colorName, recentPlayers, rememberPlayers } from "./seat-colors.js";

/** @typedef {import("../types/state").TableState} TableState */
/** @typedef {import("./types").TableApp} TableApp */
/** @typedef {import("./types").NewGameAction} NewGameAction */
/** @typedef {import("./types").GameFormat} FormatId */
/** @typedef {import("./types").StartViewOptions} StartViewOptions */
/** @typedef {import("./seat-colors.js").RecentPlayer} RecentPlayer */

// Which game the table is at: its number and start, its players and how many games it holds.
/** @param {TableState} state */
function gameKey(state) {
  return [state.number, state.started_at, (state.games || []).length, ...state.players.map((p) => p.name)].join("\n");
}

export class StartView {
  /** @param {HTMLElement} root @param {StartViewOptions} options */
  constructor(root, { onStart, onResume, onLanguage, games, queuedStart = () => null }) {
    this.root = root;
    this.games = games;
    this.gameIds = games.map(([id]) => id);
    this.onStart = onStart;
    // The new game already asked for and waiting for the engine, or null: while there is one
    // the screen shows that game, not a form whose changes it would not take, and the
    // button says it is starting and takes no second tap (a second game). A page reloaded
    // before the engine was up shows it too (it waits in the journal).
    this.queuedStart = queuedStart;
    this.onResume = onResume;
    this.onLanguage = onLanguage;
    this.count = 2;
    /** @type {string[]} */
    this.names = [];
    /** @type {FormatId} */
    this.format = "casual";
    /** @type {number | null} null: the format's */
    this.life = null;
    /** @type {number[]} each seat's team */
    this.teams = [];
    /** @type {(string | null | undefined)[]} by seat; undefined: the seat's own colour from the palette */
    this.colors = [];
    this.picked = new Set(); // seats whose colour a player chose here: kept even if another seat has it
    this.edited = false;    // the player changed something: keep it, do not prefill again
    /** @type {string | null} the game the form was last filled from */
    this.formFor = null;
    // The new game this screen sent, until the app shows its table or the engine refuses
    // it: the engine's answer comes a moment before the table does (its write to disk is
    // awaited), and the screen meanwhile still says "starting", never "ends game N".
    /** @type {NewGameAction | null} */
    this.starting = null;
    /** @type {AbortController | null} the dialog asking to end the running game, while open */
    this.asking = null;
    /** @type {Element | null} the first element of this screen's last drawing in the root */
    this.shown = null;
  }

  // A new game starts from the last one: the same players in the same seats, format, life
  // and teams; the player only changes what changed.
  /** @param {TableState | null} state */
  prefill(state) {
    if (!state) return;
    // what the player changed is kept while the table is still at the game it was changed
    // against; once another game has begun (the next game of a session, a file opened, a
    // draft's game) the form starts from that one instead
    const key = gameKey(state);
    if (this.edited && this.formFor === key) return;
    const last = state.players.length ? { players: state.players.map((p) => p.name), format: state.format,
      life: state.starting_life, teams: state.teams, colors: state.players.map((p) => p.color ?? null) }
      : state.games && state.games.length ? { players: state.games[state.games.length - 1].players,
        format: state.games[state.games.length - 1].format, life: null, teams: null } : null;
    if (!last || !last.players.length) return;
    this.edited = false;
    this.formFor = key;
    this.count = last.players.length;
    this.names = [...last.players];
    const format = last.format;
    this.format = oneOf(this.gameIds, format) ?? this.format;
    this.life = last.life && last.life !== this.formatLife(this.format) ? last.life : null;
    this.teams = [];
    this.colors = last.colors ? [...last.colors] : [];
    this.picked = new Set();
    (last.teams || []).forEach((team, k) => {
      for (const seat of (Array.isArray(team) ? team : team.members || [])) this.teams[seat] = k;
    });
  }

  // Drawn again in place (kit/morph.js) for every change and when the engine is ready: a
  // player typing a name meanwhile keeps the field, its caret and the keyboard. The root is
  // the app's screen, which the table draws into too: what the table left there is cleared
  // first, never morphed into (its elements hold handlers of their own).
  /** @param {TableState | null} state */
  render(state) {
    if (this.root.firstElementChild !== this.shown || !this.shown) clear(this.root);
    const drawn = h("div", {}, ...this.draw(state));
    morphChildren(this.root, drawn);
    this.shown = this.root.firstElementChild;
  }

  // The whole screen, from the state and what the player has chosen here.
  /** @param {TableState | null} state @returns {HTMLElement[]} */
  draw(state) {
    const queued = this.queuedStart() || this.starting;
    if (queued) return this.drawQueued(queued);
    this.prefill(state);
    const canResume = state && state.players.length > 0 && !state.over;
    const lifeOptions = [20, 30, 40];
    const defaultLife = this.formatLife(this.format);
    const life = this.life ?? defaultLife;
    const isTeams = this.format === "two_headed_giant";

    const names = h("div", { class: "names" });
    for (let seat = 0; seat < this.count; seat++) {
      // (data-bound: the name is held here as it is typed, so the drawing's is the truth)
      const input = h("input", { type: "text", maxlength: "24", testid: `name-${seat}`, "data-bound": "",
        "aria-label": t("seat_name", { n: seat + 1 }),
        value: this.names[seat] ?? "", placeholder: t("player_n", { n: seat + 1 }),
        oninput: (/** @type {Event} */ e) => { this.names[seat] = /** @type {HTMLInputElement} */ (e.target).value; this.edited = true; } });
      const team = isTeams ? h("select", { testid: `team-${seat}`, "aria-label": t("seat_team", { n: seat + 1 }), onchange: (/** @type {Event} */ e) => { this.teams[seat] = parseInt(/** @type {HTMLSelectElement} */ (e.target).value, 10); this.edited = true; } },
        Array.from({ length: Math.max(1, this.count / 2) }, (_, k) =>
          h("option", { value: String(k), text: `${t("team")} ${k + 1}`, selected: (this.teams[seat] ?? Math.floor(seat / 2)) === k }))) : null;
      const color = this.colorOf(seat);
      const swatch = h("select", { class: "seat-color", testid: `color-${seat}`, "aria-label": t("color_of_seat", { n: seat + 1 }),
        dataset: { color: color || "" },
        onchange: (/** @type {Event} */ e) => { this.colors[seat] = /** @type {HTMLSelectElement} */ (e.target).value || null; this.picked.add(seat); this.edited = true; this.render(state); } },
      [null, ...SEAT_COLORS].map((c) => h("option", { value: c || "", text: colorName(c), selected: color === c })));
      names.append(h("div", { class: "name-line" }, h("span", { class: "seat-no", text: String(seat + 1) }), input, swatch, team));
    }
    const shared = sharedColor(Array.from({ length: this.count }, (_, seat) => this.colorOf(seat)));
    if (shared) {
      names.append(h("p", { class: "muted", testid: "color-shared", role: "status",
        text: t("color_shared", { a: shared[0] + 1, b: shared[1] + 1, color: colorName(shared[2]).toLocaleLowerCase() }) }));
    }
    const taken = new Set(this.names.slice(0, this.count).map((n) => (n || "").trim().toLocaleLowerCase()));
    const recent = recentPlayers().filter((p) => !taken.has(p.name.toLocaleLowerCase()));

    const customLife = h("input", { type: "number", inputmode: "numeric", min: "1", max: "9999", testid: "starting-life",
      "aria-label": t("starting_life"),
      value: String(life), oninput: (/** @type {Event} */ e) => { const n = parseInt(/** @type {HTMLInputElement} */ (e.target).value, 10); this.life = Number.isFinite(n) ? n : null; this.edited = true; } });

    return [
      this.head(),
      canResume ? h("button", { class: "primary wide", testid: "resume-game", onclick: () => this.onResume() }, t("resume")) : null,
      h("div", { class: "button-row start-features" }, theApp().formats.filter((f) => f.onStart).map((f) => h("button", { testid: `start-feature-${f.id}`, onclick: () => f.open(theApp()) }, t(f.label)))),
      h("h2", { text: t("players") }),
      h("div", { class: "count-row" }, Array.from({ length: 8 }, (_, k) => k + 1).map((n) =>
        h("button", { testid: `count-${n}`, "aria-pressed": String(n === this.count),
          disabled: isTeams && (n % 2 === 1 || n < 4),
          "aria-describedby": isTeams && (n % 2 === 1 || n < 4) ? "count-why" : null,
          onclick: () => { this.count = n; this.edited = true; this.render(state); } }, String(n)))),
      // a count not offered says why, next to it
      isTeams ? h("p", { class: "muted count-why", id: "count-why", testid: "count-why", text: t("count_why_teams") }) : null,
      names,
      recent.length ? h("h2", { text: t("recent_players") }) : null,
      recent.length ? h("div", { class: "button-row recent", testid: "recent-players" }, recent.map((p) =>
        h("button", { testid: `recent-${p.name}`, dataset: { color: p.color || "" }, onclick: () => this.seatRecent(p, state) },
          p.name))) : null,
      h("h2", { text: t("format") }),
      h("select", { testid: "format", "aria-label": t("format"), onchange: (/** @type {Event} */ e) => {
        this.format = oneOf(this.gameIds, /** @type {HTMLSelectElement} */ (e.target).value) ?? this.format; this.life = null; this.edited = true;
        if (this.format === "two_headed_giant") this.count = Math.max(4, this.count + (this.count % 2));
        this.render(state);
      } }, this.games.map(([id]) => h("option", { value: id, text: t(`fmt_${id}`), selected: id === this.format }))),
      h("h2", { text: t("starting_life") }),
      h("div", { class: "count-row" },
        lifeOptions.map((n) => h("button", { testid: `life-preset-${n}`, "aria-pressed": String(n === life),
          onclick: () => { this.life = n; this.edited = true; this.render(state); } }, String(n))),
        customLife),
      // over a running game the tap asks first, in a dialog over the screen (where the finger is)
      canResume ? h("p", { class: "muted", testid: "start-ends-game", text: t("start_over_running", { n: String(state.number) }) }) : null,
      h("button", { class: "primary wide", testid: "start-game",
        onclick: () => (canResume ? this.askToEnd(state, life) : this.start(life)) }, t("start_game")),
    ].filter((el) => el !== null);
  }

  // Ending a running game is asked in the app's own dialog, which stays open until answered:
  // a "tap again" on the button was scrolled away by the same tap and gave up unseen.
  /** @param {TableState} state @param {number} life */
  askToEnd(state, life) {
    if (this.asking) return;
    const asking = this.asking = new AbortController();
    askToConfirm({ title: t("start_confirm_title", { n: String(state.number) }),
      text: t("start_over_running", { n: String(state.number) }),
      confirm: t("start_confirm", { n: String(state.number) }), testid: "start-confirm", signal: asking.signal })
      .then((yes) => { if (this.asking === asking) this.asking = null; if (yes && this.root.isConnected) this.start(life); });
  }

  // Leaving the screen closes the question unanswered: coming back, one tap does not end the game.
  disarm() {
    if (this.asking) this.asking.abort();
  }

  head() {
    return h("header", { class: "start-head" },
      h("h1", { text: t("app_title") }),
      h("div", { class: "lang" },
        h("button", { testid: "lang-en", "aria-pressed": String(getLang() === "en"), onclick: () => { setLang("en"); this.onLanguage(); } }, "EN"),
        h("button", { testid: "lang-ru", "aria-pressed": String(getLang() === "ru"), onclick: () => { setLang("ru"); this.onLanguage(); } }, "RU")));
  }

  // The starting life a format proposes (the first game's when it is not offered).
  /** @param {string} format */
  formatLife(format) { return (this.games.find(([id]) => id === format) ?? this.games[0])[1]; }

  // The game that starts once the engine is up, as asked for: nothing here to change.
  /** @param {NewGameAction} action @returns {HTMLElement[]} */
  drawQueued(action) {
    const format = this.gameIds.some((id) => id === action.format) ? t(`fmt_${action.format}`) : action.format;
    return [
      this.head(),
      h("section", { class: "start-queued", testid: "start-queued" },
        h("h2", { text: t("players") }),
        h("ol", { class: "queued-players" }, action.players.map((name) => h("li", { text: name }))),
        h("p", { text: `${t("format")}: ${format}` }),
        h("p", { text: `${t("starting_life")}: ${action.starting_life}` })),
      h("button", { class: "primary wide", testid: "start-game", disabled: true }, t("start_waiting"))];
  }

  // The names on this screen, seat by seat (typed, or the last game's it offers); unnamed
  // seats left out.
  seatNames() {
    return Array.from({ length: this.count }, (_, seat) => (this.names[seat] || "").trim()).filter(Boolean);
  }

  /** @param {number} seat */
  colorOf(seat) {
    return this.seatColors()[seat];
  }

  // Colours stay distinct unless the players insist: a colour chosen here is kept as chosen
  // (the screen then says two seats share it); one a recent player or the last game brought
  // gives way when an earlier seat has it; a seat's own colour from the palette gives way to
  // any other seat's, for the first colour no seat shows.
  seatColors() {
    const used = new Set();
    const out = Array.from({ length: this.count }, (_, seat) => {
      if (this.colors[seat] === undefined) return undefined;
      let color = this.colors[seat];
      if (color && used.has(color) && !this.picked.has(seat)) color = SEAT_COLORS.find((c) => !used.has(c)) ?? color;
      if (color) used.add(color);
      return color;
    });
    return out.map((color, seat) => {
      if (color !== undefined) return color;
      let own = SEAT_COLORS[seat % SEAT_COLORS.length];
      if (used.has(own)) own = SEAT_COLORS.find((c) => !used.has(c)) ?? own;
      used.add(own);
      return own;
    });
  }

  // A recent player takes the first seat without a name (a new seat when all have one).
  /** @param {RecentPlayer} player @param {TableState | null} state */
  seatRecent(player, state) {
    let seat = Array.from({ length: this.count }, (_, k) => k).find((k) => !(this.names[k] || "").trim());
    if (seat === undefined) {
      if (this.count >= 8) return;
      seat = this.count++;
    }
    this.names[seat] = player.name;
    if (player.color === null || oneOf(SEAT_COLORS, player.color)) this.colors[seat] = player.color;
    this.picked.delete(seat);
    this.edited = true;
    this.render(state);
  }

  /** @param {number} life the starting life shown */
  start(life) {
    if (this.queuedStart() || this.starting) return;
    const players = Array.from({ length: this.count }, (_, seat) =>
      (this.names[seat] || "").trim() || t("player_n", { n: seat + 1 }));
    const colors = Array.from({ length: this.count }, (_, seat) => oneOf(SEAT_COLORS, this.colorOf(seat)) ?? null);
    rememberPlayers(players.map((name, seat) => ({ name, color: colors[seat] }))
      .filter((_p, seat) => (this.names[seat] || "").trim()));
    /** @type {NewGameAction} */
    const action = { type: "new_game", players, format: this.format, starting_life: this.life ?? life, colors };
    if (this.format === "two_headed_giant") {
      /** @type {number[][]} */
      const teams = [];
      for (let seat = 0; seat < this.count; seat++) {
        const k = this.teams[seat] ?? Math.floor(seat / 2);
        (teams[k] ||= []).push(seat);
      }
      action.teams = teams.filter(Boolean);
    }
    this.edited = false;    // the next new game starts from this one
    this.starting = action;
    this.onStart(action);
  }
}

// The first two seats showing the same colour, and the colour: [a, b, color], or null.
/** @param {(string | null | undefined)[]} colors @returns {[number, number, string] | null} */
function sharedColor(colors) {
  for (let b = 1; b < colors.length; b++) {
    const color = colors[b];
    const a = colors.indexOf(color);
    if (color && a < b) return [a, b, color];
  }
  return null;
}

// The running app (app.js keeps it on the window), for a format's screen opened from here.
function theApp() {
  return window.tkApp;                   // (typed in globals.d.ts: the App)
}

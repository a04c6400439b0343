// The history lines of the match and tournament actions, and the words of the event refusals
// (the draft's too: the engine's event rules share them).

import { asParam } from "../table/history-text.js";
import { t } from "../kit/i18n.js";

/** @typedef {import("../types/state").HistoryEntry["action"]} LoggedAction */
/** @typedef {import("../types/state").JsonValue} JsonValue */

export const HISTORY_STRINGS = {
  en: {
    hx_match_start: "Match: {a} v {b}",
    hx_match_game: "Match: {name} won a game",
    hx_match_game_draw: "Match: a drawn game",
    hx_match_concede: "Match: {name} conceded",
    hx_match_draw: "Match: agreed draw",
    hx_clock_start: "Round clock started",
    hx_clock_pause: "Round clock paused",
    hx_clock_add: "Round clock: {n} s added",
    hx_time_called: "Time called",
    hx_time_called_passed: "Time called after the active player had passed: it counts from the next turn",
    hx_time_after_pass: "The active player had passed: time counts from the opponent's next turn",
    hx_t_result_id: "Round {round}: {name} {result}, a draw agreed after games",
    hx_extra_turn: "An extra turn ended",
    hx_penalty_turns: "Slow play: {name}; {turns#turn} added to the extra turns",
    hx_time_over: "Time over: the game in progress decided",
    hx_time_over_between: "Time over between games",
    hx_t_create: "Tournament: {n#player}",
    hx_t_import: "Tournament imported: {n#player}",
    hx_t_pair: "Swiss round paired ({n#table})",
    hx_t_result: "Round {round}: {name} {result}",
    hx_t_drop: "{name} dropped",
    hx_t_correction: "Correction: round {round}, {name} {result}",
    hx_t_reenter: "{name}: back in the tournament (head judge's decision)",
    hx_t_playoff: "Play-off: top {n}",
    hx_t_playoff_result: "Play-off: {name} won",
    hx_t_tables: "Draft tables: {n}",
    hx_t_no_tables: "One draft table",
    hx_t_teams: "Teams registered: {n}",
    hx_t_no_teams: "No teams: players again",
    hx_t_team_result: "Round {round}: {name}, seat by seat {seats}",
  },
  ru: {
    hx_match_start: "Матч: {a} — {b}",
    hx_match_game: "Матч: игру выигрывает {name}",
    hx_match_game_draw: "Матч: ничья в игре",
    hx_match_concede: "Матч: сдача — {name}",
    hx_match_draw: "Матч: ничья по согласию",
    hx_clock_start: "Время раунда пошло",
    hx_clock_pause: "Время раунда остановлено",
    hx_clock_add: "Время раунда: добавлено {n} с",
    hx_time_called: "Время вышло",
    hx_time_called_passed: "Время вышло, когда активный игрок уже передавал ход: отсчёт со следующего хода",
    hx_time_after_pass: "Активный игрок уже передавал ход: время вышло в следующий ход оппонента",
    hx_t_result_id: "Раунд {round}: {name} {result}, ничья по соглашению после игр",
    hx_extra_turn: "Дополнительный ход закончен",
    hx_penalty_turns: "Медленная игра: {name}; к дополнительным ходам добавлено: {turns#turn}",
    hx_time_over: "Время вышло: текущая игра решена",
    hx_time_over_between: "Время вышло между играми",
    hx_t_create: "Турнир: игроков {n}",
    hx_t_import: "Турнир загружен: игроков {n}",
    hx_t_pair: "Пары раунда (столов: {n})",
    hx_t_result: "Раунд {round}: {name} {result}",
    hx_t_drop: "{name} выбывает из турнира",
    hx_t_correction: "Исправление: раунд {round}, {name} {result}",
    hx_t_reenter: "{name}: возвращение в турнир (решение главного судьи)",
    hx_t_playoff: "Плей-офф: топ-{n}",
    hx_t_playoff_result: "Плей-офф: победа {name}",
    hx_t_tables: "Драфтовые столы: {n}",
    hx_t_no_tables: "Один драфтовый стол",
    hx_t_teams: "Команды записаны: {n}",
    hx_t_no_teams: "Без команд: снова игроки",
    hx_t_team_result: "Раунд {round}: {name}, по местам {seats}",
  },
};

export const EVENT_ERRORS = { ru: {
  event_format: "Файл турнира не читается",
  invalid_event: "Неверные данные турнира",
  unknown_event_player: "Нет такого игрока в турнире",
  player_twice_in_round: "Игрок дважды в одном раунде",
  player_missing_from_round: "Игрок без пары в раунде",
  dropped_player_paired: "Выбывший игрок в паре",
  bad_match_result: "Невозможный результат матча",
  cross_table_pairing: "Игроки разных драфтовых столов не играют друг с другом (7.6)",
  team_event_format: "Файл командного турнира не читается",
  invalid_team: "Команда не подходит: в ней два или три игрока, каждый в одной команде, и у каждого места свой результат (8.2)",
  round_not_finished: "Раунд ещё не закончен",
  pairing_refused: "Пары составить нельзя",
  invalid_setting: "Недопустимая настройка",
  round_too_short: "Раунд короче 40 минут (приложение B Турнирных правил) можно играть только на неформальном турнире",
  already_left_draft: "Этот игрок уже покинул драфт",
  left_draft_no_pick: "Этот игрок покинул драфт (7.7): выбранные карты остаются у него, но больше он не выбирает",
  too_many_byes: "У игрока не больше 3 раундов без пары (приложение E считает игроков с 1, 2 или 3)",
  last_drafter: "Это последний игрок на драфте: завершите драфт",
  conspiracy_not_at_start: "Заговоры кладут в командную зону в начале партии, до того как определён первый игрок",
  conspiracy_no_priority: "Заговор лицом вниз переворачивают во время партии, когда у владельца есть приоритет: сначала начните игру",
  draft_not_over: "Заговоры кладут в командную зону после драфта: сначала завершите драфт",
  conspiracy_face_up: "Этот заговор уже открыт",
  rochester_leave: "Из рочестерского драфта так уйти нельзя: завершите драфт",
  groups_after_pairing: "Драфтовые столы и команды задают до пар первого раунда (7.6, 8.2)",
  not_a_team_match: "Это не матч двух команд: по местам записывают только командный матч (8.2)",
}, en: {
  event_format: "The tournament file cannot be read",
  invalid_event: "The tournament's data do not fit together",
  unknown_event_player: "There is no such player in the tournament",
  player_twice_in_round: "A player is paired twice in one round",
  player_missing_from_round: "A player has no pairing in the round",
  dropped_player_paired: "A player who left is paired",
  bad_match_result: "A match cannot end with that score",
  cross_table_pairing: "Players of different draft tables do not play each other (7.6)",
  team_event_format: "The team event file cannot be read",
  invalid_team: "That team does not work: two or three players, each in one team, and a result for every seat (8.2)",
  round_not_finished: "The round is not finished yet",
  pairing_refused: "These pairings cannot be made",
  invalid_setting: "That setting is not allowed",
  round_too_short: "A round shorter than 40 minutes (Tournament Rules, appendix B) is only for a casual event",
  already_left_draft: "That player has already left the draft",
  left_draft_no_pick: "That player has left the draft (7.7): they keep the cards they picked and take no more picks",
  too_many_byes: "A player has at most 3 byes (appendix E counts players with 1, 2 or 3)",
  last_drafter: "That is the last player still drafting: end the draft instead",
  conspiracy_not_at_start: "Conspiracies go into the command zone at the start of a game, before the starting player is determined",
  conspiracy_no_priority: "A face-down conspiracy is turned face up during the game, when its owner has priority: start the game first",
  draft_not_over: "Conspiracies go into the command zone after the draft: end the draft first",
  conspiracy_face_up: "That conspiracy is already face up",
  rochester_leave: "A Rochester draft cannot be left this way: end the draft instead",
  groups_after_pairing: "Draft tables and teams are set before the first round is paired (7.6, 8.2)",
  not_a_team_match: "That is not a match of two teams: only a team match is recorded seat by seat (8.2)",
} };

// A logged action's fields are JSON: read as what each action type records.
/** How many a logged list holds. @param {JsonValue | undefined} v */
const count = (v) => (Array.isArray(v) ? v.length : 0);
/** A logged result [wins, losses, draws] as "2-0-0". @param {JsonValue | undefined} v */
const score = (v) => (Array.isArray(v) ? v.join("-") : "");
/** A field of a logged object. @param {JsonValue | undefined} v @param {string} key */
const fieldOf = (v, key) => (v && typeof v === "object" && !Array.isArray(v) ? v[key] : undefined);

/** @param {{ a: string, b: string }} names @param {unknown} s "a" or "b" */
const side = (names, s) => (s === "a" ? names.a : names.b);

// The lines of the event's actions. A match's lines name its sides: the current match's, else
// those of the last match start these lines described. That memory is the describers' own
// (one set of them, made for the registry by index.js), not the module's.
/** @returns {Record<string, import("../table/types").Describer>} */
export function eventLines() {
  let lastMatch = { a: "A", b: "B" };
  const matchNames = () => {
    const app = window.tkApp;
    const m = app && app.state && app.state.session_features.match;
    return m ? { a: m.a, b: m.b } : lastMatch;
  };
  return {
    match_start: (a) => { lastMatch = { a: String(a.a), b: String(a.b) }; return t("hx_match_start", lastMatch); },
    match_game: (a) => (a.winner ? t("hx_match_game", { name: side(matchNames(), a.winner) }) : t("hx_match_game_draw")),
    match_concede: (a) => t("hx_match_concede", { name: side(matchNames(), a.side) }),
    match_agree_draw: () => t("hx_match_draw"),
    clock_start: () => t("hx_clock_start"),
    clock_pause: () => t("hx_clock_pause"),
    clock_add: (a) => t("hx_clock_add", { n: asParam(a.seconds) }),
    clock_time_called: (a) => t(a.passed ? "hx_time_called_passed" : "hx_time_called"),
    clock_time_after_pass: () => t("hx_time_after_pass"),
    extra_turn_end: () => t("hx_extra_turn"),
    match_penalty_turns: (a) => t("hx_penalty_turns", { name: side(matchNames(), a.side), turns: asParam(a.turns ?? 1) }),
    match_time_over: (a) => t(a.in_game === false ? "hx_time_over_between" : "hx_time_over"),
    tournament_create: (a) => t("hx_t_create", { n: count(a.players) }),
    tournament_import: (a) => t("hx_t_import", { n: count(fieldOf(a.event, "players")) }),
    tournament_pair: (a) => t("hx_t_pair", { n: count(a.pairings) }),
    tournament_result: (a) => t(a.agreed_draw ? "hx_t_result_id" : "hx_t_result", { round: asParam(a.round), name: asParam(a.player), result: score(a.result) }),
    tournament_drop: (a) => t("hx_t_drop", { name: asParam(a.player) }),
    tournament_result_correction: (a) => t("hx_t_correction", { round: asParam(a.round), name: asParam(a.player),
      result: score(a.result) + (a.agreed_draw ? ` (${t("t_agreed_mark")})` : "") }),
    tournament_reenter: (a) => t("hx_t_reenter", { name: asParam(a.player) }),
    tournament_playoff: (a) => t("hx_t_playoff", { n: asParam(a.size ?? "?") }),
    tournament_playoff_result: (a) => t("hx_t_playoff_result", { name: asParam(a.winner) }),
    tournament_tables: (a) => (count(a.tables) ? t("hx_t_tables", { n: count(a.tables) }) : t("hx_t_no_tables")),
    tournament_teams: (a) => (count(a.teams) ? t("hx_t_teams", { n: count(a.teams) }) : t("hx_t_no_teams")),
    tournament_team_result: (a) => t("hx_t_team_result", { round: asParam(a.round), name: asParam(a.team),
      seats: (Array.isArray(a.seats) ? a.seats : []).map(score).join(", ") }),
  };
}


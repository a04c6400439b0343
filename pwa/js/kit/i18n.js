// The interface in English and Russian. Card data stays as imported.

/** @typedef {import("./types").Params} Params */
/** @typedef {import("./types").Refusal} Refusal */
/** @typedef {"en" | "ru"} Lang */

/** @type {Record<string, Record<string, string>>} */
const STRINGS = {
  en: {
    app_title: "Table Keeper",
    loading: "Starting the rules engine…",
    loading_readonly: "The engine is starting; taps are kept…",
    new_game: "New game",
    resume: "Resume the game",
    start_game: "Start game",
    start_waiting: "Starting the game as soon as the app is ready…",
    throw_waiting: "{what}: as soon as the app is ready…",
    players: "Players",
    player_n: "Player {n}",
    example_names: "Ann\nBob\nCid\nDan",
    format: "Format",
    starting_life: "Starting life",
    custom: "Other",
    team: "Team",
    team_and: " & ",                    // joins a team's names: "Ann & Bob"
    noun_minute_one: "minute", noun_minute_other: "minutes",
    noun_point_one: "point", noun_point_other: "points",
    language: "Language",
    fmt_casual: "Casual (20)",
    fmt_commander: "Commander (40)",
    fmt_two_headed_giant: "Two-Headed Giant (30, teams)",
    fmt_conspiracy: "Conspiracy (20)",
    undo: "Undo",
    redo: "Redo",
    history: "History",
    dice: "Dice",
    menu: "Menu",
    next_turn: "Next turn",
    next_turn_button: "Next turn ▸",
    turn: "Turn {n}",
    no_turn: "Pregame",                 // "Not started" was cut to "Not star…" on the turn button
    close: "Close",
    ok: "OK",
    cancel: "Cancel",
    counters: "Counters",
    poison: "Poison",
    energy: "Energy",
    experience: "Experience",
    add_counter: "Add counter",
    counter_name: "Counter name",
    commander_damage: "Commander damage",
    designations: "Designations",
    monarch: "Monarch",
    initiative: "Initiative",
    citys_blessing: "City's blessing",
    nobody: "nobody",
    life: "Life",
    set_life: "Set life",
    add: "Add",
    subtract: "Subtract",
    number_entry: "{name}: life",
    roll: "Roll",
    sides: "Sides",
    count: "How many",
    flip_coin: "Flip a coin",
    first_player: "Random first player",
    heads: "heads",
    tails: "tails",
    end_game: "End game",
    winner: "Winner",
    draw_result: "Draw (no winner)",
    game_over: "Game {n} is over",
    game_over_winner: "Game {n} is over: {name} won",
    settings: "Settings",
    settle_time: "Group taps into one change after (seconds)",
    export_log: "Download the game log",
    new_session: "New session (archive this one)",
    new_session_title: "Archive this session and start an empty one?",
    confirm_new_session: "Every game of this session with its history, and its Hell library, draft or tournament if there is one, goes to Past games (menu, Games and files), where it can be opened again, sent or saved as a file. The app then starts with an empty table.",
    new_session_go: "Archive and start empty",
    step: "Step",
    step_untap: "Untap", step_upkeep: "Upkeep", step_draw: "Draw", step_main1: "Main 1",
    step_combat: "Combat", step_main2: "Main 2", step_end: "End", step_cleanup: "Cleanup",
    unsaved: "Saving…",
    saved: "Saved",
    storage_unavailable: "This browser does not let the app keep data here (private window?). The game works, but it will be lost when the page closes.",
    storage_unreadable_title: "The saved game cannot be read",
    storage_unreadable: "The stored data could not be read: {reason}. Nothing has been deleted. Download the raw data first; then you may start fresh (the data is kept aside, not deleted).",
    download_raw: "Download the raw data",
    start_fresh: "Start fresh",
    newer_version: "it was saved by a newer version of the app (format {version})",
    bad_record: "action {index} was refused: {message}",
    damaged_record: "missing or damaged record",
    replay_failed: "the saved actions could not be replayed ({message})",
    storage_newer: "This game was saved by a newer version of the app, which this one cannot open. Nothing has been deleted and nothing will be: reload the page while online to get the newer version. You can also download the raw data.",
    engine_failed: "The app could not start its rules engine; your table is kept. Reload to try again.",
    engine_died: "The rules engine stopped; the app is starting it again. Nothing you did is lost.",
    engine_back: "The rules engine is running again.",
    reload: "Reload",
    open_elsewhere: "This game is open in another tab. Close the other tab, or use this one read-only.",
    engine_starting: "The app is still starting: this is kept and done in a moment.",
    losing_life: "0 life", losing_poison: "poison", losing_commander: "commander damage",
    history_empty: "Nothing has happened yet.",
    undone: "undone",
    result_dice: "d{sides}: {results}",
    result_coin: "Coin: {results}",
    result_first: "{name} goes first",
    h_new_game: "New game: {players} at {life} life",
    h_adjust_life: "{name}: life {delta}",
    h_set_life: "{name}: life set to {life}",
    h_adjust_counter: "{name}: {counter} {delta}",
    h_commander_damage: "{name}: {delta} commander damage from {source}",
    h_set_designation: "{designation}: {name}",
    h_set_designation_off: "{name} loses {designation}",
    h_next_turn: "Next turn",
    h_set_step: "Step: {step}",
    h_roll_dice: "Rolled {count}d{sides}: {results}",
    h_flip_coin: "Flipped: {results}",
    h_choose_first_player: "First player: {name}",
    h_end_game: "Game ended: {winner}",
    h_end_game_draw: "Game ended in a draw",
    h_other: "{type}",
    features: "Formats and tools",
    pass_to: "Pass the phone to {name}",
    pass_confirm: "I am {name}",
    hold_to_look: "press and hold to look",
    https_note: "",
  },
  ru: {
    app_title: "Хранитель стола",
    loading: "Запускается движок правил…",
    loading_readonly: "Движок запускается, нажатия сохраняются…",
    new_game: "Новая игра",
    resume: "Продолжить игру",
    start_game: "Начать игру",
    start_waiting: "Игра начнётся, как только приложение будет готово…",
    throw_waiting: "{what}: как только приложение будет готово…",
    players: "Игроки",
    player_n: "Игрок {n}",
    example_names: "Аня\nБорис\nВика\nГлеб",
    format: "Формат",
    starting_life: "Начальная жизнь",
    custom: "Другое",
    team: "Команда",
    team_and: " и ",
    noun_minute_one: "минута", noun_minute_few: "минуты", noun_minute_many: "минут", noun_minute_other: "минуты",
    noun_point_one: "очко", noun_point_few: "очка", noun_point_many: "очков", noun_point_other: "очка",
    language: "Язык",
    fmt_casual: "Обычная (20)",
    fmt_commander: "Коммандер (40)",
    fmt_two_headed_giant: "Двухголовый гигант (30)",
    fmt_conspiracy: "Заговор (20)",
    undo: "Отменить",
    redo: "Вернуть",
    history: "История",
    dice: "Кубики",
    menu: "Меню",
    next_turn: "Следующий ход",
    next_turn_button: "Дальше ▸",
    turn: "Ход {n}",
    no_turn: "Не начат",
    close: "Закрыть",
    ok: "ОК",
    cancel: "Отмена",
    counters: "Счётчики",
    poison: "Яд",
    energy: "Энергия",
    experience: "Опыт",
    add_counter: "Добавить счётчик",
    counter_name: "Название счётчика",
    commander_damage: "Урон от командира",
    designations: "Статусы",
    monarch: "Монарх",
    initiative: "Инициатива",
    citys_blessing: "Благословение города",
    nobody: "никто",
    life: "Жизнь",
    set_life: "Установить",
    add: "Прибавить",
    subtract: "Отнять",
    number_entry: "{name}: жизнь",
    roll: "Бросить",
    sides: "Граней",
    count: "Сколько",
    flip_coin: "Подбросить монету",
    first_player: "Случайный первый игрок",
    heads: "орёл",
    tails: "решка",
    end_game: "Закончить игру",
    winner: "Победитель",
    draw_result: "Ничья (без победителя)",
    game_over: "Игра {n} окончена",
    game_over_winner: "Игра {n} окончена, побеждает {name}",
    settings: "Настройки",
    settle_time: "Объединять нажатия в одно изменение через (секунд)",
    export_log: "Скачать журнал игры",
    new_session: "Новая сессия (эта уйдёт в архив)",
    new_session_title: "Отправить эту сессию в архив и начать пустую?",
    confirm_new_session: "Все игры этой сессии с их историей, а также Адская библиотека, драфт или турнир, если они есть, уходят в «Прошлые партии» (меню, «Партии и файлы»): их можно снова открыть, отправить или сохранить в файл. Затем приложение начинает с пустого стола.",
    new_session_go: "В архив и начать заново",
    step: "Шаг",
    step_untap: "Разворот", step_upkeep: "Поддержка", step_draw: "Взятие карты", step_main1: "Главная 1",
    step_combat: "Бой", step_main2: "Главная 2", step_end: "Конец хода", step_cleanup: "Очистка",
    unsaved: "Сохраняется…",
    saved: "Сохранено",
    storage_unavailable: "Этот браузер не даёт приложению хранить данные (приватное окно?). Игра работает, но пропадёт при закрытии страницы.",
    storage_unreadable_title: "Сохранённую игру не удаётся прочитать",
    storage_unreadable: "Сохранённые данные не читаются: {reason}. Ничего не удалено. Сначала скачайте данные; затем можно начать заново (данные будут отложены, а не удалены).",
    download_raw: "Скачать данные",
    start_fresh: "Начать заново",
    newer_version: "они сохранены более новой версией приложения (формат {version})",
    bad_record: "действие {index} отклонено: {message}",
    damaged_record: "запись отсутствует или повреждена",
    replay_failed: "сохранённые действия не удалось воспроизвести ({message})",
    storage_newer: "Эта игра сохранена более новой версией приложения, и эта версия не может её открыть. Ничего не удалено и не будет удалено: перезагрузите страницу при подключении к сети, чтобы получить новую версию. Можно также скачать данные.",
    engine_failed: "Приложению не удалось запустить движок правил; ваш стол сохранён. Перезагрузите страницу, чтобы попробовать снова.",
    engine_died: "Движок правил остановился; приложение запускает его заново. Ничего из сделанного не потеряно.",
    engine_back: "Движок правил снова работает.",
    reload: "Перезагрузить",
    open_elsewhere: "Эта игра открыта в другой вкладке. Закройте её или пользуйтесь этой только для просмотра.",
    engine_starting: "Приложение ещё запускается: это сохранено и будет сделано через мгновение.",
    losing_life: "0 жизни", losing_poison: "яд", losing_commander: "урон командира",
    history_empty: "Пока ничего не произошло.",
    undone: "отменено",
    result_dice: "d{sides}: {results}",
    result_coin: "Монета: {results}",
    result_first: "Первым ходит {name}",
    h_new_game: "Новая игра: {players}, жизнь {life}",
    h_adjust_life: "{name}: жизнь {delta}",
    h_set_life: "{name}: жизнь = {life}",
    h_adjust_counter: "{name}: {counter} {delta}",
    h_commander_damage: "{name}: урон от командира {delta} (командир игрока: {source})",
    h_set_designation: "{designation}: {name}",
    h_set_designation_off: "{name} теряет: {designation}",
    h_next_turn: "Следующий ход",
    h_set_step: "Шаг: {step}",
    h_roll_dice: "Бросок {count}d{sides}: {results}",
    h_flip_coin: "Монета: {results}",
    h_choose_first_player: "Первый игрок: {name}",
    h_end_game: "Игра окончена: {winner}",
    h_end_game_draw: "Игра окончена вничью",
    h_other: "{type}",
    features: "Форматы и инструменты",
    pass_to: "Передайте телефон: {name}",
    pass_confirm: "Я — {name}",
    hold_to_look: "нажмите и держите, чтобы посмотреть",
    https_note: "",
  },
};

// Engine refusals by code, for the Russian interface (English shows the engine's message).
/** @type {Record<string, string>} */
const ERRORS_EN = {
  refused: "That cannot be done now",
  engine_died: "The rules engine stopped before it answered; the app is starting it again. Try once more in a moment",
  malformed_action: "That action is not one the app knows how to read",
  unknown_action_type: "The app does not know that action",
  missing_field: "Something the action needs is missing",
  unexpected_field: "The action carries something it does not take",
  invalid_field: "That value is not allowed here",
  name_not_showable: "A name holds an invisible character (such as one that turns the text around it backwards): type it again without it",
  no_game: "No game has been started: start one first",
  game_over: "This game has ended: start a new one",
  unknown_player: "There is no such player",
  invalid_teams: "Those teams do not work for this format",
  counter_below_zero: "A counter cannot go below 0",
  rule_violation: "The rules do not allow that now",
  player_left_game: "That player has conceded and left the game: they take no more actions in it",
  no_commanders: "This game is played without commanders: commander damage and commander tax belong to a Commander game",
  nothing_to_undo: "There is nothing to undo",
  nothing_to_redo: "There is nothing to redo",
  already_out: "This player has already conceded",
  log_format: "The saved game cannot be read",
  rules_reading_unknown: "This game was saved by a newer version of the app",
  rules_reading_invalid: "The saved game names a rules reading no version of the app wrote: it cannot be read",
  import_format: "That file cannot be read as a card pool",
};

/** @type {Record<string, string>} */
const ERRORS_RU = {
  refused: "Так сделать нельзя",
  engine_died: "Движок правил остановился, не ответив; приложение запускает его заново. Попробуйте ещё раз через мгновение",
  already_out: "Этот игрок уже сдался",
  log_format: "Сохранённая игра не читается",
  rules_reading_unknown: "Эта игра сохранена более новой версией приложения",
  player_left_game: "Этот игрок сдался и вышел из игры: больше он в ней не действует",
  no_commanders: "В этой игре нет командиров: урон от командира и налог на командира бывают только в игре «Командир»",
  rules_reading_invalid: "В сохранённой игре указано прочтение правил, которого нет ни в одной версии приложения: её нельзя открыть",
  import_format: "Этот файл не читается как пул карт",
  malformed_action: "Неверное действие",
  unknown_action_type: "Неизвестное действие",
  missing_field: "Не хватает поля",
  unexpected_field: "Лишнее поле",
  invalid_field: "Недопустимое значение",
  name_not_showable: "В имени есть невидимый символ (например, переворачивающий текст вокруг себя): наберите имя заново без него",
  no_game: "Игра не начата",
  game_over: "Игра уже окончена; начните новую",
  unknown_player: "Нет такого игрока",
  invalid_teams: "Неверные команды",
  counter_below_zero: "Счётчик не может стать меньше 0",
  rule_violation: "Правила этого не позволяют",
  nothing_to_undo: "Нечего отменять",
  nothing_to_redo: "Нечего возвращать",
};

const LANG_KEY = "tk-lang";
/** @type {Lang} */
let lang = (() => {
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved === "en" || saved === "ru") return saved;
  } catch (_) { /* storage may be off */ }
  return (navigator.language || "en").toLowerCase().startsWith("ru") ? "ru" : "en";
})();

/** @returns {Lang} */
export function getLang() { return lang; }

// Features bring their own strings: addStrings({en: {...}, ru: {...}}).
/** @param {import("./types").StringTables} table */
export function addStrings(table) {
  for (const [language, strings] of Object.entries(table)) Object.assign(STRINGS[language] ||= {}, strings);
}

/** @param {string} next "ru", or English */
export function setLang(next) {
  lang = next === "ru" ? "ru" : "en";
  document.documentElement.lang = lang;
  try { localStorage.setItem(LANG_KEY, lang); } catch (_) { /* ignore */ }
}

// {name} puts a parameter in; {count#noun} puts the number with the noun's plural form for
// it, chosen by the platform's Intl.PluralRules: noun_<noun>_<one|few|many|other> in the
// language's strings ("1 card", "2 cards"; "1 карта", "2 карты", "5 карт").
/** @param {string} key @param {Params} [params] @returns {string} */
export function t(key, params = {}) {
  return fill(STRINGS[lang][key] ?? STRINGS.en[key] ?? key, params);
}

// (params: t()'s, or a refusal's details; a count is a number or its digits)
/** @param {string} template @param {Record<string, unknown>} params */
function fill(template, params) {
  return template
    .replace(/\{(\w+)#(\w+)\}/g, (_, /** @type {string} */ name, /** @type {string} */ noun) =>
      (name in params ? counted(/** @type {number | string} */ (params[name]), noun) : `{${name}}`))
    .replace(/\{(\w+)\}/g, (_, /** @type {string} */ name) => (name in params ? String(params[name]) : `{${name}}`));
}

/** @param {number | string} n @param {string} noun @returns {string} "2 cards" */
export function counted(n, noun) {
  const rule = new Intl.PluralRules(lang === "ru" ? "ru-RU" : "en-US").select(Number(n));
  const table = STRINGS[lang];
  const form = table[`noun_${noun}_${rule}`] ?? table[`noun_${noun}_other`] ?? STRINGS.en[`noun_${noun}_other`] ?? noun;
  return `${n} ${form}`;
}

// Features bring words for their own refusal codes: addErrors({code: "…"} in Russian,
// {code: "…"} in English). English shows the engine's own sentence when it reads as one.
/** @param {Record<string, string>} russian @param {Record<string, string>} [english] */
export function addErrors(russian, english = {}) {
  Object.assign(ERRORS_RU, russian);
  Object.assign(ERRORS_EN, english);
}

// What the tests read: does every refusal code have its words in both languages?
/** @returns {{ en: Record<string, string>, ru: Record<string, string> }} */
export function errorTexts() {
  return { en: { ...ERRORS_EN }, ru: { ...ERRORS_RU } };
}

// A refusal in the player's language. In Russian the engine's English message is never
// appended (no English inside a Russian sentence): the code's Russian text, or a general one.
// In English the engine's sentence, unless it names an action or a field (snake_case): then
// the code's English text.
const RAW_NAME = /\b[a-z]+(?:_[a-z0-9]+)+\b/;
/** @param {Refusal | null | undefined} error @returns {string} */
export function errorText(error) {
  if (!error) return "";
  // a value the player entered: named in words (field_<name>), never by the engine's name
  const field = error.details && error.details.field;
  const label = field ? STRINGS[lang][`field_${field}`] : undefined;
  if (lang === "ru") {
    const base = ERRORS_RU[error.error] || ERRORS_RU.refused;
    return label ? `${base}: ${label}` : withLeft(base, ERRORS_RU, error);
  }
  const message = String(error.message || "").replace(/^[a-z]+(?:_[a-z0-9]+)+: /, "")
    .replace(/field '(\w+)'/g, (_, /** @type {string} */ name) => STRINGS.en[`field_${name}`] || "the value");
  if (message && !RAW_NAME.test(message)) return message.charAt(0).toUpperCase() + message.slice(1);
  return withLeft(ERRORS_EN[error.error] || ERRORS_EN.refused, ERRORS_EN, error);
}

// What is left, after the refusal's words: ERRORS_xx["<code>+<stage>"] when the details name
// a stage (the words differ: "the last extra turn", not "0 more"), else ERRORS_xx["<code>+"],
// filled from the refusal's details ({time}: seconds as m:ss; a list joined with commas),
// shown only when every value it names is there.
/** @param {string} base @param {Record<string, string>} table @param {Refusal} error */
function withLeft(base, table, error) {
  const details = error.details || {};
  const template = (typeof details.stage === "string" && table[`${error.error}+${details.stage}`])
    || table[`${error.error}+`];
  if (!template) return base;
  /** @type {Record<string, unknown>} */
  const params = {};
  for (const [key, value] of Object.entries(details)) params[key] = Array.isArray(value) ? value.join(", ") : value;
  const seconds = details.remaining_seconds;
  if (typeof seconds === "number" && Number.isFinite(seconds)) {
    const whole = Math.max(0, Math.round(seconds));
    params.time = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  }
  const needed = [...template.matchAll(/\{(\w+)(?:#\w+)?\}/g)].map((m) => m[1]);
  if (!needed.every((name) => params[name] !== undefined && params[name] !== null && params[name] !== "")) return base;
  return `${base}: ${fill(template, params)}`;
}

document.documentElement.lang = lang;

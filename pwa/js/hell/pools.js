// Card pools: import once (a file, or a download while online), keep on the device, browse.
// The file is read by the engine (engine/hell/importers.py); this screen shows its report.

import { askToConfirm } from "../kit/confirm.js";
import { bind, download, h, keptOpen } from "../kit/dom.js";
import { errorText, t } from "../kit/i18n.js";
import { reasonOf, statusReason } from "../kit/reason.js";
import { toast } from "../kit/sheet.js";
import { mountSheet } from "../kit/mount.js";
import { morphChildren } from "../kit/morph.js";
import { ESTIMATE_BYTES, errorName, imagesOf, keepPictures, keptCount, loadKept, removePictures } from "./card-images.js";
import { poolCardView } from "./card-view.js";
import { textIn } from "./json.js";
import { deletePool, findSamePool, getPool, listPools, savePool } from "./pool-store.js";

/** @typedef {import("./types").HellApp} HellApp */
/** @typedef {import("./types").PoolAnswer} PoolAnswer */

export const DEFAULT_POOL_URL =
  "https://raw.githubusercontent.com/bones-bones/hellfall/main/src/data/Hellscube-Database.json";
const SHOWN_RESULTS = 60;

/** @type {import("../kit/types").StringTables} */
export const POOLS_STRINGS = {
  en: {
    pictures_keep: "Keep the pictures on this phone ({count#picture}, about {size} MB)",
    pictures_kept: "Pictures kept on this phone: {count} of {total}",
    pictures_remove: "Remove the pictures",
    pictures_offline: "The pictures can be kept while the phone is online.",
    pictures_progress: "{done} of {total}",
    pictures_progress_label: "Keeping the pictures",
    pictures_failed: "{count#picture} could not be fetched; the cards show their text.",
    pictures_failed_all: "The pictures could not be kept: {reason}",
    pictures_full: "The phone's storage is full: the pictures kept so far stay.",
    noun_picture_one: "picture", noun_picture_other: "pictures",
    pools: "Card pools",
    pools_none: "No card pool on this device yet. Import one: the app ships no cards.",
    import_file: "Import a file",
    import_url: "Download",
    pool_url: "Address of a pool file",
    no_set: "No set",
    import_tokens: "Left out: {count#token_record} (the registry's tokens, not cards).",
    noun_token_record_one: "token record", noun_token_record_other: "token records",
    importing: "Reading…",
    imported: "Took {total#card} (lands: {lands}); skipped {skipped}.",
    import_refused: "Nothing was imported: {reason}",
    download_failed: "The download failed: {reason}. Are you online? Nothing was changed.",
    skipped_line: "#{position}: {reason}",
    pool_cards: "{count#card}",
    open_pool: "Browse",
    delete_pool: "Delete",
    confirm_delete_pool: "Delete the pool \u201c{name}\u201d?",
    confirm_delete_pool_what: "Its {count#card} leave this phone: the pool is no longer listed here and a new Hell library cannot be built from it. A Hell library already built from it keeps its cards. Importing the file again brings the pool back.",
    confirm_delete_pool_go: "Delete the pool",
    export_pool: "Export",
    search_name: "Search by name",
    all_sets: "All sets",
    set_filter: "Set",
    results_more: "…and {n} more",
    pool_duplicate: "This pool is already on this device (same name, same cards): it is kept once.",
  },
  ru: {
    pictures_keep: "Сохранить изображения на телефоне ({count#picture}, около {size} МБ)",
    pictures_kept: "Изображений на телефоне: {count} из {total}",
    pictures_remove: "Удалить изображения",
    pictures_offline: "Изображения можно сохранить, когда телефон в сети.",
    pictures_progress: "{done} из {total}",
    pictures_progress_label: "Сохранение изображений",
    pictures_failed: "Не удалось загрузить: {count#picture}; у этих карт остаётся текст.",
    pictures_failed_all: "Изображения сохранить не удалось: {reason}",
    pictures_full: "Память телефона заполнена: уже сохранённые изображения остаются.",
    noun_picture_one: "изображение", noun_picture_few: "изображения", noun_picture_many: "изображений", noun_picture_other: "изображения",
    pools: "Пулы карт",
    pools_none: "На этом устройстве ещё нет пула карт. Импортируйте его: приложение не содержит карт.",
    import_file: "Импорт из файла",
    import_url: "Скачать",
    pool_url: "Адрес файла пула",
    no_set: "Без выпуска",
    import_tokens: "Не взяты записи фишек реестра: {count} (это фишки, а не карты).",
    importing: "Чтение…",
    imported: "Взято карт: {total} (земель: {lands}); пропущено: {skipped}.",
    import_refused: "Ничего не импортировано: {reason}",
    download_failed: "Не удалось скачать: {reason}. Есть ли сеть? Ничего не изменено.",
    skipped_line: "#{position}: {reason}",
    pool_cards: "карт: {count}",
    open_pool: "Открыть",
    delete_pool: "Удалить",
    confirm_delete_pool: "Удалить пул \u00ab{name}\u00bb?",
    confirm_delete_pool_what: "Его карты (всего {count}) удаляются с этого телефона: пул исчезает из списка, новую Адскую библиотеку из него уже не собрать. Уже собранная из него Адская библиотека сохраняет свои карты. Повторный импорт файла вернёт пул.",
    confirm_delete_pool_go: "Удалить пул",
    export_pool: "Экспорт",
    search_name: "Поиск по названию",
    all_sets: "Все выпуски",
    set_filter: "Выпуск",
    results_more: "…и ещё {n}",
    pool_duplicate: "Этот пул уже есть на устройстве (то же название, те же карты): он хранится один раз.",
  },
};

// Read text through the engine and keep the pool; resolves to the engine's answer.
/** @param {HellApp} app @param {string} text @param {string} name @param {string} source @returns {Promise<PoolAnswer>} */
export async function importText(app, text, name, source) {
  const engine = await app.whenEngine();
  /** @type {PoolAnswer} */
  const answer = await engine.import_pool(text, "");
  if (answer.ok && answer.pool.cards.length) {
    const same = await findSamePool(name, answer.pool);  // the same file imported again: kept once
    if (same) { answer.id = same.id; answer.duplicate = true; } else {
      answer.id = await savePool({ name, source, importedAt: Date.now(), summary: answer.summary, pool: answer.pool });
    }
  }
  return answer;
}

// back: what closing the screen returns to (the Hell screen it was opened from), if anything.
/** @param {HellApp} app @param {(() => void) | null} [back] */
export function openPools(app, back = null) {
  let browsing = false;                 // the pool browser replaces this sheet: not a way back yet
  const browse = (/** @type {number} */ id) => {
    browsing = true;
    openPoolBrowser(app, id, () => openPools(app, back));
  };
  mountSheet(t("pools"), (body) => mountPools(body, app, browse), app.port,
    { testid: "pools-sheet", full: true, onClose: () => { if (back && !browsing) back(); } });
}

// What the pools screen knows and what the player typed there, this mounting's own: the
// address typed, the last import's report (or the line said while reading), the stored
// pools' summaries and each pool's pictures as this phone keeps them.
/** @typedef {{ line: string } | { answer: PoolAnswer } | null} Report */
/** @typedef {{ addresses: string[], have: number, keeping: { done: number, total: number, stop: AbortController } | null }} Pictures */
/** @typedef {{ url: string, report: Report, skippedOpen: boolean, pools: PoolListing[] | null,
 *   pictures: Map<number, Pictures>, gone: boolean }} PoolsUi */

// The screen is drawn whole from what it knows and morphed in place (kit/morph.js) whenever
// that changes: a half-typed address keeps its caret, an opened list of skipped lines stays open.
/** @param {HTMLElement} body @param {HellApp} app @param {(id: number) => void} browse */
function mountPools(body, app, browse) {
  /** @type {PoolsUi} */
  const ui = { url: DEFAULT_POOL_URL, report: null, skippedOpen: false, pools: null, pictures: new Map(), gone: false };
  const draw = () => {
    if (!ui.gone) morphChildren(body, h("div", {}, ...poolsPage(ui, acts)));
  };
  /** @param {Report} report */
  const say = (report) => { ui.report = report; draw(); };
  const refresh = async () => {
    const pools = await listPools();
    ui.pools = pools;
    draw();
    for (const pool of pools) {
      const entry = await getPool(pool.id);
      if (!entry) continue;              // deleted meanwhile (its row is gone too)
      const addresses = imagesOf(entry.pool.cards);
      await loadKept();
      const was = ui.pictures.get(pool.id);
      ui.pictures.set(pool.id, { addresses, have: keptCount(addresses), keeping: was ? was.keeping : null });
      draw();
    }
  };
  /** @param {PoolAnswer} answer */
  const show = (answer) => {
    ui.skippedOpen = false;
    say({ answer });
    if (answer.ok) refresh();
  };
  /** @type {PoolActs} */
  const acts = {
    draw, browse,
    chosen: async (file) => {
      say({ line: t("importing") });
      show(await importText(app, await file.text(), file.name, "file"));
    },
    download: async () => {
      const address = ui.url;
      say({ line: t("importing") });
      let text;
      try {
        const response = await fetch(address, { cache: "no-store" });
        if (!response.ok) { say({ line: t("download_failed", { reason: statusReason(response.status) }) }); return; }
        text = await response.text();
      } catch (error) {
        say({ line: t("download_failed", { reason: reasonOf(error) }) });
        return;
      }
      show(await importText(app, text, address.split("/").pop() || address, address));
    },
    remove: async (pool) => {
      const sure = await askToConfirm({ title: t("confirm_delete_pool", { name: pool.name }), testid: "pool-delete-confirm",
        text: t("confirm_delete_pool_what", { count: pool.count }), confirm: t("confirm_delete_pool_go") });
      if (sure) { await deletePool(pool.id); refresh(); }
    },
    keep: async (pool) => {
      const pictures = ui.pictures.get(pool.id);
      if (!pictures) return;
      const keeping = { done: 0, total: pictures.addresses.length, stop: new AbortController() };
      pictures.keeping = keeping;
      draw();
      try {
        const result = await keepPictures(pictures.addresses, (done, total) => {
          keeping.done = done;
          keeping.total = total;
          draw();
        }, keeping.stop.signal);
        if (result.failed) toast(t("pictures_failed", { count: result.failed }));
      } catch (error) {
        toast(errorName(error) === "QuotaExceededError" ? t("pictures_full") : t("pictures_failed_all", { reason: reasonOf(error) }));
      }
      pictures.keeping = null;
      pictures.have = keptCount(pictures.addresses);
      draw();
    },
    unkeep: async (pool) => {
      const pictures = ui.pictures.get(pool.id);
      if (!pictures) return;
      await removePictures(pictures.addresses);
      pictures.have = keptCount(pictures.addresses);
      draw();
    },
  };
  draw();
  refresh();
  // (pictures being kept go on being kept after the sheet closes, as the player asked)
  return { update: draw, unmount: () => { ui.gone = true; } };
}

/** @typedef {import("./types").PoolListing} PoolListing */
/** @typedef {{ draw: () => void, browse: (id: number) => void, chosen: (file: File) => Promise<void>, download: () => Promise<void>,
 *   remove: (pool: PoolListing) => Promise<void>, keep: (pool: PoolListing) => Promise<void>,
 *   unkeep: (pool: PoolListing) => Promise<void> }} PoolActs */

/** @param {PoolsUi} ui @param {PoolActs} acts */
function poolsPage(ui, acts) {
  const file = h("input", { type: "file", accept: ".json,.txt,.csv,application/json,text/plain", testid: "pool-file", class: "tk-file-input",
    onchange: (/** @type {Event} */ e) => {
      const input = /** @type {HTMLInputElement} */ (e.currentTarget);
      const chosen = input.files && input.files[0];
      if (chosen) acts.chosen(chosen).finally(() => { input.value = ""; });
    } });
  return [
    // the browser's own control says "Choose File" in its language: a button in ours instead
    h("div", { class: "button-row" }, h("label", { class: "file-button", testid: "pool-file-button" }, file, h("span", { text: t("import_file") }))),
    h("label", { class: "stack pool-url-label", for: "pool-url", testid: "pool-url-label" }, t("pool_url")),
    h("div", { class: "button-row" }, h("input", bind(ui, "url", { type: "url", testid: "pool-url", id: "pool-url" })),
      h("button", { testid: "pool-download", onclick: () => { acts.download(); } }, t("import_url"))),
    h("div", { class: "import-report", testid: "import-report", role: "status" }, reportLines(ui)),
    h("div", { class: "pool-list", testid: "pool-list" }, ui.pools === null ? null
      : ui.pools.length ? ui.pools.map((pool) => poolRow(ui, acts, pool)) : h("p", { text: t("pools_none") })),
  ];
}

/** @param {PoolsUi} ui */
function reportLines(ui) {
  const report = ui.report;
  if (!report) return [];
  if ("line" in report) return [report.line];
  const answer = report.answer;
  if (!answer.ok) return [h("p", { class: "error", text: t("import_refused", { reason: errorText(answer.error) }) })];
  const s = answer.summary;
  const took = t("imported", { total: s.total, lands: s.lands, skipped: s.skipped_count });
  return [
    answer.duplicate ? h("p", { class: "hell-warn", testid: "pool-duplicate", text: t("pool_duplicate") }) : null,
    h("p", { text: took }),
    h("p", { class: "muted", testid: "import-by-set", text: Object.entries(s.by_set).map(([k, v]) => `${k || t("no_set")}: ${v}`).join(" · ") }),
    s.tokens ? h("p", { class: "muted", testid: "import-tokens", text: t("import_tokens", { count: s.tokens }) }) : null,
    s.skipped.length ? h("details", keptOpen(ui.skippedOpen, (open) => { ui.skippedOpen = open; }), h("summary", { text: took }),
      h("ul", {}, s.skipped.map((x) => h("li", { text: t("skipped_line", { position: x.position, reason: x.reason }) })))) : null,
  ];
}

/** @param {PoolsUi} ui @param {PoolActs} acts @param {PoolListing} pool */
function poolRow(ui, acts, pool) {
  return h("div", { class: "pool-row", testid: `pool-${pool.id}` },
    h("div", {}, h("strong", { text: pool.name }), h("small", { text: ` ${t("pool_cards", { count: pool.count })}` })),
    h("div", { class: "button-row" },
      h("button", { testid: `pool-open-${pool.id}`, onclick: () => acts.browse(pool.id) }, t("open_pool")),
      h("button", { onclick: async () => {
        const entry = await getPool(pool.id);
        if (entry) download(`${pool.name.replace(/\W+/g, "-")}.table-keeper-pool.json`, JSON.stringify(entry.pool));
      } }, t("export_pool")),
      h("button", { testid: `pool-delete-${pool.id}`, onclick: () => { acts.remove(pool); } }, t("delete_pool"))),
    h("div", { class: "pool-pictures", testid: `pool-pictures-${pool.id}` }, picturesLines(ui.pictures.get(pool.id), acts, pool)));
}

// Keeping a pool's pictures on the phone (card-images.js): offered while online, the size
// estimated before it starts, a progress bar with a cancel, and a way back.
/** @param {Pictures | undefined} pictures @param {PoolActs} acts @param {PoolListing} pool */
function picturesLines(pictures, acts, pool) {
  if (!pictures || !pictures.addresses.length) return [];
  const { addresses, have, keeping } = pictures;
  if (keeping) {
    return [
      h("progress", { max: String(keeping.total), value: String(keeping.done), testid: `pool-pictures-progress-${pool.id}`,
        "aria-label": t("pictures_progress_label") }),
      h("span", { class: "muted", "aria-live": "polite", text: keeping.done ? t("pictures_progress", { done: keeping.done, total: keeping.total }) : "" }),
      h("button", { testid: `pool-pictures-cancel-${pool.id}`, onclick: () => keeping.stop.abort() }, t("cancel")),
    ];
  }
  const lines = [];
  if (have) {
    lines.push(h("p", { class: "muted", testid: `pool-pictures-kept-${pool.id}`, text: t("pictures_kept", { count: have, total: addresses.length }) }),
      h("button", { testid: `pool-pictures-remove-${pool.id}`, onclick: () => { acts.unkeep(pool); } }, t("pictures_remove")));
  }
  if (have === addresses.length) return lines;
  if (!navigator.onLine) return [...lines, h("p", { class: "muted", text: t("pictures_offline") })];
  const missing = addresses.length - have;
  const megabytes = Math.max(0.1, (missing * ESTIMATE_BYTES) / (1024 * 1024));
  return [...lines, h("button", { testid: `pool-pictures-keep-${pool.id}`, onclick: () => { acts.keep(pool); } },
    t("pictures_keep", { count: missing, size: megabytes.toLocaleString(document.documentElement.lang || undefined, { maximumFractionDigits: 1 }) }))];
}

// A pool's cards, searched by name and filtered by set as the player types: the page is drawn
// whole from what is typed and chosen and morphed in place, so the search field keeps its
// focus, caret and the phone's keyboard while the results change under it.
/** @param {HellApp} app @param {number} id @param {(() => void) | null} [back] */
export async function openPoolBrowser(app, id, back = null) {
  const entry = await getPool(id);
  if (!entry) return;                    // deleted meanwhile
  const cards = entry.pool.cards;
  const sets = [...new Set(cards.map((c) => textIn(c.set) || ""))].sort();
  mountSheet(entry.name, (body) => {
    const ui = { query: "", set: "*", gone: false };
    const draw = () => {
      if (ui.gone) return;
      const query = ui.query.trim().toLowerCase();
      const found = cards.filter((c) => (ui.set === "*" || (textIn(c.set) || "") === ui.set)
        && (!query || (textIn(c.name) || "").toLowerCase().includes(query)));
      morphChildren(body, h("div", {},
        h("div", { class: "button-row" },
          h("input", bind(ui, "query", { type: "search", placeholder: t("search_name"), "aria-label": t("search_name"), testid: "card-search",
            oninput: (/** @type {Event} */ e) => { ui.query = /** @type {HTMLInputElement} */ (e.currentTarget).value; draw(); } })),
          h("select", { testid: "set-filter", "aria-label": t("set_filter"),
            onchange: (/** @type {Event} */ e) => { ui.set = /** @type {HTMLSelectElement} */ (e.currentTarget).value; draw(); } },
          h("option", { value: "*", text: t("all_sets"), selected: ui.set === "*" }),
          sets.map((s) => h("option", { value: s, text: s || t("no_set"), selected: ui.set === s })))),
        h("div", { class: "card-results", testid: "card-results" },
          found.slice(0, SHOWN_RESULTS).map((c, i) => poolCardView(c, { testid: `card-${i}` })),
          found.length > SHOWN_RESULTS ? h("p", { text: t("results_more", { n: found.length - SHOWN_RESULTS }) }) : null)));
    };
    draw();
    return { update: draw, unmount: () => { ui.gone = true; } };
  }, app.port, { testid: "pool-browser", full: true, onClose: back });
}

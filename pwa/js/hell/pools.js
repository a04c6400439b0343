// Card pools: import once (a file, or a download while online), keep on the device, browse.
// The file is read by the engine (engine/hell/importers.py); this screen shows its report.

import { askToConfirm } from "../kit/confirm.js";
import { clear, download, h } from "../kit/dom.js";
import { errorText, t } from "../kit/i18n.js";
import { reasonOf, statusReason } from "../kit/reason.js";
import { openSheet, toast } from "../kit/sheet.js";
import { ESTIMATE_BYTES, errorName, imagesOf, keepPictures, keptCount, loadKept, removePictures } from "./card-images.js";
import { poolCardView } from "./card-view.js";
import { textIn } from "./json.js";
import { flatNodes } from "./common.js";
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
  openSheet(t("pools"), (/** @type {HTMLElement} */ body) => {
    const report = h("div", { class: "import-report", testid: "import-report", role: "status" });
    const list = h("div", { class: "pool-list", testid: "pool-list" });
    const file = h("input", { type: "file", accept: ".json,.txt,.csv,application/json,text/plain", testid: "pool-file", class: "tk-file-input",
      onchange: async () => {
        const chosen = file.files && file.files[0];
        if (!chosen) return;
        report.textContent = t("importing");
        show(await importText(app, await chosen.text(), chosen.name, "file"));
        file.value = "";
      } });
    const url = h("input", { type: "url", value: DEFAULT_POOL_URL, testid: "pool-url", id: "pool-url" });
    const fromUrl = async () => {
      report.textContent = t("importing");
      let text;
      try {
        const response = await fetch(url.value, { cache: "no-store" });
        if (!response.ok) {
          report.textContent = t("download_failed", { reason: statusReason(response.status) });
          return;
        }
        text = await response.text();
      } catch (error) {
        report.textContent = t("download_failed", { reason: reasonOf(error) });
        return;
      }
      show(await importText(app, text, url.value.split("/").pop() || url.value, url.value));
    };
    const show = (/** @type {PoolAnswer} */ answer) => {
      clear(report);
      if (!answer.ok) {
        report.append(h("p", { class: "error", text: t("import_refused", { reason: errorText(answer.error) }) }));
        return;
      }
      const s = answer.summary;
      if (answer.duplicate) report.append(h("p", { class: "hell-warn", testid: "pool-duplicate", text: t("pool_duplicate") }));
      // (Element.append writes a null as the text "null": only what there is)
      report.append(...flatNodes([h("p", { text: t("imported", { total: s.total, lands: s.lands, skipped: s.skipped_count }) }),
        h("p", { class: "muted", testid: "import-by-set", text: Object.entries(s.by_set).map(([k, v]) => `${k || t("no_set")}: ${v}`).join(" · ") }),
        s.tokens ? h("p", { class: "muted", testid: "import-tokens", text: t("import_tokens", { count: s.tokens }) }) : null,
        s.skipped.length ? h("details", {}, h("summary", { text: t("imported", { total: s.total, lands: s.lands, skipped: s.skipped_count }) }),
          h("ul", {}, s.skipped.map((x) => h("li", { text: t("skipped_line", { position: x.position, reason: x.reason }) })))) : null]));
      refresh();
    };
    const refresh = async () => {
      const pools = await listPools();
      clear(list);
      if (!pools.length) list.append(h("p", { text: t("pools_none") }));
      for (const pool of pools) {
        list.append(h("div", { class: "pool-row", testid: `pool-${pool.id}` },
          h("div", {}, h("strong", { text: pool.name }), h("small", { text: ` ${t("pool_cards", { count: pool.count })}` })),
          h("div", { class: "button-row" },
            h("button", { testid: `pool-open-${pool.id}`, onclick: () => {
              browsing = true;
              openPoolBrowser(pool.id, () => openPools(app, back));
            } }, t("open_pool")),
            h("button", { onclick: async () => {
              const entry = await getPool(pool.id);
              if (entry) download(`${pool.name.replace(/\W+/g, "-")}.table-keeper-pool.json`, JSON.stringify(entry.pool));
            } }, t("export_pool")),
            h("button", { testid: `pool-delete-${pool.id}`, onclick: async () => {
              const sure = await askToConfirm({ title: t("confirm_delete_pool", { name: pool.name }), testid: "pool-delete-confirm",
                text: t("confirm_delete_pool_what", { count: pool.count }), confirm: t("confirm_delete_pool_go") });
              if (sure) { await deletePool(pool.id); refresh(); }
            } }, t("delete_pool"))),
          picturesRow(pool)));
      }
    };
    body.append(
      // the browser's own control says "Choose File" in its language: a button in ours instead
      h("div", { class: "button-row" }, h("label", { class: "file-button", testid: "pool-file-button" }, file, h("span", { text: t("import_file") }))),
      h("label", { class: "stack pool-url-label", for: "pool-url", testid: "pool-url-label" }, t("pool_url")),
      h("div", { class: "button-row" }, url, h("button", { testid: "pool-download", onclick: fromUrl }, t("import_url"))),
      report, list);
    refresh();
  }, { testid: "pools-sheet", full: true, onClose: () => { if (back && !browsing) back(); } });
}

// Keeping a pool's pictures on the phone (features/card-images.js): offered while online,
// the size estimated before it starts, a progress bar with a cancel, and a way back.
/** @param {import("./types").PoolListing} pool */
function picturesRow(pool) {
  const row = h("div", { class: "pool-pictures", testid: `pool-pictures-${pool.id}` });
  const draw = async () => {
    const entry = await getPool(pool.id);
    if (!entry) return;                  // deleted meanwhile (its row is gone too)
    const addresses = imagesOf(entry.pool.cards);
    await loadKept();
    const have = keptCount(addresses);
    row.replaceChildren();
    if (!addresses.length) return;
    if (have) {
      row.append(h("p", { class: "muted", testid: `pool-pictures-kept-${pool.id}`, text: t("pictures_kept", { count: have, total: addresses.length }) }),
        h("button", { testid: `pool-pictures-remove-${pool.id}`, onclick: async () => { await removePictures(addresses); draw(); } }, t("pictures_remove")));
    }
    if (have === addresses.length) return;
    if (!navigator.onLine) { row.append(h("p", { class: "muted", text: t("pictures_offline") })); return; }
    const missing = addresses.length - have;
    const megabytes = Math.max(0.1, (missing * ESTIMATE_BYTES) / (1024 * 1024));
    row.append(h("button", { testid: `pool-pictures-keep-${pool.id}`, onclick: () => keep(addresses) },
      t("pictures_keep", { count: missing, size: megabytes.toLocaleString(document.documentElement.lang || undefined, { maximumFractionDigits: 1 }) })));
  };
  const keep = async (/** @type {string[]} */ addresses) => {
    const controller = new AbortController();
    const bar = h("progress", { max: String(addresses.length), value: "0", testid: `pool-pictures-progress-${pool.id}`, "aria-label": t("pictures_progress_label") });
    const said = h("span", { class: "muted", "aria-live": "polite" });
    row.replaceChildren(bar, said,
      h("button", { testid: `pool-pictures-cancel-${pool.id}`, onclick: () => controller.abort() }, t("cancel")));
    try {
      const result = await keepPictures(addresses, (done, total) => {
        bar.value = done;
        said.textContent = t("pictures_progress", { done, total });
      }, controller.signal);
      if (result.failed) toast(t("pictures_failed", { count: result.failed }));
    } catch (error) {
      toast(errorName(error) === "QuotaExceededError" ? t("pictures_full") : t("pictures_failed_all", { reason: reasonOf(error) }));
    }
    draw();
  };
  draw();
  return row;
}

/** @param {number} id @param {(() => void) | null} [back] */
export async function openPoolBrowser(id, back = null) {
  const entry = await getPool(id);
  if (!entry) return;                    // deleted meanwhile
  const cards = entry.pool.cards;
  const sets = [...new Set(cards.map((c) => textIn(c.set) || ""))].sort();
  openSheet(entry.name, (/** @type {HTMLElement} */ body) => {
    const results = h("div", { class: "card-results", testid: "card-results" });
    const search = h("input", { type: "search", placeholder: t("search_name"), "aria-label": t("search_name"), testid: "card-search", oninput: () => render() });
    const set = h("select", { testid: "set-filter", "aria-label": t("set_filter"), onchange: () => render() },
      h("option", { value: "*", text: t("all_sets") }), sets.map((s) => h("option", { value: s, text: s || t("no_set") })));
    const render = () => {
      const query = search.value.trim().toLowerCase();
      const found = cards.filter((c) => (set.value === "*" || (textIn(c.set) || "") === set.value)
        && (!query || (textIn(c.name) || "").toLowerCase().includes(query)));
      results.replaceChildren(...found.slice(0, SHOWN_RESULTS).map((c, i) => poolCardView(c, { testid: `card-${i}` })),
        ...(found.length > SHOWN_RESULTS ? [h("p", { text: t("results_more", { n: found.length - SHOWN_RESULTS }) })] : []));
    };
    body.append(h("div", { class: "button-row" }, search, set), results);
    render();
  }, { testid: "pool-browser", full: true, onClose: back });
}

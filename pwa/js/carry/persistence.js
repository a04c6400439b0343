// Whether the browser keeps this phone's data for good (navigator.storage.persisted()).
// Where it may clear it (Safari clears a site's storage after seven days without a visit,
// unless the app is on the home screen), the app says so once, in plain words, when a
// session starts to matter (a Hell session, a tournament, a long game), and offers the two
// ways out: the home screen (how, for this browser) or a backup file.

import { h } from "../kit/dom.js";
import { addStrings, t } from "../kit/i18n.js";
import { sendBackup } from "./backup.js";

/** @typedef {import("../app.js").App} App */
/** @typedef {import("../types/state").TableState} TableState */

const WARNED_KEY = "tk-persist-warned";
const LONG_GAME = 40;        // actions: a game this long is worth keeping

addStrings({
  en: {
    persist_kept: "This phone keeps the app's data for good.",
    persist_not_kept: "The browser may clear the app's data (games, pools, past games) if the app is not opened for a while.",
    persist_unknown: "This browser does not say whether it keeps the app's data for good.",
    persist_title: "Keep this session safe",
    persist_text: "This browser may delete the app's data, this session included, if the app is not opened for some days (Safari does after seven). Two ways to keep it:",
    persist_home: "Add the app to the home screen",
    persist_backup: "Save a backup file",
    persist_later: "Not now",
    home_ios: "In Safari, tap the Share button (the square with an arrow), then “Add to Home Screen”.",
    home_android_firefox: "Open Firefox's menu (⋮), then “Install”.",
    home_samsung: "Open the menu (≡), then “Add page to” and “Home screen”.",
    home_android: "Open the browser's menu (⋮), then “Add to Home screen” or “Install app”.",
    home_desktop: "Use the install button in the address bar, or the browser's menu: “Install Table Keeper”.",
  },
  ru: {
    persist_kept: "Этот телефон хранит данные приложения постоянно.",
    persist_not_kept: "Браузер может удалить данные приложения (партии, пулы, прошлые партии), если приложение долго не открывать.",
    persist_unknown: "Этот браузер не сообщает, хранит ли он данные приложения постоянно.",
    persist_title: "Сохраните эту сессию",
    persist_text: "Этот браузер может удалить данные приложения вместе с этой сессией, если приложение не открывать несколько дней (некоторые браузеры — уже через семь). Сохранить их можно двумя способами:",
    persist_home: "Добавить приложение на экран «Домой»",
    persist_backup: "Сохранить резервную копию в файл",
    persist_later: "Не сейчас",
    home_ios: "В Safari нажмите «Поделиться» (квадрат со стрелкой), затем «На экран „Домой“».",
    home_android_firefox: "Откройте меню Firefox (⋮), затем «Установить».",
    home_samsung: "Откройте меню (≡), затем «Добавить страницу на» и «Главный экран».",
    home_android: "Откройте меню браузера (⋮), затем «Добавить на главный экран» или «Установить приложение».",
    home_desktop: "Нажмите кнопку установки в адресной строке или выберите в меню браузера «Установить приложение».",
  },
});

// true, false, or null (the browser does not say).
export async function persisted() {
  try {
    if (navigator.storage && navigator.storage.persisted) return await navigator.storage.persisted();
  } catch (_) { /* not said */ }
  return null;
}

export function persistenceLine() {
  const line = h("p", { class: "muted", testid: "persist-status", text: "" });
  persisted().then((kept) => {
    line.dataset.kept = String(kept);
    line.textContent = t(kept === true ? "persist_kept" : kept === false ? "persist_not_kept" : "persist_unknown");
  });
  return line;
}

// How to put the app on the home screen, for the browser it runs in.
export function homeScreenHow(agent = navigator.userAgent) {
  const ios = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  if (ios) return t("home_ios");
  if (/Android/.test(agent)) {
    if (/Firefox/.test(agent)) return t("home_android_firefox");
    if (/SamsungBrowser/.test(agent)) return t("home_samsung");
    return t("home_android");
  }
  return t("home_desktop");
}

/** @param {TableState | null} state */
function matters(state) {
  if (!state) return false;
  const features = state.session_features || {};
  return !!(features.hell || features.tournament) || (state.log_length || 0) >= LONG_GAME;
}

function warned() {
  try { return localStorage.getItem(WARNED_KEY) === "1"; } catch (_) { return false; }
}

// Checked at every new state until said once (or the browser keeps the data for good).
/** @param {App} app */
export function watchPersistence(app) {
  if (warned()) return;
  let checking = false;
  let stop = () => {};
  /** @param {TableState | null} state */
  const check = async (state) => {
    if (checking || !matters(state) || warned()) return;
    checking = true;
    const kept = await persisted();
    checking = false;
    if (kept !== false) { stop(); return; }
    try { localStorage.setItem(WARNED_KEY, "1"); } catch (_) { /* said at most once a page */ }
    stop();
    showWarning(app);
  };
  stop = app.subscribe(check);
  check(app.state);
}

// A notice in the page's flow under the banner (never over what the player taps), not a
// sheet: the player may be in the middle of a tournament's sheet, and sees it on return.
/** @param {App} app */
function showWarning(app) {
  const how = h("p", { testid: "persist-home-how", hidden: true, text: homeScreenHow() });
  /** @type {HTMLElement} */
  const notice = h("section", { class: "banner carry-notice", role: "status", testid: "persist-sheet" },
    h("strong", { text: t("persist_title") }),
    h("p", { testid: "persist-warning", text: t("persist_text") }),
    h("div", { class: "button-row" },
      h("button", { class: "primary", testid: "persist-home", onclick: () => { how.hidden = false; } }, t("persist_home")),
      h("button", { testid: "persist-backup", onclick: () => sendBackup(app) }, t("persist_backup")),
      h("button", { testid: "persist-later", onclick: () => notice.remove() }, t("persist_later"))),
    how);
  const banner = document.getElementById("banner");
  if (banner) banner.after(notice);
  else document.body.prepend(notice);
}

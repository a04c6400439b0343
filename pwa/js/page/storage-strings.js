// The words of a storage fault under a running game (page/storage-notice.js says them): the
// disk full, the site's storage cleared or evicted, the database upgraded by a newer app in
// another tab, the browser's storage failing. Each says what happened, what is kept and what
// to do; never the browser's own message.

import { addStrings } from "../kit/i18n.js";

addStrings({
  en: {
    storage_full_taken_back: "The device's storage is full, so this change could not be saved and was taken back. Free some space, then try again.",
    storage_full_now: "The device's storage is full, so the app cannot save the table's changes right now. Free some space; a change that cannot be saved is taken back.",
    storage_cleared_kept: "The browser cleared this app's saved data while the game was running. The game on the table is kept: the app still held all of it and has saved it again, so you can go on. Past games saved on this phone may be gone. If this happens again, free some space on the device.",
    storage_not_saved_taken_back: "This change could not be saved, so it was taken back.",
    storage_lost_taken_back: "The app lost its access to the device's storage, so this change could not be saved and was taken back.",
    storage_lost_reload: "The app cannot save to the device's storage any more. The game on the table is still held by this page: download the game log (Menu) to keep it, then reload the page.",
    storage_newer_reload: "A newer version of the app was opened in another tab and updated the saved data, so this page cannot save any more. The game saved so far is kept: reload the page to go on.",
    storage_failed_taken_back: "The browser could not save this change (a fault in its storage), so it was taken back. Try again; if it keeps failing, download the game log (Menu) and reload the page.",
    storage_failed_now: "The browser could not save the table's changes just now (a fault in its storage). Try again; a change that cannot be saved is taken back.",
  },
  ru: {
    storage_full_taken_back: "Память устройства заполнена, поэтому это изменение не удалось сохранить, и оно отменено. Освободите место и попробуйте снова.",
    storage_full_now: "Память устройства заполнена, и приложение сейчас не может сохранять изменения на столе. Освободите место; изменение, которое не удастся сохранить, будет отменено.",
    storage_cleared_kept: "Браузер удалил сохранённые данные приложения во время игры. Игра на столе сохранена: приложение держало её целиком и записало заново, можно продолжать. Прошлые игры на этом телефоне могли пропасть. Если это повторится, освободите место на устройстве.",
    storage_not_saved_taken_back: "Это изменение не удалось сохранить, поэтому оно отменено.",
    storage_lost_taken_back: "Приложение потеряло доступ к памяти устройства, поэтому это изменение не удалось сохранить, и оно отменено.",
    storage_lost_reload: "Приложение больше не может сохранять данные в памяти устройства. Игра на столе пока есть на этой странице: скачайте журнал игры (Меню), чтобы её сохранить, затем перезагрузите страницу.",
    storage_newer_reload: "В другой вкладке открыта более новая версия приложения, и она обновила сохранённые данные, поэтому эта страница больше не может сохранять. Сохранённая игра цела: перезагрузите страницу, чтобы продолжить.",
    storage_failed_taken_back: "Браузер не смог сохранить это изменение (сбой его хранилища), поэтому оно отменено. Попробуйте снова; если не получается, скачайте журнал игры (Меню) и перезагрузите страницу.",
    storage_failed_now: "Браузер сейчас не смог сохранить изменения на столе (сбой его хранилища). Попробуйте снова; изменение, которое не удастся сохранить, будет отменено.",
  },
});

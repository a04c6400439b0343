// Why the browser refused something, in the player's words. The browser's own message is in
// the browser's language (English inside a Russian sentence), so an error is named by its
// kind (DOMException's name) where the app knows it; an English player is otherwise shown
// the browser's message, a Russian one a plain "the browser did not say why".
import { addStrings, getLang, t } from "./i18n.js";

addStrings({
  en: {
    reason_NotAllowedError: "it was not allowed",
    reason_NotFoundError: "this device has none",
    reason_NotReadableError: "it is busy or cannot be read",
    reason_OverconstrainedError: "none fits",
    reason_SecurityError: "this page may not use it",
    reason_AbortError: "it was stopped",
    reason_TypeError: "no answer from the network",
    reason_NetworkError: "no answer from the network",
    reason_QuotaExceededError: "the phone's storage for the app is full",
    reason_status: "the server answered {status}",
    reason_unknown: "the browser did not say why",
  },
  ru: {
    reason_NotAllowedError: "доступ не разрешён",
    reason_NotFoundError: "на этом устройстве её нет",
    reason_NotReadableError: "она занята или не читается",
    reason_OverconstrainedError: "подходящей нет",
    reason_SecurityError: "этой странице это запрещено",
    reason_AbortError: "действие прервано",
    reason_TypeError: "сеть не отвечает",
    reason_NetworkError: "сеть не отвечает",
    reason_QuotaExceededError: "место для приложения на телефоне закончилось",
    reason_status: "сервер ответил кодом {status}",
    reason_unknown: "браузер не сказал почему",
  },
});

/**
 * The reason an error gives, as a phrase in the player's language: first the words of
 * `<prefix>_<name>` (a screen's own, such as the camera's), then the kit's `reason_<name>`.
 * @param {unknown} error @param {string} [prefix]
 * @returns {string}
 */
export function reasonOf(error, prefix = "") {
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "";
  for (const key of [prefix && `${prefix}_${name}`, `reason_${name}`]) {
    if (key && name && t(key) !== key) return t(key);
  }
  const message = error && typeof error === "object" && "message" in error ? String(error.message) : String(error ?? "");
  return getLang() === "en" && message ? message : t("reason_unknown");
}

/** @param {number} status @returns {string} "the server answered 404" */
export function statusReason(status) { return t("reason_status", { status }); }

// A table file or a backup carries the whole session, so that another phone can go on with
// it: the Hell library's cards and order, the cards in hands, a face-down hidden agenda. Its
// screens keep them hidden (they draw the engine's view), but the file itself opens in any
// viewer. So before such a file is made while the table keeps something hidden, the player
// reads what the file will show (the engine counts it: bridge.hidden_now) and chooses.
// The game log download needs no warning: it is the engine's public view.

import { t, addStrings } from "../kit/i18n.js";
import { askToConfirm } from "../kit/confirm.js";

/** @typedef {import("../engine/api").EngineApi} EngineApi */

addStrings({
  en: {
    secret_file_title: "This file shows what the table keeps hidden",
    secret_file_text: "To go on with the game on another phone, the file holds all of it, also what is hidden now: {what}. Anyone who opens the file can read them. Make it when no one else will open it, or once they are revealed.",
    secret_file_library: "the cards of the Hell library and their order ({count#card})",
    secret_file_private: "the Hell cards in hands or libraries, or being looked at ({count#card})",
    secret_file_agendas: "{count#hidden_agenda} with the cards named",
    secret_file_go: "Make the file",
    noun_hidden_agenda_one: "hidden agenda", noun_hidden_agenda_other: "hidden agendas",
  },
  ru: {
    secret_file_title: "В этом файле видно то, что за столом скрыто",
    secret_file_text: "Чтобы продолжить игру на другом телефоне, файл хранит её целиком — и то, что сейчас скрыто: {what}. Открыв файл, это может прочесть любой. Создавайте его, когда его не откроет никто другой, или когда всё это будет открыто.",
    secret_file_library: "карты Адской библиотеки и их порядок ({count#card})",
    secret_file_private: "Адские карты в руках, в библиотеках игроков или на просмотре ({count#card})",
    secret_file_agendas: "скрытые замыслы и названные ими карты ({count#hidden_agenda})",
    secret_file_go: "Создать файл",
    noun_hidden_agenda_one: "скрытый замысел", noun_hidden_agenda_few: "скрытых замысла",
    noun_hidden_agenda_many: "скрытых замыслов", noun_hidden_agenda_other: "скрытого замысла",
  },
});

// Resolves true when the file may be made: nothing is hidden now, or the player read what
// it will show and chose to make it.
/** @param {EngineApi} engine @returns {Promise<boolean>} */
export async function mayShowWhatIsHidden(engine) {
  const hidden = await engine.hidden_now();
  const what = [
    hidden.hell_library ? t("secret_file_library", { count: hidden.hell_library }) : "",
    hidden.hell_private ? t("secret_file_private", { count: hidden.hell_private }) : "",
    hidden.hidden_agendas ? t("secret_file_agendas", { count: hidden.hidden_agendas }) : "",
  ].filter(Boolean);
  if (!what.length) return true;
  return askToConfirm({ title: t("secret_file_title"), text: t("secret_file_text", { what: what.join("; ") }),
    confirm: t("secret_file_go"), testid: "secret-file" });
}

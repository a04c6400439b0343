// Words of the table's own dialogs that came with the journal and the undo questions.

import { addStrings } from "../i18n.js";

addStrings({
  en: {
    undo_start_title: "Take back the start?",
    undo_start_text: "Undo takes back “{what}”: the table goes back to how it was before. Redo brings it back.",
    undo_start_confirm: "Undo the start",
    undo_keep: "Keep playing",
    what_new_game: "the start of game {n}",
    what_start: "this start",
    journal_restored_failed: "A change made before the app closed could not be applied and was taken back: {reason}",
    journal_unreadable: "Changes not yet saved when the app closed could not be read ({reason}). They are kept aside, not deleted; the table shows the last saved state.",
    journal_mismatch: "the saved game and the unsaved changes do not match",
    journal_damaged: "the record is damaged",
  },
  ru: {
    undo_start_title: "Отменить начало?",
    undo_start_text: "Отмена вернёт стол к тому, что было до действия «{what}». Кнопка «Вернуть» восстановит его.",
    undo_start_confirm: "Отменить начало",
    undo_keep: "Продолжить игру",
    what_new_game: "начало партии {n}",
    what_start: "начало",
    journal_restored_failed: "Изменение, сделанное до закрытия приложения, не удалось применить, оно отменено: {reason}",
    journal_unreadable: "Несохранённые изменения на момент закрытия приложения не читаются ({reason}). Они отложены, а не удалены; на столе — последнее сохранённое состояние.",
    journal_mismatch: "сохранённая партия и несохранённые изменения не совпадают",
    journal_damaged: "запись повреждена",
  },
});

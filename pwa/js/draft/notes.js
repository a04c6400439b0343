// 905.2b notes and 905.2c face-up cards, visible to all for the rest of the draft and the game.

import { bind, h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { toast } from "../kit/sheet.js";
import { seatSelect } from "./form.js";

/** @type {import("./types").NoteKind[]} */
const NOTE_KINDS = ["number", "color", "name", "type", "player", "other"];

/** @param {import("./types").DraftScreen} screen @param {import("../types/state").DraftState} d */
export function notesSection(screen, d) {
  const form = screen.form;
  const send = screen.port.send;
  const list = d.seats.map((s) => h("div", { class: "draft-player-notes", testid: `draft-notes-${s.seat}` },
    h("strong", { text: s.name }),
    s.notes.length || s.face_up.length ? null : h("span", { class: "muted", text: ` ${t("draft_nothing_noted")}` }),
    h("ul", {},
      s.notes.map((n) => h("li", { testid: `draft-note-${n.id}`, text: `${n.card}: ${t(`draft_kind_${n.kind}`)} — ${n.value}` })),
      s.face_up.map((c) => h("li", { class: "face-up", testid: `draft-faceup-${c.id}` },
        h("span", { text: `▲ ${c.card} (${t("draft_face_up")})` }),
        d.done ? null : h("button", { class: "small", testid: `draft-turn-down-${c.id}`, onclick: () => send({ type: "draft_turn_down", id: c.id }) }, t("draft_turn_down")))))));
  const card = h("input", bind(form, "noteCard", { type: "text", maxlength: "60", placeholder: t("draft_card_name"), "aria-label": t("draft_card_name"), testid: "draft-note-card" }));
  const value = h("input", bind(form, "noteValue", { type: "text", maxlength: "60", placeholder: t("draft_note_value"), "aria-label": t("draft_note_value"), testid: "draft-note-value" }));
  const kind = h("select", { testid: "draft-note-kind", "aria-label": t("draft_note_kind"), onchange: (e) => { form.noteKind = NOTE_KINDS.find((k) => k === e.target.value) ?? form.noteKind; } },
    NOTE_KINDS.map((k) => h("option", { value: k, text: t(`draft_kind_${k}`), selected: form.noteKind === k })));
  // What was typed is taken at the tap and the fields cleared at once (drawn again from the
  // form), so a second tap cannot add it again; a refusal puts it back.
  const take = () => {
    const typed = { card: form.noteCard, value: form.noteValue };
    form.noteCard = ""; form.noteValue = "";
    screen.draw();
    return typed;
  };
  const putBack = (/** @type {{ card: string, value: string }} */ typed) => {
    form.noteCard = typed.card;
    form.noteValue = typed.value;
    screen.draw();
  };
  return h("section", { class: "draft-notes", testid: "draft-notes" },
    h("h3", { text: t("draft_notes_title") }),
    list,
    h("div", { class: "button-row" }, seatSelect(form, d, "noteSeat", "draft-note-seat", t("draft_note_seat")), card),
    h("div", { class: "button-row" }, kind, value),
    h("div", { class: "button-row" },
      h("button", { testid: "draft-note-add", onclick: () => {
        if (!form.noteCard.trim() || !form.noteValue.trim()) { toast(t("draft_note_needs")); return; }
        const typed = take();
        send({ type: "draft_note", seat: parseInt(form.noteSeat, 10), card: typed.card, kind: form.noteKind, value: typed.value })
          .then((r) => { if (!r.ok) putBack(typed); });
      } }, t("draft_note_add")),
      d.done ? null : h("button", { testid: "draft-faceup-add", onclick: () => {
        if (!form.noteCard.trim()) { toast(t("draft_card_needed")); return; }
        const typed = take();
        send({ type: "draft_face_up", seat: parseInt(form.noteSeat, 10), card: typed.card })
          .then((r) => { if (!r.ok) putBack(typed); });
      } }, t("draft_face_up_add"))));
}

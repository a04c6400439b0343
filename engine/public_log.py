"""The public view of a session's log: what the table may read at this moment.

The log records everything a replay needs, secrets included: the Hell library's cards and
their order (``hell_setup``'s ``cards`` and ``library``), each Hell draw's verdict (the
drawer's alone while the card is in a hand or being looked at), a hidden agenda's card and
the card its owner secretly named (``conspiracy_add``).  A file a player makes of the log
("Download the game log", ``python -m engine public-log``) is this view, never the log
itself: a phone passed round the table opens files in its own viewer.

What is hidden is decided here, in one place, from the session as it stands now:

- a Hell card's name is shown when the card is public now (on a battlefield, in a
  graveyard, on the sideboard, ...: ``HellState.visibility``), or, for a library a later
  ``hell_setup`` replaced, when it was public as that library was replaced; a card in the
  Hell library, in a hand or being looked at stays hidden, and so does its verdict;
- a hidden agenda's card and named card(s) are shown once it is face up (905.4a), never
  while it lies face down, nor when it was taken out again or undone unseen;
- a Contraption deck's shuffle, and the cards a paid roll's player put back on top or on the
  bottom (in order), are never shown: the deck stays face down.

A hidden value is ``null`` and the record lists the fields held back under ``"hidden"``;
the header says ``"view": "public"``.  Records are otherwise as logged: this is a view of the
log, never a change of it.  Such a file cannot be replayed (``engine.log`` refuses it with a
clear message); the table file and the backup carry the whole log.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any

from engine.draft.state import DraftState
from engine.hell.state import HELL_LIBRARY, HellState
from engine.log import header
from engine.session import Session

if TYPE_CHECKING:  # the types are for mypy and the view's; never in the browser's engine.zip
    from engine.reply_types import HiddenNow

PUBLIC_VIEW = "public"

# Orders in face-down decks that no rule ever turns face up: a Contraption deck's shuffle, and
# what a player who looked at its top cards put back on top and on the bottom (001).
ORDERS_NEVER_SHOWN = {
    "contraptions_setup": ("shuffles",),
    "contraptions_arrange": ("top", "bottom"),
}


def _library_key(cards: Any, library: Any, pool_hash: Any) -> Hashable:
    """One Hell library, as its record and its built pool both describe it."""
    names = tuple(str(c.get("name")) if isinstance(c, dict) else repr(c) for c in cards or ())
    return (str(pool_hash or ""), tuple(library or ()), names)


def _state_key(hell: HellState) -> Hashable:
    pool = hell.pool
    return (
        str(pool.hash or ""),
        tuple(pool.definition_of),
        tuple(str(d.name) for d in pool.definitions),
    )


class _Watcher:
    """Replays the records apart, noting what each one refers to and what the table saw."""

    def __init__(self, rules: int):
        self.session = Session(rules=rules)
        self.library_of: dict[int, Hashable] = {}  # log index -> the Hell library then
        self.public_cards: dict[Hashable, set[int]] = {}  # library -> its cards public last
        self.conspiracy_of: dict[int, int] = {}  # conspiracy_add's index -> its id

    def apply(self, index: int, record: dict[str, Any]) -> None:
        self.session.apply(copy.deepcopy(record))
        table = self.session.table
        draft = table.features.get("draft")
        if (
            record.get("type") == "conspiracy_add"
            and isinstance(draft, DraftState)
            and draft.conspiracies
        ):
            self.conspiracy_of[index] = draft.conspiracies[-1].id
        hell = table.features.get("hell")
        if isinstance(hell, HellState):
            key = _state_key(hell)
            self.library_of[index] = key
            self.public_cards[key] = {
                c
                for c, zone in hell.where.items()
                if zone != HELL_LIBRARY and hell.visibility(c)[0] == "public"
            }


def _redact_setup(record: dict[str, Any], shown: set[int]) -> dict[str, Any]:
    cards, library = record.get("cards") or [], record.get("library") or []
    kept = sorted({library[i] for i in shown if i < len(library)})
    new_index = {old: new for new, old in enumerate(kept)}
    out = dict(record)
    out["cards"] = [cards[old] for old in kept if old < len(cards)]
    out["library"] = [new_index[d] if i in shown else None for i, d in enumerate(library)]
    if len(kept) < len(set(library)):
        out["hidden"] = ["cards", "library"]
    return out


def _hidden(record: dict[str, Any], fields: Iterable[str]) -> dict[str, Any]:
    names = list(fields)
    return {**record, **{name: None for name in names}, "hidden": names}


def public_records(records: list[dict[str, Any]], rules: int) -> list[dict[str, Any]]:
    """The log's records (actions, header left out) as the table may read them now."""
    watcher = _Watcher(rules)
    for index, record in enumerate(records):
        watcher.apply(index, record)
    table = watcher.session.table
    draft = table.features.get("draft")
    face_up = (
        {(c.id, c.card, tuple(c.named)) for c in draft.conspiracies if c.face_up}
        if isinstance(draft, DraftState)
        else set()
    )
    out: list[dict[str, Any]] = []
    for index, record in enumerate(records):
        kind = record.get("type")
        if kind == "conspiracy_add" and record.get("hidden_agenda"):
            seen = (
                watcher.conspiracy_of.get(index),
                record.get("card"),
                tuple(record.get("named") or ()),
            )
            out.append(record if seen in face_up else _hidden(record, ("card", "named")))
        elif kind == "hell_setup":
            key = _library_key(record.get("cards"), record.get("library"), record.get("pool_hash"))
            out.append(_redact_setup(record, watcher.public_cards.get(key, set())))
        elif kind in ORDERS_NEVER_SHOWN:
            out.append(_hidden(record, ORDERS_NEVER_SHOWN[kind]))
        elif kind == "hell_draw":
            shown = watcher.public_cards.get(watcher.library_of.get(index), set())
            out.append(record if record.get("card") in shown else _hidden(record, ("verdict",)))
        else:
            out.append(record)
    return out


def public_log_text(records: list[dict[str, Any]], rules: int) -> str:
    """The public view as a JSONL file: a header saying so, then one record a line."""
    lines = [json.dumps({**header(rules), "view": PUBLIC_VIEW}, ensure_ascii=False)]
    lines += [json.dumps(record, ensure_ascii=False) for record in public_records(records, rules)]
    return "\n".join(lines) + "\n"


def session_public_log(session: Session) -> str:
    return public_log_text(session.log, session.table.rules)


def hidden_now(session: Session) -> HiddenNow:
    """What the table keeps hidden at this moment, counted (never named): what a file that
    carries the whole session (a table file, a backup) holds beyond the public view."""
    features = session.table.features
    hell, draft = features.get("hell"), features.get("draft")
    library = private = agendas = 0
    if isinstance(hell, HellState):
        library = len(hell.library)
        private = sum(
            1
            for c, zone in hell.where.items()
            if zone != HELL_LIBRARY and hell.visibility(c)[0] != "public"
        )
    if isinstance(draft, DraftState):
        agendas = sum(1 for c in draft.conspiracies if not c.face_up)
    return {"hell_library": library, "hell_private": private, "hidden_agendas": agendas}

"""How the Contraption actions name cards and decks: a card list (names of the built-in
Unstable set, or cards written out), the decks of a set-up, and the constants they share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from engine.contraptions.cards import FACTIONS, NAME_LENGTH, NOTE_LENGTH, ContraptionCard
from engine.contraptions.errors import InvalidContraptionCard
from engine.contraptions.unstable_set import UNSTABLE_CONTRAPTIONS, find
from engine.fields import Field

if TYPE_CHECKING:
    from engine.contraptions.card_types import ContraptionCardEntry, ContraptionCardList


FEATURE = "contraptions"
MAX_DECK = 200
MAIN_PHASES = ("main1", "main2")
MOVE_TARGETS = (
    "graveyard",
    "hand",
    "library",
    "scrapyard",
    "exile",
    "battlefield",
    "sprocket",
    "player",
)


# --- card lists in actions ---------------------------------------------------------------


class CardList(Field):
    """A list of Contraption cards.  Each entry is a name (an Unstable Contraption's name
    gives its faction and collector number; any other name is a custom Contraption without
    a faction) or an object ``{"name", "faction"?, "number"?, "note"?}`` (an edited name, a
    custom card, a note).  ``null`` means Unstable's 45."""

    kind = "contraption_cards"

    def decode(self, action_type: str, value: Any) -> Any:
        if value is None and self.nullable:
            return None
        return self.parse_cards(action_type, self.name, value)

    @staticmethod
    def parse_cards(action_type: str, field_name: str, value: Any) -> ContraptionCardList:
        def refuse(message: str, **details: Any) -> NoReturn:
            raise InvalidContraptionCard(
                f"{action_type}: field '{field_name}' {message}",
                action=action_type,
                field=field_name,
                **details,
            )

        if not isinstance(value, list):
            refuse("must be a list of Contraptions (names or objects)")
        if len(value) > MAX_DECK:
            refuse(f"holds {len(value)} cards; at most {MAX_DECK}")
        out: ContraptionCardList = []
        for position, entry in enumerate(value):
            if isinstance(entry, str):
                entry = {"name": entry}
            if not isinstance(entry, dict):
                refuse(f"item {position} must be a name or an object with a name")
            extra = sorted(str(k) for k in entry if k not in ("name", "faction", "number", "note"))
            if extra:
                refuse(f"item {position} has unexpected key(s) {', '.join(extra)}", item=position)
            name = entry.get("name")
            if not isinstance(name, str) or not " ".join(name.split()):
                refuse(f"item {position} needs a name", item=position)
            name = " ".join(name.split())
            if len(name) > NAME_LENGTH:
                refuse(
                    f"item {position}: a name has at most {NAME_LENGTH} characters", item=position
                )
            card: ContraptionCardEntry = {"name": name}
            if "faction" in entry:
                faction = entry["faction"]
                if faction is not None and faction not in FACTIONS:
                    refuse(
                        f"item {position} ({name}): the faction must be one of "
                        f"{', '.join(FACTIONS)} or null",
                        item=position,
                        faction=faction,
                    )
                card["faction"] = faction
            if "number" in entry:
                number = entry["number"]
                if number is not None and (
                    not isinstance(number, int)
                    or isinstance(number, bool)
                    or not 0 < number < 100_000
                ):
                    refuse(
                        f"item {position} ({name}): the collector number must be a whole "
                        "number from 1 or null",
                        item=position,
                    )
                card["number"] = number
            if "note" in entry:
                note = entry["note"]
                if not isinstance(note, str) or len(note) > NOTE_LENGTH:
                    refuse(
                        f"item {position} ({name}): a note is text of at most "
                        f"{NOTE_LENGTH} characters",
                        item=position,
                    )
                card["note"] = note
            out.append(card["name"] if len(card) == 1 else card)
        return out


class DeckLists(Field):
    """One card list (or null for Unstable's 45) per player, in seat order."""

    kind = "contraption_decks"

    def decode(self, action_type: str, value: Any) -> Any:
        if value is None and self.nullable:
            return None
        if not isinstance(value, list) or not 1 <= len(value) <= 8:
            raise InvalidContraptionCard(
                f"{action_type}: field '{self.name}' must be a list of 1 to 8 decks (a list of "
                "cards, or null for the Unstable set), one per player",
                action=action_type,
                field=self.name,
            )
        return [
            None if deck is None else CardList.parse_cards(action_type, f"{self.name}[{i}]", deck)
            for i, deck in enumerate(value)
        ]


def resolve(entry: str | ContraptionCardEntry) -> ContraptionCard:
    """The card an entry names: an Unstable Contraption's facts, edited by the entry."""
    if isinstance(entry, str):
        entry = {"name": entry}
    base = find(entry["name"])
    return ContraptionCard(
        name=entry["name"],
        faction=entry.get("faction", base.faction if base else None),
        number=entry.get("number", base.number if base else None),
        note=entry.get("note", base.note if base else ""),
    )


def default_set() -> list[ContraptionCard]:
    return list(UNSTABLE_CONTRAPTIONS)

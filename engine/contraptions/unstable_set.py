"""Unstable's 45 Contraptions (collector numbers 167-211, nine per faction): the default
Contraption set.  Names, factions and collector numbers only; the cards' texts are not
part of the app (players read the cards on the table)."""

from __future__ import annotations

from engine.contraptions.cards import DOOM, GOBLIN, LABS, SNEAK, WIDGET, ContraptionCard, name_key

UNSTABLE_CONTRAPTIONS: tuple[ContraptionCard, ...] = (
    ContraptionCard("Accessories to Murder", SNEAK, 167),
    ContraptionCard("Applied Aeronautics", WIDGET, 168),
    ContraptionCard("Arms Depot", LABS, 169),
    ContraptionCard("Auto-Key", WIDGET, 170),
    ContraptionCard("Bee-Bee Gun", LABS, 171),
    ContraptionCard("Boomflinger", GOBLIN, 172),
    ContraptionCard("Buzz Buggy", GOBLIN, 173),
    ContraptionCard("Deadly Poison Sampler", SNEAK, 174),
    ContraptionCard("Dictation Quillograph", SNEAK, 175),
    ContraptionCard("Dispatch Dispensary", SNEAK, 176),
    ContraptionCard("Division Table", DOOM, 177),
    ContraptionCard("Dogsnail Engine", LABS, 178),
    ContraptionCard("Dual Doomsuits", DOOM, 179),
    ContraptionCard("Duplication Device", WIDGET, 180),
    ContraptionCard("Faerie Aerie", SNEAK, 181),
    ContraptionCard("Genetic Recombinator", LABS, 182),
    ContraptionCard("Gift Horse", GOBLIN, 183),
    ContraptionCard("Gnomeball Machine", WIDGET, 184),
    ContraptionCard("Goblin Slingshot", GOBLIN, 185),
    ContraptionCard("Guest List", DOOM, 186),
    ContraptionCard("Hard Hat Area", GOBLIN, 187),
    ContraptionCard("Head Banger", GOBLIN, 188),
    ContraptionCard("Hypnotic Swirly Disc", SNEAK, 189),
    ContraptionCard("Inflation Station", LABS, 190),
    ContraptionCard("Insufferable Syphon", SNEAK, 191),
    ContraptionCard("Jamming Device", DOOM, 192),
    ContraptionCard("Lackey Recycler", DOOM, 193),
    ContraptionCard("Mandatory Friendship Shackles", DOOM, 194),
    ContraptionCard("Neural Network", DOOM, 195),
    ContraptionCard("Oaken Power Suit", LABS, 196),
    ContraptionCard("Optical Optimizer", WIDGET, 197),
    ContraptionCard("Pet Project", DOOM, 198),
    ContraptionCard("Quick-Stick Lick Trick", LABS, 199),
    ContraptionCard("Rapid Prototyper", WIDGET, 200),
    ContraptionCard("Record Store", WIDGET, 201),
    ContraptionCard("Refibrillator", LABS, 202),
    ContraptionCard("Sap Sucker", LABS, 203),
    ContraptionCard("Sundering Fork", DOOM, 204),
    ContraptionCard("Targeting Rocket", GOBLIN, 205),
    ContraptionCard("Thud-for-Duds", GOBLIN, 206),
    ContraptionCard("Top-Secret Tunnel", SNEAK, 207),
    ContraptionCard("Tread Mill", WIDGET, 208),
    ContraptionCard("Turbo-Thwacking Auto-Hammer", GOBLIN, 209),
    ContraptionCard("Twiddlestick Charger", SNEAK, 210),
    ContraptionCard("Widget Contraption", WIDGET, 211),
)

BY_NAME: dict[str, ContraptionCard] = {name_key(card.name): card for card in UNSTABLE_CONTRAPTIONS}


def find(name: str) -> ContraptionCard | None:
    """The Unstable Contraption of that name (any case), or None for a custom one."""
    return BY_NAME.get(name_key(name))

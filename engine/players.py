"""The people at the table: players in seat order, and teams that share a life total."""

from __future__ import annotations

from dataclasses import dataclass, field

STANDARD_COUNTERS = ("poison", "energy", "experience")
# the colours a seat may take (the app draws each so that its text is readable on it)
SEAT_COLORS = (
    "red",
    "orange",
    "olive",
    "green",
    "teal",
    "blue",
    "purple",
    "pink",
    "brown",
    "slate",
)


@dataclass
class Team:
    """Two-Headed Giant: the members share one life total and one poison count."""

    members: list[int]
    life: int
    poison: int = 0


@dataclass
class Player:
    seat: int
    name: str
    life: int
    team: int | None = None
    counters: dict[str, int] = field(default_factory=lambda: {c: 0 for c in STANDARD_COUNTERS})
    # commander damage dealt to this player, by the seat whose commander dealt it (with
    # partners, partner_damage holds what the source's second commander dealt)
    commander_damage: dict[int, int] = field(default_factory=dict)
    partner_damage: dict[int, int] = field(default_factory=dict)
    partner: bool = False  # two commanders (partner, 702.124)
    commander_casts: list[int] = field(
        default_factory=lambda: [0, 0]
    )  # casts from the command zone
    citys_blessing: bool = False
    color: str | None = None  # one of SEAT_COLORS, or None for the app's plain panel
    # what a table tracks beside the counters (engine/actions/trackers.py)
    conceded: bool = False
    ring: int = 0  # the Ring has tempted you: level 0 (never) to 4
    speed: int = 0  # 0: no speed yet; 1 to 4 once your engines started
    dungeon: str | None = None  # the dungeon being ventured into, and the room
    room: str | None = None

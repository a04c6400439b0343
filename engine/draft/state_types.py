"""The JSON view of a Conspiracy draft (``DraftState.state()``), as the view receives it in
``session_features.draft``.  See engine/state_types.py; no ``from __future__ import
annotations`` here (the generator reads the annotations as objects).
"""

from typing import TypedDict


class DraftNote(TypedDict):
    """905.2b: a card revealed as it was drafted, and what its drafter noted."""

    id: int
    seat: int
    card: str
    kind: str
    value: str
    round: int
    pick: int


class FaceUpCardView(TypedDict):
    id: int
    seat: int
    card: str
    face_up: bool
    down_because: str | None


class ConspiracyView(TypedDict):
    """A conspiracy in the command zone; a face-down one shows neither name nor named cards."""

    id: int
    seat: int
    face_up: bool
    hidden_agenda: bool
    card: str | None
    named: list[str] | None


class PrivateConspiracy(TypedDict):
    id: int
    card: str
    named: list[str]


class DepartureView(TypedDict):
    seat: int
    round: int
    pick: int
    phase: str


class DraftSeat(TypedDict):
    seat: int
    name: str
    passes_to: int | None
    receives_from: int | None
    holds_pack_of: int | None
    picked: bool
    waiting: bool
    notes: list[DraftNote]
    face_up: list[FaceUpCardView]
    conspiracies: list[ConspiracyView]
    left: DepartureView | None


# "from" is a Python keyword: the functional form names it
DraftPass = TypedDict("DraftPass", {"from": int, "to": int})


class FirstPick(TypedDict):
    """7.7: of two seats waiting on each other in an untimed draft, who picks first."""

    seats: list[int]
    first: int
    passes: list[int]


class RochesterTable(TypedDict):
    table_pack: int
    opener: int
    picker: int | None
    look_seconds: int


class DraftState(TypedDict):
    style: str
    packs: int
    pack_size: int
    cards_per_pick: int
    picks_per_pack: int
    timer: bool
    phase: str
    done: bool
    ended_early: bool
    round: int
    pick: int
    direction: str | None
    next_direction: str | None
    cards_left: int | None
    seconds: int | None
    timed: bool
    review_seconds: int | None
    step: int
    started_at: int | None
    waiting_for: list[int]
    picks_done: int
    picks_total: int
    passing: list[DraftPass]
    departures: list[DepartureView]
    picks_first: list[FirstPick]
    drafting: list[int]
    rochester: RochesterTable | None
    seats: list[DraftSeat]
    private: dict[str, list[PrivateConspiracy]]  # by the owner's seat as text

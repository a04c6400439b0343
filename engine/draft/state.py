"""The draft a table runs from one phone (Comprehensive Rules 905, Tournament Rules 7.7, 8.5,
9.7, appendix B), kept as the session-wide feature ``"draft"``.

What it keeps: the seats, the style, where the draft is (round, pick, phase), who has picked,
the 905.2b notes and 905.2c face-up cards of every player, and after the draft each player's
conspiracies in the command zone, hidden agendas with their secretly named cards.  It never
keeps the cards in the packs: the packs are on the table, the phone keeps the procedure.

Phases: ``pick`` (the packs are being picked from), ``review`` (between packs, booster and
Two-Headed Giant drafts), ``look`` (a Rochester pack laid out before its first pick) and
``done``.  ``step`` counts the phases entered, so the view can key its countdown on it.

Styles:

* ``booster``: every seat picks one card from the pack it holds; when all have picked, the
  packs pass (left in odd rounds, right in even ones, :mod:`engine.draft.passing`).
* ``two_headed_giant`` (9.7): every seat is a team and takes two cards a turn; six packs a
  team by default (left, right, left, right, left, right).
* ``rochester`` (8.5): one pack at a time is laid out face up; each seat opens one pack a
  round, the opener passing around the table in the round's direction and the last opener of
  a round opening first in the next; picks go round the "horseshoe" from the opener in the
  round's direction, the last seat taking two in a row before the order turns back.  20 s to
  look at the pack, 5 s a pick, no review time.

Plain dataclasses and lists: the session deep-copies this for undo.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.draft import leaving, passing, timer
from engine.draft.first_pick import first_pick_view
from engine.draft.leaving import Departure
from engine.draft.phases import DONE, LOOK, PICK, REVIEW
from engine.draft.timer import BOOSTER, ROCHESTER, TWO_HEADED_GIANT
from engine.feature import Feature

if TYPE_CHECKING:
    from engine.draft.state_types import (
        ConspiracyView,
        DraftNote,
        DraftSeat,
        FaceUpCardView,
        PrivateConspiracy,
    )
    from engine.draft.state_types import DraftState as DraftStateView

FEATURE = "draft"
NOTE_KINDS = ("number", "color", "name", "type", "player", "other")
DEFAULT_PACKS = {BOOSTER: 3, ROCHESTER: 3, TWO_HEADED_GIANT: 6}


@dataclass
class Note:
    """905.2b: a card revealed as it was drafted, and what its drafter noted for it."""

    id: int
    seat: int
    card: str
    kind: str
    value: str
    round: int
    pick: int

    def view(self) -> DraftNote:
        return {
            "id": self.id,
            "seat": self.seat,
            "card": self.card,
            "kind": self.kind,
            "value": self.value,
            "round": self.round,
            "pick": self.pick,
        }


@dataclass
class FaceUpCard:
    """905.2c: a card drafted face up.  ``face_up`` until the draft ends (``down_because``
    ``"draft_over"``) or an effect turns it face down (``"effect"``)."""

    id: int
    seat: int
    card: str
    face_up: bool = True
    down_because: str | None = None

    def view(self) -> FaceUpCardView:
        return {
            "id": self.id,
            "seat": self.seat,
            "card": self.card,
            "face_up": self.face_up,
            "down_because": self.down_because,
        }


@dataclass
class Conspiracy:
    """905.4: a conspiracy its owner put into the command zone.  A hidden agenda lies face
    down with its secretly named card(s) (two for a double agenda) until turned face up."""

    id: int
    seat: int
    card: str
    hidden_agenda: bool
    named: list[str]
    face_up: bool

    def public_view(self) -> ConspiracyView:
        """What everyone may see: a face-down card shows neither its name nor the named card."""
        if self.face_up:
            return {
                "id": self.id,
                "seat": self.seat,
                "face_up": True,
                "hidden_agenda": self.hidden_agenda,
                "card": self.card,
                "named": list(self.named),
            }
        return {
            "id": self.id,
            "seat": self.seat,
            "face_up": False,
            "hidden_agenda": True,
            "card": None,
            "named": None,
        }

    def private_view(self) -> PrivateConspiracy:
        return {"id": self.id, "card": self.card, "named": list(self.named)}


@dataclass
class DraftState(Feature):
    seats: list[str]
    style: str = BOOSTER
    packs: int = 3
    pack_size: int = 15
    timer: bool = True
    phase: str = PICK
    round: int = 1  # the draft round (pack number), 1-based
    pick: int = 1  # the pick within the pack being picked, 1-based
    table_pack: int = 1  # Rochester: which pack of the round is on the table
    picked: list[int] = field(default_factory=list)  # seats that have taken this pick
    step: int = 1
    started_at: int | None = None  # ms, as the app gave it, when this phase began
    ended_early: bool = False
    notes: list[Note] = field(default_factory=list)
    face_up: list[FaceUpCard] = field(default_factory=list)
    conspiracies: list[Conspiracy] = field(default_factory=list)
    next_id: int = 1
    departures: list[Departure] = field(default_factory=list)  # 7.7: left the draft table

    # --- the shape of the draft -----------------------------------------------------------

    @property
    def count(self) -> int:
        return len(self.seats)

    @property
    def gone(self) -> set[int]:
        """Seats that have left the draft table (7.7)."""
        return {d.seat for d in self.departures}

    @property
    def drafting(self) -> list[int]:
        """Seats still drafting, in table order."""
        return leaving.drafting(self.count, self.gone)

    def leave(self, seat: int, at: int | None) -> None:
        """``seat`` leaves the draft table (7.7); the pick goes on when everyone left in it
        has taken it."""
        self.departures.append(Departure(seat, self.round, self.pick, self.phase))
        if seat in self.picked:
            self.picked.remove(seat)
        if self.phase == PICK and self.picked and len(self.picked) == len(self.drafting):
            self.next_pick(at)

    @property
    def cards_per_pick(self) -> int:
        return timer.TWO_HEADED_GIANT_CARDS_PER_PICK if self.style == TWO_HEADED_GIANT else 1

    @property
    def picks_per_pack(self) -> int:
        return -(-self.pack_size // self.cards_per_pick)

    @property
    def direction(self) -> str:
        return passing.pass_direction(self.round)

    @property
    def cards_left(self) -> int:
        return self.pack_size - (self.pick - 1) * self.cards_per_pick

    @property
    def done(self) -> bool:
        return self.phase == DONE

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    # --- time (appendix B) ------------------------------------------------------------------

    def seconds(self) -> int | None:
        """The appendix B time of the current phase; None when it has no timer."""
        if self.phase == PICK:
            left = self.cards_left
            if self.style == BOOSTER:
                return timer.booster_pick_seconds(left)
            if self.style == TWO_HEADED_GIANT:
                return timer.two_headed_giant_pick_seconds(left)
            return timer.rochester_pick_seconds(left)
        if self.phase == REVIEW:
            return self.review_after(self.round)
        if self.phase == LOOK:
            return timer.ROCHESTER_LOOK_SECONDS
        return None

    def review_after(self, round_number: int) -> int | None:
        """Review time after draft round ``round_number`` (None after the last, and in a
        Rochester draft)."""
        if round_number >= self.packs or self.style == ROCHESTER:
            return None
        if self.style == TWO_HEADED_GIANT:
            return timer.TWO_HEADED_GIANT_REVIEW_SECONDS
        return timer.review_seconds(round_number)

    # --- Rochester ----------------------------------------------------------------------------

    def _step_of(self, round_number: int) -> int:
        return 1 if passing.pass_direction(round_number) == passing.LEFT else -1

    def rochester_opener(
        self, round_number: int | None = None, table_pack: int | None = None
    ) -> int:
        """Who opens pack ``table_pack`` of ``round_number``: seat 0 opens the first pack;
        the opener moves one seat in the round's direction each pack, and the last opener
        of a round opens first in the next."""
        round_number = self.round if round_number is None else round_number
        table_pack = self.table_pack if table_pack is None else table_pack
        start = 0
        for r in range(1, round_number):
            start = (start + self._step_of(r) * (self.count - 1)) % self.count
        return (start + self._step_of(round_number) * (table_pack - 1)) % self.count

    def rochester_picker(self, pick: int | None = None) -> int:
        """The seat taking pick ``pick`` of the pack on the table: round the horseshoe from
        the opener, back again after the last seat (who takes two in a row), and so on."""
        pick = self.pick if pick is None else pick
        index = pick - 1
        lap, offset = divmod(index, self.count)
        position = offset if lap % 2 == 0 else self.count - 1 - offset
        return (self.rochester_opener() + self._step_of(self.round) * position) % self.count

    # --- who still has to pick -----------------------------------------------------------------

    def waiting_for(self) -> list[int]:
        if self.phase != PICK:
            return []
        if self.style == ROCHESTER:
            return [self.rochester_picker()]
        return [s for s in self.drafting if s not in self.picked]

    # --- moving on (the actions call these; each keeps the state consistent) -----------------

    def _enter(self, phase: str, at: int | None) -> None:
        self.phase = phase
        self.step += 1
        self.started_at = at
        if phase == DONE:
            for card in self.face_up:
                if card.face_up:
                    card.face_up = False
                    card.down_because = "draft_over"

    def record_pick(self, seat: int, at: int | None) -> None:
        if seat not in self.picked:
            self.picked.append(seat)
        if self.style == ROCHESTER or len(self.picked) == len(self.drafting):
            self.next_pick(at)

    def next_pick(self, at: int | None) -> None:
        """Every seat due has taken this pick: pass the packs (or the turn) on."""
        self.picked = []
        if self.style == ROCHESTER:
            if self.pick < self.pack_size:
                self.pick += 1
                self.step += 1
                self.started_at = at
            elif self.table_pack < self.count:
                self.table_pack += 1
                self.pick = 1
                self._enter(LOOK, at)
            elif self.round < self.packs:
                self.round += 1
                self.table_pack = 1
                self.pick = 1
                self._enter(LOOK, at)
            else:
                self._enter(DONE, at)
            return
        if self.pick < self.picks_per_pack:
            self.pick += 1
            self.step += 1
            self.started_at = at
        elif self.round < self.packs:
            self._enter(REVIEW, at)
        else:
            self._enter(DONE, at)

    def go_on(self, at: int | None) -> None:
        """End the review (open the next pack) or the look (start picking)."""
        if self.phase == REVIEW:
            self.round += 1
            self.pick = 1
            self.picked = []
        self._enter(PICK, at)

    def finish(self, at: int | None) -> None:
        self.ended_early = True
        self.picked = []
        self._enter(DONE, at)

    # --- the view ------------------------------------------------------------------------------

    def state(self) -> DraftStateView:
        count = self.count
        picking = self.phase == PICK
        rochester = self.style == ROCHESTER
        seconds = self.seconds()
        waiting = self.waiting_for()
        seats: list[DraftSeat] = []
        gone = self.gone
        held = self._holdings() if picking and not rochester else {}
        departed = {d.seat: d.view() for d in self.departures}
        for seat, name in enumerate(self.seats):
            row: DraftSeat = {
                "seat": seat,
                "name": name,
                "passes_to": None,
                "receives_from": None,
                "holds_pack_of": None,
                "picked": seat in self.picked,
                "waiting": seat in waiting,
                "notes": [n.view() for n in self.notes if n.seat == seat],
                "face_up": [c.view() for c in self.face_up if c.seat == seat and c.face_up],
                "conspiracies": [c.public_view() for c in self.conspiracies if c.seat == seat],
                "left": departed.get(seat),
            }
            if not self.done and not rochester and seat not in gone:
                row["passes_to"] = self._passes_to(seat)
                row["receives_from"] = self._receives_from(seat)
                if picking:
                    row["holds_pack_of"] = held.get(seat)
            seats.append(row)
        private: dict[str, list[PrivateConspiracy]] = {}
        for c in self.conspiracies:
            if not c.face_up:
                private.setdefault(str(c.seat), []).append(c.private_view())
        total_picks = self.packs * (count * self.pack_size if rochester else self.picks_per_pack)
        return {
            "style": self.style,
            "packs": self.packs,
            "pack_size": self.pack_size,
            "cards_per_pick": self.cards_per_pick,
            "picks_per_pack": self.pack_size if rochester else self.picks_per_pack,
            "timer": self.timer,
            "phase": self.phase,
            "done": self.done,
            "ended_early": self.ended_early,
            "round": self.round,
            "pick": self.pick,
            "direction": None if self.done else self.direction,
            # during the review after a pack, the way the next pack will pass (it alternates)
            "next_direction": (
                passing.pass_direction(self.round + 1)
                if self.phase == "review" and not self.done and self.round < self.packs
                else None
            ),
            "cards_left": (self.pack_size - self.pick + 1 if rochester else self.cards_left)
            if picking
            else None,
            "seconds": seconds,
            "timed": self.timer and seconds is not None,
            "review_seconds": self.review_after(self.round),
            "step": self.step,
            "started_at": self.started_at,
            "waiting_for": waiting,
            "picks_done": self._picks_done(),
            "picks_total": total_picks,
            "passing": []
            if self.done or rochester
            else [{"from": s, "to": self._passes_to(s)} for s in self.drafting],
            "departures": [d.view() for d in self.departures],
            # 7.7: in an untimed draft, who picks first of two seats waiting on each other
            "picks_first": first_pick_view(self),
            "drafting": self.drafting,
            "rochester": {
                "table_pack": self.table_pack,
                "opener": self.rochester_opener(),
                "picker": self.rochester_picker() if picking else None,
                "look_seconds": timer.ROCHESTER_LOOK_SECONDS,
            }
            if rochester and not self.done
            else None,
            "seats": seats,
            # Private to the owner seat (key: the seat as text): the face-down conspiracies'
            # cards and named cards.  A shared screen shows these only to their owner, on a
            # deliberate gesture; everything above this key is public.
            "private": private,
        }

    # --- passing round the seats still drafting (7.7) ---------------------------------------

    def _passes_to(self, seat: int) -> int:
        if not self.departures:
            return passing.passes_to(seat, self.round, self.count)
        return leaving.next_drafting(seat, self.round, self.count, self.gone)

    def _receives_from(self, seat: int) -> int:
        if not self.departures:
            return passing.receives_from(seat, self.round, self.count)
        return leaving.previous_drafting(seat, self.round, self.count, self.gone)

    def _holdings(self) -> dict[int, int]:
        if not self.departures:
            return {
                s: passing.pack_opened_by(s, self.round, self.pick, self.count)
                for s in range(self.count)
            }
        return leaving.holdings(self.count, self.round, self.pick, self.departures)

    def _picks_done(self) -> int:
        """Picks (by one seat in a Rochester draft, by the whole table otherwise) taken."""
        if self.done and not self.ended_early:
            return self.packs * (
                self.count * self.pack_size if self.style == ROCHESTER else self.picks_per_pack
            )
        if self.style == ROCHESTER:
            per_round = self.count * self.pack_size
            before = (self.round - 1) * per_round + (self.table_pack - 1) * self.pack_size
            return before + (self.pick - 1 if self.phase == PICK else 0)
        before = (self.round - 1) * self.picks_per_pack
        if self.phase == REVIEW:
            return before + self.picks_per_pack
        return before + self.pick - 1


def private_view(draft: DraftState, seat: int) -> list[PrivateConspiracy]:
    """The face-down conspiracies of ``seat`` with their named cards (the private query)."""
    return [c.private_view() for c in draft.conspiracies if c.seat == seat and not c.face_up]

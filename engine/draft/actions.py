"""The draft actions: set up, pick, go on after a review, leave the draft table (7.7), notes
and face-up cards (905.2b, 905.2c), and the conspiracies put into the command zone
afterwards (905.4).

The draft is a session-wide feature (``table.features["draft"]``): it comes before the game,
whose ``new_game`` (format ``conspiracy``, the draft's seats) the app sends when the table is
ready.  Times are never read here: an action may carry ``at`` (milliseconds, from the app),
kept as the moment the current phase began.
"""

from __future__ import annotations

from typing import Annotated

from engine.actions.base import Action
from engine.draft.errors import (
    AlreadyLeftDraft,
    AlreadyPicked,
    ConspiracyFaceUp,
    ConspiracyNoPriority,
    ConspiracyNotAtStart,
    DraftMovedOn,
    DraftNotOver,
    DraftOver,
    DraftUnderWay,
    LastDrafter,
    LeftDraftNoPick,
    NoDraft,
    NothingToGoOn,
    NotPickTime,
    NotYourPick,
    RochesterLeave,
    TimerAlreadySet,
)
from engine.draft.phases import LOOK, PICK, REVIEW
from engine.draft.state import (
    DEFAULT_PACKS,
    FEATURE,
    NOTE_KINDS,
    Conspiracy,
    DraftState,
    FaceUpCard,
    Note,
)
from engine.draft.timer import ROCHESTER, STYLES
from engine.errors import InvalidField, RuleViolation, UnknownPlayer
from engine.feature import find_feature, the_feature
from engine.fields import Bool, Int, ListOf, Text
from engine.names import check_typed_names
from engine.table import Table

MAX_SEATS = 8
CARD_NAME = 60
MAX_NOTES = 500


def at_field() -> Int:
    return Int(
        "at",
        lo=0,
        hi=2**53,
        default=None,
        nullable=True,
        doc="when it happened, in ms (from the app; the engine never reads a clock)",
    )


def draft_of(table: Table) -> DraftState:
    draft = find_feature(table.features, FEATURE, DraftState)
    if draft is None:
        raise NoDraft("no draft has been set up; start one with draft_setup")
    return draft


def check_draft_seat(draft: DraftState, seat: int, field_name: str = "seat") -> None:
    if not 0 <= seat < draft.count:
        raise UnknownPlayer(
            f"there is no seat {seat} at the draft (seats 0 to {draft.count - 1})",
            field=field_name,
            seat=seat,
        )


def check_step(draft: DraftState, step: int | None) -> None:
    if step is not None and step != draft.step:
        raise DraftMovedOn(
            f"the draft has already moved on (a second tap, or time ran out): "
            f"it is now pack {draft.round}, pick {draft.pick}",
            step=step,
            current=draft.step,
            round=draft.round,
            pick=draft.pick,
        )


def running_draft(table: Table) -> DraftState:
    draft = draft_of(table)
    if draft.done:
        raise DraftOver(
            "the draft is over: nothing is left to pick; put conspiracies into the "
            "command zone or start the game",
            phase=draft.phase,
        )
    return draft


class DraftSetup(Action):
    type = "draft_setup"
    starts = True  # undoing it asks first
    allowed = (
        "When no draft is under way: before the first one, or after the last one ended "
        "(003 7.7: everyone opens the same product at the same time)."
    )
    doc = (
        "Start a draft: seats in order round the table (seat 0 first, passing left goes to "
        "the next seat), packs per player, cards per pack, style, and whether the pick "
        "timer runs."
    )
    seats: Annotated[
        list[str],
        ListOf(
            item=Text("name", max_length=24),
            min_items=2,
            max_items=MAX_SEATS,
            doc="names in seat order (teams in a Two-Headed Giant draft)",
        ),
    ]
    packs: Annotated[
        int | None,
        Int(
            lo=1,
            hi=12,
            default=None,
            nullable=True,
            doc="packs per seat; default 3 (6 per team in a Two-Headed Giant draft)",
        ),
    ]
    pack_size: Annotated[int, Int(lo=1, hi=30, default=15)]
    style: Annotated[str, Text(choices=STYLES, default="booster")]
    timer: Annotated[bool, Bool(default=True)]
    at: Annotated[int | None, at_field()]

    def validate(self, table: Table) -> None:
        check_typed_names(table, self.seats, "seats")
        folded = [name.casefold() for name in self.seats]
        if len(set(folded)) != len(folded):
            twice = next(n for n in self.seats if folded.count(n.casefold()) > 1)
            raise InvalidField(
                f"draft_setup: the name '{twice}' is given twice", field="seats", name=twice
            )
        current = find_feature(table.features, FEATURE, DraftState)
        if current is not None and not current.done:
            raise DraftUnderWay(
                f"a draft is under way (pack {current.round} of {current.packs}, "
                f"pick {current.pick}); end it (draft_finish) before starting "
                f"another",
                round=current.round,
                packs=current.packs,
            )

    def apply(self, table: Table) -> None:
        packs = self.packs if self.packs is not None else DEFAULT_PACKS[self.style]
        draft = DraftState(
            seats=list(self.seats),
            style=self.style,
            packs=packs,
            pack_size=self.pack_size,
            timer=self.timer,
            started_at=self.at,
        )
        if self.style == ROCHESTER:
            draft.phase = LOOK
        table.features[FEATURE] = draft


class DraftPick(Action):
    type = "draft_pick"
    allowed = (
        "While packs are being picked, by a seat still drafting that has not yet taken "
        "this pick (003 7.7); in a Rochester draft only by the seat whose turn it is (003 8.5); "
        "never during the review between packs or a Rochester draft's look."
    )
    doc = (
        'A seat has taken its pick (seat null: everyone due has, "all picked"); when the '
        "whole table has, the packs pass on.  Rochester: the seat must be the one picking."
    )
    seat: Annotated[int | None, Int(lo=0, hi=MAX_SEATS - 1, default=None, nullable=True)]
    at: Annotated[int | None, at_field()]
    step: Annotated[
        int | None,
        Int(
            lo=1,
            hi=2**31,
            default=None,
            nullable=True,
            doc="the step the app saw (refused if the draft has moved on: no double tap)",
        ),
    ]

    def validate(self, table: Table) -> None:
        draft = running_draft(table)
        check_step(draft, self.step)
        if draft.phase != PICK:
            raise NotPickTime(
                f"nobody picks now: the draft is in its {draft.phase} time "
                f"after pack {draft.round}; go on with draft_continue",
                phase=draft.phase,
                round=draft.round,
            )
        if self.seat is not None:
            check_draft_seat(draft, self.seat)
            if self.seat in draft.gone:
                name = draft.seats[self.seat]
                raise LeftDraftNoPick(
                    f"{name} has left the draft (7.7): they keep the cards "
                    "they picked and take no more picks",
                    seat=self.seat,
                )
            if self.seat not in draft.waiting_for():
                name = draft.seats[self.seat]
                if draft.style == ROCHESTER:
                    picker = draft.seats[draft.rochester_picker()]
                    raise NotYourPick(
                        f"it is {picker}'s pick, not {name}'s", seat=self.seat, picker=picker
                    )
                waiting = [draft.seats[s] for s in draft.waiting_for()]
                raise AlreadyPicked(
                    f"{name} has already taken this pick; still to pick: {', '.join(waiting)}",
                    seat=self.seat,
                    waiting=waiting,
                )

    def apply(self, table: Table) -> None:
        draft = the_feature(table.features, FEATURE, DraftState)
        if self.seat is None:
            draft.next_pick(self.at)
        else:
            draft.record_pick(self.seat, self.at)


class DraftContinue(Action):
    type = "draft_continue"
    allowed = (
        "During the review time after a pack (003 7.7: time to look at the picks before "
        "the next pack) or a Rochester draft's look at the opened pack (003 8.5)."
    )
    doc = "End the review time and open the next pack (or, in Rochester, the look: start picking)."
    at: Annotated[int | None, at_field()]
    step: Annotated[int | None, Int(lo=1, hi=2**31, default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        draft = running_draft(table)
        check_step(draft, self.step)
        if draft.phase not in (REVIEW, LOOK):
            waiting = [draft.seats[s] for s in draft.waiting_for()]
            raise NothingToGoOn(
                f"the packs are being picked (pack {draft.round}, pick "
                f"{draft.pick}); still to pick: {', '.join(waiting)}",
                phase=draft.phase,
                waiting=waiting,
            )

    def apply(self, table: Table) -> None:
        the_feature(table.features, FEATURE, DraftState).go_on(self.at)


class DraftFinish(Action):
    type = "draft_finish"
    allowed = (
        "While the draft is under way (a casual table stops counting picks; 003 7.7 "
        "ends a draft when every card is taken, which the app records by itself)."
    )
    doc = "End the draft now (a casual table that stops counting picks); face-up cards turn down."
    at: Annotated[int | None, at_field()]

    def validate(self, table: Table) -> None:
        running_draft(table)

    def apply(self, table: Table) -> None:
        the_feature(table.features, FEATURE, DraftState).finish(self.at)


class DraftSetTimer(Action):
    type = "draft_set_timer"
    allowed = (
        "While the draft is under way, to the other setting (003 7.7: an untimed "
        "draft; appendix B's pick times when it runs)."
    )
    doc = "Run the pick timer, or not (a casual table without time limits)."
    on: Annotated[bool, Bool()]

    def validate(self, table: Table) -> None:
        draft = running_draft(table)
        if draft.timer == self.on:
            raise TimerAlreadySet(f"the timer is already {'on' if self.on else 'off'}", on=self.on)

    def apply(self, table: Table) -> None:
        the_feature(table.features, FEATURE, DraftState).timer = self.on


class DraftNote(Action):
    type = "draft_note"
    allowed = (
        "Once a draft is set up, during it or after it (CR 905.2b: the card was revealed "
        "as it was drafted; a note noticed late is still that moment's note)."
    )
    doc = (
        "905.2b: seat revealed card as it drafted it and noted value (a number, a colour, "
        "a card name, ...); visible to all for the rest of the draft and the game."
    )
    seat: Annotated[int, Int(lo=0, hi=MAX_SEATS - 1)]
    card: Annotated[str, Text(max_length=CARD_NAME)]
    kind: Annotated[str, Text(choices=NOTE_KINDS, default="other")]
    value: Annotated[str, Text(max_length=CARD_NAME)]

    def validate(self, table: Table) -> None:
        draft = draft_of(table)
        check_draft_seat(draft, self.seat)
        if len(draft.notes) >= MAX_NOTES:
            raise RuleViolation(f"at most {MAX_NOTES} notes")

    def apply(self, table: Table) -> None:
        draft = the_feature(table.features, FEATURE, DraftState)
        draft.notes.append(
            Note(
                draft.new_id(), self.seat, self.card, self.kind, self.value, draft.round, draft.pick
            )
        )


class DraftFaceUp(Action):
    type = "draft_face_up"
    allowed = "While the draft is under way (CR 905.2c: a card drafted face up)."
    doc = "905.2c: seat drafted card face up; it stays listed face up until the draft ends."
    seat: Annotated[int, Int(lo=0, hi=MAX_SEATS - 1)]
    card: Annotated[str, Text(max_length=CARD_NAME)]

    def validate(self, table: Table) -> None:
        draft = running_draft(table)
        check_draft_seat(draft, self.seat)
        if len(draft.face_up) >= MAX_NOTES:
            raise RuleViolation(f"at most {MAX_NOTES} face-up cards")

    def apply(self, table: Table) -> None:
        draft = the_feature(table.features, FEATURE, DraftState)
        draft.face_up.append(FaceUpCard(draft.new_id(), self.seat, self.card))


class DraftTurnDown(Action):
    type = "draft_turn_down"
    allowed = (
        "While a card drafted face up is still face up, during the draft or the game (CR 905.2c)."
    )
    doc = "905.2c: an effect turns a face-up drafted card face down (or it left the pile)."
    id: Annotated[int, Int(lo=1, hi=2**31)]

    def validate(self, table: Table) -> None:
        draft = draft_of(table)
        card = next((c for c in draft.face_up if c.id == self.id), None)
        if card is None or not card.face_up:
            raise InvalidField(
                f"draft_turn_down: no face-up card has id {self.id}", field="id", id=self.id
            )

    def apply(self, table: Table) -> None:
        card = next(
            c for c in the_feature(table.features, FEATURE, DraftState).face_up if c.id == self.id
        )
        card.face_up = False
        card.down_because = "effect"


# --- after the draft: conspiracies (905.4) -------------------------------------------------


class ConspiracyAdd(Action):
    type = "conspiracy_add"
    allowed = (
        "After the draft, at the start of a game before the starting player is determined "
        "(002, 905.4: at the start of the game, before decks are shuffled, each player may "
        "put conspiracies from their sideboard into the command zone); rules reading 4 "
        "refuses it once the game is under way."
    )
    doc = (
        "905.4: seat puts a conspiracy into the command zone; a hidden agenda goes face down "
        "with the card(s) its owner secretly names (two for a double agenda)."
    )
    seat: Annotated[int, Int(lo=0, hi=MAX_SEATS - 1)]
    card: Annotated[str, Text(max_length=CARD_NAME)]
    hidden_agenda: Annotated[bool, Bool(default=False)]
    named: Annotated[
        list[str] | None,
        ListOf(
            item=Text("name", max_length=CARD_NAME),
            min_items=1,
            max_items=2,
            default=None,
            nullable=True,
            doc="the secretly named card(s)",
        ),
    ]

    def validate(self, table: Table) -> None:
        draft = draft_of(table)
        if not draft.done:
            raise DraftNotOver(
                "conspiracies go into the command zone after the draft: end the draft first"
            )
        check_draft_seat(draft, self.seat)
        check_start_of_game(table, "conspiracies go into the command zone")
        if self.hidden_agenda and not self.named:
            raise InvalidField(
                "conspiracy_add: a hidden agenda needs the card its owner names", field="named"
            )
        if len(draft.conspiracies) >= MAX_NOTES:
            raise RuleViolation(f"at most {MAX_NOTES} conspiracies")

    def apply(self, table: Table) -> None:
        draft = the_feature(table.features, FEATURE, DraftState)
        draft.conspiracies.append(
            Conspiracy(
                draft.new_id(),
                self.seat,
                self.card,
                self.hidden_agenda,
                list(self.named or []),
                face_up=not self.hidden_agenda,
            )
        )


def check_start_of_game(table: Table, what: str) -> None:
    """Rules reading 4 (905.4): the command zone is set up at the start of a game, before
    the starting player is determined: with no game running, or one not yet begun."""
    game = table.game
    if table.rules < 4 or game is None or game.over:
        return
    if game.active is not None or game.turn > 0:
        raise ConspiracyNotAtStart(
            f"{what} at the start of a game, before the starting player is determined; game "
            f"{game.number} is under way",
            game=game.number,
            turn=game.turn,
        )


def _conspiracy(table: Table, cid: int, action: str) -> Conspiracy:
    found = next((c for c in draft_of(table).conspiracies if c.id == cid), None)
    if found is None:
        raise InvalidField(f"{action}: no conspiracy has id {cid}", field="id", id=cid)
    return found


class ConspiracyReveal(Action):
    type = "conspiracy_reveal"
    allowed = (
        "During a game, any time its owner has priority (002, 905.4a: a face-down "
        "conspiracy is turned face up); not before the game starts (rules reading 4)."
    )
    doc = "905.4a: turn a face-down conspiracy face up: its card and named card are shown to all."
    id: Annotated[int, Int(lo=1, hi=2**31)]

    def validate(self, table: Table) -> None:
        if _conspiracy(table, self.id, self.type).face_up:
            raise ConspiracyFaceUp("that conspiracy is already face up", id=self.id)
        game = table.game
        if table.rules >= 4 and (game is None or game.over):
            raise ConspiracyNoPriority(
                "a face-down conspiracy is turned face up during a game, when its owner has "
                "priority; start the game first",
                id=self.id,
            )

    def apply(self, table: Table) -> None:
        _conspiracy(table, self.id, self.type).face_up = True


class ConspiracyRemove(Action):
    type = "conspiracy_remove"
    allowed = (
        "A set-up mistake, in the same window as conspiracy_add: before a game, or at its "
        "start before the starting player is determined (002, 905.4 and 905.5: the "
        "conspiracy stays in its owner's command zone for the game)."
    )
    doc = "Take a conspiracy out of the command zone (a set-up mistake, or before the next game)."
    id: Annotated[int, Int(lo=1, hi=2**31)]

    def validate(self, table: Table) -> None:
        _conspiracy(table, self.id, self.type)
        check_start_of_game(table, "a conspiracy is taken out of the command zone")

    def apply(self, table: Table) -> None:
        draft = the_feature(table.features, FEATURE, DraftState)
        draft.conspiracies = [c for c in draft.conspiracies if c.id != self.id]


class DraftLeave(Action):
    type = "draft_leave"
    allowed = (
        "While a booster or Two-Headed Giant draft is under way, for a seat still "
        "drafting that is not the last one (003 7.7); not in a Rochester draft."
    )
    doc = (
        "A player who cannot go on drafting leaves the draft table (7.7): they keep the "
        "cards picked and still play in the event; the pack they hold is set aside and "
        "packs pass over their seat to the next player still drafting."
    )
    seat: Annotated[int, Int(lo=0, hi=MAX_SEATS - 1)]
    at: Annotated[int | None, at_field()]

    def validate(self, table: Table) -> None:
        draft = running_draft(table)
        check_draft_seat(draft, self.seat)
        name = draft.seats[self.seat]
        if self.seat in draft.gone:
            raise AlreadyLeftDraft(f"{name} has already left the draft", seat=self.seat)
        if draft.style == ROCHESTER:
            raise RochesterLeave(
                "a Rochester draft's opening and picking order runs round the "
                "whole table: end the draft instead",
                seat=self.seat,
            )
        if draft.drafting == [self.seat]:
            raise LastDrafter(
                f"{name} is the only player still drafting: end the draft instead", seat=self.seat
            )

    def apply(self, table: Table) -> None:
        the_feature(table.features, FEATURE, DraftState).leave(self.seat, self.at)


# This package's registration, read by engine/registry.py: its actions in the order the
# registry lists them.
ACTION_CLASSES: tuple[type[Action], ...] = (
    DraftSetup,
    DraftPick,
    DraftContinue,
    DraftFinish,
    DraftSetTimer,
    DraftNote,
    DraftFaceUp,
    DraftTurnDown,
    ConspiracyAdd,
    ConspiracyReveal,
    ConspiracyRemove,
    DraftLeave,
)

"""Actions of the stack tracker (``engine.hell.stack``): push, freeze and tap, resolve,
and seed 004's interrupt and block.

A spell may be a tracked card (a Hell card cast from hand or the sideboard): when it
leaves the stack the card goes where ``zone`` says, by default onto its controller's
battlefield if it resolves as a permanent, otherwise into its owner's graveyard (an
ownerless card: the sideboard, by seed 000's ownership rule).
"""

from __future__ import annotations

from typing import Annotated, Any

from engine.actions.base import Action
from engine.errors import InvalidField
from engine.feature import find_feature
from engine.fields import Bool, Int, Seat, Text
from engine.game import Game
from engine.hell import errors
from engine.hell.action_support import (
    NAME_LENGTH,
    check_card,
    check_not_revealed,
    enter,
    hell_game,
    hell_of,
    name_of,
    push_to_stack,
    zone_target,
)
from engine.hell.pool import is_permanent
from engine.hell.stack import StackState
from engine.hell.state import STACK
from engine.table import Table

LEAVE_ZONES = (
    "battlefield",
    "hand",
    "library",
    "graveyard",
    "exile",
    "command",
    "sideboard",
    "hell_library",
    "outside",
)


def stack_of(game: Game) -> StackState | None:
    return find_feature(game.features, "stack", StackState)


def the_stack(game: Game) -> StackState:
    """The game's stack, which the action's validation has found there."""
    stack = stack_of(game)
    assert stack is not None, "validated: the game has a stack"
    return stack


def check_item(game: Game, item_id: int) -> dict[str, Any]:
    stack = stack_of(game)
    item = stack.find(item_id) if stack else None
    if item is None:
        raise errors.UnknownStackItem(
            f"nothing on the stack has the id {item_id}", field="item", item=item_id
        )
    return item


def leave_target(
    table: Table, game: Game, item: dict[str, Any], zone: str | None, resolving: bool
) -> tuple[tuple[str, str, str], str | None] | None:
    """Where a card spell goes when it leaves the stack (None for a spell without a card)."""
    card = item["card"]
    if card is None:
        return None
    hell = hell_of(table)
    if zone is None:
        zone = "battlefield" if resolving and is_permanent(hell.card(card)) else "graveyard"
    if zone == "battlefield":
        return zone_target(hell, game, zone, item["controller"], card=card)
    if zone in ("sideboard", "hell_library", "outside"):
        return zone_target(hell, game, zone, None, card=card)
    return zone_target(hell, game, zone, None, owners=True, card=card)


class _LeaveStack(Action):
    """An item leaves the stack; its card, if any, goes to a zone."""

    # each kind declares the two as fields: the item (resolve: default the top one) and the
    # zone its card goes to (default: where the rules send it)
    item: int | None
    zone: str | None
    outcome = ""

    def _item(self, table: Table, game: Game) -> dict[str, Any]:
        assert self.item is not None  # a required field but for stack_resolve, which overrides
        return check_item(game, self.item)

    def validate(self, table: Table) -> None:
        game = table.running_game()
        item = self._item(table, game)
        self._item_id = item["id"]
        self._target = leave_target(table, game, item, self.zone, self.outcome == "resolved")

    def _details(self, stack: StackState, item: dict[str, Any]) -> dict[str, Any]:
        return {}

    def apply(self, table: Table) -> None:
        game = table.current_game()
        stack = the_stack(game)
        item = check_item(game, self._item_id)
        details = self._details(stack, item)
        stack.remove(item, self.outcome, **details)
        if self._target is not None:
            hell = hell_of(table)
            to, note = self._target
            player = to[1] or None
            hell.move(item["card"], to, mover=player)
            hell.last_event = {
                "type": "left_stack",
                "card": item["card"],
                "outcome": self.outcome,
                "to": hell.zone_view(to),
                "redirected": note,
            }


class StackPush(Action):
    type = "stack_push"
    allowed = "During a game, whenever a spell is cast or an ability goes on the stack (000, Hellscube v1.2: the stack tracker); not a Hell card only looked at."
    doc = (
        "Put a spell or ability on the stack (top), with its controller: a name, or a tracked "
        "card (a Hell card cast from anywhere)."
    )
    controller: Annotated[int, Seat()]
    name: Annotated[str | None, Text(max_length=NAME_LENGTH, default=None, nullable=True)]
    card: Annotated[int | None, Int(lo=0, default=None, nullable=True)]

    def validate(self, table: Table) -> None:
        game = table.running_game()
        game.check_seat(self.controller, "controller")
        if self.card is None and self.name is None:
            raise InvalidField("stack_push needs a name or a card", field="name")
        if self.card is not None:
            hell = hell_of(table)
            hell_game(table, hell)
            check_card(hell, self.card)
            check_not_revealed(hell, self.card)
            if hell.where[self.card] == STACK:
                raise errors.CardNotThere(
                    f"card {self.card} is already on the stack", card=self.card
                )

    def apply(self, table: Table) -> None:
        game = table.current_game()
        if self.card is None:
            assert self.name is not None  # validate: a name or a card
            stack = stack_of(game)
            if stack is None:
                stack = game.features["stack"] = StackState()
            stack.push(
                name=self.name,
                controller=self.controller,
                controller_name=name_of(game, self.controller),
                card=None,
            )
            return
        hell = hell_of(table)
        enter(table, hell)
        came_from = hell.where[self.card]
        push_to_stack(table, hell, game, self.card, self.controller)
        if self.name is not None:
            the_stack(game).items[0]["name"] = self.name
        hell.last_event = {
            "type": "cast",
            "card": self.card,
            "from": hell.zone_view(came_from),
            "controller": self.controller,
        }


class _Freeze(Action):
    item: Annotated[
        int | None,
        Int(
            lo=1,
            default=None,
            nullable=True,
            doc="a spell; null (and no position): the whole stack",
        ),
    ]
    tap: Annotated[bool, Bool(default=False, doc="tap (untap) the spell: a tapped spell is frozen")]
    position: Annotated[
        str | None,
        Text(
            choices=("top", "bottom", "all"),
            default=None,
            nullable=True,
            doc="instead of item: the spell on top, the one at the bottom, or all: the whole stack",
        ),
    ]
    value = True

    def _target(self, game: Game) -> dict[str, Any] | None:
        """The item named by id or position, or None for the whole stack."""
        if self.item is not None and self.position is not None:
            raise InvalidField(f"{self.type}: give item or position, not both", field="position")
        if self.position in ("top", "bottom"):
            stack = stack_of(game)
            if stack is None or not stack.items:
                raise errors.StackEmpty("the stack is empty")
            return stack.items[0 if self.position == "top" else -1]
        if self.item is None:
            return None
        return check_item(game, self.item)

    def validate(self, table: Table) -> None:
        game = table.running_game()
        item = self._target(game)
        if item is None:
            if self.tap:
                raise InvalidField(
                    f"{self.type}: only a spell can be tapped, not the whole stack", field="tap"
                )
            stack = stack_of(game)
            if (stack.frozen if stack else False) == self.value:
                raise errors.StackNoChange(
                    f"the stack is already {'frozen' if self.value else 'not frozen'}"
                )
            self._item_id = None
            return
        flag = "tapped" if self.tap else "frozen"
        if item[flag] == self.value:
            raise errors.StackNoChange(
                f"stack item {item['id']} is already {'' if self.value else 'not '}{flag}",
                item=item["id"],
            )
        self._item_id = item["id"]

    def apply(self, table: Table) -> None:
        game = table.current_game()
        stack = stack_of(game)
        if stack is None:
            stack = game.features["stack"] = StackState()
        if self._item_id is None:
            stack.frozen = self.value
        else:
            check_item(game, self._item_id)["tapped" if self.tap else "frozen"] = self.value


class StackFreeze(_Freeze):
    type = "stack_freeze"
    allowed = "During a game, whenever an effect freezes (or taps) a spell or the whole stack (000, Hellscube v1.2, freezing)."
    doc = "Freeze a spell (or tap it), or the whole stack: frozen spells do not resolve."


class StackUnfreeze(_Freeze):
    type = "stack_unfreeze"
    allowed = "During a game, whenever an effect unfreezes (or untaps) a spell or the stack (000, Hellscube v1.2, freezing)."
    doc = "Unfreeze (or untap) a spell, or the whole stack."
    value = False


class StackResolve(_LeaveStack):
    type = "stack_resolve"
    allowed = "During a game, when all players pass with the stack not empty (CR 608): the topmost spell that is not frozen; a frozen one only when an effect names it (000: frozen spells do not resolve)."
    doc = (
        "Resolve the topmost spell that is not frozen; naming an item resolves that one even "
        "if frozen (an effect that resolves a frozen spell resolves it)."
    )
    item: Annotated[int | None, Int(lo=1, default=None, nullable=True)]
    zone: Annotated[
        str | None,
        Text(
            choices=LEAVE_ZONES,
            default=None,
            nullable=True,
            doc="where its card goes: default its controller's battlefield for a permanent, "
            "else its owner's graveyard",
        ),
    ]
    outcome = "resolved"

    def _item(self, table: Table, game: Game) -> dict[str, Any]:
        if self.item is not None:
            return check_item(game, self.item)
        stack = stack_of(game)
        if stack is None or not stack.items:
            raise errors.StackEmpty("the stack is empty")
        following = stack.next_to_resolve()
        if following is None:
            what = "the stack is frozen" if stack.frozen else "every spell on the stack is frozen"
            raise errors.StackFrozen(
                f"{what}: play goes on as if it were empty; name a spell if an effect resolves it"
            )
        return following

    def _details(self, stack: StackState, item: dict[str, Any]) -> dict[str, Any]:
        return {"forced": stack.item_frozen(item) or stack.next_to_resolve() is not item}


class StackInterrupt(_LeaveStack):
    type = "stack_interrupt"
    allowed = "During a game, when an action on the stack becomes impossible (the stack tracker of 000; 004, 526.1: interrupting)."
    doc = (
        "Interrupt an action on the stack (seed 004, 526.1): it has become impossible and "
        "leaves the stack without being paid for."
    )
    item: Annotated[int, Int(lo=1)]
    reason: Annotated[str | None, Text(max_length=NAME_LENGTH, default=None, nullable=True)]
    zone: Annotated[
        str | None,
        Text(
            choices=LEAVE_ZONES,
            default=None,
            nullable=True,
            doc="where its card goes: default its owner's graveyard",
        ),
    ]
    outcome = "interrupted"

    def _details(self, stack: StackState, item: dict[str, Any]) -> dict[str, Any]:
        return {"paid": False, "reason": self.reason}


class StackBlock(_LeaveStack):
    type = "stack_block"
    allowed = "During a game, when a card blocks an action on the stack (the stack tracker of 000; 004, 527.2 and 524.4: blocking)."
    doc = (
        "Block an action on the stack (seed 004, 527.2 and 524.4): it leaves the stack with "
        "no effect, counts as declared but not performed, and its costs stay paid."
    )
    item: Annotated[int, Int(lo=1)]
    by: Annotated[
        str | None,
        Text(max_length=NAME_LENGTH, default=None, nullable=True, doc="the blocking card"),
    ]
    zone: Annotated[
        str | None,
        Text(
            choices=LEAVE_ZONES,
            default=None,
            nullable=True,
            doc="where its card goes: default its owner's graveyard",
        ),
    ]
    outcome = "blocked"

    def _details(self, stack: StackState, item: dict[str, Any]) -> dict[str, Any]:
        return {"paid": True, "by": self.by}

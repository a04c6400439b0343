"""The stack tracker: frozen spells and stacks (seed 000), interrupting and blocking
(seed 004), and Hell cards cast onto it."""

from __future__ import annotations

import random

import pytest
from hell_game_helpers import assert_every_card_once, hell, start, zone_of

from engine import Session
from engine import errors as E
from engine.hell import errors as HE


def stack(session):
    return session.state()["features"]["stack"]


def names(session):
    return [item["name"] for item in stack(session)["items"]]


def plain_game():
    session = Session(random.Random(0))
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    return session


def push(session, name, controller=0):
    session.apply({"type": "stack_push", "controller": controller, "name": name})
    return stack(session)["items"][0]["id"]


def test_the_stack_works_in_any_format_top_first():
    session = plain_game()
    bolt = push(session, "Bolt")
    counter = push(session, "Counterspell", 1)
    assert names(session) == ["Counterspell", "Bolt"]
    assert stack(session)["next"] == counter
    session.apply({"type": "stack_resolve"})
    assert names(session) == ["Bolt"]
    assert stack(session)["history"][-1]["outcome"] == "resolved"
    session.apply({"type": "stack_resolve"})
    assert names(session) == [] and stack(session)["acts_as_empty"]
    with pytest.raises(HE.StackEmpty):
        session.apply({"type": "stack_resolve"})
    assert bolt != counter


def test_frozen_spells_do_not_resolve_and_the_next_unfrozen_one_does():
    session = plain_game()
    bottom = push(session, "Bottom")
    top = push(session, "Top")
    session.apply({"type": "stack_freeze", "item": top})
    assert stack(session)["next"] == bottom
    session.apply({"type": "stack_resolve"})
    assert names(session) == ["Top"]
    with pytest.raises(HE.StackFrozen):
        session.apply({"type": "stack_resolve"})
    assert stack(session)["acts_as_empty"] is True
    # an effect that resolves a frozen spell resolves it
    session.apply({"type": "stack_resolve", "item": top})
    assert names(session) == [] and stack(session)["history"][-1]["forced"] is True


def test_a_tapped_spell_is_frozen_and_the_whole_stack_can_freeze():
    session = plain_game()
    one = push(session, "One")
    session.apply({"type": "stack_freeze", "item": one, "tap": True})
    item = stack(session)["items"][0]
    assert item["tapped"] and not item["frozen"] and item["effectively_frozen"]
    with pytest.raises(HE.StackNoChange):
        session.apply({"type": "stack_freeze", "item": one, "tap": True})
    session.apply({"type": "stack_unfreeze", "item": one, "tap": True})
    session.apply({"type": "stack_freeze"})
    assert stack(session)["frozen"] and stack(session)["acts_as_empty"]
    push(session, "Cast while frozen")  # play goes on as if the stack were empty
    with pytest.raises(HE.StackFrozen):
        session.apply({"type": "stack_resolve"})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "stack_freeze", "tap": True})
    with pytest.raises(HE.StackNoChange):
        session.apply({"type": "stack_freeze"})
    session.apply({"type": "stack_unfreeze"})
    session.apply({"type": "stack_resolve"})
    assert names(session) == ["One"]
    with pytest.raises(HE.UnknownStackItem):
        session.apply({"type": "stack_freeze", "item": 99})


def test_interrupted_actions_are_not_paid_blocked_ones_are():
    session = plain_game()
    attack = push(session, "Attack")
    spell = push(session, "Spell")
    session.apply({"type": "stack_interrupt", "item": spell, "reason": "its target left"})
    session.apply({"type": "stack_block", "item": attack, "by": "Wall of Denial"})
    history = stack(session)["history"]
    assert history[0]["outcome"] == "interrupted" and history[0]["paid"] is False
    assert history[0]["reason"] == "its target left"
    assert history[1]["outcome"] == "blocked" and history[1]["paid"] is True
    assert history[1]["by"] == "Wall of Denial"
    # only an action on the stack can be interrupted or blocked
    with pytest.raises(HE.UnknownStackItem):
        session.apply({"type": "stack_block", "item": attack})


def test_hell_card_spells_go_where_they_belong_when_they_leave_the_stack():
    session = start(order=[2, 5, 7, 1, 0, 3, 4, 6, 8, 9])
    session.apply(
        {"type": "hell_deal_opening"}
    )  # Ann: 0 White Whale, 1 Purple Haze; Bob: 2 Lutri, 3 Gnat
    session.apply({"type": "stack_push", "controller": 0, "card": 0})
    session.apply({"type": "stack_push", "controller": 0, "card": 1})
    assert names(session) == ["Purple Haze", "White Whale"]
    assert zone_of(session, 0) == ("stack", "", "")
    with pytest.raises(HE.CardNotThere):
        session.apply({"type": "stack_push", "controller": 0, "card": 1})
    session.apply({"type": "stack_resolve"})  # an instant: its owner's graveyard
    assert zone_of(session, 1) == ("graveyard", "Ann", "")
    session.apply({"type": "stack_resolve"})  # a creature: its controller's battlefield
    assert zone_of(session, 0) == ("battlefield", "Ann", "")
    session.apply({"type": "stack_push", "controller": 1, "card": 2})
    session.apply({"type": "stack_block", "item": stack(session)["items"][0]["id"]})
    assert zone_of(session, 2) == ("graveyard", "Bob", "")
    session.apply({"type": "stack_push", "controller": 1, "card": 3})
    session.apply(
        {"type": "stack_interrupt", "item": stack(session)["items"][0]["id"], "zone": "exile"}
    )
    assert zone_of(session, 3) == ("exile", "Bob", "")
    assert_every_card_once(session)


def test_moving_a_card_off_the_stack_takes_its_item_and_the_sweep_clears_card_spells():
    session = start()
    session.apply({"type": "hell_deal_opening"})
    session.apply({"type": "stack_push", "controller": 0, "card": 0})
    session.apply({"type": "stack_push", "controller": 0, "card": 1})
    session.apply({"type": "stack_push", "controller": 0, "name": "Trigger"})
    session.apply({"type": "hell_move", "card": 1, "zone": "hand", "player": 0})
    assert names(session) == ["Trigger", "Zebra Meadow"]
    assert stack(session)["history"][-1]["outcome"] == "moved"
    session.apply({"type": "hell_end_game"})
    assert names(session) == ["Trigger"]
    assert hell(session).where[0] == ("hell_library", "", "")
    assert_every_card_once(session)

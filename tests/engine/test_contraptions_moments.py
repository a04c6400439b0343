"""Issue 23: each Contraption action at the moment seed 001 allows it (rules reading 4).

001 (Unstable): "At the beginning of their upkeep, if a player controls an assembled
Contraption, they move the CRANK! counter to the next sprocket ... If a player controls no
assembled Contraption, the counter does not move." The dice variants roll at every upkeep.
The crank is not optional, so the turn does not pass over an upkeep that never began; one
forgotten until a later step is recorded as a correction, a separate action."""

from __future__ import annotations

import pytest
from contraptions_helpers import core, cx, start

from engine.contraptions import errors as CE


def unchanged(session, action, error):
    before = session.state()
    with pytest.raises(error):
        session.apply(action)
    assert session.state() == before


def assembled_for_ann(rules="unstable", **setup):
    """Turn 1, Ann: her upkeep (nothing assembled yet), then a card assembles one."""
    s = start(rules, **setup)
    s.apply({"type": "contraptions_upkeep"})
    for prompt in cx(s)["prompts"]:  # the dice variants' upkeep asks for an assembly
        if prompt["kind"] == "assemble":
            s.apply(
                {"type": "decline_assemble"}
                if rules == "factions"
                else {"type": "assemble", "sprocket": 1}
            )
    s.apply(
        {
            "type": "assemble",
            "sprocket": 1,
            "reason": "effect",
            **({"faction": "Order of the Widget"} if rules == "factions" else {}),
        }
    )
    return s


def test_001_the_turn_does_not_pass_over_an_upkeep_that_would_move_the_counter():
    s = assembled_for_ann()
    s.apply({"type": "next_turn"})  # Bob controls none: his counter stays
    assert cx(s)["active"]["todo"] == "upkeep"
    s.apply({"type": "next_turn"})  # so his turn may pass without it
    unchanged(s, {"type": "next_turn"}, CE.UpkeepMissed)  # Ann controls one: it must move
    s.apply({"type": "contraptions_upkeep"})
    assert cx(s)["rigs"][0]["counter"] == 1  # 3 -> 1
    s.apply({"type": "crank", "cards": []})
    s.apply({"type": "next_turn"})


def test_001_a_contraption_assembled_this_turn_owes_no_upkeep_this_turn():
    """It was not on a sprocket at the start of the upkeep, so nothing moved then."""
    s = start("unstable")
    s.apply({"type": "set_step", "step": "main1"})
    s.apply({"type": "assemble", "sprocket": 2, "reason": "effect"})
    s.apply({"type": "next_turn"})


def test_001_the_old_reading_keeps_its_meaning():
    """Rules reading 2 let the turn pass over the upkeep; a log of it replays as it was."""
    s = start("unstable", rules_reading=2)
    s.apply({"type": "assemble", "sprocket": 1, "reason": "effect"})
    s.apply({"type": "next_turn"})
    s.apply({"type": "next_turn"})
    s.apply({"type": "next_turn"})
    assert cx(s)["rigs"][0]["counter"] == 3


@pytest.mark.parametrize("rules", ["factions", "shared_dice"])
def test_001_the_dice_variants_roll_at_every_upkeep(rules):
    """001, variants 1 and 2: "at upkeep the player rolls a d6" whatever is assembled."""
    s = start(rules)
    unchanged(s, {"type": "next_turn"}, CE.UpkeepMissed)
    s.apply({"type": "contraptions_upkeep"})
    assert cx(s)["active"]["dice"]


def test_001_planechase_the_counter_moves_while_any_sprocket_holds_one():
    s = start("planechase")
    s.apply({"type": "next_turn"})  # nothing assembled: nothing owed
    s.apply({"type": "contraptions_upkeep"})
    s.apply({"type": "assemble", "sprocket": 1, "reason": "effect"})
    s.apply({"type": "next_turn"})
    unchanged(s, {"type": "next_turn"}, CE.UpkeepMissed)


def test_001_each_teammate_has_their_own_upkeep_in_two_headed_giant():
    s = start("unstable", players=("Ann", "Bob", "Cid", "Dan"), fmt="two_headed_giant")
    s.apply({"type": "assemble", "player": 1, "sprocket": 1, "reason": "effect"})
    s.apply({"type": "next_turn"})
    s.apply({"type": "next_turn"})  # Ann and Bob's turn again
    with pytest.raises(CE.UpkeepMissed) as refused:
        s.apply({"type": "next_turn"})
    assert refused.value.details["player"] == 1  # Bob's counter, not Ann's
    s.apply({"type": "contraptions_upkeep", "player": 1})
    s.apply({"type": "crank", "player": 1, "cards": []})
    s.apply({"type": "next_turn"})


def test_001_the_upkeep_begins_at_the_start_of_the_upkeep_and_later_is_a_correction():
    s = assembled_for_ann()
    s.apply({"type": "next_turn"})
    s.apply({"type": "next_turn"})
    unchanged(s, {"type": "contraptions_upkeep_forgotten"}, CE.UpkeepNotForgotten)
    s.apply({"type": "set_step", "step": "main1"})
    unchanged(s, {"type": "contraptions_upkeep"}, CE.UpkeepPassed)
    record = s.apply({"type": "contraptions_upkeep_forgotten"})
    assert record["type"] == "contraptions_upkeep_forgotten"
    view = cx(s)
    assert view["rigs"][0]["counter"] == 1
    assert {"event": "correction", "player": 0, "step": "main1"} in view["events"]
    assert s.table.game.step == "main1"  # the correction does not rewind the step
    unchanged(s, {"type": "contraptions_upkeep_forgotten"}, CE.UpkeepAlreadyDone)
    s.apply({"type": "crank", "cards": []})
    s.apply({"type": "next_turn"})


def test_001_contraptions_are_set_up_at_the_start_of_the_game():
    """001: "At the start of the game the players shuffle their Contraption decks and put
    them face down in the command zone"."""
    import random

    from engine import Session

    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "choose_first_player", "result": 0})
    s.apply({"type": "next_turn"})
    unchanged(s, {"type": "contraptions_setup", "rules": "planechase"}, CE.SetupTooLate)
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    s.apply({"type": "contraptions_setup", "rules": "planechase"})
    assert core(s).rules == "planechase"

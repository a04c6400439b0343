"""Contraptions under the "dice and factions" house rule: five shared face-up faction
decks, the upkeep die, the 2- and 3-dice option, declining, and the counter moving after
the assembly."""

import pytest
from contraptions_helpers import assert_every_card_once, cx, names, start, turn

from engine import Session
from engine import errors as E
from engine.contraptions import errors as CE
from engine.contraptions.cards import FACTIONS, GOBLIN, LABS, SNEAK, WIDGET
from engine.contraptions.unstable_set import UNSTABLE_CONTRAPTIONS


def faction_names(faction):
    return [c.name for c in UNSTABLE_CONTRAPTIONS if c.faction == faction]


def test_five_face_up_shared_decks_of_nine_and_per_player_sprockets():
    view = cx(start("factions", players=("Ann", "Bob", "Cid")))
    assert view["shared_deck"] and not view["shared_sprockets"]
    assert [d["faction"] for d in view["decks"]] == list(FACTIONS)
    assert all(d["count"] == 9 and d["face_up"] for d in view["decks"])
    assert names(view["decks"][0]["cards"]) == faction_names(WIDGET)
    assert [r["seat"] for r in view["rigs"]] == [0, 1, 2]
    assert view["options"] == {"dice": 1, "decline_to": "bottom"}
    assert len(view["scrapyards"]) == 1 and view["scrapyards"][0]["owner"] is None


def test_setup_refuses_a_card_without_faction_and_records_five_shuffles():
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    with pytest.raises(CE.InvalidContraptionCard) as refused:
        session.apply(
            {"type": "contraptions_setup", "rules": "factions", "deck": ["Gift Horse", "My Gadget"]}
        )
    assert "'My Gadget' has no faction" in refused.value.message
    with pytest.raises(CE.WrongRuleSet):
        session.apply({"type": "contraptions_setup", "rules": "factions", "decks": [None, None]})
    with pytest.raises(CE.InvalidShuffle):
        session.apply(
            {"type": "contraptions_setup", "rules": "factions", "shuffles": [list(range(45))]}
        )
    record = session.apply(
        {
            "type": "contraptions_setup",
            "rules": "factions",
            "dice": 2,
            "deck": ["Gift Horse", {"name": "My Gadget", "faction": LABS}],
        }
    )
    assert [len(s) for s in record["shuffles"]] == [0, 0, 0, 1, 1]


@pytest.mark.parametrize("die, faction", list(zip(range(1, 6), FACTIONS)))
def test_the_die_names_a_faction(die, faction):
    session = start("factions")
    session.apply({"type": "contraptions_upkeep", "dice": [die]})
    view = cx(session)
    prompt = view["prompt"]
    assert prompt["kind"] == "assemble" and prompt["factions"] == [faction]
    assert prompt["compulsory"] is False and view["active"]["dice"] == [die]
    assert view["active"]["todo"] == "assemble"
    other = next(f for f in FACTIONS if f != faction)
    with pytest.raises(E.RuleViolation):
        session.apply({"type": "assemble", "sprocket": 1, "faction": other})
    record = session.apply({"type": "assemble", "sprocket": 1})
    assert record["faction"] == faction and record["reason"] == "upkeep"
    view = cx(session)
    card = view["rigs"][0]["sprockets"][0][0]
    assert card["name"] == faction_names(faction)[0] and card["owner"] == 0
    assert view["active"]["kept_die"] == die


def test_a_six_lets_the_player_pick_and_the_counter_moves_after_assembling():
    session = start("factions")
    session.apply({"type": "contraptions_upkeep", "dice": [6]})
    assert cx(session)["prompt"]["factions"] == list(FACTIONS)
    with pytest.raises(E.InvalidField):
        session.apply({"type": "assemble", "sprocket": 1})  # which library?
    session.apply({"type": "assemble", "sprocket": 1, "faction": GOBLIN})
    view = cx(session)
    # the fresh Contraption can be cranked on the very first turn: 3 -> 1
    assert view["rigs"][0]["counter"] == 1
    assert view["prompt"]["kind"] == "crank"
    assert names(view["active"]["may_crank"]) == [faction_names(GOBLIN)[0]]
    assert view["active"]["kept_die"] == 6
    assert [e["event"] for e in view["events"]] == ["assembled", "counter_moved"]


def test_counter_cycle_over_many_turns_and_no_move_while_declining_with_nothing():
    # played as a first-release log (rules reading 1): Ann's open cranks lapse with the turn;
    # reading 2 holds the turn for them (test_contraptions_unstable)
    session = start("factions", rules_reading=1)
    session.apply({"type": "contraptions_upkeep", "dice": [1]})
    session.apply({"type": "decline_assemble"})
    view = cx(session)
    assert view["rigs"][0]["counter"] == 3  # controls nothing
    assert view["decks"][0]["cards"][-1]["name"] == faction_names(WIDGET)[0]  # to the bottom
    assert view["decks"][0]["count"] == 9
    positions = []
    for round_ in range(9):
        view = turn(session, dice=[2])  # Bob declines each time
        session.apply({"type": "decline_assemble"})
        assert cx(session)["rigs"][1]["counter"] == 3
        view = turn(session, dice=[4])  # Ann assembles a Goblin
        if view["prompt"] and view["prompt"]["kind"] == "assemble":
            session.apply({"type": "assemble", "sprocket": 2})
        positions.append(cx(session)["rigs"][0]["counter"])
    assert positions == [1, 2, 3, 1, 2, 3, 1, 2, 3]
    assert cx(session)["decks"][3]["count"] == 0
    view = turn(session, dice=[5])
    session.apply({"type": "decline_assemble"})
    view = turn(session, dice=[4])  # Goblins are exhausted
    assert view["rigs"][0]["counter"] == 1 and view["prompt"] is None  # sprocket 1 is empty
    assert [e["event"] for e in view["events"]] == [
        "rolled",
        "nothing_to_assemble",
        "counter_moved",
        "sprocket_empty",
    ]
    assert_every_card_once(session)


def test_declining_into_the_scrapyard_by_the_setting():
    session = start("factions", decline_to="scrapyard")
    session.apply({"type": "contraptions_upkeep", "dice": [6]})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "decline_assemble"})
    session.apply({"type": "decline_assemble", "faction": SNEAK})
    view = cx(session)
    assert names(view["scrapyards"][0]["cards"]) == [faction_names(SNEAK)[0]]
    assert view["decks"][1]["count"] == 8 and view["prompt"] is None
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "decline_assemble"})


def test_two_or_three_dice_keep_one_and_must_assemble():
    session = start("factions", dice=3)
    with pytest.raises(E.InvalidField):
        session.apply({"type": "contraptions_upkeep", "dice": [1]})
    session.apply({"type": "contraptions_upkeep", "dice": [1, 5, 1]})
    view = cx(session)
    assert view["prompt"]["factions"] == [WIDGET, LABS] and view["prompt"]["compulsory"]
    assert view["active"]["dice"] == [1, 5, 1]
    with pytest.raises(CE.AssemblyCompulsory):
        session.apply({"type": "decline_assemble", "faction": WIDGET})
    with pytest.raises(E.RuleViolation):
        session.apply({"type": "assemble", "sprocket": 1, "faction": GOBLIN})
    session.apply({"type": "assemble", "sprocket": 3, "faction": LABS})
    assert cx(session)["active"]["kept_die"] == 5


def test_dice_are_drawn_and_recorded_when_not_given():
    session = start("factions", dice=2)
    record = session.apply({"type": "contraptions_upkeep"})
    assert len(record["dice"]) == 2 and all(1 <= d <= 6 for d in record["dice"])


def test_card_directed_assembly_names_a_library_and_the_assembler_owns():
    session = start("factions")
    with pytest.raises(E.InvalidField):
        session.apply({"type": "assemble", "player": 1, "sprocket": 2})
    session.apply(
        {"type": "assemble", "player": 1, "sprocket": 2, "faction": SNEAK, "reason": "effect"}
    )
    card = cx(session)["rigs"][1]["sprockets"][1][0]
    assert card["owner"] == 1 and card["controller"] == 1
    session.apply(
        {"type": "contraption_move", "card": card["id"], "to": "player", "player": 0, "sprocket": 1}
    )
    session.apply({"type": "contraption_move", "card": card["id"], "to": "graveyard"})
    assert names(cx(session)["scrapyards"][0]["cards"]) == [card["name"]]

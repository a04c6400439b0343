"""Contraptions under the "dice, one shared deck" house rule: the upkeep die cranks a
sprocket (1-3) or assembles 1-3 Contraptions (4-6); shared sprockets, no counter movement,
and control only of the sprocket cranked this turn."""

import pytest
from contraptions_helpers import NAMES, assert_every_card_once, cx, names, start, turn

from engine import errors as E
from engine.contraptions import errors as CE


def test_shared_deck_and_sprockets_without_a_counter():
    view = cx(start("shared_dice", players=("A", "B", "C", "D")))
    assert view["shared_deck"] and view["shared_sprockets"]
    assert len(view["rigs"]) == 1 and view["rigs"][0]["seat"] is None
    assert view["rigs"][0]["counter"] is None
    assert [d["count"] for d in view["decks"]] == [45]


def test_four_to_six_assemble_that_many_spread_as_chosen():
    session = start("shared_dice", players=("A", "B", "C", "D"))
    session.apply({"type": "contraptions_upkeep", "dice": [6]})
    view = cx(session)
    assert view["prompt"] == {
        "kind": "assemble",
        "player": 0,
        "count": 3,
        "remaining": 3,
        "compulsory": True,
    }
    with pytest.raises(CE.WrongRuleSet):
        session.apply({"type": "decline_assemble"})
    for sprocket in (1, 3, 3):
        session.apply({"type": "assemble", "sprocket": sprocket})
    view = cx(session)
    assert view["prompt"] is None
    assert [names(s) for s in view["rigs"][0]["sprockets"]] == [[NAMES[0]], [], NAMES[1:3]]
    assert all(
        c["owner"] == 0 and c["controller"] is None for s in view["rigs"][0]["sprockets"] for c in s
    )
    assert view["active"]["controls"] == []
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "assemble", "sprocket": 1, "reason": "upkeep"})


def test_one_to_three_crank_that_sprocket_and_only_it_is_controlled_this_turn():
    session = start("shared_dice", players=("A", "B", "C"))
    session.apply({"type": "contraptions_upkeep", "dice": [5]})
    session.apply({"type": "assemble", "sprocket": 2})
    session.apply({"type": "assemble", "sprocket": 1})
    view = turn(session, dice=[2])  # B cranks sprocket 2
    assert view["rigs"][0]["counter"] == 2
    assert view["active"]["cranked_sprocket"] == 2
    assert names(view["active"]["may_crank"]) == [NAMES[0]]
    assert names(view["active"]["controls"]) == [NAMES[0]]
    sprockets = view["rigs"][0]["sprockets"]
    assert sprockets[1][0]["controller"] == 1 and sprockets[0][0]["controller"] is None
    assert sprockets[1][0]["owner"] == 0
    session.apply({"type": "crank", "cards": [0]})
    view = turn(session, dice=[3])  # C: sprocket 3 is empty
    assert view["prompt"] is None and view["rigs"][0]["counter"] == 3
    assert view["events"][-1]["event"] == "sprocket_empty"
    assert view["active"]["controls"] == []
    session.apply({"type": "next_turn"})  # no upkeep yet: no control
    view = cx(session)
    assert view["rigs"][0]["counter"] is None and view["active"]["controls"] == []
    assert view["active"]["todo"] == "upkeep"


def test_no_counter_movement_over_many_turns():
    session = start("shared_dice", players=("A", "B"))
    session.apply({"type": "contraptions_upkeep", "dice": [6]})
    for sprocket in (1, 2, 3):
        session.apply({"type": "assemble", "sprocket": sprocket})
    for roll in [1, 2, 3, 3, 2, 1, 4, 1]:
        view = turn(session, dice=[roll])
        if roll <= 3:
            assert view["rigs"][0]["counter"] == roll
            assert view["prompt"]["kind"] == "crank" and view["prompt"]["sprocket"] == roll
            session.apply({"type": "crank", "cards": []})
        else:
            assert view["rigs"][0]["counter"] is None
            session.apply({"type": "assemble", "sprocket": 1})
    assert_every_card_once(session)


def test_the_deck_running_out_ends_the_assembly():
    deck = NAMES[:2]
    session = start("shared_dice", deck=deck, shuffles=[[0, 1]])
    session.apply({"type": "contraptions_upkeep", "dice": [6]})
    session.apply({"type": "assemble", "sprocket": 1})
    assert cx(session)["prompt"]["remaining"] == 2
    session.apply({"type": "assemble", "sprocket": 1})
    view = cx(session)
    assert view["prompt"] is None and view["decks"][0]["count"] == 0
    session.apply({"type": "assemble", "sprocket": 2, "reason": "effect"})  # nothing happens
    assert cx(session)["events"] == [{"event": "deck_empty", "player": 0, "deck": 0}]
    session.apply({"type": "next_turn"})
    session.apply({"type": "contraptions_upkeep", "dice": [4]})  # nothing to assemble
    assert cx(session)["prompt"] is None


def test_control_cannot_be_given_on_shared_sprockets_but_reassembly_works():
    session = start("shared_dice")
    session.apply({"type": "assemble", "sprocket": 1})
    with pytest.raises(CE.WrongRuleSet):
        session.apply(
            {"type": "contraption_move", "card": 0, "to": "player", "player": 1, "sprocket": 1}
        )
    session.apply({"type": "contraption_move", "card": 0, "to": "sprocket", "sprocket": 2})
    assert names(cx(session)["rigs"][0]["sprockets"][1]) == [NAMES[0]]
    session.apply({"type": "contraption_move", "card": 0, "to": "library"})
    assert names(cx(session)["scrapyards"][0]["cards"]) == [NAMES[0]]


def test_only_the_active_player_has_the_shared_upkeep_once():
    session = start("shared_dice", players=("A", "B", "C", "D"), fmt="two_headed_giant")
    with pytest.raises(CE.NotActivePlayer):
        session.apply({"type": "contraptions_upkeep", "player": 1})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "contraptions_upkeep", "dice": [1, 2]})
    session.apply({"type": "contraptions_upkeep"})
    with pytest.raises(CE.UpkeepAlreadyDone):
        session.apply({"type": "contraptions_upkeep"})

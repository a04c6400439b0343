"""Contraptions "like Planechase": a shared deck and sprockets, one counter that moves when
any sprocket holds a Contraption, paid rolls in a main phase ({2}, then {1} more each roll,
back to {2} next turn) and the look-at-N arrangement."""

import pytest
from contraptions_helpers import NAMES, assert_every_card_once, core, cx, names, start, turn

from engine import errors as E
from engine.contraptions import errors as CE


def main_phase(session):
    session.apply({"type": "set_step", "step": "main1"})


def deck_names(session):
    st = core(session)
    return [st.cards[c].name for c in st.decks[0].cards]


def test_the_shared_counter_moves_only_when_a_sprocket_holds_a_contraption():
    session = start("planechase", players=("A", "B", "C"))
    session.apply({"type": "contraptions_upkeep"})
    for _ in range(4):
        view = turn(session)
        assert view["rigs"][0]["counter"] == 3 and view["events"][-1]["event"] == "counter_stays"
    session.apply({"type": "assemble", "player": 2, "sprocket": 2})  # by a card: plain rule
    positions = []
    for _ in range(7):
        view = turn(session)
        positions.append(view["rigs"][0]["counter"])
        if view["prompt"]:
            assert view["prompt"]["kind"] == "crank"
            session.apply({"type": "crank", "cards": [0]})
    assert positions == [1, 2, 3, 1, 2, 3, 1]


def test_owner_is_who_assembled_and_controller_whose_turn_it_is_on_the_current_sprocket():
    session = start("planechase", players=("A", "B", "C"))
    session.apply({"type": "assemble", "player": 2, "sprocket": 1})
    session.apply({"type": "assemble", "player": 1, "sprocket": 2})
    view = turn(session)  # B's turn: 3 -> 1
    one, two = view["rigs"][0]["sprockets"][0][0], view["rigs"][0]["sprockets"][1][0]
    assert (one["owner"], one["controller"]) == (2, 1)
    assert (two["owner"], two["controller"]) == (1, None)
    assert names(view["active"]["controls"]) == [NAMES[0]]
    assert names(view["active"]["may_crank"]) == [NAMES[0]]


def test_roll_cost_escalates_and_resets_each_turn():
    session = start("planechase", players=("A", "B"))
    view = cx(session)
    assert view["next_roll_cost"] == 2
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    paid = []
    for _ in range(3):
        assert cx(session)["active"]["next_roll_cost"] == 2 + len(paid)
        record = session.apply({"type": "contraptions_roll", "result": 1})
        paid.append(record["cost"])
        looked = cx(session)["prompt"]["cards"]
        session.apply({"type": "contraptions_arrange", "top": [looked[0]["id"]]})
    assert paid == [2, 3, 4]
    assert cx(session)["active"]["rolls_this_turn"] == 3
    with pytest.raises(CE.RollCostMismatch) as refused:
        session.apply({"type": "contraptions_roll", "cost": 2})
    assert refused.value.details["cost"] == 5
    turn(session)
    assert cx(session)["next_roll_cost"] == 2
    main_phase(session)
    assert session.apply({"type": "contraptions_roll", "cost": 2, "result": 3})["cost"] == 2


def test_roll_refusals():
    session = start("planechase", players=("A", "B"))
    with pytest.raises(CE.UpkeepNotDone):
        session.apply({"type": "contraptions_roll"})
    session.apply({"type": "contraptions_upkeep"})
    with pytest.raises(CE.NotMainPhase):
        session.apply({"type": "contraptions_roll"})  # still the upkeep
    main_phase(session)
    with pytest.raises(CE.NotActivePlayer):
        session.apply({"type": "contraptions_roll", "player": 1})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "contraptions_roll", "result": 7})
    session.apply({"type": "contraptions_roll", "result": 2})
    with pytest.raises(CE.ContraptionPromptPending):
        session.apply({"type": "contraptions_roll"})
    with pytest.raises(CE.ContraptionPromptPending):  # the top is being looked at
        session.apply({"type": "assemble", "sprocket": 1})
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "contraptions_arrange", "player": 1, "top": []})


def test_look_at_n_assemble_one_reorder_the_top_and_bottom_the_rest():
    session = start("planechase", players=("A", "B"))
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    session.apply({"type": "contraptions_roll", "result": 5})
    view = cx(session)
    prompt = view["prompt"]
    assert prompt["kind"] == "arrange" and prompt["roll"] == 5 and prompt["private"]
    assert names(prompt["cards"]) == NAMES[:5] and view["active"]["todo"] == "arrange"
    assert deck_names(session)[:5] == NAMES[:5]  # still on top while looked at
    session.apply({"type": "contraptions_arrange", "assemble": 2, "sprocket": 3, "top": [4, 0]})
    deck = deck_names(session)
    assert deck[:2] == [NAMES[4], NAMES[0]] and deck[2] == NAMES[5]
    assert deck[-2:] == [NAMES[1], NAMES[3]]  # the rest, to the bottom
    assert len(deck) == 44
    view = cx(session)
    assert names(view["rigs"][0]["sprockets"][2]) == [NAMES[2]]
    assert view["rigs"][0]["sprockets"][2][0]["owner"] == 0
    assert view["prompt"] is None
    assert_every_card_once(session)


def test_arrange_with_an_explicit_bottom_order_and_assembling_none():
    session = start("planechase", players=("A", "B"))
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    session.apply({"type": "contraptions_roll", "result": 3})
    session.apply({"type": "contraptions_arrange", "top": [1], "bottom": [2, 0]})
    deck = deck_names(session)
    assert deck[0] == NAMES[1] and deck[-2:] == [NAMES[2], NAMES[0]] and len(deck) == 45


@pytest.mark.parametrize(
    "arrange, error",
    [
        ({"assemble": 0}, E.InvalidField),  # no sprocket
        ({"sprocket": 1}, E.InvalidField),  # no card
        ({"assemble": 0, "sprocket": 1, "top": [0]}, E.InvalidField),
        ({"top": [1, 1]}, E.InvalidField),
        ({"top": [7]}, CE.ContraptionNotThere),  # not among those looked at
        ({"top": [0], "bottom": [1]}, E.InvalidField),  # card 2 left out
    ],
)
def test_arrange_refusals(arrange, error):
    session = start("planechase", players=("A", "B"))
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    session.apply({"type": "contraptions_roll", "result": 3})
    with pytest.raises(error):
        session.apply({"type": "contraptions_arrange", **arrange})
    assert cx(session)["prompt"]["kind"] == "arrange"


def test_a_roll_larger_than_the_deck_looks_at_what_is_left_and_an_empty_deck_cannot_roll():
    session = start("planechase", deck=NAMES[:2], shuffles=[[0, 1]])
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    session.apply({"type": "contraptions_roll", "result": 6})
    assert len(cx(session)["prompt"]["cards"]) == 2
    session.apply({"type": "contraptions_arrange", "assemble": 1, "sprocket": 1})
    session.apply({"type": "contraptions_roll", "result": 6})
    session.apply({"type": "contraptions_arrange", "assemble": 0, "sprocket": 1})
    with pytest.raises(CE.EmptyContraptionDeck):
        session.apply({"type": "contraptions_roll"})
    assert cx(session)["active"]["todo"] is None


def test_an_unanswered_look_lapses_with_the_turn_and_leaves_the_deck_as_it_was():
    """Rules reading 1 (first-release logs): the look lapsed with the turn."""
    session = start("planechase", players=("A", "B"), rules_reading=1)
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    session.apply({"type": "contraptions_roll", "result": 4})
    view = turn(session)
    assert view["prompts"] == [] and deck_names(session) == NAMES


def test_the_roll_result_is_recorded():
    session = start("planechase", players=("A", "B"))
    session.apply({"type": "contraptions_upkeep"})
    main_phase(session)
    record = session.apply({"type": "contraptions_roll"})
    assert 1 <= record["result"] <= 6 and record["cost"] == 2 and record["player"] == 0

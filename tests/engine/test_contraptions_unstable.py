"""Contraptions under the Unstable rules: setup checks, the CRANK! counter over many turns,
assembling (an empty deck included), cranking, the scrapyard, exile, control, replay, undo."""

import json

import pytest
from contraptions_helpers import (
    NAMES,
    assert_every_card_once,
    core,
    cx,
    names,
    sprocket_names,
    start,
    turn,
)

from engine import Session
from engine import errors as E
from engine.contraptions import errors as CE

# --- setup ----------------------------------------------------------------------------------


def test_default_setup_gives_each_player_the_45_and_three_empty_sprockets():
    view = cx(start())
    assert view["rules"] == "unstable" and not view["shared_deck"] and not view["shared_sprockets"]
    assert [d["count"] for d in view["decks"]] == [45, 45]
    assert [d["owner"] for d in view["decks"]] == [0, 1]
    assert all(d["cards"] is None and not d["face_up"] for d in view["decks"])
    assert [r["seat"] for r in view["rigs"]] == [0, 1]
    assert all(r["counter"] == 3 for r in view["rigs"])
    assert all(r["sprockets"] == [[], [], []] for r in view["rigs"])
    assert view["card_count"] == 90
    assert view["active"]["todo"] == "upkeep"


def test_shuffle_is_recorded_and_replays():
    session = start(shuffled=True)
    record = session.log[-1]
    assert len(record["shuffles"]) == 2 and sorted(record["shuffles"][0]) == list(range(45))
    replayed = Session.replay(json.loads(json.dumps(session.log)))
    assert core(replayed) == core(session)


def test_too_small_deck_is_refused_with_a_clear_message():
    session = start(players=("Ann", "Bob"), decks=[None, NAMES[:45]])
    with pytest.raises(CE.ContraptionsAlreadySetUp):
        session.apply({"type": "contraptions_setup", "rules": "unstable"})
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    with pytest.raises(CE.ContraptionDeckTooSmall) as refused:
        session.apply(
            {"type": "contraptions_setup", "rules": "unstable", "decks": [NAMES[:15], NAMES[:14]]}
        )
    assert "Bob's Contraption deck has 14 card(s)" in refused.value.message
    assert "at least 15" in refused.value.message
    assert refused.value.code == "contraption_deck_too_small"
    assert isinstance(refused.value, E.RuleViolation)
    assert "contraptions" not in session.state()["features"]


def test_duplicates_are_refused_case_blind():
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    deck = NAMES[:15] + ["applied  AERONAUTICS"]
    with pytest.raises(CE.DuplicateContraption) as refused:
        session.apply({"type": "contraptions_setup", "rules": "unstable", "decks": [deck, None]})
    assert "Ann's Contraption deck holds 'applied AERONAUTICS' twice" in refused.value.message


@pytest.mark.parametrize(
    "setup, error",
    [
        ({"decks": [None]}, E.InvalidField),  # two players, one deck
        ({"deck": None, "decks": [None, None], "dice": 2}, CE.WrongRuleSet),
        ({"deck": ["Gift Horse"]}, CE.WrongRuleSet),
        ({"decline_to": "scrapyard"}, CE.WrongRuleSet),
        ({"shuffles": [list(range(45))]}, CE.InvalidShuffle),
        ({"shuffles": [list(range(45)), [0] * 45]}, CE.InvalidShuffle),
        ({"decks": [[{"name": "X", "faction": "Gruul"}], None]}, CE.InvalidContraptionCard),
        ({"decks": [[{"nom": "X"}], None]}, CE.InvalidContraptionCard),
        ({"decks": [[{"name": "  "}], None]}, CE.InvalidContraptionCard),
        ({"decks": [[{"name": "X", "note": "n" * 201}], None]}, CE.InvalidContraptionCard),
        ({"decks": [[3], None]}, CE.InvalidContraptionCard),
        ({"decks": "all"}, CE.InvalidContraptionCard),
        ({"rules": "vintage"}, E.InvalidField),
    ],
)
def test_setup_refusals(setup, error):
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    with pytest.raises(error):
        session.apply({"type": "contraptions_setup", "rules": "unstable", **setup})
    assert session.state()["features"] == {}


def test_setup_needs_a_running_game():
    with pytest.raises(E.NoGame):
        Session().apply({"type": "contraptions_setup", "rules": "unstable"})


def test_custom_cards_and_edited_names_and_notes():
    custom = [
        {"name": "Штуковина", "note": "my own"},
        {"name": "Gift Horse", "note": "Конь"},
        {"name": "Tread Mill", "faction": None, "number": None},
    ] + NAMES[20:32]
    session = start(decks=[custom, None], shuffles=[list(range(15)), list(range(45))])
    for _ in range(3):
        session.apply({"type": "assemble", "sprocket": 1})
    cards = cx(session)["rigs"][0]["sprockets"][0]
    assert cards[0] == {
        "id": 0,
        "name": "Штуковина",
        "faction": None,
        "number": None,
        "note": "my own",
        "owner": 0,
        "controller": 0,
    }
    assert cards[1]["faction"] == "Goblin Explosioneers" and cards[1]["number"] == 183
    assert cards[1]["note"] == "Конь"
    assert cards[2]["faction"] is None and cards[2]["number"] is None


# --- the CRANK! counter -----------------------------------------------------------------------


def test_without_contraptions_the_counter_never_moves():
    session = start()
    session.apply({"type": "contraptions_upkeep"})
    for _ in range(12):
        view = turn(session)
        assert [r["counter"] for r in view["rigs"]] == [3, 3]
        assert view["prompt"] is None
        assert view["events"][-1]["event"] == "counter_stays"


def test_first_move_is_3_to_1_then_the_cycle_continues_over_many_turns():
    session = start()
    session.apply({"type": "assemble", "sprocket": 2})  # Ann assembles in her main phase
    view = turn(session)  # Bob: no Contraption, stays
    assert [r["counter"] for r in view["rigs"]] == [3, 3]
    positions = []
    for _ in range(10):
        view = turn(session)  # Ann's turn
        positions.append(view["rigs"][0]["counter"])
        if view["prompt"]:
            session.apply({"type": "crank", "cards": []})
        view = turn(session)  # Bob's turn
        assert view["rigs"][1]["counter"] == 3
    assert positions == [1, 2, 3, 1, 2, 3, 1, 2, 3, 1]


def test_the_game_state_step_becomes_upkeep():
    session = start()
    session.apply({"type": "next_turn"})
    assert session.state()["step"] == "untap"
    session.apply({"type": "contraptions_upkeep"})
    assert session.state()["step"] == "upkeep"


def test_the_machine_stops_when_the_last_contraption_is_destroyed():
    session = start()
    session.apply({"type": "assemble", "sprocket": 1})
    turn(session), turn(session)
    view = cx(session)
    assert view["rigs"][0]["counter"] == 1 and view["prompt"]["kind"] == "crank"
    card = view["prompt"]["cards"][0]["id"]
    session.apply({"type": "crank", "cards": [card]})
    session.apply({"type": "contraption_move", "card": card, "to": "graveyard"})
    turn(session)
    view = turn(session)
    assert view["rigs"][0]["counter"] == 1
    assert view["events"] == [{"event": "counter_stays", "player": 0, "sprocket": 1}]


def test_the_counter_moving_to_an_empty_sprocket_asks_nothing():
    session = start()
    session.apply({"type": "assemble", "sprocket": 3})
    turn(session)
    view = turn(session)
    assert view["rigs"][0]["counter"] == 1 and view["prompt"] is None
    assert view["events"][-1] == {"event": "sprocket_empty", "player": 0, "sprocket": 1}
    assert view["active"]["may_crank"] == [] and view["active"]["todo"] is None


# --- cranking --------------------------------------------------------------------------------


def test_crank_a_chosen_subset_in_a_chosen_order():
    session = start()
    for _ in range(3):
        session.apply({"type": "assemble", "sprocket": 1})
    session.apply({"type": "assemble", "sprocket": 2})
    view = turn(session)
    view = turn(session)
    assert view["active"]["todo"] == "crank" and view["active"]["crank_sprocket"] == 1
    assert names(view["active"]["may_crank"]) == NAMES[:3]
    with pytest.raises(CE.ContraptionNotThere):  # on sprocket 2
        session.apply({"type": "crank", "cards": [3]})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "crank", "cards": [0, 0]})
    with pytest.raises(CE.UnknownContraption):
        session.apply({"type": "crank", "cards": [999]})
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "crank", "player": 1, "cards": []})
    session.apply({"type": "crank", "cards": [2, 0]})
    view = cx(session)
    assert view["events"] == [
        {
            "event": "cranked",
            "player": 0,
            "sprocket": 1,
            "cards": [2, 0],
            "names": [NAMES[2], NAMES[0]],
        }
    ]
    assert view["prompt"] is None
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "crank", "cards": [1]})


def test_an_unanswered_crank_lapses_with_the_turn_under_reading_1():
    """Logs of the first release (rules reading 1): the turn passed over an open crank."""
    session = start(rules_reading=1)
    session.apply({"type": "assemble", "sprocket": 1})
    turn(session), turn(session)
    assert cx(session)["prompt"]["kind"] == "crank"
    view = turn(session)
    assert view["prompts"] == []
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "crank", "player": 0, "cards": [0]})


def test_the_turn_does_not_pass_over_an_open_crank():
    """Rules reading 2 (issue 11, 8): Next turn does not skip a pending upkeep choice; the
    player cranks (an empty list cranks none) and then the turn passes."""
    session = start()
    session.apply({"type": "assemble", "sprocket": 1})
    turn(session), turn(session)
    assert cx(session)["prompt"]["kind"] == "crank"
    with pytest.raises(CE.ContraptionPromptPending, match="crank"):
        session.apply({"type": "next_turn"})
    session.apply({"type": "crank", "player": 0, "cards": []})
    turn(session)


# --- upkeep refusals -------------------------------------------------------------------------


def test_upkeep_refusals():
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    with pytest.raises(CE.ContraptionsNotSetUp):
        session.apply({"type": "contraptions_upkeep"})
    session.apply({"type": "contraptions_setup", "rules": "unstable"})
    with pytest.raises(CE.NotActivePlayer):
        session.apply({"type": "contraptions_upkeep"})  # nobody's turn yet
    session.apply({"type": "choose_first_player", "result": 1})
    with pytest.raises(CE.NotActivePlayer):
        session.apply({"type": "contraptions_upkeep", "player": 0})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "contraptions_upkeep", "dice": [3]})
    session.apply({"type": "contraptions_upkeep"})
    with pytest.raises(CE.UpkeepAlreadyDone):
        session.apply({"type": "contraptions_upkeep"})
    with pytest.raises(CE.WrongRuleSet):
        session.apply({"type": "contraptions_roll"})
    with pytest.raises(CE.WrongRuleSet):
        session.apply({"type": "decline_assemble"})
    with pytest.raises(CE.WrongRuleSet):
        session.apply({"type": "assemble", "sprocket": 1, "faction": "Crossbreed Labs"})


def test_two_headed_giant_teammates_each_have_an_upkeep():
    session = start(players=("A", "B", "C", "D"), fmt="two_headed_giant")
    session.apply({"type": "assemble", "player": 1, "sprocket": 1})
    session.apply({"type": "contraptions_upkeep", "player": 0})
    session.apply({"type": "contraptions_upkeep", "player": 1})
    view = cx(session)
    assert [r["counter"] for r in view["rigs"]] == [3, 1, 3, 3]
    assert view["prompts"][0]["player"] == 1
    with pytest.raises(CE.NotActivePlayer):
        session.apply({"type": "contraptions_upkeep", "player": 2})


# --- assembling ------------------------------------------------------------------------------


def test_assembling_from_an_empty_deck_does_nothing_and_nobody_loses():
    session = start(decks=[NAMES[:15], None], shuffles=[list(range(15)), list(range(45))])
    for sprocket in [1, 2, 3] * 5:
        session.apply({"type": "assemble", "sprocket": sprocket})
    assert cx(session)["decks"][0]["count"] == 0
    record = session.apply({"type": "assemble", "sprocket": 1})
    assert record == {"type": "assemble", "player": 0, "sprocket": 1, "reason": "effect"}
    view = cx(session)
    assert view["events"] == [{"event": "deck_empty", "player": 0, "deck": 0}]
    assert [len(s) for s in view["rigs"][0]["sprockets"]] == [5, 5, 5]
    assert session.state()["players"][0]["losing"] == []
    assert_every_card_once(session)


def test_each_player_assembles_from_their_own_deck_onto_their_own_sprockets():
    session = start()
    session.apply({"type": "assemble", "player": 1, "sprocket": 3})
    view = cx(session)
    assert sprocket_names(view, 1) == [[], [], [NAMES[0]]]
    card = view["rigs"][1]["sprockets"][2][0]
    assert card["id"] == 45 and card["owner"] == 1 and card["controller"] == 1
    assert [d["count"] for d in view["decks"]] == [45, 44]


def test_assemble_for_the_upkeep_needs_an_upkeep_waiting():
    session = start()
    with pytest.raises(CE.NoContraptionPrompt):
        session.apply({"type": "assemble", "sprocket": 1, "reason": "upkeep"})


# --- the scrapyard, exile and control --------------------------------------------------------


@pytest.mark.parametrize("to", ["graveyard", "hand", "library", "scrapyard"])
def test_anywhere_but_exile_means_the_owners_scrapyard(to):
    session = start()
    session.apply({"type": "assemble", "sprocket": 1})
    session.apply(
        {"type": "contraption_move", "card": 0, "to": "player", "player": 1, "sprocket": 2}
    )
    session.apply({"type": "contraption_move", "card": 0, "to": to})
    view = cx(session)
    assert names(view["scrapyards"][0]["cards"]) == [NAMES[0]]
    assert view["scrapyards"][1]["cards"] == []
    assert view["events"] == [{"event": "scrapyard", "card": 0, "would_go": to, "name": NAMES[0]}]
    assert_every_card_once(session)


def test_exile_and_a_return_from_exile_goes_to_the_scrapyard():
    session = start()
    session.apply({"type": "assemble", "sprocket": 1})
    session.apply({"type": "contraption_move", "card": 0, "to": "exile"})
    view = cx(session)
    assert names(view["exile"]) == [NAMES[0]] and view["exile"][0]["controller"] is None
    with pytest.raises(CE.ContraptionNotThere):
        session.apply({"type": "contraption_move", "card": 0, "to": "exile"})
    with pytest.raises(CE.ContraptionNotThere):
        session.apply({"type": "contraption_move", "card": 0, "to": "sprocket", "sprocket": 2})
    session.apply({"type": "contraption_move", "card": 0, "to": "battlefield"})
    view = cx(session)
    assert view["exile"] == [] and names(view["scrapyards"][0]["cards"]) == [NAMES[0]]
    assert view["events"][0]["would_go"] == "battlefield"


def test_the_scrapyard_and_the_library_cannot_be_touched():
    session = start()
    with pytest.raises(CE.ContraptionNotThere) as refused:
        session.apply({"type": "contraption_move", "card": 5, "to": "exile"})
    assert "library" in refused.value.message
    session.apply({"type": "assemble", "sprocket": 1})
    session.apply({"type": "contraption_move", "card": 0, "to": "graveyard"})
    for to in ("exile", "battlefield", "hand"):
        with pytest.raises(CE.ContraptionNotThere):
            session.apply({"type": "contraption_move", "card": 0, "to": to})


def test_reassemble_and_give_control():
    session = start()
    session.apply({"type": "assemble", "sprocket": 1})
    session.apply({"type": "contraption_move", "card": 0, "to": "sprocket", "sprocket": 3})
    assert sprocket_names(cx(session)) == [[], [], [NAMES[0]]]
    with pytest.raises(E.RuleViolation):
        session.apply({"type": "contraption_move", "card": 0, "to": "sprocket", "sprocket": 3})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "contraption_move", "card": 0, "to": "sprocket"})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "contraption_move", "card": 0, "to": "player", "sprocket": 1})
    with pytest.raises(E.RuleViolation):
        session.apply(
            {"type": "contraption_move", "card": 0, "to": "player", "player": 0, "sprocket": 1}
        )
    with pytest.raises(E.UnknownPlayer):
        session.apply(
            {"type": "contraption_move", "card": 0, "to": "player", "player": 5, "sprocket": 1}
        )
    session.apply(
        {"type": "contraption_move", "card": 0, "to": "player", "player": 1, "sprocket": 2}
    )
    view = cx(session)
    card = view["rigs"][1]["sprockets"][1][0]
    assert card["owner"] == 0 and card["controller"] == 1
    # Bob now controls an assembled Contraption: his counter moves in his upkeep; Ann's does not
    session.apply({"type": "contraptions_upkeep"})
    view = turn(session)
    assert [r["counter"] for r in view["rigs"]] == [3, 1]


# --- replay and undo --------------------------------------------------------------------------


def play_some(session):
    for sprocket in (1, 2, 1):
        session.apply({"type": "assemble", "sprocket": sprocket})
    for _ in range(6):
        view = turn(session)
        if view["prompt"]:
            session.apply({"type": "crank", "cards": [c["id"] for c in view["prompt"]["cards"]]})
    first, second = [c["id"] for c in cx(session)["rigs"][0]["sprockets"][0]]
    session.apply({"type": "contraption_move", "card": first, "to": "exile"})
    session.apply({"type": "contraption_move", "card": second, "to": "hand"})


def test_the_log_replays_to_the_same_contraptions():
    session = start(shuffled=True)
    play_some(session)
    replayed = Session.replay(json.loads(json.dumps(session.log)))
    assert json.dumps(replayed.state(), sort_keys=True) == json.dumps(
        session.state(), sort_keys=True
    )
    assert replayed.table == session.table


def test_undo_puts_the_counter_and_the_cards_back():
    session = start(shuffled=True)
    play_some(session)
    before = json.dumps(session.state(), sort_keys=True)
    undone = 0
    for _ in range(5):
        session.apply({"type": "undo"})
        undone += 1
        assert_every_card_once(session)
    session.apply({"type": "redo", "steps": undone})
    after = session.state()
    after["log_length"] -= 6
    assert json.dumps(after, sort_keys=True) == before

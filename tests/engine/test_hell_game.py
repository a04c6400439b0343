"""Hell's Half-Draft at the table (seed 000): the library, opening hands and mulligans,
Hell draws of every verdict, the shared sideboard, owners, the end-of-game sweep and the
next game, the view the front end renders, undo/redo and replay."""

from __future__ import annotations

import json
import random

import pytest
from hell_game_helpers import (
    NAMES,
    POOL,
    assert_every_card_once,
    card,
    hell,
    recorded_setup,
    snapshot,
    start,
    synthetic_pool,
    view,
    zone_of,
)

from engine import Session
from engine import errors as E
from engine.hell import errors as HE
from engine.hell.pool import library_size, parse_fraction
from engine.hell.state import REVEALED, SIDEBOARD
from engine.log import dump_lines, replay_lines


def apply_all(session, *actions):
    return [session.apply(a) for a in actions]


# --- building the library ------------------------------------------------------------------


def test_a_tenth_of_720_cards_and_250_basics_is_97_and_the_record_keeps_only_those():
    session = Session(random.Random(1))
    pool = synthetic_pool(720)
    record = session.apply({"type": "hell_setup", "pool": pool, "pool_name": "test pool"})
    assert "pool" not in record
    assert len(record["library"]) == 97
    assert record["pool_size"] == 970
    assert record["pool_hash"].startswith("sha256:")
    # each distinct card once: at most 97 definitions, at most 5 of them basics
    assert len(record["cards"]) <= 97
    basics = [c for c in record["cards"] if c["id"].startswith("basic/")]
    assert len(basics) <= 5
    state = hell(session)
    assert len(state.library) == 97 and state.pool.count == 97
    assert view(session)["setup"]["basics"] == {
        n: 50 for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    }
    # the record replays to the same library without the pool
    again = Session.replay(session.log)
    assert hell(again).library == state.library
    assert [hell(again).card(c).name for c in range(97)] == [state.card(c).name for c in range(97)]
    assert_every_card_once(session)


def test_the_library_is_a_random_sample_of_pool_and_basics():
    pool = synthetic_pool(720)
    seen_basics = 0
    for seed in range(5):
        session = Session(random.Random(seed))
        record = session.apply({"type": "hell_setup", "pool": pool})
        names = [record["cards"][i]["name"] for i in record["library"]]
        assert len({n for n in names if n.startswith("Card")}) == sum(
            n.startswith("Card") for n in names
        )
        seen_basics += sum(n in ("Plains", "Island", "Swamp", "Mountain", "Forest") for n in names)
    # about a quarter of the pool is basics: 5 libraries of 97 hold some
    assert 60 < seen_basics < 190


@pytest.mark.parametrize(
    "total, fraction, size",
    [
        (970, "1/10", 97),
        (975, "1/10", 98),
        (974, "1/10", 97),
        (5, "1/10", 1),
        (4, "1/10", 1),
        (100, "0.25", 25),
        (7, "1", 7),
        (3, "1/2", 2),
    ],
)
def test_library_size_rounds_to_the_nearest_card_halves_up(total, fraction, size):
    assert library_size(total, parse_fraction(fraction)) == size


def test_setup_settings_basics_nebula_fraction_and_size():
    session = Session(random.Random(3))
    record = session.apply(
        {
            "type": "hell_setup",
            "pool": synthetic_pool(10),
            "basics": {"Nebula": 10, "Plains": 0},
            "fraction": "1/2",
        }
    )
    assert len(record["library"]) == 10 and record["pool_size"] == 20
    nebula = [c for c in record["cards"] if c["name"] == "Nebula"]
    if nebula:
        assert nebula[0]["faces"][0]["subtypes"] == ["Nebula"]
    assert view(session)["setup"]["basics"] == {"Nebula": 10}
    session = Session(random.Random(3))
    record = session.apply(
        {"type": "hell_setup", "pool": synthetic_pool(10), "basics": {}, "size": 4}
    )
    assert len(record["library"]) == 4 and record["pool_size"] == 10


def test_nebula_is_a_basic_land_for_purple():
    session = Session(random.Random(0))
    session.apply({"type": "new_game", "players": ["Ann"]})
    session.apply({"type": "hell_setup", "pool": [], "basics": {"Nebula": 3}, "size": 3})
    session.apply({"type": "hell_declare_colors", "player": 0, "colors": ["G"]})
    session.apply({"type": "hell_draw", "player": 0})
    draw = view(session)["last_draw"]
    assert draw["verdict"] == "land"
    assert draw["card_data"]["type_line"] == "Basic Land — Nebula"
    assert "{P}" in draw["card_data"]["text"]


@pytest.mark.parametrize(
    "action, error",
    [
        ({"pool": [{"name": "x"}]}, HE.InvalidPool),
        ({"pool": [card("A"), card("A")]}, HE.InvalidPool),
        ({"pool": [card("A")], "cards": [card("A")], "library": [0]}, HE.InvalidPool),
        ({}, HE.InvalidPool),
        ({"cards": [card("A")], "library": [1]}, HE.InvalidPool),
        ({"cards": [card("A")], "library": []}, HE.InvalidPool),
        ({"pool": [card("A")], "fraction": "2"}, HE.InvalidPool),
        ({"pool": [card("A")], "fraction": "1/0"}, HE.InvalidPool),
        ({"pool": [card("A")], "basics": {}, "size": 2}, HE.InvalidPool),
        ({"pool": [], "basics": {}}, HE.InvalidPool),
        ({"pool": [card("A")], "basics": {"Snow": 3}}, E.InvalidField),
        ({"pool": [card("A")], "basics": {"Plains": -1}}, E.InvalidField),
        ({"pool": "everything"}, E.InvalidField),
    ],
)
def test_bad_setups_are_refused_and_change_nothing(action, error):
    session = Session(random.Random(0))
    before = snapshot(session)
    with pytest.raises(error):
        session.apply({"type": "hell_setup", **action})
    assert snapshot(session) == before


def test_the_pool_hash_names_the_pool():
    one = Session(random.Random(0)).apply({"type": "hell_setup", "pool": synthetic_pool(20)})
    two = Session(random.Random(9)).apply({"type": "hell_setup", "pool": synthetic_pool(20)})
    three = Session(random.Random(0)).apply({"type": "hell_setup", "pool": synthetic_pool(21)})
    assert one["pool_hash"] == two["pool_hash"] != three["pool_hash"]


def test_hell_actions_need_a_setup():
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    with pytest.raises(HE.HellNotSetUp):
        session.apply({"type": "hell_draw", "player": 0})
    with pytest.raises(E.NoGame):  # HellNotSetUp is a NoGame
        session.apply({"type": "sideboard_shuffle"})


# --- opening hands and mulligans ----------------------------------------------------------


def test_opening_hands_deal_two_hell_cards_per_player_from_the_top():
    session = start()
    session.apply({"type": "hell_deal_opening"})
    state = hell(session)
    assert state.zone(("hand", "Ann", "")) == [0, 1]
    assert state.zone(("hand", "Bob", "")) == [2, 3]
    assert state.library == [4, 5, 6, 7, 8, 9]
    assert state.owner == {0: "Ann", 1: "Ann", 2: "Bob", 3: "Bob"}
    assert view(session)["statistics"]["hell_dealt"] == {"Ann": 2, "Bob": 2}
    assert view(session)["hell_library"] == {"count": 6}


def test_dealing_more_than_the_library_holds_is_refused():
    session = start(players=("A", "B", "C", "D", "E", "F"), colors=())
    with pytest.raises(HE.HellLibraryEmpty):
        session.apply({"type": "hell_deal_opening"})
    session.apply({"type": "hell_deal_opening", "players": [5, 0], "count": 1})
    assert hell(session).zone(("hand", "F", "")) == [0]
    assert hell(session).zone(("hand", "A", "")) == [1]


def test_london_mulligan_returns_hell_cards_to_the_bottom_in_the_given_order_without_shuffling():
    session = start()
    session.apply({"type": "hell_deal_opening"})
    session.apply({"type": "hell_mulligan", "player": 0, "order": [1, 0]})
    state = hell(session)
    # the rest of the library is untouched; the returned cards are under it, 1 then 0
    assert state.library == [6, 7, 8, 9, 1, 0]
    assert state.zone(("hand", "Ann", "")) == [4, 5]
    # a card back in the Hell library has no owner until someone takes it again
    assert 0 not in state.owner and 1 not in state.owner and state.owner[4] == "Ann"
    # the London bottom step: chosen Hell cards go under, in order
    session.apply({"type": "hell_bottom", "player": 0, "cards": [5]})
    assert state.library == [6, 7, 8, 9, 1, 0, 5]
    assert view(session)["statistics"]["hell_dealt"]["Ann"] == 4
    assert_every_card_once(session)


def test_mulligan_default_order_is_the_hand_and_wrong_orders_are_refused():
    session = start()
    session.apply({"type": "hell_deal_opening"})
    for order in ([0], [0, 1, 2], [0, 0], [2, 3]):
        with pytest.raises(HE.InvalidOrder):
            session.apply({"type": "hell_mulligan", "player": 0, "order": order})
    with pytest.raises(HE.CardNotThere):
        session.apply({"type": "hell_bottom", "player": 0, "cards": [2]})
    with pytest.raises(HE.InvalidOrder):
        session.apply({"type": "hell_bottom", "player": 0, "cards": [0, 0]})
    session.apply({"type": "hell_mulligan", "player": 1, "deal": 0})
    assert hell(session).library[-2:] == [2, 3]
    assert hell(session).zone(("hand", "Bob", "")) == []


# --- Hell draws, one per verdict ----------------------------------------------------------


def draw(session, player, **extra):
    record = session.apply({"type": "hell_draw", "player": player, **extra})
    return record, view(session)["last_draw"]


def test_a_land_goes_to_hand_and_in_the_own_draw_step_may_be_played_at_once():
    session = start()
    apply_all(
        session, {"type": "choose_first_player", "result": 0}, {"type": "set_step", "step": "draw"}
    )
    record, last = draw(session, 0)
    assert record["card"] == 0 and record["verdict"] == "land"
    assert last["reason_code"] == "land" and "land" in last["reason"]
    assert last["resolution"] == "hand" and not last["pending"]
    assert last["draw_step"] is True and last["draw_step_option"] == "play_land_now"
    assert zone_of(session, 0) == ("hand", "Ann", "")
    assert hell(session).owner[0] == "Ann"


def test_a_castable_spell_outside_the_own_draw_step_has_no_discount():
    session = start(order=[1, 0, 2, 3, 4, 5, 6, 7, 8, 9])
    apply_all(
        session, {"type": "choose_first_player", "result": 1}, {"type": "set_step", "step": "draw"}
    )
    _, last = draw(session, 0)  # Ann draws in Bob's draw step
    assert last["verdict"] == "castable" and last["reason_code"] == "colors_present"
    assert last["draw_step"] is False and last["draw_step_option"] is None
    assert last["params"]["present"] == ["{G}"]
    _, last = draw(session, 1)  # Bob, active, in his draw step: a land
    assert last["draw_step_option"] == "play_land_now"


def test_castable_in_the_own_draw_step_costs_two_less():
    session = start(order=[1, 0, 2, 3, 4, 5, 6, 7, 8, 9])
    apply_all(
        session, {"type": "choose_first_player", "result": 0}, {"type": "set_step", "step": "draw"}
    )
    _, last = draw(session, 0)
    assert last["draw_step_option"] == "cast_for_2_less" and last["generic_discount"] == 2


def test_choice_waits_then_take_or_sideboard():
    session = start(order=[2, 7, 0, 1, 3, 4, 5, 6, 8, 9])
    record, last = draw(session, 0)  # White Whale {W}{W} for a green deck
    assert (
        record["verdict"] == "choice"
        and last["pending"]
        and last["reason_code"] == "colors_missing"
    )
    assert last["params"]["missing"] == ["{W}"]
    assert zone_of(session, 0) == REVEALED
    assert view(session)["pending"]["card"] == 0
    assert 0 not in hell(session).owner  # looking at a card does not make it yours
    with pytest.raises(HE.DrawPending):
        draw(session, 1)
    with pytest.raises(HE.DrawPending):
        session.apply({"type": "hell_move", "card": 0, "zone": "graveyard", "player": 0})
    with pytest.raises(HE.DecisionRefused):
        session.apply({"type": "hell_resolve", "decision": "castable"})
    session.apply({"type": "hell_resolve", "decision": "sideboard"})
    assert hell(session).sideboard == [0] and 0 not in hell(session).owner
    assert view(session)["last_draw"]["resolution"] == "sideboard"
    assert view(session)["pending"] is None
    _, last = draw(session, 0)  # Lutri {1}{U}{R}: take it
    session.apply({"type": "hell_resolve", "decision": "take"})
    assert zone_of(session, 1) == ("hand", "Ann", "") and hell(session).owner[1] == "Ann"
    with pytest.raises(HE.NothingPending):
        session.apply({"type": "hell_resolve", "decision": "take"})
    assert view(session)["statistics"]["to_sideboard"] == {"Ann": 1}
    assert view(session)["statistics"]["hell_drawn"] == {"Ann": 2}


def test_ask_records_the_tables_decision():
    session = start(order=[3, 9, 0, 1, 2, 4, 5, 6, 7, 8])
    apply_all(
        session, {"type": "choose_first_player", "result": 0}, {"type": "set_step", "step": "draw"}
    )
    record, last = draw(session, 0)  # Pickle Jar {2}{Pickle}: the rule cannot judge Pickle
    assert record["verdict"] == "ask" and last["reason_code"] == "unknown_symbol"
    assert last["unknown_symbols"] == ["{Pickle}"]
    session.apply({"type": "hell_resolve", "decision": "castable"})
    last = view(session)["last_draw"]
    assert last["counted_as"] == "castable" and last["draw_step_option"] == "cast_for_2_less"
    record, last = draw(session, 0)  # a card the pool knows only by name
    assert record["verdict"] == "ask" and last["reason_code"] == "no_card_data"
    session.apply({"type": "hell_resolve", "decision": "sideboard"})
    assert view(session)["last_draw"]["counted_as"] == "choice"
    assert hell(session).sideboard == [1]


def test_a_declared_extra_colour_judges_its_symbol_and_is_brought_in():
    session = start(order=[3, 0, 1, 2, 4, 5, 6, 7, 8, 9], colors=("G,Pickle", "W"))
    _, last = draw(session, 0)
    assert last["verdict"] == "castable"
    assert view(session)["colors"]["brought_in"] == ["Pickle"]
    assert view(session)["colors"]["declared"] == {"Ann": ["G", "Pickle"], "Bob": ["W"]}
    assert view(session)["colors"]["by_seat"] == [["G", "Pickle"], ["W"]]


def test_draw_refusals():
    session = start(colors=("G",))  # Bob has declared nothing
    with pytest.raises(HE.ColorsNotDeclared):
        draw(session, 1)
    with pytest.raises(HE.CardNotThere):
        draw(session, 0, card=5)
    with pytest.raises(E.UnknownPlayer):
        draw(session, 4)
    session.apply({"type": "hell_declare_colors", "player": 1, "colors": []})
    assert hell(session).declared["Bob"] == ()
    with pytest.raises(E.InvalidField):
        session.apply({"type": "hell_declare_colors", "player": 1, "colors": ["Colorless"]})


def test_an_empty_hell_library_offers_no_hell_draw():
    session = start(order=[0, 1])
    draw(session, 0)
    draw(session, 0)
    assert view(session)["hell_library"]["count"] == 0
    with pytest.raises(HE.HellLibraryEmpty) as refused:
        draw(session, 0)
    assert refused.value.code == "hell_library_empty"
    assert "empty" in refused.value.message


def test_a_recorded_verdict_is_kept_on_replay():
    session = start()
    record, last = draw(session, 0, verdict="choice")  # a log says choice for a land
    assert record["verdict"] == "choice" and last["pending"]
    assert last["reason_code"] == "recorded_verdict" and last["params"]["judged"] == "land"


# --- the shared sideboard -------------------------------------------------------------------


def sideboard_names(session):
    return [entry["card"]["name"] for entry in view(session)["sideboard"]]


def test_the_sideboard_is_ordered_top_first_and_anyone_plays_its_top():
    session = start(order=[2, 5, 7, 0, 1, 3, 4, 6, 8, 9])
    for _ in range(3):
        draw(session, 0)
        session.apply({"type": "hell_resolve", "decision": "sideboard"})
    assert sideboard_names(session) == ["Lutri Jr", "Purple Haze", "White Whale"]
    session.apply({"type": "sideboard_play_top", "player": 1})
    assert zone_of(session, 2) == ("stack", "", "")
    assert hell(session).owner[2] == "Bob"
    stack = session.state()["features"]["stack"]
    assert stack["items"][0]["card"] == 2 and stack["items"][0]["controller"] == 1
    assert sideboard_names(session) == ["Purple Haze", "White Whale"]
    entry = view(session)["sideboard"][0]
    assert set(entry["card"]) >= {"name", "cost", "type_line", "text", "power", "toughness"}
    assert entry["visibility"] == "public"
    assert "draft_matters" in entry["notes"]  # "Draft a card." needs the format's translation


def test_playing_a_land_from_the_sideboard_puts_it_onto_the_battlefield():
    session = start(order=[0, 1])
    session.apply({"type": "hell_draw", "player": 0, "verdict": "choice"})
    session.apply({"type": "hell_resolve", "decision": "sideboard"})
    session.apply({"type": "sideboard_play_top", "player": 1})
    assert zone_of(session, 0) == ("battlefield", "Bob", "")
    with pytest.raises(HE.SideboardEmpty):
        session.apply({"type": "sideboard_play_top", "player": 1})


def fill_sideboard(session, count):
    for _ in range(count):
        session.apply({"type": "hell_draw", "player": 0, "verdict": "choice"})
        session.apply({"type": "hell_resolve", "decision": "sideboard"})


def test_sideboard_shuffle_and_random_card_are_recorded():
    session = start()
    fill_sideboard(session, 6)
    before = list(hell(session).sideboard)
    record = session.apply({"type": "sideboard_shuffle"})
    assert sorted(record["order"]) == sorted(before)
    assert hell(session).sideboard == record["order"]
    record = session.apply({"type": "sideboard_random", "count": 2})
    assert view(session)["last_event"] == {"type": "sideboard_random", "cards": record["order"][:2]}
    session.apply({"type": "sideboard_shuffle", "order": list(reversed(record["order"]))})
    assert hell(session).sideboard == list(reversed(record["order"]))
    with pytest.raises(HE.InvalidOrder):
        session.apply({"type": "sideboard_shuffle", "order": [0, 1]})
    with pytest.raises(HE.SideboardEmpty):
        session.apply({"type": "sideboard_random", "count": 7})
    assert Session.replay(session.log).table.features["hell"].sideboard == hell(session).sideboard


def test_shuffling_the_hell_library_never_shows_its_order():
    session = start()
    record = session.apply({"type": "hell_shuffle_library"})
    assert hell(session).library == record["order"]
    text = json.dumps(session.state())
    for name in NAMES:
        assert name not in text


# --- owners, moves and redirections ---------------------------------------------------------


def test_first_mover_owns_and_the_sideboard_and_hell_library_give_no_owner():
    session = start(order=[2, 0, 1, 3, 4, 5, 6, 7, 8, 9])
    session.apply({"type": "hell_draw", "player": 0})
    session.apply({"type": "hell_resolve", "decision": "sideboard"})
    assert 0 not in hell(session).owner
    # Ann's effect puts the sideboard card onto Bob's battlefield: Ann moved it first
    session.apply({"type": "hell_move", "card": 0, "zone": "battlefield", "player": 1, "by": 0})
    assert hell(session).owner[0] == "Ann"
    assert zone_of(session, 0) == ("battlefield", "Bob", "")
    # a later mover does not change it
    session.apply({"type": "hell_move", "card": 0, "zone": "graveyard", "player": 1})
    assert hell(session).owner[0] == "Ann"
    entry = next(c for c in view(session)["cards"] if c["id"] == 0)
    assert entry["owner"] == "Ann" and entry["owner_seat"] == 0
    assert entry["zone"] == {"zone": "graveyard", "player": "Bob", "seat": 1, "name": None}


def test_ownerless_cards_go_to_the_hell_library_or_the_sideboard_instead_of_owners_zones():
    session = start(order=[2, 5, 0, 1, 3, 4, 6, 7, 8, 9])
    fill_sideboard(session, 2)  # Purple Haze (1) on top of White Whale (0), both ownerless
    session.apply(
        {"type": "hell_move", "card": 1, "zone": "library", "owners": True, "position": "bottom"}
    )
    assert hell(session).library[-1] == 1
    assert view(session)["last_event"]["redirected"] == "ownerless_to_hell_library"
    session.apply({"type": "hell_move", "card": 0, "zone": "hand", "owners": True})
    assert zone_of(session, 0) == SIDEBOARD
    assert view(session)["last_event"]["redirected"] == "ownerless_to_sideboard"
    # an owned card goes to its owner's zone
    session.apply({"type": "hell_draw", "player": 1})  # Zebra Meadow, a land: Bob's
    session.apply({"type": "hell_move", "card": 2, "zone": "library", "owners": True})
    assert zone_of(session, 2) == ("library", "Bob", "")
    assert next(c for c in view(session)["cards"] if c["id"] == 2)["visibility"] == "hidden"


def test_anted_hell_cards_and_cards_leaving_the_game_go_to_the_sideboard():
    session = start()
    session.apply({"type": "hell_deal_opening"})
    session.apply({"type": "hell_move", "card": 0, "zone": "ante", "player": 0})
    assert zone_of(session, 0) == SIDEBOARD
    assert view(session)["last_event"]["redirected"] == "anted_hell_card"
    session.apply({"type": "hell_move", "card": 1, "zone": "outside"})
    assert hell(session).sideboard == [1, 0]
    record = session.apply({"type": "hell_to_outside", "name": "Grizzly Bears", "player": 1})
    bears = view(session)["sideboard"][0]
    assert (
        bears["card"]["name"] == "Grizzly Bears"
        and bears["kind"] == "card"
        and bears["owner"] == "Bob"
    )
    session.apply({"type": "hell_to_outside", "card": 2})
    assert hell(session).sideboard[0] == 2 and hell(session).owner[2] == "Bob"
    session.apply({"type": "hell_to_outside", "name": "Wish Card", "reason": "draft_pool"})
    assert view(session)["sideboard"][0]["owner"] is None
    assert record["type"] == "hell_to_outside"
    assert_every_card_once(session)


@pytest.mark.parametrize(
    "move, error",
    [
        ({"card": 99, "zone": "hand", "player": 0}, HE.UnknownHellCard),
        ({"card": 0, "zone": "moon", "player": 0}, HE.UnknownZone),
        ({"card": 0, "zone": "stack", "player": 0}, HE.UnknownZone),
        ({"card": 0, "zone": "revealed"}, HE.UnknownZone),
        ({"card": 0, "zone": "hand"}, HE.ZoneNeedsPlayer),
        ({"card": 0, "zone": "sideboard", "player": 0}, HE.ZoneNeedsPlayer),
        ({"card": 0, "zone": "hand", "player": 0, "owners": True}, HE.ZoneNeedsPlayer),
        ({"card": 0, "zone": "sideboard", "owners": True}, HE.ZoneNeedsPlayer),
        ({"card": 0, "zone": "hand", "player": 5}, E.UnknownPlayer),
    ],
)
def test_bad_moves_are_refused(move, error):
    session = start()
    before = snapshot(session)
    with pytest.raises(error):
        session.apply({"type": "hell_move", **move})
    assert snapshot(session) == before


def test_zones_and_colours_a_card_brings_in_last_until_the_game_ends():
    session = start()
    session.apply({"type": "hell_deal_opening"})
    session.apply(
        {
            "type": "hell_bring_in",
            "kind": "zone",
            "name": "Sticker Book",
            "personal": True,
            "card": 0,
        }
    )
    session.apply({"type": "hell_bring_in", "kind": "zone", "name": "The Moon"})
    session.apply({"type": "hell_bring_in", "kind": "color", "name": "Piss"})
    with pytest.raises(HE.AlreadyBroughtIn):
        session.apply({"type": "hell_bring_in", "kind": "color", "name": "piss"})
    with pytest.raises(HE.AlreadyBroughtIn):
        session.apply({"type": "hell_bring_in", "kind": "color", "name": "Purple"})
    with pytest.raises(HE.AlreadyBroughtIn):
        session.apply({"type": "hell_bring_in", "kind": "zone", "name": "Graveyard"})
    session.apply({"type": "hell_move", "card": 0, "zone": "sticker book", "player": 0})
    assert zone_of(session, 0) == ("zone", "Ann", "Sticker Book")
    session.apply({"type": "hell_move", "card": 1, "zone": "The Moon"})
    assert zone_of(session, 1) == ("zone", "", "The Moon")
    assert view(session)["colors"]["brought_in"] == ["Piss"]
    session.apply({"type": "hell_end_game"})
    assert view(session)["brought_zones"] == [] and view(session)["colors"]["brought_in"] == []
    assert hell(session).library[-4:] and {0, 1} <= set(hell(session).library)
    with pytest.raises(E.GameOver):
        session.apply({"type": "hell_move", "card": 0, "zone": "The Moon"})


def test_token_cards_are_owned_by_their_zones_owner_and_move_like_cards():
    session = start()
    record = session.apply(
        {
            "type": "hell_token",
            "name": "Clue Card",
            "zone": "hand",
            "player": 1,
            "type_line": "Token Artifact — Clue",
            "text": "Sacrifice: draw.",
        }
    )
    token = max(hell(session).where)
    assert hell(session).owner[token] == "Bob" and hell(session).card(token).is_token
    session.apply({"type": "hell_move", "card": token, "zone": "graveyard", "player": 1})
    session.apply({"type": "hell_token", "name": "Shared Spirit", "zone": "sideboard"})
    spirit = max(hell(session).where)
    assert spirit not in hell(session).owner
    entry = next(c for c in view(session)["cards"] if c["id"] == token)
    assert entry["kind"] == "token" and entry["card"]["type_line"] == "Token Artifact — Clue"
    assert record["type"] == "hell_token"
    # the sweep: a token card in a graveyard ceases; one in the sideboard stays there
    session.apply({"type": "hell_end_game"})
    assert token not in hell(session).where and spirit in hell(session).sideboard
    assert_every_card_once(session)


# --- companions (the old rule: once per game, from outside the game) -----------------------


def test_a_companion_is_named_from_the_sideboard_and_cast_once_per_game():
    session = start(order=[7, 0, 1, 2, 3, 4, 5, 6, 8, 9])
    fill_sideboard(session, 1)
    with pytest.raises(HE.CompanionRefused):
        session.apply({"type": "hell_cast_companion", "player": 0})
    with pytest.raises(HE.CardNotThere):
        session.apply({"type": "hell_name_companion", "player": 0, "card": 1})
    session.apply({"type": "hell_name_companion", "player": 0, "card": 0})
    with pytest.raises(HE.CompanionRefused):
        session.apply({"type": "hell_name_companion", "player": 1, "card": 0})
    assert view(session)["companions"] == {"Ann": {"card": 0, "cast": False, "seat": 0}}
    assert "companion" in view(session)["sideboard"][0]["notes"]
    session.apply({"type": "hell_cast_companion", "player": 0})
    assert zone_of(session, 0) == ("stack", "", "") and hell(session).owner[0] == "Ann"
    with pytest.raises(HE.CompanionRefused):
        session.apply({"type": "hell_cast_companion", "player": 0})
    session.apply({"type": "stack_resolve"})
    assert zone_of(session, 0) == ("battlefield", "Ann", "")  # a creature


# --- the end of a game and the next game of the session --------------------------------------


def play_some(session):
    """Deal, draw, sideboard, put a card in a graveyard, one in a player's library."""
    apply_all(
        session,
        {"type": "hell_deal_opening"},  # Ann 0 1, Bob 2 3
        {"type": "hell_draw", "player": 0, "verdict": "choice"},  # 4
        {"type": "hell_resolve", "decision": "sideboard"},
        {"type": "hell_draw", "player": 1},  # 5 Purple Haze: choice
        {"type": "hell_resolve", "decision": "take"},
        {"type": "hell_move", "card": 1, "zone": "graveyard", "player": 0},
        {"type": "hell_move", "card": 2, "zone": "library", "owners": True},
    )


def test_the_sweep_sends_hell_cards_to_the_bottom_in_recorded_random_order_and_keeps_the_rest():
    session = start()
    play_some(session)
    library_before = list(hell(session).library)
    record = session.apply({"type": "hell_end_game", "winner": 1})
    swept = record["order"]
    assert sorted(swept) == [
        0,
        1,
        3,
        5,
    ]  # hands, graveyard; not the sideboard (4) nor Bob's library (2)
    state = hell(session)
    assert state.library == library_before + swept
    assert state.sideboard == [4]
    assert zone_of(session, 2) == ("library", "Bob", "") and state.owner[2] == "Bob"
    assert set(state.owner) == {2}
    assert session.table.game.over and session.table.game.winner == 1
    stats = view(session)["statistics"]
    assert stats["games"] == 1 and stats["results"] == [
        {"game": 1, "winner": "Bob", "winner_seat": 1}
    ]
    assert stats["wins"] == {"Bob": 1}
    assert view(session)["game"] is None
    assert_every_card_once(session)
    with pytest.raises(HE.AlreadySwept):
        session.apply({"type": "hell_end_game"})


def test_the_next_game_keeps_the_library_and_the_sideboard():
    session = start()
    play_some(session)
    session.apply({"type": "hell_end_game", "winner": 0})
    library, sideboard = list(hell(session).library), list(hell(session).sideboard)
    session.apply(
        {"type": "new_game", "players": ["Ann", "Bob", "Cid"], "format": "hells_half_draft"}
    )
    session.apply({"type": "hell_declare_colors", "player": 2, "colors": ["R"]})
    assert hell(session).library == library and hell(session).sideboard == sideboard
    session.apply({"type": "hell_deal_opening", "players": [2], "count": 2})
    assert hell(session).zone(("hand", "Cid", "")) == library[:2]
    assert view(session)["colors"]["declared"]["Ann"] == ["G"]  # declarations outlive a game
    session.apply({"type": "hell_end_game", "winner": 2})
    assert view(session)["statistics"]["games"] == 2
    assert view(session)["statistics"]["wins"] == {"Ann": 1, "Cid": 1}


def test_a_new_game_before_the_sweep_must_sweep_first():
    session = start()
    play_some(session)
    session.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    with pytest.raises(HE.HellNotSwept):
        session.apply({"type": "hell_draw", "player": 0})
    with pytest.raises(HE.HellNotSwept):
        session.apply({"type": "hell_setup", "cards": POOL, "library": [0]})
    session.apply({"type": "hell_end_game"})  # sweeps game 1 (ended by new_game, no winner)
    assert view(session)["statistics"]["results"] == [
        {"game": 1, "winner": None, "winner_seat": None}
    ]
    session.apply({"type": "hell_draw", "player": 0})
    assert view(session)["game"] == 2


def test_a_game_with_no_hell_card_out_needs_no_sweep():
    session = start()  # colours declared in game 1: the Hell library is tied to it
    assert view(session)["game"] == 1
    session.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    session.apply({"type": "hell_draw", "player": 0})
    assert view(session)["game"] == 2
    assert view(session)["statistics"]["results"] == [
        {"game": 1, "winner": None, "winner_seat": None}
    ]
    session.apply(
        {"type": "hell_move", "card": 0, "zone": "library", "owners": True}
    )  # Ann's library
    session.apply({"type": "end_game", "winner": 1})
    session.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    session.apply(
        {"type": "hell_end_game", "winner": 0}
    )  # game 2 closed as it was, then game 3 ends
    assert view(session)["statistics"]["results"] == [
        {"game": 1, "winner": None, "winner_seat": None},
        {"game": 2, "winner": "Bob", "winner_seat": 1},
        {"game": 3, "winner": "Ann", "winner_seat": 0},
    ]
    assert zone_of(session, 0) == ("library", "Ann", "")


def test_a_new_hell_library_for_a_later_game_keeps_the_statistics():
    session = start()
    play_some(session)
    session.apply({"type": "hell_end_game", "winner": 0})
    session.apply(
        {"type": "hell_setup", "pool": [card(f"New {i}") for i in range(30)], "basics": {}}
    )
    assert view(session)["hell_library"]["count"] == 3 and view(session)["sideboard"] == []
    assert view(session)["statistics"]["games"] == 1
    assert view(session)["colors"]["declared"]["Bob"] == ["W", "U"]
    with pytest.raises(HE.AlreadySwept):
        session.apply({"type": "hell_end_game"})  # game 1 is over and swept


def test_the_sweep_after_end_game_keeps_its_winner():
    session = start()
    play_some(session)
    session.apply({"type": "end_game", "winner": 0})
    with pytest.raises(E.InvalidField):
        session.apply({"type": "hell_end_game", "winner": 1})
    session.apply({"type": "hell_end_game"})
    assert view(session)["statistics"]["wins"] == {"Ann": 1}


def test_a_bad_sweep_order_is_refused():
    session = start()
    play_some(session)
    with pytest.raises(HE.InvalidOrder):
        session.apply({"type": "hell_end_game", "order": [0, 1, 3]})
    session.apply({"type": "hell_end_game", "order": [5, 3, 1, 0]})
    assert hell(session).library[-4:] == [5, 3, 1, 0]


# --- the view ---------------------------------------------------------------------------------


def test_the_view_hides_the_library_and_marks_private_cards():
    session = start()
    apply_all(
        session,
        {"type": "hell_deal_opening"},
        {"type": "hell_draw", "player": 0, "verdict": "choice"},
    )
    state = view(session)
    text = json.dumps(state)
    for name in NAMES[5:]:  # still in the Hell library
        assert name not in text
    assert state["hell_library"] == {"count": 5}
    hands = {c["id"]: c for c in state["cards"] if c["zone"]["zone"] == "hand"}
    assert {cid: (c["visibility"], c["private_to"]) for cid, c in hands.items()} == {
        0: ("private", 0),
        1: ("private", 0),
        2: ("private", 1),
        3: ("private", 1),
    }
    pending = state["pending"]
    assert pending["private_to"] == 0 and pending["card_data"]["name"] == "Vile Bargain"
    revealed = next(c for c in state["cards"] if c["id"] == 4)
    assert revealed["visibility"] == "private" and revealed["private_to"] == 0
    assert state["counts"] == {
        "tracked": 10,
        "hell_cards": 10,
        "in_hell_library": 5,
        "in_sideboard": 0,
    }
    json.dumps(session.state())  # all JSON


def test_every_zone_is_listed_with_its_cards_top_first():
    session = start()
    play_some(session)
    zones = {(z["zone"], z["player"]): z for z in view(session)["zones"]}
    assert zones[("hand", "Ann")]["cards"] == [0]
    assert zones[("graveyard", "Ann")] == {
        "zone": "graveyard",
        "player": "Ann",
        "seat": 0,
        "name": None,
        "count": 1,
        "cards": [1],
    }
    assert ("hell_library", None) not in zones


# --- undo, redo, replay -------------------------------------------------------------------------


def test_undo_and_redo_walk_through_hell_actions():
    session = start()
    snapshots = [snapshot_state(session)]
    actions = [
        {"type": "hell_deal_opening"},
        {"type": "hell_mulligan", "player": 1},
        {"type": "hell_draw", "player": 0, "verdict": "choice"},
        {"type": "hell_resolve", "decision": "sideboard"},
        {"type": "sideboard_shuffle"},
        {"type": "hell_move", "card": 0, "zone": "exile", "player": 0},
        {"type": "stack_push", "controller": 1, "card": 2},
        {"type": "stack_resolve"},
        {"type": "hell_end_game", "winner": 0},
    ]
    for action in actions:
        session.apply(action)
        snapshots.append(snapshot_state(session))
    for back in range(1, len(actions) + 1):
        session.apply({"type": "undo"})
        assert snapshot_state(session) == snapshots[-1 - back]
        assert_every_card_once(session)
    session.apply({"type": "redo", "steps": len(actions)})
    assert snapshot_state(session) == snapshots[-1]
    # replaying the whole log (undo and redo included) gives the same session
    again = Session.replay(session.log)
    assert snapshot(again) == snapshot(session)
    text = dump_lines(session)
    assert snapshot(replay_lines(text.splitlines())) == snapshot(session)


def snapshot_state(session):
    return json.dumps(session.state()["session_features"], sort_keys=True)


def test_undo_of_the_setup_removes_the_hell_library():
    session = Session(random.Random(0))
    session.apply(recorded_setup())
    session.apply({"type": "undo"})
    assert "hell" not in session.table.features
    session.apply({"type": "redo"})
    assert hell(session).library == list(range(10))


def test_undo_across_checkpoints_keeps_the_pool_shared_not_copied():
    session = start()
    pool = hell(session).pool
    for _ in range(70):  # past a checkpoint (every 64 actions)
        session.apply({"type": "sideboard_shuffle"})
    session.apply({"type": "undo", "steps": 3})
    assert hell(session).pool is pool
    assert snapshot(Session.replay(session.log)) == snapshot(session)

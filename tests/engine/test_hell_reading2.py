"""Issue 12's rules corrections (the library's rules reading 2), and that a library built by
the first release (reading 1, no ``reading`` in its ``hell_setup``) still replays as it was.

The rules are seed 000 (``../shared/seeds/000_522b7e86275c6d30.txt``) as digested in
``../shared/SPEC.md`` section 2.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hell_game_helpers import POOL, card, hell, recorded_setup, view

from engine import Session
from engine.hell import errors as HE
from engine.hell.cards import parse_type_line
from engine.hell.colors import parse_color_declaration
from engine.hell.hellfall_format import read_record
from engine.hell.verdict import ASK, CASTABLE, CHOICE, LAND, judge_hell_draw


def start2(order=None, colors=("G", "WU"), pool=POOL, players=("Ann", "Bob")) -> Session:
    session = Session(random.Random(3))
    session.apply({"type": "new_game", "players": list(players), "format": "hells_half_draft"})
    setup = recorded_setup(order, reading=2)
    setup["cards"] = pool
    setup["library"] = list(range(len(pool))) if order is None else list(order)
    session.apply(setup)
    for seat, declared in enumerate(colors):
        if declared is not None:
            session.apply({"type": "hell_declare_colors", "player": seat, "colors": [declared]})
    return session


# --- 1. {H/x}: the colour or 2 life ---------------------------------------------------------


def test_h_symbols_are_paid_with_life_and_always_present():
    """Seed 000, "How to draw" rule 2 and the Hellscube table rules: {H/R} is paid with the
    colour or 2 life, so like a Phyrexian symbol it always counts as present."""
    for cost in ("{H/R}", "{H/C}", "{1}{H/G}{H/G}", "{h/u}"):
        verdict = judge_hell_draw(is_land=False, costs=[cost], colors=parse_color_declaration("W"))
        assert verdict.verdict == CASTABLE, cost
        assert "2 life" in verdict.reason
        assert verdict.params["life"]
    mixed = judge_hell_draw(is_land=False, costs=["{H/R}{B}"], colors=parse_color_declaration("W"))
    assert mixed.verdict == CHOICE  # a plainly missing colour still misses


def test_a_reading_1_library_keeps_h_unknown():
    """A game saved by the first release replays to what it showed: {H/R} was 'ask'."""
    pool = [card("Hexed Relic", "{H/R}", types=("Artifact",))]
    old = Session(random.Random(1))
    old.apply({"type": "new_game", "players": ["Ann"], "format": "hells_half_draft"})
    old.apply(recorded_setup([0]) | {"cards": pool, "library": [0]})
    old.apply({"type": "hell_declare_colors", "player": 0, "colors": ["W"]})
    assert old.apply({"type": "hell_draw", "player": 0})["verdict"] == ASK
    new = start2([0], colors=("W",), pool=pool, players=("Ann",))
    assert new.apply({"type": "hell_draw", "player": 0})["verdict"] == CASTABLE


def test_a_fresh_setup_records_reading_2():
    session = Session(random.Random(1))
    session.apply({"type": "new_game", "players": ["Ann"], "format": "hells_half_draft"})
    record = session.apply({"type": "hell_setup", "pool": POOL, "basics": {}, "size": 3})
    assert record["reading"] == 2
    assert view(session)["reading"] == 2


# --- 2. the draw-step privilege lasts only while the draw step lasts -------------------------


def _in_draw_step(session, seat=0):
    session.apply({"type": "next_turn"})
    while session.table.game.active != seat:
        session.apply({"type": "next_turn"})
    session.apply({"type": "set_step", "step": "draw"})


def test_privilege_ends_when_the_step_moves_on():
    """Seed 000, rules 1 and 2: "during their own draw step they may play it at once" /
    "cast it at once for {2} less": the option lasts while that draw step lasts."""
    session = start2([1, 0, 2])
    _in_draw_step(session)
    session.apply({"type": "hell_draw", "player": 0})  # Green Gnat, castable for G
    privilege = view(session)["draw_step_privilege"]
    assert privilege == {
        "card": 0,
        "player": "Ann",
        "seat": 0,
        "option": "cast_for_2_less",
        "generic_discount": 2,
    }
    assert view(session)["last_draw"]["draw_step_option"] == "cast_for_2_less"
    session.apply({"type": "set_step", "step": "main1"})
    assert view(session)["draw_step_privilege"] is None
    assert view(session)["last_draw"]["draw_step_option"] is None
    session.apply({"type": "set_step", "step": "draw"})  # going back is not the same step...
    session.apply({"type": "next_turn"})
    assert view(session)["draw_step_privilege"] is None


def test_privilege_ends_with_next_turn_and_when_used():
    """Seed 000, rule 1: a land drawn in the draw step may be played at once, outside the
    one-land-per-turn limit; once played the option is spent."""
    session = start2([0, 1])
    _in_draw_step(session)
    session.apply({"type": "hell_draw", "player": 0})  # Zebra Meadow, a land
    assert view(session)["draw_step_privilege"]["option"] == "play_land_now"
    session.apply({"type": "hell_move", "card": 0, "zone": "battlefield", "player": 0})
    assert view(session)["last_event"]["draw_step_option"] == "play_land_now"
    assert view(session)["draw_step_privilege"] is None
    _in_draw_step(session)
    session.apply({"type": "hell_draw", "player": 0})  # Green Gnat
    session.apply({"type": "next_turn"})
    assert view(session)["draw_step_privilege"] is None
    session.apply({"type": "stack_push", "controller": 0, "card": 1})
    assert "generic_discount" not in session.state()["features"]["stack"]["items"][0]


def test_casting_at_once_records_the_discount():
    """Seed 000, rule 2: cast at once for {2} less generic mana."""
    session = start2([1])  # Hell card 0 is Green Gnat
    _in_draw_step(session)
    session.apply({"type": "hell_draw", "player": 0})
    session.apply({"type": "stack_push", "controller": 0, "card": 0})
    assert session.state()["features"]["stack"]["items"][0]["generic_discount"] == 2
    assert view(session)["draw_step_privilege"] is None


def test_privilege_survives_undo_checkpoints():
    session = start2([1])
    _in_draw_step(session)
    session.apply({"type": "hell_draw", "player": 0})
    for _ in range(70):  # past a checkpoint (every 64 actions)
        session.apply({"type": "adjust_life", "player": 1, "delta": -1})
    session.apply({"type": "undo"})
    assert view(session)["draw_step_privilege"]["card"] == 0
    session.apply({"type": "set_step", "step": "main1"})
    assert view(session)["draw_step_privilege"] is None


# --- 3. no colour declaration: a land needs none, a spell is the table's call -----------------


def test_undeclared_player_may_draw():
    """Seed 000: whenever a player would draw, they may draw from the Hell library instead;
    a land goes to the hand whatever the colours; without a colour declaration the rule
    cannot judge a spell, so the table decides ("ask"), never a refusal."""
    session = start2([0, 1], colors=(None, None))
    assert session.apply({"type": "hell_draw", "player": 0})["verdict"] == LAND
    record = session.apply({"type": "hell_draw", "player": 1})
    assert record["verdict"] == ASK
    assert view(session)["pending"]["reason_code"] == "colors_not_declared"
    session.apply({"type": "hell_resolve", "decision": "castable"})


# --- 4. the importer and the command line read every type field --------------------------------


def test_a_land_written_as_supertype_is_a_land():
    """HC4 "Lost on Tropical Island" has only Supertype "Land": seed 000 rule 1 needs to
    know it is a land."""
    record = {
        "Name": "Lost on Tropical Island",
        "Set": "HC4",
        "Cost": [""],
        "Supertype(s)": ["Land"],
        "Card Type(s)": [""],
        "Subtype(s)": [""],
        "Text Box": ["{T}: Add {G}."],
    }
    assert read_record(record, set()).is_land
    legendary = {
        "Name": "X",
        "Set": "HC4",
        "Cost": ["{G}"],
        "Supertype(s)": ["Legendary;Creature"],
        "Card Type(s)": [""],
    }
    face = read_record(legendary, set()).front
    assert face.supertypes == ("Legendary",) and face.types == ("Creature",)


@pytest.mark.parametrize("line", ["Land;Creature", "Land Creature", "Land - Creature", "land"])
def test_type_lines_of_every_spelling(line):
    assert "land" in [t.casefold() for t in parse_type_line(line)[1]]
    repo = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-m", "engine", "verdict", "--colors", "W", "--type", line],
        capture_output=True,
        text=True,
        check=True,
        cwd=repo,
        timeout=60,
        env=dict(os.environ, PYTHONPATH=str(repo)),
    )
    assert '"verdict": "land"' in out.stdout


# --- B. the opening hands are dealt once --------------------------------------------------------


def test_opening_hands_are_dealt_once_per_game():
    """Seed 000, "Opening hand": of each player's 7 opening cards, 2 come from the Hell
    library; dealing again means nothing (a mulligan deals new ones)."""
    session = start2()
    session.apply({"type": "hell_deal_opening"})
    with pytest.raises(HE.AlreadyDealt) as refused:
        session.apply({"type": "hell_deal_opening"})
    assert "already" in refused.value.message
    assert view(session)["counts"]["in_hell_library"] == len(POOL) - 4
    session.apply({"type": "hell_mulligan", "player": 0})  # a mulligan still deals
    with pytest.raises(HE.AlreadyDealt):
        session.apply({"type": "hell_deal_opening", "players": [0]})


def test_a_reading_1_log_with_two_deals_still_replays():
    """A game saved by the previous release (a double tap dealt twice) opens as it was."""
    session = Session(random.Random(1))
    session.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    session.apply(recorded_setup())
    session.apply({"type": "hell_deal_opening"})
    session.apply({"type": "hell_deal_opening"})
    assert view(session)["counts"]["in_hell_library"] == len(POOL) - 8


# --- 7. London mulligan counts ---------------------------------------------------------------------


def test_london_mulligan_counts():
    """Seed 000, "Opening hand": London mulligan; the returned Hell cards go to the bottom of
    the Hell library in the order the player chooses, the player's own to the bottom of
    their own library. The table sees both counts."""
    session = start2()
    session.apply({"type": "hell_deal_opening"})
    hand = [c for c in hell(session).zone(("hand", "Ann", ""))]
    session.apply({"type": "hell_mulligan", "player": 0, "order": list(reversed(hand))})
    assert hell(session).library[-2:] == list(reversed(hand))
    session.apply({"type": "hell_mulligan", "player": 0})
    counts = view(session)["mulligans"]["Ann"]
    assert counts == {"taken": 2, "to_bottom": 2, "hell_bottomed": 0, "own_to_bottom": 2}
    new_hand = list(hell(session).zone(("hand", "Ann", "")))
    session.apply({"type": "hell_bottom", "player": 0, "cards": [new_hand[1]]})
    counts = view(session)["mulligans"]["Ann"]
    assert counts == {"taken": 2, "to_bottom": 2, "hell_bottomed": 1, "own_to_bottom": 1}
    assert view(session)["last_event"]["own_to_bottom"] == 1
    assert hell(session).library[-1] == new_hand[1]


# --- 5. the stack tracker: positions, token cards -------------------------------------------------


def test_freeze_by_position_and_the_whole_stack():
    """Seed 000, Hellscube v1.2 table rules, "Freezing": frozen spells do not resolve, a
    tapped spell is frozen, and if the whole stack is frozen play goes on as if it were
    empty."""
    session = start2()
    for name in ("Bottom", "Middle", "Top"):
        session.apply({"type": "stack_push", "controller": 0, "name": name})
    session.apply({"type": "stack_freeze", "position": "top"})
    session.apply({"type": "stack_freeze", "position": "bottom", "tap": True})
    stack = session.state()["features"]["stack"]
    assert [i["name"] for i in stack["items"] if i["effectively_frozen"]] == ["Top", "Bottom"]
    assert stack["next"] == stack["items"][1]["id"]
    session.apply({"type": "stack_freeze", "position": "all"})
    assert session.state()["features"]["stack"]["acts_as_empty"]
    with pytest.raises(HE.StackFrozen):
        session.apply({"type": "stack_resolve"})
    session.apply({"type": "stack_unfreeze", "position": "all"})
    session.apply({"type": "stack_resolve"})
    assert [i["name"] for i in session.state()["features"]["stack"]["items"]] == ["Top", "Bottom"]


def test_token_cards_on_the_stack_and_made_from_a_card():
    """Seed 000, "Token cards": token cards move between zones like cards and count as
    cards outside the battlefield; one made in a personal zone is that zone owner's; a card
    can become a token card."""
    session = start2()
    session.apply({"type": "hell_token", "name": "Crewmate", "zone": "stack", "player": 1})
    token = view(session)["last_event"]["card"]
    assert session.state()["features"]["stack"]["items"][0]["card"] == token
    session.apply({"type": "stack_resolve", "zone": "exile"})
    entry = next(c for c in view(session)["cards"] if c["id"] == token)
    assert entry["zone"]["zone"] == "exile" and entry["owner"] == "Bob" and entry["token_card"]
    session.apply({"type": "hell_token", "name": "Clue", "zone": "graveyard", "player": 0})
    made = view(session)["last_event"]["card"]
    assert next(c for c in view(session)["cards"] if c["id"] == made)["owner"] == "Ann"
    session.apply({"type": "hell_deal_opening"})
    in_hand = hell(session).zone(("hand", "Ann", ""))[0]
    session.apply({"type": "hell_make_token", "card": in_hand})
    assert next(c for c in view(session)["cards"] if c["id"] == in_hand)["token_card"]
    with pytest.raises(HE.AlreadyToken):
        session.apply({"type": "hell_make_token", "card": in_hand})
    session.apply({"type": "hell_end_game"})
    assert in_hand in hell(session).library  # a Hell card still goes back at the sweep


# --- 6. a card that names a colour the game does not have ---------------------------------------


def test_a_named_colour_is_offered_then_counts_in_verdicts():
    """Seed 000, Hellscube v1.2 table rules: a card that names another colour brings it into
    the game until the game ends. The app offers it when the card enters play; once the
    players confirm, verdicts count it (a deck without Pickle lands misses {Pickle})."""
    krrik = card("Pickle K'rrik", "{4}{Pickle}")
    krrik["colors"] = ["Pickle"]
    pool = [
        krrik,
        card("Pickle Jar", "{2}{Pickle}", types=("Artifact",)),
        card("Minion Maker", "{1}{B}", text="Create a 1/1 yellow Minion creature token."),
    ]
    session = start2([0, 1, 2], pool=pool, colors=("B", "B"))
    session.apply({"type": "hell_deal_opening", "players": [0], "count": 1})
    session.apply({"type": "stack_push", "controller": 0, "card": 0})
    assert view(session)["colour_offers"] == [
        {"card": 0, "name": "Pickle K'rrik", "player": "Ann", "colors": ["Pickle"]}
    ]
    session.apply({"type": "hell_bring_in", "kind": "color", "name": "Pickle", "card": 0})
    assert view(session)["colour_offers"] == []
    assert session.apply({"type": "hell_draw", "player": 1})["verdict"] == "choice"  # not "ask"
    session.apply({"type": "hell_resolve", "decision": "take"})
    session.apply({"type": "hell_draw", "player": 0})  # Minion Maker, castable for B
    session.apply({"type": "stack_push", "controller": 0, "card": 2})
    assert view(session)["colour_offers"][0]["colors"] == ["Yellow"]
    session.apply({"type": "hell_dismiss_offer", "card": 2})
    assert view(session)["colour_offers"] == []
    with pytest.raises(HE.NoSuchOffer):
        session.apply({"type": "hell_dismiss_offer", "card": 2})


def test_a_card_face_down_in_the_hell_library_cannot_become_a_token_card():
    """Seed 000, "Token cards": an effect turns a card in play or in a zone into a token card;
    the Hell library's cards are face down and no effect names one."""
    session = start2()
    with pytest.raises(HE.CardNotThere):
        session.apply({"type": "hell_make_token", "card": 0})


def test_a_reading_1_library_shows_the_first_release_draw_step_option():
    """Replaying a game of the first release shows what it showed: the option stayed."""
    old = Session(random.Random(1))
    old.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    old.apply(recorded_setup([1]))
    old.apply({"type": "hell_declare_colors", "player": 0, "colors": ["G"]})
    _in_draw_step(old)
    old.apply({"type": "hell_draw", "player": 0})
    old.apply({"type": "next_turn"})
    assert view(old)["last_draw"]["draw_step_option"] == "cast_for_2_less"
    assert view(old)["draw_step_privilege"] is None

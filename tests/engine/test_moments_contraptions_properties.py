"""Property (issue 23): random Contraption play under every rule set keeps the rules' moments
(seed 001, rules reading 4).

* A CRANK! counter moves at most once a turn, only in its player's turn, and exactly once in
  the turn of a player who controlled an assembled Contraption from before the turn to its
  end (Unstable; Like Planechase: the shared counter while any sprocket held one).
* The dice variants' upkeep roll happens in every turn that passes.
* A turn never passes over an open crank, assembly or look-at-N choice.
* No Contraption is ever in two zones or in none.
"""

from __future__ import annotations

from contraptions_helpers import assert_every_card_once, cx, start
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import EngineError
from engine.contraptions.cards import FACTIONS
from engine.contraptions.state import next_sprocket

RULES = ["unstable", "factions", "shared_dice", "planechase"]
STEPS = ["untap", "upkeep", "draw", "main1", "combat", "main2", "end"]


def an_action(data, session):
    v = cx(session)
    prompt = v["prompt"]
    kinds = ["next_turn", "next_turn", "step", "upkeep", "upkeep", "forgotten", "effect", "move"]
    if prompt is not None:
        kinds += [prompt["kind"]] * 5
    if v["rules"] == "planechase":
        kinds += ["roll", "roll"]
    kind = data.draw(st.sampled_from(kinds))
    sprocket = data.draw(st.integers(1, 3))
    if kind == "next_turn":
        return {"type": "next_turn"}
    if kind == "step":
        return {"type": "set_step", "step": data.draw(st.sampled_from(STEPS))}
    if kind == "upkeep":
        return {"type": "contraptions_upkeep"}
    if kind == "forgotten":
        return {"type": "contraptions_upkeep_forgotten"}
    if kind == "effect":
        action = {"type": "assemble", "sprocket": sprocket, "reason": "effect"}
        if v["rules"] == "factions":
            action["faction"] = data.draw(st.sampled_from(FACTIONS))
        return action
    if kind == "move":
        assembled = [c["id"] for rig in v["rigs"] for cards in rig["sprockets"] for c in cards]
        if not assembled:
            return {"type": "next_turn"}
        # moves that keep control where it was: the scrapyard, exile, another sprocket
        to = data.draw(st.sampled_from(["graveyard", "exile", "sprocket"]))
        action = {
            "type": "contraption_move",
            "card": data.draw(st.sampled_from(assembled)),
            "to": to,
        }
        if to == "sprocket":
            action["sprocket"] = sprocket
        return action
    if kind == "assemble":
        if v["rules"] == "factions" and data.draw(st.booleans()):
            return {"type": "decline_assemble", "player": prompt["player"]}
        action = {"type": "assemble", "player": prompt["player"], "sprocket": sprocket}
        if v["rules"] == "factions":
            action["faction"] = data.draw(st.sampled_from(prompt["factions"] or FACTIONS))
        return action
    if kind == "crank":
        cards = [c["id"] for c in prompt["cards"]]
        chosen = data.draw(st.lists(st.sampled_from(cards), unique=True)) if cards else []
        return {"type": "crank", "player": prompt["player"], "cards": chosen}
    if kind == "arrange":
        looked = [c["id"] for c in prompt["cards"]]
        pick = data.draw(st.sampled_from(looked))
        return {
            "type": "contraptions_arrange",
            "player": prompt["player"],
            "assemble": pick,
            "sprocket": sprocket,
        }
    return {"type": "contraptions_roll"}


def on_rigs(session) -> list[set[int]]:
    st_ = session.table.game.features["contraptions"]
    return [{c for cards in rig.sprockets for c in cards} for rig in st_.rigs]


def counters(session) -> list[int | None]:
    return [rig.counter for rig in session.table.game.features["contraptions"].rigs]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RULES), st.integers(0, 2**16), st.data())
def test_001_the_crank_counter_moves_once_per_upkeep_owed(rules, seed, data):
    session = start(rules, shuffled=True, seed=seed)
    turn_start = (counters(session), on_rigs(session))
    turns = 0
    for _ in range(data.draw(st.integers(10, 60))):
        action = an_action(data, session)
        view = cx(session)
        before = (counters(session), on_rigs(session), session.table.game.active)
        try:
            session.apply(action)
        except EngineError:
            continue
        finally:
            assert_every_card_once(session)
        if action["type"] != "next_turn":
            continue
        turns += 1
        start_counters, start_cards = turn_start
        end_counters, end_cards, active = before
        assert not view["prompts"], "the turn passed over an open Contraption choice"
        for index, (first, last) in enumerate(zip(start_counters, end_counters)):
            if first is None:  # the shared dice: no counter
                continue
            assert last in (first, next_sprocket(first)), "a counter moved twice in a turn"
            seat = session.table.game.features["contraptions"].rigs[index].seat
            if seat is not None and seat != active:
                assert last == first, "a counter moved in another player's turn"
            elif start_cards[index] & end_cards[index]:
                assert last == next_sprocket(first), "the turn passed over a crank owed"
        if rules in ("factions", "shared_dice"):
            assert view["active"]["dice"], "the turn passed over the upkeep's roll"
        turn_start = (counters(session), on_rigs(session))

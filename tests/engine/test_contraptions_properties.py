"""Property tests: under every rule set, random Contraption play with undo and redo never
loses or duplicates a Contraption (every card is in exactly one of the decks, sprockets,
scrapyards and exile), the log replays to the same session, and a refused action changes
nothing."""

import copy
import json

from contraptions_helpers import assert_every_card_once, start
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import EngineError, Session
from engine.contraptions.cards import FACTIONS

RULES = ["unstable", "factions", "shared_dice", "planechase"]
MOVES = ["graveyard", "hand", "library", "scrapyard", "exile", "battlefield", "sprocket", "player"]

fast = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def view(session):
    return session.state()["features"].get("contraptions")


def an_action(data, session):
    """One action, aimed at the current state often enough to get past the refusals."""
    v = view(session)
    if v is None:  # undone past the setup: bring it back
        return {"type": "redo", "steps": data.draw(st.integers(1, 3))}
    prompt = v["prompt"]
    count = v["card_count"]
    seat = st.integers(0, 2)
    sprocket = st.integers(1, 3)
    reachable = [c["id"] for rig in v["rigs"] for cards in rig["sprockets"] for c in cards] + [
        c["id"] for c in v["exile"]
    ]
    card = (
        st.sampled_from(reachable)
        if reachable and data.draw(st.booleans())
        else st.integers(0, count - 1)
    )
    kinds = [
        "upkeep",
        "upkeep",
        "next_turn",
        "assemble",
        "assemble",
        "move",
        "move",
        "move",
        "undo",
        "redo",
        "step",
        "crank",
        "decline",
    ]
    if v["rules"] == "planechase":
        kinds += ["step", "roll", "roll"]
    if prompt is not None:
        kinds += [prompt["kind"]] * 4
    kind = data.draw(st.sampled_from(kinds))
    if kind == "upkeep":
        return {"type": "contraptions_upkeep"}
    if kind == "next_turn":
        return {"type": "next_turn"}
    if kind == "step":
        step = data.draw(st.sampled_from(["main1", "main2", "combat"]))
        return {"type": "set_step", "step": step}
    if kind == "undo":
        return {"type": "undo", "steps": data.draw(st.integers(1, 3))}
    if kind == "redo":
        return {"type": "redo", "steps": data.draw(st.integers(1, 3))}
    if kind == "assemble":
        action = {
            "type": "assemble",
            "sprocket": data.draw(sprocket),
            "player": data.draw(st.one_of(st.none(), seat)),
        }
        if v["rules"] == "factions":
            action["faction"] = data.draw(st.one_of(st.none(), st.sampled_from(FACTIONS)))
        return action
    if kind == "decline":
        return {
            "type": "decline_assemble",
            "faction": data.draw(st.one_of(st.none(), st.sampled_from(FACTIONS))),
        }
    if kind == "move":
        to = data.draw(st.sampled_from(MOVES))
        action = {"type": "contraption_move", "card": data.draw(card), "to": to}
        if to in ("sprocket", "player"):
            action["sprocket"] = data.draw(sprocket)
        if to == "player":
            action["player"] = data.draw(seat)
        return action
    if kind == "crank":
        offered = [c["id"] for c in prompt["cards"]] if prompt and prompt["kind"] == "crank" else []
        chosen = data.draw(st.permutations(offered)) if offered else []
        return {"type": "crank", "cards": chosen[: data.draw(st.integers(0, len(chosen)))]}
    if kind == "roll":
        return {"type": "contraptions_roll"}
    if kind == "arrange":
        arranging = prompt is not None and prompt["kind"] == "arrange"
        looked = [c["id"] for c in prompt["cards"]] if arranging else [0]
        order = data.draw(st.permutations(looked))
        action = {"type": "contraptions_arrange"}
        if data.draw(st.booleans()):
            action["assemble"], action["sprocket"] = order[0], data.draw(sprocket)
            order = order[1:]
        cut = data.draw(st.integers(0, len(order)))
        action["top"] = order[:cut]
        if data.draw(st.booleans()):
            action["bottom"] = order[cut:]
        return action
    raise AssertionError(kind)


def snapshot(session):
    return json.dumps([session.state(), session.history(), session.log], sort_keys=True)


@fast
@given(st.data(), st.sampled_from(RULES), st.integers(1, 3))
def test_contraptions_are_never_lost_or_duplicated_and_the_log_replays(data, rules, players):
    session = start(
        rules,
        players=[f"P{i}" for i in range(players)],
        shuffled=True,
        seed=data.draw(st.integers(0, 1000)),
    )
    for _ in range(data.draw(st.integers(5, 40))):
        action = an_action(data, session)
        before = snapshot(session)
        table_before = copy.deepcopy(session.table)
        try:
            session.apply(action)
        except EngineError:
            assert snapshot(session) == before
            assert session.table == table_before
        assert_every_card_once(session)
    replayed = Session.replay(json.loads(json.dumps(session.log)))
    assert snapshot(replayed) == snapshot(session)
    assert replayed.table == session.table
    # undoing everything and redoing it all gives the same table
    done = session.state()["history_length"]
    if not done:
        return
    session.apply({"type": "undo", "steps": done})
    assert session.table.games == []
    session.apply({"type": "redo", "steps": done})
    assert session.table == replayed.table
    assert_every_card_once(session)

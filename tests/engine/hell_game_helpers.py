"""Shared pieces of the Hell's Half-Draft game tests: a small hand-made pool, sessions
with a known library order, and the no-card-lost check."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine import Session

SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"
HELLSCUBE = SHARED / "data" / "hellscube"


def face(
    name,
    cost="",
    types=("Creature",),
    text="",
    power=None,
    toughness=None,
    supertypes=(),
    subtypes=(),
):
    out = {"name": name, "types": list(types)}
    if cost:
        out["cost"] = cost
    if text:
        out["text"] = text
    if supertypes:
        out["supertypes"] = list(supertypes)
    if subtypes:
        out["subtypes"] = list(subtypes)
    if power is not None:
        out["power"], out["toughness"] = power, toughness
    return out


def card(name, cost="", types=("Creature",), **extra):
    return {
        "id": f"T/{name}",
        "name": name,
        "set": "T",
        "faces": [face(name, cost, types, **extra)],
    }


# A small pool: one card per line of the rules, names unique so a view can be searched.
POOL = [
    card("Zebra Meadow", types=("Land",)),  # 0 land
    card("Green Gnat", "{1}{G}", power="1", toughness="1"),  # 1 castable for G
    card("White Whale", "{W}{W}", power="3", toughness="3"),  # 2 choice for G
    card("Pickle Jar", "{2}{Pickle}", types=("Artifact",)),  # 3 ask
    card("Vile Bargain", "{B/P}", types=("Sorcery",)),  # 4 Phyrexian: castable
    card("Purple Haze", "{1}{P}", types=("Instant",), text="Draft a card."),  # 5 purple
    card("Hybrid Hound", "{G/U}{G/U}", power="2", toughness="2"),  # 6 hybrid
    card("Lutri Jr", "{1}{U}{R}", text="Companion - your deck is odd."),  # 7 companion
    card("Mox Nothing", "{0}", types=("Artifact",)),  # 8 castable
    card("Name Only", types=()),  # 9 ask (no data)
]
NAMES = [entry["name"] for entry in POOL]


def recorded_setup(order=None, **extra) -> dict:
    """A hell_setup carrying the library as recorded: POOL in the given order (top first)."""
    order = list(range(len(POOL))) if order is None else order
    return {
        "type": "hell_setup",
        "cards": POOL,
        "library": list(order),
        "pool_size": len(POOL),
        **extra,
    }


def start(players=("Ann", "Bob"), order=None, colors=("G", "WU"), seed=7, rules=None) -> Session:
    """A session with a game, a Hell library of POOL in ``order`` and declared colours
    (under rules reading ``rules``, the current one by default)."""
    session = Session(random.Random(seed)) if rules is None else Session(random.Random(seed), rules)
    session.apply({"type": "new_game", "players": list(players), "format": "hells_half_draft"})
    session.apply(recorded_setup(order))
    for seat, declared in enumerate(colors[: len(players)]):
        session.apply({"type": "hell_declare_colors", "player": seat, "colors": [declared]})
    return session


def hell(session):
    return session.table.features["hell"]


def view(session) -> dict:
    return session.state()["session_features"]["hell"]


def zone_of(session, card_id):
    return hell(session).where[card_id]


def snapshot(session) -> str:
    return json.dumps([session.state(), session.log], sort_keys=True)


def assert_every_card_once(session) -> None:
    state = session.table.features.get("hell")
    if state is not None:
        state.check()


def synthetic_pool(count: int) -> list[dict]:
    return [card(f"Card {i:04d}", "{1}{G}") for i in range(count)]

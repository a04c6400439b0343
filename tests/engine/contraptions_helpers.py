"""Shared helpers of the Contraption tests: a started game with Contraptions set up, the
Contraption view, and the invariant that every card is in exactly one zone."""

from __future__ import annotations

import random

from engine import Session
from engine.contraptions.cards import FACTIONS
from engine.contraptions.unstable_set import UNSTABLE_CONTRAPTIONS

NAMES = [card.name for card in UNSTABLE_CONTRAPTIONS]


def identity_shuffles(rules: str, players: int) -> list[list[int]]:
    """Shuffles that keep every deck in list order (top = first card of the list)."""
    if rules == "unstable":
        return [list(range(45)) for _ in range(players)]
    if rules == "factions":
        return [list(range(9)) for _ in FACTIONS]
    return [list(range(45))]


def start(
    rules: str = "unstable",
    players=("Ann", "Bob"),
    shuffled: bool = False,
    fmt: str = "casual",
    seed: int = 1,
    rules_reading: int | None = None,
    **setup,
) -> Session:
    session = (
        Session(random.Random(seed))
        if rules_reading is None
        else Session(random.Random(seed), rules_reading)
    )
    session.apply({"type": "new_game", "players": list(players), "format": fmt})
    session.apply({"type": "choose_first_player", "result": 0})
    action = {"type": "contraptions_setup", "rules": rules, **setup}
    if not shuffled and "shuffles" not in setup and "decks" not in setup and "deck" not in setup:
        action["shuffles"] = identity_shuffles(rules, len(players))
    session.apply(action)
    return session


def cx(session: Session) -> dict:
    """The Contraption view of the current game."""
    return session.state()["features"]["contraptions"]


def core(session: Session):
    return session.table.game.features["contraptions"]


def names(cards: list[dict]) -> list[str]:
    return [card["name"] for card in cards]


def sprocket_names(view: dict, rig: int = 0) -> list[list[str]]:
    return [names(cards) for cards in view["rigs"][rig]["sprockets"]]


def assert_every_card_once(session: Session) -> None:
    game = session.table.game
    if game is None or "contraptions" not in game.features:
        return
    st = game.features["contraptions"]
    seen = sorted(card for zone in st.zones() for card in zone)
    assert seen == list(range(len(st.cards))), "a Contraption was lost or duplicated"


def turn(session: Session, **upkeep) -> dict:
    """Pass the turn and start the new active player's Contraption upkeep."""
    session.apply({"type": "next_turn"})
    session.apply({"type": "contraptions_upkeep", **upkeep})
    return cx(session)

"""Building events for the tournament tests: by hand, or played out at random."""

from __future__ import annotations

import random

from engine.tournament.event import Event, Match
from engine.tournament.swiss import pair_next_round


def event(players, *rounds, dropped=None) -> Event:
    """An event from rounds written as tuples: ("Ann", "Bob", (2, 1, 0)) or ("Cid", None)."""
    built = tuple(
        tuple(Match(m[0], m[1], tuple(m[2]) if len(m) > 2 and m[2] else None) for m in matches)
        for matches in rounds
    )
    return Event(tuple(players), built, dict(dropped or {})).checked()


def random_result(rng: random.Random) -> tuple[int, int, int]:
    return rng.choice(
        [
            (2, 0, 0),
            (2, 1, 0),
            (0, 2, 0),
            (1, 2, 0),
            (1, 1, 1),
            (2, 0, 1),
            (1, 0, 2),
            (0, 0, 3),
            (1, 1, 0),
        ]
    )


def play_out(players: int, rounds: int, rng: random.Random, drop_chance: float = 0.0) -> Event:
    """An event of ``players`` paired by the Swiss pairing for up to ``rounds`` rounds with
    random results and random drops (it stops early when fewer than two are left)."""
    current = Event(tuple(f"P{i:02d}" for i in range(players)))
    for _ in range(rounds):
        if len(current.active_players()) < 2:
            break
        paired = pair_next_round(current, rng)
        current = current.with_round(
            [m if m.is_bye else Match(m.a, m.b, random_result(rng)) for m in paired.matches]
        )
        for player in current.active_players():
            if rng.random() < drop_chance:
                current = current.with_drop(player)
    return current

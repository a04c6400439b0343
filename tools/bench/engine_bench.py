"""The engine alone: replay a 10,000-action log, import the Hellscube registry, pair a Swiss
round of 256 players.  Runs the same in CPython and in Pyodide (``engine_node.mjs``).

    python tools/bench/engine_bench.py [--hellscube PATH] [--repeat N]

Prints one JSON object: {"figures": {name: seconds}, "notes": [...]}.  Each figure is the
best of ``--repeat`` runs (the engine is deterministic, so the best run is the least
disturbed one); the log is generated once with a fixed seed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
if os.path.isdir(os.path.join(HERE, "..", "..", "engine")):
    sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "..")))

LOG_ACTIONS = 10_000
SWISS_PLAYERS = 256
LARGE_SWISS_PLAYERS = 1024  # no cap, and a round of 1,024 under 1 s


def make_log(count: int = LOG_ACTIONS, seed: int = 6) -> list[dict]:
    """A realistic session log, made by the engine itself: games of 2-6 players, mostly life
    taps (grouped, as the app sends them), counters, dice and coins, turns, undo and redo."""
    from engine import EngineError, Session

    rng = random.Random(seed)
    session = Session(random.Random(seed + 1))
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]

    def new_game():
        n = rng.choice((2, 2, 3, 4, 4, 6))
        fmt = rng.choice(("casual", "casual", "commander", "hells_half_draft"))
        return {"type": "new_game", "players": names[:n], "format": fmt}

    players = 0
    session.apply(new_game())
    while len(session.log) < count:
        game = session.table.game
        players = len(game.players) if game else 0
        roll = rng.random()
        if not players or roll < 0.004:
            action = new_game()
        elif roll < 0.60:
            action = {
                "type": "adjust_life",
                "player": rng.randrange(players),
                "delta": rng.choice((-1, -1, -2, -3, -5, 1, 2, 3)),
            }
        elif roll < 0.70:
            action = {
                "type": "adjust_counter",
                "player": rng.randrange(players),
                "counter": rng.choice(("poison", "energy", "experience", "storm")),
                "delta": 1,
            }
        elif roll < 0.75:
            action = {
                "type": "roll_dice",
                "sides": rng.choice((6, 20)),
                "count": rng.choice((1, 1, 2)),
            }
        elif roll < 0.77:
            action = {"type": "flip_coin"}
        elif roll < 0.84:
            action = {"type": "next_turn"}
        elif roll < 0.85:
            action = {
                "type": "set_designation",
                "designation": "monarch",
                "player": rng.randrange(players),
            }
        elif roll < 0.94:
            action = {"type": "undo", "steps": rng.choice((1, 1, 1, 2))}
        else:
            action = {"type": "redo"}
        try:
            session.apply(action)
        except EngineError:
            continue
    return list(session.log)


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def bench_replay(repeat: int, figures: dict, notes: list) -> None:
    from engine import Session

    log = make_log()
    counts: dict[str, int] = {}
    for record in log:
        counts[record["type"]] = counts.get(record["type"], 0) + 1
    notes.append(
        f"log of {len(log)} actions: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    )
    text = json.dumps(log)
    # What the app does at start (pwa/main.py Bridge.load): decode the JSON, replay, state().
    figures["replay 10,000 actions"] = best(
        lambda: Session.replay(json.loads(text)).state(), repeat
    )


def bench_import(path: str | None, repeat: int, figures: dict, notes: list) -> None:
    if not path or not os.path.isfile(path):
        notes.append(
            f"registry import skipped: {path or '../shared/data/hellscube/Hellscube-Database.json'} is absent"
        )
        return
    from engine.hell.importers import import_pool

    with open(path, "rb") as handle:
        data = handle.read()
    report = import_pool(data)
    notes.append(
        f"registry import: {len(data):,} bytes, {len(report.cards)} cards, {len(report.skipped)} skipped"
    )
    figures["import Hellscube registry"] = best(lambda: import_pool(data), repeat)


def bench_hell_library(path: str | None, repeat: int, figures: dict, notes: list) -> None:
    """The action a Hell's Half-Draft starts with: the HLC pool of the registry (720 cards)
    plus 250 basics, a tenth of it drawn into the library, recorded (``hell_setup``)."""
    if not path or not os.path.isfile(path):
        notes.append("Hell library building skipped: the registry file is absent")
        return
    from engine import Session
    from engine.hell.export_format import card_to_json
    from engine.hell.importers import import_pool

    with open(path, "rb") as handle:
        pool = [card_to_json(card) for card in import_pool(handle.read(), set_code="HLC").cards]

    def build() -> dict:
        session = Session(random.Random(2024))
        session.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
        return session.apply(
            {"type": "hell_setup", "pool": pool, "pool_name": "Hellscube v1.2 (HLC)"}
        )

    record = build()
    notes.append(
        f"Hell library: {len(pool)} HLC cards + basics = {record['pool_size']} -> "
        f"{len(record['library'])} in the library ({len(record['cards'])} distinct), "
        f"record {len(json.dumps(record, ensure_ascii=False).encode()) / 1024:.0f} KiB"
    )
    figures["build a Hell library (HLC pool, with a new game)"] = best(build, repeat)


def bench_swiss(repeat: int, figures: dict, notes: list) -> None:
    try:
        from engine.tournament.event import Event  # noqa: F401 (only: is the module there)
    except ImportError as error:
        notes.append(f"Swiss pairing skipped: {error}")
        return
    for players, rounds in ((SWISS_PLAYERS, 4), (LARGE_SWISS_PLAYERS, 10)):
        timings = swiss_rounds(players, rounds, repeat if players <= SWISS_PLAYERS else 1)
        middle = sorted(timings)[len(timings) // 2]
        notes.append(
            f"Swiss: {players:,} players, rounds 1-{rounds} paired in "
            + ", ".join(f"{t * 1000:.0f}" for t in timings)
            + f" ms (median {middle * 1000:.0f} ms)"
        )
        figures[f"pair Swiss round ({players:,} players, worst of rounds 1-{rounds})"] = max(
            timings
        )


def swiss_rounds(count: int, rounds: int, repeat: int) -> list[float]:
    """Seconds to pair each of ``rounds`` rounds of ``count`` players, random results between."""
    from engine.tournament.event import Event, Match
    from engine.tournament.swiss import pair_next_round

    rng = random.Random(count)
    players = tuple(f"P{i:04d}" for i in range(count))
    event = Event(players)
    timings = []
    for _ in range(rounds):
        order = list(players)
        rng.shuffle(order)
        started = time.perf_counter()
        paired = pair_next_round(event, order)
        timings.append(time.perf_counter() - started)
        if repeat > 1:
            timings[-1] = min(timings[-1], best(lambda: pair_next_round(event, order), repeat - 1))
        played = [
            Match(
                m.a,
                m.b,
                None
                if m.b is None
                else rng.choice(((2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1))),
            )
            for m in paired.matches
        ]
        event = event.with_round(played)
    return timings


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hellscube", default=None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    figures: dict[str, float] = {}
    notes: list[str] = []
    started = time.perf_counter()
    import engine  # noqa: F401 (the import is what is timed)

    figures["import engine"] = time.perf_counter() - started
    bench_replay(args.repeat, figures, notes)
    bench_import(args.hellscube, args.repeat, figures, notes)
    bench_swiss(args.repeat, figures, notes)
    bench_hell_library(args.hellscube, args.repeat, figures, notes)
    print(json.dumps({"figures": figures, "notes": notes}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

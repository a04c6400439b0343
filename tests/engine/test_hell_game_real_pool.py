"""Hell's Half-Draft with the real Hellscube v1.2 pool (HLC) from ``shared/`` beside the
repository (read, never copied in): building the library, the size of the record, and a
whole library drawn with every verdict.  Skipped, saying why, when the data is absent.

Run with ``-s`` to see the measurements printed."""

from __future__ import annotations

import json
import random
import time

import pytest
from hell_game_helpers import HELLSCUBE, assert_every_card_once, hell, view

from engine import Session
from engine.hell.colors import parse_color_declaration
from engine.hell.export_format import card_to_json
from engine.hell.importers import import_pool
from engine.hell.verdict import judge_card


def shared_pool(name: str, set_code: str | None = None):
    path = HELLSCUBE / name
    if not path.exists():
        pytest.skip(
            f"the shared Hellscube data is not at {path} (expected shared/ beside the repo)"
        )
    return import_pool(path.read_bytes(), set_code=set_code)


@pytest.fixture(scope="module")
def hlc():
    report = shared_pool("Hellscube-Database.json", "HLC")
    assert report.total == 720
    return report.cards, [card_to_json(card) for card in report.cards]


def test_building_the_hell_library_from_the_full_hlc_pool(hlc):
    _cards, pool = hlc
    session = Session(random.Random(2024))
    session.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    started = time.perf_counter()
    record = session.apply(
        {"type": "hell_setup", "pool": pool, "pool_name": "Hellscube v1.2 (HLC)"}
    )
    build = time.perf_counter() - started
    assert len(record["library"]) == 97 and record["pool_size"] == 970
    size = len(json.dumps(record, ensure_ascii=False).encode())
    pool_size = len(json.dumps(pool, ensure_ascii=False).encode())
    started = time.perf_counter()
    again = Session.replay(session.log)
    replay = time.perf_counter() - started
    assert hell(again).library == hell(session).library
    print(
        f"\n[hell] build from the HLC pool (720 + 250 basics -> 97): {build * 1000:.1f} ms; "
        f"setup record {size / 1024:.1f} KiB ({len(record['cards'])} distinct cards) vs the "
        f"pool's export {pool_size / 1024:.1f} KiB; replaying it {replay * 1000:.1f} ms"
    )
    assert build < 2.0
    assert size < pool_size / 4


def test_every_verdict_from_real_cards(hlc):
    cards, _ = hlc
    colors = parse_color_declaration("WU")
    wanted = {}
    for card in cards:
        wanted.setdefault(judge_card(card, colors).verdict, card)
    assert set(wanted) == {"land", "castable", "choice", "ask"}
    order = [wanted[v] for v in ("land", "castable", "choice", "ask")]
    session = Session(random.Random(0))
    session.apply({"type": "new_game", "players": ["Ann"]})
    session.apply(
        {"type": "hell_setup", "cards": [card_to_json(c) for c in order], "library": [0, 1, 2, 3]}
    )
    session.apply({"type": "hell_declare_colors", "player": 0, "colors": ["WU"]})
    seen = []
    for decision in (None, None, "sideboard", "castable"):
        record = session.apply({"type": "hell_draw", "player": 0})
        last = view(session)["last_draw"]
        assert last["reason"] and last["reason_code"] and last["card_data"]["name"]
        seen.append(record["verdict"])
        if decision:
            session.apply({"type": "hell_resolve", "decision": decision})
    assert seen == ["land", "castable", "choice", "ask"]
    assert [e["card"]["name"] for e in view(session)["sideboard"]] == [order[2].name]


def test_a_whole_real_library_drawn_and_swept(hlc):
    _, pool = hlc
    session = Session(random.Random(5))
    session.apply(
        {"type": "new_game", "players": ["Ann", "Bob", "Cid"], "format": "hells_half_draft"}
    )
    session.apply({"type": "hell_setup", "pool": pool})
    for seat, colors in enumerate(("WUP", "BRG", "W,Pickle")):
        session.apply({"type": "hell_declare_colors", "player": seat, "colors": [colors]})
    session.apply({"type": "hell_deal_opening"})
    verdicts = set()
    turn = 0
    while view(session)["hell_library"]["count"]:
        record = session.apply({"type": "hell_draw", "player": turn % 3})
        verdicts.add(record["verdict"])
        if view(session)["pending"]:
            session.apply({"type": "hell_resolve", "decision": ("take", "sideboard")[turn % 2]})
        turn += 1
    json.dumps(session.state())
    assert verdicts >= {"land", "castable", "choice"}
    session.apply({"type": "hell_end_game", "winner": 2})
    assert view(session)["hell_library"]["count"] + len(hell(session).sideboard) == 97
    assert_every_card_once(session)


def test_the_odd_records_of_the_sample_draw_without_trouble():
    report = shared_pool("sample-70.json")
    session = Session(random.Random(1))
    session.apply({"type": "new_game", "players": ["Ann"]})
    session.apply(
        {
            "type": "hell_setup",
            "pool": [card_to_json(c) for c in report.cards],
            "basics": {},
            "fraction": "1",
        }
    )
    session.apply({"type": "hell_declare_colors", "player": 0, "colors": ["WUBRGP"]})
    for _ in range(report.total):
        session.apply({"type": "hell_draw", "player": 0})
        if view(session)["pending"]:
            session.apply({"type": "hell_resolve", "decision": "sideboard"})
        json.dumps(session.state())
    assert view(session)["hell_library"]["count"] == 0

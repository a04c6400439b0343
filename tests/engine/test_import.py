"""Importing card pools: every NOTES.md quirk, the full registry, text lists, the export.

Real registry data is read from ``shared/`` beside the repository, never copied in.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from engine.errors import ImportFormatError
from engine.hell.cards import filter_by_set, search_by_name
from engine.hell.export_format import EXPORT_FORMAT, export_pool, export_pool_text
from engine.hell.hellfall_format import read_record
from engine.hell.importers import import_pool

SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"
HELLSCUBE = SHARED / "data" / "hellscube"


def shared_bytes(name: str) -> bytes:
    path = HELLSCUBE / name
    if not path.exists():
        pytest.skip(f"the shared registry data is not at {path} (shared/ beside the repo)")
    return path.read_bytes()


@pytest.fixture(scope="module")
def sample():
    """The import's report, and every record read as a card by id: the registry's token
    records too (the import leaves them out, but their fields are read the same way)."""
    data = shared_bytes("sample-70.json")
    report = import_pool(data)
    taken: set[str] = set()
    every = [read_record(record, taken) for record in json.loads(data)["data"]]
    return report, {card.id: card for card in every}


@pytest.fixture(scope="module")
def database():
    return import_pool(shared_bytes("Hellscube-Database.json"))


# --- NOTES.md quirks, on sample-70.json ------------------------------------------------------


def test_sample_imports_every_record(sample):
    report, _ = sample
    # 70 records: 66 cards and the registry's 4 token records, left out (issue 24, item 10)
    assert report.format == "hellfall" and report.total == 66 and report.skipped == ()
    assert sorted(entry.name for entry in report.tokens) == [
        "1 Life 1",
        "Actor 1",
        "Wurm 10",
        "🐱 1",
    ]


def test_quirk_1_faces_are_found_among_padding(sample):
    _, cards = sample
    assert len(cards["HC3/Skald"].faces) == 1
    assert [f.name for f in cards["HC2/Born // Shit // Forced // Wipe"].faces] == [
        "Born",
        "Shit",
        "Forced",
        "Wipe",
    ]
    token = cards["1 Life 1"]  # padded with "" in every face
    assert len(token.faces) == 1 and token.front.types == ("Life",)
    assert cards["HC2/!macro rat"].front.flavor  # Flavor Text present
    assert cards["HC3/Skald"].front.flavor == ""  # Flavor Text missing


def test_quirk_2_names_kept_exactly_and_split_only_when_they_fit(sample):
    _, cards = sample
    skald = cards["HC3/Skald"]
    assert skald.name == " " * 32 + "Skald"
    assert [f.name for f in cards["HC3/// Do"].faces] == ["", "Do"]
    assert [f.name for f in cards["HLC///ce of Will"].faces] == ["", "ce of Will"]
    pizza = cards["HC3/Pizza Hut//Taco Bell//Combination Pizza Hut n Taco Bell"]
    assert [f.name for f in pizza.faces] == [
        "Pizza Hut",
        "Taco Bell",
        "Combination Pizza Hut n Taco Bell",
    ]
    assert [f.name for f in cards["HC2/Bounty Board"].faces] == ["Bounty Board", ""]
    assert cards["HC3/TL;DR"].name == cards["HLC/TL;DR"].name == "TL;DR"
    assert cards["HC4/🖕"].name == "🖕" and "🐱 1" in cards
    assert cards['HLC/"Blue Doesn\'t Get Bears"'].name == '"Blue Doesn\'t Get Bears"'


def test_ids_are_unique_and_stable(sample):
    report, _ = sample
    assert len({card.id for card in report.cards}) == 66
    again = import_pool(shared_bytes("sample-70.json"))
    assert [c.id for c in again.cards] == [c.id for c in report.cards]


def test_quirk_3_transform_back_face_has_no_cost(sample):
    _, cards = sample
    servo = cards["HC2/Adorable Servo // Skittering Servo Swarm"]
    assert (
        servo.faces[0].cost == "{W}" and servo.faces[1].cost == "" and not servo.faces[1].has_cost
    )


def test_quirk_4_mana_value_is_recomputed(sample):
    _, cards = sample
    assert cards['HLC/"I Need Your Love" // "I Need Your Time"'].mana_value == 3  # CMC says 10
    assert cards["HC4/Bottomless Sands"].mana_value == 0  # CMC null
    assert cards["HC4/Grox"].mana_value == 0
    assert cards["HLC/Wrath of the Weenies"].mana_value == 0  # {X}{X}
    assert cards["HLC/Acquisition of Kozilek"].mana_value == 4  # {3/P}{B}


def test_quirk_5_power_toughness_loyalty_are_text(sample):
    _, cards = sample
    assert (cards["Wurm 10"].front.power, cards["Wurm 10"].front.toughness) == ("5", "5")
    assert cards["HLC/-1 Llanowar Elf"].front.power == "-1"
    assert (
        cards["HC2/Tibalt and Six"].front.loyalty == "3"
        and cards["HC2/Tibalt and Six"].front.power is None
    )


def test_quirk_6_token_records(sample):
    report, cards = sample
    assert "" not in report.by_set and len(report.tokens) == 4  # not a set named "" (or "—")
    for name in ("1 Life 1", "Actor 1", "Wurm 10", "🐱 1"):
        assert cards[name].set_code == "" and cards[name].is_token
    assert cards["HC2/Lightning Pog Slam"].is_token  # Token supertype in a set
    assert cards["HC3/Savannah Lies"].is_token  # Token as a type
    assert not cards["HLC/Borrowing 100,000 Bears"].is_token  # makes tokens, is not one


def test_quirk_7_colours(sample):
    _, cards = sample
    names = lambda card_id: [c.name for c in cards[card_id].colors]
    assert names("HLC/Pickle K'rrik!") == ["Pickle"]
    assert names("HC3/Pissmite") == ["Piss"]
    assert names("HC3/Savannah Lies") == []  # literal "Colorless"
    assert names("HC3/Actually Purple Wurm") == ["Purple"]  # colour and cost disagree: kept
    assert names("HLC/whip // nae nae") == ["White", "Black", "Green"]


def test_quirk_8_costs_kept_as_written(sample):
    _, cards = sample
    assert cards["HC3/THE SKELETON"].front.cost == "{B}{B}{BB/P}"
    assert cards["HC3/Pissmite"].front.cost == "{2/Y}"
    assert cards["HC4/Lightning Gut"].front.cost == "{H/R}"
    assert (
        cards['HC2/"Tranquil" Frontier'].front.cost == ""
        and cards["HLC/-1 Llanowar Elf"].front.cost == "{0}"
    )


def test_quirk_9_types(sample):
    _, cards = sample
    assert cards["HLC/THUNDER FURY LIGHTNING POWER STRIKE"].front.types == ("INSTANT",)
    assert cards["HLC/u/CoolDownGuy's Masterpiece"].front.types == ("Sorcery", "Instant")
    assert cards["HC4/🖕"].front.types == ("Hand",)
    assert cards["HC4/THE COOL EGG"].front.types == ("Artifact", "Battle")
    assert cards["HC3/Savannah Lies"].front.types == ("Token", "Conspiracy", "Creature")
    assert cards["HC3/$0.01"].front.types == ()
    assert cards["HC3/Skald"].front.subtypes == ("Dwarf", "...Skald")
    assert cards["HC4/Wrenn and Six and Minsc and Boo"].front.subtypes == ("Wrenn Minsc",)


def test_quirk_10_text_line_breaks(sample):
    _, cards = sample
    text = cards["HC3/Skald"].front.text
    assert "\\n" not in text and "\n Whenever you cast a spell" in text


def test_lands(sample):
    report, cards = sample
    assert cards["HLC/Wuhan"].is_land and cards["HC3/Grovergrown Tomb"].is_land
    assert not cards["HLC/Lightning Bolt with Extra Steps"].is_land
    assert report.lands == sum(card.is_land for card in report.cards) == 14


# --- the full registry ---------------------------------------------------------------------------


def test_full_database_counts(database):
    assert database.total == 3059 - 146 and database.skipped == () and len(database.tokens) == 146
    assert database.by_set == {"HC2": 719, "HC3": 729, "HC4": 745, "HLC": 720}
    hlc = filter_by_set(database.cards, "hlc")
    assert len(hlc) == 720 and sum(card.is_land for card in hlc) == 69


def test_full_database_set_filter_and_speed():
    data = shared_bytes("Hellscube-Database.json")
    timings = []
    for _ in range(3):
        start = time.perf_counter()
        report = import_pool(data, set_code="HLC")
        timings.append(time.perf_counter() - start)
    assert report.total == 720 and report.lands == 69 and report.by_set == {"HLC": 720}
    print(f"full import: best {min(timings):.3f} s")
    assert min(timings) < 1.5  # measured ~0.1 s; the bound only catches a blow-up


def test_search_by_name(database):
    found = search_by_name(database.cards, "tl;dr")
    assert [c.name for c in found][:2] == ["TL;DR", "TL;DR"]
    ranked = search_by_name(database.cards, "pickle")
    assert ranked and all("pickle" in c.name.casefold() for c in ranked)
    assert search_by_name(database.cards, "  PICKLE  k'rrik! ")[0].name == "Pickle K'rrik!"


# --- text lists ------------------------------------------------------------------------------------

TEXT_LIST = """# my pool
Lightning Bolt
4 Island
2x Nebula | | Basic Land — Nebula
Pill Bug | {G/U}{G/U} | Enchantment — Aura

Wear // Tear | {1}{R} // {W} | Instant // Instant
2th Fairy
1 1 Life 1
0 Nothing
A | B | C | D
Broken | {2}{G | Creature
"""


def test_text_list():
    report = import_pool(TEXT_LIST)
    assert report.format == "text"
    names = [c.name for c in report.cards]
    assert names.count("Island") == 4 and names.count("Nebula") == 2
    assert [c.id for c in report.cards if c.name == "Island"] == [
        "Island",
        "Island~2",
        "Island~3",
        "Island~4",
    ]
    assert "2th Fairy" in names and "1 Life 1" in names
    pill = next(c for c in report.cards if c.name == "Pill Bug")
    assert (
        pill.front.cost == "{G/U}{G/U}"
        and pill.front.types == ("Enchantment",)
        and pill.front.subtypes == ("Aura",)
    )
    nebula = next(c for c in report.cards if c.name == "Nebula")
    assert nebula.is_land and nebula.front.supertypes == ("Basic",)
    wear = next(c for c in report.cards if c.name == "Wear // Tear")
    assert [(f.name, f.cost) for f in wear.faces] == [("Wear", "{1}{R}"), ("Tear", "{W}")]
    assert report.lands == 2 and report.total == 11
    assert [(s.position, s.unit) for s in report.skipped] == [
        (10, "line"),
        (11, "line"),
        (12, "line"),
    ]
    assert "count" in report.skipped[0].reason and "'|'" in report.skipped[1].reason
    assert "never closed" in report.skipped[2].reason


def test_text_list_crlf_and_bom():
    report = import_pool("\ufeffIsland\r\n3 Forest\r\n".encode("utf-8"))
    assert [c.name for c in report.cards] == ["Island", "Forest", "Forest", "Forest"]


def test_text_list_cut_mid_cost_is_refused():
    with pytest.raises(ImportFormatError) as refused:
        import_pool("Island\nPill Bug | {G/U}{G/")
    assert refused.value.details["reason"] == "truncated" and refused.value.details["line"] == 2


def test_text_list_unterminated_last_line_that_is_complete_is_fine():
    assert import_pool("Island\nPill Bug | {G/U}{G/U}").total == 2


# --- refusals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data, reason",
    [
        (b"", "empty"),
        (b"  \n\t ", "empty"),
        (b'{"data": [1, 2', "truncated"),
        (b'{"data": [{"Name": "Unterminated', "truncated"),
        (b'{"data": [1,, 2]}', "bad_json"),
        (b'{"data": {"Name": "x"}}', "wrong_shape"),
        (b'{"cards": []}', "wrong_shape"),
        (b'[{"Name": "x"}]', "wrong_shape"),
        (b"Island\n\xff\xfeForest\n", "not_text"),
        (b"Isl\xc3nd\n", "not_text"),
        ("Island\nFö".encode()[:-1], "truncated"),
        (b"Island\x00\x00", "not_text"),
        (b"[" * 100000, "bad_json"),
        (
            json.dumps({"format": EXPORT_FORMAT, "version": 99, "cards": []}).encode(),
            "unsupported_version",
        ),
        (json.dumps({"format": EXPORT_FORMAT, "cards": []}).encode(), "wrong_shape"),
    ],
)
def test_malformed_files_are_refused_with_reason(data, reason):
    with pytest.raises(ImportFormatError) as refused:
        import_pool(data)
    assert refused.value.details["reason"] == reason
    assert refused.value.message


def test_truncated_registry_file_is_refused_with_position():
    data = shared_bytes("sample-70.json")
    with pytest.raises(ImportFormatError) as refused:
        import_pool(data[: len(data) // 2])
    details = refused.value.details
    assert (
        details["reason"] == "truncated" and details["line"] > 1 and "line" in refused.value.message
    )


def test_bad_records_are_skipped_with_position_and_reason():
    records = [
        {
            "Name": "Good",
            "Set": "HLC",
            "Cost": ["{G}"],
            "Card Type(s)": ["Creature"],
            "Color(s)": "Green",
        },
        "not a record",
        {"Set": "HLC"},
        {"Name": "   ", "Set": "HLC"},
        {"Name": "Bad cost", "Cost": [{"G": 1}]},
        {"Name": "Bad set", "Set": 7},
        {"Name": "Bad types", "Card Type(s)": {"a": 1}},
        {"Name": "Minimal"},
    ]
    report = import_pool(json.dumps({"data": records}))
    assert [c.name for c in report.cards] == ["Good", "Minimal"]
    assert [s.position for s in report.skipped] == [1, 2, 3, 4, 5, 6]
    assert (
        "not an object" in report.skipped[0].reason
        and "Name is missing" in report.skipped[1].reason
    )
    assert report.skipped[3].name == "Bad cost" and "Cost" in report.skipped[3].reason


def test_explicit_format_must_match():
    with pytest.raises(ImportFormatError):
        import_pool('{"data": []}', format="export")
    assert import_pool("{not json}", format="text").total == 1


# --- the app's own export ----------------------------------------------------------------------------


def test_export_round_trips_the_sample_exactly(sample):
    report, _ = sample
    text = export_pool_text(report.cards)
    again = import_pool(text.encode("utf-8"))
    assert again.format == "export" and again.skipped == ()
    assert again.cards == report.cards
    assert [[c.name for c in card.colors] for card in again.cards] == [
        [c.name for c in card.colors] for card in report.cards
    ]
    assert export_pool_text(again.cards) == text


def test_export_round_trips_the_full_database(database):
    again = import_pool(json.dumps(export_pool(database.cards)))
    assert again.cards == database.cards and again.by_set == database.by_set


def test_export_round_trips_a_text_list():
    report = import_pool(TEXT_LIST)
    assert import_pool(export_pool_text(report.cards)).cards == report.cards


def test_export_bad_cards_are_skipped():
    document = {
        "format": EXPORT_FORMAT,
        "version": 1,
        "cards": [
            {"id": "a", "name": "A", "faces": [{}]},
            {"id": "a", "name": "Again", "faces": [{}]},
            {"id": "b", "name": "B", "faces": []},
            {"id": "c", "name": "C", "faces": [{"types": "Creature"}]},
            {"id": "d", "name": "D", "faces": [{}], "colors": ["Colorless"]},
            {"id": "e", "name": "E", "faces": [{"power": 3}]},
        ],
    }
    report = import_pool(json.dumps(document))
    assert [c.id for c in report.cards] == ["a"]
    assert [s.position for s in report.skipped] == [1, 2, 3, 4, 5]
    assert "earlier card" in report.skipped[0].reason


def test_summary_shape(sample):
    report, _ = sample
    summary = report.summary()
    assert set(summary) == {"format", "total", "by_set", "lands", "skipped", "tokens"}
    assert summary["tokens"] == 4
    filtered = import_pool(shared_bytes("sample-70.json"), set_code="HLC").summary()
    assert filtered["total"] == 26 and filtered["set"] == "HLC"

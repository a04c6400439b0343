"""Mana costs as Hellscube writes them: every symbol of real costs parses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.errors import EngineError, InvalidField
from engine.hell.mana import SymbolKind, has_cost, mana_value, parse_cost, render_cost

SHARED = Path(__file__).resolve().parents[2] / ".." / "shared"
DATABASE = SHARED / "data" / "hellscube" / "Hellscube-Database.json"
SAMPLE = SHARED / "data" / "hellscube" / "sample-70.json"

K = SymbolKind


def kinds(cost: str) -> list[SymbolKind]:
    return [symbol.kind for symbol in parse_cost(cost)]


@pytest.mark.parametrize(
    "cost, expected_kinds, value",
    [
        ("", [], 0),
        ("{0}", [K.GENERIC], 0),
        ("{2}{G/U}{B/P}", [K.GENERIC, K.HYBRID, K.PHYREXIAN], 4),
        ("{X}", [K.VARIABLE], 0),
        ("{X}{X}", [K.VARIABLE, K.VARIABLE], 0),
        ("{Y}{Z}{1}", [K.VARIABLE, K.VARIABLE, K.GENERIC], 1),
        ("{C}", [K.COLORLESS], 1),
        ("{S}{S}", [K.SNOW, K.SNOW], 2),
        ("{W}{U}{B}{P}{R}{G}", [K.COLORED] * 6, 6),
        ("{P}", [K.COLORED], 1),
        ("{W/U/B/R/G}{W/U/B/R/G}", [K.HYBRID, K.HYBRID], 2),
        ("{1}{U/BB}", [K.GENERIC, K.HYBRID], 3),
        ("{2/P}", [K.HYBRID], 2),
        ("{3/P}{B}", [K.HYBRID, K.COLORED], 4),
        ("{3}{2/C}{2/C}", [K.GENERIC, K.HYBRID, K.HYBRID], 7),
        ("{B}{B}{BB/P}", [K.COLORED, K.COLORED, K.PHYREXIAN], 4),
        ("{4}{Pickle}{Pickle}{Pickle}", [K.GENERIC, K.UNKNOWN, K.UNKNOWN, K.UNKNOWN], 7),
        ("{H/R}", [K.HYBRID], 1),
        ("{2/Y}", [K.HYBRID], 2),
        ("{?}{R}", [K.UNKNOWN, K.COLORED], 2),
        ("{9/3}{B}", [K.HYBRID, K.COLORED], 10),
        ("{-1}", [K.GENERIC], 0),
        ("{T}{T}{T}", [K.NON_MANA] * 3, 0),
        ("{G/X}{W/Y}{U/Z}{1}", [K.HYBRID] * 3 + [K.GENERIC], 4),
        ("{Purple}", [K.COLORED], 1),
    ],
)
def test_symbol_kinds_and_mana_value(cost, expected_kinds, value):
    assert kinds(cost) == expected_kinds
    assert mana_value(cost) == value


def test_purple_is_a_colour_not_phyrexian():
    (symbol,) = parse_cost("{P}")
    assert symbol.kind == K.COLORED and symbol.colors == {"P"}


def test_colour_letter_slash_p_is_phyrexian_but_generic_slash_p_is_purple_hybrid():
    phyrexian, double, hybrid = parse_cost("{B/P}{BB/P}{2/P}")
    assert phyrexian.kind == K.PHYREXIAN and phyrexian.colors == {"B"} and phyrexian.mana_value == 1
    assert double.kind == K.PHYREXIAN and double.mana_value == 2
    assert hybrid.kind == K.HYBRID and [p.kind for p in hybrid.parts] == ["generic", "colored"]
    assert hybrid.colors == {"P"}


def test_hybrid_halves_are_kept():
    (symbol,) = parse_cost("{U/BB}")
    assert [(p.kind, p.color, p.amount) for p in symbol.parts] == [
        ("colored", "U", 1),
        ("colored", "B", 2),
    ]


def test_unknown_symbols_keep_their_text():
    pickle, hr, two_y = parse_cost("{Pickle}{H/R}{2/Y}")
    assert pickle.kind == K.UNKNOWN and pickle.text == "{Pickle}"
    assert [p.kind for p in hr.parts] == ["unknown", "colored"] and hr.parts[0].text == "H"
    assert [p.kind for p in two_y.parts] == ["generic", "unknown"] and two_y.text == "{2/Y}"


def test_empty_cost_is_no_cost_and_zero_is_a_cost():
    assert parse_cost("") == () and not has_cost("")
    assert has_cost("{0}") and mana_value("{0}") == 0


@pytest.mark.parametrize(
    "cost, rendered",
    [
        ("5{B/G}{B/G}", "{5}{B/G}{B/G}"),
        ("U", "{U}"),
        ("{1/G}{1/G}G{1/W}", "{1/G}{1/G}{G}{1/W}"),
        ("{X} {G}", "{X}{G}"),
        ("{3}{U} ", "{3}{U}"),
        ("{3}[W}", "{3}[W}"),
        ("Sacrifice a creature:", "Sacrifice a creature:"),
        ("{2", "{2"),
        ("{２}{Ｇ}", "{2}{G}"),
        ("{Pickle}", "{Pickle}"),
        ("{B/P}", "{B/P}"),
    ],
)
def test_render_back_to_text(cost, rendered):
    assert render_cost(cost) == rendered
    assert render_cost(rendered) == rendered


def test_text_outside_braces_is_kept():
    symbols = parse_cost("{1}Your soul")
    assert symbols[1].kind == K.TEXT and symbols[1].text == "Your soul" and mana_value(symbols) == 1


@pytest.mark.parametrize(
    "cost",
    [
        "\u00a0{2}\u2003{G}\n",
        "{\u200b}",
        "{}",
        "{/}",
        "{G/}",
        "}{",
        "{{G}}",
        "{" + "9" * 5000 + "}",
        "🐱{🐱/G}",
        "\x00{R}",
    ],
)
def test_odd_text_never_crashes(cost):
    symbols = parse_cost(cost)
    assert mana_value(symbols) >= 0
    render_cost(symbols)


def test_non_text_cost_is_an_engine_error():
    with pytest.raises(InvalidField):
        parse_cost(None)  # type: ignore[arg-type]
    with pytest.raises(EngineError):
        parse_cost(3)  # type: ignore[arg-type]


def _real_costs():
    for path in (DATABASE, SAMPLE):
        if not path.exists():
            pytest.skip(f"the shared registry data is not at {path} (shared/ beside the repo)")
        for record in json.loads(path.read_text(encoding="utf-8"))["data"]:
            for cost in record["Cost"]:
                if isinstance(cost, str):
                    yield record["Name"], cost


def test_every_real_cost_parses_and_renders_stably():
    count = 0
    for name, cost in _real_costs():
        symbols = parse_cost(cost)
        rendered = render_cost(symbols)
        assert render_cost(rendered) == rendered, name
        assert mana_value(rendered) == mana_value(symbols), name
        count += 1
    assert count > 12000

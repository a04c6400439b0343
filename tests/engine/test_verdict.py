"""The Hell-draw verdict of seed 000 for a table of costs and declared deck colours."""

from __future__ import annotations

import pytest

from engine.errors import InvalidField
from engine.hell.cards import Card, Face
from engine.hell.colors import parse_card_colors, parse_color_declaration
from engine.hell.mana import parse_cost
from engine.hell.verdict import (
    ASK,
    CASTABLE,
    CHOICE,
    LAND,
    judge_card,
    judge_hell_draw,
    judge_symbol,
)


def verdict(cost: str, colors: str, *, land: bool = False, costs: list[str] | None = None):
    return judge_hell_draw(
        is_land=land,
        costs=costs if costs is not None else [cost],
        colors=parse_color_declaration(colors),
    )


# (cost, declared land colours, verdict): each row a case the rules decide.
TABLE = [
    # plain colours
    ("{2}{G}", "G", CASTABLE),
    ("{2}{G}", "WU", CHOICE),
    ("{W}{U}", "WU", CASTABLE),
    ("{W}{U}", "W", CHOICE),
    ("{W}{U}{B}{P}{R}{G}", "WUBRGP", CASTABLE),
    ("{W}{U}{B}{P}{R}{G}", "WUBRG", CHOICE),
    # purple is a colour: {P} needs a purple land (Nebula), it is not Phyrexian
    ("{1}{P}", "P", CASTABLE),
    ("{1}{P}", "WUBRG", CHOICE),
    ("{1}{P}", "W,U,Purple", CASTABLE),
    # hybrid: present if any half is
    ("{2}{G/U}", "WUP", CASTABLE),
    ("{2}{G/U}", "WBP", CHOICE),
    ("{W/U/B/R/G}", "R", CASTABLE),
    ("{W/U/B/R/G}", "P", CHOICE),
    ("{1}{U/BB}", "B", CASTABLE),
    ("{1}{U/BB}", "RG", CHOICE),
    ("{B/R}{B/R}", "R", CASTABLE),
    # generic/coloured hybrids: the generic half is always payable
    ("{2/P}", "", CASTABLE),
    ("{3/P}{B}", "B", CASTABLE),
    ("{3/P}{B}", "P", CHOICE),
    ("{3}{2/C}{2/C}", "", CASTABLE),
    ("{2/Y}", "W", CASTABLE),
    # Phyrexian (a colour letter with /P): always present
    ("{B/P}", "", CASTABLE),
    ("{B}{B}{BB/P}", "B", CASTABLE),
    ("{B}{B}{BB/P}", "W", CHOICE),
    ("{1}{G}{B/P}", "G", CASTABLE),
    # not coloured: generic, X, colourless, snow, tap
    ("{0}", "", CASTABLE),
    ("{X}{X}", "", CASTABLE),
    ("{C}{C}", "W", CASTABLE),
    ("{S}{2}", "", CASTABLE),
    ("{T}{T}", "", CASTABLE),
    # unknown symbols: ask only when they decide
    ("{4}{Pickle}{Pickle}", "WUBRG", ASK),
    ("{4}{Pickle}{Pickle}", "W,U,Pickle", CASTABLE),
    ("{4}{Pickle}{Pickle}", "pickle", CASTABLE),
    ("{H/R}", "R", CASTABLE),
    ("{H/R}", "W", CASTABLE),  # seed 000 / issue 12: {H/x} is the colour or 2 life
    ("{H/C}", "", CASTABLE),
    ("{H/G}{H/G}", "W", CASTABLE),
    ("{?}{R}", "R", ASK),
    ("{?}{R}", "W", CHOICE),
    ("{W/Y}", "W", CASTABLE),
    ("{W/Y}", "U", ASK),
    ("{3}[W}", "W", ASK),
    # text outside braces
    ("5{B/G}{B/G}", "G", CASTABLE),
    ("U", "U", CASTABLE),
    ("U", "W", CHOICE),
    ("Sacrifice a creature:", "", CASTABLE),
    # no cost at all
    ("", "", CASTABLE),
]


@pytest.mark.parametrize("cost, colors, expected", TABLE)
def test_verdict_table(cost, colors, expected):
    assert verdict(cost, colors).verdict == expected


@pytest.mark.parametrize("cost", ["", "{2}{G}", "{Pickle}", "{R}{R}{R}"])
def test_a_land_is_a_land_whatever_its_cost(cost):
    result = verdict(cost, "", land=True)
    assert result.verdict == LAND and result.reason_code == "land"
    assert "draw step" in result.reason and "one land per turn" in result.reason


def test_reason_names_the_missing_symbols_and_colours():
    result = verdict("{1}{G}{B/R}", "WU")
    assert result.reason_code == "colors_missing"
    assert "{G} (green)" in result.reason and "{B/R} (black or red)" in result.reason
    assert result.params["missing"] == ["{G}", "{B/R}"] and result.params["colors"] == "W, U"
    assert "shared sideboard" in result.reason


def test_reason_for_castable_names_symbols_and_the_two_less():
    result = verdict("{2}{G/U}", "WUP")
    assert (
        result.reason_code == "colors_present"
        and "{G/U}" in result.reason
        and "{2} less" in result.reason
    )


def test_phyrexian_reason():
    only = verdict("{B/P}", "")
    assert only.reason_code == "always_present" and "Phyrexian" in only.reason
    assert only.params["phyrexian"] == ["{B/P}"] and only.params["present"] == []
    mixed = verdict("{G}{B/P}", "G")
    assert mixed.reason_code == "colors_present" and "{B/P} is Phyrexian" in mixed.reason


def test_generic_half_reason():
    result = verdict("{3/P}{B}", "B")
    assert result.params["payable"] == ["{3/P}"] and result.params["present"] == ["{B}"]
    assert "{3/P} can be paid without any colour" in result.reason
    assert verdict("{3/P}{B}", "BP").params["present"] == ["{3/P}", "{B}"]


def test_ask_lists_the_unknown_symbols():
    result = verdict("{4}{Pickle}{Pickle}", "WUBRG")
    assert result.unknown_symbols == ("{Pickle}",)
    assert result.params["unknown"] == ["{Pickle}"] and "{Pickle}" in result.reason


def test_unknown_symbols_are_listed_even_when_a_missing_colour_decides():
    result = verdict("{?}{R}", "W")
    assert result.verdict == CHOICE and result.unknown_symbols == ("{?}",)


def test_no_cost_and_no_coloured_symbol_reasons():
    assert verdict("", "").reason_code == "no_mana_cost"
    assert verdict("{3}", "").reason_code == "no_colored_symbols"


def test_to_json_shape():
    data = verdict("{2}{G/U}", "WUP").to_json()
    assert set(data) == {"verdict", "reason", "reason_code", "params", "unknown_symbols"}


# --- multi-face cards ---------------------------------------------------------------------


def card(*faces: Face, name: str = "Test") -> Card:
    return Card(id="t", name=name, faces=faces)


def test_every_face_with_a_cost_counts():
    split = card(
        Face(cost="{1}{W}{W}", types=("Sorcery",)), Face(cost="{4}{U}{U}{U}", types=("Sorcery",))
    )
    assert judge_card(split, parse_color_declaration("W")).verdict == CHOICE
    assert judge_card(split, parse_color_declaration("WU")).verdict == CASTABLE


def test_a_transform_back_face_without_cost_does_not_decide():
    servo = card(
        Face(cost="{W}", types=("Artifact", "Creature")),
        Face(cost="", types=("Artifact", "Creature")),
    )
    assert judge_card(servo, parse_color_declaration("W")).verdict == CASTABLE
    assert judge_card(servo, parse_color_declaration("U")).verdict == CHOICE


def test_the_front_face_decides_land():
    mdfc = card(Face(cost="{3/P}{U}", types=("Enchantment",)), Face(types=("Land",)))
    assert judge_card(mdfc, parse_color_declaration("U")).verdict == CASTABLE
    back_spell = card(Face(types=("Land",)), Face(cost="{5}{R}", types=("Creature",)))
    assert judge_card(back_spell, parse_color_declaration("")).verdict == LAND


def test_a_card_known_only_by_name_is_left_to_the_table():
    result = judge_card(card(Face(name="Mystery")), parse_color_declaration("WUBRG"))
    assert result.verdict == ASK and result.reason_code == "no_card_data"


def test_spell_without_any_cost_is_castable():
    bolt = card(Face(types=("Instant",)), name="Lightning Bolt with Extra Steps")
    assert judge_card(bolt, parse_color_declaration("")).verdict == CASTABLE


def test_named_colour_in_a_hybrid_half():
    (symbol,) = parse_cost("{Pickle/G}")
    assert judge_symbol(symbol, parse_color_declaration("Pickle")) == "present"
    assert judge_symbol(symbol, parse_color_declaration("W")) == "unknown"
    assert judge_symbol(symbol, parse_color_declaration("G")) == "present"


# --- colour declarations --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, keys",
    [
        ("WUP", {"W", "U", "P"}),
        ("wup", {"W", "U", "P"}),
        ("W U P", {"W", "U", "P"}),
        ("W,U,Pickle", {"W", "U", "pickle"}),
        ("White; Purple", {"W", "P"}),
        (" Blue ", {"U"}),
        ("Pickle", {"pickle"}),
        ("", set()),
    ],
)
def test_colour_declarations(text, keys):
    assert {color.key for color in parse_color_declaration(text)} == keys


def test_colourless_is_not_a_colour_to_declare():
    with pytest.raises(InvalidField):
        parse_color_declaration("W,Colorless")
    with pytest.raises(InvalidField):
        parse_color_declaration("C")


def test_card_colours_from_the_registry():
    assert [c.name for c in parse_card_colors("Red;White; Blue")] == ["White", "Blue", "Red"]
    assert parse_card_colors("Colorless") == () and parse_card_colors("") == ()
    assert [c.name for c in parse_card_colors("Piss")] == ["Piss"]

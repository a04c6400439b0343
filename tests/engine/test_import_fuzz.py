"""Whatever a file holds, an import ends in a report or an EngineError, never a crash.

The same for the mana parser, the colour declarations and the verdict.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import EngineError
from engine.hell.colors import parse_card_colors, parse_color_declaration
from engine.hell.export_format import EXPORT_FORMAT, export_pool
from engine.hell.importers import FORMATS, import_pool
from engine.hell.mana import mana_value, parse_cost, render_cost
from engine.hell.verdict import judge_card, judge_hell_draw

QUICK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Text that looks like costs: symbols, slashes, letters of colours and odd characters.
cost_text = st.text(
    alphabet=st.sampled_from(list("{}/0123456789WUBRGPCSXYZHT?- ab\u00a0\u2003🐱Ｇ")), max_size=30
) | st.text(max_size=20)
scalar = (
    st.none() | st.booleans() | st.integers(-10, 10**20) | st.floats(allow_nan=True) | cost_text
)
json_value = st.recursive(
    scalar,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=6,
)
HELLFALL_KEYS = [
    "Name",
    "Set",
    "Color(s)",
    "Cost",
    "Supertype(s)",
    "Card Type(s)",
    "Subtype(s)",
    "power",
    "toughness",
    "Loyalty",
    "Text Box",
    "Flavor Text",
    "Image",
    "CMC",
    "tokens",
]
face_list = st.lists(st.none() | cost_text | st.integers(-3, 9), max_size=5)
hellfall_record = st.dictionaries(
    st.sampled_from(HELLFALL_KEYS), face_list | scalar | json_value, max_size=10
)
export_card = st.dictionaries(
    st.sampled_from(["id", "name", "set", "colors", "image", "faces"]),
    st.lists(
        st.dictionaries(
            st.sampled_from(["name", "cost", "types", "power"]), json_value, max_size=3
        ),
        max_size=3,
    )
    | json_value,
    max_size=6,
)


def ends_well(data, **options) -> None:
    try:
        report = import_pool(data, **options)
    except EngineError:
        return
    assert report.total == len(report.cards)
    json.dumps(report.summary())


@QUICK
@given(st.binary(max_size=200), st.sampled_from(FORMATS))
def test_any_bytes(data, fmt):
    ends_well(data, format=fmt)


@QUICK
@given(st.text(max_size=200), st.sampled_from(FORMATS))
def test_any_text(text, fmt):
    ends_well(text, format=fmt)


@QUICK
@given(json_value)
def test_any_json(document):
    ends_well(json.dumps(document))


@QUICK
@given(st.lists(hellfall_record | json_value, max_size=6))
def test_hellfall_like_records(records):
    ends_well(json.dumps({"data": records}))


@QUICK
@given(st.lists(export_card | json_value, max_size=5), st.integers(-1, 3) | json_value)
def test_export_like_documents(cards, version):
    ends_well(json.dumps({"format": EXPORT_FORMAT, "version": version, "cards": cards}))


@QUICK
@given(
    st.lists(
        st.text(alphabet=st.sampled_from(list("0123456789xX |{}/WUG—-ab🐱\t")), max_size=25),
        max_size=6,
    ),
    st.booleans(),
)
def test_text_list_like_lines(lines, final_newline):
    ends_well("\n".join(lines) + ("\n" if final_newline else ""))


@QUICK
@given(cost_text)
def test_mana_parser_and_verdict_never_crash(cost):
    symbols = parse_cost(cost)
    assert mana_value(symbols) >= 0
    rendered = render_cost(symbols)
    assert render_cost(rendered) == rendered
    for colors in ("", "WUBRGP", "W,Pickle"):
        result = judge_hell_draw(
            is_land=False, costs=[cost, rendered], colors=parse_color_declaration(colors)
        )
        assert result.verdict in {"castable", "choice", "ask"}


@QUICK
@given(st.text(max_size=20))
def test_colour_texts(text):
    parse_card_colors(text)
    try:
        parse_color_declaration(text)
    except EngineError:
        pass


@QUICK
@given(st.lists(hellfall_record, min_size=1, max_size=4))
def test_imported_cards_round_trip_and_get_a_verdict(records):
    try:
        report = import_pool(json.dumps({"data": records}))
    except EngineError:
        return
    assert (
        import_pool(json.dumps(export_pool(report.cards))).cards == report.cards
        if report.cards
        else True
    )
    for card in report.cards:
        assert judge_card(card, parse_color_declaration("WUBRGP")).verdict in {
            "land",
            "castable",
            "choice",
            "ask",
        }

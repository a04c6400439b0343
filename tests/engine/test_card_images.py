"""Card pictures (issue 14, item 9): only https addresses on the allowed image host are kept
in a pool; the rest are dropped at import, so the app never asks another host."""

from __future__ import annotations

import json

import pytest

from engine.hell.export_format import card_from_json, card_to_json
from engine.hell.images import allowed_image
from engine.hell.importers import import_pool

GOOD = "https://lh3.googleusercontent.com/d/1IZl1kGl0ajV4I7UY5DbQSL2yaF_i_uka"


@pytest.mark.parametrize(
    "address, kept",
    [
        (GOOD, GOOD),
        ("http://lh3.googleusercontent.com/d/x", ""),
        ("https://evil.example/d/x", ""),
        ("https://lh3.googleusercontent.com.evil.example/x", ""),
        ("https://user@lh3.googleusercontent.com/x", ""),
        ("javascript:alert(1)", ""),
        ("", ""),
        (None, ""),
        (42, ""),
    ],
)
def test_only_the_allowed_host_is_kept(address, kept):
    assert allowed_image(address) == kept


def test_a_registry_record_keeps_its_picture_and_the_pool_round_trips_it():
    record = {
        "Name": "Brass Owl",
        "Set": "HLC",
        "Image": GOOD,
        "Color(s)": "",
        "Cost": ["{2}"],
        "Card Type(s)": ["Artifact Creature"],
        "Text Box": [""],
    }
    other = dict(record, Name="Elsewhere", Image="https://evil.example/x.png")
    report = import_pool(json.dumps({"data": [record, other]}))
    by_name = {c.name: c for c in report.cards}
    assert by_name["Brass Owl"].image == GOOD and by_name["Elsewhere"].image == ""
    again = card_from_json(card_to_json(by_name["Brass Owl"]))
    assert again.image == GOOD

"""What the app's view must agree on with the engine, checked against the engine itself."""

from __future__ import annotations

import re
from pathlib import Path

from engine.registry import ACTIONS

# the page's state owner stamps it: every action passes through its send()
APP = Path(__file__).resolve().parents[2] / "pwa" / "js" / "page-state.js"


def test_the_app_stamps_the_time_on_exactly_the_actions_that_take_one():
    """The view adds `at` (the wall-clock time) to the actions whose `at` the engine documents as
    stamped by the app (the draft and round clocks fill in their own)."""
    listed = re.search(
        r"TIMED_ACTIONS = new Set\(\[([^\]]*)\]\)", APP.read_text(encoding="utf-8")
    ).group(1)
    in_app = set(re.findall(r'"(\w+)"', listed))
    in_engine = {
        kind
        for kind, cls in ACTIONS.items()
        if any(f.name == "at" and "stamped by the app" in f.doc for f in cls.fields)
    }
    assert in_app == in_engine

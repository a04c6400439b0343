"""Issue 23, item 1: every action type says when the rules allow it, citing the rule."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from engine.registry import ACTIONS

# Every action says when it is allowed; the formats' actions cite the seed they follow
# (000 Hell's Half-Draft, 001 Contraptions, 002 Conspiracy, 003 Tournament Rules), or a
# Comprehensive Rule ("CR 702.162a").
CITATION = re.compile(r"\b00[0-3]\b|\bCR \d{3}")
FORMAT_MODULES = ("engine.hell.", "engine.contraptions.", "engine.draft.", "engine.tournament.")


@pytest.mark.parametrize("action_type", sorted(ACTIONS))
def test_every_action_says_when_it_is_allowed(action_type):
    allowed = ACTIONS[action_type].allowed
    assert allowed.strip(), f"{action_type} has no 'allowed' text"


@pytest.mark.parametrize(
    "action_type",
    sorted(t for t, cls in ACTIONS.items() if cls.__module__.startswith(FORMAT_MODULES)),
)
def test_a_format_action_cites_its_rule(action_type):
    assert CITATION.search(ACTIONS[action_type].allowed), (
        f"{action_type}: 'allowed' cites no seed or rule: {ACTIONS[action_type].allowed!r}"
    )


def test_the_command_line_prints_when_each_action_is_allowed():
    out = subprocess.run(
        [sys.executable, "-m", "engine", "actions", "--json"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    described = {a["type"]: a for a in json.loads(out)}
    assert set(described) == set(ACTIONS)
    assert all(a["allowed"] for a in described.values())
    text = subprocess.run(
        [sys.executable, "-m", "engine", "actions"], capture_output=True, text=True, check=True
    ).stdout
    assert text.count("    allowed: ") == len(ACTIONS)

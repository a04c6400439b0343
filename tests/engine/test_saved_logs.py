"""A game saved by one release opens in every later one, with the same table (issue 17, 6).

``tests/engine/saved_logs/`` holds logs saved by earlier releases (``tools/record_log_fixtures.py``
made them: every game format and feature, every action type) with the state each replayed
to then. Every later engine must read each log through ``engine.log`` (its header, any
migration) and show what it showed: every value the old state held is the same now (a later
release may add fields, or add to the end of a text such as an export, never change or
drop one). A rules correction that changes what a
recorded action means must keep the old reading for logs recorded under it (the header's
``rules``), or migrate them explicitly.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.actions import ACTIONS
from engine.log import replay_lines

SAVED = Path(__file__).parent / "saved_logs"
LOGS = sorted(SAVED.glob("*.jsonl"))


# What the app reads as a hint for its own buttons, not what the table shows: whether an undo
# asks first changed when more actions became starts (a draft, a match, a round).
HINTS = {"undo_asks_first"}


def differences(old, new, path="state"):
    """Where ``new`` does not keep what ``old`` held (new keys are allowed)."""
    if isinstance(old, dict):
        if not isinstance(new, dict):
            return [f"{path}: was an object, now {new!r:.80}"]
        out = []
        for key, value in old.items():
            if key in HINTS:
                continue
            if key not in new:
                out.append(f"{path}.{key}: gone")
            else:
                out += differences(value, new[key], f"{path}.{key}")
        return out
    if isinstance(old, list):
        if not isinstance(new, list) or len(new) != len(old):
            return [f"{path}: was {old!r:.120}, now {new!r:.120}"]
        return [d for i, (a, b) in enumerate(zip(old, new)) for d in differences(a, b, f"{path}[{i}]")]
    if isinstance(old, str) and isinstance(new, str) and new.startswith(old.rstrip("\n")):
        return []          # a text a later release adds to (an export with the play-off after it)
    return [] if old == new else [f"{path}: was {old!r:.120}, now {new!r:.120}"]


def test_the_saved_logs_cover_every_format_and_every_action_type_of_their_release():
    assert LOGS, "no saved logs"
    types = {json.loads(line)["type"] for log in LOGS for line in log.read_text("utf-8").splitlines()[1:]}
    kinds = {log.name.split("-")[1] for log in LOGS}
    assert {"casual", "commander", "conspiracy", "hells_half_draft"} <= kinds
    # every type of the first release; a type added later is covered by that release's logs
    first = {t for t in types}
    assert len(first) >= 74 and first <= set(ACTIONS), sorted(first - set(ACTIONS))


@pytest.mark.parametrize("log", LOGS, ids=[log.stem for log in LOGS])
def test_a_saved_log_opens_and_shows_what_it_showed(log):
    session = replay_lines(log.read_text("utf-8").splitlines())
    then = json.loads(Path(f"{log.with_suffix('')}.state.json").read_text("utf-8"))
    now = json.loads(json.dumps(session.state()))
    changed = differences(then, now)
    assert not changed, f"{log.name} shows something else now:\n" + "\n".join(changed[:20])

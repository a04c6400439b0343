"""Issue 36, item 4: the command line never prints a traceback.  Each row is a file or an
argument a user may hand ``python -m engine``, and the one line it must answer with: what is
wrong, in the user's words, never Python's (no traceback, no "RecursionError", no "update
the app" for a header no release wrote).  docs/testing.md's bad-input table for the command
line is this list."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DEEP = "[" * 5000 + "]" * 5000
EVENT = {"players": ["Ann", "Bob"], "rounds": [[{"a": "Ann", "b": "Bob", "result": [2, 1, 0]}]]}
PYTHON_WORDS = ("Traceback", "Error:", "utf-8-sig", "sys.set_int_max_str_digits", "Unexpected")


def engine(*args):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )


def event_with(result) -> str:
    return json.dumps(
        {"players": ["Ann", "Bob"], "rounds": [[{"a": "Ann", "b": "Bob", "result": result}]]}
    )


# (command, file text, the words the one line of stderr must hold: a regular expression)
REFUSED = [
    # nesting thousands deep ended replay, standings and pair with a RecursionError
    # (the words allow engine/file_json.py's on main: "nested 5000 deep; at most 64")
    ("replay", DEEP, r"nested 5000 (levels )?deep"),
    ("replay", '{"type": ' + DEEP + "}", r"nested 5001 (levels )?deep"),
    ("standings", DEEP, r"nested 5000 (levels )?deep"),
    ("pair", DEEP, r"nested 5000 (levels )?deep"),
    # a result of 10^30 games to 0 was accepted (a match is played to at most 9 wins)
    ("standings", event_with([10**30, 0, 0]), "not possible in a match to 9 wins"),
    ("pair", event_with([10**30, 0, 0]), "not possible in a match to 9 wins"),
    ("standings", event_with([2, 0, 100]), r"100 drawn games; a match has at most 99"),
    (
        "standings",
        event_with(["NUMBER", 0, 0]).replace('"NUMBER"', "9" * 5000),
        "more than 4300 digits",
    ),
    # a value echoed back is cut short, so the refusal stays one short line
    (
        "standings",
        event_with("[" * 30 + "]" * 30).replace('"[', "[").replace(']"', "]"),
        r"got \[{30}\]{10}…$",
    ),
    ("standings", "", "the file is empty: an event file is a JSON object"),
    ("pair", "\ufeff\n", "the file is empty: an event file is a JSON object"),
    # a rules reading no release wrote was told to "update the app"
    (
        "replay",
        (
            '{"format": "table-keeper-log", "version": 1, "rules": -1}\n'
            '{"type": "new_game", "players": ["Ann", "Bob"]}\n'
        ),
        r"rules reading -1, which is not a reading",
    ),
    (
        "replay",
        '{"format": "table-keeper-log", "version": 1, "rules": "four"}\n',
        'rules reading "four", which is not a reading',
    ),
]


@pytest.mark.parametrize(
    "command,text,words", REFUSED, ids=[f"{c}:{w[:30]}" for c, _, w in REFUSED]
)
def test_a_bad_file_gets_one_line_in_the_users_words(tmp_path, command, text, words):
    path = tmp_path / "input.json"
    path.write_text(text, encoding="utf-8")
    done = engine(command, str(path), *(("--seed", "1") if command == "pair" else ()))
    assert done.returncode == 1, done.stderr
    assert done.stdout == ""
    assert re.search(words, done.stderr), done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not any(w in done.stderr for w in PYTHON_WORDS), done.stderr


@pytest.mark.parametrize("byes", ["4", "64", "100000", "10000000000"])
def test_plan_refuses_more_byes_than_appendix_e_counts(byes):
    """Appendix E counts players with 1, 2 or 3 byes (2, 4, 8 players); 64 printed
    18446744073709551631 players, 100000 a ValueError, more grew memory without bound."""
    done = engine("plan", "8", "--byes", byes)
    assert done.returncode == 1 and done.stdout == ""
    assert (
        done.stderr.strip() == f"plan: a player has at most 3 byes (appendix E counts "
        f"players with 1, 2 or 3), not {byes}"
    )


def test_plan_still_counts_three_byes_as_eight_players():
    plan = json.loads(engine("plan", "8", "--byes", "3").stdout)
    assert plan["players"] == 15


@pytest.mark.parametrize("command", ["standings", "pair", "replay"])
def test_a_file_starting_with_a_byte_order_mark_is_read(tmp_path, command):
    """Some editors start UTF-8 text with a byte-order mark; it was refused in Python's
    words ("Unexpected UTF-8 BOM (decode using utf-8-sig)")."""
    path = tmp_path / "bom.json"
    if command == "replay":
        text = "\ufeff" + json.dumps({"type": "new_game", "players": ["Ann", "Bob"]}) + "\n"
    else:
        text = "\ufeff" + json.dumps(EVENT)
    path.write_text(text, encoding="utf-8")
    done = engine(command, str(path), *(("--seed", "1") if command == "pair" else ()))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)


def test_a_table_file_starting_with_a_byte_order_mark_is_read_as_one(tmp_path):
    from engine.session import Session
    from engine.table_file import write_table_file

    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    path = tmp_path / "table.json"
    path.write_text(
        "\ufeff" + write_table_file(session, saved_at="2026-01-01T00:00:00Z"), encoding="utf-8"
    )
    done = engine("replay", str(path))
    assert done.returncode == 0, done.stderr
    assert [p["name"] for p in json.loads(done.stdout)["players"]] == ["Ann", "Bob"]

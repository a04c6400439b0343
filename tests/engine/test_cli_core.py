"""``python -m engine replay`` and ``actions``, run as a user would."""

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def engine(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=REPO,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_replay_prints_the_final_state(tmp_path):
    log = tmp_path / "game.jsonl"
    log.write_text(
        "\n".join(
            json.dumps(a)
            for a in [
                {"type": "new_game", "players": ["Ann", "Bob"], "starting_life": 20},
                {"type": "adjust_life", "player": 0, "delta": -3},
                {"type": "set_life", "player": 1, "life": 7},
                {"type": "undo"},
                {"type": "redo"},
            ]
        )
        + "\n"
    )
    done = engine("replay", str(log))
    assert done.returncode == 0, done.stderr
    state = json.loads(done.stdout)
    assert [p["life"] for p in state["players"]] == [17, 7]


def test_replay_names_the_bad_line_and_fails(tmp_path):
    log = tmp_path / "bad.jsonl"
    log.write_text('{"type": "new_game", "players": ["Ann"]}\n{"type": "adjust_life"}\n')
    done = engine("replay", str(log))
    assert done.returncode != 0
    assert "line 2" in done.stderr and "missing field 'player'" in done.stderr
    assert done.stdout == ""


def test_replay_refuses_a_number_too_long_to_read_by_its_line(tmp_path):
    # json.loads raises a plain ValueError (no .msg) for an int of more than 4300 digits;
    # it used to end the replay with AttributeError and a traceback (issue 25, found by mypy).
    log = tmp_path / "long.jsonl"
    log.write_text(
        '{"type": "new_game", "players": ["Ann"]}\n'
        '{"type": "adjust_life", "player": 0, "delta": ' + "9" * 5000 + "}\n"
    )
    done = engine("replay", str(log))
    assert done.returncode != 0
    assert "line 2" in done.stderr and "4300 digits" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_replay_from_stdin_and_missing_file():
    done = engine("replay", "-", stdin='{"type": "new_game", "players": ["A", "B"]}\n')
    assert json.loads(done.stdout)["players"][1]["name"] == "B"
    missing = engine("replay", "/nonexistent/log.jsonl")
    assert missing.returncode != 0 and "cannot open" in missing.stderr


def test_actions_lists_every_type_with_fields():
    done = engine("actions", "--json")
    listed = {a["type"]: [f["name"] for f in a["fields"]] for a in json.loads(done.stdout)}
    for kind in (
        "new_game",
        "adjust_life",
        "set_life",
        "adjust_counter",
        "commander_damage",
        "set_designation",
        "next_turn",
        "set_step",
        "roll_dice",
        "flip_coin",
        "choose_first_player",
        "end_game",
        "undo",
        "redo",
    ):
        assert kind in listed
    assert listed["adjust_life"] == ["player", "delta"]
    text = engine("actions").stdout
    assert "adjust_life:" in text and "delta: int" in text


def test_a_reader_that_stops_early_gets_no_traceback():
    """``python -m engine actions | head -2``: the listing stops quietly when head has read
    its lines (it ended with BrokenPipeError's traceback)."""
    shell = subprocess.run(
        f"'{sys.executable}' -m engine actions | head -2",
        shell=True,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert len(shell.stdout.splitlines()) == 2
    assert "Traceback" not in shell.stderr and "BrokenPipeError" not in shell.stderr, shell.stderr

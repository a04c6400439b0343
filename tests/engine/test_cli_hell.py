"""``python -m engine import`` and ``python -m engine verdict``."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.commands import import_pool as import_command
from engine.commands import verdict as verdict_command

REPO = Path(__file__).resolve().parents[2]
HELLSCUBE = REPO / ".." / "shared" / "data" / "hellscube"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """Run one of this module's commands through a parser holding just them."""
    parser = argparse.ArgumentParser(prog="python -m engine")
    sub = parser.add_subparsers(dest="command", required=True)
    import_command.register(sub)
    verdict_command.register(sub)
    args = parser.parse_args(list(argv))
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


def shared(name: str) -> Path:
    path = HELLSCUBE / name
    if not path.exists():
        pytest.skip(f"the shared registry data is not at {path} (shared/ beside the repo)")
    return path


def test_import_full_database_hlc(capsys):
    code, out, _ = run(capsys, "import", str(shared("Hellscube-Database.json")), "--set", "HLC")
    summary = json.loads(out)
    assert code == 0
    assert summary["total"] == 720 and summary["lands"] == 69 and summary["by_set"] == {"HLC": 720}
    assert summary["skipped"] == []


def test_import_summary_lists_skipped_records(tmp_path, capsys):
    pool = tmp_path / "pool.json"
    pool.write_text(
        json.dumps({"data": [{"Name": "Fine", "Set": "HLC", "Card Type(s)": ["Land"]}, 42]})
    )
    code, out, _ = run(capsys, "import", str(pool))
    summary = json.loads(out)
    assert code == 0 and summary["total"] == 1 and summary["lands"] == 1
    assert summary["skipped"] == [
        {"position": 1, "unit": "record", "reason": "the record is int, not an object"}
    ]


def test_import_text_list(tmp_path, capsys):
    pool = tmp_path / "pool.txt"
    pool.write_text("4 Island\nPill Bug | {G/U}{G/U} | Enchantment — Aura\n", encoding="utf-8")
    code, out, _ = run(capsys, "import", str(pool))
    assert code == 0 and json.loads(out)["total"] == 5


def test_import_refuses_a_truncated_file(tmp_path, capsys):
    pool = tmp_path / "cut.json"
    pool.write_text('{"data": [{"Name": "Cut')
    code, out, err = run(capsys, "import", str(pool))
    assert code == 1 and out == ""
    assert "refused" in err and "line 1" in err


def test_import_missing_file(tmp_path, capsys):
    code, _, err = run(capsys, "import", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot open" in err


@pytest.mark.parametrize(
    "colors, type_line, cost, expected",
    [
        ("WUP", "Creature", "{2}{G/U}", "castable"),
        ("WB", "Creature", "{2}{G/U}", "choice"),
        ("W,U,Pickle", "Legendary Creature — Horror", "{4}{Pickle}{Pickle}", "castable"),
        ("WUBRG", "Creature", "{4}{Pickle}", "ask"),
        ("", "Basic Land — Nebula", "", "land"),
        ("", "Sorcery", "{B/P}", "castable"),
        ("G", "Sorcery // Sorcery", "{1}{G} // {2}{B}", "choice"),
        ("G", "Enchantment // Land", "{3}{G} // ", "castable"),
    ],
)
def test_verdict(capsys, colors, type_line, cost, expected):
    code, out, _ = run(capsys, "verdict", "--colors", colors, "--type", type_line, "--cost", cost)
    result = json.loads(out)
    assert code == 0 and result["verdict"] == expected and result["reason"].endswith(".")


def test_verdict_names_the_card(capsys):
    _, out, _ = run(capsys, "verdict", "--colors", "W", "--cost", "{R}", "--name", "Shock")
    assert "Shock" in json.loads(out)["reason"]


@pytest.mark.parametrize("colors", ["C", "W,,Colorless", "W, "])
def test_verdict_bad_colours(capsys, colors):
    code, out, err = run(capsys, "verdict", "--colors", colors, "--cost", "{W}")
    if colors == "W, ":  # a trailing comma is forgiven
        assert code == 0
        return
    assert code == 1 and out == "" and "colourless" in err


def test_verdict_requires_colours(capsys):
    with pytest.raises(SystemExit) as stopped:
        run(capsys, "verdict", "--cost", "{W}")
    assert stopped.value.code == 2


def test_through_python_dash_m():
    env = dict(os.environ, PYTHONPATH=str(REPO))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "verdict",
            "--colors",
            "WUP",
            "--type",
            "Creature",
            "--cost",
            "{2}{G/U}",
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["verdict"] == "castable"
    bad = subprocess.run(
        [sys.executable, "-m", "engine", "verdict", "--colors", "C"],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=60,
    )
    assert bad.returncode == 1 and bad.stderr.strip() and bad.stdout == ""

"""The whole-phone backup file (engine/backup_file.py): sealed with the table file's checksum,
so a backup cut short, damaged or edited by hand is refused with the table file's errors; a
backup of the previous release (version 1, no checksum) is still read."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine import errors
from engine.backup_file import (
    BACKUP_VERSION,
    MAX_BACKUP_BYTES,
    backup_session,
    read_backup,
    write_backup,
)
from engine.table_file import checksum

ROOT = Path(__file__).resolve().parents[2]
SAVED = "2026-11-26T10:00:00Z"
CONTENT = {
    "game": {
        "current": {
            "header": {"format": "table-keeper-log", "version": 1, "rules": 3},
            "actions": [
                {"type": "new_game", "players": ["Ann", "Борис"]},
                {"type": "adjust_life", "player": 0, "delta": -5},
            ],
        },
        "archive": [],
    },
    "pools": [],
    "recent": [{"name": "Ann"}, {"name": "Борис"}],
    "settings": {"tk-lang": "ru"},
}


def sealed() -> str:
    return write_backup(CONTENT, saved_at=SAVED)


def test_a_backup_reads_back_to_what_was_written():
    document = read_backup(sealed())
    assert document["version"] == BACKUP_VERSION == 2
    assert {key: document[key] for key in CONTENT} == CONTENT
    assert document["checksum"] == checksum(document)
    assert read_backup(sealed().encode("utf-8")) == document


HAND_EDITS = [
    ("a life total", lambda text: text.replace('"delta": -5', '"delta": -1', 1)),
    ("a name", lambda text: text.replace('"Ann"', '"Anna"', 1)),
    ("a setting", lambda text: text.replace('"tk-lang": "ru"', '"tk-lang": "en"', 1)),
    (
        "the checksum removed",
        lambda text: json.dumps({k: v for k, v in json.loads(text).items() if k != "checksum"}),
    ),
]


@pytest.mark.parametrize("edit", [e for _, e in HAND_EDITS], ids=[n for n, _ in HAND_EDITS])
def test_a_backup_edited_by_hand_is_refused(edit):
    with pytest.raises(errors.TableFileAltered):
        read_backup(edit(sealed()))


def test_a_backup_cut_anywhere_is_refused_as_truncated_or_damaged():
    text = sealed()
    for end in range(1, len(text) - 2, 7):
        with pytest.raises((errors.TableFileTruncated, errors.TableFileCorrupt)):
            read_backup(text[:end])
    with pytest.raises(errors.TableFileTruncated):
        read_backup(text[: len(text) // 2])


@pytest.mark.parametrize(
    "data, kind",
    [
        (b"", errors.TableFileTruncated),
        (b"\x89PNG\r\n\x1a\n\xff", errors.TableFileCorrupt),
        (json.dumps({"format": "some-other-app"}), errors.TableFileOtherApp),
        (json.dumps({"format": "table-keeper-table", "version": 1}), errors.TableFileOtherApp),
        (json.dumps({"format": "table-keeper-backup", "version": "2"}), errors.TableFileInvalid),
        (json.dumps({"format": "table-keeper-backup", "version": 3}), errors.TableFileNewer),
        (b" " * (MAX_BACKUP_BYTES + 1), errors.TableFileTooLarge),
    ],
)
def test_each_kind_of_bad_backup_is_refused_with_its_own_error(data, kind):
    with pytest.raises(kind):
        read_backup(data)


def previous_release_backup() -> dict:
    """What the previous release wrote (pwa/js/carry/backup.js before the checksum)."""
    return {"format": "table-keeper-backup", "version": 1, "saved_at": SAVED, **CONTENT}


def test_a_backup_of_the_previous_release_without_a_checksum_is_still_read():
    document = read_backup(json.dumps(previous_release_backup()))
    assert document["game"] == CONTENT["game"]


def test_a_previous_release_backup_that_carries_a_checksum_must_match_it():
    document = previous_release_backup()
    document["checksum"] = checksum(document)
    assert read_backup(json.dumps(document))["recent"] == CONTENT["recent"]
    document["recent"].append({"name": "Mallory"})
    with pytest.raises(errors.TableFileAltered):
        read_backup(json.dumps(document))


def run_engine(*args):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )


def backup_with_a_tournament_and_a_past_game() -> str:
    """As a phone writes it: a tournament current, a game among the past games."""
    header = {"format": "table-keeper-log", "version": 1, "started": 1795686856981, "rules": 3}
    tournament = [
        {"type": "tournament_create", "players": ["Ann", "Bob", "Cid"]},
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", None]]},
        {"type": "tournament_result", "round": 1, "player": "Ann", "result": [2, 1, 0]},
    ]
    past = CONTENT["game"]["current"]["actions"]
    game = {
        "current": {"header": header, "actions": tournament},
        "archive": [
            {
                "reason": "new session",
                "header": header,
                "archived": 1795686855522,
                "records": [{"seq": i, "action": a, "at": 1} for i, a in enumerate(past)],
            }
        ],
    }
    return write_backup({**CONTENT, "game": game}, saved_at=SAVED)


def test_the_command_line_replays_and_ranks_a_backups_sessions(tmp_path):
    path = tmp_path / "backup.json"
    path.write_text(backup_with_a_tournament_and_a_past_game(), encoding="utf-8")
    ranked = run_engine("standings", str(path), "--format", "text")
    assert ranked.returncode == 0, ranked.stderr
    assert [line.split()[1] for line in ranked.stdout.splitlines()[1:]] == [
        "Cid",
        "Ann",
        "Bob",
    ]  # Cid: the bye
    current = run_engine("replay", str(path))
    assert current.returncode == 0, current.stderr
    assert "tournament" in json.loads(current.stdout)["session_features"]
    past = run_engine("replay", str(path), "--session", "2")
    assert past.returncode == 0, past.stderr
    assert [(p["name"], p["life"]) for p in json.loads(past.stdout)["players"]] == [
        ("Ann", 15),
        ("Борис", 20),
    ]
    no_event = run_engine("standings", str(path), "--session", "2")
    assert no_event.returncode == 1 and "session 2 holds no tournament" in no_event.stderr
    missing = run_engine("replay", str(path), "--session", "3")
    assert missing.returncode == 1 and "there is no session 3" in missing.stderr
    path.write_text(
        path.read_text(encoding="utf-8").replace('"delta": -5', '"delta": -1'), encoding="utf-8"
    )
    edited = run_engine("replay", str(path), "--session", "2")
    assert edited.returncode == 1 and edited.stderr == (
        "replay: the backup is damaged: its checksum does not match its content\n"
    )


def test_a_backup_session_that_breaks_a_rule_is_refused_with_its_number_and_line():
    content = json.loads(json.dumps(CONTENT))
    content["game"]["current"]["actions"].append({"type": "adjust_life", "player": 7, "delta": 1})
    with pytest.raises(errors.TableFileBadAction) as refusal:
        backup_session(read_backup(write_backup(content, saved_at=SAVED)), 1)
    assert (
        refusal.value.message.startswith("session 1: log line 4: ")
        and refusal.value.details["line"] == 4
    )

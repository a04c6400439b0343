"""The table file (engine/table_file.py): a session carried to another phone opens to the same
table, and every kind of bad file is refused with its own error, whatever its bytes."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hell_game_helpers import POOL
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Session, errors
from engine.table_file import (
    APP_RELEASE,
    MAX_TABLE_FILE_BYTES,
    TABLE_FILE_VERSION,
    checksum,
    find_pool,
    read_table_file,
    write_table_file,
)

ROOT = Path(__file__).resolve().parents[2]
SAVED = "2026-11-25T21:04:00Z"
POOL_DOC = {"format": "table-keeper-pool", "version": 1, "cards": POOL}


def game() -> Session:
    session = Session()
    for action in (
        {"type": "new_game", "players": ["Ann", "<b>Bob</b>"]},
        {"type": "adjust_life", "player": 0, "delta": -3},
        {"type": "next_turn"},
        {"type": "adjust_life", "player": 1, "delta": -5},
        {"type": "undo"},
    ):
        session.apply(action)
    return session


def hell() -> Session:
    session = Session()
    session.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    session.apply(
        {"type": "hell_setup", "pool": POOL, "pool_name": "Tiny", "basics": {}, "fraction": "1/2"}
    )
    return session


def tournament() -> Session:
    session = Session()
    for action in (
        {"type": "tournament_create", "players": ["Ann", "Bob", "Cid"]},
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", None]]},
        {"type": "tournament_result", "round": 1, "player": "Ann", "result": [2, 1, 0]},
    ):
        session.apply(action)
    return session


def resealed(document: dict) -> str:
    document["checksum"] = checksum(document)
    return json.dumps(document)


@pytest.mark.parametrize("make", [game, hell, tournament])
def test_a_session_carried_opens_to_the_same_table_and_history(make):
    session = make()
    pool = find_pool(session, [{"name": "Tiny", "pool": POOL_DOC}])
    carried = read_table_file(write_table_file(session, saved_at=SAVED, pool=pool))
    assert carried.session.state() == session.state()
    assert carried.session.history() == session.history()
    assert carried.session.log == session.log
    # and it goes on: the next action is taken as on the first phone
    assert carried.saved_at == SAVED and carried.app_release == APP_RELEASE


def test_the_hell_pool_comes_along_and_must_be_the_librarys():
    session = hell()
    pool = find_pool(
        session,
        [
            {"name": "Other", "pool": {**POOL_DOC, "cards": POOL[:3]}},
            {"name": "Tiny", "pool": POOL_DOC},
        ],
    )
    assert pool is not None and [c["name"] for c in pool["cards"]["cards"]] == [
        c["name"] for c in POOL
    ]
    carried = read_table_file(write_table_file(session, saved_at=SAVED, pool=pool))
    assert carried.pool == pool and carried.summary()["pool_cards"] == len(POOL)
    document = json.loads(write_table_file(session, saved_at=SAVED, pool=pool))
    document["pool"]["cards"]["cards"] = POOL[:-1]
    with pytest.raises(errors.TableFileInvalid, match="not the one the Hell library"):
        read_table_file(resealed(document))


def test_a_pool_of_one_set_is_found_by_the_set_the_library_was_drawn_from():
    session = Session()
    mixed = POOL + [{"id": "Q/Queen", "name": "Queen", "set": "Q", "faces": [{"name": "Queen"}]}]
    session.apply({"type": "hell_setup", "pool": POOL, "basics": {}, "fraction": "1/2"})
    pool = find_pool(session, [{"name": "Mixed", "pool": {**POOL_DOC, "cards": mixed}}])
    assert (
        pool is not None
        and pool["name"] == "Mixed (T)"
        and len(pool["cards"]["cards"]) == len(POOL)
    )


def test_the_summary_says_what_the_file_holds():
    summary = read_table_file(write_table_file(game(), saved_at=SAVED)).summary()
    assert summary["kind"] == "game" and summary["turn"] == game().state()["turn"] == 1
    assert summary["actions"] == 5
    assert [(p["name"], p["life"]) for p in summary["players"]] == [("Ann", 17), ("<b>Bob</b>", 20)]
    assert (summary["saved_at"], summary["app_release"]) == (SAVED, APP_RELEASE)
    t = read_table_file(write_table_file(tournament(), saved_at=SAVED)).summary()
    assert t["kind"] == "tournament" and t["tournament"]["round"] == 1


def test_the_tournament_event_must_be_what_the_log_replays_to():
    document = json.loads(write_table_file(tournament(), saved_at=SAVED))
    document["event"]["rounds"][0][0]["result"] = [2, 0, 0]
    with pytest.raises(errors.TableFileInvalid, match="event"):
        read_table_file(resealed(document))


def good() -> str:
    return write_table_file(game(), saved_at=SAVED)


@pytest.mark.parametrize(
    "data, kind",
    [
        (lambda: good()[: len(good()) // 2], errors.TableFileTruncated),
        (lambda: "", errors.TableFileEmpty),
        (lambda: "\ufeff \n", errors.TableFileEmpty),
        (lambda: good().replace('"log": [', '"log": [}', 1), errors.TableFileCorrupt),
        (lambda: b"\x89PNG\r\n\x1a\n\xff\xfe", errors.TableFileCorrupt),
        (lambda: "[" * 100_000 + "]" * 100_000, errors.TableFileTooDeep),
        (lambda: '{"a":' * 65 + "1" + "}" * 65, errors.TableFileTooDeep),
        (lambda: good().replace('"Ann"', '"Ann\\ud800"', 1), errors.TableFileBadText),
        (lambda: good().replace('"Ann"', '"\\udc00\\ud800Ann"', 1), errors.TableFileBadText),
        (lambda: '{"n": ' + "9" * 5000 + "}", errors.TableFileCorrupt),
        (lambda: b" " * (MAX_TABLE_FILE_BYTES + 1), errors.TableFileTooLarge),
        (lambda: good().replace('"Ann"', '"Ana"', 1), errors.TableFileAltered),
        (lambda: '{"format": "something-else", "data": 1}', errors.TableFileOtherApp),
        (lambda: "[1, 2, 3]", errors.TableFileOtherApp),
        (lambda: '{"format": "table-keeper-log", "version": 1}', errors.TableFileOtherApp),
        (
            lambda: resealed({**json.loads(good()), "version": TABLE_FILE_VERSION + 1}),
            errors.TableFileNewer,
        ),
        (
            lambda: resealed(
                {
                    **json.loads(good()),
                    "log": [{"format": "table-keeper-log", "version": 1, "rules": 99}],
                }
            ),
            errors.TableFileNewer,
        ),
        (
            lambda: resealed(
                {**json.loads(good()), "log": [{"format": "table-keeper-log", "version": 7}]}
            ),
            errors.TableFileNewer,
        ),
        (lambda: resealed({**json.loads(good()), "saved_at": 5}), errors.TableFileInvalid),
        (lambda: resealed({**json.loads(good()), "log": []}), errors.TableFileInvalid),
        (lambda: resealed({**json.loads(good()), "extra": 1}), errors.TableFileInvalid),
    ],
)
def test_each_kind_of_bad_file_is_refused_with_its_own_error(data, kind):
    with pytest.raises(kind) as caught:
        read_table_file(data())
    assert type(caught.value) is kind
    assert caught.value.code.startswith("table_file_")


def test_a_line_that_breaks_a_rule_is_refused_with_its_number_and_the_rule():
    document = json.loads(good())
    document["log"].insert(3, {"type": "adjust_life", "player": 7, "delta": -1})
    with pytest.raises(errors.TableFileBadAction) as caught:
        read_table_file(resealed(document))
    assert caught.value.details["line"] == 4 and caught.value.details["error"] == "unknown_player"
    assert caught.value.message.startswith("log line 4: ")


def test_the_release_is_the_projects():
    with open(ROOT / "pyproject.toml", "rb") as stream:
        assert tomllib.load(stream)["project"]["version"] == APP_RELEASE


def run_engine(*args):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_command_line_replays_and_ranks_a_table_file(tmp_path):
    path = tmp_path / "game.table.json"
    path.write_text(write_table_file(game(), saved_at=SAVED), encoding="utf-8")
    done = run_engine("replay", str(path))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == game().state()
    event_path = tmp_path / "event.table.json"
    event_path.write_text(write_table_file(tournament(), saved_at=SAVED), encoding="utf-8")
    ranked = run_engine("standings", str(event_path), "--format", "text")
    assert ranked.returncode == 0, ranked.stderr
    assert "Ann" in ranked.stdout and "Cid" in ranked.stdout
    document = json.loads(path.read_text(encoding="utf-8"))
    document["log"].insert(2, {"type": "adjust_life", "player": 9, "delta": 1})
    path.write_text(resealed(document), encoding="utf-8")
    refused = run_engine("replay", str(path))
    assert refused.returncode == 1 and refused.stderr.startswith("replay: log line 3: ")


def outcome(data):
    try:
        return read_table_file(data)
    except errors.TableFileError as refusal:
        assert refusal.message and refusal.code.startswith("table_file")
        return refusal


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_any_bytes_give_a_table_or_a_clear_refusal(data):
    outcome(data)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_damaged_file_is_refused_or_opens_to_the_same_table(data):
    text = write_table_file(game(), saved_at=SAVED).encode("utf-8")
    position = data.draw(st.integers(0, len(text) - 1))
    choice = data.draw(st.sampled_from(["cut", "flip", "drop"]))
    if choice == "cut":
        damaged = text[:position]
    elif choice == "flip":
        damaged = (
            text[:position]
            + bytes([text[position] ^ data.draw(st.integers(1, 255))])
            + text[position + 1 :]
        )
    else:
        damaged = text[:position] + text[position + 1 :]
    result = outcome(damaged)
    if isinstance(result, errors.TableFileError):
        return
    assert result.session.state() == game().state()  # only whitespace was touched


def test_a_file_cut_anywhere_is_said_to_be_truncated():
    text = good()
    for end in range(1, len(text.rstrip()) - 1, 7):
        with pytest.raises(errors.TableFileTruncated):
            read_table_file(text[:end])

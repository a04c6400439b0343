"""Fuzzing the read path in CPython (issue 33, item 3): mutated and generated table files,
backups and logs (tests/engine/file_fuzz_inputs.py) end in a refusal, a specific engine error,
or a replay that is the same game however often it is replayed or written again; never
another exception and never a hang (a case may take 10 s at most). The number of cases tried
is printed. The same cases run in Pyodide in tests/browser/test_file_fuzz_pyodide.py."""

from __future__ import annotations

import json
from datetime import timedelta

from file_fuzz_inputs import (
    GAME,
    TOURNAMENT,
    _session,
    backup_cases,
    good_backups,
    good_logs,
    good_table_files,
    log_cases,
    table_file_cases,
)
from hypothesis import HealthCheck, given, settings

from engine import Session
from engine.backup_file import backup_session, read_backup, session_logs
from engine.errors import LogFormatError, TableFileError
from engine.log import replay_lines
from engine.names import check_session_names
from engine.table_file import read_table_file, write_table_file

CASES = settings(
    max_examples=300,
    deadline=timedelta(seconds=10),
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
        HealthCheck.large_base_example,
    ],
)


def refusal(error: Exception) -> str:
    """A refusal the page can say: a code of its own, a message, JSON the page can read."""
    assert isinstance(error, (TableFileError, LogFormatError)), repr(error)
    assert error.code and error.message
    json.dumps(error.to_json(), ensure_ascii=False).encode("utf-8")
    return error.code


def read_table(text: str) -> str:
    try:
        carried = read_table_file(text)
    except TableFileError as error:
        return refusal(error)
    state = carried.session.state()
    assert Session.replay(carried.log[1:], rules=carried.session.table.rules).state() == state
    written = write_table_file(carried.session, saved_at=carried.saved_at, pool=carried.pool)
    assert read_table_file(written).session.state() == state
    json.dumps(carried.summary(), ensure_ascii=False).encode("utf-8")
    return "replayed"


def read_whole_backup(text: str) -> str:
    try:
        document = read_backup(text)
    except TableFileError as error:
        return refusal(error)
    for number in range(1, len(session_logs(document)) + 1):
        first, second = backup_session(document, number), backup_session(document, number)
        assert first.state() == second.state()
    json.dumps(document, ensure_ascii=False).encode("utf-8")
    return "read"


def read_log(text: str) -> str:
    try:
        session = replay_lines(text.splitlines())
        check_session_names(session)
    except (LogFormatError, TableFileError) as error:
        return refusal(error)
    assert replay_lines(text.splitlines()).state() == session.state()
    return "replayed"


def run(strategy, read, capsys, what: str) -> None:
    seen: dict[str, int] = {}

    @CASES
    @given(strategy)
    def case(text):
        outcome = read(text)
        seen[outcome] = seen.get(outcome, 0) + 1

    case()
    with capsys.disabled():
        print(
            f"\n{what}: {sum(seen.values())} cases tried in CPython: {dict(sorted(seen.items()))}"
        )
    assert sum(seen.values()) >= 100


def test_the_good_files_replay_to_the_game_they_were_written_from():
    for text, actions in zip(good_table_files(), (GAME, TOURNAMENT, GAME[:1])):
        assert read_table_file(text).session.state() == _session(actions).state()
    for text in good_backups():
        assert backup_session(read_backup(text), 1).state() == _session(GAME).state()
        assert backup_session(read_backup(text), 2).state() == _session(TOURNAMENT).state()
    for text, actions in zip(good_logs(), (GAME, TOURNAMENT)):
        assert replay_lines(text.splitlines()).state() == _session(actions).state()


def test_table_files_mutated_and_generated(capsys):
    run(table_file_cases(), read_table, capsys, "table files")


def test_backups_mutated_and_generated(capsys):
    run(backup_cases(), read_whole_backup, capsys, "backups")


def test_logs_mutated_and_generated(capsys):
    run(log_cases(), read_log, capsys, "logs")

"""Reading an event JSON file for the tournament commands (``standings``, ``pair``)."""

from __future__ import annotations

import sys

from engine.backup_file import backup_session, looks_like_backup, read_backup
from engine.errors import EngineError
from engine.table_file import looks_like_table_file, read_table_file, tournament_of
from engine.tournament.event import Event, event_file_from_json, parse_event_text
from engine.tournament.teams import TeamEvent, looks_like_team_event, team_event_from_json


class EventInputError(Exception):
    """Why the event could not be read; the message is ready for stderr."""


def read_event(command: str, path: str, session: int = 1) -> Event:
    """The event in ``path`` ('-' for stdin): an event file, a table file, or session
    ``session`` of a whole-phone backup; or :class:`EventInputError` saying why not.  A team
    event file gives the event of its teams."""
    event = read_event_input(command, path, session)
    return event.event if isinstance(event, TeamEvent) else event


def read_event_input(command: str, path: str, session: int = 1) -> Event | TeamEvent:
    """As :func:`read_event`, keeping a team event's teams and seats (8.2)."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as stream:
                text = stream.read()
    except OSError as error:
        raise EventInputError(f"{command}: cannot open {path}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise EventInputError(f"{command}: {path} is not UTF-8 text ({error.reason})") from None
    if looks_like_table_file(text):
        return _event_of_table_file(command, path, text)
    if looks_like_backup(text):
        return _event_of_backup(command, path, text, session)
    try:
        data = parse_event_text(text)
        if looks_like_team_event(data):
            return team_event_from_json(data)
        return event_file_from_json(data)
    except EngineError as error:
        raise EventInputError(f"{command}: {path}: {error.message}") from None


def _event_of_table_file(command: str, path: str, text: str) -> Event:
    """The event of a tournament sent from a phone as a table file (replayed and checked)."""
    try:
        carried = read_table_file(text)
    except EngineError as error:
        raise EventInputError(f"{command}: {path}: {error.message}") from None
    tournament = tournament_of(carried.session)
    if tournament is None:
        raise EventInputError(f"{command}: {path}: the table file holds no tournament")
    return tournament.event


def _event_of_backup(command: str, path: str, text: str, number: int) -> Event:
    """The event of a tournament in a whole-phone backup (its session ``number``, replayed)."""
    try:
        session = backup_session(read_backup(text), number)
    except EngineError as error:
        raise EventInputError(f"{command}: {path}: {error.message}") from None
    tournament = tournament_of(session)
    if tournament is None:
        raise EventInputError(
            f"{command}: {path}: the backup's session {number} holds no tournament (try --session)"
        )
    return tournament.event

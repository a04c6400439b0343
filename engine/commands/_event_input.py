"""Reading an event JSON file for the tournament commands (``standings``, ``pair``)."""

from __future__ import annotations

import sys

from engine.errors import EngineError
from engine.tournament.event import Event, load_event


class EventInputError(Exception):
    """Why the event could not be read; the message is ready for stderr."""


def read_event(command: str, path: str) -> Event:
    """The event in ``path`` ('-' for stdin), or :class:`EventInputError` saying why not."""
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
    try:
        return load_event(text)
    except EngineError as error:
        raise EventInputError(f"{command}: {path}: {error.message}") from None

"""What the match and tournament actions share: their constants and field kinds (a player's
name as the event spells it, an event in its JSON shape, a side, a time in ms)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.errors import EngineError
from engine.fields import Field, Int, Text, _Refusal
from engine.tournament.clock import MINIMUM_ROUND_MINUTES
from engine.tournament.errors import InvalidEvent, RoundTooShort
from engine.tournament.event import event_from_json
from engine.tournament.match import SIDES
from engine.tournament.rounds import MOST_BYES

if TYPE_CHECKING:
    from engine.table import Table


MAX_PLAYERS = None  # no fixed cap: a Swiss event of 1,024 pairs in under 1 s
MAX_BYES = MOST_BYES  # appendix E names players with 1, 2 or 3 byes
NAME_LENGTH = 60
MAX_ROUNDS = 64
AT_MAX = 2**53

# --- fields ------------------------------------------------------------------------------------


class Name(Field):
    """A player's name as the event spells it (kept exactly, so it matches the event)."""

    kind = "name"

    def parse(self, value: Any) -> Any:
        if not isinstance(value, str):
            raise _Refusal("must be text")
        if not value.strip():
            raise _Refusal("must not be empty")
        if len(value) > NAME_LENGTH:
            raise _Refusal(f"must be at most {NAME_LENGTH} characters")
        return value


class EventJson(Field):
    """An event in the JSON shape of ``engine.tournament.event``; kept in its
    canonical form (``Event.to_json()``)."""

    kind = "event"

    def decode(self, action_type: str, value: Any) -> Any:
        try:
            event = event_from_json(value)
        except EngineError as error:
            raise InvalidEvent(
                f"{action_type}: field '{self.name}': {error.message}",
                field=self.name,
                **{k: v for k, v in error.details.items() if k != "field"},
            ) from None
        except (TypeError, ValueError, RecursionError) as error:
            raise InvalidEvent(
                f"{action_type}: field '{self.name}' is not an event ({error})", field=self.name
            ) from None
        if len(event.players) < 2:
            raise InvalidEvent(
                f"{action_type}: an event has at least 2 players",
                field=self.name,
                players=len(event.players),
            )
        if len(event.rounds) > MAX_ROUNDS:
            raise InvalidEvent(f"{action_type}: at most {MAX_ROUNDS} rounds", field=self.name)
        long = next((p for p in event.players if len(p) > NAME_LENGTH), None)
        if long is not None:
            raise InvalidEvent(
                f"{action_type}: a name has at most {NAME_LENGTH} characters", field=self.name
            )
        return event.to_json()


def side_field(name: str = "", **kw: Any) -> Text:
    return Text(name, choices=SIDES, **kw)


def at_field(**kw: Any) -> Int:
    return Int(
        "at", lo=0, hi=AT_MAX, doc="when, in ms from the app (the engine reads no clock)", **kw
    )


def check_round_length(table: Table, minutes: int | None, casual: bool, action_type: str) -> None:
    """Appendix B: a round lasts at least 40 minutes; shorter only when the organiser says
    the event is casual.  Rules reading 1 allowed it with a warning (engine.rules)."""
    if minutes is None or minutes >= MINIMUM_ROUND_MINUTES or casual or table.rules < 3:
        return
    raise RoundTooShort(
        f"{action_type}: a round lasts at least {MINIMUM_ROUND_MINUTES} minutes "
        f"(Tournament Rules, appendix B); a shorter one only in a casual event",
        field="minutes",
        minutes=minutes,
        minimum=MINIMUM_ROUND_MINUTES,
    )

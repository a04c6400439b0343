"""Who passes packs to whom (Comprehensive Rules 905.1b, Tournament Rules 7.7 and 9.7).

Packs go left in the first draft round, right in the second, left in the third, and so on
alternating (a Two-Headed Giant draft of six packs a team goes left, right, left, right,
left, right; there each "seat" is a team).

Seats are numbered 0..n-1 clockwise around the table, as seen from above.  Players face the
centre, so the neighbour on one's left is the next seat clockwise: passing left sends the
pack from seat ``s`` to seat ``s + 1`` (and the last seat to seat 0).
"""

from __future__ import annotations

from engine.tournament.errors import InvalidSetting

LEFT, RIGHT = "left", "right"


def pass_direction(round_number: int) -> str:
    """``left`` in odd draft rounds (1, 3, ...), ``right`` in even ones (1-based)."""
    _check_positive("draft round", round_number)
    return LEFT if round_number % 2 else RIGHT


def _step(round_number: int) -> int:
    return 1 if pass_direction(round_number) == LEFT else -1


def passes_to(seat: int, round_number: int, seats: int) -> int:
    """The seat that ``seat`` hands its pack to in this draft round."""
    _check_seat(seat, seats)
    return (seat + _step(round_number)) % seats


def receives_from(seat: int, round_number: int, seats: int) -> int:
    """The seat that hands its pack to ``seat`` in this draft round."""
    _check_seat(seat, seats)
    return (seat - _step(round_number)) % seats


def passing_map(round_number: int, seats: int) -> list[int]:
    """``out[s]`` is the seat that seat ``s`` passes to, for every seat."""
    return [passes_to(s, round_number, seats) for s in range(seats)]


def pack_opened_by(seat: int, round_number: int, pick: int, seats: int) -> int:
    """Whose pack (by the seat that opened it) ``seat`` holds at ``pick`` (1-based) of this
    draft round.  Each pick moves every pack one seat on."""
    _check_seat(seat, seats)
    _check_positive("pick", pick)
    return (seat - (pick - 1) * _step(round_number)) % seats


def holders(round_number: int, pick: int, seats: int) -> list[int]:
    """``out[s]`` is the opener of the pack seat ``s`` holds at ``pick``."""
    return [pack_opened_by(s, round_number, pick, seats) for s in range(seats)]


def _check_positive(what: str, value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise InvalidSetting(f"{what} numbers start at 1", value=value)


def _check_seat(seat: int, seats: int) -> None:
    if not isinstance(seats, int) or isinstance(seats, bool) or seats < 1:
        raise InvalidSetting("a draft table has at least one seat", seats=seats)
    if not isinstance(seat, int) or not 0 <= seat < seats:
        raise InvalidSetting(f"seats are 0..{seats - 1}", seat=seat, seats=seats)

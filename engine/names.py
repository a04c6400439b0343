"""What a player's name may be, when a file brings it.

A name typed at the table goes through new_game's field (engine/actions/games.py): text,
runs of whitespace made one space, not empty, at most :data:`PLAYER_NAME_LENGTH` characters.
A file's names went through that field too when its log was replayed, but a file is made by
anyone: it can carry characters no keyboard at the table types and that change what the
screen shows around them: a NUL, other control characters, or a text-direction override
(U+202E turns "Ann won" into "now nnA" on every line after it).  So a name a file brings (a
player of any game, of the tournament or of the draft; a backup's recent players) is held to
:func:`name_problem`, and a file with one that fails is refused whole
(:class:`engine.errors.TableFileBadName`).

A typed name is held to the same characters from rules reading 4 on (new_game,
tournament_create, draft_setup: :func:`check_typed_names`), so that no game this release
starts can make a file another phone refuses; a game of an earlier reading keeps what it
took.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, cast

from engine import errors

if TYPE_CHECKING:
    from engine.draft.state import DraftState
    from engine.session import Session
    from engine.tournament.state import TournamentState

PLAYER_NAME_LENGTH = 24  # new_game's and draft_setup's limit (a seat's name)
EVENT_NAME_LENGTH = 60  # tournament_create's (engine/tournament/action_fields.py)
POOL_NAME_LENGTH = 80  # hell_setup's pool_name

# Format characters a name may hold: the joiners that build emoji and some scripts' letters
# (U+200C, U+200D) and the tag characters of flag emoji.  Every other format character
# (U+202A-U+202E and U+2066-U+2069 direction controls, U+200E/U+200F marks, U+2060 word
# joiner, U+FEFF, soft hyphen) and every control character is refused.
_JOINERS = {"\u200c", "\u200d"}
_TAGS = range(0xE0020, 0xE0080)


def name_problem(name: Any, max_length: int = PLAYER_NAME_LENGTH) -> str | None:
    """Why ``name`` is not a name the app takes (a short English phrase), or None."""
    if not isinstance(name, str):
        return "is not text"
    shown = " ".join(name.split())
    if not shown:
        return "is empty"
    if len(shown) > max_length:
        return f"is longer than {max_length} characters"
    hidden = first_invisible(shown)
    if hidden is not None:
        return f"holds the invisible character U+{ord(hidden):04X}"
    return None


def first_invisible(name: str) -> str | None:
    """The first control character or invisible format character of ``name`` (the joiners
    and flag tags aside), or None."""
    for char in name:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs") or (
            category == "Cf" and char not in _JOINERS and ord(char) not in _TAGS
        ):
            return char
    return None


def check_name(name: Any, where: str, max_length: int = PLAYER_NAME_LENGTH) -> None:
    """Refuse the file (TableFileBadName) when ``name`` is not one the app takes."""
    problem = name_problem(name, max_length)
    if problem is not None:
        raise errors.TableFileBadName(f"{where}: the name {problem}", where=where, problem=problem)


def session_names(session: Session) -> Iterator[tuple[str, str, int]]:
    """(name, where, limit) for every name a replayed session holds: the players of each
    game, the tournament's players, the draft's seats."""
    for game in session.table.games:
        for player in game.players:
            yield player.name, f"game {game.number}", PLAYER_NAME_LENGTH
    features = session.table.features
    tournament = cast("TournamentState | None", features.get("tournament"))
    if tournament is not None:
        for name in tournament.event.players:
            yield name, "the tournament", EVENT_NAME_LENGTH
    draft = cast("DraftState | None", features.get("draft"))
    if draft is not None:
        for name in draft.seats:
            yield name, "the draft", PLAYER_NAME_LENGTH


def check_typed_names(table: Any, names: list[str], field: str) -> None:
    """From reading 4 on, refuse (NameNotShowable) a typed name holding a control character
    or an invisible character that changes the text around it; its length and emptiness are
    the field's own checks."""
    if table.rules < 4:
        return
    for name in names:
        hidden = first_invisible(name)
        if hidden is not None:
            shown = "".join(c if first_invisible(c) is None else "\ufffd" for c in name)
            raise errors.NameNotShowable(
                f"the name '{shown}' holds the invisible character U+{ord(hidden):04X}, "
                "which the screen cannot show as itself",
                field=field,
                character=f"U+{ord(hidden):04X}",
            )


def check_session_names(session: Session) -> None:
    """Refuse the file when any name its session holds is not one the app takes."""
    for name, where, limit in session_names(session):
        check_name(name, f"a player's name in {where}", limit)

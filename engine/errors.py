"""Every way an action or an input can be refused.

One exception class per kind of mistake, all under :class:`EngineError`, so a caller can
catch the family or one member.  Each carries a stable ``code`` (for the front end's
translations and for tests) and ``details`` (the values the message names), and
``to_json()`` gives the shape the front end and the command line print.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.error_types import EngineError as EngineErrorJSON


class EngineError(Exception):
    """Base of every refusal.  The state is never changed when one is raised."""

    code = "error"

    def __init__(self, message: str, **details: Any):
        super().__init__(message)
        self.message = message
        self.details = details

    def to_json(self) -> EngineErrorJSON:
        return {"error": self.code, "message": self.message, "details": self.details}


# --- the shape of an action or record -------------------------------------------------


class MalformedAction(EngineError):
    """The action is not a JSON object with a string ``type``."""

    code = "malformed_action"


class UnknownActionType(EngineError):
    code = "unknown_action_type"


class MissingField(EngineError):
    code = "missing_field"


class UnexpectedField(EngineError):
    code = "unexpected_field"


class InvalidField(EngineError):
    """A field has the wrong type or a value outside its range."""

    code = "invalid_field"


class NameNotShowable(InvalidField):
    """A typed name holds a character the screen cannot show as itself: a control character
    (NUL, a bell), or an invisible one that changes the text around it (a text-direction
    override). Names a file brings are held to the same rule (engine/names.py)."""

    code = "name_not_showable"


# --- who and what the action names ---------------------------------------------------


class NoGame(EngineError):
    """The action needs a game in progress and there is none."""

    code = "no_game"


class GameOver(EngineError):
    code = "game_over"


class UnknownPlayer(EngineError):
    code = "unknown_player"


class InvalidTeams(EngineError):
    code = "invalid_teams"


class CounterBelowZero(EngineError):
    code = "counter_below_zero"


class RuleViolation(EngineError):
    """The action is well formed but the rules of the format forbid it now."""

    code = "rule_violation"


class NoCommanders(RuleViolation):
    """A commander action in a game of a format played without commanders (CR 903: only
    Commander has them; casual and Two-Headed Giant games do not)."""

    code = "no_commanders"


class PlayerLeftGame(RuleViolation):
    """An action a player takes (a draw, a cast, a mulligan, ...) by one who has conceded:
    they have left the game (CR 104.3a) and take no more actions in it."""

    code = "player_left_game"


class AlreadyOut(EngineError):
    """A player who has conceded cannot concede again."""

    code = "already_out"


# --- history ---------------------------------------------------------------------------


class NothingToUndo(EngineError):
    code = "nothing_to_undo"


class NothingToRedo(EngineError):
    code = "nothing_to_redo"


# --- stored logs and imported data -------------------------------------------------------


class LogFormatError(EngineError):
    """A saved log cannot be read: a bad line, a newer format, a broken header."""

    code = "log_format"


class RulesReadingUnknown(LogFormatError):
    """A log played under a rules reading this engine does not know (a newer app's)."""

    code = "rules_reading_unknown"


class RulesReadingInvalid(LogFormatError):
    """A log whose header names a rules reading that is not one (0, -1, a word): readings
    are numbered from 1; no release wrote it."""

    code = "rules_reading_invalid"


class ImportFormatError(EngineError):
    """An imported file is malformed or truncated; nothing of it is taken."""

    code = "import_format"


# --- a table file carried to another phone (engine/table_file.py) -------------------------


class TableFileError(EngineError):
    """A table file (a session carried to another phone) cannot be opened; nothing of it is
    taken.  Each kind of problem has its own class, so the view can say which in words."""

    code = "table_file"


class TableFileTooLarge(TableFileError):
    """Larger than any table the app writes: refused before it is read."""

    code = "table_file_too_large"


class TableFileTruncated(TableFileError):
    """The file ends in the middle: only part of it arrived."""

    code = "table_file_truncated"


class TableFileEmpty(TableFileTruncated):
    """Nothing in it at all (or only white space): no part of it arrived."""

    code = "table_file_empty"


class TableFileCorrupt(TableFileError):
    """Not readable text or not JSON: damaged on the way, or not a file the app writes."""

    code = "table_file_corrupt"


class TableFileTooDeep(TableFileCorrupt):
    """Brackets nested deeper than any file of this app holds (engine/file_json.py): refused
    before it is parsed, so no runtime's stack (the browser's is small) is spent on it."""

    code = "table_file_too_deep"


class TableFileBadText(TableFileCorrupt):
    """A string holds half of a UTF-16 surrogate pair (a lone ``\\ud800`` escape): no text
    is made of that, and it cannot be written back as UTF-8."""

    code = "table_file_bad_text"


class TableFileOtherApp(TableFileError):
    """Readable JSON, but not a table file of this app."""

    code = "table_file_other_app"


class TableFileNewer(TableFileError):
    """Written by a newer release (a newer file format, log format or rules reading)."""

    code = "table_file_newer"


class TableFileAltered(TableFileError):
    """Its checksum does not match its content: damaged after it was saved.  (The checksum
    is no signature: anyone can recompute it, so it finds damage, not a deliberate edit.)"""

    code = "table_file_altered"


class TableFileInvalid(TableFileError):
    """A part is missing or of the wrong shape, or does not match the session (the pool,
    the event)."""

    code = "table_file_invalid"


class TableFileBadAction(TableFileError):
    """A line of the log breaks a rule: refused with the line's number and the rule."""

    code = "table_file_bad_action"


class TableFileBadName(TableFileError):
    """A name the file brings (a player's, a recent player's, a card pool's) is not one the
    app takes: empty, too long, or holding a control or text-direction character
    (engine/names.py)."""

    code = "table_file_bad_name"


class TableFileBadSetting(TableFileError):
    """A backup's setting (or a recent player's colour) is not a value the settings screen
    offers: the whole backup is refused, nothing restored."""

    code = "table_file_bad_setting"

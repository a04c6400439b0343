"""The table keeper's rules engine: pure Python, standard library only.

``Session`` applies JSON actions (``engine.actions``), refuses bad ones with a specific
``engine.errors.EngineError``, keeps the log that replays to the same state, and gives
undo and redo.  The same actions are spoken by the app, storage, tests and the command
line (``python -m engine``).
"""

from engine.errors import EngineError
from engine.registry import ACTIONS, decode
from engine.session import Session

__all__ = ["ACTIONS", "EngineError", "Session", "decode"]

"""With ``TK_CHECK_STATE_TYPES=1`` in the environment, every state and history the engine's
tests make is held to the engine's TypedDicts (engine/state_types.py) as it is made, so the
whole engine suite, hypothesis included, looks for a field the types do not describe:

    TK_CHECK_STATE_TYPES=1 .venv/bin/python -m pytest -q tests/engine

Off by default (it slows the suite); tests/tools/test_state_types.py checks a chosen set of
sessions every run.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

if os.environ.get("TK_CHECK_STATE_TYPES") == "1":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from typed_json import check  # noqa: E402

    from engine.session import Session  # noqa: E402
    from engine.state_types import HistoryEntry, TableState  # noqa: E402

    @pytest.fixture(autouse=True)
    def _state_types_checked(monkeypatch):
        state, history = Session.state, Session.history

        def checked_state(self):
            out = state(self)
            check(json.loads(json.dumps(out)), TableState, "Session.state()")
            return out

        def checked_history(self, limit=None):
            out = history(self, limit)
            for entry in json.loads(json.dumps(out)):
                check(entry, HistoryEntry, "Session.history()")
            return out

        monkeypatch.setattr(Session, "state", checked_state)
        monkeypatch.setattr(Session, "history", checked_history)

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
    from typed_json import check

    from engine.session import Session
    from engine.state_types import HistoryEntry, TableState

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


# Every action the engine's tests have the engine accept (as sent, and as the log records it)
# is held to pwa/js/types/actions.d.ts's shapes (tests/tools/typed_actions.py): the view, typed
# by them, can say all the tests say.  On by default (it costs about 2% of the suite's time);
# TK_CHECK_ACTION_TYPES=0 turns it off.  tests/tools/test_action_types.py runs the engine's
# scenario tests this way too, so `pytest tests/tools` alone checks them.
if os.environ.get("TK_CHECK_ACTION_TYPES", "1") == "1":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from typed_actions import check_action

    from engine.session import Session as _Session

    @pytest.fixture(autouse=True)
    def _action_types_checked(monkeypatch):
        apply = _Session.apply

        def checked_apply(self, data):
            record = apply(self, data)  # refused: the engine said no, nothing to check
            check_action(json.loads(json.dumps(data)), "an action the engine accepted")
            check_action(json.loads(json.dumps(record)), "a recorded action")
            return record

        monkeypatch.setattr(_Session, "apply", checked_apply)

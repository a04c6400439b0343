"""Undo and redo, as actions in the log: replaying the log replays them too."""

from __future__ import annotations

from engine.actions.base import HistoryAction


class Undo(HistoryAction):
    type = "undo"
    allowed = "Any time there is something to take back (a table's own correction, not a rule)."
    doc = "Take back the last steps actions (any action, including new_game)."


class Redo(HistoryAction):
    type = "redo"
    allowed = "Right after an undo, before any new action (a table's own correction, not a rule)."
    doc = "Put back the last steps undone actions, with the same random results."

"""The action vocabulary.  Importing this package registers every action type."""

from engine.actions import games, history, life, random_tools, trackers, turns
from engine.actions.base import ACTIONS, Action, HistoryAction
from engine.contraptions import actions as _contraption_actions
from engine.draft import actions as _draft_actions
from engine.hell import actions as _hell_actions
from engine.tournament import actions as _tournament_actions

__all__ = ["ACTIONS", "Action", "HistoryAction", "decode"]


def decode(data) -> Action:
    """Turn a JSON action into an Action, or raise the specific error saying why not."""
    return Action.decode(data)

"""The core's action vocabulary: games, history, life and counters, random tools, trackers and
turns.  Each format package adds its own (``engine/<format>/actions.py``); ``engine.registry``
reads them all."""

from engine.actions import games, history, life, random_tools, trackers, turns
from engine.actions.base import Action, HistoryAction

__all__ = ["ACTION_CLASSES", "Action", "HistoryAction"]

# The core's registration, read by engine/registry.py first, in this order.
ACTION_CLASSES: tuple[type[Action], ...] = (
    games.NewGame,
    games.EndGame,
    history.Undo,
    history.Redo,
    life.AdjustLife,
    life.SetLife,
    life.AdjustCounter,
    life.CommanderDamage,
    life.SetDesignation,
    life.SetPartner,
    life.CommanderCast,
    random_tools.RollDice,
    random_tools.FlipCoin,
    random_tools.ChooseFirstPlayer,
    trackers.Concede,
    trackers.SetDayNight,
    trackers.AdjustStorm,
    trackers.RingTempts,
    trackers.SetSpeed,
    trackers.Venture,
    trackers.SetColor,
    turns.NextTurn,
    turns.SetStep,
)

"""The Contraption actions, one module per concept (this module registers them all, in ``ACTION_CLASSES``):
``setup_actions`` (the rule set and the table), ``assembly_actions`` (upkeep, assemble,
decline, crank), ``move_actions`` (moving Contraptions), ``roll_actions`` (the paid rolls
of the Planechase-style variant); what they share is in ``action_fields`` and
``action_support``; each rule set's strategy is in ``rulesets``.

Every random result (a deck's shuffle, an upkeep die, a paid roll) is drawn once and
recorded in the action, so the log replays to the same game.  A choice that depends on the
state (the player when it is the active one, the faction when the dice allow only one) is
written into the action at validation, so the recorded action says what happened.

Contraptions are a feature of a game, not a format: ``game.features["contraptions"]``.
"""

from engine.actions.base import Action
from engine.contraptions import (
    assembly_actions,
    move_actions,
    roll_actions,
    setup_actions,
)

# This package's registration, read by engine/registry.py: its actions in the order the
# registry (and so `python -m engine actions` and pwa/js/types/actions.d.ts) lists them.
ACTION_CLASSES: tuple[type[Action], ...] = (
    assembly_actions.ContraptionsUpkeep,
    assembly_actions.ContraptionsUpkeepForgotten,
    assembly_actions.Assemble,
    assembly_actions.DeclineAssemble,
    assembly_actions.Crank,
    move_actions.ContraptionMove,
    roll_actions.ContraptionsRoll,
    roll_actions.ContraptionsArrange,
    setup_actions.ContraptionsSetup,
)

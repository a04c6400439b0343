"""The Contraption actions, one module per concept (importing this one registers them all):
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

from engine.contraptions import (
    assembly_actions,
    move_actions,
    roll_actions,
    setup_actions,
)

"""The ways a Contraption action can be refused, each under the core error it refines
(so a caller catching ``RuleViolation`` or ``InvalidField`` still catches these)."""

from __future__ import annotations

from engine.errors import InvalidField, RuleViolation


class ContraptionsNotSetUp(RuleViolation):
    """The game plays without Contraptions (yet): send contraptions_setup first."""

    code = "contraptions_not_set_up"


class ContraptionsAlreadySetUp(RuleViolation):
    code = "contraptions_already_set_up"


class InvalidContraptionCard(InvalidField):
    """A card entry of a deck is malformed (no name, an unknown faction, a long note)."""

    code = "invalid_contraption_card"


class ContraptionDeckTooSmall(RuleViolation):
    """Unstable: a Contraption deck holds at least 15 cards."""

    code = "contraption_deck_too_small"


class DuplicateContraption(RuleViolation):
    """Every Contraption of a deck (of the shared set) is different."""

    code = "duplicate_contraption"


class InvalidShuffle(InvalidField):
    """A recorded shuffle is not a permutation of its deck."""

    code = "invalid_shuffle"


class WrongRuleSet(RuleViolation):
    """The action or option belongs to another Contraption rule set."""

    code = "contraption_rule_set"


class UnknownContraption(InvalidField):
    code = "unknown_contraption"


class ContraptionNotThere(RuleViolation):
    """The Contraption is not where the move needs it (a library cannot be targeted, the
    scrapyard cannot be touched)."""

    code = "contraption_not_there"


class NotActivePlayer(RuleViolation):
    code = "not_active_player"


class UpkeepAlreadyDone(RuleViolation):
    code = "contraption_upkeep_done"


class UpkeepNotDone(RuleViolation):
    code = "contraption_upkeep_not_done"


class NoContraptionPrompt(RuleViolation):
    """Nothing is waiting for this choice (no crank, no assembly, no look-at-N now)."""

    code = "no_contraption_prompt"


class ContraptionPromptPending(RuleViolation):
    """Another Contraption choice must be made first."""

    code = "contraption_prompt_pending"


class NotMainPhase(RuleViolation):
    code = "not_main_phase"


class RollCostMismatch(InvalidField):
    """The cost the player saw is not the cost of the roll now (the view was stale)."""

    code = "roll_cost_mismatch"


class EmptyContraptionDeck(RuleViolation):
    code = "empty_contraption_deck"


class UpkeepMissed(RuleViolation):
    """Rules reading 4 (seed 001): the turn does not pass over an upkeep that never began
    while the rule set makes it do something (the CRANK! counter moves, the dice are rolled)."""

    code = "contraption_upkeep_missed"


class UpkeepPassed(RuleViolation):
    """Rules reading 4 (seed 001): the upkeep is over this turn (a later step is on); a
    forgotten upkeep is recorded as a correction (``contraptions_upkeep_forgotten``)."""

    code = "contraption_upkeep_passed"


class UpkeepNotForgotten(RuleViolation):
    """The correction for a forgotten upkeep while the upkeep is still on: begin it instead."""

    code = "contraption_upkeep_still_on"


class SetupTooLate(RuleViolation):
    """Rules reading 4 (seed 001): Contraption decks are shuffled and put into the command
    zone at the start of the game, before the first upkeep."""

    code = "contraptions_setup_too_late"


class AssemblyCompulsory(RuleViolation):
    """001, factions with 2 or 3 dice: the player keeps one die and must assemble."""

    code = "assembly_compulsory"

"""The refusals of Hell's Half-Draft's game actions, one class per kind of mistake.

Each subclasses the core family it belongs to (``engine.errors``), so a caller catching
``RuleViolation`` or ``InvalidField`` catches these too; each has its own stable ``code``
for the front end's translations and for tests.
"""

from __future__ import annotations

from engine.errors import InvalidField, NoGame, RuleViolation

# --- the setup and its pool -------------------------------------------------------------


class HellNotSetUp(NoGame):
    """A Hell action before ``hell_setup``: there is no Hell library yet."""

    code = "hell_not_set_up"


class InvalidPool(InvalidField):
    """The pool, basics, fraction or recorded library of ``hell_setup`` cannot be used."""

    code = "hell_invalid_pool"


class InvalidOrder(InvalidField):
    """A recorded order (a shuffle, the sweep, a mulligan) is not exactly the cards it
    must order."""

    code = "hell_invalid_order"


# --- cards and zones --------------------------------------------------------------------


class UnknownHellCard(InvalidField):
    """No tracked card has this id."""

    code = "hell_unknown_card"


class UnknownZone(InvalidField):
    """A zone that is neither a standard zone nor one a card has brought into the game."""

    code = "hell_unknown_zone"


class CardNotThere(RuleViolation):
    """The card is not where the action needs it (a mulligan of a card not in hand ...)."""

    code = "hell_card_not_there"


class ZoneNeedsPlayer(InvalidField):
    """A personal zone (hand, graveyard ...) named without its player, or a shared zone
    named with one."""

    code = "hell_zone_player"


# --- the Hell library, draws and the sideboard ------------------------------------------------


class HellLibraryEmpty(RuleViolation):
    """An empty Hell library offers no Hell draw (seed 000); nor enough cards to deal."""

    code = "hell_library_empty"


class DrawPending(RuleViolation):
    """A revealed Hell card waits for its player's (or the table's) decision."""

    code = "hell_draw_pending"


class NothingPending(RuleViolation):
    """``hell_resolve`` with no revealed card waiting, or a decision that does not fit it."""

    code = "hell_nothing_pending"


class DecisionRefused(RuleViolation):
    """A decision that does not fit the pending draw (counting symbols as present when a
    colour is plainly missing)."""

    code = "hell_decision"


class ColorsNotDeclared(RuleViolation):
    """A Hell draw for a player who has not declared their deck's land colours."""

    code = "hell_colors_not_declared"


class AlreadyDealt(RuleViolation):
    """The opening hands' Hell cards are dealt once per game (seed 000, "Opening hand");
    a second deal means nothing: a mulligan deals new ones."""

    code = "hell_already_dealt"


class SideboardEmpty(RuleViolation):
    code = "hell_sideboard_empty"


class HellNotSwept(RuleViolation):
    """The Hell cards are still out in an earlier game: sweep it (``hell_end_game``) first."""

    code = "hell_not_swept"


class AlreadySwept(RuleViolation):
    code = "hell_already_swept"


class CompanionRefused(RuleViolation):
    """Naming or casting a companion that the old companion rule does not allow now."""

    code = "hell_companion"


class AlreadyBroughtIn(RuleViolation):
    code = "hell_already_brought_in"


class NoSuchOffer(RuleViolation):
    """Dismissing a colour offer that no card made (or that was settled already)."""

    code = "hell_no_offer"


class AlreadyToken(RuleViolation):
    """Turning a token card into a token card."""

    code = "hell_already_token"


# --- the stack tracker ------------------------------------------------------------------------


class StackEmpty(RuleViolation):
    code = "stack_empty"


class StackFrozen(RuleViolation):
    """Every spell on the stack is frozen (or the stack is): play goes on as if it were
    empty, and nothing resolves unless an effect names a spell."""

    code = "stack_frozen"


class UnknownStackItem(InvalidField):
    code = "stack_unknown_item"


class StackNoChange(RuleViolation):
    """Freezing a frozen spell, untapping an untapped one ..."""

    code = "stack_no_change"


class SideboardWrongZone(RuleViolation):
    """Rules reading 4 (seed 000, "The shared sideboard"): its top card is played as if from
    the player's hand: a land onto their battlefield, a spell onto the stack, nothing else."""

    code = "hell_sideboard_zone"


class SideboardLandNotYourTurn(RuleViolation):
    """Rules reading 4: a land from the sideboard is played as from hand, so only by the
    active player (CR 305.2: a player plays a land during their own turn)."""

    code = "hell_sideboard_land_turn"


class CompanionClaimed(RuleViolation):
    """Rules reading 4 (seed 000, "Companions"): a companion in the sideboard another player
    has named as theirs is theirs to cast; nobody else plays it from the top."""

    code = "hell_companion_claimed"


class OpeningHandOver(RuleViolation):
    """Rules reading 4 (seed 000, "At the start of the game"; CR 103.5): the opening hand's
    Hell cards are dealt, and mulligans taken, before the first turn's first step."""

    code = "hell_opening_hand_over"


class OpeningHandNotOver(RuleViolation):
    """The correction for a forgotten opening deal while the game has not begun: deal them."""

    code = "hell_opening_hand_not_over"


class NoMulliganTaken(RuleViolation):
    """Hell cards put under the Hell library "at the end of a London mulligan" by a player
    who has taken none (CR 103.5: the cards go to the bottom after a mulligan; 000)."""

    code = "hell_no_mulligan_taken"


class TooManyToBottom(RuleViolation):
    """More Hell cards to the bottom than the player's mulligans leave (CR 103.5: as many
    cards as mulligans taken, Hell cards and the player's own together)."""

    code = "hell_too_many_to_bottom"

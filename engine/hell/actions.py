"""The actions of Hell's Half-Draft (seed 000): the Hell library, draws, the shared
sideboard, owners, the end-of-game sweep, one module per concept (this module registers
them all, in ``ACTION_CLASSES``, read by ``engine.registry``):

* ``setup_actions``: the Hell library, declared colours, colours brought in;
* ``deal_actions``: opening hands and the mulligan;
* ``draw_actions``: drawing from Hell and its verdict;
* ``move_actions``: moving Hell cards, token cards, colour offers;
* ``sideboard_actions``: the shared sideboard and the shuffles;
* ``companion_actions``: companions;
* ``endgame_actions``: the end of a game and its sweep;
* ``stack_actions``: the stack tracker.

What they share is ``action_support``.

Every random result (the library drawn from the pool, a shuffle, the sweep's order) is
filled in by ``draw`` and recorded in the action, so a replayed log gives the same game.
The session-wide state is ``Table.features["hell"]`` (``engine.hell.state.HellState``).

The game the Hell cards are out in: the first Hell action of a game ties the Hell cards
to it; they stay tied until ``hell_end_game`` sweeps them back.  A Hell action in a later
game before that sweep is refused (``hell_not_swept``).
"""

from engine.actions.base import Action
from engine.hell import (
    companion_actions,
    deal_actions,
    draw_actions,
    endgame_actions,
    move_actions,
    setup_actions,
    sideboard_actions,
    stack_actions,
)

# This package's registration, read by engine/registry.py: its actions in the order the
# registry (and so `python -m engine actions` and pwa/js/types/actions.d.ts) lists them.
ACTION_CLASSES: tuple[type[Action], ...] = (
    companion_actions.HellNameCompanion,
    companion_actions.HellCastCompanion,
    deal_actions.HellDealOpening,
    deal_actions.HellDealOpeningForgotten,
    deal_actions.HellMulligan,
    deal_actions.HellBottom,
    draw_actions.HellDraw,
    draw_actions.HellResolve,
    endgame_actions.HellEndGame,
    move_actions.HellMove,
    move_actions.HellToOutside,
    move_actions.HellToken,
    move_actions.HellMakeToken,
    move_actions.HellDismissOffer,
    setup_actions.HellSetup,
    setup_actions.HellDeclareColors,
    setup_actions.HellBringIn,
    sideboard_actions.SideboardPlayTop,
    sideboard_actions.SideboardShuffle,
    sideboard_actions.SideboardRandom,
    sideboard_actions.HellShuffleLibrary,
    stack_actions.StackPush,
    stack_actions.StackFreeze,
    stack_actions.StackUnfreeze,
    stack_actions.StackResolve,
    stack_actions.StackInterrupt,
    stack_actions.StackBlock,
)

"""The actions of Hell's Half-Draft (seed 000): the Hell library, draws, the shared
sideboard, owners, the end-of-game sweep, one module per concept (importing this one
registers them all):

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

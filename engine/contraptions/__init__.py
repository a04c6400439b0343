"""Contraptions (seed 001): a Contraption deck, three sprockets, the CRANK! counter and the
scrapyard, added to any game under one of four rule sets.

* ``cards`` and ``unstable_set``: the cards, and Unstable's 45 as the default set;
* ``state``: the shared core, kept on ``game.features["contraptions"]``;
* ``rulesets``: Unstable, dice and factions, dice with one shared deck, like Planechase;
* ``actions``: the actions (its ``ACTION_CLASSES``, read by ``engine.registry``);
* ``errors``: the refusals.
"""

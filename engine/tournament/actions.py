"""Match and tournament actions (Magic Tournament Rules 2.1-2.6, 2.10, 3.1, 7.7, 10.4,
appendices B, C, E), over the pure modules of this package, one module per concept:

* :mod:`engine.tournament.match_actions`: one match and its round clock;
* :mod:`engine.tournament.end_actions`: its end on time (2.5, 2.6);
* :mod:`engine.tournament.event_actions`: the Swiss rounds of a tournament;
* :mod:`engine.tournament.playoff_actions`: its single-elimination play-off.

Importing this module registers them all.
"""

from engine.tournament import (
    end_actions,
    event_actions,
    match_actions,
    playoff_actions,
)

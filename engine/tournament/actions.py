"""Match and tournament actions (Magic Tournament Rules 2.1-2.6, 2.10, 3.1, 7.7, 10.4,
appendices B, C, E), over the pure modules of this package, one module per concept:

* :mod:`engine.tournament.match_actions`: one match and its round clock;
* :mod:`engine.tournament.end_actions`: its end on time (2.5, 2.6);
* :mod:`engine.tournament.event_actions`: the Swiss rounds of a tournament;
* :mod:`engine.tournament.playoff_actions`: its single-elimination play-off.

This module registers them all, in ``ACTION_CLASSES`` (read by ``engine.registry``).
"""

from engine.actions.base import Action
from engine.tournament import (
    end_actions,
    event_actions,
    match_actions,
    playoff_actions,
    team_actions,
)

# This package's registration, read by engine/registry.py: its actions in the order the
# registry (and so `python -m engine actions` and pwa/js/types/actions.d.ts) lists them.
ACTION_CLASSES: tuple[type[Action], ...] = (
    match_actions.MatchStart,
    match_actions.MatchGame,
    match_actions.MatchConcede,
    match_actions.MatchAgreeDraw,
    match_actions.ClockStart,
    match_actions.ClockPause,
    match_actions.ClockAdd,
    end_actions.ClockTimeCalled,
    end_actions.ClockTimeAfterPass,
    end_actions.ExtraTurnEnd,
    end_actions.MatchPenaltyTurns,
    end_actions.MatchTimeOver,
    event_actions.TournamentCreate,
    event_actions.TournamentImport,
    event_actions.TournamentPair,
    event_actions.TournamentResult,
    event_actions.TournamentDrop,
    event_actions.TournamentResultCorrection,
    event_actions.TournamentReenter,
    team_actions.TournamentTables,
    team_actions.TournamentTeams,
    team_actions.TournamentTeamResult,
    playoff_actions.TournamentPlayoff,
    playoff_actions.TournamentPlayoffResult,
)

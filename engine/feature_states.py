"""The features' JSON views gathered under their names, typed (engine/state_types.py).

``Table.features`` holds each session feature by name; the view receives their ``state()``
under the same names (a game's features, the stack and Contraptions, are typed in
``Game.state``).  Each name is typed apart (a Hell library's view is not a
match's), so the gathering is spelled out here, one feature at a time: a feature added without
its type is refused loudly (TypeError) in the engine's tests, never sent untyped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from engine.draft.state import DraftState
from engine.feature import Feature
from engine.hell.state import HellState
from engine.tournament.state import MatchState, TournamentState

if TYPE_CHECKING:       # for mypy only: the engine does not load its types when it runs
    from engine.state_types import NoGameState, SessionFeatures


def untyped(name: str, feature: Feature) -> TypeError:
    return TypeError(f"feature {name!r} ({type(feature).__name__}) has no type in "
                     "engine/state_types.py: add it there and to engine/feature_states.py")


def session_features_state(features: Mapping[str, Feature]) -> SessionFeatures:
    out: SessionFeatures = {}
    for name, feature in features.items():
        if name == "hell" and isinstance(feature, HellState):
            out["hell"] = feature.state()
        elif name == "draft" and isinstance(feature, DraftState):
            out["draft"] = feature.state()
        elif name == "match" and isinstance(feature, MatchState):
            out["match"] = feature.state()
        elif name == "tournament" and isinstance(feature, TournamentState):
            out["tournament"] = feature.state()
        else:
            raise untyped(name, feature)
    return out


def no_game_state() -> NoGameState:
    """The game's fields before the first game: every key of ``GameState``, empty."""
    return {
        "number": None, "format": None, "rules": None, "starting_life": None, "players": [],
        "teams": [], "active_player": None, "turn": 0, "step": None,
        "designations": {"monarch": None, "initiative": None}, "over": False, "winner": None,
        "features": {}, "day_night": None, "storm": 0, "started_at": None,
        "turn_started_at": None, "standing": [], "last_standing": None,
    }

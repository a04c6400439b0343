"""The state the engine hands the view, described once.

``Session.state()`` is a ``TableState``: the current game's fields (``Game.state()``, a
``GameState``) at the top level, null/empty when no game has started, and the session's
own fields after them.  Each feature's state is typed beside it (engine/hell/state_types.py,
engine/contraptions/state_types.py, engine/draft/state_types.py,
engine/tournament/state_types.py); the bridge's replies in engine/reply_types.py.

mypy holds the producers to these types (their ``state()`` return them);
tools/state_types.py writes them as TypeScript for the view (pwa/js/types/state.d.ts), and
tests/tools/test_state_types.py holds real states to them at run time.  No
``from __future__ import annotations`` here: the generator reads the annotations as objects.
"""

from typing import Literal, NotRequired, TypedDict

from engine.contraptions.state_types import ContraptionsState
from engine.draft.state_types import DraftState
from engine.hell.state_types import HellState, StackState
from engine.json_types import JsonValue
from engine.tournament.state_types import MatchState, TournamentState

Step = Literal["untap", "upkeep", "draw", "main1", "combat", "main2", "end", "cleanup"]


class FormatRules(TypedDict):
    """``Format.describe()``: the numbers a format plays with."""

    id: str
    starting_life: int
    poison_limit: int
    commander_damage_limit: int | None
    team_size: int | None
    extra_turns: int


class Dungeon(TypedDict):
    name: str
    room: str | None


class PlayerState(TypedDict):
    seat: int
    name: str
    color: str | None
    life: int  # the team's in Two-Headed Giant
    team: int | None
    counters: dict[str, int]  # poison, energy, experience and any named counter
    commander_damage: list[int | None]  # by source seat; null at the player's own seat
    partner_damage: list[int | None]
    partner: bool
    commander_casts: list[int]  # one per commander
    commander_tax: list[int]
    citys_blessing: bool
    monarch: bool
    initiative: bool
    active: bool
    losing: list[str]  # "life", "poison", "commander:<seat>[:2]", "conceded"
    out: bool
    conceded: bool
    ring: int
    speed: int
    dungeon: Dungeon | None


class TeamState(TypedDict):
    members: list[int]
    life: int
    poison: int


class Designations(TypedDict):
    monarch: int | None
    initiative: int | None


class GameFeatures(TypedDict, total=False):
    """The features of one game, by name (absent until a game uses them)."""

    stack: StackState
    contraptions: ContraptionsState


class SessionFeatures(TypedDict, total=False):
    """The features that outlive a game, by name (absent until set up)."""

    hell: HellState
    draft: DraftState
    match: MatchState
    tournament: TournamentState


class GameState(TypedDict):
    """``Game.state()``: one game."""

    number: int
    format: str
    rules: FormatRules
    starting_life: int
    players: list[PlayerState]
    teams: list[TeamState]
    active_player: int | None
    turn: int
    step: Step | None
    designations: Designations
    over: bool
    winner: int | None
    features: GameFeatures
    day_night: Literal["day", "night"] | None
    storm: int
    started_at: int | None  # ms since 1970, as the app stamped the action
    turn_started_at: int | None
    standing: list[int]
    last_standing: int | None


class GameSummary(TypedDict):
    """One game of the session, in ``TableState.games``."""

    number: int
    format: str
    players: list[str]
    over: bool
    winner: int | None


class GameFields(TypedDict):
    """The game's fields as ``TableState`` holds them: ``GameState``'s, each null, empty or zero
    before the first game (``Session.state()``). Kept beside ``GameState`` field by field: a
    TypedDict cannot widen an inherited field's type."""

    number: int | None
    format: str | None
    rules: FormatRules | None
    starting_life: int | None
    players: list[PlayerState]
    teams: list[TeamState]
    active_player: int | None
    turn: int
    step: Step | None
    designations: Designations
    over: bool
    winner: int | None
    features: GameFeatures
    day_night: Literal["day", "night"] | None
    storm: int
    started_at: int | None
    turn_started_at: int | None
    standing: list[int]
    last_standing: int | None


class TableState(GameFields):
    """``Session.state()``: the whole state the view renders (the current game's fields, then
    the session's)."""

    session_features: SessionFeatures
    games: list[GameSummary]
    rules_reading: int
    can_undo: bool
    can_redo: bool
    history_length: int
    log_length: int
    last_action_type: str | None
    undo_asks_first: bool


class HistoryEntry(TypedDict):
    """One line of ``Session.history()``."""

    index: int
    action: dict[str, JsonValue]  # the action as logged (its fields are the action's)
    names: list[str]  # the players' names in seat order at that moment
    undone: bool
    active: int | None  # whose turn it is after it
    ended_game: NotRequired[int]  # a new game begun over a running one: that one's number

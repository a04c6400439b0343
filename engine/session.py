"""The session: the table, the log of every accepted action, and undo/redo.

Modelled on a chess board's move stack: the table is the position, ``log`` is every
action accepted in order (undo and redo included, so replaying the log rebuilds the same
session), and the done/undone stacks say which actions currently stand.  Undo rebuilds
the table from the nearest checkpoint (a copy taken every ``CHECKPOINT_EVERY`` actions)
by re-applying the recorded actions, random results included.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, cast

from engine.actions import Action, HistoryAction
from engine.errors import NothingToRedo, NothingToUndo, RulesReadingInvalid, RulesReadingUnknown
from engine.registry import decode
from engine.rules import RULES
from engine.table import Table

if TYPE_CHECKING:
    from collections.abc import Iterator


if TYPE_CHECKING:  # the types are for mypy and the view's generated ones; never loaded at run time
    from engine.state_types import GameFields, GameState, HistoryEntry, SessionFeatures, TableState

CHECKPOINT_EVERY = 64


def no_game_state() -> GameFields:
    """The game's fields before the first game: every key of ``GameState``, empty."""
    return {
        "number": None,
        "format": None,
        "rules": None,
        "starting_life": None,
        "players": [],
        "teams": [],
        "active_player": None,
        "turn": 0,
        "step": None,
        "designations": {"monarch": None, "initiative": None},
        "over": False,
        "winner": None,
        "features": {},
        "day_night": None,
        "storm": 0,
        "started_at": None,
        "turn_started_at": None,
        "standing": [],
        "last_standing": None,
    }


class DoneFacts(TypedDict):
    """What the history says of a done action besides the action itself."""

    active: int | None
    ended_game: NotRequired[int]


class Session:
    def __init__(self, rng: random.Random | None = None, rules: int = RULES):
        if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
            shown = json.dumps(rules, default=repr)[:40]
            raise RulesReadingInvalid(
                f"the log names rules reading {shown}, which is not a reading: readings are "
                f"numbered 1 to {RULES}, and no release of the app wrote this header",
                rules=shown,
            )
        if rules > RULES:
            raise RulesReadingUnknown(
                f"this log was played under rules reading {rules!r}; this app knows 1 to {RULES}: "
                "update the app to open it",
                rules=rules,
            )
        self.table = Table(rules=rules)
        self.rng = rng if rng is not None else random.Random()
        self.log: list[dict[str, Any]] = []
        self._done: list[Action] = []
        self._done_names: list[tuple[str, ...]] = []
        # what the history says of each done action besides the action itself: whose turn it
        # is after it ("active": whose turn a Next turn began) and, for a new game begun over a
        # running one, that game's number ("ended_game": the old game ended with it)
        self._done_facts: list[DoneFacts] = []
        self._undone: list[tuple[Action, tuple[str, ...]]] = []
        self._checkpoints: dict[int, Table] = {0: copy.deepcopy(self.table)}

    @classmethod
    def replay(
        cls, records: Iterable[Any], rng: random.Random | None = None, rules: int = RULES
    ) -> Session:
        session = cls(rng, rules)
        for record in records:
            session.apply(record)
        return session

    # --- applying ---------------------------------------------------------------------

    def apply(self, data: Any) -> dict[str, Any]:
        """Validate and apply one JSON action; return it as recorded in the log.

        Raises a specific EngineError, with the session untouched, if it is refused.
        """
        action = decode(data)
        if isinstance(action, HistoryAction):
            if action.type == "undo":
                self._undo(action.steps)
            else:
                self._redo(action.steps)
        else:
            action.validate(self.table)
            action.draw(self.rng, self.table)
            self._perform(action)
            self._undone.clear()
        record = action.to_json()
        self.log.append(record)
        return record

    def _perform(self, action: Action) -> None:
        before = self.table.game
        running = before.number if before is not None and not before.over else None
        try:
            action.apply(self.table)
        except BaseException:
            # apply() must not fail after validate(); if it ever does, put the table back.
            self._rebuild(len(self._done))
            raise
        self._done.append(action)
        game = self.table.game
        self._done_names.append(tuple(p.name for p in game.players) if game else ())
        facts: DoneFacts = {"active": game.active if game else None}
        if action.type == "new_game" and running is not None:
            facts["ended_game"] = running
        self._done_facts.append(facts)
        if len(self._done) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self._done)] = copy.deepcopy(self.table)

    def _undo(self, steps: int) -> None:
        if steps > len(self._done):
            raise NothingToUndo(
                "nothing to undo"
                if not self._done
                else f"only {len(self._done)} action(s) can be undone",
                available=len(self._done),
            )
        for _ in range(steps):
            self._undone.append((self._done.pop(), self._done_names.pop()))
            self._done_facts.pop()
        self._rebuild(len(self._done))

    def _redo(self, steps: int) -> None:
        if steps > len(self._undone):
            raise NothingToRedo(
                "nothing to redo"
                if not self._undone
                else f"only {len(self._undone)} action(s) can be redone",
                available=len(self._undone),
            )
        before = len(self._done)
        redone = []
        try:
            for _ in range(steps):
                action, names = self._undone.pop()
                redone.append((action, names))
                action.validate(self.table)
                self._perform(action)
        except BaseException:
            # all or nothing: put back what this redo had taken
            del self._done[before:], self._done_names[before:], self._done_facts[before:]
            self._undone.extend(reversed(redone))
            self._rebuild(before)
            raise

    def _rebuild(self, count: int) -> None:
        """Make the table what the first ``count`` done actions make it."""
        for stale in [k for k in self._checkpoints if k > count]:
            del self._checkpoints[stale]
        start = max(self._checkpoints)
        self.table = copy.deepcopy(self._checkpoints[start])
        for action in self._done[start:count]:
            action.apply(self.table)

    def truncate(self, length: int) -> None:
        """Forget every log record after the first ``length`` (a write that did not land)."""
        fresh = Session.replay(self.log[:length], self.rng, self.table.rules)
        self.__dict__.update(fresh.__dict__)

    # --- reading ----------------------------------------------------------------------

    def replay_current_game(self) -> Iterator[tuple[Action, Table]]:
        """The current game again, on a scratch copy: ``(action, table)`` after each done
        action from the game's ``new_game`` on (what the life chart reads).  The session's
        own table is not touched."""
        starts = [i for i, action in enumerate(self._done) if action.type == "new_game"]
        if not starts:
            return
        start = starts[-1]
        nearest = max(k for k in self._checkpoints if k <= start)
        table = copy.deepcopy(self._checkpoints[nearest])
        for action in self._done[nearest:start]:
            action.apply(table)
        for action in self._done[start:]:
            action.apply(table)
            yield action, table

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def state(self) -> TableState:
        """A JSON-serialisable snapshot; the current game's fields are at the top level
        (before the first game: null, empty or zero, every key present all the same)."""
        game = self.table.game
        base: GameState | GameFields = game.state() if game else no_game_state()
        return {
            **base,
            # each feature's own state() is typed; the names are SessionFeatures' keys (the
            # state tests hold every state to the types, so an untyped feature fails there)
            "session_features": cast(
                "SessionFeatures", {name: f.state() for name, f in self.table.features.items()}
            ),
            "games": [
                {
                    "number": g.number,
                    "format": g.format_id,
                    "players": [p.name for p in g.players],
                    "over": g.over,
                    "winner": g.winner,
                }
                for g in self.table.games
            ],
            "rules_reading": self.table.rules,
            "can_undo": self.can_undo,
            "can_redo": self.can_redo,
            "history_length": len(self._done),
            "log_length": len(self.log),
            # only the type: a whole record may hold a secret (a hidden agenda's named card)
            "last_action_type": self._done[-1].type if self._done else None,
            # what an undo would take back is a start: the app asks first
            "undo_asks_first": bool(self._done) and self._done[-1].starts,
        }

    def history(self, limit: int | None = None) -> list[HistoryEntry]:
        """Readable history: the standing actions oldest first, then the undone ones
        (most recently undone last is next to redo, so they are listed in redo order)."""
        entries: list[HistoryEntry] = [
            {"index": i, "action": a.to_json(), "names": list(n), "undone": False, **facts}
            for i, (a, n, facts) in enumerate(zip(self._done, self._done_names, self._done_facts))
        ]
        base = len(entries)
        entries += [
            {
                "index": base + i,
                "action": a.to_json(),
                "names": list(n),
                "undone": True,
                "active": None,
            }
            for i, (a, n) in enumerate(reversed(self._undone))
        ]
        return entries[-limit:] if limit else entries

"""The single-elimination play-off of a tournament (Magic Tournament Rules 10.4, 2.2):
``tournament_playoff`` seats it, ``tournament_playoff_result`` records a winner.  The
play-off draft seating is drawn at random and recorded when not given.
"""

from __future__ import annotations

import random
from typing import Annotated

from engine.actions.base import Action
from engine.errors import InvalidField, RuleViolation
from engine.feature import the_feature
from engine.fields import Bool, Int, ListOf
from engine.table import Table
from engine.tournament import bracket
from engine.tournament.action_fields import MAX_PLAYERS, Name
from engine.tournament.errors import PlayoffNotBegun, RoundNotFinished, TournamentOver
from engine.tournament.event_actions import swiss_open, tournament_of
from engine.tournament.playoff_flow import settle_playoff
from engine.tournament.standings import compute_standings
from engine.tournament.state import TOURNAMENT, Playoff, PlayoffSlot, TournamentState


class TournamentPlayoff(Action):
    type = "tournament_playoff"
    starts = True  # undoing it asks first
    allowed = (
        "Once, after the Swiss rounds, when every match of the last round has its "
        "result and two or more players are still in the event (003 10.4, appendix E)."
    )
    doc = (
        "Close the Swiss rounds and seat the single-elimination play-off (10.4): top 8 "
        "(1-8, 4-5, 2-7, 3-6), top 4 (1-4, 2-3) or any power of two by the standings; or, "
        "after a booster draft among the top 8, by draft seats 1-5, 3-7, 2-6, 4-8 (the "
        "seating is drawn at random and recorded when not given)."
    )
    size: Annotated[
        int | None,
        Int(
            lo=2,
            hi=MAX_PLAYERS,
            default=None,
            nullable=True,
            doc="players in the bracket; default appendix E's top 8 or top 4",
        ),
    ]
    draft: Annotated[
        bool, Bool(default=False, doc="seat by a play-off booster draft (eight players)")
    ]
    seating: Annotated[
        list[str] | None,
        ListOf(
            item=Name("name"),
            min_items=8,
            max_items=8,
            default=None,
            nullable=True,
            doc="draft seats 1 to 8 (drawn when absent)",
        ),
    ]

    def _size(self, tournament: TournamentState) -> int:
        active = len(tournament.event.active_players())
        if self.size is not None:
            return self.size
        if self.draft or self.seating is not None:
            return 8
        size = tournament.plan().playoff_size
        while size > 2 and size // 2 >= active:
            size //= 2
        return size

    def _ranked(self, tournament: TournamentState) -> list[str]:
        active = set(tournament.event.active_players())
        return [s.player for s in compute_standings(tournament.event) if s.player in active]

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        swiss_open(tournament)
        event = tournament.event
        if event.finished_rounds < len(event.rounds):
            tables = [i for i, m in enumerate(event.rounds[-1], 1) if not m.finished]
            raise RoundNotFinished(
                f"round {len(event.rounds)} is not finished: tables "
                f"{', '.join(map(str, tables))} still need a result",
                round=len(event.rounds),
                tables=tables,
            )
        size = self._size(tournament)
        if size & (size - 1):
            raise InvalidField(
                "tournament_playoff: a bracket holds 2, 4, 8, ... players", field="size"
            )
        ranked = self._ranked(tournament)
        if len(ranked) < 2:
            raise RuleViolation("a play-off needs at least two players")
        if not size // 2 < min(size, len(ranked)):
            raise InvalidField(
                f"tournament_playoff: {len(ranked)} players cannot fill a bracket of {size}",
                field="size",
            )
        if self.draft or self.seating is not None:
            if size != 8 or len(ranked) < 8:
                raise RuleViolation("the play-off draft seats exactly the top eight")
            if self.seating is not None and sorted(self.seating) != sorted(ranked[:8]):
                raise InvalidField(
                    "tournament_playoff: the seating must be the top eight", field="seating"
                )

    def draw(self, rng: random.Random, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        self.size = self._size(tournament)
        if self.draft and self.seating is None:
            self.seating = bracket.random_draft_seating(self._ranked(tournament)[:8], rng)

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        size = self._size(tournament)
        ranked = self._ranked(tournament)
        if self.seating is not None:
            first = bracket.draft_bracket(self.seating, ranked)
            playoff = Playoff(size, "draft", list(self.seating))
        else:
            first = bracket.seeded_bracket(ranked[:size], size)
            playoff = Playoff(size, "standings")
        playoff.rounds.append([PlayoffSlot.of(m) for m in first])
        settle_playoff(playoff)
        tournament.playoff = playoff


class TournamentPlayoffResult(Action):
    type = "tournament_playoff_result"
    allowed = (
        "During the play-off, for a player with an undecided match in its current "
        "round (003 10.4; no draws, 003 2.5)."
    )
    doc = "Winner won their play-off match (no draws in a play-off, 2.5)."
    winner: Annotated[str, Name()]

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        playoff = tournament.playoff
        if playoff is None:
            raise PlayoffNotBegun("the play-off has not begun: the Swiss rounds go on")
        if playoff.champion is not None:
            raise TournamentOver(
                f"the play-off is over: {playoff.champion} won", champion=playoff.champion
            )
        if not any(
            s.low is not None and s.winner is None and self.winner in (s.high, s.low)
            for s in playoff.rounds[-1]
        ):
            raise InvalidField(
                f"tournament_playoff_result: {self.winner!r} has no undecided "
                f"match in this play-off round",
                field="winner",
            )

    def apply(self, table: Table) -> None:
        playoff = the_feature(table.features, TOURNAMENT, TournamentState).playoff
        assert playoff is not None  # validate: a play-off is on
        slot = next(
            s
            for s in playoff.rounds[-1]
            if s.low is not None and s.winner is None and self.winner in (s.high, s.low)
        )
        slot.winner = self.winner
        settle_playoff(playoff)

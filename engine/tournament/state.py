"""Match and tournament state kept by the session: the features ``"match"`` and
``"tournament"`` (both session-wide: a match runs over several games, a tournament over
many matches).  The rules are the pure modules beside this one; this holds their values
(frozen dataclasses: ``MatchScore``, ``RoundClock``, ``ExtraTurns``, ``Event``) and gives the
views the front end renders without knowing any rule.

Times: the app passes wall-clock milliseconds in the actions (``at``); the clock keeps them
as seconds (``RoundClock`` takes any monotonic reading), and the view gives milliseconds
back, so the app counts down with ``remaining_ms - (now - running_since_ms)``.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.feature import Feature
from engine.tournament.bracket import PlayoffMatch

if TYPE_CHECKING:
    from engine.table import Table
    from engine.tournament.rounds import RoundsPlan
    from engine.tournament.state_types import (
        LastPairing,
        MatchReport,
        PlayoffSlotView,
        PlayoffView,
        RoundMatch,
        StandingRow,
        StandingsExport,
        TournamentEventView,
    )
    from engine.tournament.state_types import MatchState as MatchStateView
    from engine.tournament.state_types import TournamentState as TournamentStateView
from engine.tournament.clock import (
    MINIMUM_ROUND_MINUTES,
    ExtraTurns,
    RoundClock,
    round_length_warnings,
)
from engine.tournament.event import Event
from engine.tournament.match import A, B, MatchScore, quick_results
from engine.tournament.rounds import recommended_rounds
from engine.tournament.slips import event_code
from engine.tournament.standings import compute_standings, standings_csv, standings_text
from engine.tournament.teams import DECK_BUILDING_MINUTES, SEATS, team_match_result

MATCH, TOURNAMENT = "match", "tournament"


# --- one match ---------------------------------------------------------------------------------


@dataclass
class GameRecord:
    winner: str | None  # "a", "b" or None (a drawn game)
    chooser: str  # who chose play or draw for it
    how: str = "played"  # "played"; "time" when 2.5 decided it after the extra turns


@dataclass
class MatchState(Feature):
    names: dict[str, str]  # {"a": ..., "b": ...}
    score: MatchScore
    playoff: bool = False
    team: bool = False  # a team format (2.5: 3 extra turns)
    first_chooser: str = "random"  # "random", "better_seed" or "given"
    games: list[GameRecord] = field(default_factory=list)
    clock: RoundClock | None = None  # None: no time limit (a play-off final)
    minutes: int | None = 50
    time_called_at: float | None = None  # seconds
    extra: ExtraTurns | None = None
    sudden_death: bool = False
    ended_by: str | None = None  # "wins", "time", "concession", "agreed_draw"
    result: tuple[int, int, int] | None = None  # the final result when it differs from the score
    casual: bool = False  # a casual event: a round under 40 minutes allowed
    agreed_draw: bool = False  # drawn by agreement after games (2.4): no winner
    penalty_turns: int = 0  # slow-play turns given before time (2.6), added then
    penalty_given: list[tuple[str, int]] = field(
        default_factory=list
    )  # (side, turns) per penalty, in order

    @property
    def over(self) -> bool:
        return self.ended_by is not None

    @property
    def time_called(self) -> bool:
        return self.time_called_at is not None

    def turn_passed(self, table: Table) -> None:
        """Rules reading 5: the table's next_turn after time is called counts the turn among
        the extra turns (2.5), as extra_turn_end does, so one tap counts it."""
        if not self.over and self.extra is not None and not self.extra.finished:
            self.extra = self.extra.end_turn()

    def leaves_with_its_game(self) -> bool:
        """Rules reading 5: an ended match leaves the table when the next game starts."""
        return self.over

    def final(self) -> tuple[int, int, int]:
        return self.result if self.result is not None else self.score.result

    def winner(self) -> str | None:
        if not self.over or self.agreed_draw:
            return None
        a, b, _ = self.final()
        return None if a == b else (A if a > b else B)

    def report(self) -> MatchReport | None:
        """The ended match as a tournament takes it (``tournament_result`` from a's side):
        the final games, and whether it is a draw agreed after games (2.4).  A match that
        ended drawn with no game played (time ran out first) is 0-0-3, the shape of a
        drawn match with no games."""
        if not self.over:
            return None
        result = self.final()
        if not any(result):
            result = (0, 0, 3)
        return {"result": list(result), "agreed_draw": self.agreed_draw}

    def state(self) -> MatchStateView:
        score = self.score
        clock = self.clock
        winner = self.winner()
        return {
            "a": self.names[A],
            "b": self.names[B],
            "games_to_win": score.games_to_win,
            "playoff": self.playoff,
            "team": self.team,
            "wins_a": score.wins_a,
            "wins_b": score.wins_b,
            "draws": score.draws,
            "score": list(self.final()),
            "games": [
                {"number": i, "winner": g.winner, "chooser": g.chooser, "how": g.how}
                for i, g in enumerate(self.games, 1)
            ],
            "chooser": None if self.over else score.chooser,
            "chooser_name": None if self.over else self.names[score.chooser],
            "first_chooser": self.first_chooser,
            "over": self.over,
            "ended_by": self.ended_by,
            "winner": winner,
            "winner_name": self.names[winner] if winner else None,
            "agreed_draw": self.agreed_draw,
            "report": self.report(),
            "clock": None
            if clock is None
            else {
                "minutes": self.minutes,
                "casual": self.casual,
                "warnings": [] if self.minutes is None else round_length_warnings(self.minutes),
                "limit_ms": clock.limit_seconds * 1000,
                "added_ms": clock.added_seconds * 1000,
                "used_ms": round(clock.used_seconds * 1000),
                "running": clock.running,
                "running_since_ms": None
                if clock.running_since is None
                else round(clock.running_since * 1000),
                # remaining when the clock last stopped; while running subtract the time since
                "remaining_ms": round(clock.remaining(clock.running_since or 0) * 1000),
            },
            "time_called": self.time_called,
            "time_called_at_ms": None
            if self.time_called_at is None
            else round(self.time_called_at * 1000),
            "extra_turns": None
            if self.extra is None
            else {
                "total": self.extra.total,
                "turn": self.extra.turn,  # 0: the turn in progress when time was called
                # (-1 before it when the player had passed)
                "passed": self.extra.passed,
                "remaining": self.extra.remaining,
                "finished": self.extra.finished,
            },
            "sudden_death": self.sudden_death,
            # slow-play penalties (2.6): the turns each side was given, and the turns waiting
            # to be added to the extra turns when time is called
            "penalties": [
                {"side": side, "name": self.names[side], "turns": turns}
                for side, turns in self.penalty_given
            ],
            "penalty_turns_waiting": self.penalty_turns,
            "new_game_allowed": not self.over and not (self.time_called and not self.sudden_death),
        }


# --- a tournament ------------------------------------------------------------------------------


@dataclass
class PlayoffSlot:
    """A play-off match with its winner once known (a bye's winner is its only player)."""

    high: str
    high_seed: int
    low: str | None = None
    low_seed: int | None = None
    winner: str | None = None
    by_drop: bool = False  # the winner went through because the other left (2.10)

    @classmethod
    def of(cls, match: PlayoffMatch) -> PlayoffSlot:
        low = match.low
        return cls(
            match.high.player,
            match.high.seed,
            low.player if low else None,
            low.seed if low else None,
            None if low else match.high.player,
        )

    def seats(self) -> list[tuple[str, int]]:
        """(player, seed) of each player seated here: the high seed, then the low if any."""
        out = [(self.high, self.high_seed)]
        if self.low is not None and self.low_seed is not None:
            out.append((self.low, self.low_seed))
        return out

    def view(self, table: int) -> PlayoffSlotView:
        return {
            "table": table,
            "high": self.high,
            "high_seed": self.high_seed,
            "low": self.low,
            "low_seed": self.low_seed,
            "bye": self.low is None,
            "winner": self.winner,
            "by_drop": self.by_drop,
        }


@dataclass
class Playoff:
    size: int
    kind: str  # "standings" or "draft"
    seating: list[str] = field(default_factory=list)  # draft seats 1..8 (kind "draft")
    rounds: list[list[PlayoffSlot]] = field(default_factory=list)
    champion: str | None = None
    dropped: list[str] = field(default_factory=list)  # left after the cut (2.10)

    def view(self) -> PlayoffView:
        return {
            "size": self.size,
            "kind": self.kind,
            "seating": list(self.seating),
            "rounds": [[slot.view(i) for i, slot in enumerate(r, 1)] for r in self.rounds],
            "round": len(self.rounds),
            "champion": self.champion,
            "dropped": list(self.dropped),
        }

    def export_text(self) -> str:
        """The play-off for the standings export: each round's matches and winners."""
        lines = [f"Play-off (top {self.size})"]
        for number, slots in enumerate(self.rounds, 1):
            lines.append(f"Round {number}")
            for table, slot in enumerate(slots, 1):
                low = f"({slot.low_seed}) {slot.low}" if slot.low else "bye"
                won = f": {slot.winner}" if slot.winner else ""
                if slot.by_drop:
                    won += " (the other player left)"
                lines.append(f"  {table}. ({slot.high_seed}) {slot.high} - {low}{won}")
        if self.champion:
            lines.append(f"Champion: {self.champion}")
        return "\n".join(lines)

    def export_csv_rows(self) -> list[list[str | int]]:
        return [
            [
                number,
                table,
                slot.high_seed,
                slot.high,
                slot.low_seed or "",
                slot.low or "",
                slot.winner or "",
            ]
            for number, slots in enumerate(self.rounds, 1)
            for table, slot in enumerate(slots, 1)
        ]


@dataclass
class TournamentState(Feature):
    event: Event
    games_to_win: int = 2
    booster_draft_playoff: bool = False
    playoff: Playoff | None = None
    last_pairing: LastPairing | None = None  # {"round", "rematches", "repeated_byes"}
    minutes: int = 50  # the Swiss rounds' length (appendix B)
    casual: bool = False  # the organiser said so: rounds under 40 minutes
    awarded_byes: dict[str, int] = field(default_factory=dict)  # player: bye rounds 1..n
    teams: dict[str, tuple[str, ...]] = field(default_factory=dict)  # 8.2: team: players by seat
    # 8.2: each recorded team match's seats, "round:first team": [[a's wins, b's, drawn]]
    seat_results: dict[str, list[list[int]]] = field(default_factory=dict)
    # the view of the last event seen, recomputed only when the event changes
    _cache: tuple[Event, TournamentEventView] | None = field(
        default=None, compare=False, repr=False
    )

    def plan(self) -> RoundsPlan:
        """Appendix E's recommendation; a player with byes counts 2 per bye round."""
        taking_part = self.event.participants()
        return recommended_rounds(
            max(2, len(taking_part)),
            byes=[self.awarded_byes[p] for p in taking_part if p in self.awarded_byes],
            booster_draft_playoff=self.booster_draft_playoff,
        )

    def awarded_bye_players(self, round_number: int) -> list[str]:
        """Players still in the event whose awarded byes cover ``round_number``."""
        return [
            p for p in self.event.active_players() if self.awarded_byes.get(p, 0) >= round_number
        ]

    def _event_view(self) -> TournamentEventView:
        if self._cache is not None and self._cache[0] is self.event:
            return self._cache[1]
        event = self.event
        standings = compute_standings(event)
        rows: list[StandingRow] = [
            {
                "rank": s.rank,
                "player": s.player,
                "points": s.points,
                "wins": s.wins,
                "losses": s.losses,
                "draws": s.draws,
                "byes": s.byes,
                "mw": float(s.mw),
                "omw": float(s.omw),
                "gw": float(s.gw),
                "ogw": float(s.ogw),
                "dropped": s.dropped,
            }
            for s in standings
        ]
        rounds: list[list[RoundMatch]] = []
        for matches in event.rounds:
            rounds.append(
                [
                    {
                        "table": i,
                        "a": m.a,
                        "b": m.b,
                        "bye": m.is_bye,
                        "result": None if m.score is None else list(m.score),
                        "agreed_draw": m.agreed_draw,
                        "finished": m.finished,
                        "winner": m.winner,
                    }
                    for i, m in enumerate(matches, 1)
                ]
            )
        view: TournamentEventView = {
            "event": event.to_json(),
            "standings": rows,
            "rounds": rounds,
            "export": {"text": standings_text(standings), "csv": standings_csv(standings)},
        }
        self._cache = (event, view)
        return view

    def state(self) -> TournamentStateView:
        event = self.event
        view = self._event_view()
        finished = event.finished_rounds == len(event.rounds)
        active = event.active_players()
        plan = self.plan()
        swiss_done = len(event.rounds)
        return {
            "players": list(event.players),
            "code": event_code(event.players, self.games_to_win),  # names it on result slips
            "active": active,
            "dropped": dict(event.dropped),
            "games_to_win": self.games_to_win,
            "quick_results": quick_results(self.games_to_win),
            "booster_draft_playoff": self.booster_draft_playoff,
            "minutes": self.minutes,
            "casual": self.casual,
            "awarded_byes": dict(self.awarded_byes),
            "plan": plan.to_json(),
            "round": swiss_done,
            "round_finished": finished,
            "can_pair": finished and len(active) >= 2 and self.playoff is None,
            "can_playoff": finished and len(active) >= 2 and self.playoff is None,
            "swiss_rounds_left": max(0, plan.swiss_rounds - swiss_done),
            "last_pairing": self.last_pairing.copy() if self.last_pairing else None,
            "playoff": None if self.playoff is None else self.playoff.view(),
            **view,
            "export": self._export(view["export"]),
            "rounds": self._rounds_with_groups(view["rounds"]),
            # 7.6, 8.2: draft tables and teams are settled before round 1 (tournament_tables/_teams)
            "can_group": not event.rounds and self.playoff is None,
            "teams": {name: list(players) for name, players in self.teams.items()},
            "team_minutes": dict(DECK_BUILDING_MINUTES) if self.teams else {},
        }

    def _rounds_with_groups(self, rounds: list[list[RoundMatch]]) -> list[list[RoundMatch]]:
        """The rounds, each match with its draft table (7.6) and a team match with its seat
        matches, A against A, B against B, C against C (8.2)."""
        event = self.event
        if not event.tables and not self.teams:
            return rounds
        out: list[list[RoundMatch]] = []
        for number, matches in enumerate(rounds, 1):
            row: list[RoundMatch] = []
            for m in matches:
                match: RoundMatch = {**m}
                table = event.table_of(m["a"])
                if table is not None:
                    match["draft_table"] = table + 1
                b = m["b"]
                if self.teams and b is not None:
                    results = self.seat_results.get(f"{number}:{m['a']}")
                    if results is not None:
                        made = list(team_match_result([(x, y, z) for x, y, z in results]))
                        if made != m["result"]:  # corrected as a team result since: seats unknown
                            results = None
                    match["seats"] = [
                        {
                            "seat": SEATS[i],
                            "a": pa,
                            "b": pb,
                            "result": None if results is None else list(results[i]),
                        }
                        for i, (pa, pb) in enumerate(zip(self.teams[m["a"]], self.teams[b]))
                    ]
                row.append(match)
            out.append(row)
        return out

    def _export(self, standings: StandingsExport) -> StandingsExport:
        """The standings export (under a line saying so when the event is casual with rounds
        shorter than appendix B allows), and the play-off after it once there is one."""
        if self.casual and self.minutes < MINIMUM_ROUND_MINUTES:
            note = (
                f"Casual event: rounds of {self.minutes} minutes, shorter than the "
                f"{MINIMUM_ROUND_MINUTES} minutes of the Tournament Rules (appendix B)"
            )
            standings = {
                "text": note + "\n\n" + standings["text"],
                "csv": "# " + note + "\n" + standings["csv"],
            }
        if self.playoff is None:
            return standings
        rows: list[list[str | int]] = [
            ["playoff_round", "table", "high_seed", "high", "low_seed", "low", "winner"],
            *self.playoff.export_csv_rows(),
        ]
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\n").writerows(rows)
        return {
            "text": standings["text"].rstrip("\n") + "\n\n" + self.playoff.export_text() + "\n",
            "csv": standings["csv"].rstrip("\n") + "\n\n" + buffer.getvalue(),
        }

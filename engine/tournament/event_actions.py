"""The Swiss part of a tournament (Magic Tournament Rules 2.10, 10.4, appendices C, E):
``tournament_create``, ``tournament_import``, ``tournament_pair``, ``tournament_result``,
``tournament_drop``.  The tournament is ``table.features["tournament"]``.

A Swiss round records its random order and its pairings, so an old log replays to the same
rounds whatever a later pairing algorithm would choose.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Annotated

from engine.actions.base import Action
from engine.errors import InvalidField, RuleViolation
from engine.feature import find_feature, the_feature
from engine.fields import Bool, Int, ListOf, Text
from engine.names import check_typed_names
from engine.table import Table
from engine.tournament import playoff_flow
from engine.tournament.action_fields import (
    MAX_BYES,
    MAX_PLAYERS,
    MAX_ROUNDS,
    NAME_LENGTH,
    EventJson,
    Name,
    check_round_length,
)
from engine.tournament.errors import (
    AlreadyDropped,
    NoResultToCorrect,
    NotDropped,
    NoTournament,
    PairingRefused,
    ReentryAfterCut,
    ReentryAfterPairing,
    ResultAlreadyRecorded,
    RoundNotFinished,
    SwissClosed,
    TournamentOver,
)
from engine.tournament.event import Event, Match, check_event, event_from_json
from engine.tournament.standings import tally
from engine.tournament.state import TOURNAMENT, TournamentState
from engine.tournament.swiss import pair_next_round

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.tournament.state_types import EventJson as EventRecord


# --- a tournament ------------------------------------------------------------------------------


def tournament_of(table: Table) -> TournamentState:
    tournament = find_feature(table.features, TOURNAMENT, TournamentState)
    if tournament is None:
        raise NoTournament("no tournament has been created; create one with tournament_create")
    return tournament


def swiss_open(tournament: TournamentState) -> None:
    if tournament.playoff is not None:
        raise SwissClosed(
            f"the play-off has begun (top {tournament.playoff.size}): the Swiss "
            f"rounds are closed; what is left is the play-off",
            size=tournament.playoff.size,
        )


def rematches_in(event: Event, matches: Iterable[Match]) -> int:
    records = tally(event)
    return sum(1 for m in matches if m.b is not None and m.b in records[m.a].opponents)


class TournamentCreate(Action):
    type = "tournament_create"
    starts = True  # undoing it asks first
    allowed = (
        "At any time: it starts a new event, replacing the one kept so far (003 2.10: "
        "registration; appendix B: rounds of 40 minutes or more unless casual)."
    )
    doc = (
        "Create a tournament (2 or more players, registration order); it replaces any "
        "earlier one. The Swiss rounds and play-off follow appendix E, a player with byes "
        "counting as 2 per bye round; rounds last at least 40 minutes (appendix B) unless "
        "the organiser says the event is casual."
    )
    players: Annotated[
        list[str],
        ListOf(item=Text("name", max_length=NAME_LENGTH), min_items=2, max_items=MAX_PLAYERS),
    ]
    games_to_win: Annotated[int, Int(lo=1, hi=9, default=2)]
    booster_draft_playoff: Annotated[
        bool,
        Bool(
            default=False,
            doc="a limited event whose play-off is a booster draft (appendix E, 9-16 players)",
        ),
    ]
    minutes: Annotated[int, Int(lo=1, hi=24 * 60, default=50, doc="the length of a Swiss round")]
    casual: Annotated[
        bool,
        Bool(
            default=False,
            doc="a casual event: rounds under 40 minutes allowed (the export says so)",
        ),
    ]
    byes: Annotated[
        list[int] | None,
        ListOf(
            item=Int("rounds", lo=0, hi=MAX_BYES),
            max_items=MAX_PLAYERS,
            default=None,
            nullable=True,
            doc="byes awarded before the event, per player in registration order: a "
            "player with n byes has a bye in rounds 1 to n",
        ),
    ]

    def validate(self, table: Table) -> None:
        check_typed_names(table, self.players, "players")
        folded = [p.casefold() for p in self.players]
        if len(set(folded)) != len(folded):
            twice = next(p for p in self.players if folded.count(p.casefold()) > 1)
            raise InvalidField(
                f"tournament_create: the name '{twice}' is given twice", field="players", name=twice
            )
        if self.byes is not None and len(self.byes) != len(self.players):
            raise InvalidField(
                "tournament_create: give one bye count per player",
                field="byes",
                players=len(self.players),
                byes=len(self.byes),
            )
        check_round_length(table, self.minutes, self.casual, "tournament_create")

    def apply(self, table: Table) -> None:
        byes = {p: n for p, n in zip(self.players, self.byes or ()) if n}
        table.features[TOURNAMENT] = TournamentState(
            event=Event(tuple(self.players)),
            games_to_win=self.games_to_win,
            booster_draft_playoff=self.booster_draft_playoff,
            minutes=self.minutes,
            casual=self.casual,
            awarded_byes=byes,
        )


class TournamentImport(Action):
    type = "tournament_import"
    allowed = (
        "At any time: it replaces the tournament kept so far (003 2.10; its rounds "
        "last 40 minutes or more unless casual, appendix B)."
    )
    doc = (
        "Take an event in the JSON shape {players, rounds, dropped} (as exported); it "
        "replaces any tournament kept so far, with its round length, casual mark and "
        "awarded byes (the app passes the current tournament's)."
    )
    event: Annotated[EventRecord, EventJson()]
    games_to_win: Annotated[int, Int(lo=1, hi=9, default=2)]
    booster_draft_playoff: Annotated[bool, Bool(default=False)]
    minutes: Annotated[int, Int(lo=1, hi=24 * 60, default=50, doc="the length of a Swiss round")]
    casual: Annotated[bool, Bool(default=False, doc="a casual event: rounds under 40 minutes")]
    byes: Annotated[
        list[int] | None,
        ListOf(
            item=Int("rounds", lo=0, hi=MAX_BYES),
            max_items=MAX_PLAYERS,
            default=None,
            nullable=True,
            doc="byes awarded before the event, per player in the event's order",
        ),
    ]

    def validate(self, table: Table) -> None:
        players = self.event["players"]
        if self.byes is not None and len(self.byes) != len(players):
            raise InvalidField(
                "tournament_import: give one bye count per player",
                field="byes",
                players=len(players),
                byes=len(self.byes),
            )
        check_round_length(table, self.minutes, self.casual, "tournament_import")

    def apply(self, table: Table) -> None:
        players = self.event["players"]
        table.features[TOURNAMENT] = TournamentState(
            event=event_from_json(self.event),
            games_to_win=self.games_to_win,
            booster_draft_playoff=self.booster_draft_playoff,
            minutes=self.minutes,
            casual=self.casual,
            awarded_byes={p: n for p, n in zip(players, self.byes or ()) if n},
        )


class TournamentPair(Action):
    type = "tournament_pair"
    starts = True  # undoing it asks first
    allowed = (
        "Before the play-off, when every match of the last round has its result and two "
        "or more players are still in the event (003 10.4, appendix E)."
    )
    doc = (
        "Pair the next Swiss round (10.4; maximum-weight matching within score groups, no "
        "rematch while another pairing exists, one bye at most per player, to the lowest "
        "ranked without one; players with an awarded bye for the round are given it). The random order is drawn and recorded, and so are the "
        "pairings ([a, b] per table, b null for the bye); given pairings are checked and used."
    )
    order: Annotated[
        list[str] | None,
        ListOf(
            item=Name("name"),
            max_items=MAX_PLAYERS,
            default=None,
            nullable=True,
            doc="the random order of the active players (drawn when absent)",
        ),
    ]
    pairings: Annotated[
        list[list[str | None]] | None,
        ListOf(
            item=ListOf("pair", item=Name("name", nullable=True), min_items=2, max_items=2),
            max_items=MAX_PLAYERS,
            default=None,
            nullable=True,
            doc="the round's tables as [a, b]; b null is the bye (computed when absent)",
        ),
    ]

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        swiss_open(tournament)
        event = tournament.event
        if event.finished_rounds < len(event.rounds):
            open_tables = _open_tables(event)
            raise RoundNotFinished(
                f"round {len(event.rounds)} is not finished: tables "
                f"{', '.join(map(str, open_tables))} still need a result",
                round=len(event.rounds),
                tables=open_tables,
            )
        if len(event.rounds) >= MAX_ROUNDS:
            raise RuleViolation(f"at most {MAX_ROUNDS} rounds")
        active = event.active_players()
        if len(active) < 2:
            raise PairingRefused(
                "at least two players must still be in the event to pair a round",
                players=len(active),
            )
        to_pair = _to_pair(tournament)
        if self.order is not None and sorted(self.order) != sorted(to_pair):
            raise PairingRefused(
                "the order must name every player to be paired exactly once "
                "(those with an awarded bye this round are not)",
                field="order",
            )
        if self.pairings is not None:
            if any(pair[0] is None for pair in self.pairings):
                raise InvalidField(
                    "tournament_pair: a table needs its first player", field="pairings"
                )
            event.with_round(_matches(self.pairings))

    def draw(self, rng: random.Random, table: Table) -> None:
        if self.pairings is not None:
            return
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        event = tournament.event
        awarded = tournament.awarded_bye_players(len(event.rounds) + 1)
        to_pair = _to_pair(tournament)
        if len(to_pair) >= 2:
            # the players with an awarded bye sit this round out of the pairing
            rest = replace(
                event, dropped={**event.dropped, **{p: len(event.rounds) for p in awarded}}
            )
            paired = pair_next_round(rest, rng if self.order is None else self.order)
            self.order = list(paired.order)
            self.pairings = [[m.a, m.b] for m in paired.matches]
        else:
            self.order = list(to_pair)
            self.pairings = [[p, None] for p in to_pair]
        self.pairings += [[p, None] for p in awarded]

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        matches = _matches(self.pairings or [])
        before = tournament.event
        tournament.event = replace(
            before, rounds=before.rounds + (tuple(matches),), dropped=dict(before.dropped)
        )
        awarded = set(tournament.awarded_bye_players(len(tournament.event.rounds)))
        byes = {m.a for rnd in before.rounds for m in rnd if m.is_bye}
        tournament.last_pairing = {
            "round": len(tournament.event.rounds),
            "rematches": rematches_in(before, matches),
            "repeated_byes": sum(
                1 for m in matches if m.is_bye and m.a in byes and m.a not in awarded
            ),
            "awarded_byes": sorted(awarded),
        }


def _to_pair(tournament: TournamentState) -> list[str]:
    """The active players the next round pairs: all but those with an awarded bye in it."""
    awarded = set(tournament.awarded_bye_players(len(tournament.event.rounds) + 1))
    return [p for p in tournament.event.active_players() if p not in awarded]


class TournamentResult(Action):
    type = "tournament_result"
    allowed = (
        "Before the play-off, for a paired match that has no result yet (003 2.1, 2.4); "
        "changing a recorded result is a correction, tournament_result_correction."
    )
    doc = (
        "The result of player's match in a Swiss round, from player's side: [their game "
        "wins, their opponent's, drawn games] (a concession after winning a game is 2-1, an "
        "agreed draw before any game 0-0-3; a draw agreed after games keeps them, with "
        "agreed_draw)."
    )
    round: Annotated[int, Int(lo=1, hi=MAX_ROUNDS)]
    player: Annotated[str, Name()]
    result: Annotated[list[int], ListOf(item=Int("games", lo=0, hi=99), min_items=3, max_items=3)]
    agreed_draw: Annotated[
        bool,
        Bool(
            default=False,
            doc="the players agreed to draw the match after these games (2.4): a drawn match",
        ),
    ]

    correcting = False

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        swiss_open(tournament)
        recorded = _recorded_result(tournament.event, self.round, self.player)
        if recorded is not None and not self.correcting and table.rules >= 4:
            raise ResultAlreadyRecorded(
                f"round {self.round}: {self.player}'s match already has its result "
                f"{'-'.join(map(str, recorded))}; changing it is a correction",
                round=self.round,
                player=self.player,
                result=list(recorded),
                score="-".join(map(str, recorded)),
            )
        if recorded is None and self.correcting:
            raise NoResultToCorrect(
                f"round {self.round}: {self.player}'s match has no result "
                f"yet to correct; record it",
                round=self.round,
                player=self.player,
            )
        if not any(self.result):
            raise InvalidField(
                "tournament_result: a result counts at least one game "
                "(an agreed draw before any game is 0-0-3)",
                field="result",
            )
        updated = tournament.event.with_result(
            self.round, self.player, self.result, self.agreed_draw
        )
        check_event(updated, games_to_win=tournament.games_to_win)

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        tournament.event = tournament.event.with_result(
            self.round, self.player, self.result, self.agreed_draw
        )


class TournamentDrop(Action):
    type = "tournament_drop"
    allowed = (
        "At any moment until the play-off has its champion, for a player still in the "
        "event (003 2.10)."
    )
    doc = (
        "Player leaves the tournament (2.10): during the Swiss rounds, after the last round "
        "paired (before round 1 they are not in the standings at all); after the cut, "
        "nobody moves up: the highest-ranked players still in the play-off round get the "
        "byes it needs, or, in a round under way, the opponent goes through."
    )
    player: Annotated[str, Name()]

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        event = tournament.event
        if self.player not in event.players:
            raise InvalidField(f"tournament_drop: {self.player!r} is not a player", field="player")
        if self.player in event.dropped:
            raise AlreadyDropped(
                f"{self.player} has already left the tournament (after round "
                f"{event.dropped[self.player]})",
                player=self.player,
                after=event.dropped[self.player],
            )
        playoff = tournament.playoff
        if playoff is not None and playoff.champion is not None:
            raise TournamentOver(
                f"the tournament is over: {playoff.champion} won the play-off",
                champion=playoff.champion,
            )

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        tournament.event = tournament.event.with_drop(self.player)
        playoff = tournament.playoff
        if playoff is not None and playoff_flow.still_in(playoff, self.player):
            playoff_flow.leave(playoff, self.player)
            playoff_flow.settle_playoff(playoff)


def _open_tables(event: Event) -> list[int]:
    """The tables of the last round still without a result."""
    return [i for i, m in enumerate(event.rounds[-1], 1) if not m.finished] if event.rounds else []


def _recorded_result(event: Event, round_number: int, player: str) -> tuple[int, int, int] | None:
    """The result of ``player``'s match in that round, None when it has none (or no match)."""
    if not 1 <= round_number <= len(event.rounds):
        return None
    match = next(
        (m for m in event.rounds[round_number - 1] if player in m.players and not m.is_bye), None
    )
    return None if match is None else match.result


class TournamentResultCorrection(TournamentResult):
    type = "tournament_result_correction"
    allowed = (
        "Before the play-off, for a match whose result was recorded: a judge's "
        "correction, marked as one in the history (003 2.1, 2.4)."
    )
    doc = (
        "Correct the recorded result of player's match in a Swiss round, from player's "
        "side (as tournament_result); the history marks it as a correction."
    )
    correcting = True


class TournamentReenter(Action):
    type = "tournament_reenter"
    allowed = (
        "For a player who left, at the head judge's discretion, never after the cut "
        "(003 2.10), and before a round is paired without them (the app keeps no "
        "missed round)."
    )
    doc = (
        "A player who left the tournament re-enters it (2.10, at the head judge's "
        "discretion): they are paired again from the next round."
    )
    player: Annotated[str, Name()]

    def validate(self, table: Table) -> None:
        tournament = tournament_of(table)
        event = tournament.event
        if self.player not in event.players:
            raise InvalidField(
                f"tournament_reenter: {self.player!r} is not a player", field="player"
            )
        if self.player not in event.dropped:
            raise NotDropped(f"{self.player} has not left the tournament", player=self.player)
        if tournament.playoff is not None:
            raise ReentryAfterCut(
                f"the play-off has begun: after the cut nobody re-enters "
                f"(2.10); {self.player} stays out",
                player=self.player,
            )
        after = event.dropped[self.player]
        if after < len(event.rounds):
            missed = list(range(after + 1, len(event.rounds) + 1))
            raise ReentryAfterPairing(
                f"{self.player} left after round {after} and round "
                f"{', '.join(map(str, missed))} was paired without them: re-entry is possible "
                f"only before the next round is paired",
                player=self.player,
                after=after,
                missed=missed,
            )

    def apply(self, table: Table) -> None:
        tournament = the_feature(table.features, TOURNAMENT, TournamentState)
        before = tournament.event
        dropped = {p: r for p, r in before.dropped.items() if p != self.player}
        tournament.event = replace(before, dropped=dropped).checked()


def _matches(pairings: list[list[str | None]]) -> list[Match]:
    """The tables of a round as matches; every table has its first player (checked)."""
    out = []
    for a, b in pairings:
        if a is None:
            raise InvalidField("tournament_pair: a table needs its first player", field="pairings")
        out.append(Match(a, b))
    return out

"""Standings by Tournament Rules 3.1 and appendix C.

Order: match points, then opponents' match-win %, game-win %, opponents' game-win %.

* Match points: 3 a win, 1 a draw, 0 a loss; a bye is a win (and a 2-0 win in games).
* Game points: 3 a game won, 1 a game drawn; games not played give nothing.
* Match-win % = match points / (3 x rounds played, byes included), at least 0.33.
* Game-win % = game points / (3 x games played), at least 0.33.
* Opponents' match-win % / game-win %: the mean of the opponents' own (floored) figures;
  rounds with a bye have no opponent and are left out.

Choices where the rules are silent (also in the README):

* Only finished matches count; an unfinished one is as if not yet paired.
* A percentage with nothing to count (no rounds, no games, no opponents yet: nothing
  played, or only byes) is the floor, 0.33.  So everyone's percentages are at least 0.33,
  and a bye never lowers a player's tiebreakers below those of a player who played.
* Ties left after all four tiebreakers are broken by the order of ``players`` in the
  event (registration order): earlier is ranked higher.  Swiss pairing breaks such ties
  with its random order instead (see ``swiss.py``).
* Players who left before round 1 (``dropped`` 0) took no part and are not listed (2.10);
  players who left later are listed, marked.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from engine.tournament.event import Event

FLOOR = Fraction(33, 100)
WIN_POINTS, DRAW_POINTS = 3, 1


@dataclass
class Record:
    """What one player has done so far (finished matches only)."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[str] = field(default_factory=list)

    @property
    def rounds(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def points(self) -> int:
        return WIN_POINTS * self.wins + DRAW_POINTS * self.draws

    @property
    def match_win(self) -> Fraction:
        return floored(self.points, WIN_POINTS * self.rounds)

    @property
    def game_win(self) -> Fraction:
        return floored(self.game_points, 3 * self.games)


@dataclass(frozen=True)
class Standing:
    """One row of the standings.  Percentages are exact fractions."""

    rank: int
    player: str
    points: int
    wins: int
    losses: int
    draws: int
    byes: int
    mw: Fraction
    omw: Fraction
    gw: Fraction
    ogw: Fraction
    dropped: int | None = None  # the round after which the player left

    @property
    def key(self) -> tuple[int, Fraction, Fraction, Fraction]:
        """Bigger is better: the four tiebreakers of 3.1, in order."""
        return (self.points, self.omw, self.gw, self.ogw)


def floored(earned: int, possible: int) -> Fraction:
    """earned / possible, but never below 0.33 (and 0.33 when nothing was possible)."""
    if possible == 0:
        return FLOOR
    return max(FLOOR, Fraction(earned, possible))


def tally(event: Event) -> dict[str, Record]:
    """The record of every player of the event, from its finished matches."""
    records = {p: Record() for p in event.players}
    for matches in event.rounds:
        for match in matches:
            score = match.score
            if score is None:
                continue
            a_wins, b_wins, drawn = score
            sides = [(match.a, a_wins, b_wins)]
            if match.b is not None:
                sides.append((match.b, b_wins, a_wins))
            for player, won, lost in sides:
                record = records[player]
                if match.agreed_draw:
                    record.draws += 1
                elif won > lost:
                    record.wins += 1
                elif won < lost:
                    record.losses += 1
                else:
                    record.draws += 1
                record.game_points += 3 * won + drawn
                record.games += won + lost + drawn
            if match.b is None:  # a bye
                records[match.a].byes += 1
            else:
                records[match.a].opponents.append(match.b)
                records[match.b].opponents.append(match.a)
    return records


def opponents_average(percentages: list[Fraction]) -> Fraction:
    """The mean of the opponents' (already floored) percentages; the floor with none."""
    return sum(percentages, Fraction(0)) / len(percentages) if percentages else FLOOR


def compute_standings(event: Event) -> list[Standing]:
    """Every participant, best first, ranks 1..n; a total order (see the module notes)."""
    records = tally(event)
    mw = {p: r.match_win for p, r in records.items()}
    gw = {p: r.game_win for p, r in records.items()}
    rows = []
    for player in event.participants():
        record = records[player]
        rows.append(
            Standing(
                rank=0,
                player=player,
                points=record.points,
                wins=record.wins,
                losses=record.losses,
                draws=record.draws,
                byes=record.byes,
                mw=mw[player],
                omw=opponents_average([mw[o] for o in record.opponents]),
                gw=gw[player],
                ogw=opponents_average([gw[o] for o in record.opponents]),
                dropped=event.dropped.get(player),
            )
        )
    registration = {p: i for i, p in enumerate(event.players)}
    rows.sort(key=lambda row: (tuple(-x for x in row.key), registration[row.player]))
    return [_with_rank(row, i) for i, row in enumerate(rows, 1)]


def _with_rank(row: Standing, rank: int) -> Standing:
    return Standing(
        rank,
        row.player,
        row.points,
        row.wins,
        row.losses,
        row.draws,
        row.byes,
        row.mw,
        row.omw,
        row.gw,
        row.ogw,
        row.dropped,
    )


# --- export --------------------------------------------------------------------------------


def standings_rows(standings: list[Standing]) -> list[dict[str, Any]]:
    """JSON rows: ``player``, ``points``, ``omw``, ``gw``, ``ogw`` (unrounded fractions)."""
    return [
        {
            "player": s.player,
            "points": s.points,
            "omw": float(s.omw),
            "gw": float(s.gw),
            "ogw": float(s.ogw),
        }
        for s in standings
    ]


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.2f}"


def standings_text(standings: list[Standing]) -> str:
    """A plain-text table to read or share (percentages to two decimals)."""
    head = ["#", "Player", "Pts", "W-L-D", "OMW%", "GW%", "OGW%"]
    body = []
    for s in standings:
        name = s.player if s.dropped is None else f"{s.player} (left after round {s.dropped})"
        body.append(
            [
                str(s.rank),
                name,
                str(s.points),
                f"{s.wins}-{s.losses}-{s.draws}",
                _percent(s.omw),
                _percent(s.gw),
                _percent(s.ogw),
            ]
        )
    widths = [max(len(row[i]) for row in [head] + body) for i in range(len(head))]
    lines = []
    for row in [head] + body:
        cells = [
            cell.ljust(widths[i]) if i == 1 else cell.rjust(widths[i]) for i, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"


def standings_csv(standings: list[Standing]) -> str:
    """CSV with a header row; percentages as fractions to four decimals."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [
            "rank",
            "player",
            "points",
            "wins",
            "losses",
            "draws",
            "byes",
            "omw",
            "gw",
            "ogw",
            "dropped_after_round",
        ]
    )
    for s in standings:
        writer.writerow(
            [
                s.rank,
                s.player,
                s.points,
                s.wins,
                s.losses,
                s.draws,
                s.byes,
                f"{float(s.omw):.4f}",
                f"{float(s.gw):.4f}",
                f"{float(s.ogw):.4f}",
                "" if s.dropped is None else s.dropped,
            ]
        )
    return out.getvalue()

"""How many Swiss rounds, and which play-off: Tournament Rules appendix E (and 10.2, 10.4).

Appendix E, by the number of players (teams count as one player each):

=========  =======================================  ================================
players    Swiss rounds                             play-off
=========  =======================================  ================================
4          none (teams of 2 or 3 only in the seed)  2 play-off rounds
5-8        none                                     3 play-off rounds
9-16       4 with a booster-draft play-off, else 5  top 8 with the draft, else top 4
17-32      5                                        top 8
33-64      6                                        top 8
65-128     7                                        top 8
129-226    8                                        top 8
227-409    9                                        top 8
410+       10                                       top 8
=========  =======================================  ================================

A player with byes counts as 2 per bye round ("one bye: two people, two byes: four, three
byes: eight"), i.e. ``2 ** byes``.

Beyond the seed, for casual tables: 4 individual players are treated like 4 teams (a
two-round play-off), 3 players get a two-round play-off with a bye for the top seed, and 2
players one match.  Fewer than 2 players is refused.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.reply_types import PlanRequestView
    from engine.tournament.state_types import TournamentPlan

from engine.tournament.errors import InvalidSetting, TooManyByes

# (most players, Swiss rounds) for the rows with a Swiss part and a top 8, appendix E.
SWISS_ROWS = ((32, 5), (64, 6), (128, 7), (226, 8), (409, 9))
MOST_SWISS_ROUNDS = 10
MOST_BYES = 3  # appendix E: "one bye: two people, two byes: four, three byes: eight"


@dataclass(frozen=True)
class RoundsPlan:
    """The recommended structure: Swiss rounds, then a single-elimination play-off."""

    players: int  # the count used for the table (byes counted double)
    swiss_rounds: int
    playoff_size: int  # players in the play-off bracket (a power of two)
    playoff_rounds: int

    @property
    def total_rounds(self) -> int:
        return self.swiss_rounds + self.playoff_rounds

    def to_json(self) -> TournamentPlan:
        return {
            "players": self.players,
            "swiss_rounds": self.swiss_rounds,
            "playoff_size": self.playoff_size,
            "playoff_rounds": self.playoff_rounds,
            "row": list(appendix_row(self.players)),
        }


def appendix_row(count: int) -> tuple[int, int | None]:
    """The row of appendix E's table that ``count`` (byes counted double) falls in, as
    (fewest, most) players; ``None`` for the open-ended last row."""
    if count <= 8:
        return (count, count) if count <= 4 else (5, 8)
    if count <= 16:
        return (9, 16)
    low = 17
    for most, _ in SWISS_ROWS:
        if count <= most:
            return (low, most)
        low = most + 1
    return (low, None)


def plan_request(data: dict[str, Any]) -> PlanRequestView:
    """The recommendation for a tournament being set up, as the app shows it: ``data`` has
    ``players`` (a count), ``byes`` (bye rounds per player, zeros allowed) and
    ``booster_draft_playoff``; the answer is the plan (with the counted players and the
    row of appendix E) and how many players have byes."""
    byes = [int(b) for b in data.get("byes") or () if int(b) > 0]
    plan = recommended_rounds(
        max(2, int(data.get("players", 2))),
        byes=byes,
        booster_draft_playoff=bool(data.get("booster_draft_playoff")),
    )
    return {
        **plan.to_json(),
        "registered": max(2, int(data.get("players", 2))),
        "with_byes": len(byes),
    }


def effective_player_count(players: int, byes: Iterable[int] = ()) -> int:
    """Players as appendix E counts them: ``byes`` gives, for each player who has byes,
    how many rounds of byes; each such player counts ``2 ** byes`` instead of 1."""
    byes = list(byes)
    if any(b < 0 for b in byes) or len(byes) > players:
        raise InvalidSetting("byes: one count (>= 0) per player with byes", byes=byes)
    if any(b > MOST_BYES for b in byes):
        raise TooManyByes(
            f"a player has at most {MOST_BYES} byes (appendix E counts players "
            f"with 1, 2 or 3), not {max(byes)}",
            byes=max(byes),
            most=MOST_BYES,
        )
    count: int = players - len(byes) + sum(2**b for b in byes)
    return count


def recommended_rounds(
    players: int, *, byes: Iterable[int] = (), booster_draft_playoff: bool = False
) -> RoundsPlan:
    """The appendix E recommendation for ``players`` (with ``byes`` as in
    :func:`effective_player_count`); ``booster_draft_playoff`` for a limited event whose
    play-off is a booster draft (it changes the 9-16 row)."""
    if not isinstance(players, int) or players < 2:
        raise InvalidSetting("a tournament needs at least 2 players", players=players)
    count = effective_player_count(players, byes)
    if count <= 8:
        size = 2 if count == 2 else 4 if count <= 4 else 8
        return RoundsPlan(count, 0, size, size.bit_length() - 1)
    if count <= 16:
        if booster_draft_playoff:
            return RoundsPlan(count, 4, 8, 3)
        return RoundsPlan(count, 5, 4, 2)
    swiss = next((r for most, r in SWISS_ROWS if count <= most), MOST_SWISS_ROUNDS)
    return RoundsPlan(count, swiss, 8, 3)

"""Pick timers of Tournament Rules appendix B.

Booster draft, seconds for a pick by the cards left in the pack:

    15, 14: 40   13: 35   12: 30   11, 10: 25   9, 8: 20   7: 15   6, 5: 10   4-2: 5
    1 (the last card): no timer

Review of the cards drafted: 60 s after the first pack, 30 s more after each later one.
The review comes before the next pack is opened (7.7), so there is none after the last
pack (deck building follows).

Rochester draft: 20 s to look at the pack laid out, then 5 s a pick (for every pick,
the seed names no exception for the last card).  The seed gives no review time for it.

Two-Headed Giant draft: each team takes two cards a turn (9.7); by cards left in the pack
(the seed's table has a column for 15-card and one for 14-card packs):

    15, 14: 50   13, 12: 45   11, 10: 40   9, 8: 30   7, 6: 20   5, 4: 10   3: 5
    2 or 1 (the team takes all that is left): no timer

and 60 s to review before each next pack.

Packs bigger than the tables (our choice; the seed stops at 15): the timer keeps
growing as the tables do at the top, 5 s more per two extra cards (16-17 cards: 45 s in a
booster draft, 55 s in Two-Headed Giant).  Smaller packs need nothing special: the
time depends on the cards left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.tournament.errors import InvalidSetting

BOOSTER, ROCHESTER, TWO_HEADED_GIANT = "booster", "rochester", "two_headed_giant"
STYLES = (BOOSTER, ROCHESTER, TWO_HEADED_GIANT)

BOOSTER_PICK_SECONDS = {
    15: 40,
    14: 40,
    13: 35,
    12: 30,
    11: 25,
    10: 25,
    9: 20,
    8: 20,
    7: 15,
    6: 10,
    5: 10,
    4: 5,
    3: 5,
    2: 5,
}
TWO_HEADED_GIANT_PICK_SECONDS = {
    15: 50,
    14: 50,
    13: 45,
    12: 45,
    11: 40,
    10: 40,
    9: 30,
    8: 30,
    7: 20,
    6: 20,
    5: 10,
    4: 10,
    3: 5,
}
FIRST_REVIEW_SECONDS, MORE_REVIEW_SECONDS = 60, 30
ROCHESTER_LOOK_SECONDS, ROCHESTER_PICK_SECONDS = 20, 5
TWO_HEADED_GIANT_REVIEW_SECONDS = 60
TWO_HEADED_GIANT_CARDS_PER_PICK = 2


def _check_cards(cards_left: int) -> None:
    if not isinstance(cards_left, int) or isinstance(cards_left, bool) or cards_left < 1:
        raise InvalidSetting("cards left in a pack is a whole number >= 1", cards_left=cards_left)


def booster_pick_seconds(cards_left: int) -> int | None:
    """Seconds for a booster-draft pick from a pack of ``cards_left``; None: no timer."""
    _check_cards(cards_left)
    if cards_left in BOOSTER_PICK_SECONDS or cards_left == 1:
        return BOOSTER_PICK_SECONDS.get(cards_left)
    return 40 + 5 * ((cards_left - 14) // 2)


def two_headed_giant_pick_seconds(cards_left: int) -> int | None:
    """Seconds for a Two-Headed Giant team's two picks; None when it takes what is left."""
    _check_cards(cards_left)
    if cards_left <= TWO_HEADED_GIANT_CARDS_PER_PICK:
        return None
    if cards_left in TWO_HEADED_GIANT_PICK_SECONDS:
        return TWO_HEADED_GIANT_PICK_SECONDS[cards_left]
    return 50 + 5 * ((cards_left - 14) // 2)


def rochester_pick_seconds(cards_left: int) -> int:
    _check_cards(cards_left)
    return ROCHESTER_PICK_SECONDS


def review_seconds(pack_number: int) -> int:
    """Booster draft review after pack ``pack_number`` (1-based): 60, 90, 120, ..."""
    if not isinstance(pack_number, int) or pack_number < 1:
        raise InvalidSetting("pack numbers start at 1", pack=pack_number)
    return FIRST_REVIEW_SECONDS + MORE_REVIEW_SECONDS * (pack_number - 1)


@dataclass(frozen=True)
class TimedStep:
    """One timed stretch of a draft: ``look`` (Rochester), ``pick`` or ``review``."""

    kind: str
    pack: int  # 1-based draft round (Rochester: the pack opened)
    seconds: int | None  # None: no timer
    pick: int | None = None  # 1-based pick (a team's turn in Two-Headed Giant)
    cards_left: int | None = None
    cards_taken: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "pack": self.pack,
            "pick": self.pick,
            "cards_left": self.cards_left,
            "cards_taken": self.cards_taken,
            "seconds": self.seconds,
        }


def draft_schedule(style: str = BOOSTER, *, pack_size: int = 15, packs: int = 3) -> list[TimedStep]:
    """Every timed step of a draft, as one seat sees it, in order."""
    if style not in STYLES:
        raise InvalidSetting(f"draft style is one of {', '.join(STYLES)}", style=style)
    _check_cards(pack_size)
    if not isinstance(packs, int) or packs < 1:
        raise InvalidSetting("a draft has at least one pack", packs=packs)
    per_pick = TWO_HEADED_GIANT_CARDS_PER_PICK if style == TWO_HEADED_GIANT else 1
    seconds_for = {
        BOOSTER: booster_pick_seconds,
        ROCHESTER: rochester_pick_seconds,
        TWO_HEADED_GIANT: two_headed_giant_pick_seconds,
    }[style]
    steps: list[TimedStep] = []
    for pack in range(1, packs + 1):
        if style == ROCHESTER:
            steps.append(TimedStep("look", pack, ROCHESTER_LOOK_SECONDS))
        left, pick = pack_size, 1
        while left > 0:
            taken = min(per_pick, left)
            steps.append(TimedStep("pick", pack, seconds_for(left), pick, left, taken))
            left -= taken
            pick += 1
        if pack < packs and style == BOOSTER:
            steps.append(TimedStep("review", pack, review_seconds(pack)))
        elif pack < packs and style == TWO_HEADED_GIANT:
            steps.append(TimedStep("review", pack, TWO_HEADED_GIANT_REVIEW_SECONDS))
    return steps

"""Every player's life over the turns of the current game, read from the log: what
the life chart draws.

Point 0 is the start of the game (the starting life); point k is the life each player had
when turn k ended, or has now in the current turn (changes made before the first "next
turn" count toward turn 1).  A team shares its life (Two-Headed Giant): each member shows
the team's.  Undone actions are not in it: the chart follows the game as it stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.reply_types import LifeChart
    from engine.session import Session


def life_series(session: Session) -> LifeChart | None:
    """``{"turns": [0, 1, ...], "players": [{"seat", "name", "color", "life": [...]}]}`` for
    the current game, or None when no game has been started."""
    points: dict[int, list[int]] = {}
    table = None
    for action, table in session.replay_current_game():
        game = table.current_game()  # every table replayed has the game begun
        lives = [game.life_of(seat) for seat in range(len(game.players))]
        if action.type == "new_game":
            points = {0: lives}
        else:
            points[max(game.turn, 1)] = lives
    if table is None or table.game is None:
        return None
    turns = sorted(points)
    game = table.game
    return {
        "turns": turns,
        "players": [
            {
                "seat": seat,
                "name": player.name,
                "color": player.color,
                "life": [points[turn][seat] for turn in turns],
            }
            for seat, player in enumerate(game.players)
        ],
    }

"""One game at the table: players, life totals, counters, designations and the turn."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, cast

from engine.errors import GameOver, UnknownPlayer
from engine.feature import Feature
from engine.formats import FORMATS, Format
from engine.players import Player, Team

if TYPE_CHECKING:
    from engine.state_types import GameFeatures, GameState, PlayerState, Step

STEPS: tuple[Step, ...] = ("untap", "upkeep", "draw", "main1", "combat", "main2", "end", "cleanup")
SINGLE_HOLDER_DESIGNATIONS = ("monarch", "initiative")
DESIGNATIONS = SINGLE_HOLDER_DESIGNATIONS + ("citys_blessing",)


@dataclass
class Game:
    number: int
    format_id: str
    starting_life: int
    players: list[Player]
    teams: list[Team] = field(default_factory=list)
    active: int | None = None
    turn: int = 0
    step: Step | None = None
    holders: dict[str, int | None] = field(
        default_factory=lambda: {d: None for d in SINGLE_HOLDER_DESIGNATIONS}
    )
    over: bool = False
    winner: int | None = None
    day_night: Literal["day", "night"] | None = None  # None until a card makes it day or night
    storm: int = 0  # spells cast this turn (the storm count), back to 0 each turn
    # wall-clock times the app stamped on the actions (ms since 1970), for the game and turn
    # timers; None in logs saved before the app stamped them
    started_at: int | None = None
    turn_started_at: int | None = None
    # state of optional features played in this game (e.g. "contraptions"), by name;
    # each value has a ``state()`` method giving its JSON view
    features: dict[str, Feature] = field(default_factory=dict)

    @property
    def format(self) -> Format:
        return FORMATS[self.format_id]

    # --- checks used by actions ------------------------------------------------------

    def check_seat(self, seat: int, field_name: str = "player") -> None:
        if not 0 <= seat < len(self.players):
            raise UnknownPlayer(
                f"there is no player at seat {seat} (seats 0 to {len(self.players) - 1})",
                field=field_name,
                seat=seat,
            )

    def check_running(self) -> None:
        if self.over:
            raise GameOver(f"game {self.number} has ended; start a new game", game=self.number)

    # --- life and poison live on the team in Two-Headed Giant -------------------------

    def life_of(self, seat: int) -> int:
        player = self.players[seat]
        return self.teams[player.team].life if player.team is not None else player.life

    def set_life(self, seat: int, life: int) -> None:
        player = self.players[seat]
        if player.team is not None:
            self.teams[player.team].life = life
        else:
            player.life = life

    def counter_of(self, seat: int, name: str) -> int:
        player = self.players[seat]
        if name == "poison" and player.team is not None:
            return self.teams[player.team].poison
        return player.counters.get(name, 0)

    def set_counter(self, seat: int, name: str, value: int) -> None:
        player = self.players[seat]
        if name == "poison" and player.team is not None:
            self.teams[player.team].poison = value
        else:
            player.counters[name] = value

    # --- what the table sees ------------------------------------------------------------

    def losing_reasons(self, seat: int) -> list[str]:
        """Why a player has lost by the numbers on the table (shown, never enforced)."""
        fmt = self.format
        reasons = []
        if self.life_of(seat) <= 0:
            reasons.append("life")
        if self.counter_of(seat, "poison") >= fmt.poison_limit:
            reasons.append("poison")
        limit = fmt.commander_damage_limit
        if limit is not None:
            for source, amount in sorted(self.players[seat].commander_damage.items()):
                if amount >= limit:
                    reasons.append(f"commander:{source}")
            for source, amount in sorted(self.players[seat].partner_damage.items()):
                if amount >= limit and self.players[source].partner:  # 903.10a: each commander
                    reasons.append(f"commander:{source}:2")
        if self.players[seat].conceded:
            reasons.append("conceded")
        return reasons

    def standing(self) -> list[int]:
        """The seats still in the game: not conceded and not lost by the numbers (a team
        stands or falls together)."""
        out = {seat for seat in range(len(self.players)) if self.losing_reasons(seat)}
        for team in self.teams:
            if any(seat in out for seat in team.members):
                out |= set(team.members)
        return [seat for seat in range(len(self.players)) if seat not in out]

    def last_standing(self) -> int | None:
        """The seat (in a team format, the first seat of the team) left alone in the game,
        when more than one player or team started; the app offers to end the game."""
        standing = self.standing()
        sides = {
            self.players[seat].team if self.players[seat].team is not None else ("seat", seat)
            for seat in standing
        }
        started = len(self.teams) if self.teams else len(self.players)
        return standing[0] if len(sides) == 1 and started > 1 else None

    def player_state(self, seat: int) -> PlayerState:
        player = self.players[seat]
        counters = dict(player.counters)
        counters["poison"] = self.counter_of(seat, "poison")
        return {
            "seat": seat,
            "name": player.name,
            "color": player.color,
            "life": self.life_of(seat),
            "team": player.team,
            "counters": counters,
            "commander_damage": [
                player.commander_damage.get(s, 0) if s != seat else None
                for s in range(len(self.players))
            ],
            "partner_damage": [
                player.partner_damage.get(s, 0) if s != seat else None
                for s in range(len(self.players))
            ],
            "partner": player.partner,
            "commander_casts": player.commander_casts[: 2 if player.partner else 1],
            "commander_tax": [2 * n for n in player.commander_casts[: 2 if player.partner else 1]],
            "citys_blessing": player.citys_blessing,
            "monarch": self.holders["monarch"] == seat,
            "initiative": self.holders["initiative"] == seat,
            "active": self.active == seat,
            "losing": self.losing_reasons(seat),
            "out": bool(self.losing_reasons(seat)),
            "conceded": player.conceded,
            "ring": player.ring,
            "speed": player.speed,
            "dungeon": {"name": player.dungeon, "room": player.room} if player.dungeon else None,
        }

    def state(self) -> GameState:
        return {
            "number": self.number,
            "format": self.format_id,
            "rules": self.format.describe(),
            "starting_life": self.starting_life,
            "players": [self.player_state(seat) for seat in range(len(self.players))],
            "teams": [
                {"members": list(t.members), "life": t.life, "poison": t.poison} for t in self.teams
            ],
            "active_player": self.active,
            "turn": self.turn,
            "step": self.step,
            "designations": {
                "monarch": self.holders["monarch"],
                "initiative": self.holders["initiative"],
            },
            "over": self.over,
            "winner": self.winner,
            # each game feature's own state() is typed; the names are GameFeatures' keys (the
            # state tests hold every state to the types, so an untyped feature fails there)
            "features": cast(
                "GameFeatures", {name: feature.state() for name, feature in self.features.items()}
            ),
            "day_night": self.day_night,
            "storm": self.storm,
            "started_at": self.started_at,
            "turn_started_at": self.turn_started_at,
            "standing": self.standing(),
            "last_standing": None if self.over else self.last_standing(),
        }

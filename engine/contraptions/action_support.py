"""What the Contraption actions share: finding the game's Contraptions, the acting player,
the checks every action makes, and the faction choice of the factions rule set."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from engine.contraptions.action_fields import (
    FEATURE,
)
from engine.contraptions.errors import (
    ContraptionPromptPending,
    ContraptionsNotSetUp,
    NotActivePlayer,
    UnknownContraption,
)
from engine.contraptions.state import ContraptionState
from engine.errors import InvalidField, RuleViolation
from engine.feature import find_feature

if TYPE_CHECKING:
    from engine.actions.base import Action
    from engine.game import Game
    from engine.table import Table


# --- shared checks --------------------------------------------------------------------------


def contraptions(table: Table) -> tuple[Game, ContraptionState]:
    """The running game and its Contraption state, or the refusal saying why not."""
    game = table.running_game()
    st = find_feature(game.features, FEATURE, ContraptionState)
    if st is None:
        raise ContraptionsNotSetUp(
            "this game is played without Contraptions; set them up first (contraptions_setup)"
        )
    st.game = game
    return game, st


def answered_prompt(st: ContraptionState, seat: int | None, kind: str) -> dict[str, Any]:
    """The prompt an action answers, in apply: validate filled in the seat and found the
    prompt there, so both are present (the type checker cannot follow validate to apply)."""
    prompt = st.prompt_for(seat, kind) if seat is not None else None
    if prompt is None:
        raise AssertionError(f"apply without validate: no {kind} prompt for seat {seat}")
    return prompt


def acting_player(action: Action, game: Game, field_name: str = "player") -> int:
    """The seat an action names, or the active player's when it names none."""
    seat: int | None = getattr(action, field_name)
    if seat is None:
        if game.active is None:
            raise InvalidField(
                f"{action.type}: no player is active; name the {field_name}", field=field_name
            )
        seat = game.active
    game.check_seat(seat, field_name)
    setattr(action, field_name, seat)
    return seat


def check_active(action: Action, game: Game, seat: int) -> None:
    if seat != game.active:
        who = game.players[game.active].name if game.active is not None else "nobody"
        raise NotActivePlayer(
            f"{action.type}: only the active player ({who}) may do this now",
            player=seat,
            active=game.active,
        )


def check_no_arrange(st: ContraptionState) -> None:
    for prompt in st.live_prompts():
        if prompt["kind"] == "arrange":
            raise ContraptionPromptPending(
                "the top of the Contraption deck is being looked at; arrange those cards "
                "first (contraptions_arrange)",
                prompt="arrange",
                player=prompt["player"],
            )


def check_card(st: ContraptionState, card_id: int, field_name: str = "card") -> None:
    if not 0 <= card_id < len(st.cards):
        raise UnknownContraption(
            f"there is no Contraption {card_id} in this game (0 to {len(st.cards) - 1})",
            field=field_name,
            card=card_id,
        )


def prompt_factions(st: ContraptionState, prompt: dict[str, Any]) -> list[str]:
    """The libraries the upkeep dice allow that still hold a card."""
    return [f for f in prompt["factions"] if st.faction_deck(f).cards]


class FactionChoice(Protocol):
    """An action that names a faction library (assemble, decline)."""

    type: ClassVar[str]
    faction: str | None


def choose_faction(action: FactionChoice, st: ContraptionState, prompt: dict[str, Any]) -> None:
    """Fill in or check the faction of an upkeep assembly (or decline) in the factions rules."""
    open_ = prompt_factions(st, prompt)
    if action.faction is None:
        if len(open_) > 1:
            raise InvalidField(
                f"{action.type}: the dice {prompt['dice']} allow several libraries; choose the "
                f"faction ({', '.join(open_)})",
                field="faction",
                choices=open_,
            )
        action.faction = open_[0] if open_ else prompt["factions"][0]
    elif action.faction not in prompt["factions"]:
        raise RuleViolation(
            f"{action.type}: the dice {prompt['dice']} allow {', '.join(prompt['factions'])}, "
            f"not {action.faction}",
            field="faction",
            allowed=prompt["factions"],
        )

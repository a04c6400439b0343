"""The Hell-draw verdict (seed 000, "How to draw from it").

The player looks at the top card of the Hell library:

1. a **land** goes to their hand; during their own draw step they may play it at once,
   outside the one-land-per-turn limit -> ``land``;
2. otherwise a **spell whose every coloured mana symbol is among the colours of the
   lands in their deck** goes to their hand; during their own draw step they may cast it
   at once for {2} less generic mana -> ``castable``.  A hybrid symbol counts as present
   if any of its halves is; a Phyrexian symbol always counts as present;
3. otherwise the player chooses: take it, or put it on top of the shared sideboard ->
   ``choice``.

``ask`` is added for the table: a symbol the rule cannot judge decides the outcome, so
the players decide.  How each symbol is judged (see ``judge_symbol``):

- generic, ``{X}``, colourless ``{C}``, snow ``{S}``, tap ``{T}``: not coloured, so the
  rule asks nothing of them (colourless is not a colour; snow is a supertype of mana);
- ``{W} {U} {B} {R} {G} {P}``: present if the colour is declared (``{P}`` is purple);
- a hybrid: present if any alternative is; a generic, variable or colourless
  alternative is always payable, so ``{2/P}``, ``{2/C}``, ``{2/Y}`` are always present
  (judged ``payable``, so the reason can say why);
- Phyrexian (``{B/P}``, ``{BB/P}``): always present;
- ``{H/R}``, ``{H/C}``, any ``{H/x}``: the colour or 2 life (Hellscube's "half" symbol,
  read like a Phyrexian one): always present (judged ``life``, so the reason names the
  life payment).  ``life_symbols=False`` keeps the first release's reading (``H`` unknown)
  for Hell libraries built by it;
- a colour brought into the game (``in_game``) that the deck did not declare is absent,
  not unknown: the game has it now, and this deck's lands do not make it;
- no colour declaration at all (``colors`` None): a land is still a land; a spell gets
  ``ask`` with the reason (the table decides), never a refusal;
- an unknown symbol or alternative that names a declared colour (``{Pickle}`` when the
  deck declared Pickle) is that colour, present; any other (``{Pickle}`` undeclared,
  ``{?}``, the ``H`` of ``{H/R}``) cannot be judged;
- text outside braces: prose (``Sacrifice a creature:``, or flavour text the registry put
  in a cost column) is not a mana symbol and is ignored; text with a brace, bracket or
  ``?`` (``[W}``, an unclosed ``{2``, ``?``) is a damaged symbol and cannot be judged.

A card with a missing colour gets ``choice`` even if it also has unknown symbols (they
could not make it castable); ``ask`` only when nothing is missing and something unknown.

Multi-face cards: the seed judges "all colours of mana on the card", so the symbols of
every face that has a cost count together (a split card needs all its halves' colours).
A face with cost ``""`` (a transform back face, a land face) adds nothing.  Whether the
card is a land is decided by its front face, the face it shows in a library and a hand.
A spell with no mana cost on any face has no coloured symbol, so nothing is missing:
``castable``.  A card the pool knows only by name (no type, no cost) gets ``ask``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import InvalidField
from engine.hell.colors import BASIC_COLORS, Color, color_from_text, describe_colors
from engine.hell.mana import ManaPart, ManaSymbol, SymbolKind, parse_cost

if TYPE_CHECKING:
    from engine.hell.cards import Card

LAND = "land"
CASTABLE = "castable"
CHOICE = "choice"
ASK = "ask"

# Symbol judgements.
IGNORED = "ignored"
PRESENT = "present"
PAYABLE = "payable"  # a hybrid with a generic/colourless alternative: present without a colour
LIFE = "life"  # {H/x}: the colour or 2 life, like a Phyrexian symbol: always present
ABSENT = "absent"
UNKNOWN = "unknown"

_DAMAGED_SYMBOL = re.compile(r"[{}\[\]?]")
_DRAW_STEP_LAND = (
    "During your own draw step you may play it at once, and it does not count toward "
    "your one land per turn."
)
_DRAW_STEP_SPELL = "During your own draw step you may cast it at once for {2} less generic mana."
_CHOICE = "Choose: take it into your hand, or put it on top of the shared sideboard."
_IF_NOT = "if not, choose: take it into your hand, or put it on top of the shared sideboard."


@dataclass(frozen=True)
class HellVerdict:
    """What happens to a Hell draw, and why.

    ``reason`` is a full English sentence; ``reason_code`` and ``params`` let the front end
    say the same in another language; ``unknown_symbols`` are the symbols (as written)
    the rule could not judge.
    """

    verdict: str
    reason: str
    reason_code: str
    params: dict[str, Any] = field(default_factory=dict)
    unknown_symbols: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "reason": self.reason,
            "reason_code": self.reason_code,
            "params": self.params,
            "unknown_symbols": list(self.unknown_symbols),
        }


def _names_declared_color(text: str, keys: frozenset[str]) -> bool:
    try:
        return color_from_text(text).key in keys
    except InvalidField:
        return False


def _judge_part(part: ManaPart, keys: frozenset[str], in_game: frozenset[str] = frozenset()) -> str:
    if part.kind == "colored":
        return PRESENT if part.color in keys else ABSENT
    if part.kind == "unknown":
        if _names_declared_color(part.text, keys):
            return PRESENT
        return ABSENT if _names_declared_color(part.text, in_game) else UNKNOWN
    return PAYABLE  # generic, variable, colourless, snow: payable without a colour


def is_life_symbol(symbol: ManaSymbol) -> bool:
    """``{H/R}``, ``{H/C}``, ``{R/H}``: a hybrid with an ``H`` half (the colour or 2 life)."""
    return symbol.kind == SymbolKind.HYBRID and any(
        part.kind == "unknown" and part.text.strip().upper() == "H" for part in symbol.parts
    )


def judge_symbol(
    symbol: ManaSymbol,
    colors: Iterable[Color],
    *,
    life_symbols: bool = True,
    in_game: Iterable[Color] = (),
) -> str:
    """How one symbol stands against the declared colours: ``ignored`` (not coloured),
    ``present`` (by a declared colour, or Phyrexian), ``life`` (``{H/x}``: the colour or
    2 life), ``payable`` (a hybrid with a generic or colourless alternative: present
    without any colour), ``absent`` or ``unknown``.  ``in_game``: colours brought into the
    game, absent (not unknown) when the deck did not declare them."""
    keys = frozenset(color.key for color in colors)
    brought = frozenset(color.key for color in in_game) - keys
    kind = symbol.kind
    if life_symbols and is_life_symbol(symbol):
        return LIFE
    if kind in (
        SymbolKind.GENERIC,
        SymbolKind.VARIABLE,
        SymbolKind.COLORLESS,
        SymbolKind.SNOW,
        SymbolKind.NON_MANA,
    ):
        return IGNORED
    if kind == SymbolKind.PHYREXIAN:
        return PRESENT
    if kind == SymbolKind.COLORED:
        return _judge_part(symbol.parts[0], keys)
    if kind == SymbolKind.TEXT and not _DAMAGED_SYMBOL.search(symbol.text):
        return IGNORED  # prose in a cost ("Sacrifice a creature:") is not a mana symbol
    if kind in (SymbolKind.UNKNOWN, SymbolKind.TEXT):
        name = symbol.text[1:-1] if kind == SymbolKind.UNKNOWN else symbol.text
        if _names_declared_color(name, keys):
            return PRESENT
        return ABSENT if _names_declared_color(name, brought) else UNKNOWN
    judgements = {_judge_part(part, keys, brought) for part in symbol.parts}  # a hybrid
    for judgement in (PRESENT, PAYABLE, UNKNOWN):
        if judgement in judgements:
            return judgement
    return ABSENT


def _named(symbol: ManaSymbol) -> str:
    """ "{G} (green)", "{B/R} (black or red)": a missing symbol with its colours named."""
    colors = [BASIC_COLORS[part.color].lower() for part in symbol.parts if part.color]
    if symbol.kind not in (SymbolKind.COLORED, SymbolKind.HYBRID) or not colors:
        return symbol.text
    return f"{symbol.text} ({' or '.join(dict.fromkeys(colors))})"


def _unique(texts: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(texts))


def _subject(name: str, *, first: bool = True) -> str:
    """The card's name, or "this card" (capitalised when it opens the sentence)."""
    return name.strip() or ("This card" if first else "this card")


def judge_hell_draw(
    *,
    is_land: bool,
    costs: Sequence[str],
    colors: Iterable[Color] | None,
    name: str = "",
    life_symbols: bool = True,
    in_game: Iterable[Color] = (),
) -> HellVerdict:
    """The verdict for a card: ``is_land`` of its front face, the cost of every face
    (``""`` for a face without one), and the colours of the lands in the player's deck
    (None: the player has not declared them).  ``life_symbols``: ``{H/x}`` is paid with
    the colour or 2 life (False: the first release's reading, ``H`` unknown);
    ``in_game``: colours cards have brought into the game."""
    undeclared = colors is None
    colors = frozenset(colors or ())
    subject, within = _subject(name), _subject(name, first=False)
    declared = describe_colors(colors)
    params: dict[str, Any] = {"name": name.strip(), "colors": declared}
    if is_land:
        reason = f"{subject} is a land: put it into your hand. {_DRAW_STEP_LAND}"
        return HellVerdict(LAND, reason, "land", params)
    if undeclared:
        reason = (
            f"{subject} is not a land, and you have not declared the colours of your deck's "
            f"lands, so the rule cannot say whether it is castable: the table decides. If it "
            f"is, the card goes to your hand (in your draw step you may cast it at once for "
            f"{{2}} less); {_IF_NOT}"
        )
        return HellVerdict(ASK, reason, "colors_not_declared", params)

    symbols = [symbol for cost in costs for symbol in parse_cost(cost)]
    judged = [
        (symbol, judge_symbol(symbol, colors, life_symbols=life_symbols, in_game=in_game))
        for symbol in symbols
    ]
    phyrexian = _unique(s.text for s in symbols if s.kind == SymbolKind.PHYREXIAN)
    life = _unique(s.text for s, j in judged if j == LIFE)
    present = _unique(s.text for s, j in judged if j == PRESENT and s.text not in phyrexian)
    payable = _unique(s.text for s, j in judged if j == PAYABLE)
    absent = _unique(s.text for s, j in judged if j == ABSENT)
    absent_named = _unique(_named(s) for s, j in judged if j == ABSENT)
    unknown = _unique(s.text for s, j in judged if j == UNKNOWN)
    params.update(
        present=present,
        phyrexian=phyrexian,
        payable=payable,
        missing=absent,
        unknown=unknown,
        life=life,
    )

    if absent:
        reason = (
            f"The colours of your lands ({declared}) do not cover {', '.join(absent_named)} on "
            f"{within}. {_CHOICE}"
        )
        return HellVerdict(CHOICE, reason, "colors_missing", params, tuple(unknown))
    if unknown:
        others = (
            " every other coloured symbol counts as present, so"
            if present or phyrexian or payable or life
            else ""
        )
        reason = (
            f"The rule cannot judge {', '.join(unknown)} on {within}:{others} the table "
            f"decides. If the table counts {'it' if len(unknown) == 1 else 'them'} as present, the card goes to your hand "
            f"(in your draw step you may cast it at once for {{2}} less); {_IF_NOT}"
        )
        return HellVerdict(ASK, reason, "unknown_symbol", params, tuple(unknown))
    if not any(cost.strip() for cost in costs):
        reason = f"{subject} has no mana cost, so no colour is missing: put it into your hand."
        return HellVerdict(CASTABLE, reason, "no_mana_cost", params)
    if not (present or phyrexian or payable or life):
        reason = (
            f"{subject} has no coloured mana symbol, so no colour is missing: put it into "
            f"your hand. {_DRAW_STEP_SPELL}"
        )
        return HellVerdict(CASTABLE, reason, "no_colored_symbols", params)
    notes = _always_present_notes(phyrexian, payable, life)
    if present:
        reason = (
            f"Every coloured mana symbol on {within} ({', '.join(present)}) is among the "
            f"colours of your lands ({declared}){'; ' + notes if notes else ''}: "
            f"put it into your hand. {_DRAW_STEP_SPELL}"
        )
        return HellVerdict(CASTABLE, reason, "colors_present", params)
    reason = f"No colour is missing on {within}: {notes}. Put it into your hand. {_DRAW_STEP_SPELL}"
    return HellVerdict(CASTABLE, reason, "always_present", params)


def _always_present_notes(
    phyrexian: list[str], payable: list[str], life: list[str] | tuple[()] = ()
) -> str:
    """ "{B/P} is Phyrexian, which always counts as present; {2/P} can be paid with generic mana"."""
    notes = []
    if life:
        verb = "is" if len(life) == 1 else "are"
        notes.append(
            f"{', '.join(life)} {verb} paid with the colour or with 2 life, so "
            f"{'it' if len(life) == 1 else 'each'} always counts as present"
        )
    if phyrexian:
        verb = "is" if len(phyrexian) == 1 else "are"
        notes.append(f"{', '.join(phyrexian)} {verb} Phyrexian, which always counts as present")
    if payable:
        notes.append(
            f"{', '.join(payable)} can be paid without any colour (a generic or colourless half)"
        )
    return "; ".join(notes)


def judge_card(
    card: Card,
    colors: Iterable[Color] | None,
    *,
    life_symbols: bool = True,
    in_game: Iterable[Color] = (),
) -> HellVerdict:
    """The verdict for an imported :class:`engine.hell.cards.Card`.  A card whose pool
    gives neither a type nor a cost on any face (a plain name list) cannot be judged."""
    if not any(face.types or face.has_cost for face in card.faces):
        colors = frozenset(colors or ())
        reason = (
            f"The pool does not say whether {_subject(card.name, first=False)} is a land or what it costs, so the "
            f"table decides: a land or a spell of your colours goes to your hand; otherwise: {_CHOICE}"
        )
        params = {"name": card.name.strip(), "colors": describe_colors(frozenset(colors))}
        return HellVerdict(ASK, reason, "no_card_data", params)
    return judge_hell_draw(
        is_land=card.is_land,
        costs=[face.cost for face in card.faces],
        colors=colors,
        name=card.name,
        life_symbols=life_symbols,
        in_game=in_game,
    )

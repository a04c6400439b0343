"""Mana costs as Hellscube writes them, parsed into symbols.

A cost is a string of braced symbols such as ``{2}{G/U}{B/P}``.  Hellscube reads them
with one twist: ``{P}`` is **purple**, its sixth colour, not Phyrexian mana.  What the
registry holds, and how each is read here:

- ``{3}``, ``{0}``, ``{-1}``: generic mana (a negative amount lowers the total, which never
  goes below 0).
- ``{X}`` (and ``{Y}``, ``{Z}``): a variable amount, 0 in the mana value.
- ``{W} {U} {B} {R} {G} {P}``: one mana of a colour; a repeated letter (``{BB}``) is two.
  A full colour name (``{Purple}``) is that colour.
- ``{C}`` colourless, ``{S}`` snow: mana that is not of a colour.
- ``{G/U}``, ``{W/U/B/R/G}``, ``{U/BB}``, ``{2/P}``, ``{2/C}``: hybrids of two or more
  alternatives; a number is a generic alternative (``{2/P}`` = two generic or one purple).
  Inside a hybrid, ``X`` is a variable alternative; any other unknown piece (``H`` in
  ``{H/R}``, ``Y`` in ``{2/Y}``) is kept as an unknown alternative with its text.
- ``{B/P}``, ``{BB/P}``, ``{W/U/P}``: colour letters followed by ``/P`` are **Phyrexian**
  (payable with 2 life each), as the Hell's Half-Draft issue reads them.  Only a generic,
  colourless or unknown piece before ``/P`` makes it a purple hybrid (``{2/P}``).
- ``{T}``, ``{Q}``: tap and untap, not mana (they occur in a few registry costs).
- anything else in braces (``{Pickle}``, ``{?}``): an unknown symbol, kept with its text.
- outside braces: a run of only digits and mana letters (``5{B/G}``, ``U``) is read as
  bare symbols; other text (``Sacrifice a creature:``, an unclosed ``{2``) is kept as a
  text piece.  Whitespace between symbols is ignored.

``""`` is no cost at all (lands, most transform back faces); ``"{0}"`` is a cost of zero.
Nothing a string can hold makes the parser fail: what it cannot read stays as text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from engine.errors import InvalidField
from engine.hell.colors import BASIC_COLORS

COLOR_LETTERS = frozenset(BASIC_COLORS)  # W U B R G P
VARIABLE_LETTERS = frozenset("XYZ")
NON_MANA_LETTERS = {"T": "tap", "Q": "untap"}
_FULL_NAME_TO_LETTER = {name.casefold(): letter for letter, name in BASIC_COLORS.items()}
_GENERIC = re.compile(r"[+-]?\d{1,18}")  # longer numbers are not mana
_REPEATED_LETTER = re.compile(r"([A-Za-z])\1*")
_BARE_RUN = re.compile(r"[0-9WUBRGPCSX\s]+")
_BARE_TOKEN = re.compile(r"\d+|[WUBRGPCSX]")


class SymbolKind(str, Enum):
    GENERIC = "generic"
    VARIABLE = "variable"
    COLORED = "colored"
    COLORLESS = "colorless"
    SNOW = "snow"
    HYBRID = "hybrid"
    PHYREXIAN = "phyrexian"
    NON_MANA = "non_mana"
    UNKNOWN = "unknown"
    TEXT = "text"


@dataclass(frozen=True, slots=True)
class ManaPart:
    """One alternative of a symbol; a plain symbol has one, ``{G/U}`` has two.

    ``kind`` is one of generic, variable, colored, colorless, snow, unknown.  ``text`` is
    the piece as written (``"BB"``, ``"2"``, ``"Pickle"``); ``color`` the letter of a
    coloured piece; ``amount`` the generic number or how often a letter repeats.
    """

    kind: str
    text: str
    color: str | None = None
    amount: int = 1

    @property
    def mana_value(self) -> int:
        """Generic amount, repeated letters, 0 for a variable, 1 for an unknown piece."""
        return 0 if self.kind == "variable" else self.amount

    @property
    def canonical(self) -> str:
        if self.kind == "colored" and self.color is not None:
            return self.color * self.amount
        if self.kind == "generic":
            return str(self.amount)
        return self.text


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One symbol of a cost: its ``kind``, its ``text`` as written, and its alternatives.

    ``bare`` marks a symbol written without braces (``U`` in a cost of ``"U"``).
    """

    kind: SymbolKind
    text: str
    parts: tuple[ManaPart, ...] = ()
    bare: bool = False

    @property
    def mana_value(self) -> int:
        """Rule 202.3: a hybrid counts its largest alternative ({2/P} is 2), a Phyrexian
        symbol its colour part, X counts 0, an unknown braced symbol 1, text 0."""
        if self.kind in (SymbolKind.TEXT, SymbolKind.NON_MANA):
            return 0
        if self.kind == SymbolKind.UNKNOWN:
            return 1
        return max(part.mana_value for part in self.parts)

    @property
    def colors(self) -> frozenset[str]:
        """The basic colour letters any alternative of this symbol names."""
        return frozenset(part.color for part in self.parts if part.color)

    @property
    def canonical(self) -> str:
        """The symbol in braces, rebuilt from its parts; text and unknown ones as written."""
        if self.kind in (SymbolKind.TEXT, SymbolKind.UNKNOWN):
            return self.text
        inner = "/".join(part.canonical for part in self.parts)
        if self.kind == SymbolKind.PHYREXIAN:
            inner += "/P"
        return "{" + inner + "}"


def _part(text: str, *, in_hybrid: bool) -> ManaPart:
    """Classify one piece of braced text (a whole symbol, or one side of a slash)."""
    piece = unicodedata.normalize("NFKC", text).strip()
    if _GENERIC.fullmatch(piece):
        return ManaPart("generic", text, amount=int(piece))
    upper = piece.upper()
    if _REPEATED_LETTER.fullmatch(piece):
        letter, count = upper[0], len(piece)
        if letter in COLOR_LETTERS:
            return ManaPart("colored", text, color=letter, amount=count)
        if letter == "C":
            return ManaPart("colorless", text, amount=count)
        if letter == "S":
            return ManaPart("snow", text, amount=count)
        if count == 1 and (letter == "X" or (letter in VARIABLE_LETTERS and not in_hybrid)):
            return ManaPart("variable", text, amount=0)
    named = _FULL_NAME_TO_LETTER.get(piece.casefold())
    if named:
        return ManaPart("colored", text, color=named)
    return ManaPart("unknown", text)


def _is_phyrexian(parts: list[ManaPart]) -> bool:
    """Colour letters followed by a final ``P``: {B/P}, {BB/P}, {W/U/P}."""
    return (
        len(parts) >= 2
        and parts[-1].kind == "colored"
        and parts[-1].color == "P"
        and parts[-1].amount == 1
        and all(part.kind == "colored" for part in parts[:-1])
    )


def parse_symbol(inner: str) -> ManaSymbol:
    """The symbol written as ``{inner}`` (the text between the braces)."""
    text = "{" + inner + "}"
    if "/" in inner:
        parts = [_part(piece, in_hybrid=True) for piece in inner.split("/")]
        if _is_phyrexian(parts):
            return ManaSymbol(SymbolKind.PHYREXIAN, text, tuple(parts[:-1]))
        return ManaSymbol(SymbolKind.HYBRID, text, tuple(parts))
    stripped = unicodedata.normalize("NFKC", inner).strip().upper()
    if stripped in NON_MANA_LETTERS:
        return ManaSymbol(SymbolKind.NON_MANA, text, (ManaPart("unknown", inner, amount=0),))
    part = _part(inner, in_hybrid=False)
    kind = {
        "generic": SymbolKind.GENERIC,
        "variable": SymbolKind.VARIABLE,
        "colored": SymbolKind.COLORED,
        "colorless": SymbolKind.COLORLESS,
        "snow": SymbolKind.SNOW,
    }.get(part.kind, SymbolKind.UNKNOWN)
    return ManaSymbol(kind, text, (part,))


def _outside_braces(segment: str) -> list[ManaSymbol]:
    """Text between symbols: bare mana ("5", "U") or a text piece; blanks vanish."""
    if not segment.strip():
        return []
    if _BARE_RUN.fullmatch(segment):
        symbols = []
        for token in _BARE_TOKEN.findall(segment):
            symbol = parse_symbol(token)
            symbols.append(ManaSymbol(symbol.kind, token, symbol.parts, bare=True))
        return symbols
    return [ManaSymbol(SymbolKind.TEXT, segment.strip())]


@lru_cache(maxsize=8192)
def _parse(cost: str) -> tuple[ManaSymbol, ...]:
    symbols: list[ManaSymbol] = []
    position = 0
    while position < len(cost):
        start = cost.find("{", position)
        end = cost.find("}", start + 1) if start >= 0 else -1
        if start < 0 or end < 0:
            symbols.extend(_outside_braces(cost[position:]))
            break
        symbols.extend(_outside_braces(cost[position:start]))
        symbols.append(parse_symbol(cost[start + 1 : end]))
        position = end + 1
    return tuple(symbols)


def parse_cost(cost: str) -> tuple[ManaSymbol, ...]:
    """The symbols of a cost string, in order; ``""`` gives ``()`` (no cost)."""
    if not isinstance(cost, str):
        raise InvalidField(
            f"A mana cost must be text, not {type(cost).__name__}.", value=repr(cost)
        )
    return _parse(cost)


def has_cost(cost: str) -> bool:
    """False for ``""`` (or only spaces): the face has no mana cost.  ``"{0}"`` has one."""
    return bool(cost.strip())


def mana_value(symbols: tuple[ManaSymbol, ...] | str) -> int:
    """The mana value of a cost (a string or parsed symbols): X counts 0, never below 0."""
    if isinstance(symbols, str):
        symbols = parse_cost(symbols)
    return max(0, sum(symbol.mana_value for symbol in symbols))


def render_cost(symbols: tuple[ManaSymbol, ...] | str) -> str:
    """The cost as text, every recognised symbol in braces: ``"5{B/G}"`` -> ``"{5}{B/G}"``.
    Unknown symbols and text pieces are written as they were; spaces between go."""
    if isinstance(symbols, str):
        symbols = parse_cost(symbols)
    return "".join(symbol.canonical for symbol in symbols)

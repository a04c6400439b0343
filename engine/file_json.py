"""JSON a file brings, read so that no file can stop the engine.

``json.loads`` recurses once per open bracket.  CPython stops that with a RecursionError, but
in the browser the engine runs in WebAssembly, whose stack is far smaller: a file of 100,000
``[`` overflows it first ("Maximum call stack size exceeded"), and the runtime is dead.  So
the depth is measured before anything is parsed, by a scan that does not recurse, and a file
nested deeper than :data:`MAX_DEPTH` is refused unread.  No file the app writes comes near it
(a table file with a Hell pool is 8 deep; a log line 5).

A JSON string may also spell half of a UTF-16 surrogate pair (``"\\ud800"``).  Python keeps
it, but it is no text: it cannot be written as UTF-8 (the checksum, the reply to the page
and the command line's output all fail on it).  Such a file is refused too.

The page makes the same two checks before it asks the engine (pwa/js/carry/file-check.js);
the engine makes them itself, for the command line and for whatever reaches it otherwise.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 64  # pwa/js/carry/file-check.js's MAX_DEPTH

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_RAW_SURROGATE = re.compile("[\ud800-\udfff]")


class TooDeep(ValueError):
    """The text's brackets nest deeper than :data:`MAX_DEPTH`."""

    def __init__(self, depth: int):
        super().__init__(f"nested {depth} deep; at most {MAX_DEPTH}")
        self.depth = depth


class BrokenText(ValueError):
    """A string of the text holds a lone surrogate."""


def nesting_depth(text: str) -> int:
    """How deep the brackets of ``text`` nest outside its strings (a scan, no recursion)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(1 if b in "[{" else -1 for b in brackets)))


BOM = "\ufeff"


def without_bom(text: str) -> str:
    """``text`` without the byte-order mark some editors on Windows write at its start."""
    return text[1:] if text.startswith(BOM) else text


def loads(text: str) -> Any:
    """``json.loads`` of a file's text (a leading byte-order mark dropped), or
    :class:`TooDeep`, :class:`BrokenText`, or the ``ValueError`` (a ``json.JSONDecodeError``
    among them, or a number of more digits than Python converts) json itself raises."""
    text = without_bom(text)
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise TooDeep(depth)
    value = json.loads(text)
    if _RAW_SURROGATE.search(text) or (_SURROGATE_ESCAPE.search(text) and _holds_surrogate(value)):
        raise BrokenText("a string holds half of a surrogate pair")
    return value


def _holds_surrogate(value: Any) -> bool:
    """Some string of ``value`` (a key or a value) cannot be written as UTF-8."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _RAW_SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False

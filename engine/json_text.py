"""Reading JSON text a player brings (a log line, an event file): the first step of every
reader, so that none of them ends in Python's own words.

* A byte-order mark at the start (what some editors on Windows write) is not part of the
  text: it is dropped, as the table file's reader already did.
* Text nested thousands of brackets deep ends Python's decoder in a ``RecursionError``
  (its limit, not a rule of the app's files, which are a few levels deep): it is refused
  as :class:`NestedTooDeep`, naming how deep it goes.  The depth is measured only then,
  so reading a large file costs what ``json.loads`` costs.
* A number of more digits than Python converts is refused by the decoder with a
  ``ValueError``; readers catch it with the decoder's other errors.
"""

from __future__ import annotations

import json
import re
from typing import Any

BOM = "\ufeff"
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class NestedTooDeep(ValueError):
    """JSON text nested deeper than the decoder goes; ``depth`` is how deep it is."""

    def __init__(self, depth: int):
        super().__init__(f"it is nested {depth} levels deep, deeper than JSON is read here; "
                         "the app's files are a few levels deep")
        self.depth = depth


def without_bom(text: str) -> str:
    return text[1:] if text.startswith(BOM) else text


def nesting_depth(text: str) -> int:
    """How deep the brackets outside strings nest."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub("", text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth = max(0, depth - 1)
    return deepest


def loads(text: str) -> Any:
    """``json.loads`` after dropping a byte-order mark; raises ``json.JSONDecodeError``,
    :class:`NestedTooDeep` or another ``ValueError``."""
    text = without_bom(text)
    try:
        return json.loads(text)
    except RecursionError:
        raise NestedTooDeep(nesting_depth(text)) from None

"""Reading JSON text a player brings (a log line, an event file): the first step of every
reader, so that none of them ends in Python's own words.

* A byte-order mark at the start (what some editors on Windows write) is not part of the
  text: it is dropped, as the table file's reader already did.
* Nesting is bounded before anything is decoded: ``json.loads`` recurses once per bracket,
  and while CPython stops that with a ``RecursionError``, the browser's WebAssembly stack
  overflows first (main's engine/file_json.py found Pyodide dying on it).  Text nested
  deeper than :data:`MAX_DEPTH` (the app's files are at most 8 deep) is refused unread, as
  :class:`NestedTooDeep`; the scan does not recurse.  (engine/file_json.py on main does the
  same for table files and backups, with the same limit: the two are one concept, to be
  merged.)
* A number of more digits than Python converts is refused by the decoder with a
  ``ValueError``; readers catch it with the decoder's other errors.
"""

from __future__ import annotations

import json
import re
from typing import Any

BOM = "\ufeff"
MAX_DEPTH = 64           # as engine/file_json.py and pwa/js/carry/file-check.js on main
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class NestedTooDeep(ValueError):
    """JSON text nested deeper than :data:`MAX_DEPTH`; ``depth`` is how deep it is."""

    def __init__(self, depth: int):
        super().__init__(f"it is nested {depth} levels deep; the app's files are at most "
                         f"{MAX_DEPTH} deep")
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
    """``json.loads`` after dropping a byte-order mark and checking the nesting; raises
    ``json.JSONDecodeError``, :class:`NestedTooDeep` or another ``ValueError``."""
    text = without_bom(text)
    if text.count("[") + text.count("{") > MAX_DEPTH:     # else it cannot nest deeper
        depth = nesting_depth(text)
        if depth > MAX_DEPTH:
            raise NestedTooDeep(depth)
    return json.loads(text)

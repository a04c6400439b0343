"""Importing a card pool from a file: decoding, format detection, the report.

``import_pool(data)`` takes the file's bytes (or text) and returns an ImportReport, or
raises ``ImportFormatError`` naming the reason and the position when the file as a whole
cannot be read; then nothing of it is taken.  Formats:

- ``hellfall``: the Hellfall registry's database JSON, ``{"data": [...]}``
  (``hellfall_format``);
- ``export``: the app's own export, ``{"format": "table-keeper-pool", ...}``
  (``export_format``);
- ``text``: a plain text list (``text_list_format``).

Detection (``format="auto"``): a file whose first non-blank character is ``{`` or ``[``
is JSON, and the JSON's shape says which format it is; anything else is a text list.
Bytes are UTF-8 (a BOM is allowed, and UTF-16 with a BOM).
"""

from __future__ import annotations

import codecs
import json
import re
from typing import Any

from engine.hell.cards import filter_by_set
from engine.hell.export_format import EXPORT_FORMAT, read_export
from engine.hell.hellfall_format import read_hellfall
from engine.hell.import_report import ImportReport, refuse
from engine.hell.text_list_format import read_text_list

FORMATS = ("auto", "hellfall", "export", "text")
_FIRST_CHARACTER = re.compile(r"\s*(\S)")


def decode(data: bytes | str) -> str:
    """The file's text; refuses bytes that are not UTF-8 (or BOM-marked UTF-16)."""
    if isinstance(data, str):
        text = data
    elif isinstance(data, (bytes, bytearray)):
        data = bytes(data)
        encoding = (
            "utf-16" if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) else "utf-8-sig"
        )
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError as problem:
            cut = problem.reason == "unexpected end of data"
            raise refuse(
                "truncated" if cut else "not_text",
                f"The file is not {encoding.upper().replace('-SIG', '')} text: byte {problem.start} "
                f"{'is the start of a character the file cuts off' if cut else 'cannot be decoded'}.",
                position=problem.start,
            ) from None
    else:
        raise refuse("not_text", f"An import needs bytes or text, not {type(data).__name__}.")
    text = text.removeprefix("\ufeff")
    nul = text.find("\x00")
    if nul >= 0:
        raise refuse(
            "not_text", f"The file is binary, not text: character {nul} is a NUL.", position=nul
        )
    if not text or text.isspace():
        raise refuse("empty", "The file is empty.", position=0)
    return text


def parse_json(text: str) -> Any:
    """The JSON document; a syntax error is refused with its line and column, and one at
    the very end of the text (or an unterminated string) as a truncated file."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as problem:
        cut = problem.pos >= len(text.rstrip()) or problem.msg.startswith("Unterminated string")
        raise refuse(
            "truncated" if cut else "bad_json",
            f"The file {'ends in the middle of' if cut else 'is not valid'} JSON at line "
            f"{problem.lineno}, column {problem.colno}: {problem.msg}.",
            position=problem.pos,
            line=problem.lineno,
            column=problem.colno,
        ) from None
    except RecursionError:  # absurd nesting
        raise refuse(
            "bad_json", "The file's JSON is nested thousands of levels deep: it is not a card pool."
        ) from None
    except ValueError:  # a number of more than 4300 digits
        raise refuse(
            "bad_json",
            "The file's JSON holds a number of more than 4300 digits: it is not a card pool.",
        ) from None


def detect_format(text: str) -> str:
    """``json`` for text that opens with ``{`` or ``[``, else ``text``."""
    first = _FIRST_CHARACTER.match(text)
    return "json" if first and first.group(1) in ("{", "[") else "text"


def _json_format(document: Any) -> str:
    if isinstance(document, dict) and document.get("format") == EXPORT_FORMAT:
        return "export"
    if isinstance(document, dict) and "data" in document:
        if not isinstance(document["data"], list):
            raise refuse("wrong_shape", "The file's 'data' is not a list of cards.")
        return "hellfall"
    shape = "an object without 'data'" if isinstance(document, dict) else type(document).__name__
    raise refuse(
        "wrong_shape",
        f'The JSON is {shape}: expected a Hellfall database ({{"data": [...]}}) or a '
        f"table-keeper pool export.",
    )


def import_pool(
    data: bytes | str, *, format: str = "auto", set_code: str | None = None
) -> ImportReport:
    """Read a pool file.  ``set_code`` keeps only that set (``"HLC"``: Hellscube v1.2)."""
    if format not in FORMATS:
        raise refuse(
            "unknown_format", f"Unknown import format {format!r}; use one of {', '.join(FORMATS)}."
        )
    text = decode(data)
    if format == "text" or (format == "auto" and detect_format(text) == "text"):
        fmt = "text"
        cards, skipped = read_text_list(text)
    else:
        document = parse_json(text)
        fmt = _json_format(document)
        if format != "auto" and fmt != format:
            raise refuse("wrong_shape", f"The file is a {fmt} file, not {format}.")
        cards, skipped = (
            read_export(document) if fmt == "export" else read_hellfall(document["data"])
        )
    if set_code is not None:
        cards = filter_by_set(cards, set_code)
    return ImportReport.build(fmt, cards, skipped, set_code)

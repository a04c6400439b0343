"""Mutated and generated files for the read path's fuzz properties (issue 33, item 3): table
files, whole-phone backups and logs, each made from a good file the engine wrote and then
damaged as files are (cut, bytes changed, text inserted), shaped by a crafter (a value
replaced anywhere and the checksum recomputed, so the file reaches the replay), or built to
hurt (brackets nested up to 200,000 deep, half of a surrogate pair, control and direction
characters in names).

Shared by tests/engine/test_file_fuzz.py (CPython) and tests/browser/test_file_fuzz_pyodide.py (the
built app's engine in Pyodide, whose stack is far smaller): the same cases through the same
read path in both runtimes.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from hypothesis import strategies as st

from engine import Session
from engine.backup_file import write_backup
from engine.log import dump_lines
from engine.rules import RULES
from engine.table_file import checksum, write_table_file

SAVED = "2026-11-28T08:00:00Z"
HEADER = {"format": "table-keeper-log", "version": 1, "rules": RULES}
GAME = [
    {
        "type": "new_game",
        "players": ["Ann", "Борис", "<b>Cid</b>"],
        "colors": ["teal", None, "red"],
    },
    {"type": "adjust_life", "player": 0, "delta": -5},
    {"type": "adjust_counter", "player": 1, "counter": "poison", "delta": 2},
    {"type": "next_turn"},
    {"type": "adjust_life", "player": 2, "delta": 3},
]
TOURNAMENT = [
    {
        "type": "tournament_create",
        "players": ["Ann", "Bob", "Cid", "Dee"],
        "casual": True,
        "minutes": 20,
    },
    {"type": "tournament_pair", "order": ["Ann", "Bob", "Cid", "Dee"]},
]


def _session(actions: list[dict]) -> Session:
    session = Session()
    for action in actions:
        session.apply(action)
    return session


@cache
def good_table_files() -> tuple[str, ...]:
    return tuple(
        write_table_file(_session(actions), saved_at=SAVED)
        for actions in (GAME, TOURNAMENT, GAME[:1])
    )


@cache
def good_backups() -> tuple[str, ...]:
    content = {
        "game": {
            "current": {"header": HEADER, "actions": GAME},
            "archive": [{"header": HEADER, "records": [{"action": a} for a in TOURNAMENT]}],
        },
        "pools": [],
        "recent": [{"name": "Ann", "color": "teal"}, {"name": "Борис", "color": None}],
        "settings": {
            "tk-lang": "ru",
            "tk-settle-ms": "1000",
            "tk-turn-timer": "1",
            "tk-draft-auto": "0",
        },
    }
    sealed = write_backup(content, saved_at=SAVED)
    older = {
        k: v for k, v in json.loads(sealed).items() if k not in ("checksum", "app_release")
    } | {"version": 1}
    return sealed, json.dumps(older, ensure_ascii=False)


@cache
def good_logs() -> tuple[str, ...]:
    return tuple(dump_lines(_session(actions)) for actions in (GAME, TOURNAMENT))


# --- pieces a mutation puts in --------------------------------------------------------------

DEPTHS = [2, 8, 63, 64, 65, 100, 1_000, 10_000, 100_000, 200_000]
HOSTILE_CHARS = [
    "\u0000",
    "\u0007",
    "\u001b",
    "\u009b",
    "\u202e",
    "\u202d",
    "\u2066",
    "\u2067",
    "\u200f",
    "\ufeff",
    "\u200d",
    "\u00ad",
    "\u2028",
    "\n",
    "\t",
    "\\",
    '"',
    "\\u0000",
    "\\ud800",
    "\\udfff",
    "\\ud83d\\ude00",
    "🐱",
    "Ж",
]
names = st.text(
    st.sampled_from([c for c in HOSTILE_CHARS if len(c) == 1]) | st.characters(codec="utf-8"),
    max_size=8,
)
scalar = (
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False)
    | names
    | st.sampled_from(["99999999", "-5", "xx", "en", "ru", "0", "1", "5000"])
)
json_value = st.recursive(
    scalar,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(names, inner, max_size=4),
    max_leaves=8,
)


def nested(depth: int, closed: bool, opener: str = "[") -> str:
    closer = {"[": "]", '{"a":': "}"}[opener]
    return opener * depth + (("1" if opener != "[" else "") + closer * depth if closed else "")


deep_text = st.builds(
    nested, st.sampled_from(DEPTHS), st.booleans(), st.sampled_from(["[", '{"a":'])
)
inserted = (
    st.text(max_size=12)
    | st.sampled_from(HOSTILE_CHARS)
    | deep_text
    | st.sampled_from(["{", "}", "[", "]", ",", ":", '"', "null", "1e999", "9" * 5000])
)


@st.composite
def damaged(draw, text: str) -> str:
    """The text damaged as a file on the way is: cut, a span replaced, something inserted."""
    at = draw(st.integers(0, len(text)))
    kind = draw(st.sampled_from(["cut", "insert", "replace", "delete", "duplicate"]))
    if kind == "cut":
        return text[:at]
    if kind == "insert":
        return text[:at] + draw(inserted) + text[at:]
    end = min(len(text), at + draw(st.integers(1, 40)))
    if kind == "replace":
        return text[:at] + draw(inserted) + text[end:]
    if kind == "delete":
        return text[:at] + text[end:]
    return text[:end] + text[at:end] + text[end:]


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*path, index))
    return out


def _replaced(document: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    copy = json.loads(json.dumps(document))
    target = copy
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return copy


def resealed(document: dict) -> str:
    """The document with its checksum recomputed, as a crafter would (the checksum is no
    signature); left as it is where no checksum can be computed (a lone surrogate)."""
    document = {k: v for k, v in document.items() if k != "checksum"}
    try:
        document["checksum"] = checksum(document)
    except UnicodeEncodeError:
        document["checksum"] = "sha256:" + "0" * 64
    return json.dumps(document, ensure_ascii=False)


@st.composite
def crafted(draw, text: str, sealed: bool = True) -> str:
    """A value anywhere in the file replaced by another (or by deep brackets), resealed."""
    document = json.loads(text)
    path = draw(st.sampled_from([p for p in _paths(document) if p[:1] != ("checksum",)]))
    value = draw(
        json_value
        | st.builds(lambda d: json.loads(nested(min(d, 60), True)), st.sampled_from(DEPTHS))
    )
    changed = _replaced(document, path, value)
    if not isinstance(changed, dict):
        return json.dumps(changed)
    if not sealed:
        return json.dumps(changed, ensure_ascii=False)
    text = resealed(changed)
    if draw(st.booleans()):  # and some deep brackets spliced into it
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(deep_text) + text[at:]
    return text


def _cases(goods: tuple[str, ...], craft) -> st.SearchStrategy[str]:
    good = st.sampled_from(goods)
    return good.flatmap(damaged) | good.flatmap(craft) | deep_text | st.text(max_size=60) | good


def _named_table_file(players: list[str], first: str) -> str:
    """A table file whose players (of a game, a tournament or a draft) a crafter named."""
    key = {"new_game": "players", "tournament_create": "players", "draft_setup": "seats"}[first]
    document = {
        "format": "table-keeper-table",
        "version": 1,
        "app_release": "0.1.0",
        "saved_at": SAVED,
        "log": [HEADER, {"type": first, key: players}],
        "pool": None,
        "event": None,
    }
    return resealed(document)


def _crafted_backup(settings: Any, recent: Any, sealed: bool) -> str:
    document = {**json.loads(good_backups()[0]), "settings": settings, "recent": recent}
    if sealed:
        return resealed(document)
    return json.dumps(
        {k: v for k, v in document.items() if k not in ("checksum", "app_release")}
        | {"version": 1},
        ensure_ascii=False,
    )


setting_values = (
    st.sampled_from(
        [
            "en",
            "ru",
            "xx",
            "0",
            "1",
            "2",
            "-5",
            "500",
            "5000",
            "5001",
            "99999999",
            "1100.0000000000002",
            "1e-7",
            "NaN",
            "",
        ]
    )
    | json_value
)
settings_like = (
    st.dictionaries(
        st.sampled_from(["tk-lang", "tk-settle-ms", "tk-turn-timer", "tk-draft-auto", "tk-other"]),
        setting_values,
        max_size=4,
    )
    | json_value
)
recent_like = (
    st.lists(
        st.fixed_dictionaries(
            {"name": names | st.text(min_size=20, max_size=40)},
            optional={"color": st.sampled_from(["red", "teal", None, "gold"])},
        ),
        max_size=14,
    )
    | json_value
)


def table_file_cases() -> st.SearchStrategy[str]:
    named = st.builds(
        _named_table_file,
        st.lists(names, min_size=1, max_size=5),
        st.sampled_from(["new_game", "tournament_create", "draft_setup"]),
    )
    return _cases(good_table_files(), crafted) | named


def backup_cases() -> st.SearchStrategy[str]:
    return _cases(good_backups(), crafted) | st.builds(
        _crafted_backup, settings_like, recent_like, st.booleans()
    )


@st.composite
def crafted_line(draw, text: str) -> str:
    """A log with one line crafted (a value replaced) or a new line put in (deep brackets,
    any JSON)."""
    lines = text.splitlines()
    at = draw(st.integers(0, len(lines) - 1))
    if draw(st.booleans()):
        lines[at] = draw(crafted(lines[at], sealed=False))
    else:
        lines.insert(at, draw(deep_text | st.builds(json.dumps, json_value)))
    return "\n".join(lines) + "\n"


def _named_log(players: list[str], more: list[str]) -> str:
    lines = [
        json.dumps(HEADER),
        json.dumps({"type": "new_game", "players": players}, ensure_ascii=False),
        *more,
    ]
    return "\n".join(lines) + "\n"


def log_cases() -> st.SearchStrategy[str]:
    """A log's text: damaged, a line crafted, a line of deep brackets put in, players named
    by a crafter with actions after them."""
    actions = st.lists(st.sampled_from([json.dumps(a) for a in GAME[1:]]), max_size=4)
    return _cases(good_logs(), crafted_line) | st.builds(
        _named_log, st.lists(names, min_size=1, max_size=4), actions
    )

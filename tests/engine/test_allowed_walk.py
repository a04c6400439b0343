"""Issue 36, item 1: every action's ``allowed`` text is held to the engine's behaviour, and
to the docs' tables.

Each text opens by saying the moment it needs (a running game, a Commander game, a match, a
draft, a tournament, or any time); the walk reads that opening for every registered action,
builds a well-formed example of the action, and checks the claim where it can be checked
without a game in play: an action that needs a running game is refused, with the error of
a missing or ended game, both before any game and after the game ended; one that needs a
Commander game is refused in a casual game; a match, draft or tournament action is refused
when there is none; an action allowed "any time" is accepted in an empty session.  An
action whose text opens in no known way fails the walk, so a new action must say its moment
in words the walk reads.  Every action is also named in a row of the docs' "when each
action is allowed" tables, and every test a row names exists."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from engine import ACTIONS, Session, decode
from engine.draft.errors import NoDraft
from engine.errors import EngineError, GameOver, NoCommanders, NoGame
from engine.fields import Bool, Int, ListOf, Seat, Text
from engine.tournament.action_fields import Name
from engine.tournament.errors import NoMatch, NoTournament

REPO = Path(__file__).resolve().parents[2]
DOCS = [
    REPO / "docs" / name
    for name in (
        "choices.md",
        "hells-half-draft.md",
        "contraptions.md",
        "conspiracy-and-tournaments.md",
    )
]

# The moment an allowed text opens with, by the words it opens with (checked in order).
MOMENTS = [
    ("commander", re.compile(r"^In a Commander game")),
    (
        "game",
        re.compile(
            r"^(Any time while the game runs|While the game runs|During a game|"
            r"At the start of the game|At the start of the upkeep|"
            r"Any time a player could play|Whenever an effect moves an assembled|"
            r"With reason upkeep|Only right after a paid roll|Like-Planechase|"
            r"Dice-and-factions|Only as a correction, in the same turn|"
            r"Only as a correction, once the first turn|"
            r"At the end of a London mulligan|While opening hands|"
            r"Only while a Hell card drawn)"
        ),
    ),
    (
        "match",
        re.compile(
            r"^(While a timed match runs|While the match runs|While a Swiss match|"
            r"After time is called)"
        ),
    ),
    (
        "draft",
        re.compile(
            r"^(While the draft is under way|While packs are being picked|"
            r"During the review time|While a booster or Two-Headed Giant draft|"
            r"While a card drafted face up)"
        ),
    ),
    (
        "tournament",
        re.compile(
            r"^(Before the play-off|During the play-off|Once, after the Swiss|"
            r"For a player who left|At any moment until the play-off)"
        ),
    ),
    ("any_time", re.compile(r"^(Any time, in a game or not|Any time: |At any time: )")),
    # moments the walk does not reach without playing (each is held by its own tests):
    # after the draft / before a game (conspiracies), the end of a game (the sweep),
    # between games (the Hell library), no draft under way, after an undo, undo's history
    (
        "own_tests",
        re.compile(
            r"^(After the draft|A set-up mistake|At the end of a game|"
            r"Before a session's games|When no draft is under way|"
            r"Once a draft is set up|Right after an undo|Any time there is)"
        ),
    ),
]

# Well-formed values the field kinds cannot guess (a list that must hold something).
EXAMPLES = {
    "new_game": {"players": ["Ann", "Bob"]},
    "match_start": {"a": "Ann", "b": "Bob"},
    "draft_setup": {"seats": ["Ann", "Bob"]},
    "hell_bottom": {"cards": [0]},
    "tournament_create": {"players": ["Ann", "Bob"]},
    "tournament_import": {"event": {"players": ["Ann", "Bob"], "rounds": []}},
    "tournament_result": {"result": [2, 0, 0]},
    "tournament_result_correction": {"result": [2, 0, 0]},
    "tournament_team_result": {"seats": [[2, 0, 0], [2, 0, 0]]},
}


# A game action of a format that needs its own set-up first says so before "no game".
SET_UP_FIRST = {"conspiracy_reveal": NoDraft}  # 002: conspiracies come from the draft


def moment_of(action_type: str) -> str | None:
    allowed = ACTIONS[action_type].allowed
    return next((name for name, opening in MOMENTS if opening.search(allowed)), None)


def example(action_type: str) -> dict:
    """A well-formed action of the type: its required fields at plausible values."""
    out: dict = {"type": action_type}
    for field in ACTIONS[action_type].fields:
        if not field.required:
            continue
        if isinstance(field, Seat):
            out[field.name] = 1
        elif isinstance(field, Int):
            out[field.name] = max(field.lo if field.lo is not None else 0, 1)
        elif isinstance(field, Bool):
            out[field.name] = False
        elif isinstance(field, Text):
            out[field.name] = field.choices[0] if field.choices else "Ann"
        elif isinstance(field, Name):
            out[field.name] = "Ann"
        elif isinstance(field, ListOf):
            out[field.name] = []
    out.update(EXAMPLES.get(action_type, {}))
    decode(dict(out))  # well formed: a refusal is about the moment
    return out


def refusal(session: Session, action: dict) -> EngineError | None:
    before = json.dumps([session.state(), session.log])
    try:
        session.apply(action)
    except EngineError as error:
        assert json.dumps([session.state(), session.log]) == before
        return error
    return None


def ended_game() -> Session:
    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    s.apply({"type": "end_game", "winner": 0})
    return s


@pytest.mark.parametrize("action_type", sorted(ACTIONS))
def test_every_allowed_text_opens_with_a_moment_the_walk_reads(action_type):
    assert moment_of(action_type), f"{action_type}: {ACTIONS[action_type].allowed!r}"


@pytest.mark.parametrize("action_type", sorted(t for t in ACTIONS if moment_of(t) == "game"))
def test_an_action_of_a_running_game_is_refused_before_any_game_and_after_it_ended(action_type):
    action = example(action_type)
    before = refusal(Session(random.Random(1)), dict(action))
    assert isinstance(before, (NoGame, SET_UP_FIRST.get(action_type, NoGame))), (
        action_type,
        before,
    )
    after = refusal(ended_game(), dict(action))
    assert isinstance(after, (GameOver, NoGame, SET_UP_FIRST.get(action_type, NoGame))), (
        action_type,
        after,
    )


@pytest.mark.parametrize("action_type", sorted(t for t in ACTIONS if moment_of(t) == "commander"))
def test_a_commander_action_is_refused_in_a_casual_game(action_type):
    s = Session(random.Random(1))
    s.apply({"type": "new_game", "players": ["Ann", "Bob"]})
    assert isinstance(refusal(s, example(action_type)), NoCommanders)
    assert isinstance(refusal(Session(random.Random(1)), example(action_type)), NoGame)


NONE_OF_IT = {"match": NoMatch, "draft": NoDraft, "tournament": NoTournament}


@pytest.mark.parametrize("action_type", sorted(t for t in ACTIONS if moment_of(t) in NONE_OF_IT))
def test_a_match_draft_or_tournament_action_is_refused_when_there_is_none(action_type):
    error = refusal(Session(random.Random(1)), example(action_type))
    assert isinstance(error, NONE_OF_IT[moment_of(action_type)]), (action_type, error)


@pytest.mark.parametrize("action_type", sorted(t for t in ACTIONS if moment_of(t) == "any_time"))
def test_an_action_allowed_any_time_is_taken_in_an_empty_session(action_type):
    assert refusal(Session(random.Random(1)), example(action_type)) is None


# --- the docs' tables ------------------------------------------------------------------------


def table_rows() -> list[tuple[Path, str, str]]:
    """(doc, first cell, last cell) of every row of a "when ... allowed" table."""
    rows = []
    for doc in DOCS:
        section = doc.read_text(encoding="utf-8").split("## When each", 1)[1].split("\n## ", 1)[0]
        for line in section.splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if line.startswith("|") and len(cells) >= 4 and not set(cells[0]) <= set("-: "):
                rows.append((doc, cells[0], cells[-1]))
    return rows


def test_every_action_has_a_row_in_the_docs_tables():
    named = set()
    for _, first, _ in table_rows():
        named.update(re.findall(r"`([a-z_]+)`", first))
    broad = {"counters"}  # a row about a kind of action names it in words
    missing = sorted(set(ACTIONS) - named - broad)
    assert not missing, f"no docs row says when these are allowed: {missing}"


def test_every_test_a_docs_row_names_exists():
    tests_dir = REPO / "tests"
    sources = {p.name: p.read_text(encoding="utf-8") for p in tests_dir.rglob("test_*.py")}
    missing = []
    for doc, _, last in table_rows():
        for file_name, test_name in re.findall(
            r"`(?:tests/[\w/]+/)?(test_\w+\.py)::(test_\w+)`", last
        ):
            if file_name not in sources or f"def {test_name}(" not in sources[file_name]:
                missing.append(f"{doc.name}: {file_name}::{test_name}")
    assert not missing, "\n".join(missing)

"""A game saved by one release opens in every later one, with the same table (issue 17, 6;
issue 33, 1).

``tests/engine/saved_logs/`` holds logs saved by every release, ``<release>-<kind>-<n>.jsonl``
(``tools/record_log_fixtures.py --checkout`` made them from that release's own commit: its
engine played its own tests, every game format and feature, every action type it had, and
the games of ``saved_logs/moments/``, the moments a later reading refused) with the state
that release's engine replayed each to, ``releases.json`` naming the releases and the reading
each wrote (the ``r1-*`` logs were made the same way at de39bb2, before the first was named). Every later engine must read each log through ``engine.log`` (its header, any
migration) and show what it showed: every value the old state held is the same now (a later
release may add fields, or add to the end of a text such as an export, never change or
drop one). A rules correction that changes what a
recorded action means must keep the old reading for logs recorded under it (the header's
``rules``), or migrate them explicitly.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from engine.log import replay_lines
from engine.registry import ACTIONS
from engine.rules import RULES
from engine.table_file import read_table_file

SAVED = Path(__file__).parent / "saved_logs"
LOGS = sorted(SAVED.glob("*.jsonl"))
RELEASES = json.loads((SAVED / "releases.json").read_text("utf-8"))["releases"]
MOMENTS = sorted((SAVED / "moments").glob("*.jsonl"))
TABLE_FILES = sorted(SAVED.glob("*.table.json"))
# logs recorded before releases were named by their commit (de39bb2, reading 1)
UNNAMED = "r1"


def release_of(log: Path) -> str:
    return log.name.split("-")[0]


def reading_of(log: Path) -> int:
    """The reading its header names (none: 1, the first release's)."""
    return json.loads(log.read_text("utf-8").splitlines()[0]).get("rules", 1)


def types_in(logs) -> set[str]:
    return {
        json.loads(line)["type"] for log in logs for line in log.read_text("utf-8").splitlines()[1:]
    }


# What the app reads as a hint for its own buttons, not what the table shows: whether an undo
# asks first changed when more actions became starts (a draft, a match, a round).
HINTS = {"undo_asks_first"}


def differences(old, new, path="state"):
    """Where ``new`` does not keep what ``old`` held (new keys are allowed)."""
    if isinstance(old, dict):
        if not isinstance(new, dict):
            return [f"{path}: was an object, now {new!r:.80}"]
        out = []
        for key, value in old.items():
            if key in HINTS:
                continue
            if key not in new:
                out.append(f"{path}.{key}: gone")
            else:
                out += differences(value, new[key], f"{path}.{key}")
        return out
    if isinstance(old, list):
        if not isinstance(new, list) or len(new) != len(old):
            return [f"{path}: was {old!r:.120}, now {new!r:.120}"]
        return [
            d for i, (a, b) in enumerate(zip(old, new)) for d in differences(a, b, f"{path}[{i}]")
        ]
    if isinstance(old, str) and isinstance(new, str) and new.startswith(old.rstrip("\n")):
        return []  # a text a later release adds to (an export with the play-off after it)
    return [] if old == new else [f"{path}: was {old!r:.120}, now {new!r:.120}"]


def test_the_saved_logs_cover_every_format_and_every_action_type_of_their_release():
    assert LOGS, "no saved logs"
    kinds = {log.name.split("-")[1] for log in LOGS}
    assert {"casual", "commander", "conspiracy", "hells_half_draft"} <= kinds
    types = types_in(LOGS)
    assert len(types) >= 74 and types <= set(ACTIONS), sorted(types - set(ACTIONS))


def test_the_releases_are_the_first_the_previous_and_every_one_since():
    named = [r["release"] for r in RELEASES]
    assert named[:3] == ["80f3459", "ae9b5c0", "a355192"], named
    assert len(set(named)) == len(named)
    assert [r["rules"] for r in RELEASES[:3]] == [1, 3, 3]
    assert all(a["rules"] <= b["rules"] <= RULES for a, b in itertools.pairwise(RELEASES))


@pytest.mark.parametrize("release", RELEASES, ids=[r["release"] for r in RELEASES])
def test_every_release_has_saved_games_of_every_action_type_it_had(release):
    """Each release's own games: every action type it registered, and a game under the
    reading it wrote (a release with no fixtures, or a type none of them holds, is a
    release or a type a later engine could break unseen)."""
    logs = [log for log in LOGS if release_of(log) == release["release"]]
    assert logs, (
        f"no saved games of {release['release']}: record them (tools/record_log_fixtures.py)"
    )
    missing = sorted(set(release["actions"]) - types_in(logs))
    assert not missing, f"{release['release']}'s saved games hold no {missing}"
    assert release["rules"] in {reading_of(log) for log in logs}
    assert all(reading_of(log) <= release["rules"] for log in logs)


def test_every_saved_game_is_of_a_release_in_the_manifest():
    assert {release_of(log) for log in LOGS} <= {r["release"] for r in RELEASES} | {UNNAMED}


def test_every_reading_before_the_current_one_has_saved_games():
    """A reading no saved game carries is a reading whose meaning nothing holds: when RULES
    goes up, the release that wrote the reading before it must have been recorded."""
    held = {reading_of(log) for log in LOGS}
    assert set(range(1, RULES)) <= held, sorted(set(range(1, RULES)) - held)
    assert held <= set(range(1, RULES + 1))


@pytest.mark.parametrize("moment", MOMENTS, ids=[m.stem for m in MOMENTS])
def test_every_moment_was_played_by_the_releases_that_allowed_it(moment):
    """A game at a moment a later reading refuses, saved by a release before that reading:
    the corpus holds it as that release saved it (the previous release's reading-3 games
    among them: issue 33)."""
    saved = sorted(log.name for log in SAVED.glob(f"*-moment-{moment.stem}.jsonl"))
    assert saved, f"no release's game of {moment.name}: record it (tools/record_log_fixtures.py)"


def test_the_previous_releases_reading_3_games_at_issue_23s_moments_are_kept():
    """Issue 33: ae9b5c0 wrote reading 3 and accepted these; a355192 refused them there."""
    for moment in (
        "time-called-in-added-time",
        "conspiracy-face-up-before-a-game",
        "team-match-two-wins",
    ):
        log = SAVED / f"ae9b5c0-moment-{moment}.jsonl"
        assert reading_of(log) == 3


@pytest.mark.parametrize("log", LOGS, ids=[log.stem for log in LOGS])
def test_a_saved_log_opens_and_shows_what_it_showed(log):
    session = replay_lines(log.read_text("utf-8").splitlines())
    then = json.loads(Path(f"{log.with_suffix('')}.state.json").read_text("utf-8"))
    now = json.loads(json.dumps(session.state()))
    changed = differences(then, now)
    assert not changed, f"{log.name} shows something else now:\n" + "\n".join(changed[:20])


@pytest.mark.parametrize(
    "file", TABLE_FILES, ids=[f.name.removesuffix(".table.json") for f in TABLE_FILES]
)
def test_a_saved_table_file_opens_and_shows_what_it_showed(file):
    """The same games as the table files their release carried to another phone (since
    a355192): today's reader takes each whole and shows the table that release showed."""
    carried = read_table_file(file.read_bytes())
    then = json.loads(
        Path(f"{str(file).removesuffix('.table.json')}.state.json").read_text("utf-8")
    )
    changed = differences(then, json.loads(json.dumps(carried.session.state())))
    assert not changed, f"{file.name} shows something else now:\n" + "\n".join(changed[:20])


def test_every_release_that_writes_table_files_has_them_for_its_games():
    named = [r["release"] for r in RELEASES]
    for release in named[named.index("a355192") :]:  # the first to write table files
        logs = {log.stem for log in LOGS if release_of(log) == release}
        files = {
            f.name.removesuffix(".table.json") for f in TABLE_FILES if release_of(f) == release
        }
        assert logs == files, (release, sorted(logs ^ files)[:5])

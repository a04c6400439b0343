"""Keep the games a release saves as fixtures, so that every later engine must open them.

Runs a release's own engine tests, with that release's engine, with every Session they make
watched, and keeps, per game format and feature, the fewest logs that together hold every
action type the tests use. Each log is written as
``tests/engine/saved_logs/<release>-<kind>-<n>.jsonl`` exactly as that release saved it (its
own ``engine.log.dump_lines``: its header, with the log version and rules reading it wrote,
then one action a line) with the state that release's engine replayed it to in
``<release>-<kind>-<n>.state.json``; a release that writes table files (a355192 on) also
writes each as the table file it would carry to another phone, ``<release>-<kind>-<n>.table.json``.
With ``--journeys``, the release's browser tests (all, or those ``--journeys K`` selects as
pytest's ``-k``) also run against its own built site (built first if ``build/site`` is
missing, with this checkout's node_modules when it has none), and the games they leave in
the app's IndexedDB (``tools/journey_harvest.py``: the session on the table and the archived
ones, as "Download the game log" writes them, with the app's own header and time stamps)
are kept the same way, ``<release>-journey-<kind>-<n>``. Then each game of ``saved_logs/moments/`` (what the
players sent at moments a later rules reading refuses) is played through the release's
engine as a new game there, and kept as ``<release>-moment-<name>`` where that release
accepted every action of it. The release is entered in ``saved_logs/releases.json`` with the
reading it writes and the action types it had. ``tests/engine/test_saved_logs.py`` replays
every fixture with today's engine, compares the table with the one its release showed, and
checks the manifest: every release there has fixtures holding every action type it had and
the reading it wrote, and every reading before the current one has a fixture.

Adding the next release's fixtures: once the release is committed (main's head, say), from
any checkout of the project with its .venv,

    git worktree add --detach /tmp/rel-SHA SHA
    .venv/bin/python tools/record_log_fixtures.py --checkout /tmp/rel-SHA
    git worktree remove /tmp/rel-SHA

then commit ``tests/engine/saved_logs/`` (the new ``SHA-*`` files and releases.json). At the
release's own head the first and last lines are not needed: ``--checkout`` defaults to this
checkout's HEAD, so ``.venv/bin/python tools/record_log_fixtures.py`` is the whole command.
The release's name in the file names is the checkout's commit (7 hex digits) unless
``--release`` names it. It stops, writing nothing, if that release's engine tests fail.

Record every release. An existing fixture is never rewritten (a test's unseeded dice would
change it), so running it again for a recorded release only adds what is missing, such as a
moment added since. Never edit an older release's fixtures to make a test pass: an old game
that no longer opens, or shows another table, is a bug in the new engine (a change that
needed a new rules reading, ``engine/rules.py``), or a reason for an explicit migration.
When a new reading refuses something, add the game at that moment to ``saved_logs/moments/``
(the actions as the app sends them) and run this for the releases before it (they accept
it), so the corpus holds their games at that moment.

The tests run in a copy of the checkout's committed engine/, tests/, pwa/, tools/ and
pyproject.toml and docs (an engine test reads the format docs' tables) (``git archive HEAD``: what the release holds, not uncommitted edits) in a
temporary folder with no ``../shared`` beside it, so no log holds a card of the Hellscube
registry (its data stays in ../shared and is never copied into the project). The ``r1-*``
fixtures were made the same way at de39bb2 (between the first release and ae9b5c0), from
this checkout's tests only.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "engine" / "saved_logs"
MANIFEST = OUT / "releases.json"
# Games at the moments a later reading refused (what a player sent, one action a line): each
# is played through the release's engine as a new game there, and kept as
# ``<release>-moment-<name>`` where that release accepted every action of it.
MOMENTS = OUT / "moments"
# When the table files were "saved" (a fixed time, so a file is the same whenever it is made).
SAVED_AT = "2026-11-28T00:00:00Z"
# Logs larger than this are not kept (a few tests build a 700-card pool).
LARGEST = 400_000


class Watch:
    """A pytest plugin: every Session made during a test, saved as its release saves it at the
    test's end."""

    def __init__(self, session_class, dump_lines):
        self.logs: list[tuple[str, str]] = []
        self.live: list = []
        original = session_class.__init__
        watch = self
        self.dump_lines = dump_lines

        def init(session, *args, **kwargs):
            original(session, *args, **kwargs)
            watch.live.append(session)

        session_class.__init__ = init

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item):
        self.live = []
        yield
        for session in self.live:
            if session.log:
                self.logs.append((item.nodeid, self.dump_lines(session)))


def action_types(text: str) -> set[str]:
    return {json.loads(line)["type"] for line in text.splitlines()[1:] if line.strip()}


def kind(text: str) -> str:
    log = [json.loads(line) for line in text.splitlines()[1:] if line.strip()]
    formats = [a.get("format", "casual") for a in log if a.get("type") == "new_game"]
    features = sorted(
        {
            a["type"].split("_")[0]
            for a in log
            if a["type"].split("_")[0]
            in ("hell", "contraptions", "draft", "match", "tournament", "conspiracy")
        }
    )
    return "-".join([formats[0] if formats else "no-game", *features])


def choose(candidates: list[tuple[str, set[str], str]]) -> dict[str, str]:
    """Per kind, greedily the logs that add the most action types not yet held (and at
    least one of every kind)."""
    chosen: dict[str, str] = {}
    held: set[str] = set()
    for k in sorted({k for k, _, _ in candidates}):
        best = max(
            (c for c in candidates if c[0] == k), key=lambda c: (len(c[1] - held), -len(c[2]))
        )
        chosen[f"{k}-1"] = best[2]
        held |= best[1]
    n = 1
    while True:
        gain, best = max(
            ((len(types - held), (k, text)) for k, types, text in candidates),
            default=(0, ("", "")),
            key=lambda g: (g[0], -len(g[1][1])),
        )
        if not gain:
            break
        n += 1
        chosen[f"{best[0]}-{n}"] = best[1]
        held |= action_types(best[1])
    return chosen


def release_name(checkout: Path) -> str:
    return subprocess.run(
        ["git", "-C", str(checkout), "rev-parse", "--short=7", "HEAD"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def load_engine(checkout: Path) -> Path:
    """Unpack the checkout's committed engine, its tests and what they read (the view's
    sources, tools) where no ../shared is, and import that engine."""
    work = Path(tempfile.mkdtemp(prefix="tk-saved-logs-")) / "checkout"
    work.mkdir()
    parts = [
        p
        for p in ("engine", "tests", "pwa", "tools", "docs", "pyproject.toml")
        if subprocess.run(
            ["git", "-C", str(checkout), "cat-file", "-e", f"HEAD:{p}"], capture_output=True
        ).returncode
        == 0
    ]
    archive = subprocess.run(
        ["git", "-C", str(checkout), "archive", "HEAD", *parts], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(work)], input=archive, check=True)
    shutil.rmtree(work / "tests" / "engine" / "saved_logs", ignore_errors=True)
    (work / "tests" / "engine" / "test_saved_logs.py").unlink(missing_ok=True)
    assert not (work.parent / "shared").exists()
    sys.path.insert(0, str(work))
    for name in [m for m in sys.modules if m == "engine" or m.startswith("engine.")]:
        del sys.modules[name]
    import engine

    assert Path(engine.__file__).resolve().is_relative_to(work), engine.__file__
    return work


def play_journeys(checkout: Path, selection: str) -> list[tuple[str, str]]:
    """The games the release's browser tests leave in the app's IndexedDB (tools/journey_harvest.py),
    played against the release's own built site (built here first if it is not)."""
    if not (checkout / "build" / "site").exists():
        if not (checkout / "node_modules").exists():  # the vendored runtime the build copies
            (checkout / "node_modules").symlink_to(ROOT / "node_modules")
        subprocess.run([sys.executable, "tools/build.py"], cwd=checkout, check=True)
    out = Path(tempfile.mkdtemp(prefix="tk-journeys-")) / "logs.json"
    env = {
        **os.environ,
        "TK_HARVEST": str(out),
        "PYTHONPATH": os.pathsep.join([str(checkout), str(ROOT / "tools")]),
    }
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "journey_harvest",
        "tests/browser",
        *(["-k", selection] if selection else []),
    ]
    subprocess.run(command, cwd=checkout, env=env)  # a journey that fails still leaves its games
    return [tuple(pair) for pair in json.loads(out.read_text("utf-8"))] if out.exists() else []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--checkout",
        type=Path,
        default=ROOT,
        help="the release's checkout (a git worktree at its commit); default: this one",
    )
    parser.add_argument(
        "--release", help="the release's name in the file names (default: its commit)"
    )
    parser.add_argument(
        "--journeys",
        nargs="?",
        const="",
        metavar="K",
        help="also keep the games the release's browser tests leave in the app's "
        "IndexedDB (those pytest -k K selects; all without K)",
    )
    args = parser.parse_args()
    checkout = args.checkout.resolve()
    release = args.release or release_name(checkout)
    work = load_engine(checkout)

    from engine import Session
    from engine.log import dump_lines, header, replay_lines
    from engine.registry import ACTIONS

    write_table_file = None  # the table file, since a355192
    if (work / "engine" / "table_file.py").exists():  # (an import would find this checkout's)
        from engine.table_file import write_table_file
    watch = Watch(Session, dump_lines)
    code = pytest.main(
        [
            "-q",
            "-p",
            "no:cacheprovider",
            "-x",
            str(work / "tests" / "engine"),
            "--hypothesis-profile=default",
            "-k",
            "not fuzz and not properties",
        ],
        plugins=[watch],
    )
    if code not in (0, 5):
        print(f"{release}'s engine tests failed: no fixtures written", file=sys.stderr)
        return 1

    def replays(text: str) -> dict | None:
        try:
            return json.loads(json.dumps(replay_lines(text.splitlines()).state()))
        except Exception:  # a test's session may have been cut (truncate) or hand-made
            return None

    candidates = [
        (kind(text), action_types(text), text)
        for _, text in watch.logs
        if len(text) <= LARGEST and replays(text) is not None
    ]
    chosen = choose(candidates)
    if args.journeys is not None:
        journeys = [
            (kind(text), action_types(text), text)
            for _, text in play_journeys(checkout, args.journeys)
            if len(text) <= LARGEST and replays(text) is not None
        ]
        chosen.update({f"journey-{name}": text for name, text in choose(journeys).items()})
    refused = []
    for path in sorted(MOMENTS.glob("*.jsonl")):
        session = Session(random.Random(7))
        try:
            for line in path.read_text("utf-8").splitlines():
                session.apply(json.loads(line))
        except Exception as error:  # not a game this release could save
            refused.append(f"{path.stem} ({type(error).__name__})")
            continue
        chosen[f"moment-{path.stem}"] = dump_lines(session)
    OUT.mkdir(parents=True, exist_ok=True)
    held: set[str] = set()
    readings = set()
    kept = 0
    for name, text in chosen.items():
        stem = OUT / f"{release}-{name}"
        log = stem.with_suffix(".jsonl")
        if log.exists():  # never rewritten: a test's unseeded dice differ each run
            text = log.read_text("utf-8")
            kept += 1
        else:
            log.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
            Path(f"{stem}.state.json").write_text(
                json.dumps(replays(text), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                encoding="utf-8",
            )
        table_file = Path(f"{stem}.table.json")
        if write_table_file is not None and not table_file.exists():
            table_file.write_text(
                write_table_file(replay_lines(text.splitlines()), saved_at=SAVED_AT),
                encoding="utf-8",
            )
        held |= action_types(text)
        readings.add(json.loads(text.splitlines()[0]).get("rules", 1))
    missing = sorted(set(ACTIONS) - held)
    manifest = json.loads(MANIFEST.read_text("utf-8")) if MANIFEST.exists() else {"releases": []}
    entry = {"release": release, "rules": header().get("rules", 1), "actions": sorted(ACTIONS)}
    known = [r["release"] for r in manifest["releases"]]
    if release in known:  # recorded again: kept in its place, the releases in order
        manifest["releases"][known.index(release)] = entry
    else:
        manifest["releases"].append(entry)
    MANIFEST.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    print(
        f"{release}: {len(chosen)} logs ({kept} kept as they were), {len(held)} of {len(ACTIONS)} action types, readings "
        f"{sorted(readings)}; not used by any of its tests: {missing}; moments it refused: "
        f"{', '.join(refused) or 'none'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

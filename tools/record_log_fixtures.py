"""Keep logs saved by this release as fixtures, so that every later engine must open them.

Runs the engine's own tests with every Session they make watched, and keeps, per game
format and feature, the fewest logs that together hold every action type the tests use. Each
log is written as ``tests/engine/saved_logs/<name>.jsonl`` (the header, then one action a
line, as the app and ``python -m engine replay`` save it) with the state it replays to in
``<name>.state.json``. ``tests/engine/test_saved_logs.py`` replays them all.

    python tools/record_log_fixtures.py [--release NAME]

Run it once per release that changes the log or the rules (the release name goes into the
file names), never to "update" an older fixture: an old fixture that no longer opens is a
bug in the new engine, or a reason for a migration.

The tests run in a copy of engine/ and tests/engine/ in a temporary folder with no
``../shared`` beside it, so no log holds a card of the Hellscube registry (its data stays
in ../shared and is never copied into the project).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORK = Path(tempfile.mkdtemp(prefix="tk-saved-logs-")) / "checkout"
for part in ("engine", "tests/engine"):
    shutil.copytree(ROOT / part, WORK / part, ignore=shutil.ignore_patterns("__pycache__", "saved_logs", "test_saved_logs.py"))
sys.path.insert(0, str(WORK))

from engine import Session  # noqa: E402
from engine.actions import ACTIONS  # noqa: E402
from engine.log import header  # noqa: E402

OUT = ROOT / "tests" / "engine" / "saved_logs"


class Watch:
    """A pytest plugin: every Session made during a test, its log kept at the test's end."""

    def __init__(self):
        self.logs: list[tuple[str, list[dict]]] = []
        self.live: list = []
        original = Session.__init__
        watch = self

        def init(session, *args, **kwargs):
            original(session, *args, **kwargs)
            watch.live.append(session)

        Session.__init__ = init

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item):
        self.live = []
        yield
        for session in self.live:
            if session.log:
                self.logs.append((item.nodeid, list(session.log)))


def kind(log: list[dict]) -> str:
    formats = [a.get("format", "casual") for a in log if a.get("type") == "new_game"]
    features = sorted({a["type"].split("_")[0] for a in log if a["type"].split("_")[0] in
                       ("hell", "contraptions", "draft", "match", "tournament", "conspiracy")})
    return "-".join([formats[0] if formats else "no-game", *features])


def replays(log: list[dict]) -> dict | None:
    try:
        return Session.replay(log).state()
    except Exception:                 # a test's session may have been cut (truncate) or hand-made
        return None


def choose(logs: list[tuple[str, list[dict]]]) -> dict[str, list[dict]]:
    """Per kind, greedily the logs that add the most action types not yet held (and at
    least one of every kind)."""
    chosen: dict[str, list[dict]] = {}
    held: set[str] = set()
    candidates = []
    for nodeid, log in logs:
        if len(json.dumps(log)) > 400_000 or replays(log) is None:
            continue
        candidates.append((kind(log), {a["type"] for a in log}, log))
    for k in sorted({k for k, _, _ in candidates}):
        best = max((c for c in candidates if c[0] == k), key=lambda c: (len(c[1] - held), -len(c[2])))
        chosen[f"{k}-1"] = best[2]
        held |= best[1]
    n = 1
    while True:
        gain, best = max(((len(types - held), (k, log)) for k, types, log in candidates), default=(0, None),
                         key=lambda g: (g[0], -len(g[1][1])))
        if not gain:
            break
        n += 1
        chosen[f"{best[0]}-{n}"] = best[1]
        held |= {a["type"] for a in best[1]}
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", default="r1", help="the release's name in the file names")
    args = parser.parse_args()
    watch = Watch()
    assert not (WORK.parent / "shared").exists()
    code = pytest.main(["-q", "-p", "no:cacheprovider", "-x", str(WORK / "tests" / "engine"),
                        "--hypothesis-profile=default", "-k", "not fuzz and not properties"], plugins=[watch])
    if code not in (0, 5):
        print("the engine tests failed: no fixtures written", file=sys.stderr)
        return 1
    chosen = choose(watch.logs)
    OUT.mkdir(parents=True, exist_ok=True)
    held = set()
    for name, log in chosen.items():
        stem = OUT / f"{args.release}-{name}"
        lines = [json.dumps(header(), ensure_ascii=False)] + [json.dumps(a, ensure_ascii=False) for a in log]
        stem.with_suffix(".jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        Path(f"{stem}.state.json").write_text(json.dumps(replays(log), ensure_ascii=False, indent=1, sort_keys=True)
                                              + "\n", encoding="utf-8")
        held |= {a["type"] for a in log}
    missing = sorted(set(ACTIONS) - held)
    print(f"{len(chosen)} logs, {len(held)} of {len(ACTIONS)} action types; not used by any test: {missing}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

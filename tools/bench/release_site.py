#!/usr/bin/env python3
"""An earlier release of the app, built from git, for the bench to start beside this one
(measured side by side, in the same browser, as a player would compare them).

    .venv/bin/python tools/bench/release_site.py 80f3459        # prints the built site's path
    .venv/bin/python tools/bench/paired.py @80f3459 build/site  # paired.py builds it itself

The release is checked out into ``build/releases/<commit>/`` (a detached git worktree of this
repository), its own pinned npm packages installed there (``npm ci``, from npm's cache when
it has them) and its own ``tools/build.py`` run; a release built once is reused.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RELEASES = ROOT / "build" / "releases"


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout.strip()


def release_site(rev: str) -> Path:
    """The built site of release ``rev`` (a commit, tag or branch), built if it is not yet."""
    commit = git("rev-parse", "--verify", f"{rev}^{{commit}}")
    tree = RELEASES / commit[:12]
    site = tree / "build" / "site"
    if (site / "index.html").is_file():
        return site
    if not (tree / ".git").exists():
        RELEASES.mkdir(parents=True, exist_ok=True)
        git("worktree", "prune")  # (one whose folder `make clean` removed)
        git("worktree", "add", "--force", "--detach", str(tree), commit)
    npm = ["npm", "ci", "--no-audit", "--no-fund"]
    if subprocess.run([*npm, "--prefer-offline"], cwd=tree, capture_output=True).returncode != 0:
        subprocess.run(npm, cwd=tree, check=True, capture_output=True)
    subprocess.run([sys.executable, "tools/build.py"], cwd=tree, check=True, capture_output=True)
    return site


def site_argument(text: str) -> Path:
    """A bench's site argument: a built site's folder, or ``@REV`` for a release built from git."""
    return release_site(text[1:]) if text.startswith("@") else Path(text)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    print(release_site(sys.argv[1]))

"""The Chromium every browser run of this project uses (the browser tests, the bench, the
screens): Debian's ``chromium`` where the system has one, with the arguments these machines
need; ``None`` otherwise, and Playwright then launches the browser ``playwright install``
downloaded (on a user's machine)."""

from __future__ import annotations

import os
import shutil

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def system_chromium() -> str | None:
    for candidate in (
        "/usr/bin/chromium",
        shutil.which("chromium"),
        shutil.which("chromium-browser"),
    ):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None

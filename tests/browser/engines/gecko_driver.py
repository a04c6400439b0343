"""Gecko, as in Firefox on Android: Firefox ESR (Debian's firefox-esr), headless, over
WebDriver BiDi, driven by puppeteer-core (npm, pinned in package.json) in a small Node
process, ``gecko_bridge.mjs``, that takes one JSON command a line. No geckodriver.

The page is a 360x740 touch phone (puppeteer's viewport with ``hasTouch``); a tap is a touch."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

from journey import Phone

ROOT = Path(__file__).resolve().parents[3]
BRIDGE = Path(__file__).with_name("gecko_bridge.mjs")
STEP_TIMEOUT_MS = int(os.environ.get("TK_READY_TIMEOUT_MS", "60000"))


def firefox() -> str | None:
    for name in ("firefox-esr", "firefox"):
        found = shutil.which(name)
        if found:
            return found
    return None


def missing() -> str | None:
    """Why Gecko cannot run here, or None."""
    if not firefox():
        return "Firefox is missing (Debian: apt-get install firefox-esr)"
    if not shutil.which("node"):
        return "Node.js is missing (it runs puppeteer-core)"
    if not (ROOT / "node_modules" / "puppeteer-core" / "package.json").is_file():
        return "puppeteer-core is not installed (npm ci, or make setup)"
    return None


class GeckoPhone(Phone):
    name = "gecko"

    def __init__(self):
        self._next = 0
        self._process = subprocess.Popen(
            ["node", str(BRIDGE), firefox()],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            start_new_session=True,
        )
        self.version = self._send("launch")

    def _send(self, op: str, **args):
        self._next += 1
        self._process.stdin.write(json.dumps({"id": self._next, "op": op, **args}) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the Gecko bridge ended (exit {self._process.poll()})")
        answer = json.loads(line)
        assert answer["id"] == self._next, answer
        if "error" in answer:
            first_lines = "\n".join(answer["error"].splitlines()[:3])  # the message, not the stack
            raise AssertionError(f"gecko {op} {args}: {first_lines}")
        return answer["value"]

    # --- the primitives ---------------------------------------------------------------------------

    def goto(self, url: str) -> None:
        self._send("goto", url=url, timeout=60_000)

    def reload(self) -> None:
        self._send("reload", timeout=60_000)

    def evaluate(self, expression: str):
        return self._send("evaluate", expression=f"({expression})")

    def tap(self, testid: str) -> None:
        self._send("tap", testid=testid, timeout=STEP_TIMEOUT_MS)

    def type(self, testid: str, text: str) -> None:
        self._send("type", testid=testid, text=text, timeout=STEP_TIMEOUT_MS)

    def select(self, testid: str, value: str) -> None:
        self._send("select", testid=testid, value=value, timeout=STEP_TIMEOUT_MS)

    def upload(self, testid: str, path: str) -> None:
        self._send("upload", testid=testid, path=str(path), timeout=STEP_TIMEOUT_MS)

    def errors(self) -> list[str]:
        return self._send("errors")

    def close(self) -> None:
        if self._process.poll() is None:
            try:
                self._send("close")
            except (RuntimeError, AssertionError, BrokenPipeError, ValueError):
                pass
            try:
                self._process.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self._process.pid, 9)

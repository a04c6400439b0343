"""WebKit, as in Safari on an iPhone: WebKitGTK's MiniBrowser in automation mode under a
virtual X display, driven by Selenium through WebKitWebDriver (Debian's webkit2gtk-driver).

MiniBrowser has no phone mode: it is a desktop window with a toolbar that keeps it at least
447 px wide. A GTK style sheet (given through ``XDG_CONFIG_HOME``; it styles only GTK's own
widgets, never the page) shrinks the toolbar to nothing, and the window is then sized so the
page gets 360x740. There is no touch in MiniBrowser: a tap is WebDriver's click, which the
page receives as pointer events of a mouse."""

from __future__ import annotations

import glob
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from journey import STEP_TIMEOUT_S, Phone

WIDTH, HEIGHT = 360, 740
SHRUNK_TOOLBAR = """* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0;
    font-size: 1px; -gtk-icon-transform: scale(0.01); }
"""

WATCH_ERRORS = """(() => {
  if (window.tkSeenErrors) return true;
  const seen = window.tkSeenErrors = [];
  addEventListener("error", (e) => seen.push(`pageerror: ${e.message}`));
  addEventListener("unhandledrejection", (e) => seen.push(`unhandled rejection: ${e.reason}`));
  const logError = console.error.bind(console);
  console.error = (...args) => { seen.push(`console: ${args.join(" ")}`); logError(...args); };
  return true;
})()"""


def minibrowser() -> str | None:
    for pattern in (
        "/usr/lib/*/webkit2gtk-4.*/MiniBrowser",
        "/usr/libexec/webkit2gtk-4.*/MiniBrowser",
        "/usr/lib/webkit2gtk-4.*/MiniBrowser",
    ):
        found = sorted(glob.glob(pattern))
        if found:
            return found[-1]
    return None


def missing() -> str | None:
    """Why WebKit cannot run here, or None."""
    if importlib.util.find_spec("selenium") is None:
        return "Selenium is not installed (make venv)"
    if not shutil.which("WebKitWebDriver"):
        return "WebKitWebDriver is missing (Debian: apt-get install webkit2gtk-driver)"
    if not minibrowser():
        return "WebKitGTK's MiniBrowser is missing (Debian: apt-get install webkit2gtk-driver)"
    if not os.environ.get("DISPLAY") and not shutil.which("xvfb-run"):
        return "no display and no xvfb-run (Debian: apt-get install xvfb)"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebKitPhone(Phone):
    name = "webkit"

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.remote.client_config import ClientConfig
        from selenium.webdriver.remote.file_detector import UselessFileDetector
        from selenium.webdriver.remote.remote_connection import RemoteConnection
        from selenium.webdriver.webkitgtk.options import Options

        self._config = tempfile.mkdtemp(prefix="tk-webkit-")
        Path(self._config, "gtk-3.0").mkdir()
        Path(self._config, "gtk-3.0", "gtk.css").write_text(SHRUNK_TOOLBAR, encoding="utf-8")
        port = free_port()
        command = ["WebKitWebDriver", f"--port={port}"]
        if shutil.which("xvfb-run"):
            command = ["xvfb-run", "-a", "-s", "-screen 0 1024x1024x24"] + command
        env = dict(os.environ, XDG_CONFIG_HOME=self._config)
        self._driver_process = subprocess.Popen(
            command,
            env=env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), 0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or self._driver_process.poll() is not None:
                    self.close()
                    raise RuntimeError("WebKitWebDriver did not start")
                time.sleep(0.1)
        options = Options()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        connection = RemoteConnection(
            client_config=ClientConfig(remote_server_addr=f"http://127.0.0.1:{port}")
        )
        # a file is given by its path as it is: the driver runs on this machine
        self.driver = webdriver.Remote(
            command_executor=connection, options=options, file_detector=UselessFileDetector()
        )
        self.driver.set_script_timeout(60)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def fit_window(self) -> None:
        """Size the window so that the page itself is 360x740 (the toolbar's height on top)."""
        self.driver.set_window_size(WIDTH, HEIGHT)
        inner = self.evaluate("[innerWidth, innerHeight]")
        if inner != [WIDTH, HEIGHT]:
            self.driver.set_window_size(WIDTH + WIDTH - inner[0], HEIGHT + HEIGHT - inner[1])

    # --- the primitives ---------------------------------------------------------------------------

    def goto(self, url: str) -> None:
        self.driver.get(url)
        self._watch_errors()

    def reload(self) -> None:
        self.driver.refresh()
        self._watch_errors()

    def _watch_errors(self) -> None:
        """WebKitWebDriver gives no console log and cannot run a script before the page's own,
        so errors are watched from the moment the page has loaded: uncaught errors, rejected
        promises nobody handled and console errors of the page (not of its worker)."""
        self.evaluate(WATCH_ERRORS)

    def errors(self) -> list[str]:
        return self.evaluate("(window.tkSeenErrors || []).splice(0)")

    def evaluate(self, expression: str):
        return self.driver.execute_script(f"return ({expression});")

    def _on_element(self, testid: str, act, timeout: float = STEP_TIMEOUT_S):
        """Find the element and act on it, as Playwright does: until it is there and takes the
        input. The view redraws a sheet after each answer of the engine, so a button found a
        moment ago may have been replaced: it is found again (as a finger finds the new one).
        WebDriver refuses a stale, hidden or covered element before it sends any input, so
        nothing is tapped twice."""
        from selenium.common.exceptions import (
            ElementClickInterceptedException,
            ElementNotInteractableException,
            NoSuchElementException,
            StaleElementReferenceException,
        )
        from selenium.webdriver.common.by import By

        deadline = time.monotonic() + timeout
        while True:
            try:
                return act(self.driver.find_element(By.CSS_SELECTOR, f'[data-testid="{testid}"]'))
            except (
                NoSuchElementException,
                StaleElementReferenceException,
                ElementNotInteractableException,
                ElementClickInterceptedException,
            ):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def tap(self, testid: str) -> None:
        def scrolled_then_clicked(element) -> None:
            # as a finger scrolls a sheet to its button first: WebKit's driver does not scroll a
            # button at the end of a scrolling sheet into view and calls it not interactable
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            element.click()

        self._on_element(testid, scrolled_then_clicked)

    def type(self, testid: str, text: str) -> None:
        from selenium.webdriver.common.keys import Keys

        self._on_element(testid, lambda field: field.clear())
        # WebDriver's key for a new line is Enter (U+E007), not "\n"
        self._on_element(testid, lambda field: field.send_keys(text.replace("\n", Keys.ENTER)))

    def select(self, testid: str, value: str) -> None:
        from selenium.webdriver.support.select import Select

        self._on_element(testid, lambda element: Select(element).select_by_value(value))

    def upload(self, testid: str, path: str) -> None:
        self._on_element(testid, lambda field: field.send_keys(str(path)))

    def close(self) -> None:
        try:
            if getattr(self, "driver", None) is not None:
                self.driver.quit()
        finally:
            process = getattr(self, "_driver_process", None)
            if process is not None and process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
            shutil.rmtree(self._config, ignore_errors=True)

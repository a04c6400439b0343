"""The journey language: what a journey asks of a phone, written once for three browsers.

A :class:`Phone` is one page of one browser. Each backend gives the primitives a player's
steps need -- go to a page, reload it, tap, type, choose, give a file, go offline, run a
JavaScript expression -- and :class:`Phone` builds the rest on them (waiting, reading what
the screen and the disk hold, starting a game). The backends:

* Chromium: ``engines/chromium_driver.py``, Playwright (a 360x740 touch phone);
* WebKit: ``engines/webkit_driver.py``, Selenium and WebKitWebDriver under xvfb;
* Gecko: ``engines/gecko_driver.py``, puppeteer-core over WebDriver BiDi.

A journey written against a phone runs in all three (the ``phone`` fixture of
``engines/conftest.py``); :func:`start_game` also takes a Playwright page, so every test that
starts a game starts it the same way. Elements are named by their ``data-testid``; the page's
test hooks are named in ``page_hooks.py``."""

from __future__ import annotations

import json
import os
import time

from page_hooks import READY, SETTLED, body

READY_TIMEOUT_S = int(os.environ.get("TK_READY_TIMEOUT_MS", "60000")) / 1000
STEP_TIMEOUT_S = READY_TIMEOUT_S  # as Playwright's default timeout here: a loaded machine is slow

READ_STORE = """new Promise((resolve, reject) => {
  const open = indexedDB.open('table-keeper');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction(['records', 'meta'], 'readonly');
    const out = {};
    tx.objectStore('records').getAll().onsuccess = (e) => { out.records = e.target.result; };
    tx.objectStore('meta').get('log').onsuccess = (e) => { out.header = e.target.result || null; };
    tx.objectStore('meta').get('journal').onsuccess = (e) => { out.journal = e.target.result || null; };
    tx.objectStore('meta').get('snapshot').onsuccess = (e) => { out.snapshot = e.target.result || null; };
    tx.oncomplete = () => { db.close(); resolve(JSON.stringify(out)); };
    tx.onerror = () => reject(tx.error);
  };
})"""
"""What the app's database holds (the log's header and records, the journal, the snapshot), as JSON."""


def by_testid(testid: str) -> str:
    return f"document.querySelector('[data-testid=\"{testid}\"]')"


class Phone:
    """One page of one browser. Each backend gives the primitives below."""

    name = "?"

    # --- the primitives (each driver) ---------------------------------------------------------

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def evaluate(self, expression: str):
        """The value of a JavaScript expression in the page (a promise is awaited), as JSON."""
        raise NotImplementedError

    def tap(self, testid: str) -> None:
        """A tap (or, where the engine has no touch, a click) on the visible element."""
        raise NotImplementedError

    def type(self, testid: str, text: str) -> None:
        """Empty the field, then type ``text`` key by key."""
        raise NotImplementedError

    def select(self, testid: str, value: str) -> None:
        raise NotImplementedError

    def upload(self, testid: str, path: str) -> None:
        """Give a file to an ``<input type=file>``, as the file picker does."""
        raise NotImplementedError

    def go_offline(self, server) -> None:
        """The phone loses the network: the site's server stops (and, where the browser can
        say so, the browser is told it is offline)."""
        server.stop()

    def errors(self) -> list[str]:
        """Uncaught errors and console errors since the last call (where the engine tells)."""
        return []

    # --- built on them --------------------------------------------------------------------------

    def wait_for(self, expression: str, timeout: float = STEP_TIMEOUT_S, what: str | None = None):
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{self.name}: timed out after {timeout:.0f} s waiting for {what or expression}"
                )
            time.sleep(0.05)

    def wait_ready(self) -> None:
        self.wait_for(READY, READY_TIMEOUT_S, "the app to be ready")

    def open_app(self, url: str) -> None:
        self.goto(url)
        self.wait_ready()

    def settled(self) -> None:
        self.wait_for(SETTLED, what="no change pending")

    def exists(self, testid: str) -> bool:
        return bool(self.evaluate(f"!!{by_testid(testid)}"))

    def wait_testid(self, testid: str, timeout: float = STEP_TIMEOUT_S) -> None:
        self.wait_for(f"!!{by_testid(testid)}", timeout, f"[data-testid={testid}]")

    def text(self, testid: str) -> str:
        self.wait_testid(testid)
        return self.evaluate(f"{by_testid(testid)}.textContent")

    def attribute(self, testid: str, name: str):
        return self.evaluate(f"{by_testid(testid)}.getAttribute({json.dumps(name)})")

    def wait_text(self, testid: str, wanted: str, timeout: float = STEP_TIMEOUT_S) -> None:
        try:
            self.wait_for(
                f"({by_testid(testid)} || {{}}).textContent === {json.dumps(wanted)}",
                timeout,
                f"[data-testid={testid}] to read {wanted!r}",
            )
        except AssertionError as err:
            shown = self.evaluate(f"({by_testid(testid)} || {{}}).textContent")
            raise AssertionError(f"{err}; it reads {shown!r}") from None

    def tap_stepper(self, testid: str, then: int) -> None:
        """Tap a sheet's stepper's + and see it show ``then`` before the next tap.

        Each answer of the engine redraws the sheet with new buttons. WebKit's test browser
        has no touch: its tap is a mouse press then a release, and when the answer to the
        previous tap redraws the sheet between the two, they land on different buttons and
        the browser makes no click (seen under load: the second of two quick taps lost). A
        finger's tap is made into a click where it lifts, so a phone does not lose it; the
        player sees the number move before tapping again, and so does this step."""
        self.tap(f"{testid}-plus")
        self.wait_text(f"{testid}-value", str(then))

    def life(self, seat: int) -> int:
        return int(self.text(f"life-{seat}"))

    def lives(self, count: int) -> list[int]:
        return [self.life(seat) for seat in range(count)]

    def state(self) -> dict:
        return self.evaluate("JSON.parse(JSON.stringify(window.tkApp.state))")

    def store(self) -> dict:
        return json.loads(self.evaluate(READ_STORE))

    def actions(self) -> list[dict]:
        return [record["action"] for record in self.store()["records"]]

    def sw_controlling(self) -> None:
        self.wait_for(
            "!!navigator.serviceWorker && !!navigator.serviceWorker.controller"
            " && navigator.serviceWorker.controller.state === 'activated'",
            READY_TIMEOUT_S,
            "a service worker controlling the page",
        )


def new_game_stored(names) -> str:
    """The game of these players is the engine's last action and on disk: a new game may
    begin a fresh log or be added to the running game's, so the count alone does not say."""
    return (
        "(() => { const s = window.tkApp && window.tkApp.state;"
        " return !!s && s.last_action_type === 'new_game'"
        f" && {body('stored')} === String(s.log_length)"
        f" && s.players.map((p) => p.name).join('\\n') === {json.dumps(chr(10).join(names))}; }})()"
    )


# --- a player's steps ---------------------------------------------------------------------------


def as_phone(page_or_phone) -> Phone:
    """A phone as it is, or a Playwright page made one (Chromium)."""
    if isinstance(page_or_phone, Phone):
        return page_or_phone
    from engines.chromium_driver import ChromiumPhone

    return ChromiumPhone(page_or_phone)


def start_game(
    page_or_phone,
    names=("Ann", "Bob"),
    lang: str | None = "en",
    fmt: str | None = None,
    *,
    settle: bool = False,
    again_if_asked: bool = False,
) -> None:
    """From the start screen: the language (``None``: as the screen is), the players, the
    format (``fmt``; the screen's own when None), Start (``again_if_asked``: confirm in the
    dialog that asks first when a game is running); waits for every seat drawn and the new
    game on disk, and with ``settle`` for nothing pending. Takes a :class:`Phone` or a
    Playwright page."""
    phone = as_phone(page_or_phone)
    if lang:
        phone.tap(f"lang-{lang}")
    phone.tap(f"count-{len(names)}")
    for seat, name in enumerate(names):
        phone.type(f"name-{seat}", name)
    if fmt:
        phone.select("format", fmt)
    phone.tap("start-game")
    if again_if_asked and phone.exists("start-ends-game"):
        phone.tap("start-confirm-ok")
    phone.wait_testid(f"player-{len(names) - 1}")
    phone.wait_for(new_game_stored(names), what="the new game stored")
    if settle:
        phone.settled()

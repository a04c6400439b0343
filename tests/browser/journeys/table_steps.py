"""Steps of a player at the table, shared by the journey tests: open the app, start a game,
tap life, read what the screen and the disk hold, and end the page in the ways a phone does.

Every step uses the app as it ships: default settings (a life change settles after 1 s), a
360x740 touch phone, taps as touches."""

from __future__ import annotations

import os
import signal

from conftest import READY_TIMEOUT_MS

READY = "() => document.body.dataset.ready === '1'"

READ_STORE = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open('table-keeper');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction(['records', 'meta'], 'readonly');
    const out = {};
    tx.objectStore('records').getAll().onsuccess = (e) => { out.records = e.target.result; };
    tx.objectStore('meta').get('journal').onsuccess = (e) => { out.journal = e.target.result || null; };
    tx.objectStore('meta').get('snapshot').onsuccess = (e) => { out.snapshot = e.target.result || null; };
    tx.oncomplete = () => { db.close(); resolve(out); };
    tx.onerror = () => reject(tx.error);
  };
})"""


def open_app(page, url: str) -> None:
    page.goto(url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)


def start_game(page, names=("Ann", "Bob"), lang: str = "en") -> None:
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id(f"count-{len(names)}").tap()
    for seat, name in enumerate(names):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-0").wait_for()
    page.wait_for_function("() => document.body.dataset.stored === '1'")


def life(page, seat: int) -> int:
    return int(page.get_by_test_id(f"life-{seat}").text_content())


def read_store(page) -> dict:
    return page.evaluate(READ_STORE)


def actions(page) -> list[dict]:
    return [r["action"] for r in read_store(page)["records"]]


def settled(page, timeout_ms: int = 10_000) -> None:
    """Wait until no change is pending on the table or waiting to be written."""
    page.wait_for_function("() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
                           " && !document.querySelector('.panel[data-pending]')", timeout=timeout_ms)


def kill_renderers(browser) -> int:
    """The system kills the app: every renderer process of the browser gets SIGKILL (no
    pagehide, no unload, nothing runs). Returns how many were killed."""
    cdp = browser.new_browser_cdp_session()
    try:
        info = cdp.send("SystemInfo.getProcessInfo")
    finally:
        cdp.detach()
    killed = 0
    for process in info["processInfo"]:
        if process["type"] == "renderer":
            try:
                os.kill(int(process["id"]), signal.SIGKILL)
                killed += 1
            except ProcessLookupError:
                pass
    return killed


def end_page(page, how: str, browser):
    """End the page as a phone does: 'reload' (pull to refresh), 'close' (swiped away) or
    'kill' (the system kills the renderer). Returns the page to open the app in next."""
    ctx = page.context
    if how == "reload":
        page.reload(wait_until="commit")
        return page
    if how == "close":
        page.close()
        return ctx.new_page()
    if how == "kill":
        with page.expect_event("crash"):
            assert kill_renderers(browser) >= 1
        page.close(run_before_unload=True)
        return ctx.new_page()
    raise ValueError(how)

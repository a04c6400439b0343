"""Steps of a player at the table, shared by the journey tests: open the app, start a game,
tap life, read what the screen and the disk hold, and end the page in the ways a phone does.

Every step uses the app as it ships: default settings (a life change settles after 1 s), a
360x740 touch phone, taps as touches."""

from __future__ import annotations

import os
import signal
from contextlib import contextmanager

import page_hooks

# start_game: the one start-a-game step, offered among the steps here
from journey import as_phone, start_game
from phone_browser import READY_TIMEOUT_MS, phone_page

READY = page_hooks.as_function(page_hooks.READY)  # for Playwright's wait_for_function
# The test id of the element with the keyboard's focus (None when none has it).
FOCUSED = "() => document.activeElement && document.activeElement.dataset.testid"


def _held_dispatch(wrapped: str) -> str:
    """A script that wraps the page's engine dispatch in `wrapped` (which awaits `gate`, opened
    by window.__release()): the page's own engine calls, unchanged, held at one point."""
    return (
        "() => {\n"
        "  const engine = window.tkApp.controller.engine;\n"
        "  const dispatch = engine.dispatch.bind(engine);\n"
        "  let open;\n"
        "  const gate = new Promise((resolve) => { open = resolve; });\n"
        "  window.__release = open;\n"
        f"  engine.dispatch = {wrapped};\n"
        "}"
    )


# Holds the engine's next answers until window.__release() is called (only their answers
# wait): the engine answering while the player types.
HOLD_ANSWERS = _held_dispatch(
    "async (json) => { const answer = await dispatch(json); await gate; return answer; }"
)
# Holds every action on its way to the engine until window.__release() is called (it is only
# sent later): the phone's engine busy while the player reads a sheet. What the engine already
# holds (the history, the life chart) reads as before.
HOLD_SENDS = _held_dispatch("async (json) => { await gate; return dispatch(json); }")

SETTLED = page_hooks.as_function(page_hooks.SETTLED)


def open_app(page, url: str) -> None:
    page.goto(url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)


def start_tournament(page, names) -> None:
    """From the start screen: a Swiss tournament of these players, created and its first round
    paired; waits for the round's last table drawn and nothing pending."""
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").fill("\n".join(names))
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id(f"t-table-1-{len(names) // 2}").wait_for()
    settled(page)


def start_unstable_contraptions(page) -> None:
    """From the table's menu: Contraptions under the Unstable rules, started, its sheet closed."""
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-contraptions").tap()
    page.get_by_test_id("ctr-rules-unstable").tap()
    page.get_by_test_id("ctr-start").tap()
    page.get_by_test_id("ctr-close").tap()


@contextmanager
def page_with_held_engine(browser, url: str):
    """A phone page, ready, whose engine download can be held: ``hold()`` holds it from the
    next load on, ``release()`` lets the held request through. Service workers are blocked,
    so the request goes to the network where the test can hold it. Yields (page, hold,
    release); ``page.tk_errors`` collects the page's errors."""
    page = phone_page(browser, [], service_workers="block")
    context = page.context
    try:
        held = []

        def hold():
            page.route("**/engine.zip", lambda route: held.append(route))

        def release():
            for _ in range(600):  # the held request may still be on its way
                if held:
                    break
                page.wait_for_timeout(50)
            held.pop().continue_()
            page.unroute("**/engine.zip")

        page.goto(url)
        page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
        yield page, hold, release
    finally:
        context.close()


def finished_draft(page) -> None:
    """From the start screen: a Conspiracy draft of three, skipped to its end (a double tap
    on the skip: one draft)."""
    page.get_by_test_id("start-feature-draft").tap()
    page.get_by_test_id("draft-seats").fill("Ann\nBob\nCid")
    page.get_by_test_id("draft-skip").dblclick()
    page.get_by_test_id("draft-done").wait_for()
    settled(page)
    assert [a["type"] for a in actions(page)].count("draft_setup") == 1


def life(page, seat: int) -> int:
    return int(page.get_by_test_id(f"life-{seat}").text_content())


def read_store(page) -> dict:
    return as_phone(page).store()


def actions(page) -> list[dict]:
    return [r["action"] for r in read_store(page)["records"]]


def settled(page, timeout_ms: int = 10_000) -> None:
    """Wait until no change is pending on the table or waiting to be written."""
    page.wait_for_function(SETTLED, timeout=timeout_ms)


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


def start_match(
    page,
    a: str = "Ann",
    b: str = "Bob",
    *,
    lang: str | None = None,
    from_menu: bool = False,
    no_limit: bool = False,
    playoff: bool = False,
) -> None:
    """A match between ``a`` and ``b`` set up and started: from the start screen's Match button,
    or from the menu over a game (``from_menu``); untimed or a play-off match where asked."""
    if lang:
        page.get_by_test_id(f"lang-{lang}").tap()
    if from_menu:
        page.get_by_test_id("open-menu").tap()
        page.get_by_test_id("feature-match").tap()
    else:
        page.get_by_test_id("start-feature-match").tap()
    page.get_by_test_id("match-a").fill(a)
    page.get_by_test_id("match-b").fill(b)
    if no_limit:
        page.get_by_test_id("match-no-limit").check()
    if playoff:
        page.get_by_test_id("match-playoff").check()
    page.get_by_test_id("match-start").tap()

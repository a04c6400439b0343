"""The page gives its garbage back once the table is quiet (issue 26), as the engine's worker
and the service worker do (pwa/runtime/tk-idle-collect.mjs): half a second after the last state it
draws, the page makes the outside-memory nudge that starts a collection, and lets it go at once.
A reload leaves the page before it as garbage in the same renderer, and each tap some more.
Taps in quick succession put it off: one nudge after the burst, none while the player taps."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

# Every ArrayBuffer of 64 MiB or more the page makes, with when, and whether it was let go.
RECORD = """
window.__nudges = [];
window.ArrayBuffer = new Proxy(ArrayBuffer, { construct(target, args) {
  const made = Reflect.construct(target, args);
  if (args[0] >= 64 * 1024 * 1024) window.__nudges.push({ at: performance.now(), made });
  return made;
} });
"""


def nudges(page) -> list[dict]:
    return page.evaluate(
        "() => window.__nudges.map((n) => ({ at: n.at, left: n.made.byteLength }))"
    )


def test_the_page_nudges_once_quiet_and_lets_the_nudge_go(server, page):
    page.add_init_script(RECORD)
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    settled(page)
    # the start's own nudge first (half a second after its last state; later on a busy machine)
    page.wait_for_function("() => window.__nudges.length > 0", timeout=5_000)
    page.wait_for_timeout(300)
    page.evaluate("() => { window.__nudges.length = 0; }")
    # a burst of taps: nothing while they come (touches at the button's place, without the
    # locator's checks before each, which on a busy machine spread the taps past the settle
    # time, and a tap settled mid-burst rightly starts the half-second count)
    box = page.get_by_test_id("life-1-minus").bounding_box()
    for _ in range(6):
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(150)
    assert page.get_by_test_id("life-1").text_content() == "14"
    assert nudges(page) == []
    settled(page)
    answered = page.evaluate("() => performance.now()")
    page.wait_for_function("() => window.__nudges.length > 0", timeout=5_000)
    page.wait_for_timeout(1_000)
    made = nudges(page)
    assert len(made) == 1, made
    assert made[0]["at"] - answered < 1_500
    assert made[0]["left"] == 0  # detached at once: not kept until a collection
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    page.wait_for_function("() => window.__nudges.length > 0", timeout=5_000)  # the page before it
    assert page.tk_errors == []

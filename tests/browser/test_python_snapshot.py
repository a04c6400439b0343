"""Python's start-up snapshot (vendor/tk-pyodide.mjs, issue 13): the first start of a fresh
install makes it in the engine's own worker, the service worker keeps it, and the very next
start restores it, however soon it comes; a restored interpreter draws fresh random numbers;
a snapshot that cannot be used is dropped and the app starts the ordinary way."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

RESTORED = "restored from its start-up snapshot"

SNAPSHOT_URLS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (/\\/snapshot-[0-9a-f]+\\.bin$/.test(request.url)) urls.push(request.url);
  }
  return urls;
}"""


def watch_console(page) -> list[str]:
    """Every console line of the page and of its workers (the engine's worker among them)."""
    lines: list[str] = []
    page.on("console", lambda message: lines.append(message.text))
    return lines


def wait_for_snapshot(page, timeout_ms: int = 30000) -> str:
    """The snapshot's address once the service worker keeps it (wait_for_function does not
    wait for a promise: polled from here)."""
    for _ in range(timeout_ms // 250):
        urls = page.evaluate(SNAPSHOT_URLS)
        if urls:
            assert len(urls) == 1, urls
            return urls[0]
        page.wait_for_timeout(250)
    raise AssertionError("no start-up snapshot was kept")


def test_the_next_start_after_the_first_restores_python_from_the_snapshot(
    page, open_app, wait_sw_controlling
):
    lines = watch_console(page)
    open_app(page)
    wait_sw_controlling(page)
    assert not any(RESTORED in line for line in lines)  # the first start had none to restore
    url = wait_for_snapshot(page)  # handed over once the app is ready
    # kept packed: the pages of the interpreter's memory that are all zeros are left out
    magic, whole, kept = page.evaluate(
        """async (url) => {
      const bytes = await (await caches.match(url)).arrayBuffer();
      const head = new Uint32Array(bytes, 0, 2);
      return [head[0], head[1], bytes.byteLength];
    }""",
        url,
    )
    assert magic == 0x504B5454
    assert whole > 20_000_000 and kept < 0.75 * whole, (whole, kept)
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert any(RESTORED in line for line in lines), lines
    assert page.tk_errors == []


def test_restored_interpreters_draw_their_own_dice(page, open_app, wait_sw_controlling):
    open_app(page)
    wait_sw_controlling(page)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("player-0").wait_for()
    wait_for_snapshot(page)
    rolls = []
    for _ in range(2):
        lines = watch_console(page)
        page.reload()
        page.wait_for_function("() => document.body.dataset.ready === '1'")
        assert any(RESTORED in line for line in lines)
        answer = page.evaluate("""async () => tkEngineApi.dispatch(
            JSON.stringify({type: 'roll_dice', sides: 1000, count: 20}))""")
        assert answer["ok"], answer
        rolls.append(answer["record"]["results"])
    assert rolls[0] != rolls[1], (
        "two restored starts drew the same numbers: random was not reseeded"
    )


DAMAGE = {
    "zeros": "() => new Uint8Array(4096)",
    "cut short": "(bytes) => bytes.slice(0, bytes.byteLength - 1000)",
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_snapshot_that_cannot_be_used_is_dropped_and_python_starts_anyway(
    page, open_app, wait_sw_controlling, damage
):
    open_app(page)
    wait_sw_controlling(page)
    url = wait_for_snapshot(page)
    page.evaluate(
        """async ([url, damage]) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const kept = await cache.match(url);
        if (kept) await cache.put(url, new Response((0, eval)(damage)(await kept.arrayBuffer())));
      }
    }""",
        [url, DAMAGE[damage]],
    )
    lines = watch_console(page)
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert any("not usable, starting without it" in line for line in lines), lines
    assert not any(RESTORED in line for line in lines)
    # this start made a good one in its place, which the next start restores
    size = 0
    for _ in range(120):
        size = page.evaluate(
            """async (url) => {
          const response = await caches.match(url);
          return response ? (await response.arrayBuffer()).byteLength : 0;
        }""",
            url,
        )
        if size > 1_000_000:
            break
        page.wait_for_timeout(250)
    assert size > 1_000_000, size
    lines = watch_console(page)
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert any(RESTORED in line for line in lines), lines

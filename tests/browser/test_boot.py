"""The built site boots in Chromium, stays on its origin, works offline and is installable."""

from __future__ import annotations

import json
import re
import shutil
import struct
import time
import urllib.request
from urllib.parse import urljoin

import pytest
from journeys.table_steps import life, settled, start_game
from phone_browser import watch_csp

pytestmark = pytest.mark.browser


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR", "PNG without IHDR first"
    return struct.unpack(">II", data[16:24])


def fetch(url: str) -> tuple[bytes, str]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read(), response.headers.get("Content-Type", "")


def sw_cache_names(page) -> list[str]:
    return page.evaluate("() => caches.keys()")


def test_boots_to_ready_without_leaving_the_origin(server, page, open_app, requests_log):
    seconds = open_app(page)
    print(f"cold boot to data-ready: {seconds:.2f}s, {len(requests_log.urls)} requests")

    assert requests_log.foreign(server.origin) == []
    assert requests_log.failed() == [], "requests failed (a file missing from the build?)"
    assert page.tk_errors == []
    # The boot really went through the vendored runtime and the packaged engine.
    paths = {url[len(server.origin) :] for url in requests_log.urls}
    for needed in (
        "/vendor/pyscript/core.js",
        "/vendor/pyodide/pyodide.mjs",
        "/vendor/pyodide/pyodide.asm.wasm",
        "/engine.zip",
        "/main.py",
        "/pyscript.json",
    ):
        assert needed in paths


def test_boots_again_offline_after_the_first_visit(
    server, context, page, open_app, wait_ready, wait_sw_controlling, requests_log
):
    cold = open_app(page)
    wait_sw_controlling(page)
    names = sw_cache_names(page)
    assert len(names) == 1 and names[0].startswith("table-keeper-"), names

    server.stop()
    context.set_offline(True)
    requests_log.clear()
    started = time.perf_counter()
    page.reload()
    wait_ready(page)
    offline = time.perf_counter() - started
    print(f"cold boot {cold:.2f}s; offline boot from the service worker {offline:.2f}s")
    assert page.tk_errors == []
    assert requests_log.failed() == []
    assert requests_log.foreign(server.origin) == []

    # A new tab opened while offline (a navigation the page did not make before) boots too.
    other = context.new_page()
    other.goto(server.url)
    wait_ready(other)
    other.goto(server.url + "index.html?from=home-screen")
    wait_ready(other)


def test_a_new_build_replaces_the_old_cache(
    site_dir, tmp_path, serve_dir, page, wait_ready, wait_sw_controlling
):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    srv = serve_dir(copy)
    page.goto(srv.url)
    wait_ready(page)
    wait_sw_controlling(page)
    [old_name] = sw_cache_names(page)

    # What a new build does: new content, so a new cache name in service-worker.js.
    sw_file = copy / "service-worker.js"
    text = sw_file.read_text()
    new_name = "table-keeper-0123456789abcdef"
    assert old_name in text and new_name != old_name
    sw_file.write_text(text.replace(old_name, new_name))
    page.evaluate("() => navigator.serviceWorker.getRegistration().then(r => r.update())")
    # Poll from Python: wait_for_function does not wait for a promise's value (a pending
    # promise counts as true), and the new worker must have installed and activated.
    deadline = time.monotonic() + 60
    while sw_cache_names(page) != [new_name]:
        assert time.monotonic() < deadline, sw_cache_names(page)
        time.sleep(0.1)
    page.reload()
    wait_ready(page)
    assert sw_cache_names(page) == [new_name]


def test_service_worker_serves_wasm_as_application_wasm(
    site_dir, serve_dir, context, page, wait_ready, wait_sw_controlling
):
    # A host that sends .wasm as application/octet-stream: Pyodide's instantiateStreaming
    # refuses it. Once cached, the service worker must hand it out with the right type.
    srv = serve_dir(site_dir, mime_types={".wasm": "application/octet-stream"})
    page.goto(srv.url)
    wait_sw_controlling(page)
    srv.stop()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    content_type = page.evaluate(
        "() => fetch('./vendor/pyodide/pyodide.asm.wasm').then(r => r.headers.get('Content-Type'))"
    )
    assert content_type == "application/wasm"


def test_manifest_is_installable(server, page, open_app, wait_sw_controlling):
    open_app(page)
    href = page.eval_on_selector('link[rel="manifest"]', "link => link.href")
    body, content_type = fetch(href)
    assert content_type.startswith("application/manifest+json")
    manifest = json.loads(body)

    assert manifest["name"] == "Table Keeper"
    assert manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert urljoin(href, manifest["start_url"]) == server.url
    assert urljoin(href, manifest["scope"]) == server.url
    for key in ("theme_color", "background_color"):
        colour = manifest[key]
        assert re.fullmatch(r"#[0-9a-fA-F]{6}", colour)
        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
        assert 0.2126 * r + 0.7152 * g + 0.0722 * b < 64, f"{key} {colour} is not dark"

    seen = set()
    for icon in manifest["icons"]:
        data, icon_type = fetch(urljoin(href, icon["src"]))
        assert icon_type == icon["type"] == "image/png"
        width, height = png_size(data)
        assert icon["sizes"] == f"{width}x{height}", icon
        for purpose in icon.get("purpose", "any").split():
            seen.add((width, purpose))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= seen

    # The service worker is registered at the root, so its scope covers start_url.
    wait_sw_controlling(page)
    assert (
        page.evaluate("() => navigator.serviceWorker.getRegistration().then(r => r.scope)")
        == server.url
    )


@pytest.mark.parametrize("breaks", [1, 99])
def test_a_broken_runtime_download_is_retried_then_reported(
    browser, server, csp_violations, breaks
):
    """Pyodide never finishes starting when its wasm download breaks (it only logs a warning):
    the app fetches it again, and when it keeps breaking tells the player instead of waiting for
    ever. (No service worker here, so that the page's own requests can be cut.)"""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    watch_csp(ctx, csp_violations)
    try:
        page = ctx.new_page()
        cut = []

        def route(r):
            if len(cut) < breaks:
                cut.append(r.request.url)
                r.abort("connectionreset")
            else:
                r.continue_()

        page.route("**/pyodide.asm.wasm", route)
        page.goto(server.url)
        if breaks == 1:
            page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=60000)
            assert len(cut) == 1
            assert page.get_by_test_id("start-game").is_visible()
        else:
            page.wait_for_function(
                "() => document.body.dataset.engineFailed === '1'", timeout=60000
            )
            assert len(cut) == 3, cut
            banner = page.locator("#banner")
            assert "could not start" in banner.text_content()
            assert page.get_by_test_id("reload").is_visible()
            assert page.evaluate("() => document.body.dataset.ready") == "0"
    finally:
        ctx.close()


def test_a_broken_read_of_the_package_lock_file_is_tried_again_and_raises_no_error(
    browser, server, csp_violations
):
    """Pyodide reads its package lock file as it starts and keeps the promise for a package
    load this app never makes: a read that broke (a service worker that died with a crashed
    tab) was an uncaught "Failed to fetch" on the page. It is read again, and nothing is
    uncaught. (No service worker here, so that the page's own requests can be cut.)"""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    watch_csp(ctx, csp_violations)
    try:
        page = ctx.new_page()
        errors, asked = [], []
        page.on("pageerror", lambda err: errors.append(str(err)))

        def route(r):
            asked.append(r.request.url)
            if len(asked) == 1:
                r.abort("connectionreset")
            else:
                r.continue_()

        page.route("**/pyodide-lock.json", route)
        page.goto(server.url)
        page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=60000)
        page.wait_for_timeout(500)
        assert len(asked) == 2, asked
        assert errors == []
    finally:
        ctx.close()


# Every open of the game's database, with the script that made it: the inline one in the
# page's <head> ("inline"), or the view's bundle (a module: no currentScript).
WATCH_OPENS = """
(() => {
  const opens = window.__tkOpens = [];
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name, ...rest) {
    if (name === "table-keeper") {
      const script = document.currentScript;
      opens.push({ by: script ? (script.src || "inline") : "module", version: rest[0] ?? null,
                   bundleRan: !!window.tkTexts });
    }
    return open.call(this, name, ...rest);
  };
})();
"""


def test_the_last_table_is_read_before_the_view_has_loaded(context, server, page, wait_ready):
    """The page's first script opens the game's database and reads the last table while the
    view's bundle is fetched and parsed; the view draws what it read, and opens nothing else
    on the way to ready (a second open would mean the early read was wasted, or raced)."""
    page.goto(server.url)
    wait_ready(page)
    start_game(page, names=("Ann", "Bob"))
    page.get_by_test_id("life-0-plus").tap()
    settled(page)
    context.add_init_script(WATCH_OPENS)
    page.reload()
    page.get_by_test_id("player-0").wait_for()
    assert life(page, 0) == 21
    wait_ready(page)
    opens = page.evaluate("() => window.__tkOpens")
    assert opens == [{"by": "inline", "version": 1, "bundleRan": False}], opens
    assert life(page, 0) == 21
    page.get_by_test_id("life-0-plus").tap()
    settled(page)
    page.reload()
    wait_ready(page)
    assert life(page, 0) == 22


START_STEPS = (
    "open-store",
    "paint-snapshot",
    "claim-writer",
    "restore-journal",
    "attach-engine",
    "after-start",
)


def test_the_start_is_marked_step_by_step_in_order(server, page, wait_ready):
    """Each step of the start marks where it begins and ends (the bench reads those marks by
    name); they run one after another, and the last table is painted before the engine is
    attached: first from its kept drawing, by the page's own script (early-paint), then by
    the view."""
    page.goto(server.url)
    wait_ready(page)
    start_game(page, names=("Ann", "Bob"))
    settled(page)
    page.wait_for_function("() => !!localStorage.getItem('table-keeper-drawn')")
    page.reload()
    wait_ready(page)
    marks = page.evaluate(
        """() => performance.getEntriesByType("mark")
             .filter((m) => m.name.startsWith("tk-step:"))
             .map((m) => [m.name, m.startTime])"""
    )
    names = [name for name, _ in marks]
    steps = ("early-paint", *START_STEPS)
    assert names == [f"tk-step:{s}:{end}" for s in steps for end in ("start", "end")]
    times = [at for _, at in marks]
    assert times == sorted(times)
    took = {s: times[2 * i + 1] - times[2 * i] for i, s in enumerate(steps)}
    print("start steps (ms):", ", ".join(f"{s} {ms:.0f}" for s, ms in took.items()))
    painted = page.evaluate(
        """() => performance.getEntriesByName("tk-step:paint-snapshot:end")[0].startTime"""
    )
    attached = page.evaluate(
        """() => performance.getEntriesByName("tk-step:attach-engine:end")[0].startTime"""
    )
    assert painted < attached

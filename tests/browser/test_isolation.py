"""Cross-origin isolation (COOP same-origin, COEP require-corp): sent by tools/serve.py, and
added by the service worker to the page's document (its workers inherit them), so that a site
on a static host that sends no such headers (GitHub Pages) is isolated from the second visit
on, offline too."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

READY = "() => document.body.dataset.ready === '1'"
CONTROLLED = "() => !!navigator.serviceWorker.controller && navigator.serviceWorker.controller.state === 'activated'"


def test_the_service_worker_isolates_a_site_whose_host_does_not(serve_dir, site_dir, context):
    host = serve_dir(site_dir, isolate=False)
    page = context.new_page()
    page.goto(host.url)
    page.wait_for_function(READY)
    assert page.evaluate("() => crossOriginIsolated") is False  # the host's own answer
    page.wait_for_function(CONTROLLED)
    page.reload()
    page.wait_for_function(READY)
    assert page.evaluate("() => crossOriginIsolated") is True  # the service worker's
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("player-1").wait_for()
    host.stop()  # offline: still isolated, still working
    page.reload()
    page.wait_for_function(READY)
    assert page.evaluate("() => crossOriginIsolated") is True
    page.get_by_test_id("life-0-minus").click()
    assert page.get_by_test_id("life-0").text_content() == "19"


KEPT_URLS = """async (paths) => {
  const urls = {};
  for (const path of paths) {
    const response = await caches.match(path);
    urls[path] = response ? response.url : null;
  }
  return urls;
}"""
ANSWERED = """async (path) => {
  const response = await fetch(path);
  return [response.headers.get('Content-Type'), response.headers.get('Cross-Origin-Embedder-Policy')];
}"""


def test_a_script_is_answered_as_the_cache_keeps_it(serve_dir, site_dir, context):
    """The precache keeps each file as the host sent it, its URL included, and the service
    worker answers a script with that very response, not a copy given other headers: Chromium
    keeps a script's compiled code beside it in Cache Storage only then (without it, the
    engine's worker compiled Pyodide's 1.2 MB of JavaScript anew at every start). The
    isolation headers go on the page's document only, which the test above holds."""
    host = serve_dir(site_dir, isolate=False)
    page = context.new_page()
    page.goto(host.url)
    page.wait_for_function(READY)
    page.wait_for_function(CONTROLLED)
    paths = ["js/app.js", "vendor/tk-pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs"]
    kept = page.evaluate(KEPT_URLS, [f"./{path}" for path in paths])
    assert kept == {f"./{path}": host.url.rstrip("/") + "/" + path for path in paths}
    page.reload()
    page.wait_for_function(READY)
    assert page.evaluate("() => crossOriginIsolated") is True
    for path in paths:  # as the host sent them: no isolation headers added
        assert page.evaluate(ANSWERED, f"./{path}") == ["text/javascript; charset=utf-8", None]

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


def test_a_page_kept_from_a_redirect_still_opens_offline(serve_dir, site_dir, context):
    """A host that sends index.html's address on to "/" (as some static hosts do): the precache
    keeps the response it was given, which a browser refuses as a navigation's answer if it is
    handed over as it is. Opened offline by that address, the table is still there."""
    host = serve_dir(site_dir)
    handler = host._server.RequestHandlerClass.func  # this server's own handler class
    plain_get = handler.do_GET

    def redirecting_get(request):
        if request.path.split("?", 1)[0] == "/index.html":
            request.send_response(301)
            request.send_header("Location", "/")
            request.send_header("Content-Length", "0")
            request.end_headers()
            return
        plain_get(request)

    handler.do_GET = redirecting_get
    page = context.new_page()
    page.goto(host.url)
    page.wait_for_function(READY)
    page.wait_for_function(CONTROLLED)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("player-1").wait_for()
    page.get_by_test_id("life-0-minus").click()
    assert page.get_by_test_id("life-0").text_content() == "19"
    host.stop()  # offline
    page.goto(host.url + "index.html")
    page.wait_for_function(READY)
    assert page.get_by_test_id("life-0").text_content() == "19"

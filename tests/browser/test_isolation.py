"""Cross-origin isolation (COOP same-origin, COEP require-corp): sent by tools/serve.py, and
added by the service worker to every answer it gives, so that a site on a static host that
sends no such headers (GitHub Pages) is isolated from the second visit on, offline too."""

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

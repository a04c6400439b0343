"""Fixtures for the browser tests: the built site, a local server, Chromium, a phone-sized page.

Every test in this folder drives ``build/site/`` (``make build``) in a real Chromium through
Python Playwright's sync API. Typical use::

    pytestmark = pytest.mark.browser

    def test_something(server, page, open_app, requests_log):
        open_app(page)                       # goto the site's root, wait for data-ready="1"
        page.get_by_test_id("start-game").click()
        assert requests_log.foreign() == []  # nothing left the origin

Fixtures:

* ``site_dir``   -- (session) ``build/site``; skips every browser test if it was not built.
* ``server``     -- a :class:`SiteServer` serving the site on a free loopback port in a thread,
                    started; ``server.stop()`` and ``server.start()`` (same port, so the same
                    origin and the same service worker) for the offline tests.
* ``serve_dir``  -- ``serve_dir(path, mime_types=None)`` serves another directory (a modified
                    copy of the site), optionally with some types overridden by suffix.
* ``browser``    -- (session) Chromium: /usr/bin/chromium or ``chromium`` on PATH, else
                    Playwright's own download; skips with the reason if there is none.
* ``context``    -- a fresh browser context: 360x740 touch phone, service workers allowed; every
                    Content Security Policy violation in its pages lands in ``csp_violations``,
                    and an autouse fixture fails any browser test that ends with one.
* ``page``       -- a page in ``context``; console errors and uncaught exceptions are kept in
                    ``page.tk_errors`` (a list of strings).
* ``requests_log`` -- every request the context makes (pages and service worker), with
                    ``.urls``, ``.foreign()`` (those to another origin) and ``.failed()``.
* ``wait_ready`` -- ``wait_ready(page, timeout_ms=60_000)`` waits for ``body[data-ready="1"]``.
* ``open_app``   -- ``open_app(page, path="")`` goes to the server's URL + path and waits ready;
                    returns the seconds it took.
* ``wait_sw_controlling`` -- ``wait_sw_controlling(page)`` waits until an activated service
                    worker controls the page (the precache is complete by then).

Tests in this folder are marked ``browser`` automatically; ``pytest -m "not browser"`` skips them.
"""

from __future__ import annotations

import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from phone_browser import (
    CHROMIUM_ARGS,
    PHONE_VIEWPORT,
    READY_TIMEOUT_MS,
    SITE,
    SiteServer,
    system_chromium,
    watch_csp,
)


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


# --- the site and its server -------------------------------------------------------------


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "index.html").is_file():
        pytest.skip("build/site/index.html is missing: run `make build` (or `make test`) first")
    return SITE


@pytest.fixture
def server(site_dir):
    srv = SiteServer(site_dir).start()
    yield srv
    srv.stop()


@pytest.fixture
def serve_dir():
    """``serve_dir(path)`` starts another :class:`SiteServer` (e.g. on a modified copy of the site)."""
    started = []

    def _serve(root, mime_types: dict[str, str] | None = None, isolate: bool = True) -> SiteServer:
        srv = SiteServer(Path(root), mime_types=mime_types, isolate=isolate).start()
        started.append(srv)
        return srv

    yield _serve
    for srv in started:
        srv.stop()


# --- the browser -------------------------------------------------------------------------


@pytest.fixture(scope="session")
def playwright_driver():
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="Python Playwright is not installed (make venv)"
    )
    driver = sync_api.sync_playwright().start()
    yield driver
    driver.stop()


@pytest.fixture(scope="session")
def browser(playwright_driver):
    executable = system_chromium()
    try:
        if executable:
            instance = playwright_driver.chromium.launch(
                executable_path=executable, args=CHROMIUM_ARGS
            )
        else:
            instance = playwright_driver.chromium.launch(args=CHROMIUM_ARGS)
    except Exception as err:
        where = executable or "Playwright's own Chromium (`playwright install chromium`)"
        pytest.skip(f"no usable Chromium: could not launch {where}: {str(err).splitlines()[0]}")
    yield instance
    instance.close()


@pytest.fixture
def context(browser, csp_violations):
    ctx = browser.new_context(
        viewport=PHONE_VIEWPORT,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        service_workers="allow",
        locale="en-US",
    )
    ctx.set_default_timeout(READY_TIMEOUT_MS)
    watch_csp(ctx, csp_violations)
    yield ctx
    ctx.close()


# --- the Content Security Policy ---------------------------------------------------------


# Every page of a context reports each `securitypolicyviolation` to Python at once (a binding,
# so that a report survives the page being closed or crashed right after).
@pytest.fixture
def csp_violations() -> list:
    """Every CSP violation reported in this test's browser contexts (dicts: directive, blocked,
    source, line, sample, page). A test that provokes one on purpose removes it from the list."""
    return []


@pytest.fixture(autouse=True)
def no_csp_violation(request, csp_violations):
    """No browser test may end with a Content Security Policy violation reported."""
    yield
    if "browser" not in request.keywords or not csp_violations:
        return
    hint = ""
    if any(v.get("blocked") == "eval" and not v.get("source") for v in csp_violations):
        hint = (
            "\n(an 'eval' with no source file is usually the test's own: Playwright evaluates a "
            'wait_for_function given as an expression; give it as a function, "() => ...")'
        )
    pytest.fail(f"Content Security Policy violations: {csp_violations}{hint}", pytrace=False)


class RequestLog:
    """Every request a context made, including those of its service workers."""

    def __init__(self):
        self.requests = []  # playwright Request objects, in order
        self.failures = []  # (url, failure text or HTTP status)

    @property
    def urls(self) -> list[str]:
        return [request.url for request in self.requests]

    def foreign(self, origin: str | None = None) -> list[str]:
        """URLs whose origin is not ``origin`` (default: the first request's origin).

        data:, blob: and about: URLs never leave the device and are not counted.
        """
        urls = [u for u in self.urls if urlsplit(u).scheme in ("http", "https", "ws", "wss")]
        if not urls:
            return []
        if origin is None:
            first = urlsplit(urls[0])
            origin = f"{first.scheme}://{first.netloc}"
        origin = origin.rstrip("/")
        return [u for u in urls if not (u == origin or u.startswith(origin + "/"))]

    def failed(self) -> list[tuple[str, str]]:
        return list(self.failures)

    def clear(self) -> None:
        self.requests.clear()
        self.failures.clear()


@pytest.fixture
def requests_log(context) -> RequestLog:
    log = RequestLog()
    context.on("request", lambda request: log.requests.append(request))
    context.on("requestfailed", lambda r: log.failures.append((r.url, r.failure or "failed")))

    def on_response(response):
        if response.status >= 400:
            log.failures.append((response.url, f"HTTP {response.status}"))

    context.on("response", on_response)
    return log


@pytest.fixture
def page(context):
    pg = context.new_page()
    pg.tk_errors = []
    pg.on("pageerror", lambda err: pg.tk_errors.append(f"pageerror: {err}"))
    pg.on(
        "console", lambda msg: msg.type == "error" and pg.tk_errors.append(f"console: {msg.text}")
    )
    yield pg


def _wait_ready(page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    page.wait_for_function(
        "() => document.body && document.body.dataset.ready === '1'", timeout=timeout_ms
    )


@pytest.fixture
def wait_ready():
    return _wait_ready


@pytest.fixture
def open_app(server):
    def _open(page, path: str = "", timeout_ms: int = READY_TIMEOUT_MS) -> float:
        started = time.perf_counter()
        page.goto(server.url + path.lstrip("/"))
        _wait_ready(page, timeout_ms)
        return time.perf_counter() - started

    return _open


def _wait_sw_controlling(page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    page.wait_for_function(
        "() => !!navigator.serviceWorker.controller"
        " && navigator.serviceWorker.controller.state === 'activated'",
        timeout=timeout_ms,
    )


@pytest.fixture
def wait_sw_controlling():
    return _wait_sw_controlling

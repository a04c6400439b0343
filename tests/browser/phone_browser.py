"""What the browser tests share besides their fixtures: the built site and a server for it,
the phone's viewport, the start-up timeout, the browser and its arguments, the CSP watch.

A module of its own, not conftest.py: tests/engine has a conftest.py too, and a test that
imports ``conftest`` could get that one (whichever pytest loaded last holds the name)."""

from __future__ import annotations

import importlib.util
import os
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"

PHONE_VIEWPORT = {"width": 360, "height": 740}
READY_TIMEOUT_MS = int(os.environ.get("TK_READY_TIMEOUT_MS", "60000"))


def _load_serve_module():
    spec = importlib.util.spec_from_file_location("tk_serve", ROOT / "tools" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load_chromium_module():
    spec = importlib.util.spec_from_file_location("tk_chromium", ROOT / "tools" / "chromium.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_chromium = _load_chromium_module()  # tools/chromium.py: the bench and the screens use it too
CHROMIUM_ARGS = _chromium.ARGS
system_chromium = _chromium.system_chromium


class SiteServer:
    """``tools/serve.py``'s server in a thread, on a port that stays the same across restarts."""

    def __init__(
        self,
        root: Path,
        host: str = "127.0.0.1",
        mime_types: dict[str, str] | None = None,
        isolate: bool = True,
    ):
        self.root = root
        self.host = host
        self.mime_types = mime_types
        self.isolate = isolate
        self.port = 0
        self._server = None
        self._thread = None
        self._serve = _load_serve_module()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    @property
    def origin(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def running(self) -> bool:
        return self._server is not None

    def start(self) -> SiteServer:
        if self._server is not None:
            return self
        deadline = time.monotonic() + 10
        while True:
            try:
                self._server = self._serve.make_server(
                    self.root,
                    self.host,
                    self.port,
                    quiet=True,
                    mime_types=self.mime_types,
                    isolate=self.isolate,
                )
                break
            except OSError:  # the port of a just-stopped server may linger briefly
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        self.port = self._server.server_address[1]
        self._thread = self._serve.serve_in_thread(self._server)
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def restart(self) -> SiteServer:
        self.stop()
        return self.start()


CSP_WATCH = """
document.addEventListener("securitypolicyviolation", (e) => {
  try {
    window.tkCspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile,
                            line: e.lineNumber, sample: e.sample, page: location.href });
  } catch (_) { /* the binding is gone: the page is closing */ }
}, true);
"""


def watch_csp(ctx, violations: list) -> None:
    ctx.expose_binding("tkCspViolation", lambda source, report: violations.append(report))
    ctx.add_init_script(CSP_WATCH)


def phone_page(browser, violations: list, service_workers: str = "allow"):
    """A page of a new phone (its own profile: storage, service worker), 360x740 with touch,
    its CSP violations reported and its page errors kept in ``page.tk_errors``; close it
    with ``page.context.close()``. ``service_workers="block"`` lets every request reach the
    server (a test that hands the page a damaged file)."""
    ctx = browser.new_context(
        viewport=PHONE_VIEWPORT,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        service_workers=service_workers,
        locale="en-US",
    )
    ctx.set_default_timeout(READY_TIMEOUT_MS)
    watch_csp(ctx, violations)
    page = ctx.new_page()
    page.tk_errors = []
    page.on("pageerror", lambda err: page.tk_errors.append(f"pageerror: {err}"))
    return page

"""The core journeys in WebKit and Gecko: one browser session per engine for the whole run,
one fresh origin (a server on its own port) per journey, so no journey sees another's
storage or service worker.

An engine missing on this machine skips its journeys with the reason and the package to
install; under CI (``CI`` set, as ``.ci/run`` runs) a missing engine fails instead, since
``.ci/run`` installs them."""

from __future__ import annotations

import os
import time

import pytest
from phone_browser import SiteServer

from . import gecko_driver, webkit_driver

ENGINES = {
    "webkit": (webkit_driver.missing, webkit_driver.WebKitPage),
    "gecko": (gecko_driver.missing, gecko_driver.GeckoPage),
}
TIMES_KEY = pytest.StashKey[dict]()


def _unavailable(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI installs every engine: see .ci/run)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session", params=list(ENGINES))
def engine(request, site_dir):
    """A page of one engine (webkit, gecko), shared by every journey in that engine."""
    missing, make = ENGINES[request.param]
    reason = missing()
    if reason:
        _unavailable(f"{request.param}: {reason}")
    began = time.monotonic()
    try:
        page = make()
    except Exception as err:
        _unavailable(f"{request.param}: could not start: {str(err).splitlines()[0]}")
    if hasattr(page, "fit_window"):
        page.fit_window()
    _count(request.config, page, time.monotonic() - began)
    yield page
    page.close()


# The time each engine's browser took to start and its journeys took to run, summed: the
# session-wide browser lives until the whole run ends, so its own lifetime says nothing.
def _count(config, page, seconds: float) -> None:
    times = config.stash.setdefault(TIMES_KEY, {})
    spent, _ = times.get(page.name, (0.0, ""))
    times[page.name] = (spent + seconds, getattr(page, "version", "?"))


@pytest.fixture
def origin(request, site_dir, engine):
    """A fresh origin for one journey: the built site on a port of its own."""
    began = time.monotonic()
    server = SiteServer(site_dir).start()
    engine.errors()  # what an earlier journey left is not this one's
    yield server
    server.stop()
    _count(request.config, engine, time.monotonic() - began)
    errors = engine.errors()
    assert errors == [], f"{engine.name}: errors in the page: {errors}"


def pytest_terminal_summary(terminalreporter, config):
    times = config.stash.get(TIMES_KEY, {})
    for name, (seconds, version) in times.items():
        terminalreporter.write_line(
            f"{name} ({version}): starting it and its journeys took {seconds:.0f} s"
        )

"""The journeys every phone makes, in three browsers: Chromium (Playwright), WebKit (an
iPhone's engine) and Gecko (Firefox's). The ``phone`` fixture runs a journey once in each.

One browser session per engine serves all its journeys, and each journey gets a fresh origin
(the built site on a port of its own), so no journey sees another's storage or service
worker; Chromium also gives each journey a fresh context (a new phone, as every Chromium test
has), which costs it nothing.

An engine missing on this machine skips its journeys with the reason and the package to
install; under CI (``CI`` set, as ``.ci/run`` runs) a missing engine fails instead, since
``.ci/run`` installs them."""

from __future__ import annotations

import os
import time

import pytest
from phone_browser import SiteServer, phone_page

from . import gecko_driver, webkit_driver
from .chromium_driver import ChromiumPhone

ENGINES = {
    "chromium": None,  # the browser tests' own Chromium (tests/browser/conftest.py's `browser`)
    "webkit": (webkit_driver.missing, webkit_driver.WebKitPhone),
    "gecko": (gecko_driver.missing, gecko_driver.GeckoPhone),
}
TIMES_KEY = pytest.StashKey[dict]()


def _unavailable(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI installs every engine: see .ci/run)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session", params=list(ENGINES))
def engine(request, site_dir):
    """One browser for every journey in it: Playwright's Chromium browser, or the one page of
    WebKit or Gecko."""
    if request.param == "chromium":
        yield request.getfixturevalue("browser")  # skips with its reason if there is none
        return
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


@pytest.fixture
def phone(engine, csp_violations):
    """The phone a journey runs on, in each of the three browsers."""
    if not hasattr(engine, "new_context"):  # WebKit's or Gecko's page
        yield engine
        return
    page = phone_page(engine, csp_violations)
    page.on("console", lambda m: m.type == "error" and page.tk_errors.append(f"console: {m.text}"))
    yield ChromiumPhone(page)
    page.context.close()


# The time each engine's browser took to start and its journeys took to run, summed: the
# session-wide browser lives until the whole run ends, so its own lifetime says nothing.
def _count(config, phone, seconds: float) -> None:
    times = config.stash.setdefault(TIMES_KEY, {})
    spent, _ = times.get(phone.name, (0.0, ""))
    times[phone.name] = (spent + seconds, getattr(phone, "version", "?"))


@pytest.fixture
def origin(request, site_dir, phone):
    """A fresh origin for one journey: the built site on a port of its own."""
    began = time.monotonic()
    server = SiteServer(site_dir).start()
    phone.errors()  # what an earlier journey left is not this one's
    yield server
    server.stop()
    _count(request.config, phone, time.monotonic() - began)
    errors = phone.errors()
    assert errors == [], f"{phone.name}: errors in the page: {errors}"


def pytest_terminal_summary(terminalreporter, config):
    times = config.stash.get(TIMES_KEY, {})
    for name, (seconds, version) in times.items():
        terminalreporter.write_line(
            f"{name} ({version}): starting it and its journeys took {seconds:.0f} s"
        )

"""An update can never hide the game (issue 33, item 4).

The service worker keeps a file only if its bytes are the ones the build hashed: a new release
whose engine.zip reaches the phone cut short (224 KB of 673 KB, as seen) fails to install, the
release already installed keeps its cache and keeps running the table, and once the server
hands out the right file the update installs."""

from __future__ import annotations

import shutil
import time

import pytest
from journeys.table_steps import life, settled, start_game

pytestmark = pytest.mark.browser

# A new version of the worker is fetched and installed (or fails to); its final state is
# returned ("redundant": the install failed; "activated": the new release took over).
UPDATE = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update();
  const worker = registration.installing || registration.waiting;
  if (!worker) return registration.active ? 'unchanged' : 'none';
  return await new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'redundant' || worker.state === 'activated') resolve(worker.state);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}"""


def cache_names(page) -> list[str]:
    return page.evaluate("() => caches.keys()")


def wait_caches(page, wanted: list[str]) -> None:
    deadline = time.monotonic() + 30
    while cache_names(page) != wanted:
        assert time.monotonic() < deadline, cache_names(page)
        time.sleep(0.1)


def test_an_update_with_a_truncated_engine_keeps_the_release_that_works(
    site_dir, tmp_path, serve_dir, page, wait_ready, wait_sw_controlling
):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    srv = serve_dir(copy)
    page.goto(srv.url)
    wait_ready(page)
    wait_sw_controlling(page)
    [old_name] = cache_names(page)
    start_game(page)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    assert life(page, 0) == 19

    # The next release (new content: a new cache name), its engine.zip cut short on the way.
    engine = copy / "engine.zip"
    whole = engine.read_bytes()
    sw_file = copy / "service-worker.js"
    new_name = "table-keeper-0123456789abcdef"
    sw_file.write_text(sw_file.read_text().replace(old_name, new_name))
    engine.write_bytes(whole[: len(whole) * 224 // 673])

    assert page.evaluate(UPDATE) == "redundant"  # the install failed
    assert cache_names(page) == [old_name]  # and the working release's cache is kept
    page.reload()
    wait_ready(page)
    assert page.get_by_test_id("storage-error").count() == 0
    assert page.evaluate("() => document.body.dataset.screen") == "table"
    assert life(page, 0) == 19
    page.get_by_test_id("life-0-minus").tap()  # the old release still runs the table
    settled(page)
    assert life(page, 0) == 18
    assert page.evaluate("() => document.body.dataset.stored") == "3"

    # The server hands out the right file: the update installs.
    engine.write_bytes(whole)
    assert page.evaluate(UPDATE) == "activated"
    wait_caches(page, [new_name])
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => document.body.dataset.screen") == "table"
    assert life(page, 0) == 18
    assert page.tk_errors == [], page.tk_errors

"""A rules engine that cannot start, or that dies, is said as an engine fault (issue 33, items
2 and 4): never as an unreadable game, never with an offer to start fresh; the painted table
stays on screen and no tap is lost."""

from __future__ import annotations

import shutil

import pytest
from journeys.table_steps import life, settled, start_game
from phone_browser import phone_page

pytestmark = pytest.mark.browser

FAULT = {
    "en": "The app could not start its rules engine; your table is kept.",
    "ru": "Приложению не удалось запустить движок правил; ваш стол сохранён.",
}


@pytest.fixture
def phone(browser, csp_violations):
    """A phone page whose requests reach the server (service workers blocked), so that the
    test can hand it a damaged file."""
    page = phone_page(browser, csp_violations, service_workers="block")
    yield page
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_runtime_that_cannot_start_is_an_engine_fault_and_the_table_stays(
    site_dir, tmp_path, serve_dir, phone, lang
):
    copy = tmp_path / "site"
    # fresh modification times: a copy keeping the build's would let the browser take the
    # old engine.zip from its HTTP cache on the reload (heuristic freshness: a tenth of its age)
    shutil.copytree(site_dir, copy, copy_function=shutil.copy)
    srv = serve_dir(copy)
    page = phone
    page.goto(srv.url)
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    start_game(page, lang=lang)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)

    engine = copy / "engine.zip"
    whole = engine.read_bytes()
    engine.write_bytes(whole[: len(whole) * 224 // 673])  # cut short on the way
    page.reload()
    page.wait_for_function("() => document.body.dataset.engineFailed === '1'")
    banner = page.locator("#banner")
    assert FAULT[lang] in banner.text_content()
    assert page.get_by_test_id("reload").is_visible()
    # the table painted from storage stays, and nothing offers to start fresh
    assert page.evaluate("() => document.body.dataset.screen") == "table"
    assert life(page, 0) == 19
    assert page.get_by_test_id("storage-error").count() == 0
    assert page.get_by_test_id("start-fresh").count() == 0

    # the right file again: the reload it offers starts the engine, and the game goes on
    engine.write_bytes(whole)
    page.get_by_test_id("reload").tap()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert life(page, 0) == 19
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    assert life(page, 0) == 18
    assert page.evaluate("() => document.body.dataset.stored") == "3"


DIED = {
    "en": "The rules engine stopped; the app is starting it again. Nothing you did is lost.",
    "ru": "Движок правил остановился; приложение запускает его заново. Ничего из сделанного не потеряно.",
}
BACK = {"en": "The rules engine is running again.", "ru": "Движок правил снова работает."}

OWED = {
    "en": "The rules engine stopped before it answered; the app is starting it again. Try once more in a moment",
    "ru": "Движок правил остановился, не ответив; приложение запускает его заново. Попробуйте ещё раз через мгновение",
}

# The test hook kills the engine's worker (as a crash does) while a call is owed: what the
# banner says at once, and what the owed call comes to, in the player's words.
# A call nobody catches (as a sheet's) is said in a toast.
KILL = """async () => {
  const owed = window.tkApp.engine.history(0);
  window.tkApp.engine.life_chart();
  window.tkTestHooks.killEngine();
  const said = document.getElementById('banner').textContent;
  let answered = 'answered';
  try { await owed; } catch (e) { answered = window.tkTexts.errorText(e); }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [said, answered, document.getElementById('toast').textContent];
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_engine_killed_mid_game_is_started_again_and_no_tap_is_lost(
    server, page, open_app, lang
):
    open_app(page)
    start_game(page, lang=lang)
    for _ in range(3):
        page.get_by_test_id("life-0-minus").tap()  # pending: they settle after 1 s
    assert page.evaluate(KILL) == [DIED[lang], OWED[lang], OWED[lang]]
    page.get_by_test_id("life-1-minus").tap()  # made while the new engine starts
    page.wait_for_function("() => document.body.dataset.engineRestarts === '1'")
    page.wait_for_function(f"() => document.getElementById('toast').textContent === {BACK[lang]!r}")
    settled(page)
    assert life(page, 0) == 17 and life(page, 1) == 19
    assert page.evaluate("() => document.body.dataset.stored") == "3"
    assert page.locator("#banner").is_hidden()
    assert page.evaluate("async () => (await window.tkApp.whenEngine()) === window.tkApp.engine")
    # the new engine goes on with the game, and the disk holds every tap
    page.get_by_test_id("life-1-minus").tap()
    settled(page)
    assert life(page, 1) == 18
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert life(page, 0) == 17 and life(page, 1) == 18


# The turn button's action is on its way to the engine when the engine dies.
KILL_IN_FLIGHT = """() => {
  document.querySelector('[data-testid=next-turn]').click();
  window.tkTestHooks.killEngine();
  return document.body.dataset.pending;
}"""


def test_an_action_in_flight_when_the_engine_dies_is_sent_again_once(server, page, open_app):
    open_app(page)
    start_game(page)
    turn = page.get_by_test_id("turn-whose").text_content()
    assert page.evaluate(KILL_IN_FLIGHT) == "1"
    page.wait_for_function("() => document.body.dataset.engineRestarts === '1'")
    settled(page)
    assert page.get_by_test_id("turn-whose").text_content() != turn
    types = page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open('table-keeper');
      open.onsuccess = () => {
        const get = open.result.transaction('records').objectStore('records').getAll();
        get.onsuccess = () => { open.result.close(); resolve(get.result.map((r) => r.action.type)); };
      };
    })""")
    assert types == ["new_game", "next_turn"]  # logged once, not lost, not twice

"""A table as players use it: a phone-sized Chromium against build/site."""

import json

import pytest
from journey import start_game

pytestmark = pytest.mark.browser

SETTLED = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    " && !document.querySelector('.panel[data-pending]')"
)


@pytest.fixture
def fast_settle(context):
    """Group life taps for 300 ms instead of a second, to keep the tests quick."""
    context.add_init_script("try { localStorage.setItem('tk-settle-ms', '300') } catch (e) {}")


def settle(page):
    page.wait_for_function(SETTLED)


def lives(page, count):
    return [page.get_by_test_id(f"life-{seat}").text_content() for seat in range(count)]


def test_a_life_press_counts_when_the_finger_lands_and_repeats_when_held(
    page, open_app, fast_settle
):
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None)
    box = page.get_by_test_id("life-0-plus").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    assert page.get_by_test_id("pending-0").text_content() == "+1"  # before the finger lifts
    page.mouse.up()
    assert page.get_by_test_id("pending-0").text_content() == "+1"  # the click adds nothing
    settle(page)
    assert lives(page, 2) == ["21", "20"]

    page.mouse.down()  # held: it repeats
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"pending-0\"]').textContent === '+4'"
    )
    page.mouse.up()
    settle(page)
    held = int(page.get_by_test_id("life-0").text_content())
    assert held >= 25

    page.get_by_test_id("life-1-minus").focus()  # the keyboard: one per press
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    settle(page)
    assert lives(page, 2) == [str(held), "18"]
    history = page.evaluate("() => tkApp.state.log_length")
    assert history == 4, page.evaluate("() => tkEngineApi.history()")  # new_game and three changes


def test_unreadable_storage_is_kept_and_offered_before_a_fresh_start(page, open_app, fast_settle):
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None)
    page.get_by_test_id("life-0-minus").click()
    settle(page)
    # A record that the engine refuses (seat 9 does not exist) lands in storage.
    page.evaluate("""() => new Promise((resolve, reject) => {
        const open = indexedDB.open('table-keeper');
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite');
          tx.objectStore('records').put({seq: 2, action: {type: 'set_life', player: 9, life: 1}, at: 0});
          tx.oncomplete = () => { open.result.close(); resolve(); };
          tx.onerror = () => reject(tx.error);
        };
      })""")
    page.reload()
    page.get_by_test_id("storage-error").wait_for()
    assert "action 3 was refused" in page.get_by_test_id("storage-error").text_content()
    assert page.get_by_test_id("start-fresh").is_disabled()
    with page.expect_download() as download:
        page.get_by_test_id("download-raw").click()
    raw = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert [r["action"]["type"] for r in raw["records"]] == ["new_game", "adjust_life", "set_life"]
    page.get_by_test_id("start-fresh").click()
    page.get_by_test_id("start-game").wait_for()
    kept = page.evaluate("""() => new Promise((resolve) => {
        const open = indexedDB.open('table-keeper');
        open.onsuccess = () => {
          const get = open.result.transaction('quarantine').objectStore('quarantine').getAll();
          get.onsuccess = () => resolve(get.result.length);
        };
      })""")
    assert kept == 1


def test_a_second_tab_follows_and_takes_over_when_the_first_closes(
    context, page, server, open_app, wait_ready, fast_settle
):
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None)
    second = context.new_page()
    second.goto(server.url)
    wait_ready(second)
    assert "open in another tab" in second.locator("#banner").text_content()
    second.get_by_test_id("life-0-minus").click()
    second.get_by_test_id("toast").wait_for()
    page.get_by_test_id("life-1-minus").click()
    settle(page)
    second.wait_for_function(
        "() => document.querySelector('[data-testid=life-1]').textContent === '19'"
    )
    assert lives(second, 2) == ["20", "19"]

    page.close()
    second.wait_for_function("() => document.getElementById('banner').hidden")
    second.get_by_test_id("life-0-plus").click()
    settle(second)
    second.reload()
    settle(second)
    assert lives(second, 2) == ["21", "19"]

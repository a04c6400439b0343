"""A table as players use it: a phone-sized Chromium against build/site."""

import json
import re

import pytest

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


def start_game(page, names):
    page.get_by_test_id(f"count-{len(names)}").click()
    for seat, name in enumerate(names):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id(f"player-{len(names) - 1}").wait_for()


def test_four_player_game_undo_and_reload(page, open_app, requests_log, fast_settle):
    open_app(page)
    start_game(page, ["Ann", "Bob", "Cid", "Dan"])
    assert lives(page, 4) == ["20"] * 4
    for _ in range(3):
        page.get_by_test_id("life-0-minus").click()
    # the pending change shows at once, before it settles
    assert page.get_by_test_id("life-0").text_content() == "17"
    assert page.get_by_test_id("pending-0").text_content() == "−3"
    settle(page)
    page.get_by_test_id("life-2-plus").click()
    settle(page)
    assert lives(page, 4) == ["17", "20", "21", "20"]

    page.get_by_test_id("undo").click()
    settle(page)
    assert lives(page, 4) == ["17", "20", "20", "20"]

    page.reload()
    settle(page)
    assert lives(page, 4) == ["17", "20", "20", "20"]
    assert [
        page.get_by_test_id(f"player-{s}").locator(".name").text_content() for s in range(4)
    ] == ["Ann", "Bob", "Cid", "Dan"]
    page.get_by_test_id("redo").click()
    settle(page)
    assert lives(page, 4) == ["17", "20", "21", "20"]

    page.get_by_test_id("open-history").click()
    history = page.get_by_test_id("history-list").text_content()
    assert "Ann: life \u22123" in history and "Cid: life +1" in history
    assert requests_log.foreign() == []
    assert page.tk_errors == []


def test_a_life_press_counts_when_the_finger_lands_and_repeats_when_held(
    page, open_app, fast_settle
):
    open_app(page)
    start_game(page, ["Ann", "Bob"])
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


def test_number_entry_counters_and_dice(page, open_app, fast_settle):
    open_app(page)
    start_game(page, ["Ann", "Bob"])
    page.get_by_test_id("life-1").click()
    page.get_by_test_id("number-input").fill("7")
    page.get_by_test_id("number-subtract").click()
    settle(page)
    assert lives(page, 2) == ["20", "13"]

    page.get_by_test_id("counters-0").click()
    page.get_by_test_id("counter-0-poison-plus").click()
    page.get_by_test_id("counter-0-poison-plus").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=counter-0-poison-value]').textContent === '2'"
    )
    page.get_by_test_id("designation-0-monarch").check()
    settle(page)
    page.get_by_test_id("sheet-close").click()
    assert "Poison 2" in page.get_by_test_id("counters-0").text_content()
    assert "👑" in page.get_by_test_id("player-0").text_content()

    page.get_by_test_id("open-dice").click()
    page.get_by_test_id("roll-d20").click()
    page.wait_for_function(
        "() => /d20: \\d+/.test(document.querySelector('[data-testid=roll-result]').textContent)"
    )
    rolled = int(
        re.search(r"d20: (\d+)", page.get_by_test_id("roll-result").text_content()).group(1)
    )
    assert 1 <= rolled <= 20
    page.get_by_test_id("sheet-close").click()

    page.reload()
    settle(page)
    page.get_by_test_id("open-history").click()
    assert f"Rolled 1d20: {rolled}" in page.get_by_test_id("history-list").text_content()


def test_offline_after_first_visit(
    page, context, server, open_app, wait_ready, wait_sw_controlling, fast_settle
):
    open_app(page)
    start_game(page, ["Ann", "Bob"])
    page.get_by_test_id("life-1-minus").click()
    settle(page)
    wait_sw_controlling(page)

    server.stop()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    settle(page)
    assert lives(page, 2) == ["20", "19"]
    page.get_by_test_id("life-0-plus").click()
    settle(page)
    page.reload()
    settle(page)
    assert lives(page, 2) == ["21", "19"]
    assert page.tk_errors == []


def test_russian_interface(page, open_app):
    open_app(page)
    page.get_by_test_id("lang-ru").click()
    assert page.get_by_test_id("start-game").text_content() == "Начать игру"
    assert page.evaluate("document.documentElement.lang") == "ru"
    page.get_by_test_id("start-game").click()
    turn = page.get_by_test_id("next-turn")
    assert "Дальше ▸" in turn.text_content() and turn.get_attribute("title") == "Следующий ход"
    page.reload()
    settle(page)
    assert "Дальше ▸" in turn.text_content() and turn.get_attribute("title") == "Следующий ход"


def test_unreadable_storage_is_kept_and_offered_before_a_fresh_start(page, open_app, fast_settle):
    open_app(page)
    start_game(page, ["Ann", "Bob"])
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
    start_game(page, ["Ann", "Bob"])
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

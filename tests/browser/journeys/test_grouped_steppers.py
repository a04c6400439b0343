"""A player's steppers group a burst as life taps do (issue 24, item 8): five quick
commander-damage taps are one change, one history line, one Undo, kept on disk from the
first tap (a reload within the settle second keeps them). History lines for Next turn say
whose turn begins. At 360x740 with touch and the default settle time, in both languages."""

from __future__ import annotations

import pytest

from .table_steps import actions, life, open_app, read_store, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cid"), "ru": ("Аня", "Борис", "Вика")}


def commander_game(page, lang):
    start_game(page, NAMES[lang], lang, "commander")
    settled(page)


def history_lines(page) -> list[str]:
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-list").wait_for()
    lines = page.get_by_test_id("history-list").locator("li").all_inner_texts()
    page.get_by_test_id("sheet-close").tap()
    return lines


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_five_commander_damage_taps_are_one_change_one_line_one_undo(server, page, lang):
    open_app(page, server.url)
    commander_game(page, lang)
    page.get_by_test_id("counters-0").tap()
    plus = page.get_by_test_id("cmd-0-1-plus")
    for _ in range(5):
        plus.tap()
    for _ in range(3):
        page.get_by_test_id("rad-0-plus").tap()
    assert page.get_by_test_id("rad-0-value").text_content() == "3"
    # shown at once, on the stepper and on the panel's life
    assert page.get_by_test_id("cmd-0-1-value").text_content() == "5"
    assert life(page, 0) == 35
    page.get_by_test_id("sheet-close").tap()
    settled(page)
    assert actions(page)[1:] == [
        {"type": "commander_damage", "player": 0, "source": 1, "delta": 5},
        {"type": "adjust_counter", "player": 0, "counter": "rad", "delta": 3},
    ]
    assert life(page, 0) == 35
    lines = history_lines(page)
    assert len(lines) == 3, lines
    assert NAMES[lang][0] in lines[1] and NAMES[lang][1] in lines[1] and "+5" in lines[1], lines
    page.get_by_test_id("undo").tap()
    settled(page)
    page.get_by_test_id("undo").tap()
    settled(page)
    assert life(page, 0) == 40
    page.get_by_test_id("counters-0").tap()
    assert page.get_by_test_id("cmd-0-1-value").text_content() == "0"
    # Undo within the settle second takes back the whole burst, nothing else
    for _ in range(4):
        page.get_by_test_id("cmd-0-2-plus").tap()
    page.get_by_test_id("sheet-close").tap()
    page.get_by_test_id("undo").tap()
    settled(page)
    assert life(page, 0) == 40 and actions(page)[-1] == {"type": "undo"}


# The storage layer stops for good once the fifth tap's journal entry is on disk (the app's
# test hook, as in test_saved_taps.py): the page is reloaded inside the settle second, with
# the burst on disk in the journal only, whatever the machine's speed.
HOOK = """
window.tkStopAt = null;
window.tkStorageHook = (point) => {
  if (window.tkStopAt && point === window.tkStopAt[0] && --window.tkStopAt[1] <= 0) {
    window.tkStopAt = null;
    window.tkReached(point);
    return new Promise(() => {});
  }
};
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_reload_in_the_settle_second_keeps_the_burst(server, context, lang):
    reached = []
    context.expose_binding("tkReached", lambda source, point: reached.append(point))
    context.add_init_script(HOOK)
    page = context.new_page()
    open_app(page, server.url)
    commander_game(page, lang)
    page.get_by_test_id("counters-2").tap()
    page.evaluate("() => { window.tkStopAt = ['journal-written', 5]; }")
    for _ in range(5):
        page.get_by_test_id("cmd-2-0-plus").tap()
    for _ in range(100):
        if reached:
            break
        page.wait_for_timeout(50)
    assert reached == ["journal-written"]
    store = read_store(page)
    assert store["journal"]["pending"] == [
        {"seat": 2, "delta": 5, "action": {"type": "commander_damage", "player": 2, "source": 0}}
    ]
    assert [r["action"]["type"] for r in store["records"]] == ["new_game"]
    page.reload(wait_until="commit")
    open_app(page, server.url)
    settled(page)
    assert actions(page)[1:] == [{"type": "commander_damage", "player": 2, "source": 0, "delta": 5}]
    assert life(page, 2) == 35
    page.get_by_test_id("undo").tap()
    settled(page)
    assert life(page, 2) == 40 and [a["type"] for a in actions(page)][-1] == "undo"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_next_turn_lines_say_whose_turn_begins(server, page, lang):
    open_app(page, server.url)
    commander_game(page, lang)
    for _ in range(3):
        page.get_by_test_id("next-turn").tap()
    settled(page)
    lines = history_lines(page)[:3]
    said = {"en": "Next turn: {} plays", "ru": "Следующий ход: ходит {}"}[lang]
    assert lines == [said.format(n) for n in reversed(NAMES[lang])], lines

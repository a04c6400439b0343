"""A player's steppers group a burst as life taps do (issue 24, item 8): five quick
commander-damage taps are one change, one history line, one Undo, kept on disk from the
first tap (a reload within the settle second keeps them). History lines for Next turn say
whose turn begins. At 360x740 with touch and the default settle time, in both languages."""

from __future__ import annotations

import pytest

from .table_steps import actions, life, open_app, read_store, settled

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cid"), "ru": ("Аня", "Борис", "Вика")}


def commander_game(page, lang):
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("count-3").tap()
    for seat, name in enumerate(NAMES[lang]):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("format").select_option("commander")
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-2").wait_for()
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
    # shown at once, on the stepper and on the panel's life
    assert page.get_by_test_id("cmd-0-1-value").text_content() == "5"
    assert life(page, 0) == 35
    page.get_by_test_id("sheet-close").tap()
    settled(page)
    assert [a["type"] for a in actions(page)] == ["new_game", "commander_damage"]
    assert actions(page)[-1] == {"type": "commander_damage", "player": 0, "source": 1, "delta": 5}
    assert life(page, 0) == 35
    lines = history_lines(page)
    assert len(lines) == 2, lines
    assert NAMES[lang][0] in lines[0] and NAMES[lang][1] in lines[0] and "+5" in lines[0], lines
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


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_reload_in_the_settle_second_keeps_the_burst(server, page, lang):
    open_app(page, server.url)
    commander_game(page, lang)
    page.get_by_test_id("counters-2").tap()
    for _ in range(5):
        page.get_by_test_id("cmd-2-0-plus").tap()
    for _ in range(3):
        page.get_by_test_id("rad-2-plus").tap()
    journal = read_store(page)["journal"]
    assert {"seat": 2, "delta": 5, "action": {"type": "commander_damage", "player": 2, "source": 0}} in journal["pending"]
    page.reload(wait_until="commit")
    open_app(page, server.url)
    settled(page)
    changes = actions(page)[1:]
    assert changes == [{"type": "commander_damage", "player": 2, "source": 0, "delta": 5},
                       {"type": "adjust_counter", "player": 2, "counter": "rad", "delta": 3}], changes
    assert life(page, 2) == 35
    page.get_by_test_id("undo").tap()
    page.get_by_test_id("undo").tap()
    settled(page)
    assert life(page, 2) == 40 and [a["type"] for a in actions(page)][-2:] == ["undo", "undo"]


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

"""What matters is on the table, not in a sheet. When a match's time ran out the table showed
a red 0:00 ("Time!" and what comes next only in the Match sheet); "They had already passed
the turn" did not say who; a panel's commander damage was one sum (7 and 5 showed 12) hiding
how close one commander is to 21; assembling a Contraption was under a collapsed heading; a
Two-Headed Giant turn named one teammate. At 360x740 with touch, in English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game, start_match, start_unstable_contraptions

pytestmark = pytest.mark.browser

MIN = 60_000
NAMES = {"en": ("Ann", "Bob", "Cat", "Dan"), "ru": ("Аня", "Боря", "Вика", "Даня")}
TIME = {
    "en": ("Time!", "Finish the current turn, then 5 extra turns"),
    "ru": ("Время!", "Доиграйте текущий ход, затем 5 дополнительных"),
}
PASSED = {"en": "Ann had already passed the turn", "ru": "Аня: ход уже был передан"}
TEAM = {"en": "Ann and Bob", "ru": "Аня и Боря"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_time_running_out_is_said_on_the_table_and_the_pass_names_who(server, page, lang):
    page.clock.install()
    open_app(page, server.url)
    start_game(page, NAMES[lang][:2], lang)
    page.get_by_test_id("next-turn").tap()  # Ann's turn
    settled(page)
    start_match(page, NAMES[lang][0], NAMES[lang][1], from_menu=True)
    page.get_by_test_id("clock-toggle").tap()
    settled(page)
    page.get_by_test_id("sheet-close").tap()
    page.clock.fast_forward(51 * MIN)  # the round's 50 minutes are gone: the app calls time
    chip = page.get_by_test_id("match-clock-chip")
    page.wait_for_function(
        "() => window.tkApp.state.session_features.match.time_called === true", timeout=20_000
    )
    settled(page)
    page.clock.run_for(500)
    words = chip.inner_text()
    assert all(part in words for part in TIME[lang]), words
    b, view = chip.bounding_box(), page.viewport_size
    assert b is not None and b["x"] >= 0 and b["x"] + b["width"] <= view["width"], b
    chip.tap()  # the chip opens the match: the pass button names whose turn it is
    assert page.get_by_test_id("time-after-pass").inner_text() == PASSED[lang]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_commander_damage_shows_the_most_from_one_commander_against_21(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang][:3], lang, "commander")
    settled(page)
    page.get_by_test_id("counters-0").tap()
    for _ in range(7):
        page.get_by_test_id("cmd-0-1-plus").tap()
    for _ in range(5):
        page.get_by_test_id("cmd-0-2-plus").tap()
    page.get_by_test_id("sheet-close").tap()
    settled(page)
    shown = page.get_by_test_id("counters-0").inner_text()
    assert "⚔ 7/21" in shown and "12" not in shown, shown


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_two_headed_giant_turn_names_the_team(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang, "two_headed_giant")
    page.get_by_test_id("next-turn").tap()
    settled(page)
    assert page.get_by_test_id("turn-whose").inner_text() == TEAM[lang]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_assembling_a_contraption_is_in_sight_without_opening_anything(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang][:2], lang)
    start_unstable_contraptions(page)
    page.get_by_test_id("next-turn").tap()  # the upkeep: the sheet opens by itself
    page.get_by_test_id("ctr-upkeep").tap()
    settled(page)
    sprocket = page.get_by_test_id("ctr-effect-sprocket-1")
    assert sprocket.is_visible()
    sprocket.tap()
    settled(page)
    assert page.evaluate("() => window.tkApp.state.last_action_type") == "assemble"

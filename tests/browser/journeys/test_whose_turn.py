"""Whose turn it is, at a glance (issue 24, item 5): the turn button shows the active
player's name as far as it fits, on their seat's colour, and their panel is outlined and
marked; the toolbar keeps its height (test_table_journeys checks 56 px over 13 turns). At
360x740 with touch, in English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {
    "en": ("Chen", "Maximilian Throckmorton", "Eve"),
    "ru": ("Чэнь", "Максимилиан Троекуров", "Ева"),
}
TURN = {"en": "Turn {} · Next ▸", "ru": "Ход {} ▸"}  # the Russian "· Дальше" did not fit

WHOSE = """() => { const s = document.querySelector('[data-testid=turn-whose]');
  const b = document.querySelector('[data-testid=next-turn]');
  const active = [...document.querySelectorAll('.panel.active')];
  return { text: s.textContent, fits: s.scrollWidth <= s.clientWidth, button: getComputedStyle(b).backgroundColor,
           panels: active.map((p) => [p.dataset.testid, getComputedStyle(p).backgroundColor, getComputedStyle(p).outlineWidth]),
           marks: [...document.querySelectorAll('.turn-mark:not([hidden])')].map((m) => m.dataset.testid) }; }"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_turn_button_and_the_active_panel_say_whose_turn_it_is(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    for turn, seat in ((1, 0), (2, 1), (3, 2)):
        page.get_by_test_id("next-turn").tap()
        settled(page)
        seen = page.evaluate(WHOSE)
        assert seen["text"] == NAMES[lang][seat]
        if seat != 1:  # a short name is shown whole, not "C…"
            assert seen["fits"], seen
        assert seen["panels"] == [[f"player-{seat}", seen["button"], "3px"]], (
            seen
        )  # the seat's colour
        assert seen["marks"] == [f"turn-mark-{seat}"]
        small = page.get_by_test_id("next-turn").locator("small").first
        assert small.text_content() == TURN[lang].format(turn)
        assert small.evaluate("(e) => e.scrollWidth <= e.clientWidth"), "the turn line is cut off"
    assert (
        page.evaluate(
            "() => Math.round(document.getElementById('toolbar').getBoundingClientRect().height)"
        )
        == 56
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_before_the_first_turn_the_button_says_so_whole(server, page, lang):
    """Four seats, no turn begun yet: the button's first line is read whole (it was cut to
    "Not star…" at 360 px)."""
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob", "Cid", "Dan"), lang)
    settled(page)
    seen = page.evaluate(WHOSE)
    assert seen["text"] == {"en": "Pregame", "ru": "Не начат"}[lang], seen
    assert seen["fits"], f"the first line is cut off: {seen['text']!r}"

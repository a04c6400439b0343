"""A player's sheets face the player who opened them (issue 24, item 15): number entry and
the player's sheet, opened from a panel turned toward its seat, are turned the same way
(upside down for the far seat, sideways for the side seats). At 360x740 with touch, and
lying flat in landscape, in English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cid", "Dan", "Eve"), "ru": ("Аня", "Борис", "Вика", "Глеб", "Даша")}

# The rotation (cos, sin) of an element's transform, the panel's own and its sheet's.
TURN = """(el) => { const m = new DOMMatrix(getComputedStyle(el).transform);
  return [Math.round(m.a), Math.round(m.b)]; }"""


@pytest.mark.parametrize(
    "viewport",
    [{"width": 360, "height": 740}, {"width": 740, "height": 360}],
    ids=["portrait", "landscape"],
)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_number_entry_and_the_player_sheet_face_the_player(server, page, lang, viewport):
    page.set_viewport_size(viewport)
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    turns = set()
    for seat in range(5):
        panel = page.get_by_test_id(f"player-{seat}").locator(".panel-inner")
        faces = panel.evaluate(TURN)
        turns.add(tuple(faces))
        for opener, sheet in (
            (f"life-{seat}", "number-sheet"),
            (f"counters-{seat}", "player-sheet"),
        ):
            page.get_by_test_id(opener).tap()
            page.get_by_test_id(sheet).wait_for()
            backdrop = page.locator(".sheet-backdrop")
            assert backdrop.evaluate(TURN) == faces, (
                f"{sheet} of seat {seat} does not face its player"
            )
            # the whole sheet is on screen, whatever its turn
            box = page.get_by_test_id(sheet).bounding_box()
            assert (
                box["x"] >= -1
                and box["y"] >= -1
                and box["x"] + box["width"] <= viewport["width"] + 1
                and box["y"] + box["height"] <= viewport["height"] + 1
            ), (sheet, seat, box)
            assert NAMES[lang][seat] in page.get_by_test_id(sheet).inner_text()
            page.keyboard.press("Escape")
            page.wait_for_function("() => !document.querySelector('.sheet')")
    assert len(turns) >= 3, turns  # upright, upside down and sideways seats
    # number entry still does its job turned round: seat 1 sets 33
    page.get_by_test_id("life-1").tap()
    page.get_by_test_id("number-input").fill("33")
    page.get_by_test_id("number-set").tap()
    settled(page)
    assert page.get_by_test_id("life-1").text_content() == "33"

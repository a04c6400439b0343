"""A question and a refusal appear where the finger is, and no sheet shows its main buttons
hidden. The Match sheet, set up with a round under 40 minutes, is refused: the red sentence
covered *Start the match*, the button it is about; ticked as a casual event and started, the
match came up scrolled where the form's button was, its result buttons under the sticky
header and score. Every box is measured against the 360x740 viewport, with touch, in
English and Russian."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob"), "ru": ("Аня", "Борис")}
UNDER_40 = {"en": "at least 40 minutes", "ru": "40 минут"}


def box(page, testid: str) -> dict:
    found = page.get_by_test_id(testid).bounding_box()
    assert found is not None, testid
    return found


def inside_the_screen(page, testid: str) -> dict:
    """The element's box, asserted wholly inside the viewport."""
    b, view = box(page, testid), page.viewport_size
    assert b["x"] >= 0 and b["y"] >= 0, (testid, b)
    assert b["x"] + b["width"] <= view["width"], (testid, b, view)
    assert b["y"] + b["height"] <= view["height"], (testid, b, view)
    return b


def apart(a: dict, b: dict) -> bool:
    return (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_refusal_leaves_its_button_seen_and_the_match_opens_at_its_results(server, page, lang):
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-match").tap()
    page.get_by_test_id("match-minutes").fill("30")
    page.get_by_test_id("match-start").tap()
    page.get_by_test_id("toast").wait_for()
    assert UNDER_40[lang] in page.get_by_test_id("toast").inner_text()
    said, button = inside_the_screen(page, "toast"), inside_the_screen(page, "match-start")
    assert apart(said, button), (said, button)

    page.get_by_test_id("match-casual").check()
    page.get_by_test_id("match-start").tap()
    page.get_by_test_id("match-win-a").wait_for()
    settled(page)
    score = box(page, "match-score")
    for testid in ("match-win-a", "match-win-b"):
        b = inside_the_screen(page, testid)
        assert b["y"] >= score["y"] + score["height"], (testid, b, score)  # not under the score

"""Contraptions on the table at 360x740 with the default settle time, in both languages (issue
24, item 12): the way into the Contraptions screen covers no player's "Counters ⋯" bar, name
or life buttons, its words fit inside it, it is not a second gear beside the menu's, and
the sprocket badges say that the marker is the CRANK! counter."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ["Ann", "Bob", "Cid", "Dan"], "ru": ["Аня", "Борис", "Вера", "Глеб"]}

OVERLAPS = """() => {
  const chip = document.querySelector('[data-testid=ctr-chip]').getBoundingClientRect();
  const hit = [];
  const inside = document.querySelector('[data-testid=ctr-chip]');
  for (const el of document.querySelectorAll('[data-testid^=player-] button, [data-testid^=player-] .name')) {
    if (inside.contains(el) || el.contains(inside)) continue;
    const r = el.getBoundingClientRect();
    if (r.width && r.left < chip.right && r.right > chip.left && r.top < chip.bottom && r.bottom > chip.top)
      hit.push(el.dataset.testid || el.textContent);
  }
  return hit;
}"""

FITS = """() => [...document.querySelectorAll('[data-testid=ctr-chip], [data-testid=ctr-chip] .panel-note')]
  .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
  .map((el) => el.textContent)"""

GEARS = """() => [...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null
  && b.textContent.trim() === '⚙').map((b) => b.dataset.testid)"""


def with_contraptions(page, url, lang, names):
    open_app(page, url)
    start_game(page, names, lang)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-contraptions").tap()
    page.get_by_test_id("ctr-rules-unstable").tap()
    page.get_by_test_id("ctr-start").tap()
    page.get_by_test_id("ctr-close").tap()
    settled(page)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("seats", [2, 4])
def test_the_way_into_contraptions_covers_nothing_and_says_what_it_shows(server, page, lang, seats):
    with_contraptions(page, server.url, lang, NAMES[lang][:seats])
    chip = page.get_by_test_id("ctr-chip")
    chip.wait_for()
    assert page.evaluate(OVERLAPS) == []
    assert page.evaluate(FITS) == []
    assert page.evaluate(GEARS) == ["open-menu"], "a second gear button beside the menu's"
    # it sits on a player's panel, with their sprockets, not in a corner of the screen
    assert page.evaluate(
        "() => !!document.querySelector('[data-testid=ctr-chip]').closest('[data-testid^=player-]')"
    )
    label = chip.get_attribute("aria-label")
    assert label.startswith({"en": "Contraptions", "ru": "Штуковины"}[lang]), label

    # Ann's turn: a Contraption on sprocket 1; her badges name the CRANK! counter's sprocket
    page.get_by_test_id("next-turn").tap()
    page.get_by_test_id("ctr-upkeep").tap()
    page.get_by_test_id("ctr-effect-sprocket-1").tap()
    settled(page)
    page.get_by_test_id("ctr-close").tap()
    badges = page.get_by_test_id("notes-0").inner_text()
    assert {"en": "⚙3: 0 ◀ CRANK!", "ru": "⚙3: 0 ◀ жетон взвода"}[lang] in badges, badges
    assert page.evaluate(OVERLAPS) == [] and page.evaluate(FITS) == []
    # one tap on the row opens the Contraptions screen
    page.get_by_test_id("ctr-chip").tap()
    page.get_by_test_id("contraptions-sheet").wait_for()

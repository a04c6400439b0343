"""A tap at a moment the rules forbid is refused, and the player reads why in their language
(issue 23, rules reading 4), at 360x740 with the default settings.

* 001: the upkeep's crank is not optional: "Next turn" does not pass over the upkeep of a
  player whose CRANK! counter would move; once a later step is on, the forgotten upkeep is a
  correction, marked so in the history.
* 000: a Hell card only looked at waits for its decision: the turn does not pass over it.
"""

from __future__ import annotations

import re

import pytest

from .hell_steps import build_library_of_the_pool, import_pool_file, start_hells_half_draft
from .table_steps import open_app, settled, start_game, start_unstable_contraptions
from .test_hell import write_pool

pytestmark = pytest.mark.browser

ENGINE_WORDS = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")  # an action, a field, an error code


def refusal(page) -> str:
    toast = page.get_by_test_id("toast")
    toast.wait_for()
    words = toast.text_content()
    assert not ENGINE_WORDS.search(words), words
    return words


def turn(page) -> int:
    return page.evaluate("() => window.tkApp.state.turn")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_001_next_turn_waits_for_the_upkeep_crank(server, page, lang):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"), lang)
    start_unstable_contraptions(page)
    page.get_by_test_id("next-turn").tap()  # Ann's turn: her upkeep
    page.get_by_test_id("ctr-upkeep").tap()
    page.get_by_test_id("ctr-effect-sprocket-1").tap()  # a card assembles one on sprocket 1
    page.get_by_test_id("ctr-next-turn").tap()  # Bob: no Contraption, nothing owed
    page.get_by_test_id("ctr-upkeep").wait_for()
    page.get_by_test_id("ctr-next-turn").tap()  # Ann again: her counter must move
    page.get_by_test_id("ctr-upkeep").wait_for()
    settled(page)
    before = turn(page)
    page.get_by_test_id("ctr-next-turn").tap()  # a tap past the upkeep: refused
    words = refusal(page)
    assert (
        ("Ann's upkeep has not begun" in words and "CRANK! counter" in words)
        if lang == "en"
        else ("поддержки" in words and "жетон взвода" in words)
    ), words
    settled(page)
    assert turn(page) == before
    # the table moved on to the main phase: the upkeep is now a correction, said so
    page.evaluate("() => window.tkApp.send({ type: 'set_step', step: 'main1' })")
    settled(page)
    page.get_by_test_id("ctr-upkeep-forgotten").tap()
    page.get_by_test_id("ctr-crank-go").tap()
    page.get_by_test_id("ctr-next-turn").tap()
    settled(page)
    assert turn(page) == before + 1
    page.get_by_test_id("ctr-close").tap()
    page.get_by_test_id("open-history").tap()
    history = page.get_by_test_id("history-list").text_content()
    assert (
        "Correction: Ann's forgotten Contraption upkeep"
        if lang == "en"
        else "Исправление: Ann — забытая поддержка штуковин"
    ) in history, history


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_000_the_turn_waits_for_a_hell_card_only_looked_at(server, page, lang, tmp_path):
    open_app(page, server.url)
    start_hells_half_draft(page, lang=lang)
    import_pool_file(page, write_pool(tmp_path))
    build_library_of_the_pool(page)
    page.get_by_test_id("hell-next-turn").tap()  # Ann's first turn
    settled(page)
    # Ann draws from the Hell library until a card waits for her decision (one land goes to
    # her hand; none of the spells is judged without her declared colours)
    page.get_by_test_id("hell-draw").tap()
    page.get_by_test_id("pass-confirm").tap()
    drawn = page.locator("[data-testid=hell-done], [data-testid=hell-take]")
    drawn.first.wait_for()  # the land's "Done", or a decision
    if page.get_by_test_id("hell-done").count():
        page.get_by_test_id("hell-done").tap()
        page.get_by_test_id("hell-draw").tap()
    page.get_by_test_id("hell-take").wait_for()
    settled(page)
    before = turn(page)
    page.get_by_test_id("hell-next-turn").tap()  # refused: the card waits
    words = refusal(page)
    assert (
        ("is looking at a Hell card" in words and "before the next turn" in words)
        if lang == "en"
        else ("Адской карты" in words)
    ), words
    settled(page)
    assert turn(page) == before
    page.get_by_test_id("hell-take").tap()
    settled(page)
    page.get_by_test_id("hell-next-turn").tap()
    settled(page)
    assert turn(page) == before + 1

"""A Conspiracy draft set up as a new table does it at 360x740, in both languages (issue 24,
item 13): the seat list starts with the players at the table, and the hidden-agenda form
does not invite typing the face-down conspiracy's name on the shared screen: it is named
only behind the cover."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {
    "en": ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"],
    "ru": ["Аня", "Борис", "Вера", "Глеб", "Ева", "Жора"],
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_seat_list_starts_with_the_names_on_the_start_screen(server, page, lang):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("count-6").tap()
    for seat, name in enumerate(NAMES[lang]):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("start-feature-draft").tap()
    assert page.get_by_test_id("draft-seats").input_value().split("\n") == NAMES[lang]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_seat_list_starts_with_the_game_at_the_table_and_agendas_are_named_behind_the_cover(
    server, page, lang
):
    open_app(page, server.url)
    start_game(page, NAMES[lang][:3], lang)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-draft").tap()
    assert page.get_by_test_id("draft-seats").input_value().split("\n") == NAMES[lang][:3]
    page.get_by_test_id("draft-skip").dblclick()
    page.get_by_test_id("draft-done").wait_for()
    settled(page)

    # the shared field is for a face-up conspiracy; the hidden agenda is a way of its own
    # that says nothing is typed here
    field = page.get_by_test_id("consp-card")
    assert (
        field.get_attribute("placeholder")
        == {"en": "Face-up conspiracy", "ru": "Заговор лицом вверх"}[lang]
    )
    assert page.get_by_test_id("consp-face-up").locator("[data-testid=consp-card]").count() == 1
    hidden = page.get_by_test_id("consp-hidden")
    assert hidden.locator("[data-testid=consp-card]").count() == 0
    hint = page.get_by_test_id("consp-hidden-hint").text_content()
    assert {"en": "Type nothing here", "ru": "Здесь ничего не вводите"}[lang] in hint, hint
    assert " он " not in hint and " она " not in hint and "(а)" not in hint

    # behind the cover: both names typed there, the conspiracy's field first and empty
    page.get_by_test_id("consp-seat").select_option("1")
    page.get_by_test_id("consp-add-hidden").tap()
    page.get_by_test_id("pass-confirm").tap()
    page.get_by_test_id("agenda-panel").wait_for()
    card = page.get_by_test_id("agenda-card")
    assert card.input_value() == ""
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.dataset.testid === 'agenda-card'"
    )
    card.fill("Secret Summoning")
    page.get_by_test_id("agenda-named").fill("Lightning Bolt")
    page.get_by_test_id("agenda-confirm").tap()
    settled(page)
    text = page.locator("body").inner_text()
    assert "Secret Summoning" not in text and "Lightning Bolt" not in text

"""Sentences about a player are right whatever the name (issue 24, item 4): the app cannot know
a name's gender or how it declines, so a Russian sentence puts the name first or in a
neutral slot and uses forms that agree with no name ("держит бустер «Аня» → Борис", not
"держит бустер Аня"; "выход из драфта", not "покинул"/"ушёл"). The paused draft's button
says "Продолжить" (not "Дальше", the Next-turn word). At 360x740, default settle time."""

from __future__ import annotations

import re

import pytest

from .table_steps import open_app, settled

pytestmark = pytest.mark.browser

# Russian past-tense forms that agree with a gender (masculine -л/-ёл, feminine -ла)
GENDERED = re.compile(
    r"(?<![а-яё])(?:покинул|ушёл|ушла|выбыл|выбыла|вскрыл|вскрыла|сдался|сдалась|взял|взяла)(?![а-яё])",
    re.IGNORECASE,
)
NAMES = ["Аня", "Борис", "Вера", "Глеб"]


def draft(page):
    return page.evaluate("() => window.tkApp.state.session_features.draft")


def start_draft(page, url, lang, style="booster"):
    open_app(page, url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("start-feature-draft").tap()
    page.get_by_test_id("draft-seats").fill("\n".join(NAMES))
    page.get_by_test_id("draft-style").select_option(style)
    page.get_by_test_id("draft-start").tap()
    page.get_by_test_id("draft-seat-0").wait_for()
    settled(page)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_paused_draft_says_resume(server, page, lang):
    start_draft(page, server.url, lang)
    pause = page.get_by_test_id("draft-pause")
    pause.tap()
    assert pause.text_content() == {"en": "▶ Resume", "ru": "▶ Продолжить"}[lang]
    pause.tap()
    assert pause.text_content() == {"en": "‖ Pause", "ru": "‖ Пауза"}[lang]


def test_russian_seat_rows_name_players_without_declining_or_gendering(server, page):
    start_draft(page, server.url, "ru")
    holder, opener, to = (
        NAMES[0],
        draft(page)["seats"][0]["holds_pack_of"],
        draft(page)["seats"][0]["passes_to"],
    )
    row = page.get_by_test_id("draft-seat-0").inner_text()
    assert f"держит бустер «{NAMES[opener]}» → {NAMES[to]}" in row, row
    assert row.startswith(holder)
    # Борис leaves: the row says what happened with no verb that agrees with him
    page.locator("[data-testid=draft-leave-box] > summary").tap()
    page.get_by_test_id("draft-leave-seat").select_option("1")
    page.get_by_test_id("draft-leave").tap()
    page.get_by_test_id("draft-leave").tap()
    settled(page)
    row = page.get_by_test_id("draft-seat-1").inner_text()
    assert "выход из драфта: бустер 1, выбор 1" in row and "вне драфта" in row, row
    body = page.locator("body").inner_text()
    assert not GENDERED.findall(body), GENDERED.findall(body)


def test_russian_rochester_line_names_players_in_neutral_slots(server, page):
    start_draft(page, server.url, "ru", style="rochester")
    line = (
        page.get_by_test_id("draft-rochester").inner_text()
        if page.get_by_test_id("draft-rochester").count()
        else ""
    )
    if not line:  # the pack is laid out first: start picking
        page.get_by_test_id("draft-continue").tap()
        settled(page)
        line = page.get_by_test_id("draft-rochester").inner_text()
    assert re.fullmatch(r"Бустер вскрывает: \S+ · выбирает: \S+", line), line
    assert not GENDERED.findall(page.locator("body").inner_text())

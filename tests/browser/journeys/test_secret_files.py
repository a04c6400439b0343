"""Issue 33, item 5: what the table keeps hidden stays out of the file a player makes.

Menu -> "Download the game log" on a 360x740 touch phone with the default settings, in both
languages: during a Hell's Half-Draft game (the Hell library, the opening hands) and after a
Conspiracy draft (a face-down hidden agenda), the downloaded file names no hidden card; once
the rules reveal one (a card played, an agenda turned face up) the next file names it. A
backup, which carries the whole session, is made only after the player has read what it
shows."""

from __future__ import annotations

import json

import pytest

from .hell_steps import build_library_of_the_pool, import_pool_file, start_hells_half_draft
from .table_steps import finished_draft, open_app, settled
from .test_hell import NAMES, write_pool

pytestmark = pytest.mark.browser

AGENDA = ("Secret Summoning", "Lightning Bolt")
ONE_AGENDA = {
    "en": "1 hidden agenda with the cards named",
    "ru": "скрытые замыслы и названные ими карты (1 скрытый замысел)",
}
HELL = "() => window.tkApp.state.session_features.hell"


def downloaded_log(page) -> str:
    """Menu -> Download the game log: the file's text."""
    page.get_by_test_id("open-menu").tap()
    with page.expect_download() as download:
        page.get_by_test_id("export-log").tap()
    text = open(download.value.path(), encoding="utf-8").read()
    if page.get_by_test_id("sheet-close").count():
        page.get_by_test_id("sheet-close").tap()
    return text


def open_carry_sheet(page) -> None:
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-carry").tap()
    page.get_by_test_id("carry-sheet").wait_for()


def record_types(text: str) -> list[str]:
    return [json.loads(line).get("type") for line in text.splitlines()[1:]]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_game_log_of_a_hell_game_names_no_card_of_the_library_or_a_hand(
    server, page, lang, tmp_path
):
    open_app(page, server.url)
    start_hells_half_draft(page, lang=lang)
    import_pool_file(page, write_pool(tmp_path), cards=len(NAMES))
    build_library_of_the_pool(page)
    page.get_by_test_id("hell-deal").tap()
    page.get_by_test_id("hell-dealt").wait_for()
    settled(page)
    page.get_by_test_id("sheet-close").tap()
    hell = page.evaluate(HELL)
    assert hell["hell_library"]["count"] == len(NAMES) - 4
    text = downloaded_log(page)
    assert {"hell_setup", "hell_deal_opening"} <= set(record_types(text))  # the game is in it
    assert not [name for name in NAMES if name in text], "a hidden card is named in the file"
    # a card of Ann's hand is played: the table sees it, and the next file names it
    played = next(
        c for c in hell["cards"] if c["zone"]["zone"] == "hand" and c["zone"]["seat"] == 0
    )
    answer = page.evaluate(
        "(card) => window.tkApp.send({type: 'hell_move', card, zone: 'battlefield', player: 0})",
        played["id"],
    )
    assert answer["ok"]
    settled(page)
    text = downloaded_log(page)
    name = played["card"]["name"]
    assert name in text
    assert not [n for n in NAMES if n != name and n in text]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_game_log_after_a_draft_keeps_a_hidden_agenda_until_it_is_turned_face_up(
    server, page, lang
):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    finished_draft(page)
    page.get_by_test_id("consp-seat").select_option("1")
    page.get_by_test_id("consp-add-hidden").tap()
    page.get_by_test_id("pass-confirm").tap()
    page.get_by_test_id("agenda-card").fill(AGENDA[0])
    page.get_by_test_id("agenda-named").fill(AGENDA[1])
    page.get_by_test_id("agenda-confirm").tap()
    settled(page)
    page.get_by_test_id("draft-start-game").tap()
    page.get_by_test_id("player-2").wait_for()
    settled(page)
    text = downloaded_log(page)
    assert "conspiracy_add" in record_types(text)
    assert not [s for s in AGENDA if s in text], "the hidden agenda is in the file"
    # the whole-phone backup carries it (another phone goes on with the game): said first
    open_carry_sheet(page)
    page.get_by_test_id("carry-backup").tap()
    page.get_by_test_id("secret-file").wait_for()
    assert ONE_AGENDA[lang] in page.get_by_test_id("secret-file-text").text_content()
    page.get_by_test_id("secret-file-cancel").tap()
    page.get_by_test_id("sheet-close").tap()
    # 905.4a: turned face up during the game, it is everyone's to read
    agenda = page.evaluate(
        "() => window.tkApp.state.session_features.draft.seats[1].conspiracies[0].id"
    )
    for action in (
        {"type": "choose_first_player", "result": 0},
        {"type": "conspiracy_reveal", "id": agenda},
    ):
        assert page.evaluate("(a) => window.tkApp.send(a)", action)["ok"]
    settled(page)
    text = downloaded_log(page)
    assert all(s in text for s in AGENDA)
    open_carry_sheet(page)  # nothing hidden now: no warning
    with page.expect_download() as backup:
        page.get_by_test_id("carry-backup").tap()
    assert AGENDA[0] in open(backup.value.path(), encoding="utf-8").read()
    assert page.get_by_test_id("secret-file").count() == 0

"""Card pools as a new Hell table meets them at 360x740, in both languages (issue 24, item
10): the pools screen opened from the Hell screen returns to it (its ✕ and Back), the
address field is labelled, and the registry's token records are neither counted as cards
nor offered as a set named "—"."""

from __future__ import annotations

import json

import pytest

from .table_steps import open_app, settled

pytestmark = pytest.mark.browser


def registry_file(tmp_path):
    """Invented records in the Hellfall registry's shape: two cards of a set and one token
    record (Set empty, Supertype Token), as the registry lists the tokens cards make."""

    def record(name, set_code, supertype="", types="Creature", cost="{1}{G}"):
        return {
            "Name": name,
            "Set": set_code,
            "Color(s)": "Green" if cost else "",
            "Cost": [cost, None],
            "Supertype(s)": [supertype, None],
            "Card Type(s)": [types, None],
            "Subtype(s)": ["", None],
            "Text Box": ["", None],
            "power": ["1", None],
            "toughness": ["1", None],
        }

    data = [
        record("Moss Golem", "INV"),
        record("Copper Eel", "INV"),
        record("Golem Dust 1", "", supertype="Token", types="Creature", cost=""),
    ]
    path = tmp_path / "registry-like.json"
    path.write_text(json.dumps({"data": data}), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pools_return_to_hell_label_the_address_and_leave_tokens_out(server, page, lang, tmp_path):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("count-2").tap()
    page.get_by_test_id("format").select_option("hells_half_draft")
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    page.get_by_test_id("hell-chip").tap()
    page.get_by_test_id("hell-go-pools").tap()  # no pool yet: the Hell screen sends here
    page.get_by_test_id("pools-sheet").wait_for()

    # the address field has a label the player reads, and it names the field
    label = page.get_by_test_id("pool-url-label")
    assert label.is_visible()
    words = {"en": "Address of a pool file", "ru": "Адрес файла пула"}[lang]
    assert label.text_content() == words
    assert page.get_by_label(words).get_attribute("data-testid") == "pool-url"
    # the file is chosen through a button in the screen's language, not the browser's own
    # control ("Choose File · No file chosen", in the browser's language, inside Russian)
    chooser = page.get_by_test_id("pool-file-button")
    assert chooser.inner_text().strip() == {"en": "Import a file", "ru": "Импорт из файла"}[lang]
    shown = page.get_by_test_id("pool-file").evaluate("(el) => getComputedStyle(el).opacity")
    assert shown == "0", f"the browser's file control shows (opacity {shown})"

    # the registry's token record: left out, said so; no set named "—" or ""
    page.get_by_test_id("pool-file").set_input_files(str(registry_file(tmp_path)))
    page.get_by_test_id("import-tokens").wait_for()
    report = page.get_by_test_id("import-report").inner_text()
    assert {"en": "Took 2 cards", "ru": "Взято карт: 2"}[lang] in report, report
    assert {"en": "Left out: 1 token record", "ru": "Не взяты записи фишек реестра: 1"}[
        lang
    ] in report, report
    assert page.get_by_test_id("import-by-set").text_content() == "INV: 2"
    row = page.locator("[data-testid^=pool-open-]").first
    assert {"en": "2 cards", "ru": "карт: 2"}[lang] in page.get_by_test_id("pool-list").inner_text()

    # the pool browser: only the set the cards are in; closing it comes back to the pools
    row.tap()
    page.get_by_test_id("pool-browser").wait_for()
    options = page.get_by_test_id("set-filter").locator("option").all_text_contents()
    assert options == [{"en": "All sets", "ru": "Все выпуски"}[lang], "INV"], options
    page.get_by_test_id("sheet-close").tap()
    page.get_by_test_id("pools-sheet").wait_for()

    # closing the pools screen returns to the Hell screen it was opened from: ✕, then Back
    page.get_by_test_id("sheet-close").tap()
    page.get_by_test_id("hell-sheet").wait_for()
    page.get_by_test_id("hell-go-pools").tap()
    page.get_by_test_id("pools-sheet").wait_for()
    page.go_back()
    page.get_by_test_id("hell-sheet").wait_for()
    assert page.get_by_test_id("pools-sheet").count() == 0
    assert page.url.startswith(server.url), "Back stayed in the app"

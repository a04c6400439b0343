"""Leaving a running draft at the table (Tournament Rules 7.7; issue 12, item 14), at 360x740
with the default settings, in both languages: a player leaves mid-pack, the others go on
picking and the packs pass over the empty seat; undo brings the player back."""

from __future__ import annotations

import pytest
from axe import check_accessibility

from .table_steps import actions, open_app, settled

pytestmark = pytest.mark.browser


def draft(page):
    return page.evaluate("() => window.tkApp.state.session_features.draft")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_player_leaves_mid_pack_and_the_draft_goes_on(server, page, lang):
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("start-feature-draft").tap()
    page.get_by_test_id("draft-seats").fill("Ann\nBob\nCid\nDan")
    page.get_by_test_id("draft-start").tap()
    page.get_by_test_id("draft-seat-0").wait_for()
    settled(page)
    page.get_by_test_id("draft-seat-0").tap()  # Ann has picked
    settled(page)
    page.locator("[data-testid=draft-leave-box] > summary").tap()
    page.get_by_test_id("draft-leave-seat").select_option("1")  # Bob
    check_accessibility(page, f"leaving the draft ({lang})")
    leave = page.get_by_test_id("draft-leave")
    assert "Bob" in leave.text_content()
    leave.tap()
    leave.tap()  # armed: the second tap acts
    settled(page)
    d = draft(page)
    assert d["drafting"] == [0, 2, 3] and d["seats"][1]["left"]["pick"] == 1
    mark = {"en": "left the draft", "ru": "выход из драфта"}[lang]
    assert mark in page.get_by_test_id("draft-seat-1").text_content()
    assert page.get_by_test_id("draft-seat-1").is_disabled()
    # Cid and Dan pick: the packs pass, over Bob's seat (Ann now passes to Cid)
    page.get_by_test_id("draft-seat-2").tap()
    page.get_by_test_id("draft-seat-3").tap()
    settled(page)
    d = draft(page)
    assert d["pick"] == 2 and d["waiting_for"] == [0, 2, 3]
    assert d["seats"][0]["passes_to"] == 2
    assert sum(1 for a in actions(page) if a["type"] == "draft_leave") == 1
    # undo takes the leave back only after the picks that followed it
    for _ in range(3):
        page.get_by_test_id("draft-undo").tap()
        settled(page)
    assert draft(page)["drafting"] == [0, 1, 2, 3]
    text = page.locator("body").inner_text()
    assert "draft_leave" not in text and "null" not in text and "undefined" not in text
    assert page.tk_errors == []

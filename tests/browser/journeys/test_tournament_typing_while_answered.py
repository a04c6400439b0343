"""The tournament screen is drawn again in place for every answer of the engine (kit/morph.js):
an organiser typing in it keeps what they typed, the caret and the focus (the phone's
keyboard) while answers come in. The players' list is answered as it is typed (appendix E's
plan, counted by the engine in its worker). At 360x740, touch, default settings."""

from __future__ import annotations

import pytest

from .table_steps import FOCUSED, actions, open_app, settled

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]


CARET = "() => [document.activeElement.selectionStart, document.activeElement.value.length]"


def test_the_players_list_keeps_its_text_caret_and_focus_while_the_plan_is_answered(server, page):
    open_app(page, server.url)
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").tap()
    page.keyboard.type("\n".join(NAMES[:4]), delay=30)  # every line asks the engine for a plan
    page.wait_for_function(
        "() => document.querySelector('[data-testid=t-setup-plan]').textContent.length > 0"
    )
    assert page.evaluate(FOCUSED) == "t-players"
    assert page.evaluate(CARET) == [len("\n".join(NAMES[:4]))] * 2
    page.keyboard.type("\n" + "\n".join(NAMES[4:]), delay=30)
    page.get_by_test_id("t-player-count").get_by_text("6").wait_for()
    assert page.get_by_test_id("t-players").input_value() == "\n".join(NAMES)
    assert page.evaluate(FOCUSED) == "t-players"
    page.get_by_test_id("t-create").tap()
    settled(page)
    created = [a for a in actions(page) if a["type"] == "tournament_create"]
    assert [c["players"] for c in created] == [NAMES]
    assert page.tk_errors == []

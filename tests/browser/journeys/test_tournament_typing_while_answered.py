"""The tournament screen is drawn again in place for every answer of the engine (kit/morph.js):
an organiser typing in it keeps what they typed, the caret and the focus (the phone's
keyboard) while answers come in. The players' list is answered as it is typed (appendix E's
plan, counted by the engine in its worker); a team's seat is typed while the draft tables
just saved are still being answered. At 360x740, touch, default settings."""

from __future__ import annotations

import pytest

from .table_steps import actions, open_app, settled

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]

# Holds the engine's next answers until window.__release() is called (the page's own engine
# calls, unchanged; only their answers wait).
HOLD_ANSWERS = """() => {
  const engine = window.tkApp.controller.engine;
  const dispatch = engine.dispatch.bind(engine);
  let open;
  const gate = new Promise((resolve) => { open = resolve; });
  window.__release = open;
  engine.dispatch = async (json) => { const answer = await dispatch(json); await gate; return answer; };
}"""

FOCUSED = "() => document.activeElement && document.activeElement.dataset.testid"
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

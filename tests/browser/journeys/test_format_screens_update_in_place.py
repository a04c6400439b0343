"""A format's screen is drawn once and changed in place by each new state: the elements the
player is looking at, the one they last tapped (and its focus) and the parts they opened stay
the same elements across the engine's answer, at 360x740 with the default settings."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled, start_game, start_unstable_contraptions
from .test_hell import setup_hell

pytestmark = pytest.mark.browser

# Marks an element, so that the same element (not a new one drawn alike) can be found again.
MARK = "(el, name) => { el.__kept = name; }"
KEPT = "(el) => el.__kept || null"
FOCUSED_MARK = "() => document.activeElement && document.activeElement.__kept || null"
# Counts the app's live subscriptions from now on (a screen's port subscribes through it).
COUNT_SUBSCRIPTIONS = """() => {
  const port = window.tkApp.port;  // what every screen is given (the page state's)
  const subscribe = port.subscribe;
  window.__live = 0;
  port.subscribe = (fn) => {
    window.__live += 1;
    const off = subscribe(fn);
    let on = true;
    return () => { if (on) { on = false; window.__live -= 1; } return off(); };
  };
}"""


def test_the_contraptions_screen_keeps_its_elements_and_focus_across_a_new_state(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    start_unstable_contraptions(page)
    page.get_by_test_id("next-turn").tap()  # Ann's upkeep: the sheet opens by itself
    rules = page.get_by_test_id("ctr-rules-name")
    rules.evaluate(MARK, "rules")
    page.get_by_test_id("ctr-upkeep").tap()
    settled(page)
    effect = page.get_by_test_id("ctr-effect")
    effect.evaluate(MARK, "effect")
    sprocket = page.get_by_test_id("ctr-effect-sprocket-1")
    sprocket.focus()
    sprocket.evaluate(MARK, "sprocket")
    sprocket.tap()  # assemble: the engine answers with a new state
    settled(page)
    assert page.evaluate("() => window.tkApp.state.last_action_type") == "assemble"
    assert rules.evaluate(KEPT) == "rules"
    assert effect.evaluate(KEPT) == "effect"
    assert page.evaluate(FOCUSED_MARK) == "sprocket"


def test_the_contraptions_screen_stops_listening_when_its_sheet_closes(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    start_unstable_contraptions(page)
    page.evaluate(COUNT_SUBSCRIPTIONS)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-contraptions").tap()
    page.get_by_test_id("ctr-close").wait_for()
    assert page.evaluate("() => window.__live") == 1
    page.keyboard.press("Escape")  # closed another way than its button, no new state after
    page.get_by_test_id("contraptions-sheet").wait_for(state="detached")
    assert page.evaluate("() => window.__live") == 0


# Holds the engine's next answers until window.__release() is called (as in
# test_typing_while_answered.py: the page's own engine calls, only their answers wait).
HOLD_ANSWERS = """() => {
  const engine = window.tkApp.controller.engine;
  const dispatch = engine.dispatch.bind(engine);
  let open;
  const gate = new Promise((resolve) => { open = resolve; });
  window.__release = open;
  engine.dispatch = async (json) => { const answer = await dispatch(json); await gate; return answer; };
}"""


def test_the_hell_screen_keeps_a_half_typed_name_and_its_field_across_a_new_state(
    page, open_app, tmp_path
):
    setup_hell(page, open_app, tmp_path)  # the Hell screen open, its library built
    stack = page.get_by_test_id("hell-stack")
    stack.locator("summary").tap()
    stack.evaluate(MARK, "stack")
    logged = page.evaluate("() => window.tkApp.state.log_length")
    page.evaluate(HOLD_ANSWERS)
    page.get_by_test_id("hell-next-turn").tap()  # answered once released
    field = page.get_by_test_id("hell-stack-name")
    field.tap()
    field.evaluate(MARK, "field")
    page.keyboard.type("Lightning ")
    page.evaluate("() => window.__release()")
    page.wait_for_function("(n) => window.tkApp.state.log_length > n", arg=logged)
    page.wait_for_function("() => document.body.dataset.pending === '0'")
    page.keyboard.type("Bolt")
    assert field.input_value() == "Lightning Bolt"
    assert page.evaluate(FOCUSED_MARK) == "field"
    assert stack.evaluate(KEPT) == "stack"
    assert stack.evaluate("(el) => el.open") is True
    page.get_by_test_id("hell-stack-push").tap()
    page.get_by_test_id("hell-stack-list").get_by_text("Lightning Bolt").wait_for()

"""A format's screen is drawn once and changed in place by each new state: the elements the
player is looking at, the one they last tapped (and its focus) and the parts they opened stay
the same elements across the engine's answer, at 360x740 with the default settings."""

from __future__ import annotations

import pytest

from .hell_steps import build_library_of_the_pool, import_pool_file, start_hells_half_draft
from .table_steps import (
    HOLD_ANSWERS,
    open_app,
    settled,
    start_game,
    start_unstable_contraptions,
)
from .test_hell import setup_hell, write_pool

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


DRAFT_NAMES = {"en": ("Ann", "Bob", "Cid", "Dan"), "ru": ("Аня", "Борис", "Вика", "Глеб")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_draft_screen_keeps_its_elements_focus_and_typed_text_then_stops_listening(
    server, page, lang
):
    open_app(page, server.url)
    start_game(page, DRAFT_NAMES[lang], lang)
    page.evaluate(COUNT_SUBSCRIPTIONS)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-draft").tap()
    page.get_by_test_id("draft-timer").tap()  # untimed: only the table's taps change the state
    page.get_by_test_id("draft-start").tap()
    page.get_by_test_id("draft-seat-0").wait_for()
    assert page.evaluate("() => window.__live") == 1
    status = page.get_by_test_id("draft-status")
    status.evaluate(MARK, "status")
    leave = page.get_by_test_id("draft-leave-box")
    leave.locator("summary").tap()  # the player opens a part of the screen
    leave.evaluate(MARK, "leave")
    logged = page.evaluate("() => window.tkApp.state.log_length")
    page.evaluate(HOLD_ANSWERS)
    page.get_by_test_id("draft-seat-0").tap()  # a pick, answered once released
    field = page.get_by_test_id("draft-note-card")
    field.tap()
    field.evaluate(MARK, "field")
    page.keyboard.type("Cogwork ")
    page.evaluate("() => window.__release()")
    page.wait_for_function("(n) => window.tkApp.state.log_length > n", arg=logged)
    page.wait_for_function("() => document.body.dataset.pending === '0'")
    page.keyboard.type("Grinder")
    assert field.input_value() == "Cogwork Grinder"
    assert page.evaluate(FOCUSED_MARK) == "field"
    assert status.evaluate(KEPT) == "status"
    assert leave.evaluate(KEPT) == "leave"
    assert leave.evaluate("(el) => el.open") is True
    assert page.get_by_test_id("draft-seat-0").evaluate("(el) => el.classList.contains('picked')")
    # one tap, one pick: the kept seat button sends nothing again for a picked seat
    picks = page.evaluate("() => window.tkApp.state.session_features.draft.picks_done")
    page.get_by_test_id("draft-seat-0").tap(force=True)
    settled(page)
    assert page.evaluate("() => window.tkApp.state.session_features.draft.picks_done") == picks
    page.keyboard.press("Escape")  # closed another way than its button
    page.get_by_test_id("draft-sheet").wait_for(state="detached")
    assert page.evaluate("() => window.__live") == 0


HELL_NAMES = {"en": ("Ann", "Bob"), "ru": ("Аня", "Борис")}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hell_screens_open_hand_stays_the_same_element_and_leaves_with_its_sheet(
    page, open_app, tmp_path, lang
):
    open_app(page)
    start_hells_half_draft(page, HELL_NAMES[lang], lang)
    import_pool_file(page, write_pool(tmp_path), cards=10)
    build_library_of_the_pool(page)
    page.get_by_test_id("hell-deal").tap()
    settled(page)
    page.get_by_test_id("hell-dealt").wait_for()
    owner = HELL_NAMES[lang][0]
    hand = [
        c["card"]["name"]
        for c in page.evaluate("() => window.tkApp.state.session_features.hell.cards")
        if c["zone"]["zone"] == "hand" and c["zone"]["player"] == owner
    ]
    assert hand and not any(n in page.content() for n in hand), "a hand is absent until asked"
    page.evaluate(COUNT_SUBSCRIPTIONS)
    page.get_by_test_id("sheet-close").tap()
    page.get_by_test_id("hell-chip").tap()  # a new mounting of the screen
    page.get_by_test_id("hell-sheet").wait_for()
    assert page.evaluate("() => window.__live") == 1
    assert page.get_by_test_id("hell-hand-private-0").get_attribute("data-holder") == "0"
    page.get_by_test_id("hell-open-hand-0").tap()
    page.get_by_test_id("pass-confirm").tap()  # the phone is passed to its owner
    opened = page.get_by_test_id("hell-hand-open-0")
    opened.wait_for()
    opened.evaluate(MARK, "hand")
    assert all(n in page.content() for n in hand)
    logged = page.evaluate("() => window.tkApp.state.log_length")
    page.evaluate("() => window.tkApp.port.send({ type: 'next_turn' })")  # a new state
    page.wait_for_function("(n) => window.tkApp.state.log_length > n", arg=logged)
    settled(page)
    assert opened.evaluate(KEPT) == "hand"
    page.get_by_test_id("sheet-close").tap()  # the screen closes with the hand open
    page.get_by_test_id("hell-sheet").wait_for(state="detached")
    assert page.evaluate("() => window.__live") == 0
    assert not any(n in page.content() for n in hand), "the hand left with its sheet"
    page.get_by_test_id("hell-chip").tap()  # opened again: covered, the holder asked again
    page.get_by_test_id("hell-sheet").wait_for()
    assert page.get_by_test_id("hell-hand-open-0").count() == 0
    assert page.get_by_test_id("hell-hand-private-0").get_attribute("data-holder") == "0"
    assert not any(n in page.content() for n in hand)

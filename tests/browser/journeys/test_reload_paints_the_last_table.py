"""A reload shows the last table before the view's bundle has run: the page's inline script
paints the table as the page last drew it (kept in localStorage, pwa/js/page/drawn-table.js),
and the view takes over. Only a drawing of the snapshot the database holds, with nothing
pending, by the same build, is shown; a tap made on it counts once, when the view has drawn.

The bundle is held by holding the request for ``js/app.js`` (service workers blocked, so the
request goes to the network where the test can hold it), at the default settle time."""

from __future__ import annotations

import json

import pytest
from phone_browser import READY_TIMEOUT_MS, phone_page

from .table_steps import READY, life, settled, start_game

pytestmark = pytest.mark.browser

DRAWN_KEY = "table-keeper-drawn"
KEPT = f"() => !!localStorage.getItem({json.dumps(DRAWN_KEY)})"
EARLY_MARKS = """() => performance.getEntriesByType("mark")
    .filter((m) => m.name.startsWith("tk-step:")).map((m) => m.name)"""


@pytest.fixture
def held_view(browser, server):
    """A phone whose view bundle can be held on its next load: yields (page, hold, release)."""
    page = phone_page(browser, [], service_workers="block")
    held = []

    def hold():
        page.route("**/js/app.js", lambda route: held.append(route))

    def release():
        for _ in range(600):
            if held:
                break
            page.wait_for_timeout(50)
        held.pop().continue_()
        page.unroute("**/js/app.js")

    try:
        page.goto(server.url)
        page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
        yield page, hold, release
    finally:
        page.context.close()


def a_game_kept(page) -> None:
    """A two-player game, a life tapped and settled, and the table's drawing kept."""
    start_game(page, names=("Ann", "Bob"))
    page.get_by_test_id("life-0-plus").tap()
    settled(page)
    page.wait_for_function(KEPT)


def test_the_table_is_on_screen_and_tapped_before_the_view_has_run(held_view):
    page, hold, release = held_view
    a_game_kept(page)
    assert life(page, 0) == 21
    hold()
    page.reload(wait_until="commit")
    # the view's bundle has not run: what is on screen is the early drawing, in full
    page.get_by_test_id("player-1").wait_for()
    assert page.evaluate("() => !!(window.tkEarlyRead.painted && window.tkEarlyRead.painted.stamp)")
    assert life(page, 0) == 21
    assert page.get_by_test_id("player-0").get_by_text("Ann").count() == 1
    assert page.evaluate("() => document.body.dataset.ready") == "0"
    # a player's tap on it changes nothing yet (the number under the finger stays true) ...
    page.get_by_test_id("life-0-plus").tap()
    page.get_by_test_id("life-1-minus").tap()
    assert life(page, 0) == 21
    assert page.evaluate("() => window.tkEarlyRead.painted.taps.length") == 2
    release()
    # ... and counts once, each where it landed, when the view has drawn the same table
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    settled(page)
    assert (life(page, 0), life(page, 1)) == (22, 19)
    assert "tk-step:early-paint:end" in page.evaluate(EARLY_MARKS)
    page.reload()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    assert (life(page, 0), life(page, 1)) == (22, 19)
    assert page.tk_errors == []


def test_a_table_with_a_tap_pending_is_not_painted_from_its_drawing(held_view):
    """A tap drops the kept drawing before it is written: a reload before it settles paints
    from the snapshot and the journal (the pending tap shown), as the view always did."""
    page, hold, release = held_view
    a_game_kept(page)
    page.get_by_test_id("life-0-plus").tap()
    page.wait_for_function("() => Number(document.body.dataset.journaled || 0) > 0")
    assert not page.evaluate(KEPT)
    hold()
    page.reload(wait_until="commit")
    page.wait_for_timeout(500)
    assert page.get_by_test_id("player-0").count() == 0  # nothing painted without the view
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    settled(page)
    assert life(page, 0) == 22
    assert "tk-step:early-paint:end" not in page.evaluate(EARLY_MARKS)


@pytest.mark.parametrize("damage", ["another build", "another snapshot", "not JSON"])
def test_a_drawing_that_is_not_of_the_stored_table_is_not_kept_on_screen(held_view, damage):
    """A drawing by another build of the view is never shown; one whose snapshot the database
    no longer holds is taken off as soon as the database answers, with any tap on it; a
    damaged one is ignored. The view then paints the stored table."""
    page, hold, release = held_view
    a_game_kept(page)
    # damaged as the next page opens, before its scripts (the page before it keeps its own)
    page.add_init_script(
        "const tkDamage = " + json.dumps([DRAWN_KEY, damage]) + ";\n"
        """(() => {
          const [key, damage] = tkDamage;
          const kept = localStorage.getItem(key);
          if (!kept) return;
          if (damage === "not JSON") { localStorage.setItem(key, "{not json"); return; }
          const drawn = JSON.parse(kept);
          if (damage === "another build") drawn.build = "an older build";
          else drawn.stamp = "a snapshot the database does not hold";
          drawn.screen = drawn.screen.replace(/>21</, ">99<");
          localStorage.setItem(key, JSON.stringify(drawn));
        })()"""
    )
    hold()
    page.reload(wait_until="commit")
    if damage == "another snapshot":
        # painted at once, then taken off when the database answers (before the view runs)
        page.wait_for_function("() => window.tkEarlyRead && window.tkEarlyRead.database")
        page.wait_for_function("() => !document.querySelector('[data-testid=player-0]')")
    else:
        page.wait_for_timeout(500)
        assert page.get_by_test_id("player-0").count() == 0
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    assert life(page, 0) == 21
    assert "tk-step:early-paint:end" in page.evaluate(EARLY_MARKS) or damage != "another snapshot"
    assert page.tk_errors == []


def test_a_sheet_open_over_the_table_is_not_in_the_kept_drawing(held_view):
    """The drawing is the table as every player sees it, kept once the table is quiet: a sheet
    open over it (here the dice, whose throw changed the game) is not in it."""
    page, _hold, _release = held_view
    a_game_kept(page)
    before = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(DRAWN_KEY)})"))
    page.get_by_test_id("open-dice").tap()
    page.get_by_test_id("roll-d20").tap()
    page.get_by_test_id("roll-result").filter(has_text="20").or_(
        page.get_by_test_id("roll-result").filter(has_text="1")
    ).count()
    settled(page)
    page.wait_for_function(
        f"""(stamp) => {{ const d = localStorage.getItem({json.dumps(DRAWN_KEY)});
               return d && JSON.parse(d).stamp !== stamp; }}""",
        arg=before["stamp"],
    )
    assert page.get_by_test_id("dice-sheet").is_visible()
    drawn = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(DRAWN_KEY)})"))
    assert "dice-sheet" not in drawn["screen"] + drawn["toolbar"]
    assert "roll-result" not in drawn["screen"] + drawn["toolbar"]
    assert 'data-testid="player-0"' in drawn["screen"]


def test_the_kept_drawing_follows_the_language(held_view):
    """Switched to Russian from the menu, the table is kept again in Russian: a reload never
    shows the other language first."""
    page, hold, release = held_view
    a_game_kept(page)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-lang-ru").tap()
    page.wait_for_function(
        f"""() => {{ const d = localStorage.getItem({json.dumps(DRAWN_KEY)});
               return d && JSON.parse(d).lang === "ru"; }}"""
    )
    hold()
    page.reload(wait_until="commit")
    page.get_by_test_id("player-1").wait_for()
    assert page.evaluate("() => document.documentElement.lang") == "ru"
    assert "Движок" in page.locator("#status").text_content()
    release()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)

"""Hostile input is shown as text, never run, never freezes the page; the CSP holds.

Player names are the people's own text: markup, script, control characters and very long
strings go through every place a name is shown (panels, the turn, the history, sheets, the
end of the game, the engine's refusals). The same helper (tests/browser/hostile.py) serves
card names and texts.
"""

from __future__ import annotations

import base64
import hashlib

import pytest
from hostile import (
    INVISIBLE_NAME,
    assert_responsive,
    assert_shown_as_text,
    fitting,
    injection_baseline,
    long_text,
    shown,
)

pytestmark = pytest.mark.browser

READY = "() => document.body.dataset.ready === '1'"
SETTLED = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    " && !document.querySelector('.panel[data-pending]')"
)
NAME_LIMIT = 24  # engine/actions/games.py: Text("name", max_length=24)


@pytest.fixture
def settle_now(context):
    context.add_init_script("try { localStorage.setItem('tk-settle-ms', '0') } catch (e) {}")


def settle(page):
    page.wait_for_function(SETTLED)


def type_name(page, seat: int, name: str) -> None:
    """As if typed or pasted, past the input's own maxlength (another client, a pasted blob)."""
    page.get_by_test_id(f"name-{seat}").evaluate(
        "(input, name) => { input.value = name; input.dispatchEvent(new Event('input', { bubbles: true })); }",
        name,
    )


def toast(page) -> str:
    page.get_by_test_id("toast").wait_for()
    return page.get_by_test_id("toast").text_content()


def test_hostile_player_names_are_shown_as_text_everywhere(
    page, server, settle_now, csp_violations
):
    page.goto(server.url)
    page.wait_for_function(READY)
    baseline = injection_baseline(page)

    # Too long: refused by the engine, and the refusal is shown, short, at once.
    page.get_by_test_id("count-2").click()
    for too_long in (long_text(100_000), "x" * (NAME_LIMIT + 1)):
        type_name(page, 0, too_long)
        type_name(page, 1, "Bob")
        page.get_by_test_id("start-game").click()
        message = toast(page)
        assert f"at most {NAME_LIMIT} characters" in message and len(message) < 300, message
        assert page.get_by_test_id("start-game").is_visible()  # still on the start screen
        assert_responsive(page)
        page.evaluate("() => { document.getElementById('toast').hidden = true; }")

    # Invisible characters (a NUL, a direction override): refused in words, never kept.
    type_name(page, 0, INVISIBLE_NAME)
    type_name(page, 1, "Bob")
    page.get_by_test_id("start-game").click()
    message = toast(page)
    assert "invisible character U+0000" in message and "\u202e" not in message, message
    assert page.get_by_test_id("start-game").is_visible()
    page.evaluate("() => { document.getElementById('toast').hidden = true; }")

    names = fitting(NAME_LIMIT)[:6]
    assert len(names) == 6
    page.get_by_test_id(f"count-{len(names)}").click()
    for seat, name in enumerate(names):
        type_name(page, seat, name)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id(f"player-{len(names) - 1}").wait_for()
    settle(page)
    for seat, name in enumerate(names):
        assert page.get_by_test_id(f"player-{seat}").locator(".name").text_content() == shown(name)

    # The turn, a refusal naming the player, the history, the sheets, the end of the game.
    page.get_by_test_id("next-turn").click()
    settle(page)
    assert shown(names[0]) in page.get_by_test_id("next-turn").text_content()
    page.get_by_test_id("life-0-minus").click()
    settle(page)
    page.get_by_test_id("counters-2").click()
    assert page.get_by_test_id("counter-2-poison-minus").is_disabled()  # no minus below 0 to tap
    page.evaluate(
        "() => window.tkApp.send({type: 'adjust_counter', player: 2, counter: 'poison', delta: -1})"
    )
    assert shown(names[2]) in toast(page)  # the refusal: "… has 0 poison"
    page.get_by_test_id("sheet-close").click()
    page.get_by_test_id("life-3").click()
    assert shown(names[3]) in page.get_by_role("dialog").text_content()
    page.get_by_test_id("sheet-close").click()
    page.get_by_test_id("open-history").click()
    history = page.get_by_test_id("history-list").text_content()
    assert all(shown(name) in history for name in names)
    page.get_by_test_id("sheet-close").click()
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("winner-select").select_option(index=5)
    page.get_by_test_id("end-game").click()
    page.get_by_test_id("end-game-confirm-ok").click()  # players still in it: it asks
    settle(page)
    assert shown(names[4]) in page.get_by_test_id("game-banner").text_content()

    assert_shown_as_text(page, names, baseline)
    stored = page.evaluate("() => tkApp.state.games[0].players")
    assert stored == [shown(name) for name in names]
    assert page.tk_errors == []


def test_the_csp_blocks_what_an_injection_would_run(page, server, csp_violations):
    """Proof that the policy is on and that the watch sees it: markup put in the page by hand
    (as an injection would) neither runs its inline script nor its inline handler."""
    page.goto(server.url)
    page.wait_for_function(READY)
    page.evaluate("""() => {
        const s = document.createElement('script');
        s.textContent = 'window.__pwned = "inline script"';
        document.body.append(s);
        document.body.insertAdjacentHTML('beforeend', '<img id=probe src=x onerror="window.__pwned=1">');
    }""")
    expected = {("script-src-elem", "inline"), ("script-src-attr", "inline")}
    for _ in range(50):  # the reports reach Python through a binding
        seen = {(v["directive"], v["blocked"]) for v in csp_violations}
        if expected <= seen:
            break
        page.wait_for_timeout(100)
    assert page.evaluate("() => window.__pwned ?? null") is None
    assert expected <= seen, csp_violations
    csp_violations.clear()  # expected here; any other test fails on one
    policy = page.evaluate(
        "() => document.querySelector('meta[http-equiv=Content-Security-Policy]').content"
    )
    directives = {d.split()[0]: d.split()[1:] for d in policy.split(";") if d.strip()}
    assert directives["default-src"] == ["'self'"]
    assert "'wasm-unsafe-eval'" in directives["script-src"]
    # Scripts, styles, images, fonts and workers come from the app's own origin only. The one
    # way out is fetching a card pool from an https address the player typed (connect-src).
    # One inline script, the early read of the game's database and the early paint of the last
    # table (tools/build.py writes it into index.html, last in the body), and one inline style
    # sheet, the app's, each allowed by the hash of its exact text and by nothing broader.
    inline = page.evaluate(
        "() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent)"
        ".filter((text) => !text.includes('__pwned'))"  # (not the one put in above)
    )
    styles = page.evaluate(
        "() => [...document.querySelectorAll('style')].map((s) => s.textContent)"
    )
    assert len(styles) == 1, len(styles)
    style_hash = (
        "'sha256-" + base64.b64encode(hashlib.sha256(styles[0].encode()).digest()).decode() + "'"
    )
    assert directives["style-src"] == ["'self'", style_hash]
    assert len(inline) == 1 and "table-keeper" in inline[0], inline
    early_hash = (
        "'sha256-" + base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode() + "'"
    )
    assert [s for s in directives["script-src"] if s.startswith("'sha")] == [early_hash]
    assert "'unsafe-inline'" not in policy
    for name, sources in directives.items():
        allowed = {"'self'", "'none'", "'wasm-unsafe-eval'", "'unsafe-eval'"}
        if name == "script-src":
            allowed.add(early_hash)
        if name == "style-src":
            allowed.add(style_hash)
        if name == "connect-src":
            allowed.update({"https:", "http:"})  # http: a store's event server on its own network
        if name == "worker-src":  # PyScript builds Python's worker from a blob of its own code
            allowed.add("blob:")
        assert set(sources) <= allowed, (name, sources)

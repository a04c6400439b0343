"""Result slips that travel without a network (issue 14, item 7): the match screen at a table
shows the result as a QR code; the organiser's phone records it, and refuses a slip for
another event, round or pairing in words. The code is decoded from the drawn canvas as a
camera would read it; the headless browser has no camera, so the organiser's phone takes the
slip's text (the fallback the app offers when no camera can be used)."""

from __future__ import annotations

import json

import pytest
from axe import check_accessibility
from phone_browser import PHONE_VIEWPORT, READY_TIMEOUT_MS

from .table_steps import READY, settled, start_match

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cid", "Dan"]


def phone(browser, url, lang):
    context = browser.new_context(
        viewport=PHONE_VIEWPORT,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        service_workers="block",
        locale="en-US",
    )
    context.set_default_timeout(READY_TIMEOUT_MS)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    page.get_by_test_id(f"lang-{lang}").tap()
    return context, page


def organiser(browser, url, lang):
    context, page = phone(browser, url, lang)
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").fill("\n".join(PLAYERS))
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-1-2").wait_for()
    settled(page)
    return context, page


def slip_at_the_table(browser, url, lang, a, b, code, round_, table, wins):
    """A player's phone: the match played, the slip filled in; returns the decoded QR text."""
    context, page = phone(browser, url, lang)
    start_match(page, a, b)
    page.get_by_test_id("match-score").wait_for()
    for side in wins:
        page.get_by_test_id(f"match-win-{side}").tap()
        settled(page)
    page.get_by_test_id("slip").wait_for()
    page.get_by_test_id("slip-event").fill(code)
    page.get_by_test_id("slip-round").fill(str(round_))
    page.get_by_test_id("slip-table").fill(str(table))
    page.wait_for_function(
        "() => { const c = document.querySelector('[data-testid=slip-qr]'); return c && !c.hidden && c.width > 0; }"
    )
    page.wait_for_timeout(200)
    text = page.evaluate("() => window.tkDecodeQr(document.querySelector('[data-testid=slip-qr]'))")
    assert text == page.get_by_test_id("slip-text").text_content()
    check_accessibility(page, f"the result slip ({lang})")
    context.close()
    return text


def scan(page, text):
    page.get_by_test_id("t-scan-slip").tap()
    page.get_by_test_id("slip-camera-note").wait_for()
    page.wait_for_function(
        "() => /camera|камер/i.test(document.querySelector('[data-testid=slip-camera-note]').textContent)"
    )
    page.get_by_test_id("slip-paste").fill(text)
    # the engine answers from its worker a moment later: the last slip's toast is not this one's
    page.evaluate(
        "() => { const toast = document.getElementById('toast'); toast.hidden = true; toast.textContent = ''; }"
    )
    page.get_by_test_id("slip-record").tap()
    page.wait_for_function(
        "() => { const toast = document.getElementById('toast'); return !toast.hidden && toast.textContent; }"
    )
    return page.locator("#toast").text_content()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_slip_from_the_table_is_recorded_and_others_are_refused(browser, server, lang):
    org_context, org = organiser(browser, server.url, lang)
    tour = org.evaluate("() => window.tkApp.state.session_features.tournament")
    code = tour["code"]
    assert code in org.get_by_test_id("t-code").text_content()
    table = tour["rounds"][0][1]  # table 2
    text = slip_at_the_table(
        browser, server.url, lang, table["b"], table["a"], code, 1, 2, ["a", "b", "a"]
    )
    assert json.loads(text)["result"] == [2, 1, 0]
    said = scan(org, text)
    assert said.startswith({"en": "Recorded", "ru": "Записано"}[lang])
    settled(org)
    recorded = org.evaluate(
        "() => window.tkApp.state.session_features.tournament.rounds[0][1].result"
    )
    assert recorded == [1, 2, 0]  # from table 2's a side: b won 2-1
    # a slip for another event, another round, another pairing: refused in words
    other = dict(json.loads(text))
    for change, words in (
        ({"event": "ZZZZZZ"}, {"en": "is for event ZZZZZZ, not this one", "ru": "другого турнира"}),
        ({"round": 2}, {"en": "is for round 2; round 1 is being played", "ru": "другой раунд"}),
        ({"table": 1}, {"en": "Table 1 of round 1 is not", "ru": "другие игроки"}),
    ):
        said = scan(org, json.dumps({**other, **change}))
        assert words[lang] in said and "slip_" not in said
        org.keyboard.press("Escape")
    org_context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pairings_and_standings_travel_as_qr_codes_of_plain_text(browser, server, lang):
    """Any phone's camera reads them as text: the codes decode to the pairings and the
    standings the organiser's screen shows; a long event is split over several codes."""
    context, page = phone(browser, server.url, lang)
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").fill("\n".join(f"Player number {i}" for i in range(1, 41)))
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-1-20").wait_for()
    settled(page)
    tour = page.evaluate("() => window.tkApp.state.session_features.tournament")
    page.get_by_test_id("t-qr-pairings").tap()
    page.get_by_test_id("qr-code-0").wait_for()
    page.wait_for_timeout(300)
    count = page.locator("[data-testid^=qr-code-]").count()
    texts = [
        page.evaluate(
            f"() => window.tkDecodeQr(document.querySelector('[data-testid=qr-code-{i}]'))"
        )
        for i in range(count)
    ]
    joined = "\n".join(texts)
    assert tour["code"] in texts[0]
    for m in tour["rounds"][0]:
        assert f"{m['table']}. {m['a']} – {m['b']}" in joined
    check_accessibility(page, f"pairings as QR codes ({lang})")
    page.keyboard.press("Escape")
    page.get_by_test_id("t-qr-standings").wait_for()  # back on the tournament screen
    page.get_by_test_id("t-qr-standings").tap()
    page.get_by_test_id("qr-code-0").wait_for()
    page.wait_for_timeout(300)
    count = page.locator("[data-testid^=qr-code-]").count()
    assert count >= 2  # 40 players: more than one code
    first = page.evaluate(
        "() => window.tkDecodeQr(document.querySelector('[data-testid=qr-code-0]'))"
    )
    # the standings as the screen writes them, in its language (issue 24, item 4)
    assert first.splitlines()[0] == {
        "en": "Standings (no round played yet)",
        "ru": "Турнирная таблица (раундов ещё не было)",
    }[lang] or first.splitlines()[0].startswith(
        {"en": "Standings after round", "ru": "Турнирная таблица после раунда"}[lang]
    )
    context.close()

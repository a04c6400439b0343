"""The life chart (issue 14, item 6): at the end of a game, and on demand from the history,
every player's life over the turns, drawn by uPlot from the engine's series, with the same
numbers as a table and a sentence for screen readers; both languages, 360x740 and lying
flat in landscape."""

from __future__ import annotations

import json

import pytest
from axe import check_accessibility

from .table_steps import HOLD_SENDS, open_app, settled, start_game

pytestmark = pytest.mark.browser


def play_three_turns(page):
    page.get_by_test_id("next-turn").tap()
    for _ in range(3):
        page.get_by_test_id("life-1-minus").tap()
    settled(page)
    page.get_by_test_id("next-turn").tap()
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    page.get_by_test_id("next-turn").tap()
    settled(page)


def chart_sizes(page):
    return page.evaluate("""() => { const c = document.querySelector('[data-testid=life-chart] canvas');
        return c ? [c.getBoundingClientRect().width, c.getBoundingClientRect().right, innerWidth] : null; }""")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_chart_at_the_end_of_a_game(server, page, lang):
    open_app(page, server.url)
    names = ("Ann", "Bob") if lang == "en" else ("Аня", "Борис")
    start_game(page, names, lang=lang)
    play_three_turns(page)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("end-game").tap()
    page.get_by_test_id("end-game-confirm-ok").tap()  # players still in it: it asks
    settled(page)
    page.get_by_test_id("over-life-chart").tap()
    page.get_by_test_id("life-chart").locator("canvas").wait_for()
    width, right, viewport = chart_sizes(page)
    assert width > 200 and right <= viewport
    legend = page.locator(".u-legend").inner_text()
    assert names[0] in legend and names[1] in legend
    said = page.get_by_test_id("life-chart-summary").text_content()
    expected = {
        "en": f"Life over 3 turns: {names[0]} 20 → 19; {names[1]} 20 → 17",
        "ru": f"Жизнь за 3 хода: {names[0]} 20 → 19; {names[1]} 20 → 17",
    }[lang]
    assert said == expected
    page.locator("[data-testid=life-chart-numbers] > summary").tap()
    rows = page.evaluate("""() => [...document.querySelectorAll('[data-testid=life-chart-numbers] tbody tr')]
        .map((tr) => [...tr.children].map((c) => c.textContent))""")
    start = {"en": "Start", "ru": "Начало"}[lang]
    turn = {"en": "Turn", "ru": "Ход"}[lang]
    assert rows == [
        [start, "20", "20"],
        [f"{turn} 1", "20", "17"],
        [f"{turn} 2", "19", "17"],
        [f"{turn} 3", "19", "17"],
    ]
    check_accessibility(page, f"life chart ({lang})")
    text = page.locator("body").inner_text()
    assert "null" not in text and "undefined" not in text and "NaN" not in text
    assert page.tk_errors == []


def test_the_chart_on_demand_lying_flat(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob", "Cid"))
    play_three_turns(page)
    page.set_viewport_size({"width": 740, "height": 360})
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-life-chart").tap()
    page.get_by_test_id("life-chart").locator("canvas").wait_for()
    width, right, viewport = chart_sizes(page)
    assert viewport == 740 and right <= viewport and width > 400
    assert "Cid 20 → 20" in page.get_by_test_id("life-chart-summary").text_content()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_seat_colours_stay_distinct_and_the_chart_tells_lines_apart(server, page, lang):
    """Issue 24, item 7: a recent player brought to a seat takes their colour, and the seat
    that had it gives way; two seats share a colour only when a player picks it, and then the
    start screen says so. The chart's lines differ in dash pattern, and in colour even then."""
    names = ("Ann", "Bob") if lang == "en" else ("Аня", "Борис")
    open_app(page, server.url)
    start_game(page, names, lang=lang)  # Ann red, Bob orange: remembered
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    for seat in (0, 1):
        page.get_by_test_id(f"name-{seat}").fill("")
    page.get_by_test_id("count-3").tap()
    page.get_by_test_id(f"recent-{names[1]}").tap()  # Bob, orange, to seat 0
    colors = [page.get_by_test_id(f"color-{s}").input_value() for s in range(3)]
    assert colors[0] == "orange" and len(set(colors)) == 3, colors
    assert page.get_by_test_id("color-shared").count() == 0
    # a player insists: seat 3 picks orange too; it stays, and the screen says so
    page.get_by_test_id("color-2").select_option("orange")
    assert [page.get_by_test_id(f"color-{s}").input_value() for s in range(3)] == [
        colors[0],
        colors[1],
        "orange",
    ]
    said = page.get_by_test_id("color-shared").inner_text()
    assert {"en": "Seats 1 and 3 have the same colour", "ru": "У мест 1 и 3 один цвет"}[
        lang
    ] in said
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("start-confirm-ok").tap()  # over a running game: it asks in a dialog
    page.get_by_test_id("player-2").wait_for()
    settled(page)
    page.get_by_test_id("life-2-minus").tap()
    page.get_by_test_id("next-turn").tap()
    settled(page)
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-life-chart").tap()
    page.get_by_test_id("life-chart").locator("canvas").wait_for()
    page.wait_for_function("() => document.querySelector('[data-testid=life-chart]').dataset.lines")
    lines = json.loads(page.get_by_test_id("life-chart").get_attribute("data-lines"))
    assert len({json.dumps(dash) for _, dash in lines}) == 3, lines
    assert len({color for color, _ in lines}) == 3, lines


NODES = """() => [document.querySelector('[data-testid=life-chart] canvas'),
  document.querySelector('[data-testid=life-chart-numbers]'),
  document.querySelector('[data-testid=life-chart-numbers] tbody tr:last-child td')]"""


def numbers(page):
    return page.evaluate("""() => [...document.querySelectorAll('[data-testid=life-chart-numbers] tbody tr')]
        .map((tr) => [...tr.children].map((c) => c.textContent))""")


def test_the_chart_open_while_life_changes_follows_it_in_place(server, page):
    open_app(page, server.url)
    start_game(page, ("Ann", "Bob"))
    page.get_by_test_id("next-turn").tap()
    settled(page)
    page.evaluate(HOLD_SENDS)
    page.get_by_test_id("life-0-minus").tap()  # sent once it settles, answered when released
    page.get_by_test_id("open-history").tap()
    page.get_by_test_id("history-life-chart").tap()
    page.get_by_test_id("life-chart").locator("canvas").wait_for()
    summary = page.get_by_test_id("life-chart-summary")
    assert summary.text_content() == "Life over 1 turn: Ann 20 → 20; Bob 20 → 20"
    page.locator("[data-testid=life-chart-numbers] > summary").tap()  # the player opens the numbers
    assert numbers(page) == [["Start", "20", "20"], ["Turn 1", "20", "20"]]
    page.evaluate(f"() => {{ window.__nodes = ({NODES})(); }}")
    page.evaluate("() => window.__release()")
    settled(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=life-chart-summary]').textContent.includes('Ann 20 → 19')"
    )
    assert summary.text_content() == "Life over 1 turn: Ann 20 → 19; Bob 20 → 20"
    assert numbers(page) == [["Start", "20", "20"], ["Turn 1", "19", "20"]]
    # the same chart, box of numbers (still open) and cell, given the new numbers
    assert page.evaluate(f"() => ({NODES})().every((node, i) => node === window.__nodes[i])")
    assert page.get_by_test_id("life-chart-numbers").evaluate("(d) => d.open")
    assert page.tk_errors == []

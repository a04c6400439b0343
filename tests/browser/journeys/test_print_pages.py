"""Paper where paper is expected (issue 14, item 8): pairings, result slips, standings and
the draft seating print on A4 and on Letter from the phone, in both languages; only the
page asked for is printed, and it is gone from the page when the print dialog closes."""

from __future__ import annotations

import re

import pytest

from .table_steps import open_app, settled, start_tournament

pytestmark = pytest.mark.browser

PRINT_STUB = "window.print = () => { window.tkPrinted = (window.tkPrinted || 0) + 1; };"
NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]


def pdf_pages(page, paper: str) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", page.pdf(format=paper)))


def cells(page, table: str) -> list[list[str]]:
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel + ' tbody tr')]
        .map((tr) => [...tr.children].map((td) => td.textContent))""",
        table,
    )


def printed_only(page) -> bool:
    """Under print media, is #print the only thing shown?"""
    page.emulate_media(media="print")
    try:
        return page.evaluate("""() => getComputedStyle(document.getElementById('screen')).display === 'none'
            && getComputedStyle(document.getElementById('print')).display === 'block'""")
    finally:
        page.emulate_media(media="screen")


def closed(page):
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    assert page.locator("#print").text_content() == ""
    assert page.evaluate("() => document.body.classList.contains('printing')") is False


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pairings_slips_and_standings_print_on_a4_and_letter(server, page, lang):
    page.add_init_script(PRINT_STUB)
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    start_tournament(page, NAMES)
    round1 = page.evaluate("() => window.tkApp.state.session_features.tournament.rounds[0]")
    for m in round1:  # results first: printing is the last thing
        page.get_by_test_id(f"t-res-1-{m['table']}-2-1-0").tap()
    settled(page)

    page.get_by_test_id("t-print-pairings").tap()
    assert page.evaluate("() => window.tkPrinted") == 1
    rows = cells(page, "[data-testid=print-pairings]")
    assert [r[0] for r in rows] == sorted(NAMES)  # by name, A to Z
    for m in round1:
        assert [m["a"], str(m["table"]), m["b"]] in rows and [
            m["b"],
            str(m["table"]),
            m["a"],
        ] in rows
    assert printed_only(page)
    assert pdf_pages(page, "A4") == 1 and pdf_pages(page, "Letter") == 1
    closed(page)

    page.get_by_test_id("t-print-slips").tap()
    slips = page.locator(".print-slip")
    assert slips.count() == 3
    title = {"en": "Round 1 · Table 1", "ru": "Раунд 1 · Стол 1"}[lang]
    first = slips.first.text_content()
    assert title in first and round1[0]["a"] in first and round1[0]["b"] in first
    for paper in ("A4", "Letter"):
        assert pdf_pages(page, paper) >= 1
    closed(page)

    page.get_by_test_id("t-print-standings").tap()
    head = {"en": "Standings", "ru": "Турнирная таблица"}[lang]
    assert page.locator("#print h1").text_content() == head
    assert page.locator("[data-testid=print-standings] tbody tr").count() == 6
    text = page.locator("#print").text_content()
    assert "null" not in text and "undefined" not in text and "NaN" not in text
    assert pdf_pages(page, "A4") == 1
    closed(page)


def test_the_draft_seating_prints_without_anything_hidden(server, page):
    page.add_init_script(PRINT_STUB)
    open_app(page, server.url)
    page.get_by_test_id("start-feature-draft").tap()
    page.get_by_test_id("draft-seats").fill("Ann\nBob\nCid")
    page.get_by_test_id("draft-start").tap()
    page.get_by_test_id("print-seating-button").wait_for()
    settled(page)
    page.get_by_test_id("print-seating-button").tap()
    rows = cells(page, "[data-testid=print-seating]")
    assert rows == [
        ["1", "Ann", "Bob", "Cid"],
        ["2", "Bob", "Cid", "Ann"],
        ["3", "Cid", "Ann", "Bob"],
    ]
    assert printed_only(page) and pdf_pages(page, "Letter") == 1
    closed(page)

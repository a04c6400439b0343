"""A 7-player Swiss as an organiser meets it at 360x740 with the default settle time, in both
languages (issue 24, items 4 and 14): no percentage before there is a result to count, a
recommendation that does not contradict itself, one player count after a drop, a status
that follows the play-off, and the standings as text in the screen's language, fitting the
phone's width."""

from __future__ import annotations

import re

import pytest

from .table_steps import open_app, settled

pytestmark = pytest.mark.browser

NAMES = {
    "en": ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"],
    "ru": ["Аня", "Борис", "Вера", "Глеб", "Ева", "Жора", "Зоя"],
}
ENGLISH_IN_RUSSIAN = [
    "Player",
    "Pts",
    "OMW",
    "OGW",
    "GW%",
    "left after",
    "Standings",
    "Play-off",
    "bye",
    "Round",
]


def tour(page):
    return page.evaluate("() => window.tkApp.state.session_features.tournament")


def by(page, testid):
    return page.get_by_test_id(testid)


def figures(page):
    """The three tie-breaker cells of every standings row, as shown."""
    return page.evaluate("""() => [...document.querySelectorAll('[data-testid=t-standings] tbody tr')]
        .map((tr) => [...tr.children].slice(4).map((td) => td.textContent))""")


def fits(page, testid):
    return page.evaluate(
        """(id) => { const el = document.querySelector(`[data-testid=${id}]`);
        const r = el.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth + 1 && r.right <= window.innerWidth; }""",
        testid,
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_swiss_of_seven_reads_right_from_set_up_to_play_off(server, page, lang):
    open_app(page, server.url)
    by(page, f"lang-{lang}").tap()
    by(page, "start-feature-tournament").tap()
    by(page, "t-players").fill("\n".join(NAMES[lang]))
    by(page, "t-create").tap()
    by(page, "t-pair").wait_for()
    settled(page)

    # appendix E for 7: no Swiss rounds, a play-off of 3 rounds; said without "straight to"
    plan = by(page, "t-plan").text_content()
    assert {"en": "no Swiss rounds", "ru": "без раундов швейцарки"}[lang] in plan, plan
    assert "straight to" not in plan and "сразу плей-офф" not in plan, plan

    # before any match: every tie-breaker is "—", on screen and in the text
    assert all(cells == ["—", "—", "—"] for cells in figures(page)), figures(page)
    text = by(page, "t-text").inner_text()
    assert "33.00" not in text and "—" in text, text
    by(page, "t-pair").tap()
    by(page, "t-table-1-1").wait_for()
    settled(page)
    # paired: the bye is a result (2-0, no opponent); the others have none yet
    for row, cells in zip(tour(page)["standings"], figures(page)):
        played = row["wins"] + row["losses"] + row["draws"]
        expected = ["—", "—", "—"] if not played else ["—", "100.00", "—"]
        assert cells == expected, (row, cells)

    # round 1: every table 2-0 (the seventh player has the bye)
    for match in tour(page)["rounds"][0]:
        if not match["bye"]:
            by(page, f"t-res-1-{match['table']}-2-0-0").tap()
            settled(page)
    assert tour(page)["round_finished"]
    shown = figures(page)
    assert all(re.fullmatch(r"\d+\.\d\d", cell) for cells in shown for cell in cells[1:2]), (
        shown
    )  # GW counted

    # the standings as text: the screen's language, and the phone's width
    text = by(page, "t-text").inner_text()
    if lang == "ru":
        assert "Турнирная таблица после раунда 1" in text and "%ПС" in text and "очк" in text, text
        leaked = [w for w in ENGLISH_IN_RUSSIAN if w in text]
        assert not leaked, (leaked, text)
    else:
        assert "Standings after round 1" in text and "OMW" in text and "points" in text, text
    assert fits(page, "t-text"), "the standings' text runs off the right edge"

    # a player leaves after round 1: the plan line names one player count; who left is named
    dropped = tour(page)["players"].index(tour(page)["standings"][-1]["player"])
    name = tour(page)["players"][dropped]
    page.locator("[data-testid=t-players-list] > summary").tap()
    by(page, f"t-drop-{dropped}").tap()
    by(page, f"t-drop-{dropped}").tap()
    settled(page)
    plan = by(page, "t-plan").text_content()
    counts = re.findall(r"\d+ (?:players?|игрок\w*)", plan)
    assert len(counts) == 1, plan
    assert name in by(page, "t-left").text_content()
    text = by(page, "t-text").inner_text()
    left = {"en": "(left after round 1)", "ru": "(выход после раунда 1)"}[lang]
    rank = next(r["rank"] for r in tour(page)["standings"] if r["player"] == name)
    assert any(
        line.startswith(f"{rank}. {name}:") and line.endswith(left) for line in text.splitlines()
    ), text
    assert "выбыл" not in page.locator("body").inner_text()  # no gendered verb about a player

    # the play-off begins: the status says so, not "Round 1 is complete"
    page.locator("[data-testid=t-playoff-setup] > summary").tap()
    by(page, "t-playoff-size-4").tap()
    by(page, "t-playoff").tap()
    by(page, "t-playoff").tap()
    by(page, "t-bracket").wait_for()
    settled(page)
    status = by(page, "t-status").text_content()
    assert {"en": "Play-off, round 1", "ru": "Плей-офф, раунд 1"}[lang] in status, status
    assert "complete" not in status and "завершён" not in status, status
    text = by(page, "t-text").inner_text()
    assert {"en": "Play-off (top 4)", "ru": "Плей-офф (топ-4)"}[lang] in text, text
    if lang == "ru":
        assert not [w for w in ENGLISH_IN_RUSSIAN if w in text], text
    assert fits(page, "t-text")

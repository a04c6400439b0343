"""Team events (003 8.2; a Two-Headed Giant Swiss, 9) and draft tables (7.6) on the
tournament screen, as an organiser meets them at 360x740 with touch, in both languages: a
3-team event registered with its seats A, B, C, two rounds recorded seat by seat, the team's
result, the team standings with their tie-breakers and appendix B's team times; a two-table
draft event of 16 seated at two tables and paired within them.  The engine decides; the
screen shows what it kept."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled

pytestmark = pytest.mark.browser

PRINT_STUB = "window.print = () => { window.tkPrinted = (window.tkPrinted || 0) + 1; };"

TEAMS = {"en": ["Owls", "Foxes", "Bears"], "ru": ["Совы", "Лисы", "Медведи"]}
WORDS = {
    "en": {"seat": "Seat A", "minutes": "40 min", "table": "Draft table 2", "teams": "Teams"},
    "ru": {"seat": "Место A", "minutes": "40 мин", "table": "Драфтовый стол 2", "teams": "Команды"},
}


def tour(page):
    return page.evaluate("() => window.tkApp.state.session_features.tournament")


def by(page, testid):
    return page.get_by_test_id(testid)


def create(page, server, lang, names):
    open_app(page, server.url)
    by(page, f"lang-{lang}").tap()
    by(page, "start-feature-tournament").tap()
    by(page, "t-players").fill("\n".join(names))
    by(page, "t-create").tap()
    by(page, "t-groups").wait_for()
    settled(page)


def members(lang, team_index):
    return [f"{TEAMS[lang][team_index][:3]}{seat}" for seat in "ABC"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_3_team_event_through_two_rounds_seat_by_seat(server, page, lang):
    page.add_init_script(PRINT_STUB)
    create(page, server, lang, TEAMS[lang])
    by(page, "t-teams-box").locator("summary").tap()
    assert WORDS[lang]["teams"] in by(page, "t-teams-box").inner_text()
    by(page, "t-team-size-3").tap()
    for i in range(3):
        for seat, name in zip("ABC", members(lang, i)):
            by(page, f"t-team-{i}-{seat}").fill(name)
    assert WORDS[lang]["seat"] in by(page, "t-team-0").inner_text()
    by(page, "t-teams-save").tap()
    by(page, "t-teams-now").wait_for()
    settled(page)
    assert tour(page)["teams"] == {TEAMS[lang][i]: members(lang, i) for i in range(3)}
    assert WORDS[lang]["minutes"] in by(page, "t-team-minutes").inner_text()

    for number in (1, 2):
        by(page, "t-pair").tap()
        by(page, f"t-table-{number}-1").wait_for()
        settled(page)
        # the groups can no longer change once a round is paired: the forms are gone
        assert by(page, "t-teams-box").count() == 0
        match = next(m for m in tour(page)["rounds"][-1] if not m["bye"])
        table = match["table"]
        seats = by(page, f"t-seat-{number}-{table}")
        for s in match["seats"]:  # seat against seat, shown
            assert f"{s['a']} – {s['b']}" in seats.inner_text()
        record = by(page, f"t-team-record-{number}-{table}")
        assert record.is_disabled()  # one result per seat first
        # the first team wins seats A and B, loses C
        by(page, f"t-seat-{number}-{table}-A-2-0-0").tap()
        by(page, f"t-seat-{number}-{table}-B-2-1-0").tap()
        assert record.is_disabled()
        by(page, f"t-seat-{number}-{table}-C-0-2-0").tap()
        record.tap()
        by(page, f"t-table-{number}-{table}-result").wait_for()
        page.wait_for_function(
            f"() => document.querySelector('[data-testid=t-table-{number}-{table}-result]').textContent === '2-1'"
        )
        assert by(page, f"t-seat-{number}-{table}-C-result").inner_text() == "0-2"
        done = next(m for m in tour(page)["rounds"][-1] if not m["bye"])
        assert done["winner"] == match["a"] and done["result"] == [2, 1, 0]
        settled(page)

    rows = tour(page)["standings"]
    assert sorted(r["player"] for r in rows) == sorted(TEAMS[lang])
    first = rows[0]
    # the team standings name each team's players under its name, with the tie-breakers
    assert ", ".join(tour(page)["teams"][first["player"]]) in by(page, "t-row-1-team").inner_text()
    assert by(page, "t-row-1").locator("td").nth(4).inner_text() not in ("", None)
    fits = page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert fits

    # paper: every seated player finds their name, table and seat opponent; a slip a seat
    by(page, "t-print-pairings").tap()
    rows = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid=print-pairings] tbody tr')]
        .map((tr) => [...tr.children].map((td) => td.textContent))"""
    )
    match = next(m for m in tour(page)["rounds"][-1] if not m["bye"])
    for s in match["seats"]:
        assert [f"{s['a']} ({match['a']}, {s['seat']})", str(match["table"]), s["b"]] in rows
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    by(page, "t-print-slips").tap()
    slip = page.locator(".print-slip").first.text_content()
    assert all(f"{s['seat']} · {s['a']}" in slip and s["b"] in slip for s in match["seats"])
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    assert page.tk_errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_two_draft_tables_pair_only_within_their_table(server, page, lang):
    one = [f"{'Ann' if lang == 'en' else 'Аня'}{i}" for i in range(1, 9)]
    two = [f"{'Bob' if lang == 'en' else 'Боря'}{i}" for i in range(1, 9)]
    players = [p for pair in zip(one, two) for p in pair]  # the sign-up list mixes them
    create(page, server, lang, players)
    by(page, "t-tables-box").locator("summary").tap()
    by(page, "t-tables-count-2").tap()
    by(page, "t-seat-at-0").wait_for()
    for i, name in enumerate(players):
        by(page, f"t-seat-at-{i}").select_option("1" if name in one else "2")
    by(page, "t-tables-save").tap()
    by(page, "t-tables-now").wait_for()
    settled(page)
    assert tour(page)["event"]["tables"] == [one, two]
    for number in (1, 2):
        by(page, "t-pair").tap()
        by(page, f"t-table-{number}-1").wait_for()
        settled(page)
        matches = tour(page)["rounds"][-1]
        assert len(matches) == 8
        for m in matches:
            table = 1 if m["a"] in one else 2
            assert (m["b"] in one) == (table == 1), m
            shown = by(page, f"t-table-{number}-{m['table']}-draft-table").inner_text()
            assert shown.endswith(str(table))
        assert any(
            WORDS[lang]["table"]
            == by(page, f"t-table-{number}-{m['table']}-draft-table").inner_text()
            for m in matches
        )
        for m in matches:
            by(page, f"t-res-{number}-{m['table']}-2-1-0").tap()
        page.wait_for_function(
            "() => window.tkApp.state.session_features.tournament.round_finished"
        )
        settled(page)
    assert page.tk_errors == []

"""An event on every player's phone, against a real PouchDB Server started here: the organiser
opens the tournament to phones, four players join from their own browser contexts (phones of
their own: storage, network) through the join links, see their round, report and confirm
results; one phone loses its network mid-round and catches up; two reports differ and the
organiser decides; a modified app writing another table's result is refused by the server.
One phone reads the event in Russian."""

from __future__ import annotations

import base64
import json
import sys
import time
from pathlib import Path

import pytest
from page_hooks import SETTLED, body
from phone_browser import phone_page
from screen_codes import shoot_and_decode

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ann", "Bob", "Cid", "Dee"]


sys.path.insert(0, str(ROOT / "tools" / "event_server"))
import couch  # the event server as make event-server starts it (tools/event_server)


@pytest.fixture
def event_server(tmp_path):
    """The event server (tools/event_server) in memory on a free loopback port."""
    why = couch.missing()
    if why:
        pytest.skip(why)
    started = couch.start(tmp_path)
    yield started
    started.stop()


def by(page, testid):
    return page.get_by_test_id(testid)


def organiser_opens_the_event(page, server) -> None:
    by(page, "start-feature-tournament").click()
    by(page, "t-players").fill("\n".join(NAMES))
    by(page, "t-create").click()
    by(page, "t-pair").click()
    page.wait_for_function(SETTLED)
    by(page, "t-table-1-1").wait_for()
    assert by(page, "phones-open").count() == 0  # offered only once a server is set
    by(page, "server-url").fill("http://127.0.0.1:1")
    by(page, "server-admin").fill(server.admin)
    by(page, "server-password").fill(server.password)
    by(page, "server-check").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=server-answer]').dataset.answer"
    )
    assert "does not answer" in by(page, "server-answer").text_content()
    by(page, "server-url").fill(server.url)
    by(page, "server-password").fill("wrong")
    by(page, "server-check").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=server-answer]').dataset.answer === 'not_admin'"
    )
    assert "not its admin" in by(page, "server-answer").text_content()
    by(page, "server-password").fill(server.password)
    by(page, "server-check").click()
    by(page, "phones-open").click()
    by(page, "phones-players").wait_for()


def code_on_screen(page, testid: str) -> str:
    """The QR code as a camera pointed at the organiser's screen reads it (screen_codes.py)."""
    page.wait_for_function(
        f"() => {{ const c = document.querySelector('[data-testid={testid}]');"
        " return c && c.width >= 200; }"
    )
    found, _, _ = shoot_and_decode(page, testid)
    return found["text"]


def join_link(page, pid: str) -> str:
    """A player's join code as their phone scans it; the link under it says the same."""
    page.locator(f"[data-testid=phone-{pid}] > summary").click()
    link = by(page, f"phone-link-{pid}")
    link.wait_for()
    scanned = code_on_screen(page, f"phone-qr-{pid}")
    assert scanned == link.get_attribute("href")
    return scanned


def pairings(page) -> list[dict]:
    return page.evaluate("() => window.tkApp.state.session_features.tournament.rounds.at(-1)")


def test_organiser_and_four_phones_through_a_pouchdb_server(
    page, open_app, browser, csp_violations, event_server
):
    open_app(page)
    organiser_opens_the_event(page, event_server)
    links = {f"p{i + 1}": join_link(page, f"p{i + 1}") for i in range(4)}
    ids = {name: f"p{i + 1}" for i, name in enumerate(NAMES)}

    phones = {}
    for name in NAMES:
        phone = phone_page(browser, csp_violations)
        if name == "Dee":
            phone.context.add_init_script(
                "try { localStorage.setItem('tk-lang', 'ru') } catch (e) {}"
            )
        phone.goto(links[ids[name]])
        phones[name] = phone
    matches = pairings(page)
    table_of = {}
    for table, m in enumerate(matches, 1):
        table_of[m["a"]] = (table, m["b"])
        table_of[m["b"]] = (table, m["a"])
    for name, phone in phones.items():
        by(phone, "event-own").wait_for(timeout=90_000)
        table, opponent = table_of[name]
        phone.wait_for_function(
            "(want) => document.querySelector('[data-testid=event-own]').textContent.includes(want)",
            arg=opponent,
        )
        own = by(phone, "event-own").text_content()
        if name == "Dee":
            assert own == f"Раунд 1, стол {table}: ваш соперник — {opponent}"
            assert "Пары" in by(phone, "event-pairings").text_content()
        else:
            assert own == f"Round 1, table {table}: you play {opponent}"
        shown = by(phone, "event-pairings").text_content()
        for m in matches:
            assert m["a"] in shown and m["b"] in shown
        assert "?" not in by(phone, "event-standings").text_content()

    # table 1: its first player reports 2-1, the opponent confirms, the organiser accepts
    t1a, t1b = matches[0]["a"], matches[0]["b"]
    by(phones[t1a], "event-report-open").tap()
    by(phones[t1a], "event-report-2-1-0").tap()
    by(phones[t1a], "event-mine").wait_for()
    theirs = by(phones[t1b], "event-theirs")
    theirs.wait_for(timeout=20_000)
    by(phones[t1b], "event-confirm").tap()
    row = by(page, "report-r1-t1")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=report-r1-t1]')?.dataset.status === 'confirmed'",
        timeout=20_000,
    )
    row.get_by_test_id("report-accept").click()
    page.wait_for_function(SETTLED)
    first = pairings(page)[0]
    assert first["result"] == [2, 1, 0] and first["a"] == t1a
    for name in (t1a, t1b):
        by(phones[name], "event-recorded").wait_for(timeout=20_000)

    # table 2: one phone is cut off mid-round and reports offline; back online, it reaches the
    # organiser once; the opponent reports something else: a conflict the organiser decides
    t2a, t2b = matches[1]["a"], matches[1]["b"]
    phones[t2a].context.set_offline(True)
    by(phones[t2a], "event-report-open").tap()
    by(phones[t2a], "event-report-2-0-0").tap()
    by(phones[t2a], "event-mine").wait_for()
    time.sleep(2)
    assert by(page, "report-r1-t2").count() == 0
    phones[t2a].context.set_offline(False)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=report-r1-t2]')?.dataset.status === 'waiting'",
        timeout=30_000,
    )
    by(phones[t2b], "event-theirs").wait_for(timeout=20_000)
    by(phones[t2b], "event-different").tap()
    by(phones[t2b], "event-report-1-2-0").tap()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=report-r1-t2]')?.dataset.status === 'conflict'",
        timeout=20_000,
    )
    admin = couch.Couch(event_server.url, event_server.admin, event_server.password)
    docs = couch.all_docs(admin, db_name(links))
    assert sorted(d["_id"] for d in docs if d["_id"].startswith("report:r1:t2:")) == sorted(
        [f"report:r1:t2:{ids[t2a]}", f"report:r1:t2:{ids[t2b]}"]
    )  # pushed once each

    # a modified app on the first phone writes table 2's result: the server refuses it
    code = read_code(links[ids[t1a]])
    refused = phones[t1a].evaluate(
        """async ([code, other]) => {
            const doc = {type: "report", round: 1, table: 2, player: other, wins: 2, losses: 0, draws: 0};
            const answer = await fetch(`${code[0]}/${code[1]}/report:r1:t2:${other}`, {method: "PUT",
              headers: {"Content-Type": "application/json", Authorization: "Basic " + btoa(code[2] + ":" + code[3])},
              body: JSON.stringify(doc)});
            return [answer.status, await answer.json()];
        }""",
        [code, ids[t2a]],
    )
    assert refused[0] == 403 and refused[1]["error"] == "forbidden", refused

    # the organiser decides table 2 from the one report it takes
    by(page, f"report-take-{ids[t2b]}").click()
    page.wait_for_function(SETTLED)
    second = pairings(page)[1]
    assert second["result"] is not None
    for name in (t2a, t2b):
        by(phones[name], "event-recorded").wait_for(timeout=20_000)
    assert by(phones["Dee"], "event-recorded").text_content().startswith("Записано")

    # the phones section hears the event's news only while it is shown: closing the
    # tournament's sheet (any way closes it through kit/mount.js) unmounts the section, which
    # stops listening then, not at the event's next news (the event itself goes on: it is
    # the page's, not the sheet's)
    assert page.evaluate(body("eventListeners")) == "1"
    by(page, "tournament-sheet").get_by_test_id("sheet-close").click()
    by(page, "tournament-sheet").wait_for(state="detached")
    assert page.evaluate(body("eventListeners")) == "0"

    for phone in phones.values():
        assert not phone.tk_errors, phone.tk_errors
        phone.context.close()


def read_code(link: str) -> list[str]:
    b64 = link.split("#join=")[1].replace("-", "+").replace("_", "/")
    return json.loads(base64.b64decode(b64 + "=" * (-len(b64) % 4)).decode())


def db_name(links: dict[str, str]) -> str:
    return read_code(next(iter(links.values())))[1]

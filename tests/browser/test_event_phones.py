"""An event on every player's phone, against a real PouchDB Server started here: the organiser
opens the tournament to phones, four players join from their own browser contexts (phones of
their own: storage, network) through the join links, see their round, report and confirm
results; one phone loses its network mid-round and catches up; two reports differ and the
organiser decides; a modified app writing another table's result is refused by the server.
One phone reads the event in Russian."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from page_hooks import SETTLED
from phone_browser import phone_page

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ann", "Bob", "Cid", "Dee"]
ADMIN, PASSWORD = "organiser", "s3cret-pass"


def pouchdb_server() -> str | None:
    for candidate in (
        ROOT / "node_modules" / ".bin" / "pouchdb-server",
        Path(os.environ.get("TK_POUCHDB_SERVER", "/nonexistent")),
    ):
        if candidate.is_file():
            return str(candidate)
    return shutil.which("pouchdb-server")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(url: str, method: str = "GET", body=None, auth: tuple[str, str] | None = None):
    request = urllib.request.Request(url, method=method)
    if body is not None:
        request.data = json.dumps(body).encode()
        request.add_header("Content-Type", "application/json")
    if auth:
        import base64

        token = base64.b64encode(f"{auth[0]}:{auth[1]}".encode()).decode()
        request.add_header("Authorization", f"Basic {token}")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read() or b"null")


@pytest.fixture
def event_server(tmp_path):
    """A PouchDB Server in memory on a free port, with an admin and CORS for the app's origin."""
    binary = pouchdb_server()
    if not binary:
        pytest.skip("pouchdb-server is not installed (npm ci)")
    port = free_port()
    proc = subprocess.Popen(
        [binary, "--in-memory", "--port", str(port), "--dir", str(tmp_path),
         "--config", str(tmp_path / "config.json")],
        cwd=tmp_path, stdout=open(os.environ.get("TK_EVENT_SERVER_LOG", os.devnull), "w"), stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                call(url + "/")
                break
            except OSError:
                time.sleep(0.1)
        for key, value in {
            "httpd/enable_cors": "true",
            "cors/origins": "*",
            "cors/credentials": "true",
            "cors/methods": "GET, PUT, POST, HEAD, DELETE",
            "cors/headers": "accept, authorization, content-type, origin, referer",
            f"admins/{ADMIN}": PASSWORD,
        }.items():
            call(f"{url}/_config/{key}", "PUT", value)
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


def by(page, testid):
    return page.get_by_test_id(testid)


def organiser_opens_the_event(page, url: str) -> None:
    by(page, "start-feature-tournament").click()
    by(page, "t-players").fill("\n".join(NAMES))
    by(page, "t-create").click()
    by(page, "t-pair").click()
    page.wait_for_function(SETTLED)
    by(page, "t-table-1-1").wait_for()
    assert by(page, "phones-open").count() == 0  # offered only once a server is set
    by(page, "server-url").fill("http://127.0.0.1:1")
    by(page, "server-admin").fill(ADMIN)
    by(page, "server-password").fill(PASSWORD)
    by(page, "server-check").click()
    page.wait_for_function("() => document.querySelector('[data-testid=server-answer]').dataset.answer")
    assert "does not answer" in by(page, "server-answer").text_content()
    by(page, "server-url").fill(url)
    by(page, "server-password").fill("wrong")
    by(page, "server-check").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=server-answer]').dataset.answer === 'not_admin'"
    )
    assert "not its admin" in by(page, "server-answer").text_content()
    by(page, "server-password").fill(PASSWORD)
    by(page, "server-check").click()
    by(page, "phones-open").click()
    by(page, "phones-players").wait_for()


def join_link(page, pid: str) -> str:
    page.locator(f"[data-testid=phone-{pid}] > summary").click()
    link = by(page, f"phone-link-{pid}")
    link.wait_for()
    by(page, f"phone-qr-{pid}").wait_for()
    return link.get_attribute("href")


def pairings(page) -> list[dict]:
    return page.evaluate("() => window.tkApp.state.session_features.tournament.rounds.at(-1)")


def test_organiser_and_four_phones_through_a_pouchdb_server(
    page, open_app, browser, csp_violations, event_server
):
    page.on("console", lambda msg: page.tk_errors.append(f"console {msg.type}: {msg.text}"))
    open_app(page)
    organiser_opens_the_event(page, event_server)
    links = {f"p{i + 1}": join_link(page, f"p{i + 1}") for i in range(4)}
    ids = {name: f"p{i + 1}" for i, name in enumerate(NAMES)}

    phones = {}
    for name in NAMES:
        phone = phone_page(browser, csp_violations)
        if name == "Dee":
            phone.context.add_init_script("try { localStorage.setItem('tk-lang', 'ru') } catch (e) {}")
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
    try:
        for name in (t1a, t1b):
            by(phones[name], "event-recorded").wait_for(timeout=20_000)
    except Exception:
        print("DEBUG2", page.evaluate("""async () => { const s = window.tkSharingDebug;
            const e = await s.local.get('event', {revs_info: true, conflicts: true}); const PouchDB = s.local.constructor;
            const remote = new PouchDB(s.server.url + '/' + s.database, {auth: {username: s.server.admin, password: s.server.password}});
            let once; try { once = JSON.stringify(await s.local.replicate.to(remote)).slice(0, 800); } catch (e) { once = 'ERR ' + JSON.stringify(e); }
            const doc = await s.local.get('event', {revs: true});
            let bulk; try { bulk = JSON.stringify(await remote.bulkDocs([doc], {new_edits: false})); } catch (e) { bulk = 'ERR ' + JSON.stringify(e); }
            return [once, bulk, window.tkSyncLog, window.tkDeniedDebug, s.sync, s.lastEvent.slice(0, 40), JSON.stringify(e.pairings), JSON.stringify(e._revs_info), JSON.stringify(e._conflicts)]; }"""))
        print("DEBUG", page.tk_errors, call(f"{event_server}/{db_name(links)}/event?revs_info=true&conflicts=true", auth=(ADMIN, PASSWORD)))
        raise

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
    docs = call(f"{event_server}/{json.loads(json.dumps(db_name(links)))}/_all_docs", auth=(ADMIN, PASSWORD))
    assert sorted(r["id"] for r in docs["rows"] if r["id"].startswith("report:r1:t2:")) == sorted(
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

    for phone in phones.values():
        assert not phone.tk_errors, phone.tk_errors
        phone.context.close()


def read_code(link: str) -> list[str]:
    import base64

    b64 = link.split("#join=")[1].replace("-", "+").replace("_", "/")
    return json.loads(base64.b64decode(b64 + "=" * (-len(b64) % 4)).decode())


def db_name(links: dict[str, str]) -> str:
    return read_code(next(iter(links.values())))[1]

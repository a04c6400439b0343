"""The event server refuses, by itself, every write but a player's own report of the round
being played: with the ``_design/tk`` and ``_security`` the organiser's phone writes (made
by engine.tournament.sharing), a modified app holding a join code can write nothing else.
Also: nobody reads without a code, a renewed code shuts the old one out, a report pushed
twice is one document, and requests that kill a stock PouchDB Server are refused instead."""

from event_server_helpers import couch, report

from engine.tournament import sharing


def put_report(phone, event, rnd, table, pid, wins, losses, draws=0):
    doc_id = f"report:r{rnd}:t{table}:{pid}"
    return phone.request(
        "PUT", f"/{event.db}/{doc_id}", report(rnd, table, pid, wins, losses, draws)
    )


def refused(status):
    return status in (401, 403)


def test_a_player_writes_their_own_report_and_nothing_else(event):
    a, b = event.table(1)
    c, _ = event.table(2)
    phone = event.phone(a)
    status, answer = put_report(phone, event, 1, 1, a, 2, 1)
    assert status == 201 and answer["ok"] is True

    attempts = {
        "the opponent's report": put_report(phone, event, 1, 1, b, 1, 2),
        "another table's result": put_report(phone, event, 1, 2, c, 2, 0),
        "their own id at another table": put_report(phone, event, 1, 2, a, 2, 0),
        "a round not paired yet": put_report(phone, event, 2, 1, a, 2, 0),
        "the pairings (event)": phone.request(
            "PUT", f"/{event.db}/event", {"type": "event", "pairings": []}
        ),
        "the write rules (_design/tk)": phone.request(
            "PUT", f"/{event.db}/_design/tk", {"validate_doc_update": "function () {}"}
        ),
        "who may read (_security)": phone.request(
            "PUT", f"/{event.db}/_security", {"members": {"names": []}}
        ),
        "a report in a batch": phone.request(
            "POST",
            f"/{event.db}/_bulk_docs",
            {"docs": [{"_id": f"report:r1:t2:{c}", **report(1, 2, c, 2, 0)}]},
        ),
        "the watch user's report": put_report(event.phone("watch"), event, 1, 1, a, 2, 1),
    }
    for what, (status, answer) in attempts.items():
        if what == "a report in a batch":  # _bulk_docs answers 201 with a refusal per document
            assert answer[0].get("error") == "forbidden", (what, answer)
        else:
            assert refused(status), (what, status, answer)
    admin = event.admin()
    docs = couch.all_docs(admin, event.db)
    assert sorted(d["_id"] for d in docs if d["_id"].startswith("report:")) == [f"report:r1:t1:{a}"]
    event_doc = next(d for d in docs if d["_id"] == "event")
    assert event_doc["pairings"] and event_doc["type"] == "event"


def test_a_closed_round_takes_no_report_once_the_organiser_rewrites_the_rules(event):
    a, _ = event.table(1)
    for match in event.tournament.event.rounds[-1]:
        if match.b is not None:
            event.session.apply(
                {"type": "tournament_result", "round": 1, "player": match.a, "result": [2, 0, 0]}
            )
    event.publish()
    status, answer = put_report(event.phone(a), event, 1, 1, a, 2, 0)
    assert refused(status) and "not open" in answer["reason"]
    event.session.apply({"type": "tournament_pair"})
    event.publish()
    a2, _ = event.table(1)
    assert put_report(event.phone(a2), event, 2, 1, a2, 2, 0)[0] == 201


def test_nobody_reads_without_a_code_and_the_watch_code_reads(event):
    anonymous = couch.Couch(event.server.url)
    for path in ("", "/event", "/_all_docs", "/_changes"):
        status, _ = anonymous.request("GET", f"/{event.db}{path}")
        assert status == 401, path
    status, doc = event.phone("watch").request("GET", f"/{event.db}/event")
    assert status == 200 and doc["round"] == 1
    stranger = couch.Couch(event.server.url, "nobody", "guess")
    assert refused(stranger.request("GET", f"/{event.db}/event")[0])


def test_a_player_of_another_event_reads_nothing_of_this_one(event, server):
    other_id = "feedfacecafe"
    admin = event.admin()
    passwords = couch.open_event(admin, event.tournament, other_id)
    outsider = couch.Couch(
        server.url, sharing.user_name(other_id, "p1"), passwords[sharing.user_name(other_id, "p1")]
    )
    assert outsider.request("GET", f"/{sharing.database_name(other_id)}/event")[0] == 200
    assert refused(outsider.request("GET", f"/{event.db}/event")[0])


def test_a_phone_replicates_the_event_as_pouchdb_does(event):
    """The calls PouchDB's replication makes of the server, as a member: what changed, the
    documents, which revisions it lacks, and its checkpoint (a _local document, which the
    write check does not cover and replication needs)."""
    a, _ = event.table(1)
    for phone in (event.phone(a), event.phone("watch")):
        status, changes = phone.request("GET", f"/{event.db}/_changes?style=all_docs&since=0")
        assert status == 200 and "event" in {c["id"] for c in changes["results"]}
        status, got = phone.request("POST", f"/{event.db}/_bulk_get", {"docs": [{"id": "event"}]})
        assert status == 200 and got["results"][0]["docs"][0]["ok"]["type"] == "event"
        status, lacks = phone.request("POST", f"/{event.db}/_revs_diff", {"event": ["9-x"]})
        assert status == 200 and lacks["event"]["missing"] == ["9-x"]
        checkpoint = f"/{event.db}/_local/{phone.user}"
        assert phone.request("PUT", checkpoint, {"last_seq": changes["last_seq"]})[0] == 201
        assert phone.request("GET", checkpoint)[0] == 200


def test_a_new_code_shuts_out_the_old_one(event):
    a, _ = event.table(1)
    old = event.phone(a)
    assert old.request("GET", f"/{event.db}/event")[0] == 200
    user = sharing.user_name(event.event_id, a)
    couch.set_password(event.admin(), user, "a-new-secret")
    assert old.request("GET", f"/{event.db}/event")[0] == 401
    assert put_report(old, event, 1, 1, a, 2, 0)[0] == 401
    renewed = couch.Couch(event.server.url, user, "a-new-secret")
    assert renewed.request("GET", f"/{event.db}/event")[0] == 200
    assert put_report(renewed, event, 1, 1, a, 2, 0)[0] == 201


def test_an_offline_report_pushed_twice_is_one_document(event):
    a, b = event.table(1)
    phone = event.phone(a)
    doc = {
        "_id": f"report:r1:t1:{a}",
        "_rev": "1-0a1b2c3d4e5f60718293a4b5c6d7e8f9",
        **report(1, 1, a, 2, 1),
    }
    # as PouchDB's replication pushes it: the phone's own revision, new_edits false
    for _ in range(2):
        status, answer = phone.request(
            "POST", f"/{event.db}/_bulk_docs", {"docs": [doc], "new_edits": False}
        )
        assert status == 201 and not any("error" in row for row in answer), answer
    # and a plain write sent again (its answer lost on the way): a conflict, still one document
    assert put_report(event.phone(b), event, 1, 1, b, 1, 2)[0] == 201
    assert put_report(event.phone(b), event, 1, 1, b, 1, 2)[0] == 409
    docs = couch.all_docs(event.admin(), event.db)
    reports = [d for d in docs if d["_id"].startswith("report:")]
    assert len(reports) == 2
    [match] = sharing.read_reports(event.tournament, docs)
    assert match["status"] == "confirmed" and len(match["reports"]) == 2
    assert match["action"] is not None
    event.session.apply(dict(match["action"]))


def test_a_changed_report_replicated_is_stored_as_its_new_revision(event):
    """Found by the phone side: with a validate_doc_update in the database, PouchDB Server's
    validation overwrote a replicated revision's history with the stored one's, and the new
    revision was answered with [] and dropped (a player's changed report lost without a
    word). The launcher keeps the history as sent (tools/event_server/keep-revisions.mjs)."""
    a, b = event.table(1)
    phone = event.phone(a)
    first, second = "1-" + "a" * 32, "2-" + "b" * 32
    doc = {"_id": f"report:r1:t1:{a}", "_rev": first, **report(1, 1, a, 2, 1)}
    changed = {
        **doc,
        **report(1, 1, a, 2, 0),
        "_rev": second,
        "_revisions": {"start": 2, "ids": ["b" * 32, "a" * 32]},
    }
    for sent in (doc, changed):
        status, answer = phone.request(
            "POST", f"/{event.db}/_bulk_docs", {"docs": [sent], "new_edits": False}
        )
        assert status == 201 and not any("error" in row for row in answer), answer
    stored = event.admin().ok("GET", f"/{event.db}/report:r1:t1:{a}")
    assert stored["_rev"] == second
    assert (stored["wins"], stored["losses"]) == (2, 0)
    # and the server still refuses, in the same request, a revision of another player's report
    other = {
        "_id": f"report:r1:t1:{b}",
        "_rev": "1-" + "c" * 32,
        "_revisions": {"start": 1, "ids": ["c" * 32]},
        **report(1, 1, b, 0, 2),
    }
    status, answer = phone.request(
        "POST", f"/{event.db}/_bulk_docs", {"docs": [other], "new_edits": False}
    )
    assert status in (201, 401, 403)
    assert status != 201 or all("error" in row for row in answer), answer
    assert event.admin().request("GET", f"/{event.db}/report:r1:t1:{b}")[0] == 404


def test_what_kills_a_stock_pouchdb_server_is_refused_and_the_server_stays_up(event, server):
    a, _ = event.table(1)
    anonymous = couch.Couch(server.url)
    attempts = [
        anonymous.request("PUT", "/a-new-database"),
        event.phone(a).request("PUT", "/a-new-database"),
        event.phone(a).request("PUT", f"/{event.db}"),
        event.phone(a).request("DELETE", f"/{event.db}"),
        anonymous.request("DELETE", "/_users"),
        couch.Couch(server.url, "nobody", "guess").request("PUT", "/another"),
    ]
    assert all(refused(status) for status, _ in attempts), attempts
    assert server.alive()
    assert anonymous.request("GET", "/")[0] == 200
    assert event.admin().request("GET", f"/{event.db}")[0] == 200
    assert event.admin().request("GET", "/a-new-database")[0] == 404

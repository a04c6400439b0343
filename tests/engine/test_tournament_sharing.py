"""An event shared with players' phones (engine.tournament.sharing): the published event
document, the server's write rules for the round being played (run by Node as the server runs
them), and what the reports found in the database mean to the organiser."""

import json
import random
import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Session
from engine.errors import EngineError
from engine.tournament import sharing
from engine.tournament.state import TournamentState

SIX = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
SEVEN = [*SIX, "Gus"]
EID = "0123456789ab"


def paired(players=SIX, seed=7):
    session = Session(random.Random(seed))
    session.apply({"type": "tournament_create", "players": list(players)})
    session.apply({"type": "tournament_pair"})
    return session


def tournament(session) -> TournamentState:
    found = session.table.features["tournament"]
    assert isinstance(found, TournamentState)
    return found


def report(rnd, table, pid, wins, losses, draws=0, **extra):
    return {
        "_id": f"report:r{rnd}:t{table}:{pid}",
        "type": "report",
        "round": rnd,
        "table": table,
        "player": pid,
        "wins": wins,
        "losses": losses,
        "draws": draws,
        "at": 1_700_000_000_000,
        **extra,
    }


def first_match(session):
    t = tournament(session)
    match = t.event.rounds[-1][0]
    ids = sharing.player_ids(t)
    return match, ids[match.a], ids[match.b]


# --- the published event ------------------------------------------------------------------------


def test_published_event_holds_the_round_the_players_and_the_standings():
    session = paired(SEVEN)
    doc = sharing.published_event(tournament(session), EID, name="Friday draft")
    assert doc["type"] == "event" and doc["event_id"] == EID and doc["name"] == "Friday draft"
    assert doc["round"] == 1 and doc["round_open"] is True
    assert [p["id"] for p in doc["players"]] == [f"p{i}" for i in range(1, 8)]
    assert [p["name"] for p in doc["players"]] == SEVEN
    names = {p["id"]: p["name"] for p in doc["players"]}
    rounds = session.state()["session_features"]["tournament"]["rounds"][-1]
    assert [[names.get(i) for i in p["players"]] for p in doc["pairings"]] == [
        [m["a"], m["b"]] for m in rounds
    ]
    bye = [p for p in doc["pairings"] if p["players"][1] is None]
    assert len(bye) == 1 and bye[0]["result"] == [2, 0, 0]
    assert sorted(s["id"] for s in doc["standings"]) == sorted(names)
    assert doc["clock"] is None
    json.dumps(doc)  # a document as it is written


def test_published_event_before_pairing_and_after_the_round_is_closed():
    session = Session(random.Random(1))
    session.apply({"type": "tournament_create", "players": SIX})
    doc = sharing.published_event(tournament(session), EID)
    assert doc["round"] == 0 and doc["round_open"] is False and doc["pairings"] == []
    session.apply({"type": "tournament_pair"})
    for m in tournament(session).event.rounds[-1]:
        session.apply({"type": "tournament_result", "round": 1, "player": m.a, "result": [2, 1, 0]})
    doc = sharing.published_event(tournament(session), EID)
    assert doc["round"] == 1 and doc["round_open"] is False
    assert all(p["result"] == [2, 1, 0] for p in doc["pairings"])
    assert {s["record"] for s in doc["standings"]} == {"1-0-0", "0-1-0"}


def test_a_bad_event_id_is_refused():
    session = paired()
    for bad in ("", "0123456789AB", "0123456789a", "../_users", "0123456789abc"):
        with pytest.raises(EngineError):
            sharing.published_event(tournament(session), bad)
        with pytest.raises(EngineError):
            sharing.report_rules(tournament(session), bad)


def test_users_and_security_name_every_player_and_the_watch_user():
    t = tournament(paired())
    users = sharing.users(t, EID)
    assert [u["user"] for u in users] == [f"tk-{EID}-p{i}" for i in range(1, 7)] + [
        f"tk-{EID}-watch"
    ]
    doc = sharing.security(t, EID, "org")
    assert doc["admins"]["names"] == ["org"]
    assert doc["members"]["names"] == [u["user"] for u in users]
    assert sharing.database_name(EID) == "tk-event-" + EID


# --- the server's rules, run as the server runs them --------------------------------------------

NODE = shutil.which("node")
RUN_VALIDATE = """
const [source, cases] = JSON.parse(require("fs").readFileSync(0, "utf8"));
const validate = eval("(" + source + ")");
console.log(JSON.stringify(cases.map(([doc, user, roles]) => {
  try { validate(doc, null, {name: user, roles: roles || []}, {}); return "ok"; }
  catch (e) { return e && e.forbidden ? "forbidden: " + e.forbidden : "error: " + e; }
})));
"""


def verdicts(rules, cases):
    done = subprocess.run(
        [NODE, "-e", RUN_VALIDATE],
        input=json.dumps([rules["validate_doc_update"], cases]),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_rules_let_a_player_write_only_their_own_report_of_this_round():
    session = paired()
    t = tournament(session)
    _, a, b = first_match(session)
    other = next(m for m in t.event.rounds[-1][1:])
    ids = sharing.player_ids(t)
    c = ids[other.a]
    rules = sharing.report_rules(t, EID)
    assert rules["round"] == 1 and rules["round_open"] is True
    user = f"tk-{EID}-{a}"
    cases = [
        [report(1, 1, a, 2, 1), user],  # their own: taken
        [report(1, 1, b, 1, 2), f"tk-{EID}-{b}"],  # the opponent's own: taken
        [report(1, 1, b, 1, 2), user],  # the opponent's, written by a
        [report(1, 2, c, 2, 0), user],  # another table's
        [report(1, 2, a, 2, 0), user],  # their id, another table
        [report(2, 1, a, 2, 1), user],  # another round
        [{"_id": "event", "type": "event"}, user],
        [{"_id": "_design/tk", "validate_doc_update": "function(){}"}, user],
        [{**report(1, 1, a, 2, 1), "round": 2}, user],  # the body differs from the id
        [report(1, 1, a, -1, 2), user],
        [report(1, 1, a, 2.5, 0), user],
        [{**report(1, 1, a, 2, 1), "_deleted": True}, user],
        [report(1, 1, a, 2, 1), f"tk-{EID}-watch"],
        [{"_id": "event", "type": "event"}, "org", ["_admin"]],  # the organiser: anything
    ]
    said = verdicts(rules, cases)
    assert said[:2] == ["ok", "ok"]
    assert all(v.startswith("forbidden: ") for v in said[2:-1]), said
    assert said[-1] == "ok"
    assert said[2] == "forbidden: this report is not yours to write"


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_a_closed_round_takes_no_report():
    session = paired()
    _, a, _ = first_match(session)
    for m in tournament(session).event.rounds[-1]:
        session.apply({"type": "tournament_result", "round": 1, "player": m.a, "result": [2, 0, 0]})
    rules = sharing.report_rules(tournament(session), EID)
    assert rules["round_open"] is False
    assert verdicts(rules, [[report(1, 1, a, 2, 0), f"tk-{EID}-{a}"]]) == [
        "forbidden: round 1 is not open for reports"
    ]


def test_the_rules_change_exactly_when_a_round_is_paired_or_closed():
    session = paired()
    t = tournament(session)
    first = sharing.report_rules(t, EID)
    matches = t.event.rounds[-1]
    session.apply(
        {"type": "tournament_result", "round": 1, "player": matches[0].a, "result": [2, 0, 0]}
    )
    assert sharing.report_rules(tournament(session), EID) == first  # one result: same round
    for m in matches[1:]:
        session.apply({"type": "tournament_result", "round": 1, "player": m.a, "result": [2, 0, 0]})
    closed = sharing.report_rules(tournament(session), EID)
    assert closed != first
    session.apply({"type": "tournament_pair"})
    second = sharing.report_rules(tournament(session), EID)
    assert second not in (first, closed) and second["round"] == 2


# --- reading the reports ------------------------------------------------------------------------


def test_two_agreeing_reports_are_confirmed_with_the_action_to_send():
    session = paired()
    match, a, b = first_match(session)
    docs = [{"_id": "event", "type": "event"}, report(1, 1, a, 2, 1), report(1, 1, b, 1, 2)]
    [entry] = sharing.read_reports(tournament(session), docs)
    assert entry["status"] == "confirmed" and entry["reason"] == "both_agree"
    assert entry["players"] == [a, b] and entry["names"] == [match.a, match.b]
    assert entry["result"] == [2, 1, 0]
    assert entry["action"] == {
        "type": "tournament_result",
        "round": 1,
        "player": match.a,
        "result": [2, 1, 0],
        "agreed_draw": False,
    }
    session.apply(dict(entry["action"]))  # the engine takes it as it takes a typed result
    [after] = sharing.read_reports(tournament(session), docs)
    assert after["status"] == "stale" and after["reason"] == "already_recorded"
    assert after["action"] is None and after["recorded"] == [2, 1, 0]


def test_one_report_waits_and_two_different_ones_conflict():
    session = paired()
    _, a, b = first_match(session)
    [waiting] = sharing.read_reports(tournament(session), [report(1, 1, b, 2, 0)])
    assert waiting["status"] == "waiting" and waiting["action"] is None
    assert waiting["result"] == [0, 2, 0]  # counted from a's side
    [conflict] = sharing.read_reports(
        tournament(session), [report(1, 1, a, 2, 1), report(1, 1, b, 2, 1)]
    )
    assert conflict["status"] == "conflict" and conflict["reason"] == "reports_differ"
    assert conflict["action"] is None and conflict["result"] is None
    assert {r["by"] for r in conflict["reports"]} == {a, b}


def test_a_judge_decides_and_an_impossible_result_is_a_conflict():
    session = paired()
    _, a, b = first_match(session)
    judge = {
        "_id": "confirm:r1:t1:Jo",
        "type": "confirm",
        "round": 1,
        "table": 1,
        "result": [1, 2, 0],
    }
    [entry] = sharing.read_reports(tournament(session), [report(1, 1, a, 2, 1), judge])
    assert entry["status"] == "confirmed" and entry["reason"] == "judge"
    assert entry["action"] is not None and entry["action"]["result"] == [1, 2, 0]
    second = {**judge, "_id": "confirm:r1:t1:Max", "result": [2, 1, 0]}
    [judges] = sharing.read_reports(tournament(session), [judge, second])
    assert judges["status"] == "conflict" and judges["reason"] == "reports_differ"
    [bad] = sharing.read_reports(
        tournament(session), [report(1, 1, a, 3, 0), report(1, 1, b, 0, 3)]
    )
    assert bad["status"] == "conflict" and bad["reason"] == "impossible_result"


def test_a_report_of_a_closed_round_or_recorded_differently_is_stale():
    session = paired()
    match, a, b = first_match(session)
    session.apply({"type": "tournament_result", "round": 1, "player": match.a, "result": [2, 0, 0]})
    [differs] = sharing.read_reports(tournament(session), [report(1, 1, a, 2, 1)])
    assert differs["status"] == "stale" and differs["reason"] == "recorded_differently"
    for m in tournament(session).event.rounds[-1][1:]:
        session.apply({"type": "tournament_result", "round": 1, "player": m.a, "result": [2, 0, 0]})
    session.apply({"type": "tournament_pair"})
    [closed] = sharing.read_reports(tournament(session), [report(1, 1, a, 2, 1)])
    assert closed["status"] == "stale" and closed["reason"] == "round_closed"
    [nowhere] = sharing.read_reports(tournament(session), [report(9, 1, a, 2, 1)])
    assert nowhere["status"] == "stale" and nowhere["reason"] == "no_such_match"
    c = next(p for p in sharing.player_ids(tournament(session)).values() if p not in (a, b))
    [stranger] = sharing.read_reports(tournament(session), [report(1, 1, c, 2, 0)])
    assert stranger["reason"] in ("no_such_match", "round_closed")


def test_what_is_not_a_report_is_passed_over():
    session = paired()
    docs = [
        {"_id": "event"},
        {"_id": "_design/tk"},
        {"_id": "report:r1:t1:p99", "wins": 2, "losses": 0, "draws": 0},  # no such player
        {"_id": "report:r1:t1:p1", "wins": "2", "losses": 0, "draws": 0},
        {"_id": "report:r1:t1:p1", "wins": 2, "losses": 0, "draws": 0, "_deleted": True},
        "not a document",
        {"_id": "confirm:r1:t1:Jo", "result": [2, 0]},
    ]
    assert sharing.read_reports(tournament(session), docs) == []


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    results=st.lists(
        st.sampled_from([(2, 0, 0), (2, 1, 0), (1, 2, 0), (1, 1, 1), (0, 0, 3)]),
        min_size=3,
        max_size=3,
    ),
    twice=st.booleans(),
    order=st.randoms(use_true_random=False),
)
def test_every_match_reported_by_both_is_confirmed_once_whatever_the_order(
    seed, results, twice, order
):
    session = paired(SIX, seed)
    t = tournament(session)
    ids = sharing.player_ids(t)
    docs = []
    for table, (match, result) in enumerate(zip(t.event.rounds[-1], results, strict=True), 1):
        won, lost, drawn = result
        docs.append(report(1, table, ids[match.a], won, lost, drawn))
        docs.append(report(1, table, ids[match.b], lost, won, drawn))
    if twice:  # an offline report pushed again is the same document, read again
        docs += docs[:2]
    order.shuffle(docs)
    entries = sharing.read_reports(t, docs)
    assert [e["table"] for e in entries] == [1, 2, 3]
    assert all(e["status"] == "confirmed" for e in entries)
    for entry, result in zip(entries, results, strict=True):
        assert entry["action"] is not None and entry["action"]["result"] == list(result)
        session.apply(dict(entry["action"]))
    assert all(e["status"] == "stale" for e in sharing.read_reports(tournament(session), docs))

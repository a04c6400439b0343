"""Tournament actions (Tournament Rules 2.10, 3.1, 10.4, appendices C and E): create,
import, Swiss pairing with the random order recorded, results, drops, the play-off, the
standings view and its exports; refusals, replay and undo/redo."""

import json
import random

import pytest

from engine import Session
from engine import errors as E
from engine.tournament import errors as TE
from engine.tournament.event import event_from_json
from engine.tournament.standings import compute_standings, standings_csv, standings_text

SIX = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]


def create(players=SIX, seed=7, **extra):
    session = Session(random.Random(seed))
    session.apply({"type": "tournament_create", "players": list(players), **extra})
    return session


def tour(session):
    return session.state()["session_features"]["tournament"]


def refused(session, action, error=E.EngineError):
    before = json.dumps([session.state(), session.log])
    with pytest.raises(error):
        session.apply(action)
    assert json.dumps([session.state(), session.log]) == before


def report_all(session, result=(2, 1, 0)):
    t = tour(session)
    number = t["round"]
    for m in t["rounds"][-1]:
        if not m["bye"] and m["result"] is None:
            session.apply(
                {
                    "type": "tournament_result",
                    "round": number,
                    "player": m["a"],
                    "result": list(result),
                }
            )


# --- creating ----------------------------------------------------------------------------------


def test_create_shows_players_plan_and_empty_standings():
    t = tour(create())
    assert t["players"] == SIX and t["active"] == SIX and t["dropped"] == {}
    assert t["plan"] == {
        "players": 6,
        "swiss_rounds": 0,
        "playoff_size": 8,
        "playoff_rounds": 3,
        "row": [5, 8],
    }
    assert t["round"] == 0 and t["can_pair"] and t["rounds"] == []
    assert [r["player"] for r in t["standings"]] == SIX
    assert all(r["points"] == 0 and r["omw"] == pytest.approx(0.33) for r in t["standings"])
    assert t["event"] == {"players": SIX, "rounds": [], "dropped": {}}
    assert tour(create([f"P{i}" for i in range(20)]))["plan"]["swiss_rounds"] == 5
    assert tour(create([f"P{i}" for i in range(12)], booster_draft_playoff=True))["plan"] == {
        "players": 12,
        "swiss_rounds": 4,
        "playoff_size": 8,
        "playoff_rounds": 3,
        "row": [9, 16],
    }


@pytest.mark.parametrize(
    "action, error",
    [
        ({"type": "tournament_create", "players": ["Ann"]}, E.InvalidField),
        ({"type": "tournament_create", "players": ["Ann", "ANN"]}, E.InvalidField),
        ({"type": "tournament_pair"}, E.RuleViolation),
        ({"type": "tournament_drop", "player": "Ann"}, E.RuleViolation),
        ({"type": "tournament_import", "event": {"players": ["A", "A"]}}, E.InvalidField),
        ({"type": "tournament_import", "event": {"players": ["A"]}}, E.InvalidField),
        ({"type": "tournament_import", "event": [1, 2]}, E.InvalidField),
        (
            {"type": "tournament_import", "event": {"players": ["A", "B"], "extra": 1}},
            E.InvalidField,
        ),
    ],
)
def test_refusals_before_a_tournament(action, error):
    refused(Session(), action, error)


def test_no_fixed_cap_on_players():
    """Issue 12, item 12: 1,024 players (the first release refused more than 256)."""
    t = tour(create([f"P{i:04d}" for i in range(1024)]))
    assert len(t["players"]) == 1024 and t["plan"]["swiss_rounds"] == 10


# --- Swiss rounds ---------------------------------------------------------------------------------


def test_pairing_records_the_random_order_and_the_pairings():
    s = create()
    record = s.apply({"type": "tournament_pair"})
    assert sorted(record["order"]) == sorted(SIX) and len(record["pairings"]) == 3
    t = tour(s)
    assert t["round"] == 1 and not t["round_finished"] and not t["can_pair"]
    assert [[m["a"], m["b"]] for m in t["rounds"][0]] == record["pairings"]
    assert [m["table"] for m in t["rounds"][0]] == [1, 2, 3]
    assert t["last_pairing"] == {"round": 1, "rematches": 0, "repeated_byes": 0, "awarded_byes": []}
    refused(s, {"type": "tournament_pair"}, E.RuleViolation)  # results first
    # the same order gives the same pairings
    again = create(seed=99)
    assert (
        again.apply({"type": "tournament_pair", "order": record["order"]})["pairings"]
        == record["pairings"]
    )


def test_given_pairings_are_checked_and_used():
    s = create()
    pairs = [["Ann", "Fay"], ["Bob", "Eve"], ["Cid", "Dan"]]
    s.apply({"type": "tournament_pair", "pairings": pairs})
    assert [[m["a"], m["b"]] for m in tour(s)["rounds"][0]] == pairs
    s = create()
    refused(
        s,
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", "Dan"]]},
        TE.PlayerMissingFromRound,
    )
    refused(
        s,
        {
            "type": "tournament_pair",
            "pairings": [["Ann", "Ann"], ["Bob", "Cid"], ["Dan", "Eve"], ["Fay", None]],
        },
        E.InvalidField,
    )
    refused(s, {"type": "tournament_pair", "pairings": [[None, "Ann"]]}, E.InvalidField)
    refused(s, {"type": "tournament_pair", "order": ["Ann", "Bob"]}, TE.PairingRefused)


def test_results_from_either_side_and_their_refusals():
    s = create()
    s.apply(
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", "Dan"], ["Eve", "Fay"]]}
    )
    s.apply({"type": "tournament_result", "round": 1, "player": "Bob", "result": [2, 1, 0]})
    assert tour(s)["rounds"][0][0]["result"] == [1, 2, 0]
    assert tour(s)["rounds"][0][0]["winner"] == "Bob"
    refused(
        s,
        {"type": "tournament_result_correction", "round": 1, "player": "Ann", "result": [3, 0, 0]},
        TE.BadMatchResult,
    )  # best of three
    refused(
        s,
        {"type": "tournament_result_correction", "round": 1, "player": "Ann", "result": [0, 0, 0]},
        E.InvalidField,
    )
    refused(
        s,
        {"type": "tournament_result", "round": 2, "player": "Ann", "result": [2, 0, 0]},
        TE.InvalidEvent,
    )
    refused(
        s,
        {"type": "tournament_result", "round": 1, "player": "Zed", "result": [2, 0, 0]},
        TE.UnknownEventPlayer,
    )
    refused(
        s,
        {"type": "tournament_result_correction", "round": 1, "player": "Ann", "result": [2, 0]},
        E.InvalidField,
    )
    s.apply({"type": "tournament_result", "round": 1, "player": "Cid", "result": [0, 0, 3]})
    s.apply({"type": "tournament_result", "round": 1, "player": "Eve", "result": [2, 0, 0]})
    t = tour(s)
    assert t["round_finished"] and t["can_pair"]
    assert {r["player"]: r["points"] for r in t["standings"]} == {
        "Bob": 3,
        "Eve": 3,
        "Cid": 1,
        "Dan": 1,
        "Ann": 0,
        "Fay": 0,
    }
    # a correction of an earlier round is allowed, as a correction (issue 23 item 1)
    refused(
        s,
        {"type": "tournament_result", "round": 1, "player": "Bob", "result": [0, 2, 0]},
        TE.ResultAlreadyRecorded,
    )
    s.apply(
        {"type": "tournament_result_correction", "round": 1, "player": "Bob", "result": [0, 2, 0]}
    )
    assert tour(s)["rounds"][0][0]["winner"] == "Ann"


def test_six_players_three_rounds_with_a_drop_and_a_bye():
    s = create()
    s.apply({"type": "tournament_pair"})
    report_all(s)
    s.apply({"type": "tournament_drop", "player": "Fay"})
    t = tour(s)
    assert t["dropped"] == {"Fay": 1} and "Fay" not in t["active"]
    refused(s, {"type": "tournament_drop", "player": "Fay"}, E.RuleViolation)
    refused(s, {"type": "tournament_drop", "player": "Zed"}, E.InvalidField)
    for _ in range(2):
        s.apply({"type": "tournament_pair"})
        t = tour(s)
        assert "Fay" not in {p for m in t["rounds"][-1] for p in (m["a"], m["b"])}
        assert t["rounds"][-1][-1]["bye"] and t["rounds"][-1][-1]["result"] == [2, 0, 0]
        report_all(s)
    t = tour(s)
    byes = [m["a"] for rnd in t["rounds"] for m in rnd if m["bye"]]
    assert len(byes) == len(set(byes)) == 2
    assert t["last_pairing"]["rematches"] == 0
    # the standings view is the appendix C computation of the exported event
    event = event_from_json(t["event"])
    rows = compute_standings(event)
    assert [r["player"] for r in t["standings"]] == [r.player for r in rows]
    assert [r["rank"] for r in t["standings"]] == list(range(1, 7))
    assert all(isinstance(r[k], float) for r in t["standings"] for k in ("omw", "gw", "ogw"))
    assert t["export"]["text"] == standings_text(rows) and t["export"]["csv"] == standings_csv(rows)
    fay = next(r for r in t["standings"] if r["player"] == "Fay")
    assert fay["dropped"] == 1 and "left after round 1" in t["export"]["text"]


def test_a_drop_before_round_one_leaves_the_standings():
    s = create()
    s.apply({"type": "tournament_drop", "player": "Ann"})
    t = tour(s)
    assert t["dropped"] == {"Ann": 0} and "Ann" not in [r["player"] for r in t["standings"]]
    assert t["plan"]["players"] == 5


def test_export_import_round_trip():
    s = create()
    s.apply({"type": "tournament_pair"})
    report_all(s, (2, 0, 0))
    s.apply({"type": "tournament_drop", "player": "Dan"})
    exported = tour(s)["event"]
    other = Session()
    other.apply({"type": "tournament_import", "event": json.loads(json.dumps(exported))})
    mine, theirs = tour(s), tour(other)
    assert theirs["event"] == exported
    assert theirs["standings"] == mine["standings"] and theirs["export"] == mine["export"]
    # the shape, byes with or without their [2, 0, 0]
    other.apply(
        {
            "type": "tournament_import",
            "event": {
                "players": ["Ann", "Bob", "Cid"],
                "rounds": [
                    [
                        {"a": "Ann", "b": "Bob", "result": [2, 1, 0]},
                        {"a": "Cid", "b": None, "result": [2, 0, 0]},
                    ]
                ],
                "dropped": {"Bob": 1},
            },
        }
    )
    t = tour(other)
    assert t["event"]["rounds"][0][1] == {"a": "Cid", "b": None} and t["active"] == ["Ann", "Cid"]
    assert t["standings"][0]["player"] == "Cid"  # the bye is a 2-0 win, no opponents
    assert other.log[-1]["event"]["rounds"][0][1] == {"a": "Cid", "b": None}  # canonical


def test_import_refuses_what_is_wrong_and_keeps_the_old_event():
    s = create()
    refused(
        s,
        {
            "type": "tournament_import",
            "event": {
                "players": ["A", "B"],
                "rounds": [[{"a": "A", "b": "C", "result": [2, 0, 0]}]],
            },
        },
        E.InvalidField,
    )
    refused(
        s,
        {
            "type": "tournament_import",
            "event": {
                "players": ["A", "B"],
                "rounds": [[{"a": "A", "b": None, "result": [1, 0, 0]}]],
            },
        },
        E.InvalidField,
    )
    assert tour(s)["players"] == SIX


# --- the play-off -------------------------------------------------------------------------------------


def swiss(players, rounds, seed=1):
    s = create(players, seed=seed)
    for _ in range(rounds):
        s.apply({"type": "tournament_pair"})
        report_all(s)
    return s


def test_top_four_play_off_by_standings():
    s = swiss(SIX, 3)
    ranked = [r["player"] for r in tour(s)["standings"]]
    refused(s, {"type": "tournament_playoff", "size": 6}, E.InvalidField)
    refused(s, {"type": "tournament_playoff", "size": 16}, E.InvalidField)
    refused(s, {"type": "tournament_playoff_result", "winner": ranked[0]}, E.RuleViolation)
    record = s.apply({"type": "tournament_playoff", "size": 4})
    p = tour(s)["playoff"]
    assert record["size"] == 4 and p["kind"] == "standings"
    first = [(m["high"], m["low"]) for m in p["rounds"][0]]
    assert first == [(ranked[0], ranked[3]), (ranked[1], ranked[2])]
    assert not tour(s)["can_pair"]
    refused(s, {"type": "tournament_pair"}, E.RuleViolation)
    refused(
        s,
        {"type": "tournament_result", "round": 1, "player": ranked[0], "result": [2, 0, 0]},
        E.RuleViolation,
    )
    refused(s, {"type": "tournament_playoff_result", "winner": ranked[5]}, E.InvalidField)
    s.apply({"type": "tournament_playoff_result", "winner": ranked[3]})
    refused(s, {"type": "tournament_playoff_result", "winner": ranked[0]}, E.InvalidField)
    s.apply({"type": "tournament_playoff_result", "winner": ranked[1]})
    p = tour(s)["playoff"]
    assert p["round"] == 2 and (p["rounds"][1][0]["high"], p["rounds"][1][0]["low"]) == (
        ranked[1],
        ranked[3],
    )
    s.apply({"type": "tournament_playoff_result", "winner": ranked[3]})
    assert tour(s)["playoff"]["champion"] == ranked[3]
    refused(s, {"type": "tournament_playoff_result", "winner": ranked[3]}, E.RuleViolation)
    refused(s, {"type": "tournament_playoff", "size": 4}, E.RuleViolation)
    refused(s, {"type": "tournament_drop", "player": ranked[0]}, E.RuleViolation)  # it is over


def test_default_bracket_size_gives_the_best_seeds_the_byes():
    s = swiss(SIX, 1)
    ranked = [r["player"] for r in tour(s)["standings"]]
    assert s.apply({"type": "tournament_playoff"})["size"] == 8
    p = tour(s)["playoff"]
    assert [(m["high"], m["low"]) for m in p["rounds"][0]] == [
        (ranked[0], None),
        (ranked[3], ranked[4]),
        (ranked[1], None),
        (ranked[2], ranked[5]),
    ]
    assert p["rounds"][0][0]["winner"] == ranked[0]
    s.apply({"type": "tournament_playoff_result", "winner": ranked[4]})
    s.apply({"type": "tournament_playoff_result", "winner": ranked[2]})
    p = tour(s)["playoff"]
    assert [(m["high"], m["low"]) for m in p["rounds"][1]] == [
        (ranked[0], ranked[4]),
        (ranked[1], ranked[2]),
    ]


def test_play_off_draft_seats_one_five_two_six_and_records_the_seating():
    players = [f"P{i}" for i in range(10)]
    s = swiss(players, 3)
    ranked = [r["player"] for r in tour(s)["standings"]]
    record = s.apply({"type": "tournament_playoff", "draft": True})
    seating = record["seating"]
    assert sorted(seating) == sorted(ranked[:8]) and record["size"] == 8
    p = tour(s)["playoff"]
    assert p["kind"] == "draft" and p["seating"] == seating
    pairs = [{m["high"], m["low"]} for m in p["rounds"][0]]
    assert pairs == [
        {seating[0], seating[4]},
        {seating[2], seating[6]},
        {seating[1], seating[5]},
        {seating[3], seating[7]},
    ]
    assert Session.replay(s.log).state() == s.state()
    s2 = swiss(SIX, 1)
    refused(s2, {"type": "tournament_playoff", "draft": True}, E.RuleViolation)
    s3 = swiss(players, 1)
    refused(s3, {"type": "tournament_playoff", "seating": ranked[:7] + ["P99"]}, E.InvalidField)


# --- replay, undo, scale ------------------------------------------------------------------------------


def test_replay_and_undo_redo_through_a_tournament():
    s = swiss(SIX, 2)
    s.apply({"type": "tournament_drop", "player": "Cid"})
    s.apply({"type": "tournament_pair"})
    final = s.state()
    assert Session.replay(json.loads(json.dumps(s.log))).state() == final
    s.apply({"type": "undo", "steps": 2})
    assert tour(s)["round"] == 2 and tour(s)["dropped"] == {}
    s.apply({"type": "redo", "steps": 2})
    assert s.state()["session_features"] == final["session_features"]


def test_256_players_pair_round_after_round_and_replay():
    players = [f"P{i:03d}" for i in range(256)]
    s = create(players, seed=11)
    rng = random.Random(4)
    for number in range(1, 4):
        s.apply({"type": "tournament_pair"})
        for m in tour(s)["rounds"][-1]:
            s.apply(
                {
                    "type": "tournament_result",
                    "round": number,
                    "player": m["a"],
                    "result": rng.choice([[2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 1, 1]]),
                }
            )
    assert tour(s)["last_pairing"]["rematches"] == 0
    assert len(tour(s)["standings"]) == 256
    assert Session.replay(s.log).state() == s.state()


def test_every_result_a_match_can_end_in_is_accepted_for_best_of_1_3_and_5():
    """Issue 11, item 4; Tournament Rules 2.1 and 2.4: a best-of-one, -three or -five match
    records any legal score: 1-0, 0-1, 1-0-1, 1-1, 3-0, 3-2, 0-0-3, ... and the app's quick
    results come from the engine for the match's length."""
    from engine import Session
    from engine.tournament.match import quick_results

    assert quick_results(1) == [[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 0, 3]]
    assert (
        [3, 2, 0] in quick_results(3)
        and [2, 3, 0] in quick_results(3)
        and [1, 1, 1] in quick_results(3)
    )
    for wins, results in (
        (1, [[1, 0, 0], [0, 1, 0], [1, 0, 1], [0, 0, 3], [0, 0, 1]]),
        (2, [[2, 0, 0], [2, 1, 0], [1, 1, 1], [1, 1, 0], [0, 0, 3]]),
        (3, [[3, 0, 0], [3, 2, 0], [2, 3, 1], [2, 2, 1], [0, 0, 3]]),
    ):
        for result in results:
            s = Session()
            s.apply(
                {"type": "tournament_create", "players": ["A", "B", "C", "D"], "games_to_win": wins}
            )
            s.apply({"type": "tournament_pair"})
            table = s.state()["session_features"]["tournament"]["rounds"][0][0]
            s.apply(
                {"type": "tournament_result", "round": 1, "player": table["a"], "result": result}
            )
            assert s.state()["session_features"]["tournament"]["quick_results"] == quick_results(
                wins
            )


def test_the_exports_include_the_play_off():
    """Issue 11, item 8: the standings export (text and CSV) carries the play-off once seated."""
    from engine import Session

    s = Session()
    s.apply({"type": "tournament_create", "players": ["A", "B", "C", "D"]})
    s.apply({"type": "tournament_pair"})
    for m in s.state()["session_features"]["tournament"]["rounds"][0]:
        s.apply({"type": "tournament_result", "round": 1, "player": m["a"], "result": [2, 0, 0]})
    s.apply({"type": "tournament_playoff", "size": 2})
    export = s.state()["session_features"]["tournament"]["export"]
    assert "Play-off (top 2)" in export["text"] and "playoff_round" in export["csv"]
    winner = s.state()["session_features"]["tournament"]["playoff"]["rounds"][0][0]["high"]
    s.apply({"type": "tournament_playoff_result", "winner": winner})
    assert f"Champion: {winner}" in s.state()["session_features"]["tournament"]["export"]["text"]

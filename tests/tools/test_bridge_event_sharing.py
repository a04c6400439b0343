"""The bridge's calls for an event shared with players' phones (pwa/bridge.py:
event_published, event_report_rules, event_read_reports), as the view calls them: JSON in,
JSON out, a refusal in the one shape."""

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EID = "00ff00ff00ff"


def bridge_module():
    spec = importlib.util.spec_from_file_location("tk_bridge_sharing", ROOT / "pwa" / "bridge.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def call(bridge, name, *args):
    return json.loads(getattr(bridge, name)(*args))


def test_the_three_calls_answer_for_a_paired_event():
    bridge = bridge_module()
    assert call(bridge, "event_published", EID)["error"]["error"] == "rule_violation"
    players = ["Ann", "Bob", "Cid", "Dan"]
    for action in ({"type": "tournament_create", "players": players}, {"type": "tournament_pair"}):
        assert call(bridge, "dispatch", json.dumps(action))["ok"] is True
    published = call(bridge, "event_published", EID, "Friday")
    assert published["ok"] is True and published["event"]["name"] == "Friday"
    assert published["event"]["round"] == 1 and len(published["event"]["pairings"]) == 2

    rules = call(bridge, "event_report_rules", EID, "org")
    assert rules["ok"] is True and rules["database"] == "tk-event-" + EID
    assert rules["design"]["validate_doc_update"].startswith("function")
    assert rules["security"]["admins"]["names"] == ["org"]
    assert len(rules["users"]) == 5 and rules["users"][-1]["id"] == "watch"

    a, b = published["event"]["pairings"][0]["players"]
    docs = [
        {
            "_id": f"report:r1:t1:{a}",
            "round": 1,
            "table": 1,
            "player": a,
            "wins": 2,
            "losses": 0,
            "draws": 0,
        },
        {
            "_id": f"report:r1:t1:{b}",
            "round": 1,
            "table": 1,
            "player": b,
            "wins": 0,
            "losses": 2,
            "draws": 0,
        },
    ]
    read = call(bridge, "event_read_reports", json.dumps(docs))
    [match] = read["matches"]
    assert match["status"] == "confirmed"
    assert call(bridge, "dispatch", json.dumps(match["action"]))["ok"] is True


def test_refusals_have_the_one_shape():
    bridge = bridge_module()
    bridge.dispatch(json.dumps({"type": "tournament_create", "players": ["Ann", "Bob"]}))
    for name, args in (
        ("event_published", ("NOT-AN-ID",)),
        ("event_report_rules", ("short",)),
        ("event_read_reports", ("{not json",)),
        ("event_read_reports", ('{"a": 1}',)),
    ):
        answer = call(bridge, name, *args)
        assert answer["ok"] is False and set(answer["error"]) == {"error", "message", "details"}

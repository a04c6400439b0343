"""Result slips (issue 14, item 7): a match result as text for a QR code, read back into the
tournament_result action, refused for another event, round or pairing."""

from __future__ import annotations

import json
import random

import pytest

from engine import Session
from engine.tournament import slips
from engine.tournament.slips import read_slip, slip_text

NAMES = ["Ann", "Bob", "Cid", "Dan"]


def event():
    s = Session(random.Random(3))
    s.apply({"type": "tournament_create", "players": NAMES})
    s.apply({"type": "tournament_pair", "pairings": [["Ann", "Cid"], ["Bob", "Dan"]]})
    return s


def tour(s):
    return s.state()["session_features"]["tournament"]


def slip(code, round=1, table=1, a="Ann", b="Cid", result=(2, 1, 0), agreed=False):
    return slip_text(
        {
            "event": code,
            "round": round,
            "table": table,
            "a": a,
            "b": b,
            "result": list(result),
            "agreed_draw": agreed,
        }
    )


def test_a_slip_round_trips_into_the_result_action():
    s = event()
    code = tour(s)["code"]
    assert len(code) == 6 and code == slips.event_code(NAMES, 2)
    action = read_slip(s.table.features["tournament"], slip(code))
    assert action == {"type": "tournament_result", "round": 1, "player": "Ann", "result": [2, 1, 0]}
    s.apply(action)
    assert tour(s)["rounds"][0][0]["result"] == [2, 1, 0]
    # from the other side of the table, and an agreed draw after a game
    action = read_slip(
        s.table.features["tournament"], slip(code, a="Cid", b="Ann", result=(0, 1, 0), agreed=True)
    )
    s.apply(action)
    assert tour(s)["rounds"][0][0]["result"] == [1, 0, 0] and tour(s)["rounds"][0][0]["agreed_draw"]


@pytest.mark.parametrize(
    "change, error",
    [
        ({"event": "ZZZZZZ"}, slips.SlipOtherEvent),
        ({"round": 2}, slips.SlipOtherRound),
        ({"table": 2}, slips.SlipOtherPairing),
        ({"table": 3}, slips.SlipOtherPairing),
        ({"b": "Dan"}, slips.SlipOtherPairing),
    ],
)
def test_a_slip_for_another_event_round_or_pairing_is_refused(change, error):
    s = event()
    data = json.loads(slip(tour(s)["code"]))
    data.update(change)
    with pytest.raises(error):
        read_slip(s.table.features["tournament"], json.dumps(data))


@pytest.mark.parametrize(
    "text", ["", "hello", "[1, 2]", '{"f": "tk-slip", "v": 2}', '{"f": "other"}']
)
def test_what_is_not_a_slip_is_said_so(text):
    with pytest.raises(slips.SlipUnreadable):
        read_slip(event().table.features["tournament"], text)


def test_a_slip_needs_a_proper_code_round_and_table():
    with pytest.raises(slips.SlipUnreadable):
        slip("abc")
    with pytest.raises(slips.SlipUnreadable):
        slip("ABCDEF", round=0)
    assert json.loads(slip("abcdef"))["event"] == "ABCDEF"  # typed in lower case: fine

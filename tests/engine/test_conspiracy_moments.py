"""Issue 23: the Conspiracy set-up at the moments 002 allows (rules reading 4).

905.4: "At the start of the game, before decks are shuffled, each player may put any number
of conspiracy cards from his or her sideboard into the command zone."  905.4a: "Any time a
player has priority, he or she may turn a face-down conspiracy card he or she controls face
up."  905.6: then the starting player is determined."""

from __future__ import annotations

import random

import pytest

from engine import Session
from engine.draft import errors as DE

SEATS = ["Ann", "Bob", "Cid"]


def drafted(rules=None) -> Session:
    s = Session(random.Random(3)) if rules is None else Session(random.Random(3), rules)
    s.apply({"type": "draft_setup", "seats": SEATS})
    s.apply({"type": "draft_finish"})
    return s


def unchanged(session, action, error):
    before = (session.state(), len(session.log))
    with pytest.raises(error):
        session.apply(action)
    assert (session.state(), len(session.log)) == before


AGENDA = {
    "type": "conspiracy_add",
    "seat": 1,
    "card": "Secret Summoning",
    "hidden_agenda": True,
    "named": ["Lightning Bolt"],
}


def test_905_4_conspiracies_enter_the_command_zone_at_the_start_of_the_game():
    s = drafted()
    s.apply(AGENDA)  # after the draft, no game yet
    s.apply({"type": "new_game", "players": SEATS, "format": "conspiracy"})
    s.apply({"type": "conspiracy_add", "seat": 0, "card": "Brago's Favor"})  # game not begun
    s.apply({"type": "choose_first_player", "result": 0})  # 905.6: the game is under way
    unchanged(
        s, {"type": "conspiracy_add", "seat": 2, "card": "Brago's Favor"}, DE.ConspiracyNotAtStart
    )
    unchanged(s, {"type": "conspiracy_remove", "id": 2}, DE.ConspiracyNotAtStart)
    s.apply({"type": "end_game"})  # between games: set up again
    s.apply({"type": "conspiracy_remove", "id": 2})


def test_905_4_conspiracies_come_after_the_draft():
    s = Session(random.Random(3))
    s.apply({"type": "draft_setup", "seats": SEATS})
    unchanged(s, AGENDA, DE.DraftNotOver)
    s.apply({"type": "draft_finish"})
    s.apply(AGENDA)


def test_905_4a_a_hidden_agenda_is_turned_face_up_during_a_game():
    s = drafted()
    s.apply(AGENDA)
    unchanged(s, {"type": "conspiracy_reveal", "id": 1}, DE.ConspiracyNoPriority)
    s.apply({"type": "new_game", "players": SEATS, "format": "conspiracy"})
    s.apply({"type": "choose_first_player", "result": 2})
    s.apply({"type": "conspiracy_reveal", "id": 1})
    unchanged(s, {"type": "conspiracy_reveal", "id": 1}, DE.ConspiracyFaceUp)


def test_the_old_reading_keeps_what_a_recorded_log_did():
    s = drafted(rules=2)
    s.apply(AGENDA)
    s.apply({"type": "conspiracy_reveal", "id": 1})

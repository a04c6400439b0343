"""Issue 33, item 5: a file a player makes of the log shows only what the table may see now
(engine/public_log.py): the Hell library's cards and order, a card in a hand or being looked
at and its verdict, a face-down hidden agenda's card and named card stay out; each is shown
once the rules reveal it.  The log itself is never changed."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hell_game_helpers import NAMES, start

from engine import Session
from engine.errors import LogFormatError
from engine.log import replay_lines
from engine.public_log import public_log_text, public_records, session_public_log

AGENDA = {
    "type": "conspiracy_add",
    "seat": 1,
    "card": "Secret Summoning",
    "hidden_agenda": True,
    "named": ["Lightning Bolt"],
}
SECRETS = ("Secret Summoning", "Lightning Bolt")
SEATS = ["Ann", "Bob", "Cid"]


def shown(session) -> str:
    return session_public_log(session)


def test_the_hell_library_is_neither_named_nor_ordered():
    session = start()
    text = shown(session)
    assert not [name for name in NAMES if name in text]
    setup = json.loads(text.splitlines()[1 + [r["type"] for r in session.log].index("hell_setup")])
    assert setup["cards"] == [] and set(setup["library"]) == {None}
    assert len(setup["library"]) == len(NAMES)  # its size is public: the screen shows it
    assert setup["hidden"] == ["cards", "library"]


def test_a_card_in_a_hand_stays_hidden_with_its_verdict_until_it_is_played():
    session = start()  # the library top first: POOL's order
    session.apply({"type": "hell_draw", "player": 0})  # Zebra Meadow, a land: to Ann's hand
    text = shown(session)
    assert "Zebra Meadow" not in text and '"land"' not in text
    draw = json.loads(text.splitlines()[-1])
    assert draw["type"] == "hell_draw" and draw["verdict"] is None and draw["hidden"] == ["verdict"]
    session.apply({"type": "hell_move", "card": 0, "zone": "battlefield", "player": 0})
    text = shown(session)
    assert "Zebra Meadow" in text and '"verdict": "land"' in text
    assert "Green Gnat" not in text  # the next card is still in the library


def test_a_card_being_looked_at_is_hidden_and_shown_once_it_goes_to_the_sideboard():
    session = start(order=[2, 0, 1, 3, 4, 5, 6, 7, 8, 9])
    session.apply({"type": "hell_draw", "player": 0})  # White Whale: a choice for G, looked at
    assert "White Whale" not in shown(session)
    session.apply({"type": "hell_resolve", "decision": "sideboard"})
    text = shown(session)
    assert "White Whale" in text and "Zebra Meadow" not in text


def test_a_card_swept_back_into_the_library_is_hidden_again_and_so_is_a_replaced_library():
    session = start()
    session.apply({"type": "hell_draw", "player": 0})
    session.apply({"type": "hell_move", "card": 0, "zone": "battlefield", "player": 0})
    assert "Zebra Meadow" in shown(session)
    session.apply({"type": "hell_end_game"})  # 000: swept under the Hell library
    assert not [name for name in NAMES if name in shown(session)]
    pool = [
        {"id": f"U/{n}", "name": n, "set": "U", "faces": [{"name": n, "types": ["Land"]}]}
        for n in ("Other One", "Other Two")
    ]
    session.apply({"type": "hell_setup", "pool": pool, "basics": {}, "fraction": "1"})
    text = shown(session)
    assert not [name for name in NAMES + ["Other One", "Other Two"] if name in text]


def test_a_hidden_agenda_is_hidden_until_turned_face_up():
    session = Session(random.Random(3))
    session.apply({"type": "draft_setup", "seats": SEATS})
    session.apply({"type": "draft_finish"})
    session.apply(AGENDA)
    session.apply({"type": "conspiracy_add", "seat": 0, "card": "Brago's Favor"})  # face up
    session.apply({"type": "new_game", "players": SEATS, "format": "conspiracy"})
    text = shown(session)
    assert not [s for s in SECRETS if s in text] and "Brago's Favor" in text
    agenda = next(r for r in map(json.loads, text.splitlines()) if r.get("hidden_agenda"))
    assert (
        agenda["card"] is None and agenda["named"] is None and agenda["hidden"] == ["card", "named"]
    )
    session.apply({"type": "choose_first_player", "result": 0})
    session.apply({"type": "conspiracy_reveal", "id": 1})
    text = shown(session)
    assert all(s in text for s in SECRETS)


def test_an_agenda_taken_back_unseen_stays_hidden_even_when_its_id_is_used_again():
    session = Session(random.Random(3))
    session.apply({"type": "draft_setup", "seats": SEATS})
    session.apply({"type": "draft_finish"})
    session.apply(AGENDA)
    session.apply({"type": "undo", "steps": 1})
    session.apply({**AGENDA, "card": "Double Stroke", "named": ["Shock"]})  # the same id, 1
    session.apply({"type": "new_game", "players": SEATS, "format": "conspiracy"})
    session.apply({"type": "choose_first_player", "result": 0})
    session.apply({"type": "conspiracy_reveal", "id": 1})
    text = shown(session)
    assert "Double Stroke" in text and "Shock" in text
    assert not [s for s in SECRETS if s in text]


def test_the_view_leaves_the_log_as_it_was_and_cannot_be_replayed():
    session = start()
    session.apply({"type": "hell_draw", "player": 0})
    before = copy.deepcopy(session.log)
    text = shown(session)
    assert session.log == before
    assert public_records(session.log, session.table.rules) != session.log
    with pytest.raises(LogFormatError, match="cannot be replayed"):
        replay_lines(text.splitlines())
    assert public_log_text([], session.table.rules).count("\n") == 1


def test_the_command_line_prints_the_public_view_of_a_log_and_refuses_to_replay_it(
    tmp_path, capsys
):
    from engine.__main__ import main
    from engine.log import dump_lines

    session = start()
    session.apply({"type": "hell_draw", "player": 0})
    log = tmp_path / "game.jsonl"
    log.write_text(dump_lines(session), encoding="utf-8")
    assert main(["public-log", str(log)]) == 0
    out = capsys.readouterr().out
    assert out == session_public_log(session)
    assert not [name for name in NAMES if name in out]
    public = tmp_path / "public.jsonl"
    public.write_text(out, encoding="utf-8")
    assert main(["replay", str(public)]) == 1
    assert "cannot be replayed" in capsys.readouterr().err


def test_what_is_hidden_now_is_counted_for_the_files_that_carry_everything():
    from engine.public_log import hidden_now

    session = start()
    assert hidden_now(session) == {
        "hell_library": len(NAMES),
        "hell_private": 0,
        "hidden_agendas": 0,
    }
    session.apply({"type": "hell_draw", "player": 0})  # a land, to Ann's hand
    assert hidden_now(session) == {
        "hell_library": len(NAMES) - 1,
        "hell_private": 1,
        "hidden_agendas": 0,
    }
    session.apply({"type": "hell_move", "card": 0, "zone": "battlefield", "player": 0})
    assert hidden_now(session)["hell_private"] == 0
    drafted = Session(random.Random(3))
    drafted.apply({"type": "draft_setup", "seats": SEATS})
    drafted.apply({"type": "draft_finish"})
    drafted.apply(AGENDA)
    assert hidden_now(drafted) == {"hell_library": 0, "hell_private": 0, "hidden_agendas": 1}


def test_a_contraption_deck_s_order_and_what_a_roller_put_back_are_never_shown():
    from contraptions_helpers import cx
    from contraptions_helpers import start as start_contraptions

    session = start_contraptions("planechase", players=("A", "B"))
    session.apply({"type": "contraptions_upkeep"})
    session.apply({"type": "set_step", "step": "main1"})
    session.apply({"type": "contraptions_roll", "result": 2})
    looked = [c["id"] for c in cx(session)["prompt"]["cards"]]
    session.apply({"type": "contraptions_arrange", "top": [looked[1]], "bottom": [looked[0]]})
    records = public_records(session.log, session.table.rules)
    setup = next(r for r in records if r["type"] == "contraptions_setup")
    arrange = next(r for r in records if r["type"] == "contraptions_arrange")
    assert setup["shuffles"] is None and setup["hidden"] == ["shuffles"]
    assert arrange["top"] is None and arrange["bottom"] is None
    assert next(r for r in session.log if r["type"] == "contraptions_arrange")["top"] == [looked[1]]

"""The state the engine hands the view is described once, and both sides are held to it
(issue 25, item 2).

(a) pwa/js/types/state.d.ts is what tools/state_types.py writes from the engine's TypedDicts
    now: a field renamed in the engine without regenerating fails here.
(b) Real states and replies (every saved log replayed action by action; sessions played
    through pwa/bridge.py as the view calls it) match the TypedDicts structurally: no key
    the types do not name, none missing, every value of its type.
(c) The chain works: a field renamed in a TypedDict, regenerated, fails tsc over a view
    module that reads it.
"""

from __future__ import annotations

import importlib.util
import json
import random
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest
from tsc_probe import needs_tsc, tsc_over, tsconfig

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine_api
import state_types as generator
from typed_json import check, problems

from engine import Session
from engine import reply_types as R
from engine.life_chart import life_series
from engine.state_types import HistoryEntry, TableState

SAVED = ROOT / "tests" / "engine" / "saved_logs"


# --- (a) the committed declarations are the generated ones -------------------------------------


def test_the_committed_declarations_are_what_the_generator_writes():
    committed = generator.OUTPUT.read_text(encoding="utf-8")
    assert committed.startswith(generator.HEADER)
    assert committed == generator.render(), "pwa/js/types/state.d.ts is stale: run `make types`"


def test_every_promised_name_is_declared():
    text = generator.OUTPUT.read_text(encoding="utf-8")
    for name in (
        "TableState",
        "GameState",
        "PlayerState",
        "TeamState",
        "HellState",
        "ContraptionsState",
        "DraftState",
        "TournamentState",
        "HistoryEntry",
        "EngineError",
        "EngineReply",
    ):
        assert f"export type {name} = " in text, name


def test_the_generator_is_deterministic():
    assert generator.render() == generator.render()


# --- the validator itself can fail ---------------------------------------------------------------


def test_the_structural_check_sees_an_extra_a_missing_and_a_wrong_field():
    state = json.loads(json.dumps(Session().state()))
    assert problems(state, TableState) == []
    extra = {**state, "surprise": 1}
    assert any("has no field 'surprise'" in p for p in problems(extra, TableState))
    missing = {k: v for k, v in state.items() if k != "can_undo"}
    assert any("lacks 'can_undo'" in p for p in problems(missing, TableState))
    wrong = {**state, "turn": "1"}
    assert any("$.turn" in p for p in problems(wrong, TableState))


# --- (b) real states -----------------------------------------------------------------------------


def as_sent(value):
    """What the view receives: the value through JSON."""
    return json.loads(json.dumps(value))


def check_session(session: Session, what: str) -> None:
    check(as_sent(session.state()), TableState, f"{what}: state")
    for entry in as_sent(session.history()):
        check(entry, HistoryEntry, f"{what}: history")
    check(as_sent(life_series(session)), R.LifeChartReply, f"{what}: life chart")


@pytest.mark.parametrize("log", sorted(SAVED.glob("*.jsonl")), ids=lambda p: p.stem)
def test_every_saved_log_gives_typed_states_at_every_step(log):
    lines = log.read_text(encoding="utf-8").splitlines()
    session = Session(random.Random(1), json.loads(lines[0]).get("rules", 1))
    check_session(session, f"{log.name} before any action")
    for number, line in enumerate(lines[1:], 2):
        session.apply(json.loads(line))
        check(as_sent(session.state()), TableState, f"{log.name} line {number}")
    check_session(session, log.name)


def load_bridge():
    """pwa/bridge.py as the engine's worker runs it, in CPython (a fresh module: a fresh
    session): its only tie to the browser is ``import js`` for a start-up hook, given here as
    an empty module (no hook)."""
    sys.modules.setdefault("js", types.ModuleType("js"))
    spec = importlib.util.spec_from_file_location(
        "tk_bridge_under_test", ROOT / "pwa" / "bridge.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Door:
    """The bridge's exported calls, each answering JSON text as the view receives it, and the
    session behind them."""

    def __init__(self):
        self.module = load_bridge()

    @property
    def session(self):
        return self.module.bridge.session  # (load replaces it)

    def __getattr__(self, name):
        """The call, its every answer checked against the reply type the bridge declares
        for it (what tools/engine_api.py writes for the view)."""
        assert name in self.module.EXPORTED, name
        call = getattr(self.module, name)
        declared = engine_api.declared(self.module, name)["return"]

        def checked(*args):
            text = call(*args)
            check(json.loads(text), declared, f"{name}, as pwa/bridge.py declares it")
            return text

        return checked


class Table:
    """A bridge driven as the view drives it; every reply checked against its type."""

    def __init__(self):
        self.bridge = Door()

    def reply(self, text: str, tp, what: str):
        value = json.loads(text)
        check(value, tp, what)
        return value

    def do(self, action: dict, ok: bool = True):
        reply = self.reply(self.bridge.dispatch(json.dumps(action)), R.EngineReply, action["type"])
        assert reply["ok"] is ok, (action, reply.get("error"))
        return reply

    def read_all(self, what: str):
        self.reply(self.bridge.state(), R.EngineAccepted, f"{what}: state")
        self.reply(self.bridge.history(0), R.HistoryReply, f"{what}: history")
        self.reply(self.bridge.history(3), R.HistoryReply, f"{what}: history 3")
        self.reply(self.bridge.life_chart(), R.LifeChartReply, f"{what}: life chart")
        log = json.dumps(self.bridge.session.log)
        self.reply(self.bridge.summarize_log(log, 3), R.SummarizeLogReply, f"{what}: summary")
        self.reply(self.bridge.archive_view(log, 3), R.ArchiveViewReply, f"{what}: archive")
        written = self.reply(
            self.bridge.carry_write("", 3, "[]", "2026-11-26T03:00:00Z"),
            R.CarryWriteReply,
            f"{what}: carry_write",
        )
        assert written["ok"]
        self.reply(self.bridge.carry_read(written["text"]), R.CarryReadReply, f"{what}: carry_read")


def test_a_casual_game_with_trackers_through_the_bridge():
    t = Table()
    t.read_all("empty")
    t.do({"type": "new_game", "players": ["Ann", "Bob", "Cid"]})
    for action in (
        {"type": "adjust_life", "player": 0, "delta": -3},
        {"type": "adjust_counter", "player": 1, "counter": "poison", "delta": 2},
        {"type": "adjust_counter", "player": 1, "counter": "rad", "delta": 1},
        {"type": "set_designation", "designation": "monarch", "player": 2},
        {"type": "set_designation", "designation": "citys_blessing", "player": 0, "value": True},
        {"type": "set_day_night", "value": "day"},
        {"type": "adjust_storm", "delta": 2},
        {"type": "ring_tempts", "player": 0},
        {"type": "set_speed", "player": 1, "speed": 2},
        {"type": "venture", "player": 2, "dungeon": "undercity", "room": "Forge"},
        {"type": "set_color", "player": 0, "color": "teal"},
        {"type": "roll_dice", "sides": 20, "results": [10]},
        {"type": "flip_coin", "count": 2, "results": ["heads", "tails"]},
        {"type": "next_turn"},
        {"type": "set_step", "step": "main1"},
        {"type": "stack_push", "controller": 0, "name": "Bolt"},
        {"type": "stack_freeze", "item": 1, "tap": True},
        {"type": "stack_interrupt", "item": 1, "reason": "fizzled"},
        {"type": "undo"},
        {"type": "redo"},
        {"type": "concede", "player": 1},
    ):
        t.do(action)
    t.do({"type": "adjust_life", "player": 7, "delta": 1}, ok=False)
    t.read_all("casual")
    t.do({"type": "end_game", "winner": 0})
    t.do({"type": "new_game", "players": ["Ann", "Bob"]})
    t.read_all("second game")


def test_commander_and_two_headed_giant_through_the_bridge():
    t = Table()
    t.do({"type": "new_game", "players": ["Ann", "Bob", "Cid", "Dan"], "format": "commander"})
    t.do({"type": "set_partner", "player": 0})
    t.do({"type": "commander_cast", "player": 0, "commander": 2})
    t.do({"type": "commander_damage", "player": 2, "source": 0, "delta": 21})
    t.read_all("commander")
    t.do(
        {"type": "new_game", "players": ["Ann", "Bob", "Cid", "Dan"], "format": "two_headed_giant"}
    )
    t.do({"type": "adjust_life", "player": 1, "delta": -30})
    t.read_all("two-headed giant")


def pool_file() -> str:
    """A small card pool in the app's export form, as a player would import it."""
    sys.path.insert(0, str(ROOT / "tests" / "engine"))
    from hell_game_helpers import POOL

    return json.dumps({"format": "table-keeper-pool", "version": 1, "cards": POOL})


def test_hell_from_an_imported_pool_with_draws_and_a_companion_through_the_bridge():
    t = Table()
    imported = t.reply(t.bridge.import_pool(pool_file(), ""), R.ImportPoolReply, "import_pool")
    assert imported["ok"]
    t.reply(t.bridge.import_pool("{not json", ""), R.ImportPoolReply, "import_pool refused")
    t.bridge.session.rng = random.Random(3)  # the library's order: recorded, seeded here
    t.do({"type": "new_game", "players": ["Ann", "Bob"], "format": "hells_half_draft"})
    t.do(
        {
            "type": "hell_setup",
            "pool": imported["pool"]["cards"],
            "pool_name": "Test",
            "fraction": "1",
        }
    )
    t.do({"type": "hell_declare_colors", "player": 0, "colors": ["G"]})
    t.do({"type": "hell_deal_opening"})
    t.read_all("hell dealt")
    for _ in range(8):  # draws until one waits for its player, then to the sideboard
        reply = t.do({"type": "hell_draw", "player": 0})
        hell = reply["state"]["session_features"]["hell"]
        if hell["pending"]:
            t.read_all("hell pending")
            t.do({"type": "hell_resolve", "decision": "sideboard"})
            break
        if not hell["hell_library"]["count"]:
            break
    hell = t.bridge.session.state()["session_features"]["hell"]
    assert hell["sideboard"] and hell["statistics"]["hell_drawn"], "no draw waited for its player"
    t.do({"type": "hell_name_companion", "player": 0, "card": hell["sideboard"][0]["id"]})
    t.read_all("a companion named")
    t.do({"type": "hell_cast_companion", "player": 0})
    t.do(
        {
            "type": "hell_token",
            "name": "Clue Card",
            "zone": "hand",
            "player": 1,
            "type_line": "Token Artifact — Clue",
            "text": "Sacrifice: draw.",
        }
    )
    t.do({"type": "hell_to_outside", "name": "Grizzly Bears", "player": 1})
    t.do({"type": "stack_push", "controller": 1, "name": "Attack"})
    t.do({"type": "stack_block", "item": 1, "by": "Wall"})
    t.read_all("hell played")
    t.do({"type": "hell_end_game", "winner": 0})
    t.read_all("hell after the game")


def test_contraptions_set_up_and_turns_through_the_bridge():
    """Every rule set laid out, each upkeep begun and its choice answered (the saved logs
    replayed above hold the longer games)."""
    for rules in ("unstable", "factions", "shared_dice", "planechase"):
        t = Table()
        t.do({"type": "new_game", "players": ["Ann", "Bob"]})
        t.do({"type": "choose_first_player", "result": 0})
        t.do({"type": "contraptions_setup", "rules": rules})
        for turn in range(3):
            if turn:
                t.do({"type": "next_turn"})
            t.do({"type": "contraptions_upkeep"})
            t.read_all(f"contraptions {rules} upkeep")
            for _ in range(6):  # answer the choices the upkeep asks for
                view = t.bridge.session.state()["features"]["contraptions"]
                prompt = view["prompt"]
                if prompt is None:
                    break
                if prompt["kind"] == "crank":
                    t.do(
                        {
                            "type": "crank",
                            "player": prompt["player"],
                            "cards": [card["id"] for card in prompt["cards"]],
                        }
                    )
                elif prompt["kind"] == "assemble" and prompt.get("factions"):
                    t.do(
                        {
                            "type": "decline_assemble",
                            "player": prompt["player"],
                            "faction": prompt["factions"][0],
                        }
                    )
                elif prompt["kind"] == "assemble":
                    t.do({"type": "assemble", "player": prompt["player"], "sprocket": 1})
                else:
                    break
            t.read_all(f"contraptions {rules} turn {turn}")
        assert view["rules"] == rules


def test_a_draft_through_the_bridge():
    t = Table()
    t.do({"type": "draft_setup", "seats": ["Ann", "Bob", "Cid", "Dan"]})
    t.do({"type": "draft_note", "seat": 2, "card": "Grinder", "kind": "number", "value": "2"})
    t.do({"type": "draft_face_up", "seat": 1, "card": "Face Up"})
    for seat in range(4):
        t.do({"type": "draft_pick", "seat": seat, "at": 10 + seat})
    t.read_all("draft")
    t.do({"type": "draft_leave", "seat": 3})
    t.read_all("a seat left")
    t.do({"type": "draft_finish"})
    t.do({"type": "new_game", "players": ["Ann", "Bob", "Cid"], "format": "conspiracy"})
    t.do(
        {
            "type": "conspiracy_add",
            "seat": 0,
            "card": "Secret Summoning",
            "hidden_agenda": True,
            "named": ["Bolt"],
        }
    )
    t.do({"type": "conspiracy_add", "seat": 1, "card": "Backup Plan", "hidden_agenda": False})
    t.read_all("draft over, conspiracies in play")


def test_a_swiss_tournament_with_matches_and_slips_through_the_bridge():
    t = Table()
    t.reply(t.bridge.plan(json.dumps({"players": 6, "byes": [1]})), R.PlanReply, "plan")
    t.reply(t.bridge.plan(json.dumps({"players": "many"})), R.PlanReply, "plan refused")
    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    t.do({"type": "tournament_create", "players": players})
    t.do({"type": "tournament_pair"})
    t.read_all("round 1 paired")
    tournament = t.bridge.session.state()["session_features"]["tournament"]
    first, second = tournament["rounds"][0][0], tournament["rounds"][0][1]
    slip = t.reply(
        t.bridge.make_slip(
            json.dumps(
                {
                    "event": tournament["code"],
                    "round": 1,
                    "table": 1,
                    "a": first["a"],
                    "b": first["b"],
                    "result": [2, 1, 0],
                }
            )
        ),
        R.MakeSlipReply,
        "make_slip",
    )
    assert slip["ok"], slip
    read = t.reply(t.bridge.read_slip(slip["text"]), R.ReadSlipReply, "read_slip")
    assert read["ok"], read
    t.do(read["action"])
    t.reply(t.bridge.read_slip("not a slip"), R.ReadSlipReply, "read_slip refused")
    t.reply(t.bridge.make_slip("{}"), R.MakeSlipReply, "make_slip refused")
    t.do({"type": "match_start", "a": second["a"], "b": second["b"], "chooser": "a"})
    t.do({"type": "clock_start", "at": 10})
    t.do({"type": "match_game", "winner": "a"})
    t.do({"type": "clock_time_called", "at": 3000000})
    t.read_all("a match on time")
    t.do({"type": "match_concede", "side": "b"})
    t.read_all("a match over")
    t.do({"type": "tournament_result", "round": 1, "player": second["a"], "result": [2, 0, 0]})
    third = tournament["rounds"][0][2]
    t.do({"type": "tournament_result", "round": 1, "player": third["a"], "result": [1, 1, 1]})
    t.do({"type": "tournament_drop", "player": "Ann"})
    t.do({"type": "tournament_pair"})
    t.read_all("round 2 paired")


def test_a_load_that_stops_and_a_truncate_through_the_bridge():
    t = Table()
    records = [
        {"type": "new_game", "players": ["Ann", "Bob"]},
        {"type": "adjust_life", "player": 9, "delta": 1},
    ]
    stopped = t.reply(t.bridge.load(json.dumps(records), 3), R.LoadReply, "load stopped")
    assert stopped["ok"] is False and stopped["index"] == 1
    refused = t.reply(t.bridge.load("[]", 99), R.LoadReply, "load refused")
    assert refused["ok"] is False and refused["index"] == -1
    loaded = t.reply(t.bridge.load(json.dumps(records[:1]), None), R.LoadReply, "load")
    assert loaded["ok"] is True
    t.reply(t.bridge.truncate(0), R.EngineAccepted, "truncate")
    assert (
        '"view": "public"' in t.reply(t.bridge.public_log(), R.PublicLogReply, "public_log")["text"]
    )
    assert t.reply(t.bridge.hidden_now(), R.HiddenNow, "hidden_now")["hidden_agendas"] == 0
    archive = t.reply(t.bridge.archive_view("not json", 3), R.ArchiveViewReply, "archive refused")
    assert archive["ok"] is False and archive["error"]["error"] == "table_file_invalid"
    summary = t.reply(t.bridge.summarize_log("not json", 3), R.SummarizeLogReply, "summary no")
    assert summary["ok"] is False and summary["error"]["error"] == "table_file_invalid"
    t.reply(t.bridge.carry_read("nonsense"), R.CarryReadReply, "carry_read refused")
    content = {"game": {"current": None, "archive": []}, "pools": [], "recent": [], "settings": {}}
    sealed = t.reply(
        t.bridge.backup_write(json.dumps(content), "2026-11-26T10:00:00Z"),
        R.BackupWriteReply,
        "backup_write",
    )
    t.reply(
        t.bridge.backup_write("[]", "2026-11-26T10:00:00Z"),
        R.BackupWriteReply,
        "backup_write refused",
    )
    assert (
        t.reply(t.bridge.backup_read(sealed["text"]), R.BackupReadReply, "backup_read")["ok"]
        is True
    )
    edited = sealed["text"].replace('"settings": {}', '"settings": {"tk-lang": "ru"}')
    refused = t.reply(t.bridge.backup_read(edited), R.BackupReadReply, "backup_read refused")
    assert refused["ok"] is False and refused["error"]["error"] == "table_file_altered"


# --- (c) a field renamed in the engine fails tsc in the view -------------------------------------

VIEW_MODULE = """\
/** @typedef {import("./pwa/js/types/state").TableState} TableState */
/** @param {TableState} state */
export function firstLife(state) {
  const player = state.players[0];
  return player ? player.life : null;
}
"""
TSCONFIG = tsconfig("pwa/js/types/state.d.ts")


def checked_copy(tmp_path: Path, rename: tuple[str, str] | None) -> subprocess.CompletedProcess:
    """A copy of the engine and the generator (one field renamed in PlayerState, or none),
    its declarations generated, and tsc run over a view module reading that field."""
    work = tmp_path / ("renamed" if rename else "as_is")
    shutil.copytree(ROOT / "engine", work / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    (work / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "state_types.py", work / "tools" / "state_types.py")
    (work / "pwa" / "js" / "types").mkdir(parents=True)
    if rename:
        types_file = work / "engine" / "state_types.py"
        text = types_file.read_text(encoding="utf-8")
        old, new = rename
        assert text.count(f"    {old}: int  # the team's") == 1
        types_file.write_text(
            text.replace(f"    {old}: int ", f"    {new}: int ", 1), encoding="utf-8"
        )
    generated = subprocess.run(
        [sys.executable, "tools/state_types.py"],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert generated.returncode == 0, generated.stderr
    return tsc_over(work, VIEW_MODULE, TSCONFIG)


@needs_tsc
def test_a_field_renamed_in_the_engine_fails_tsc_in_the_view(tmp_path):
    as_is = checked_copy(tmp_path, None)
    assert as_is.returncode == 0, as_is.stdout + as_is.stderr
    renamed = checked_copy(tmp_path, ("life", "life_total"))
    assert renamed.returncode != 0
    assert "view.js" in renamed.stdout and "Property 'life' does not exist" in renamed.stdout, (
        renamed.stdout
    )

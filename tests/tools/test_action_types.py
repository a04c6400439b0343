"""The actions the view sends are described once, from the engine's action classes, and both
sides are held to it (issue 25, item 2; the other direction of test_state_types.py).

(a) pwa/js/types/actions.d.ts is what tools/action_types.py writes from every registered
    action now: a field renamed in the engine without regenerating fails here.
(b) Real actions match the shapes structurally (tests/tools/typed_actions.py): every line of
    every saved log, and every action the engine's own test suite has the engine accept, as
    sent and as recorded (TK_CHECK_ACTION_TYPES=1, tests/engine/conftest.py).
(c) The shapes and the engine's decoder agree, field by field, on what is required, what may
    be null, which keys exist and which kinds of value each takes.
(d) The chain works: a field renamed in an action class, regenerated, fails tsc over a view
    module sending the old name through a function typed ``(action: Action) => void``.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tsc_probe import needs_tsc, tsc_over, tsconfig

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import action_types as generator
from typed_actions import action_problems, check_action

from engine.actions import Action
from engine.errors import EngineError, MissingField, UnexpectedField
from engine.fields import Bool, Field, Int, ListOf, Text
from engine.registry import ACTIONS, decode

SAVED = ROOT / "tests" / "engine" / "saved_logs"


# --- (a) the committed declarations are the generated ones -------------------------------------


def test_the_committed_declarations_are_what_the_generator_writes():
    committed = generator.OUTPUT.read_text(encoding="utf-8")
    assert committed.startswith(generator.HEADER)
    assert committed == generator.render(), "pwa/js/types/actions.d.ts is stale: run `make types`"


def test_the_generator_is_deterministic():
    assert generator.render() == generator.render()


def test_every_registered_action_is_declared_and_in_the_union():
    text = generator.OUTPUT.read_text(encoding="utf-8")
    union = text.split("export type Action =", 1)[1].split(";", 1)[0]
    for action_type, action_class in ACTIONS.items():
        assert f'  type: "{action_type}";' in text, action_type
        assert f"  | {action_class.__name__}" in union.replace(";", ""), action_type
    assert 'export type ActionType = Action["type"];' in text


def test_every_action_class_in_the_engine_is_registered():
    """An action class its package's ``ACTION_CLASSES`` leaves out would be missing from the
    view's types (and from the engine): import every engine module and find them all."""
    for module in pkgutil.walk_packages([str(ROOT / "engine")], "engine."):
        if not module.name.endswith("__main__"):  # the command line would run
            importlib.import_module(module.name)

    def subclasses(cls: type[Action]) -> set[type[Action]]:
        return {c for sub in cls.__subclasses__() for c in {sub} | subclasses(sub)}

    defined = {cls for cls in subclasses(Action) if cls.type}
    assert defined == set(ACTIONS.values())


# --- the validator itself can fail -------------------------------------------------------------


def test_the_action_check_sees_an_unknown_type_an_extra_a_missing_and_a_wrong_field():
    good = {"type": "adjust_life", "player": 0, "delta": -3}
    assert action_problems(good) == []
    assert action_problems({**good, "type": "adjust_lfe"}) == [
        "$.type: 'adjust_lfe' is no action type"
    ]
    assert any("has no field 'amount'" in p for p in action_problems({**good, "amount": 1}))
    assert any("lacks 'delta'" in p for p in action_problems({"type": "adjust_life", "player": 0}))
    assert any("$.delta" in p for p in action_problems({**good, "delta": "3"}))
    assert any("$.player" in p for p in action_problems({**good, "player": None}))
    assert action_problems({"type": "end_game", "winner": None}) == []
    assert any("$.step" in p for p in action_problems({"type": "set_step", "step": "main3"}))


# --- (b) real actions -------------------------------------------------------------------------


@pytest.mark.parametrize("log", sorted(SAVED.glob("*.jsonl")), ids=lambda p: p.stem)
def test_every_action_of_every_saved_log_is_typed(log):
    lines = log.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines[1:], 2):
        check_action(json.loads(line), f"{log.name} line {number}")


SCENARIOS = sorted(
    str(p.relative_to(ROOT))
    for p in (ROOT / "tests" / "engine").glob("test_*.py")
    if "propert" not in p.name and "fuzz" not in p.name
)


def test_every_action_the_engine_scenarios_have_the_engine_accept_is_typed():
    """The engine's scenario builders and tests speak the view's vocabulary: run them with
    every accepted action checked as it is applied (tests/engine/conftest.py; the property
    and fuzz tests get the same check when tests/engine runs, which it does by default)."""
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *SCENARIOS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
        env={**os.environ, "TK_CHECK_ACTION_TYPES": "1"},
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]


# --- (c) the shapes and the decoder agree --------------------------------------------------------


def sample(field: Field):
    """A value the field decodes (its ranges and lengths from the field itself)."""
    kind = type(field).__name__
    if isinstance(field, Bool):
        return True
    if isinstance(field, Int):
        return field.lo if field.lo is not None else 1
    if isinstance(field, Text):
        return field.choices[0] if field.choices else "x"
    if isinstance(field, ListOf):
        return [sample(field.item) for _ in range(max(field.min_items, 1))]
    return {
        "Name": "Ann",
        "Counts": {"Plains": 2},
        "CardList": ["Widget", {"name": "Mine", "faction": None}],
        "DeckLists": [None, ["Widget"]],
        "EventJson": {"players": ["Ann", "Bob"]},
        "CardObjects": [{"id": "x/A", "name": "A", "faces": [{"name": "A"}]}],
    }[kind]


def engine_takes(value: dict) -> bool:
    try:
        decode(value)
    except EngineError:
        return False
    return True


@pytest.mark.parametrize("action_type", list(ACTIONS))
def test_the_shape_and_the_decoder_agree_field_by_field(action_type):
    fields = ACTIONS[action_type].fields
    least = {"type": action_type, **{f.name: sample(f) for f in fields if f.required}}
    full = {"type": action_type, **{f.name: sample(f) for f in fields}}
    for value in (least, full):
        assert engine_takes(value), value
        check_action(value, "a sample the engine takes")
    with pytest.raises(UnexpectedField):
        decode({**full, "surprise": 1})
    assert action_problems({**full, "surprise": 1})
    for f in fields:
        if f.required:
            without = {k: v for k, v in full.items() if k != f.name}
            with pytest.raises(MissingField):
                decode(without)
            assert action_problems(without), f"{f.name} is required by the engine"
        for probe in (
            None,
            True,
            sample(f) if isinstance(f, Int) else 1,
            1.5,
            "x",
            sample(f) if isinstance(f, Text) else "Ann",
            [],
            {},
        ):
            probed = {**full, f.name: probe}
            engine, shape = engine_takes(probed), not action_problems(probed)
            if engine:
                assert shape, f"{f.name}={probe!r}: the engine takes it, the shape refuses"
            elif not isinstance(probe, (list, dict)):  # [] may be short of a list's least length
                assert not shape, f"{f.name}={probe!r}: the shape takes what the engine refuses"


# --- (d) a field renamed in the engine fails tsc in the view -------------------------------------

VIEW_MODULE = """\
/** @typedef {import("./pwa/js/types/actions").Action} Action */
/** @typedef {import("./pwa/js/types/actions").ActionType} ActionType */
/** @param {(action: Action) => void} send */
export function loseThree(send) {
  send({ type: "adjust_life", player: 0, delta: -3 });
  send({ type: "next_turn" });
  /** @type {ActionType} */
  const kind = "undo";
  send({ type: kind });
}
"""
TSCONFIG = tsconfig("pwa/js/types/state.d.ts", "pwa/js/types/actions.d.ts")
DELTA = "    delta: Annotated[int, Int(lo=-LIFE_LIMIT, hi=LIFE_LIMIT)]\n\n    def validate"


def checked_copy(
    tmp_path: Path, renamed: bool, view: str = VIEW_MODULE
) -> subprocess.CompletedProcess:
    """A copy of the engine and both generators (adjust_life's delta renamed amount, or not),
    its declarations generated, and tsc run over a view module sending adjust_life."""
    work = tmp_path / ("renamed" if renamed else "as_is")
    shutil.copytree(ROOT / "engine", work / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    (work / "tools").mkdir()
    for name in ("state_types.py", "action_types.py"):
        shutil.copy(ROOT / "tools" / name, work / "tools" / name)
    (work / "pwa" / "js" / "types").mkdir(parents=True)
    if renamed:
        life = work / "engine" / "actions" / "life.py"
        text = life.read_text(encoding="utf-8")
        assert text.count(DELTA) == 1
        life.write_text(text.replace(DELTA, DELTA.replace("delta:", "amount:")), encoding="utf-8")
    for name in ("state_types.py", "action_types.py"):
        generated = subprocess.run(
            [sys.executable, f"tools/{name}"], cwd=work, capture_output=True, text=True, timeout=120
        )
        assert generated.returncode == 0, generated.stderr
    return tsc_over(work, view, TSCONFIG)


@needs_tsc
def test_a_field_renamed_in_the_engine_fails_tsc_where_the_view_sends_it(tmp_path):
    as_is = checked_copy(tmp_path, False)
    assert as_is.returncode == 0, as_is.stdout + as_is.stderr
    renamed = checked_copy(tmp_path, True)
    assert renamed.returncode != 0
    assert re.search(
        r"view\.js\(5,.*'delta' does not exist in type 'AdjustLife'", renamed.stdout
    ), renamed.stdout


@needs_tsc
def test_tsc_refuses_an_unknown_action_a_missing_field_and_a_wrong_value(tmp_path):
    view = VIEW_MODULE.replace(
        'send({ type: "next_turn" });',
        'send({ type: "next_turns" });\n  send({ type: "set_life", player: 0 });\n'
        '  send({ type: "set_step", step: "main3" });',
    )
    run = checked_copy(tmp_path, False, view)
    assert run.returncode != 0
    for line in (6, 7, 8):
        assert f"view.js({line}," in run.stdout, run.stdout

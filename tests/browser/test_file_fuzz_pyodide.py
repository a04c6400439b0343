"""Fuzzing the read path in Pyodide (issue 33, item 3): the cases of the CPython fuzz
(tests/engine/file_fuzz_inputs.py: table files, backups and stored logs, damaged, crafted
and resealed, nested up to 200,000 deep) go to the built app's engine in its worker, through
the calls the page makes (carry_read, backup_read, summarize_log). The browser's WebAssembly
stack is far smaller than CPython's, so a depth CPython survives can kill the engine here:
each answer must come (within 30 s), be the very answer CPython's bridge gives for the same
text (a refusal of the same kind, or the same summary), and after every case the game on the
phone is unchanged and the next tap still reaches the log. The number of cases is printed."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from journey import start_game
from test_carry import phone_b, phones, send, state

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))
from file_fuzz_inputs import backup_cases, log_cases, table_file_cases

pytestmark = pytest.mark.browser

ANSWER_MS = 30_000
CASES = settings(
    max_examples=300, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)


def cpython_bridge():
    """pwa/bridge.py, the module the worker runs, loaded in CPython (it reaches for the
    worker's JavaScript only where there is one)."""
    spec = importlib.util.spec_from_file_location("tk_bridge_cpython", ROOT / "pwa" / "bridge.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module  # its exported calls: JSON text, as the worker answers


def records_json(log_text: str) -> str:
    """A log's action lines as the page hands a stored log to summarize_log: one JSON array
    (a damaged line is put in as it is, so the array may be damaged too)."""
    lines = [line for line in log_text.splitlines() if line.strip()][1:]
    return "[" + ",".join(lines) + "]"


ASK = """async ({ call, args, ms }) => {
  const engine = await window.tkApp.whenEngine();
  const late = new Promise((resolve) => setTimeout(() => resolve({ late: true }), ms));
  try {
    return await Promise.race([engine[call](...args).then((answer) => ({ answer })), late]);
  } catch (error) {
    return { thrown: String(error).slice(0, 500) };
  }
}"""


def outcome(reply) -> str:
    if isinstance(reply, dict) and reply.get("ok") is False:
        return reply["error"]["error"]
    return "read"


def run(phone, here, cases, call, args, seen: dict[str, int]) -> None:
    """The deadly texts, then the drawn cases: each asked of the engine in the browser and
    of the same bridge in CPython; the two answers must be one."""

    def check(text):
        there = phone.evaluate(ASK, {"call": call, "args": args(text), "ms": ANSWER_MS})
        assert "answer" in there, (call, text[:200], there)
        expected = getattr(here, call)(*args(text))
        answer, wanted = there["answer"], json.loads(expected)
        kind = outcome(wanted)
        if kind == "table_file_corrupt":
            # the JSON decoder's own sentence and position are the runtime's (Pyodide's Python
            # is newer than the CPython of the tests: "Illegal trailing comma" at 33 there,
            # "Expecting property name" at 34 here); the refusal is the same
            assert outcome(answer) == kind, (call, text[:200], answer)
        else:
            assert answer == wanted, (call, text[:200])
        seen[kind] = seen.get(kind, 0) + 1

    for text in DEADLY:
        check(text)
    given(cases)(CASES(check))()


def test_the_engine_in_the_browser_answers_every_mutated_file_as_cpython_does(
    phones, open_app, capsys
):
    _, phone = phones
    open_app(phone)
    start_game(phone, ["Cid", "Dan"], lang=None, settle=True)
    send(phone, {"type": "adjust_life", "player": 1, "delta": -2})
    before = state(phone)
    here = cpython_bridge()
    calls = {
        "table file": (table_file_cases(), "carry_read", lambda text: [text]),
        "backup": (backup_cases(), "backup_read", lambda text: [text]),
        "stored log": (log_cases().map(records_json), "summarize_log", lambda text: [text, 3]),
    }
    tried: dict[str, dict[str, int]] = {}
    for what, (cases, call, args) in calls.items():
        run(phone, here, cases, call, args, tried.setdefault(what, {}))
    assert state(phone) == before
    send(phone, {"type": "adjust_life", "player": 0, "delta": -1})
    assert state(phone)["log_length"] == before["log_length"] + 1
    total = sum(sum(seen.values()) for seen in tried.values())
    with capsys.disabled():
        print(f"\nPyodide: {total} cases tried, each answered as CPython answers it:")
        for what, seen in tried.items():
            print(f"  {what}: {sum(seen.values())} {dict(sorted(seen.items()))}")
    assert all(sum(seen.values()) >= 100 for seen in tried.values())


# Always among the cases: what killed the engine before.
DEADLY = [
    "[" * 200_000,
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 40_000 + "1" + "}" * 40_000,
    '{"format": "table-keeper-table", "a": ' + "[" * 5_000 + "]" * 5_000 + "}",
    "",
    '{"format": "table-keeper-table", "players": ["A\\ud800"]}',
]

"""The view's engine API is written from pwa/bridge.py, and held to it.

(a) pwa/js/engine/api.d.ts and calls.js are what tools/engine_api.py writes now: a call added,
    renamed or retyped in the bridge without regenerating fails here.
(b) Every exported call is a Bridge method that says what it takes and answers, its answer
    one of the engine's declared reply types; every refusal has one shape.
(c) The chain works: a reply field renamed in engine/reply_types.py, regenerated, fails tsc
    over a view module that reads it from the call's answer, with no cast of its own.
(d) Only the engine client parses an engine's answer.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import types
import typing
from pathlib import Path

from tsc_probe import needs_tsc, tsc_over, tsconfig

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import engine_api as generator

from engine import reply_types, state_types

JS = ROOT / "pwa" / "js"


# --- (a) the committed files are the generated ones ---------------------------------------------


def test_the_committed_api_is_what_the_generator_writes():
    for path, text in generator.rendered().items():
        committed = path.read_text(encoding="utf-8")
        assert committed.startswith(generator.HEADER), path
        assert committed == text, f"{path.relative_to(ROOT)} is stale: run `make types`"


def test_the_generator_is_deterministic():
    assert generator.rendered() == generator.rendered()


def test_the_check_fails_on_a_stale_file(tmp_path, monkeypatch):
    stale = tmp_path / "api.d.ts"
    stale.write_text(generator.HEADER + "\n", encoding="utf-8")
    monkeypatch.setattr(generator.state_types, "ROOT", tmp_path)
    assert generator.state_types.write_or_check(stale, "other\n", ["--check"]) == 1


def test_every_call_of_the_bridge_is_a_method_of_the_api_and_listed_once():
    bridge = generator.load_bridge()
    api = (JS / "engine" / "api.d.ts").read_text(encoding="utf-8")
    listed = re.findall(r'^  "(\w+)",$', (JS / "engine" / "calls.js").read_text(), re.MULTILINE)
    assert listed == list(bridge.EXPORTED)
    for name in bridge.EXPORTED:
        assert re.search(rf"^  {name}\(.*\): Promise<\w+>;$", api, re.MULTILINE), name
    assert "Promise<string>" not in api.split("export interface EngineLink")[0]


# --- (b) what the bridge declares ---------------------------------------------------------------


def declared_replies() -> dict[str, object]:
    bridge = generator.load_bridge()
    return {name: generator.declared(bridge, name)["return"] for name in bridge.EXPORTED}


def test_every_call_answers_a_reply_type_the_engine_declares():
    known = [*vars(reply_types).values(), *vars(state_types).values()]
    for name, reply in declared_replies().items():
        assert any(reply is value or reply == value for value in known), (name, reply)


def refusals(tp: object) -> list[type]:
    """The refusals a reply type can be: its members whose ``ok`` is False."""
    union = typing.get_origin(tp) in (typing.Union, types.UnionType)
    members = typing.get_args(tp) if union else (tp,)
    return [
        m
        for m in members
        if isinstance(m, type)
        and typing.is_typeddict(m)
        and typing.get_type_hints(m).get("ok") == typing.Literal[False]
    ]


def test_every_refusal_is_a_refused():
    """One shape: {ok: false, error}; load's adds where it stopped (a Refused still)."""
    seen = 0
    for name, reply in declared_replies().items():
        for refusal in refusals(reply):
            seen += 1
            hints = typing.get_type_hints(refusal)
            assert typing.get_type_hints(reply_types.Refused).items() <= hints.items(), name
            assert set(hints) <= {"ok", "error", "index", "state"}, (name, refusal)
    assert seen >= 12
    text = (ROOT / "pwa" / "bridge.py").read_text(encoding="utf-8")
    assert text.count('"ok": False') == 1, "a refusal built by hand: use refused()"
    assert '"null"' not in text and "return None" not in text


# --- (c) a reply field renamed in the engine fails tsc in the view -----------------------------

VIEW_MODULE = """\
/** @param {import("./pwa/js/engine/api").EngineApi} engine @param {string} request */
export async function slipText(engine, request) {
  const answer = await engine.make_slip(request);
  return answer.ok ? answer.text : answer.error.message;
}
"""
TSCONFIG = tsconfig("pwa/js/types/state.d.ts", "pwa/js/engine/api.d.ts")


def checked_copy(tmp_path: Path, rename: tuple[str, str] | None) -> subprocess.CompletedProcess:
    """A copy of the engine, the bridge and the generators (a field of SlipAccepted, the
    make_slip call's answer, renamed, or none), the view's declarations generated from it,
    and tsc run over a view module that reads the field from the call's answer."""
    work = tmp_path / ("renamed" if rename else "as_is")
    shutil.copytree(ROOT / "engine", work / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    (work / "tools").mkdir()
    for name in ("state_types.py", "engine_api.py"):
        shutil.copy(ROOT / "tools" / name, work / "tools" / name)
    (work / "pwa" / "js" / "types").mkdir(parents=True)
    (work / "pwa" / "js" / "engine").mkdir()
    shutil.copy(ROOT / "pwa" / "bridge.py", work / "pwa" / "bridge.py")
    if rename:
        types_file = work / "engine" / "reply_types.py"
        text = types_file.read_text(encoding="utf-8")
        old, new = rename
        block = "class SlipAccepted(TypedDict):\n    ok: Literal[True]\n"
        assert text.count(f"{block}    {old}: str\n") == 1
        types_file.write_text(
            text.replace(f"{block}    {old}: str\n", f"{block}    {new}: str\n"),
            encoding="utf-8",
        )
        bridge = work / "pwa" / "bridge.py"  # the engine's side renamed too: mypy holds it
        source = bridge.read_text(encoding="utf-8")
        sent = '{"ok": True, "text": slips.slip_text('
        assert source.count(sent) == 1
        bridge.write_text(source.replace(sent, sent.replace('"text"', f'"{new}"')), "utf-8")
    for tool in ("state_types.py", "engine_api.py"):
        generated = subprocess.run(
            [sys.executable, f"tools/{tool}"], cwd=work, capture_output=True, text=True, timeout=120
        )
        assert generated.returncode == 0, generated.stderr
    return tsc_over(work, VIEW_MODULE, TSCONFIG)


@needs_tsc
def test_a_reply_field_renamed_in_the_engine_fails_tsc_in_the_view(tmp_path):
    as_is = checked_copy(tmp_path, None)
    assert as_is.returncode == 0, as_is.stdout + as_is.stderr
    renamed = checked_copy(tmp_path, ("text", "slip"))
    assert renamed.returncode != 0
    assert "view.js" in renamed.stdout and "Property 'text' does not exist" in renamed.stdout, (
        renamed.stdout
    )


# --- (d) one module parses the engine's answers -------------------------------------------------

ENGINE_CALL = re.compile(r"\bengine\.(" + "|".join(generator.load_bridge().EXPORTED) + r")\(")


def test_no_view_module_but_the_client_parses_an_engine_answer_or_casts_it():
    for path in sorted(JS.rglob("*.js")):
        if path == JS / "engine" / "client.js":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if ENGINE_CALL.search(line):
                where = f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
                assert "JSON.parse" not in line, where
                assert "@type" not in line, where

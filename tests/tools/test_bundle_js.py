"""tools/bundle_js.py: one file that runs like the module graph it replaces, or a refusal."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("tk_bundle_js", ROOT / "tools" / "bundle_js.py")
bundle_js = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bundle_js)

needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

# A graph with a shared dependency, a side-effect import, renamed imports, a class, an async
# function and a name used in two modules (each module keeps its own).
GRAPH = {
    "main.js": """import { greet, Counter } from "./lib/greet.js";
import "./side.js";
import { log as record, seen } from "./log.js";
const local = "main";
record(local);
export const result = greet("table") + " " + new Counter().next() + " " + seen().join(",");
globalThis.result = result;
""",
    "lib/greet.js": """import { log } from "../log.js";
const local = "greet";
log(local);
export function greet(name) { return `hello ${name}`; }
export class Counter { next() { return 1; } }
export async function later() { return 2; }
""",
    "side.js": """import { log } from "./log.js";
log("side");
""",
    "log.js": """const entries = [];
export function log(x) { entries.push(x); }
export const seen = () => entries;
""",
}


def write_graph(top: Path, graph: dict[str, str]) -> None:
    for name, text in graph.items():
        (top / name).parent.mkdir(parents=True, exist_ok=True)
        (top / name).write_text(text)


def run_node(path: Path) -> str:
    script = f"await import({str(path.as_uri())!r}); console.log(globalThis.result);"
    done = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@needs_node
def test_the_bundle_evaluates_like_the_modules(tmp_path):
    write_graph(tmp_path / "src", GRAPH)
    text, modules = bundle_js.bundle(tmp_path / "src" / "main.js", tmp_path / "src")
    assert sorted(p.name for p in modules) == ["greet.js", "log.js", "main.js", "side.js"]
    (tmp_path / "bundle.mjs").write_bytes(text)
    native = run_node(tmp_path / "src" / "main.js")
    assert native == "hello table 1 greet,side,main"
    assert run_node(tmp_path / "bundle.mjs") == native


@pytest.mark.parametrize("graph, message", [
    ({"main.js": 'import { a } from "./a.js";\n', "a.js": 'import { b } from "./main.js";\nexport const a = 1;\n'},
     "import cycle: main.js -> a.js -> main.js"),
    ({"main.js": 'import * as a from "./a.js";\n', "a.js": "export const a = 1;\n"}, "cannot bundle this import"),
    ({"main.js": 'import { a } from "./a.js";\n', "a.js": "export let a = 1;\n"}, "cannot bundle this export"),
    ({"main.js": 'import { a } from "./a.js";\n', "a.js": "export default 1;\n"}, "cannot bundle this export"),
    ({"main.js": 'import { b } from "./a.js";\n', "a.js": "export const a = 1;\n"}, "imports b, which a.js does not export"),
    ({"main.js": 'import { a } from "./gone.js";\n'}, "no such module"),
])
def test_what_it_cannot_bundle_exactly_is_refused(tmp_path, graph, message):
    write_graph(tmp_path, graph)
    with pytest.raises(bundle_js.BundleError, match=message):
        bundle_js.bundle(tmp_path / "main.js", tmp_path)


def test_the_view_bundles(tmp_path):
    text, modules = bundle_js.bundle(ROOT / "pwa" / "js" / "app.js", ROOT / "pwa")
    assert len(modules) > 20 and modules[-1].name == "app.js"
    assert b"\nimport " not in text and b"\nexport " not in text

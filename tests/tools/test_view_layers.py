"""The view's house in layers: no folder of pwa/js (nor a module at its top) imports, however
indirectly, one that imports it back (an arrow that would run back up in `farm-studio look
pwa`), and nothing that ships imports from tools/. Only the imports that run are counted; a
JSDoc type's import("...") is read by tsc alone."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VIEW = ROOT / "pwa" / "js"
SHIPPED = ROOT / "pwa"
# `import x from "…"`, `import "…"`, `export … from "…"`, and `import("…")` outside a comment
STATIC = re.compile(r'^\s*(?:import|export)\b[^"\'`]*?["\']([^"\']+)["\']', re.MULTILINE)
DYNAMIC = re.compile(r'(?<![\w.{])import\(\s*["\']([^"\']+)["\']\s*\)')


def runtime_imports(path: Path) -> set[Path]:
    text = path.read_text(encoding="utf-8")
    code = "\n".join(
        line for line in text.splitlines() if not line.lstrip().startswith(("//", "*", "/*"))
    )
    found = set(STATIC.findall(code)) | set(DYNAMIC.findall(code))
    return {(path.parent / name).resolve() for name in found if name.startswith(".")}


def unit(path: Path) -> str:
    """The room a module belongs to: its folder under pwa/js, or itself at the top."""
    rel = path.relative_to(VIEW)
    return rel.parts[0] if len(rel.parts) > 1 else rel.name


def unit_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in VIEW.rglob("*.js"):
        for target in runtime_imports(path):
            if target.is_relative_to(VIEW) and unit(target) != unit(path):
                graph.setdefault(unit(path), set()).add(unit(target))
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each set of rooms that reach one another (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in list(graph):
        if v not in index:
            strong(v)
    return found


def test_the_reading_sees_the_imports_that_run():
    module = VIEW / "start" / "attach-engine.js"
    imports = runtime_imports(module)
    assert (VIEW / "controller.js").resolve() in imports
    assert (VIEW / "app.js").resolve() not in imports  # (a JSDoc type only)
    graph = unit_graph()
    assert "start" in graph["boot.js"] and "kit" in graph["tournament"]


def test_a_circle_of_rooms_is_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_room_of_the_view_imports_one_that_imports_it_back():
    assert cycles(unit_graph()) == []


def test_nothing_that_ships_imports_from_tools():
    tools = (ROOT / "tools").resolve()
    for path in [*SHIPPED.rglob("*.js"), *SHIPPED.rglob("*.mjs")]:
        for target in runtime_imports(path):
            assert not target.is_relative_to(tools), f"{path.relative_to(ROOT)} imports {target}"

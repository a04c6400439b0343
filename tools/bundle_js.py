"""One JavaScript file for the view: the ES module graph under an entry, evaluated in the same
order as the browser would, each module in its own function scope.

Why: the first paint waits for every module of the view's graph, and each one is a request
through the service worker (38 of them). One file is one request.

The view's modules are written in the subset this handles, and the build refuses anything
else rather than bundle it wrong:

* ``import { a, b as c } from "./x.js";`` and ``import "./x.js";`` on one line, relative paths;
* ``export function|async function|class|const name`` at the start of a line (bindings that
  are never reassigned, so handing out their values once the module has run is exact);
* no import cycles (the order of evaluation would then depend on live bindings).

Dynamic ``import()`` is left alone (the runtime is loaded that way, from its own files).
"""

from __future__ import annotations

import re
from pathlib import Path

IMPORT = re.compile(r'^import\s+(?:\{(?P<names>[^}]*)\}\s+from\s+)?"(?P<path>\.{1,2}/[^"]+)";\s*$')
ANY_IMPORT = re.compile(r"^\s*import[\s{*\"']")
EXPORT = re.compile(r"^export\s+(?P<kind>async\s+function\*?|function\*?|class|const)\s+(?P<name>[A-Za-z_$][\w$]*)")
ANY_EXPORT = re.compile(r"^\s*export\b")


class BundleError(Exception):
    pass


class Module:
    def __init__(self, path: Path, root: Path):
        self.path = path
        self.rel = path.relative_to(root).as_posix()
        self.var = "$tk_" + re.sub(r"\W", "_", self.rel.removesuffix(".js"))
        self.imports: list[tuple[Path, list[tuple[str, str]]]] = []
        self.exports: list[str] = []
        self.body: list[str] = []
        self._parse()

    def _parse(self) -> None:
        for number, line in enumerate(self.path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{self.rel}:{number}"
            match = IMPORT.match(line)
            if match:
                target = (self.path.parent / match["path"]).resolve()
                names = []
                for part in filter(None, (p.strip() for p in (match["names"] or "").split(","))):
                    pieces = part.split()
                    if len(pieces) == 1:
                        names.append((pieces[0], pieces[0]))
                    elif len(pieces) == 3 and pieces[1] == "as":
                        names.append((pieces[0], pieces[2]))
                    else:
                        raise BundleError(f"{where}: cannot bundle this import: {line.strip()}")
                self.imports.append((target, names))
                self.body.append("")                   # keeps line numbers close to the source
                continue
            if ANY_IMPORT.match(line) and not line.lstrip().startswith("import("):
                raise BundleError(f"{where}: cannot bundle this import: {line.strip()}")
            match = EXPORT.match(line)
            if match:
                self.exports.append(match["name"])
                line = line[len("export "):]
            elif ANY_EXPORT.match(line):
                raise BundleError(f"{where}: cannot bundle this export: {line.strip()}")
            self.body.append(line)


def _graph(entry: Path, root: Path) -> list[Module]:
    """Modules in evaluation order: depth first, imports in source order, each once."""
    order: list[Module] = []
    done: set[Path] = set()
    visiting: list[Path] = []

    def visit(path: Path) -> None:
        if path in done:
            return
        if path in visiting:
            cycle = " -> ".join(p.relative_to(root).as_posix() for p in visiting[visiting.index(path):] + [path])
            raise BundleError(f"import cycle: {cycle}")
        if not path.is_file():
            raise BundleError(f"no such module: {path}")
        visiting.append(path)
        module = Module(path, root)
        for target, _ in module.imports:
            visit(target)
        visiting.pop()
        done.add(path)
        order.append(module)

    visit(entry.resolve())
    return order


def bundle(entry: Path, root: Path) -> tuple[bytes, list[Path]]:
    """The bundle's text, and the module files it holds (so the build ships none of them)."""
    root = root.resolve()
    modules = _graph(entry, root)
    by_path = {m.path: m for m in modules}
    out = [f"// The view's modules in one file (tools/bundle_js.py), entry {modules[-1].rel}."]
    for module in modules:
        out.append(f"\n// ---- {module.rel}")
        last = module is modules[-1]
        if not last:
            out.append(f"const {module.var} = (() => {{")
        else:
            out.append("{")
        for target, names in module.imports:
            source = by_path[target]
            missing = [n for n, _ in names if n not in source.exports]
            if missing:
                raise BundleError(f"{module.rel} imports {', '.join(missing)}, which {source.rel} does not export")
            if names:
                parts = ", ".join(n if n == local else f"{n}: {local}" for n, local in names)
                out.append(f"const {{ {parts} }} = {source.var};")
        out.extend(module.body)
        if not last:
            out.append(f"return Object.freeze({{ {', '.join(module.exports)} }});")
            out.append("})();")
        else:
            out.append("}")
    return ("\n".join(out) + "\n").encode("utf-8"), [m.path for m in modules]

"""The view's JSDoc types hold (issue 25, item 2): TypeScript (pinned in package.json), strict,
finds no error in the page's modules (tsconfig.json, lib dom) nor in the shipped workers
(tsconfig.worker.json, lib webworker: the service worker's template and the Pyodide loader);
no check is switched off in them, and an explicit `any` says why on its own line."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TSC = ROOT / "node_modules" / ".bin" / "tsc"
CONFIGS = ["tsconfig.json", "tsconfig.worker.json"]

needs_tsc = pytest.mark.skipif(
    not TSC.exists(), reason="node_modules/.bin/tsc is missing: run `make node_modules`"
)


def checked_files() -> list[Path]:
    """Every file of the view the type checker reads: the page's modules and declarations,
    the workers, and the declarations that stand in for the vendored runtimes."""
    files = [
        p
        for p in sorted((ROOT / "pwa" / "js").rglob("*"))
        if p.is_file() and p.name.endswith((".js", ".mjs", ".ts", ".mts"))
    ]
    files += (
        sorted((ROOT / "pwa" / "vendor").rglob("*.d.ts"))
        if (ROOT / "pwa" / "vendor").exists()
        else []
    )
    files += [
        ROOT / "service-worker.js",
        ROOT / "pwa" / "runtime" / "tk-pyodide.mjs",
        ROOT / "pwa" / "runtime" / "tk-idle-collect.mjs",
        ROOT / "pwa" / "runtime" / "tk-snapshot-pages.mjs",
    ]
    files += sorted((ROOT / "pwa" / "runtime" / "pyodide").glob("*.d.mts"))
    return files


def tsc(config: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(TSC), "-p", config, "--pretty", "false"],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
    )


@needs_tsc
@pytest.mark.parametrize("config", CONFIGS)
def test_typescript_finds_no_error(config):
    run = tsc(config)
    errors = [line for line in run.stdout.splitlines() if ": error TS" in line]
    assert run.returncode == 0 and not errors, (
        f"tsc -p {config}: {len(errors)} errors\n{run.stdout}{run.stderr}"
    )


@needs_tsc
def test_the_strict_check_can_fail(tmp_path):
    """The same options find an untyped parameter and a null read (the checks are on)."""
    probe = tmp_path / "probe.js"
    probe.write_text('export function f(x) { return document.getElementById("a").id + x; }\n')
    (tmp_path / "tsconfig.json").write_text(
        json.dumps({"extends": (ROOT / "tsconfig.json").as_posix(), "include": ["probe.js"]})
    )
    run = tsc("tsconfig.json", cwd=tmp_path)
    assert run.returncode != 0
    assert "TS7006" in run.stdout and "TS2531" in run.stdout, run.stdout


# --- no check switched off, no silent any ------------------------------------------------

SWITCHED_OFF = re.compile(r"@ts-(ignore|nocheck|expect-error)\b")
JSDOC = re.compile(r"/\*\*.*?\*/", re.DOTALL)
TYPE_TAG = re.compile(
    r"@(?:type|param|returns?|typedef|template|property|prop|satisfies|this|extends|augments|implements|enum)\s*\{"
)
EXPLICIT_ANY = re.compile(r"\bany\b|(?<![\w$.])[*?](?![\w$.=])")
REASON = "// any:"


def _type_expressions(text: str):
    """(offset, type text) of every JSDoc type in a script, continuation stars blanked."""
    for block in JSDOC.finditer(text):
        body = re.sub(r"(?m)^(\s*)\*", lambda m: m.group(1) + " ", block.group(0)[3:-2])
        start = block.start() + 3
        for tag in TYPE_TAG.finditer(body):
            depth, i = 1, tag.end()
            while i < len(body) and depth:
                depth += {"{": 1, "}": -1}.get(body[i], 0)
                i += 1
            yield start + tag.end(), body[tag.end() : i - 1]


def _declaration_code(text: str) -> str:
    """A declaration file's code, its comments blanked (line breaks kept)."""
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))
    return re.sub(r"/\*.*?\*/|//[^\n]*", blank, text, flags=re.DOTALL)


def unexplained_any(text: str, declaration: bool) -> list[int]:
    """Line numbers (1-based) holding an explicit any (`any`, JSDoc's `*` or `?`) without
    `// any: <why>` on the same line."""
    lines = text.splitlines()
    found: set[int] = set()
    if declaration:
        code = _declaration_code(text)
        found |= {code.count("\n", 0, m.start()) for m in re.finditer(r"\bany\b", code)}
    else:
        for offset, expression in _type_expressions(text):
            for m in EXPLICIT_ANY.finditer(expression):
                found.add(text.count("\n", 0, offset + m.start()))
    return sorted(n + 1 for n in found if REASON not in lines[n])


def test_no_type_check_is_switched_off():
    offenders = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p in checked_files()
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if SWITCHED_OFF.search(line)
    ]
    assert not offenders, "\n".join(offenders)


def test_an_explicit_any_says_why():
    offenders = []
    for p in checked_files():
        text = p.read_text(encoding="utf-8")
        for n in unexplained_any(text, declaration=p.name.endswith((".d.ts", ".d.mts", ".ts"))):
            offenders.append(f"{p.relative_to(ROOT)}:{n}: {text.splitlines()[n - 1].strip()}")
    assert not offenders, "explicit any without `// any: <why>` on its line:\n" + "\n".join(
        offenders
    )


@pytest.mark.parametrize(
    "source, declaration, lines",
    [
        ("/** @param {any} x */\nfunction f(x) {}\n", False, [1]),
        ("/** @type {Object<string, any>} */\nconst o = {};\n", False, [1]),
        ("/** @type {*} */ let a;\n/** @type {?} */ let b;\n", False, [1, 2]),
        ("/**\n * @param {{ a: string,\n *   b: any[] }} options\n */\n", False, [3]),
        ("/** @type {any} */ let x; // any: the library's own type says so\n", False, []),
        (
            "/** @type {string | null} */ let y;\n// any value will do here: prose is not a type\n",
            False,
            [],
        ),
        ("/** @type {Array<?string>} */ let z;\n", False, []),
        ("export type T = { a: any };\n", True, [1]),
        ("export type T = { a: any }; // any: a value from another realm\n", True, []),
        ("// any state will do: prose\nexport type T = { a: unknown };\n", True, []),
    ],
)
def test_the_any_check_reads_types_not_prose(source, declaration, lines):
    assert unexplained_any(source, declaration) == lines

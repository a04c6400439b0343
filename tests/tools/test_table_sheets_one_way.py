"""The table's tool sheets (the history, the menu) and the life chart are drawn one way
(docs/architecture.md, "Every screen drawn one way"): each draws its whole page from the
state and the UI state it keeps in its mounted object, and morphs it into place. So neither
module holds a mutable variable of its own (a top-level `let` or `var`: two mountings would
share it), none rebuilds a part of its page by emptying and refilling it (`replaceChildren`,
`innerHTML`: the focus, a chosen option, an opened box and the lines' elements inside that
part were lost at each state), and none finds an element again by its test id."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "pwa" / "js" / "table"
SOURCES = [TABLE / "tool-sheets.js", TABLE / "life-chart.js"]

# a declaration at a module's top level starts its line (the view's code is indented inside
# functions and blocks)
MODULE_LET = re.compile(r"^(?:export\s+)?(?:let|var)\s+\w+", re.MULTILINE)
PART_REBUILT = re.compile(r"\.replaceChildren\(|\.innerHTML\s*=")
FOUND_BY_TESTID = re.compile(r"querySelector(?:All)?\([^)]*data-testid")
MORPHED = re.compile(r"\bmorphChildren\(")


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_drawn_whole_and_morphed_with_no_module_state(source: Path):
    text = source.read_text(encoding="utf-8")
    assert not MODULE_LET.findall(text), (
        f"{source.name}: a module-level let/var (keep it in the mounted screen)"
    )
    assert not PART_REBUILT.findall(text), (
        f"{source.name}: a part of the page rebuilt in place (draw whole and morph)"
    )
    assert not FOUND_BY_TESTID.findall(text), f"{source.name}: an element found by its test id"
    assert MORPHED.findall(text), f"{source.name}: its page is not morphed into place"


def test_the_checks_see_what_they_look_for():
    # the patterns match the shapes they forbid (a check that could never fail proves nothing)
    assert MODULE_LET.findall("import x from 'y';\nlet lines = new Map();\n")
    assert MODULE_LET.findall("export var asked = 0;\n")
    assert not MODULE_LET.findall("function f() {\n  let inside = 1;\n}\n")
    assert PART_REBUILT.findall("    winner.replaceChildren(h('option'), ...options);")
    assert PART_REBUILT.findall("body.replaceChildren(box, said, numbers);")
    assert PART_REBUILT.findall("list.innerHTML = '';")
    assert not PART_REBUILT.findall("morphChildren(body, h('div', {}, page));")
    assert FOUND_BY_TESTID.findall("body.querySelector('[data-testid=history-list]')")
    assert MORPHED.findall("  morphChildren(body, drawn);")


def test_the_screens_it_guards_are_there():
    for source in SOURCES:
        assert source.is_file(), source
    sheets = SOURCES[0].read_text(encoding="utf-8")
    assert "function mountHistory(" in sheets and "function mountMenu(" in sheets
    assert "function mountLifeChart(" in SOURCES[1].read_text(encoding="utf-8")

"""The app never finds its own elements by their test ids (docs/architecture.md, "Every
screen drawn one way"). A test id is the tests' handle on the page; a screen keeps hold of
what it works on through its drawing (the mounted object's elements, kit/morph.js's
`standing`), so that a drawing changed for the player cannot lose the focus, the clock or
the opened hand because a test id moved. Only pwa/js/test-hooks.js, the tests' contract,
may speak of test ids; h() (kit/dom.js) writes them and nothing reads them back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "pwa" / "js"
SOURCES = sorted(p for p in JS.rglob("*.js") if p.relative_to(JS).as_posix() != "test-hooks.js")

# a selector naming a test id, wherever it is written (a querySelector, closest or matches
# argument, or a constant passed to one later)
SELECTOR = re.compile(r"\[\s*data-testid")
# a test id read back from an element (to find its element again later); h() only writes it
READ_BACK = re.compile(r"\.dataset\.testid\b(?!\s*=(?!=))|getAttribute\(\s*[`'\"]data-testid")


def test_the_sources_are_seen():
    names = {p.relative_to(JS).as_posix() for p in SOURCES}
    assert {
        "app.js",
        "kit/dom.js",
        "table/start.js",
        "hell/cards.js",
        "event/player-screen.js",
    } <= names
    assert "test-hooks.js" not in names


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.relative_to(JS).as_posix())
def test_no_element_is_found_by_its_test_id(source: Path):
    text = source.read_text(encoding="utf-8")
    found = [m.group(0) for m in SELECTOR.finditer(text)] + [
        m.group(0) for m in READ_BACK.finditer(text)
    ]
    assert not found, f"{source.relative_to(ROOT)}: finds an element by its test id ({found[0]!r})"


def test_the_checks_see_what_they_look_for():
    # the shapes this file forbids, as the app once wrote them (a check that cannot fail
    # proves nothing)
    assert SELECTOR.search('this.toolbar.querySelector("[data-testid=clock]")')
    assert SELECTOR.search("document.querySelector(`[data-testid=hell-hand-open-${seat}]`)")
    assert SELECTOR.search('document.querySelectorAll("[data-testid^=player-] .name")')
    assert SELECTOR.search("const PICK = '[ data-testid=\"x\"]';")
    assert READ_BACK.search("const again = active.dataset.testid;")
    assert READ_BACK.search("active.dataset.testid === id")
    assert READ_BACK.search('el.getAttribute("data-testid")')
    # what stays allowed: h() writing a test id, and taking one off an element
    assert not READ_BACK.search("el.dataset.testid = String(value);")
    assert not SELECTOR.search('shown.removeAttribute("data-testid");')

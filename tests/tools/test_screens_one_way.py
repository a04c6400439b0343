"""The tournament folder's screens are drawn one way (docs/architecture.md, "Every screen
drawn one way"): a screen keeps its UI state in the object it mounts, so no module of
pwa/js/tournament/ holds a mutable variable of its own (a `let` or `var` at the top level:
two mountings would share it, and an unmounted screen would not be forgotten), and none
redraws part by part (kit/mount.js's old `redrawPart`, which lost the focus and the keyboard
inside a changed part) or finds the field being typed in again by its test id.

The card pools, the players' phones section and Past games are held to more: each is drawn
whole and morphed in place, so none changes a part of its page by hand in a closure
(replacing, clearing, prepending or appending its children, rewriting its text), which lost
the focus, the caret and what the player had opened in that part.

The table's history and menu sheets and the life chart are drawn whole and morphed too, and
none rebuilds a part of its page by emptying and refilling it (`replaceChildren`,
`innerHTML`: a chosen option, an opened box and the lines' elements inside that part were
lost at each state). (The dice sheet in the same module still writes its result line's text
from its closures: it is not held to BY_HAND yet.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "pwa" / "js" / "tournament"
SOURCES = sorted(FOLDER.glob("*.js"))

# a declaration at a module's top level starts its line (the view's code is indented inside
# functions and blocks)
MODULE_LET = re.compile(r"^(?:export\s+)?(?:let|var)\s+\w+", re.MULTILINE)
PART_BY_PART = re.compile(r"\bredrawPart\b|\brefill\(")
FOUND_BY_TESTID = re.compile(r"querySelector(?:All)?\([^)]*data-testid")
# a part of the page changed by hand: its children replaced, cleared (kit/dom.js clear),
# prepended or appended to, the part replaced, or its text rewritten
BY_HAND = re.compile(
    r"\.(?:replaceChildren|replaceWith|prepend|append|appendChild)\("
    r"|\bclear\(|\.textContent\s*=(?!=)|\bsetText\("
)
MORPHED = [
    ROOT / "pwa" / "js" / "hell" / "pools.js",
    ROOT / "pwa" / "js" / "event" / "organiser-section.js",
    ROOT / "pwa" / "js" / "carry" / "past-games.js",
]
# a part of the page emptied and refilled
PART_REBUILT = re.compile(r"\.replaceChildren\(|\.innerHTML\s*=")
TABLE_SHEETS = [
    ROOT / "pwa" / "js" / "table" / "tool-sheets.js",
    ROOT / "pwa" / "js" / "table" / "life-chart.js",
]


def test_the_folder_has_its_screens():
    names = {p.name for p in SOURCES}
    assert {"screen.js", "match.js", "setup.js", "groups.js", "slips.js"} <= names


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_no_module_level_ui_state_and_no_part_by_part_redraw(source: Path):
    text = source.read_text(encoding="utf-8")
    assert not MODULE_LET.findall(text), (
        f"{source.name}: a module-level let/var (keep it in the mounted screen)"
    )
    assert not PART_BY_PART.findall(text), (
        f"{source.name}: a part-by-part redraw (draw whole and morph)"
    )
    assert not FOUND_BY_TESTID.findall(text), f"{source.name}: an element found by its test id"


def test_the_checks_see_what_they_look_for():
    # the patterns match the shapes they forbid (a check that could never fail proves nothing)
    assert MODULE_LET.findall("import x from 'y';\nlet calledFor = null;\n")
    assert MODULE_LET.findall("export let pill = null;\n")
    assert not MODULE_LET.findall("function f() {\n  let inside = 1;\n}\n")
    assert PART_BY_PART.findall("redrawPart(slot, key, build);")
    assert FOUND_BY_TESTID.findall('sheet.querySelector(`[data-testid="${id}"]`)')


def test_kit_mount_no_longer_offers_part_by_part_redraws():
    mount = (ROOT / "pwa" / "js" / "kit" / "mount.js").read_text(encoding="utf-8")
    assert "export function redrawPart" not in mount and "export function part(" not in mount


def assert_drawn_whole(source: Path, forbidden: re.Pattern[str]) -> None:
    text = source.read_text(encoding="utf-8")
    assert "morphChildren(" in text, f"{source.name}: not drawn whole and morphed in place"
    assert not MODULE_LET.findall(text), (
        f"{source.name}: a module-level let/var (keep it in the mounted screen)"
    )
    assert not forbidden.findall(text), (
        f"{source.name}: a part changed by hand: {forbidden.findall(text)} (draw whole and morph)"
    )
    assert not FOUND_BY_TESTID.findall(text), f"{source.name}: an element found by its test id"


@pytest.mark.parametrize("source", MORPHED, ids=lambda p: p.name)
def test_the_morphed_screens_change_no_part_by_hand(source: Path):
    assert_drawn_whole(source, BY_HAND)


@pytest.mark.parametrize("source", TABLE_SHEETS, ids=lambda p: p.name)
def test_the_table_sheets_rebuild_no_part(source: Path):
    assert_drawn_whole(source, PART_REBUILT)


def test_the_table_sheets_are_there():
    sheets = TABLE_SHEETS[0].read_text(encoding="utf-8")
    assert "function mountHistory(" in sheets and "function mountMenu(" in sheets
    assert "function mountLifeChart(" in TABLE_SHEETS[1].read_text(encoding="utf-8")


def test_the_rebuilt_check_sees_what_it_looks_for():
    assert PART_REBUILT.findall("    winner.replaceChildren(h('option'), ...options);")
    assert PART_REBUILT.findall("list.innerHTML = '';")
    assert not PART_REBUILT.findall("morphChildren(body, h('div', {}, page));")


def test_the_by_hand_check_sees_what_it_looks_for():
    # the shapes the three screens had before they were morphed
    assert BY_HAND.findall("row.replaceChildren(bar, said, cancel);")
    assert BY_HAND.findall("results.replaceChildren(...found.map(view));")
    assert BY_HAND.findall("shared[slot].replaceWith(el);")
    assert BY_HAND.findall("clear(report);")
    assert BY_HAND.findall("report.append(h('p', {}));")
    assert BY_HAND.findall("body.prepend(thisSession);")
    assert BY_HAND.findall('report.textContent = t("importing");')
    assert BY_HAND.findall("setText(open, t('ev_opening'));")
    # and not what a drawing is made of
    assert not BY_HAND.findall("if (el.textContent === text) return;")
    assert not BY_HAND.findall("morphChildren(body, h('div', {}, page));")
    assert not BY_HAND.findall("const cleared = unclear(x);")

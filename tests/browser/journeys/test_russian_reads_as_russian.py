"""Russian reads as Russian, and English as English: every screen of ``make screens`` (the
same walk, tools/screens.py), in both languages at 360x740 with touch, has its visible text
scanned for English words inside a Russian screen, numbers without the plural form their
noun takes, plurals hedged as "card(s)", and teams joined with "&" in Russian
(screen_words.py; its planted mistakes are in test_screen_words.py)."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from screen_words import PLAIN_NOUNS, problems

from engine.contraptions.cards import FACTIONS
from engine.contraptions.unstable_set import UNSTABLE_CONTRAPTIONS

from .table_steps import open_app

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[3]


def screens_tool():
    sys.path.insert(0, str(ROOT / "tools"))
    spec = importlib.util.spec_from_file_location("tk_screens", ROOT / "tools" / "screens.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def app_nouns() -> list[str]:
    """Every noun the app counts through its plural helper, read from its word tables."""
    found = set()
    for source in (ROOT / "pwa" / "js").rglob("*.js"):
        found |= set(re.findall(r"\bnoun_([a-z_]+?)_(?:one|few|many|other)\b", source.read_text()))
    return sorted(found)


VISIBLE_TEXT = """() => {
  const shown = (el) => el.getClientRects().length > 0;
  const typed = [...document.querySelectorAll("input, textarea")].filter(shown)
    .map((el) => el.getAttribute("placeholder") || "");
  return [document.body.innerText, ...typed].join("\\n");
}"""


def nouns_of(page, lang: str) -> dict[str, dict[str, str]]:
    counts = {"en": {"one": 1, "other": 2}, "ru": {"one": 1, "few": 2, "many": 5}}[lang]
    forms = page.evaluate(
        """([lang, nouns, counts]) => {
      window.tkTexts.setLang(lang);
      return Object.fromEntries(nouns.map((noun) => [noun, Object.fromEntries(Object.entries(counts)
        .map(([cat, n]) => [cat, window.tkTexts.counted(n, noun).replace(/^\\d+ /, "")]))]));
    }""",
        [lang, app_nouns(), counts],
    )
    return {**PLAIN_NOUNS[lang], **forms}


EVENT_CODE = "document.querySelector('[data-testid=t-code]')?.textContent.split(': ').pop() || ''"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_screen_reads_in_its_language(server, page, tmp_path, lang):
    tool = screens_tool()
    open_app(page, server.url)
    nouns = nouns_of(page, lang)
    names = {
        "en": ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"],
        "ru": ["Аня", "Борис", "Вика", "Глеб", "Даша", "Егор", "Жанна", "Зоя"],
    }[lang]
    # what the players typed, the card data as imported (names, set code, card types), and
    # Unstable's Contraptions and factions as printed (never printed in Russian; a faction is
    # also shown by its last word)
    own = set(names) | set(tool.POOL_NAMES) | {"INV", "Land", "Creature"}
    own |= {card.name for card in UNSTABLE_CONTRAPTIONS} | set(FACTIONS)
    own |= {word for faction in FACTIONS for word in faction.split()}
    found: list[str] = []

    class Scan(tool.Shots):
        def __call__(self, name: str) -> None:
            self.n += 1
            self.page.wait_for_timeout(150)
            text = self.page.evaluate(VISIBLE_TEXT)
            # the event's code is random letters (A-Z), as the app made them, no word
            code = self.page.evaluate(EVENT_CODE)
            found.extend(f"{name}: {p}" for p in problems(text, lang, nouns, own | {code} - {""}))

    scan = Scan(page, tmp_path, lang)
    scan.tap(f"lang-{lang}")
    pool = tool.pool_file(tmp_path)
    for part in tool.PARTS:
        part(scan, names, pool)
    assert not found, "\n".join(found)

"""The screen scan of test_russian_reads_as_russian.py fails on planted mistakes: each line
below is one a screen once showed (or could), and each must be found; the right line next to
it must pass."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from screen_words import PLAIN_NOUNS, problems

CARDS = {"card": {"one": "карта", "few": "карты", "many": "карт"}}
CARDS_EN = {"card": {"one": "card", "other": "cards"}}
OWN = {"Аня", "Боря", "Ann", "Bob"}

PLANTED = [
    ("ru", "Начать игру каждый за себя (4 игроков, 20 жизней)", "(4 игрока, 20 жизней)"),
    ("ru", "В руке 2 карт", "В руке 2 карты"),
    ("ru", "Осталось 21 карт", "Осталось 21 карта"),
    ("ru", "Осталось 12 карты", "Осталось 12 карт"),
    ("ru", "Игра 1: Аня & Боря выбирает", "Игра 1: Аня и Боря выбирают"),
    ("ru", "Игра 1: Аня и Боря выбирает", "Игра 1: Аня и Боря выбирают"),
    ("ru", "Конец драфта: End the draft", "Конец драфта"),
    ("ru", "Раунд 3 · 5 минута", "Раунд 3 · 5 минут"),
    ("ru", "Выбрано карт(ы): 3", "Выбрано карт: 3"),
    ("ru", "Восстановлено: добавлено 1 сессия.", "Восстановлено. Добавлено: 1 сессия."),
    ("ru", "В колоде осталось 21 карта", "В колоде осталась 21 карта"),
    ("en", "Game 1: Ann & Bob chooses to play or draw", "Game 1: Ann & Bob choose to play or draw"),
    ("en", "Hand: 1 cards", "Hand: 1 card"),
    ("en", "Hand: 3 card", "Hand: 3 cards"),
    ("en", "Picked 2 card(s)", "Picked 2 cards"),
]


@pytest.mark.parametrize(("lang", "wrong", "right"), PLANTED)
def test_a_planted_mistake_is_found_and_its_correction_is_not(lang, wrong, right):
    nouns = {**PLAIN_NOUNS[lang], **(CARDS if lang == "ru" else CARDS_EN)}
    assert problems(wrong, lang, nouns, OWN), wrong
    assert not problems(right, lang, nouns, OWN), right


def test_the_players_own_words_are_not_english_to_flag():
    nouns = PLAIN_NOUNS["ru"]
    assert not problems("Ход Ann: 20 жизней; Unstable; EN RU", "ru", nouns, OWN)
    assert problems("Ход Zed: 20 жизней", "ru", nouns, OWN)


JS = Path(__file__).resolve().parents[2] / "pwa" / "js"
NOUN_FORM = re.compile(r"\bnoun_\w+?_(?:one|few|many|other):\s*\"([^\"]+)\"")
RAW_COUNT = re.compile(r"\{(\w+)\}\s+([A-Za-zА-Яа-яЁё]+)")
LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"')
# placeholders that hold a name or a time (m:ss), never a count
NAMED = {"name", "player", "who", "a", "b", "winner", "card", "opener", "picker", "first", "team"}
NAMED |= {"time", "round_left"}


def test_every_count_in_the_apps_words_goes_through_the_plural_rules():
    """A word table's sentence never puts a bare {number} before a noun the app counts ("{n}
    карт" says "21 карт"): it writes {n#card}, which takes the form the number asks for."""
    sources = {path: path.read_text(encoding="utf-8") for path in JS.rglob("*.js")}
    forms = {
        form.split()[0].lower() for text in sources.values() for form in NOUN_FORM.findall(text)
    }
    forms |= {
        f.lower() for lang in PLAIN_NOUNS.values() for noun in lang.values() for f in noun.values()
    }
    bare = [
        f"{path.relative_to(JS)}: {match.group(0)!r}"
        for path, text in sources.items()
        for literal in LITERAL.findall(text)
        for match in RAW_COUNT.finditer(literal)
        if match.group(2).lower() in forms and match.group(1) not in NAMED
    ]
    assert not bare, "\n".join(bare)

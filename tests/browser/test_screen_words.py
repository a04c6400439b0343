"""The screen scan of test_russian_reads_as_russian.py fails on planted mistakes: each line
below is one a screen once showed (or could), and each must be found; the right line next to
it must pass."""

from __future__ import annotations

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

"""What a screen's visible text must not hold, in the player's language: English words inside
a Russian screen, a number with the wrong plural form of a noun the app counts ("2 карт",
"1 cards"), a plural written as a hedge ("card(s)", "карт(ы)") and the "&" that joins a team
in English ("Аня & Боря выбирает": a Russian team is "Аня и Боря" and takes a plural verb).

Pure text checks, so the planted mistakes of test_screen_words.py prove they can fail."""

from __future__ import annotations

import re

LATIN_WORD = re.compile(r"(?<![\w/.@-])[A-Za-z][A-Za-z'’]+(?![\w/.@-])")
NUMBER_THEN_WORD = re.compile(r"(?<![\d.:,/-])(\d+)[ \u00a0]+([A-Za-zА-Яа-яЁё]+)")
HEDGED_PLURAL = re.compile(r"\w\((?:s|es|а|ы|ов|ей|и|я|ев)\)")
# Latin a Russian screen shows on purpose: the language switch (EN, RU, English), file types,
# the QR code's name, products whose names are not translated (Unstable, Planechase) and the
# Hellscube's own words (the basic Nebula, the colour Pickle), never printed in Russian, and
# the event server's software (CouchDB, PouchDB), which has no Russian name.
LATIN_ALLOWED = {
    w.lower()
    for w in ("EN", "RU", "English", "QR", "CSV", "JSON", "PNG", "PDF")
    + ("Unstable", "Planechase", "Nebula", "Pickle", "CouchDB", "PouchDB")
}
# a web address is an address in every language (the event server's, typed or as an example)
WEB_ADDRESS = re.compile(r"https?://\S*")


# Nouns a sentence may count without the app's plural helper, by category, besides the
# app's own noun tables (which the walk reads from the page)
PLAIN_NOUNS = {
    "en": {
        "minute": {"one": "minute", "other": "minutes"},
        "second": {"one": "second", "other": "seconds"},
        "game": {"one": "game", "other": "games"},
        "win": {"one": "win", "other": "wins"},
    },
    "ru": {
        "минута": {"one": "минута", "few": "минуты", "many": "минут"},
        "секунда": {"one": "секунда", "few": "секунды", "many": "секунд"},
        "игра": {"one": "игра", "few": "игры", "many": "игр"},
        "победа": {"one": "победа", "few": "победы", "many": "побед"},
        "ход": {"one": "ход", "few": "хода", "many": "ходов"},
        "очко": {"one": "очко", "few": "очка", "many": "очков"},
        "игрок": {"one": "игрок", "few": "игрока", "many": "игроков"},
        "карта": {"one": "карта", "few": "карты", "many": "карт"},
        "раунд": {"one": "раунд", "few": "раунда", "many": "раундов"},
        "место": {"one": "место", "few": "места", "many": "мест"},
    },
}


def plural_category(n: int, lang: str) -> str:
    """The CLDR plural category of a whole number (as Intl.PluralRules gives it)."""
    if lang == "en":
        return "one" if n == 1 else "other"
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "few"
    return "many"


def foreign_words(text: str, allowed: set[str]) -> list[str]:
    """Latin words of a Russian screen that are not the players' own (names, card names)."""
    own = WEB_ADDRESS.sub(" ", text)
    for name in sorted(allowed, key=len, reverse=True):
        own = own.replace(name, " ")
    return [w for w in LATIN_WORD.findall(own) if w.lower() not in LATIN_ALLOWED and len(w) > 1]


def wrong_plurals(text: str, lang: str, nouns: dict[str, dict[str, str]]) -> list[str]:
    """Numbers followed by a form of a counted noun that is not the form for that number.

    ``nouns`` maps each noun to its forms by plural category in this language ({"one": "карта",
    "few": "карты", "many": "карт"}); a word that is a form of a noun is checked against the
    form the number asks for."""
    found = []
    for match in NUMBER_THEN_WORD.finditer(text):
        number, word = int(match.group(1)), match.group(2)
        for forms in nouns.values():
            if word.lower() in {f.lower() for f in forms.values()}:
                wanted = forms.get(plural_category(number, lang), forms.get("other", ""))
                if word.lower() != wanted.lower():
                    found.append(match.group(0))
                break
    return found


# A Russian verb in the neuter ("добавлено", "осталось") before a number that takes the
# singular: the noun then is the subject and the verb agrees with it ("добавлена 1 сессия",
# "осталась 21 карта"), so the sentence needs another shape ("Добавлено: 1 сессия").
NEUTER_BEFORE_ONE = re.compile(r"\b[а-яё]+(?:но|ло|лось)\s+(\d+)\s+[а-яё]+")


def neuter_before_one(text: str, lang: str) -> list[str]:
    if lang != "ru":
        return []
    return [
        m.group(0)
        for m in NEUTER_BEFORE_ONE.finditer(text)
        if plural_category(int(m.group(1)), lang) == "one"
    ]


def team_ampersand(text: str, lang: str) -> list[str]:
    """A Russian sentence that joins names with "&"."""
    if lang != "ru":
        return []
    return re.findall(r"\w+ & \w+(?: [а-яё]+)?", text)


# A team of two names followed by a verb in the singular: "Ann & Bob chooses", "Аня и Боря
# выбирает" (the Russian verbs the app says of a player end so: -ет, -ит, -ется, -ётся, -ится)
SINGULAR_AFTER_TEAM = {
    "en": re.compile(r"\b[A-Z]\w* & [A-Z]\w* (?:chooses|concedes|wins|goes|has|is|takes|draws)\b"),
    "ru": re.compile(r"\b[А-ЯЁ]\w* (?:и|&) [А-ЯЁ]\w* [а-яё]+(?:ет|ит|ется|ётся|ится)\b"),
}


def team_singular(text: str, lang: str) -> list[str]:
    """A team named by two names that takes a singular verb."""
    return SINGULAR_AFTER_TEAM[lang].findall(text)


def problems(text: str, lang: str, nouns, allowed: set[str]) -> list[str]:
    """Every mistake of one screen's text, as short quotes."""
    found = [f"plural: {q!r}" for q in wrong_plurals(text, lang, nouns)]
    found += [f"hedged plural: {q!r}" for q in HEDGED_PLURAL.findall(text)]
    found += [f"team with a singular verb: {q!r}" for q in team_singular(text, lang)]
    found += [f"verb before a count of one: {q!r}" for q in neuter_before_one(text, lang)]
    if lang == "ru":
        found += [f"English: {w!r}" for w in foreign_words(text, allowed)]
        found += [f"team with &: {q!r}" for q in team_ampersand(text, lang)]
    return found

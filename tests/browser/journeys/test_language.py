"""Players read sentences, not engine names (issue 11, items 6 and 7): every error code the
engine can raise and every action type has words in English and in Russian, and no history
line or refusal shows an action's or field's name, "null", "undefined", a placeholder, or
English inside Russian. Walks the engine's own lists, so a new error class or action type
without its words fails here."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
from pathlib import Path

import pytest

import engine
from engine.errors import EngineError
from engine.registry import ACTIONS

from .table_steps import open_app

pytestmark = pytest.mark.browser

SAVED = Path(__file__).resolve().parents[2] / "engine" / "saved_logs"
RAW = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
LATIN_WORD = re.compile(r"\b[A-Za-z]{4,}\b")
# Latin words a Russian line may hold besides what the players typed (card, room and zone
# names come from the action itself and are taken out before the check)
LATIN_ALLOWED = {"Unstable"}


def typed(value) -> list[str]:
    """Every text the action carries (names the players typed, cards), longest first."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return sorted((t for v in value.values() for t in typed(v)), key=len, reverse=True)
    if isinstance(value, list):
        return sorted((t for v in value for t in typed(v)), key=len, reverse=True)
    return []


# Examples of the actions this release added (the saved logs hold every older type).
EXTRA = [
    {"type": "concede", "player": 1},
    {"type": "set_day_night", "value": "night"},
    {"type": "adjust_storm", "delta": 2},
    {"type": "ring_tempts", "player": 0},
    {"type": "set_speed", "player": 0, "speed": 2},
    {"type": "venture", "player": 0, "dungeon": "undercity", "room": "Trapped Entry"},
    {"type": "set_color", "player": 0, "color": "teal"},
    {"type": "set_partner", "player": 0},
    {"type": "commander_cast", "player": 0},
    {"type": "hell_make_token", "card": 3},
    {"type": "hell_dismiss_offer", "card": 2},
    {"type": "clock_time_after_pass"},
    {"type": "draft_leave", "seat": 1},
    {
        "type": "tournament_result",
        "round": 1,
        "player": "Ann",
        "result": [1, 0, 0],
        "agreed_draw": True,
    },
    {"type": "clock_time_called", "at": 1, "passed": True},
    {"type": "contraptions_upkeep_forgotten", "player": 0, "dice": [4]},
    {"type": "hell_deal_opening_forgotten", "count": 2},
    {"type": "match_penalty_turns", "side": "b", "turns": 2},
    {"type": "tournament_reenter", "player": "Cid"},
    {"type": "tournament_result_correction", "round": 2, "player": "Ann", "result": [0, 2, 0]},
    {"type": "tournament_tables", "tables": [["Ann", "Bob"], ["Cid", "Dan"]]},
    {"type": "tournament_teams", "teams": [["Ann", "Bob"], ["Cid", "Dan"]]},
    {"type": "tournament_team_result", "round": 1, "team": "Owls", "seats": [[2, 0, 0], [0, 2, 0]]},
]


def error_codes() -> list[str]:
    for module in pkgutil.walk_packages(engine.__path__, "engine."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    return sorted({cls.code for cls in subclasses(EngineError)})


def example_actions() -> dict[str, dict]:
    examples: dict[str, dict] = {}
    for log in sorted(SAVED.glob("*.jsonl")):
        for line in log.read_text(encoding="utf-8").splitlines()[1:]:
            action = json.loads(line)
            examples.setdefault(action["type"], action)
    for action in EXTRA:
        examples.setdefault(action["type"], action)
    return examples


def test_every_action_type_has_an_example_here():
    missing = sorted(set(ACTIONS) - set(example_actions()))
    assert not missing, f"add an example of {missing} to EXTRA (or a saved log)"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_action_reads_as_a_sentence(server, page, lang):
    open_app(page, server.url)
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
    examples = example_actions()
    lines = page.evaluate(
        """([lang, actions, names]) => {
      window.tkTexts.setLang(lang);
      return actions.map((action) => [action.type, window.tkTexts.describe({ action, names, undone: false })]);
    }""",
        [lang, list(examples.values()), names],
    )
    bad = []
    for kind, line in lines:
        problems = [p for p in ("null", "undefined", "NaN", "{", "}", "[object") if p in line]
        fallback = line == kind.replace("_", " ") or line.endswith(": " + kind.replace("_", " "))
        if RAW.search(line) or fallback or problems or not line.strip():
            bad.append(f"{kind}: {line!r}")
        if lang == "ru":
            own = line
            for text in typed(examples[kind]) + names:
                own = own.replace(text, "")
            foreign = [w for w in LATIN_WORD.findall(own) if w not in LATIN_ALLOWED]
            if foreign:
                bad.append(f"{kind}: English in Russian {foreign}: {line!r}")
    assert not bad, "\n".join(bad)


def test_every_refusal_has_words_in_both_languages(server, page):
    open_app(page, server.url)
    tables = page.evaluate("() => window.tkTexts.errorTexts()")
    for lang in ("en", "ru"):
        missing = [code for code in error_codes() if code not in tables[lang]]
        assert not missing, f"no {lang} text for {missing}"
    # a refusal whose engine sentence names an action or a field reads as the code's words
    shown = page.evaluate(
        """(codes) => ["en", "ru"].flatMap((lang) => {
      window.tkTexts.setLang(lang);
      return codes.map((code) => [lang, code,
        window.tkTexts.errorText({ error: code, message: "adjust_counter: the field starting_life is off" })]);
    })""",
        error_codes(),
    )
    bad = [
        f"{lang} {code}: {text!r}"
        for lang, code, text in shown
        if RAW.search(text) or not text or (lang == "ru" and LATIN_WORD.search(text))
    ]
    assert not bad, "\n".join(bad)


def test_counts_take_the_plural_form_of_the_language(server, page):
    """Item 7: plural forms through Intl.PluralRules: 1 карта, 2 карты, 5 карт; 1 card, 2 cards."""
    open_app(page, server.url)
    said = page.evaluate("""() => ["en", "ru"].map((lang) => {
      window.tkTexts.setLang(lang);
      return [1, 2, 5, 11, 21, 22].map((n) => window.tkTexts.counted(n, "card"));
    })""")
    assert said[0] == ["1 card", "2 cards", "5 cards", "11 cards", "21 cards", "22 cards"]
    assert said[1] == ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты"]

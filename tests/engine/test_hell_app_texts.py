"""The Hell screen speaks sentences: every Hell action has a history line and every Hell
refusal a Russian text (English shows the engine's own sentence), in both languages.

Read from the view's source, so a new action or error without its words fails here."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from engine.hell import errors as hell_errors
from engine.registry import ACTIONS as REGISTRY

ROOT = Path(__file__).resolve().parents[2]
HELL_VIEW = ROOT / "pwa" / "js" / "hell"


def _hell_action_types() -> set[str]:
    return {
        name
        for name, cls in REGISTRY.items()
        if cls.__module__.startswith("engine.hell.") and cls.__module__.endswith("_actions")
    }


def _block(text: str, language: str) -> str:
    start = text.index(f"  {language}: {{\n")
    return text[start : text.index("\n  },\n", start)]


def test_the_hell_actions_are_found():
    """The Hell actions live in one module per concept; every one of them is checked below."""
    found = _hell_action_types()
    assert {"hell_setup", "hell_deal_opening", "hell_draw", "hell_move", "hell_end_game"} <= found
    assert len(found) == 27


def test_every_hell_action_has_a_history_sentence():
    history = (HELL_VIEW / "history.js").read_text(encoding="utf-8")
    described = set(re.findall(r"^  (\w+): \(", history, flags=re.MULTILINE))
    missing = _hell_action_types() - described
    assert not missing, f"no history line for {sorted(missing)}"
    en, ru = _block(history, "en"), _block(history, "ru")
    keys_en = set(re.findall(r"^    (hh_\w+):", en, flags=re.MULTILINE))
    keys_ru = set(re.findall(r"^    (hh_\w+):", ru, flags=re.MULTILINE))
    assert keys_en == keys_ru
    used = set(re.findall(r"t\(\"(hh_\w+)\"", history))
    assert used <= keys_en, sorted(used - keys_en)


def test_every_hell_error_has_a_russian_text():
    strings = (HELL_VIEW / "refusals.js").read_text(encoding="utf-8")
    errors_block = strings[strings.index("export const HELL_ERRORS") :].split("en: {", 1)[0]
    codes = {
        cls.code
        for _, cls in inspect.getmembers(hell_errors, inspect.isclass)
        if cls.__module__ == hell_errors.__name__
    }
    missing = {
        code for code in codes if not re.search(rf"^  {code}: \"", errors_block, flags=re.MULTILINE)
    }
    assert not missing, f"no Russian text for {sorted(missing)}"


def test_english_refusals_name_no_action():
    """A refusal the English screen shows is the engine's sentence: it must not send the
    player to an action's name (hell_resolve, hell_end_game ...)."""
    source = (ROOT / "engine" / "hell" / "actions.py").read_text(encoding="utf-8")
    messages = re.findall(r"raise errors\.\w+\(\s*((?:f?\"[^\"]*\"\s*)+)", source)
    offending = [
        m
        for m in messages
        if re.search(r"\b(hell|stack|sideboard)_[a-z_]+\b", m) and "hell_library" not in m
    ]
    assert not offending, offending


def test_every_hell_screen_word_exists_in_both_languages():
    strings = (HELL_VIEW / "strings.js").read_text(encoding="utf-8")
    en, ru = _block(strings, "en"), _block(strings, "ru")
    keys_en = set(re.findall(r"^    (\w+):", en, flags=re.MULTILINE))
    keys_ru = set(re.findall(r"^    (\w+):", ru, flags=re.MULTILINE))
    assert keys_en == keys_ru, (sorted(keys_en - keys_ru), sorted(keys_ru - keys_en))
    reasons = (HELL_VIEW / "verdict-reasons.js").read_text(encoding="utf-8")
    codes = set(
        re.findall(
            r"^  (\w+): \(_?p", reasons[reasons.index("const REASONS_RU") :], flags=re.MULTILINE
        )
    )
    verdict = (ROOT / "engine" / "hell" / "verdict.py").read_text(encoding="utf-8")
    engine_codes = set(re.findall(r"HellVerdict\(\w+, \w+, \"(\w+)\"", verdict))
    assert engine_codes and engine_codes <= codes, sorted(engine_codes - codes)

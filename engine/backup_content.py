"""What a backup restores beside its sessions, held to what the app itself would keep.

A backup's settings, recent players and card pool names go straight into the phone's
storage, and the screens read them back as the app's own.  A file is made by anyone (the
previous release's backups carry no checksum at all, and a checksum is no signature anyway),
so each is held to what the app offers before anything is restored:

- a setting to the values its screen offers (pwa/js/carry/backup.js lists the settings a
  backup carries: the language, the settle time of life taps, the turn timer, the draft's
  own timer), and only those settings;
- a recent player's name to the engine's limit for a player's name (engine/names.py), their
  colour to the seat palette (engine/players.py), the list to the twelve the start screen
  keeps;
- a card pool's name to the length and characters of a name.

Anything else refuses the whole file (:class:`engine.errors.TableFileBadSetting`,
:class:`engine.errors.TableFileBadName`): nothing is half restored.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine import errors
from engine.names import POOL_NAME_LENGTH, check_name
from engine.players import SEAT_COLORS

RECENT_MAX = 12  # pwa/js/table/seat-colors.js's RECENT_MAX
SETTLE_MAX_MS = 5000  # the settings screen's 0 to 5 seconds (pwa/js/table/tool-sheets.js)
# what JavaScript's String(number) writes for a number from 0 up ("1100.0000000000002" when
# 1.1 seconds was typed, "1e-7" for a tiny one)
_NUMBER = re.compile(r"\d{1,16}(\.\d{1,20})?(e[-+]?\d{1,3})?")


def _settle(value: str) -> bool:
    return bool(_NUMBER.fullmatch(value)) and float(value) <= SETTLE_MAX_MS


# each setting a backup may carry (its localStorage key) and the values its screen stores
SETTINGS: dict[str, Callable[[str], bool]] = {
    "tk-lang": lambda value: value in ("en", "ru"),
    "tk-settle-ms": _settle,
    "tk-turn-timer": lambda value: value in ("0", "1"),
    "tk-draft-auto": lambda value: value in ("0", "1"),
}


def check_content(document: dict[str, Any]) -> None:
    """Refuse the backup when a setting, a recent player or a pool's name is not one the app
    would keep."""
    check_settings(document.get("settings", {}))
    check_recent(document.get("recent", []))
    pools = document.get("pools", [])
    if isinstance(pools, list):
        for entry in pools:
            if isinstance(entry, dict) and "name" in entry:
                check_name(entry["name"], "a card pool's name", POOL_NAME_LENGTH)


def check_settings(settings: Any) -> None:
    if not isinstance(settings, dict):
        raise errors.TableFileBadSetting(
            "the backup's settings are not of the right shape", setting=""
        )
    for key, value in settings.items():
        allowed = SETTINGS.get(key)
        if allowed is None:
            raise errors.TableFileBadSetting(
                f"the backup holds a setting the app has not: {key[:40]!r}", setting=""
            )
        if not isinstance(value, str) or not allowed(value):
            raise errors.TableFileBadSetting(
                f"the backup's setting {key} is {str(value)[:40]!r}, not a value its screen offers",
                setting=key,
            )


def check_recent(recent: Any) -> None:
    if not isinstance(recent, list) or len(recent) > RECENT_MAX:
        raise errors.TableFileBadSetting(
            f"the backup's recent players are not a list of at most {RECENT_MAX}",
            setting="tk-recent-players",
        )
    for entry in recent:
        if not isinstance(entry, dict) or set(entry) - {"name", "color"}:
            raise errors.TableFileBadSetting(
                "a recent player in the backup is not of the right shape",
                setting="tk-recent-players",
            )
        check_name(entry.get("name"), "a recent player's name")
        color = entry.get("color")
        if color is not None and color not in SEAT_COLORS:
            raise errors.TableFileBadSetting(
                f"a recent player's colour {str(color)[:40]!r} is not one of the seat colours",
                setting="tk-recent-players",
            )

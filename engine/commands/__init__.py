"""The command line (``python -m engine COMMAND ...``): one module per command.

Each command module defines ``register(subparsers)``, which adds its sub-parser and sets
``func`` to a callable taking the parsed arguments and returning the exit code.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from types import ModuleType


# Module names under engine.commands, in the order ``--help`` lists them.
COMMAND_MODULES = [
    "replay",
    "public_log",
    "actions",
    "import_pool",
    "verdict",
    "standings",
    "pair",
    "plan",
]


def load_all() -> list[ModuleType]:
    return [importlib.import_module(f"engine.commands.{name}") for name in COMMAND_MODULES]

"""What a format's state kept on the table or the game (the Hell library, the sprockets, a
draft, an event) offers the rest of the engine: its JSON snapshot for ``state()``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol


class Feature(Protocol):
    def state(self) -> Mapping[str, object]: ...

"""Card pictures: a pool keeps a card's image address only when it is on
a host the app may keep pictures from; any other address is dropped at import, so the app
never asks another host for anything.  The Hellfall registry's pictures are all on
``lh3.googleusercontent.com``."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

IMAGE_HOSTS = ("lh3.googleusercontent.com",)


def allowed_image(address: Any) -> str:
    """``address`` when it is an https address on an allowed host, else ""."""
    if not isinstance(address, str) or len(address) > 2000:
        return ""
    try:
        parts = urlsplit(address.strip())
    except ValueError:
        return ""
    if parts.scheme != "https" or parts.hostname not in IMAGE_HOSTS or parts.username or parts.port:
        return ""
    return address.strip()

"""The install manifest (issue 24, item 16): screenshots that exist at the sizes it says (the
built app's, in assets/), and shortcuts to screens the app routes on (pwa/js/launch.js)."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = json.loads((ROOT / "assets" / "manifest.webmanifest").read_text(encoding="utf-8"))


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_screenshots_exist_at_the_sizes_the_manifest_says_and_stay_modest():
    shots = MANIFEST["screenshots"]
    assert len(shots) >= 2 and all(s["form_factor"] == "narrow" and s["label"] for s in shots)
    for shot in shots:
        path = ROOT / shot["src"]
        width, height = png_size(path)
        assert shot["sizes"] == f"{width}x{height}"
        assert (
            320 <= width <= 3840
            and 320 <= height <= 3840
            and max(width, height) / min(width, height) <= 2.3
        )
        assert path.stat().st_size < 120_000, f"{path.name} is {path.stat().st_size:,} bytes"


def test_shortcuts_lead_to_screens_the_app_routes_on():
    routed = re.search(
        r"LAUNCH_TARGETS = \[([^\]]*)\]", (ROOT / "pwa/js/launch.js").read_text(encoding="utf-8")
    )
    targets = re.findall(r'"([a-z-]+)"', routed.group(1))
    shortcuts = MANIFEST["shortcuts"]
    assert [s["name"] for s in shortcuts] == ["New game", "Dice", "Tournament"]
    assert [s["url"] for s in shortcuts] == [f"./#{t}" for t in targets]
    for shortcut in shortcuts:
        assert all((ROOT / icon["src"]).is_file() for icon in shortcut["icons"])

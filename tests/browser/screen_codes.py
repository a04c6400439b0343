"""A QR code as a camera pointed at the screen reads it: the screen round the code, shot and
decoded by the app's own reader (window.tkDecodeScreenshot), never read from its canvas."""

from __future__ import annotations

import base64


def shoot_and_decode(page, testid: str):
    """The code brought to the middle of the screen and shot with 16 px of screen round it.
    Returns what the reader found (text, version, corners in the shot's pixels), the code's
    box and the shot's clip, both in CSS pixels; fails if nothing can be read."""
    code = page.get_by_test_id(testid)
    code.evaluate("(c) => c.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(200)
    box = code.bounding_box()
    view = page.viewport_size
    clip = {"x": max(0.0, box["x"] - 16), "y": max(0.0, box["y"] - 16)}
    clip["width"] = min(view["width"] - clip["x"], box["width"] + 32)
    clip["height"] = min(view["height"] - clip["y"], box["height"] + 32)
    shot = base64.b64encode(page.screenshot(clip=clip)).decode()
    found = page.evaluate("(png) => window.tkDecodeScreenshot(png)", shot)
    assert found, f"{testid} cannot be read from a screenshot"
    return found, box, clip

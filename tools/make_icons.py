#!/usr/bin/env python3
"""Draw the app icons (a d20 on a dark ground) as PNG files, standard library only.

    python tools/make_icons.py      # writes assets/icon-192.png, icon-512.png, icon-maskable-512.png

The drawing is analytic (signed distances, one sample per pixel with a one-pixel soft edge),
so the icons are crisp at any size and the output is deterministic. The maskable icon fills
the whole square with the ground colour and keeps the die inside the central 80% safe zone.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"

GROUND = (20, 22, 27)  # #14161b, the app's dark theme
DIE = (176, 38, 38)  # the die's outer faces
FACE = (226, 78, 64)  # the central face
EDGE = (20, 22, 27)  # the edges between faces
HIGHLIGHT = (245, 200, 120)  # the pip in the middle of the central face


def png(width: int, height: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGBA PNG from rows of width*4 bytes."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def segment_distance(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax, by - ay
    t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def polygon_sdf(px: float, py: float, pts: list[tuple[float, float]]) -> float:
    """Signed distance to a convex polygon given clockwise in screen space (negative inside)."""
    inside = True
    best = math.inf
    n = len(pts)
    for i in range(n):
        ax, ay = pts[i]
        bx, by = pts[(i + 1) % n]
        best = min(best, segment_distance(px, py, ax, ay, bx, by))
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            inside = False
    return -best if inside else best


def coverage(sdf: float) -> float:
    return 0.0 if sdf >= 0.5 else 1.0 if sdf <= -0.5 else 0.5 - sdf


def blend(
    under: tuple[float, ...], colour: tuple[int, int, int], alpha: float
) -> tuple[float, ...]:
    """Composite ``colour`` at ``alpha`` over a premultiplied RGBA pixel (colours 0-255, alpha 0-1)."""
    r, g, b, a = under
    return (
        colour[0] * alpha + r * (1 - alpha),
        colour[1] * alpha + g * (1 - alpha),
        colour[2] * alpha + b * (1 - alpha),
        alpha + a * (1 - alpha),
    )


def draw(size: int, maskable: bool) -> bytes:
    c = size / 2
    # Die radius: the maskable icon's safe zone is a circle of radius 0.4*size.
    radius = size * (0.36 if maskable else 0.41)
    corner = size * 0.22  # rounded ground of the ordinary icon
    edge_half = max(size * 0.012, 0.9)

    hexagon = [
        (c + radius * math.cos(math.radians(a)), c - radius * math.sin(math.radians(a)))
        for a in (90, 30, -30, -90, -150, 150)
    ]  # clockwise on screen: top, right..., left
    top, upper_right, lower_right, bottom, lower_left, upper_left = hexagon
    # Central face: an upward triangle, as a d20 seen face on.
    apex = (c, c - radius * 0.50)
    base_right = (c + radius * 0.50, c + radius * 0.38)
    base_left = (c - radius * 0.50, c + radius * 0.38)
    triangle = [apex, base_right, base_left]
    edges = [
        (apex, base_right),
        (base_right, base_left),
        (base_left, apex),
        (apex, top),
        (apex, upper_right),
        (apex, upper_left),
        (base_right, upper_right),
        (base_right, lower_right),
        (base_right, bottom),
        (base_left, upper_left),
        (base_left, lower_left),
        (base_left, bottom),
    ]
    pip = (c, c + radius * 0.09)
    pip_r = radius * 0.09

    rows = []
    for y in range(size):
        row = bytearray()
        py = y + 0.5
        for x in range(size):
            px = x + 0.5
            pixel: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)
            if maskable:
                pixel = (*map(float, GROUND), 1.0)
            else:
                # rounded square ground
                qx = max(abs(px - c) - (c - corner), 0.0)
                qy = max(abs(py - c) - (c - corner), 0.0)
                ground = math.hypot(qx, qy) - corner
                pixel = blend(pixel, GROUND, coverage(ground))
            d_hex = polygon_sdf(px, py, hexagon)
            if d_hex < 0.5 + edge_half:
                pixel = blend(pixel, DIE, coverage(d_hex))
                pixel = blend(pixel, FACE, coverage(polygon_sdf(px, py, triangle)))
                d_edge = min(segment_distance(px, py, *a, *b) for a, b in edges) - edge_half
                pixel = blend(pixel, EDGE, coverage(d_edge) * coverage(d_hex - edge_half))
                d_pip = math.hypot(px - pip[0], py - pip[1]) - pip_r
                pixel = blend(pixel, HIGHLIGHT, coverage(d_pip))
            r, g, b, a = pixel
            if a > 0:
                row += bytes(
                    (
                        min(255, round(r / a)),
                        min(255, round(g / a)),
                        min(255, round(b / a)),
                        round(a * 255),
                    )
                )
            else:
                row += b"\x00\x00\x00\x00"
        rows.append(bytes(row))
    return png(size, size, rows)


ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
}


def main() -> int:
    ASSETS.mkdir(exist_ok=True)
    for name, (size, maskable) in ICONS.items():
        data = draw(size, maskable)
        (ASSETS / name).write_bytes(data)
        print(f"wrote assets/{name} ({size}x{size}, {len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

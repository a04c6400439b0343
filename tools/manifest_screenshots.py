#!/usr/bin/env python3
"""The install sheet's screenshots (the manifest's "screenshots"): the built app as a phone
shows it, written to ``assets/`` (``make manifest-screenshots``; commit the PNGs).

    python tools/manifest_screenshots.py

Chrome on Android shows its richer install sheet only when the manifest has screenshots.
Three, at 360x740 and one CSS pixel a pixel (modest files): a Commander table in play, the
life chart at a game's end, a Swiss round's pairings. Invented names, English. Rebuild
(``make build``) first; rebuild again afterwards so the site carries the new pictures.
"""

from __future__ import annotations

import shutil
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import serve

READY = "() => document.body.dataset.ready === '1'"
SETTLED = "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
SIZE = {"width": 360, "height": 740}
# name in assets/ -> what it shows (the manifest's "label")
SCREENSHOTS = {
    "screenshot-table.png": "A Commander table of four: life, turn and counters",
    "screenshot-life-chart.png": "The life chart at the end of a game",
    "screenshot-tournament.png": "A Swiss tournament's round",
}


def table(page) -> None:
    page.get_by_test_id("count-4").tap()
    for seat, name in enumerate(["Ann", "Bob", "Cid", "Dan"]):
        page.get_by_test_id(f"name-{seat}").fill(name)
    page.get_by_test_id("format").select_option("commander")
    page.get_by_test_id("start-game").tap()
    page.get_by_test_id("player-3").wait_for()
    for seat, taps in ((0, 7), (1, 3), (2, 12), (3, 1)):
        for _ in range(taps):
            page.get_by_test_id(f"life-{seat}-minus").tap()
        page.get_by_test_id("next-turn").tap()
    page.wait_for_function(SETTLED)
    page.wait_for_timeout(1500)


def life_chart(page) -> None:
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("winner-select").select_option("3")
    page.get_by_test_id("end-game").tap()
    page.get_by_test_id("end-game-confirm-ok").tap()  # players still in it: it asks
    page.wait_for_function(SETTLED)
    page.get_by_test_id("over-life-chart").tap()
    page.get_by_test_id("life-chart").locator("canvas").wait_for()
    page.wait_for_timeout(500)


def tournament(page) -> None:
    page.keyboard.press("Escape")
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-tournament").tap()
    page.get_by_test_id("t-players").fill("Ann\nBob\nCid\nDan\nEve\nFay\nGus\nHal")
    page.get_by_test_id("t-create").tap()
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-1-4").wait_for()
    page.wait_for_function(SETTLED)
    page.wait_for_timeout(300)


def main() -> int:
    site = ROOT / "build" / "site"
    if not (site / "index.html").is_file():
        print("build/site is missing: run `make build`", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    server = serve.make_server(site, "127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as pw:
        chromium = shutil.which("chromium") or "/usr/bin/chromium"
        browser = pw.chromium.launch(
            executable_path=chromium if Path(chromium).exists() else None,
            args=["--no-sandbox", "--disable-gpu"],
        )
        page = browser.new_context(
            viewport=SIZE,
            device_scale_factor=1,
            is_mobile=True,
            has_touch=True,
            service_workers="block",
        ).new_page()
        page.set_default_timeout(30_000)
        page.goto(url)
        page.wait_for_function(READY, timeout=60_000)
        page.get_by_test_id("lang-en").tap()
        for (name, _), step in zip(SCREENSHOTS.items(), (table, life_chart, tournament)):
            step(page)
            page.screenshot(path=str(ROOT / "assets" / name))
            print(f"wrote assets/{name}, {(ROOT / 'assets' / name).stat().st_size:,} bytes")
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

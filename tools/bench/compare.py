#!/usr/bin/env python3
"""Lever by lever: the variants of ``variants.py`` and the floor page, measured in turn (round
robin, so that all of them see the same machine), warm offline starts and the first visit.

    python tools/bench/variants.py
    .venv/bin/python tools/bench/compare.py [--rounds 6] [--rate 1]

Prints, per variant: first-visit bytes, then medians of the warm offline start to the table
painted and to interactive, with the ratio of the latter to the floor's warm start.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import harness as run
from floor import FLOOR, build_floor
from startup import Bench
from variants import OUT


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--rate", type=float, default=1)
    parser.add_argument(
        "variants", nargs="*", help="names under build/bench-variants (default: all)"
    )
    args = parser.parse_args(argv)
    sites = sorted(p for p in OUT.iterdir() if (p / "index.html").is_file()) if OUT.is_dir() else []
    if args.variants:
        sites = [p for p in sites if p.name in args.variants]
    if not sites:
        print("no variants: run tools/bench/variants.py first", file=sys.stderr)
        return 1
    build_floor(FLOOR)
    from playwright.sync_api import sync_playwright

    servers = {site.name: run.Server(site) for site in sites}
    floor = run.Server(FLOOR)
    results = {name: {"table": [], "ready": [], "bytes": None} for name in servers}
    floor_warm: list[float] = []

    class Options:
        runs = 1
        taps = 1

    with sync_playwright() as pw:
        browser = run.launch_chromium(pw)
        contexts = {}
        for name, server in servers.items():
            bench = Bench(browser, server, floor, Options)
            ctx = bench.context()
            server.counter.reset()
            page, _, _ = bench.visit(ctx, server.url, 1, start=True)
            page.wait_for_function(run.SW_CONTROLLING, timeout=run.TIMEOUT_MS)
            page.get_by_test_id("count-4").click()
            page.get_by_test_id("start-game").click()
            page.wait_for_function(run.SETTLED)
            page.wait_for_timeout(300)
            results[name]["bytes"] = server.counter.bytes
            bench.wait_snapshot(page)
            page.close()
            ctx.set_offline(True)
            contexts[name] = (bench, ctx, server)
        floor_bench = Bench(browser, floor, floor, Options)
        floor_ctx = floor_bench.context()
        page, _, _ = floor_bench.visit(floor_ctx, floor.url, 1)
        page.close()
        for _ in range(args.rounds):
            page, _, marks = floor_bench.visit(floor_ctx, floor.url, args.rate)
            floor_warm.append(marks["readyFrame"])
            page.close()
            for name, (bench, ctx, server) in contexts.items():
                page, _, marks = bench.visit(ctx, server.url, args.rate, table=True)
                results[name]["table"].append(marks["tableFrame"])
                results[name]["ready"].append(marks["readyFrame"])
                page.wait_for_function(run.SETTLED)
                page.close()
        browser.close()
    fl = statistics.median(floor_warm)
    print(f"CPU {args.rate:g}x, {args.rounds} rounds; floor (stock page, second visit): {fl:.2f} s")
    print(
        f"{'variant':<12} {'first visit':>12} {'warm → table':>13} {'warm → interactive':>19} {'/floor':>7}"
    )
    for name, r in results.items():
        table, ready = statistics.median(r["table"]), statistics.median(r["ready"])
        print(
            f"{name:<12} {r['bytes'] / 1e6:>9.1f} MB {table:>11.2f} s {ready:>17.2f} s {ready / fl:>7.2f}"
        )
    for server in [*servers.values(), floor]:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

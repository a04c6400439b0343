#!/usr/bin/env python3
"""Two or more built sites, warm offline starts in pairs: for telling apart changes of 10-30 ms
on a shared machine whose load moves more than that between runs.

    .venv/bin/python tools/bench/paired.py build/site /tmp/variant [--starts 30] [--rate 1]
    .venv/bin/python tools/bench/paired.py @80f3459 build/site     # a release built from git beside this

Each site gets one phone-sized context, prepared as the bench prepares it (a four-player game
stored, the start-up snapshot kept, then offline). Then the starts alternate site by site, the
order reversed every round, so that each pair of starts sees the same load. Prints, per site,
the medians and means of "table painted" and "interactive" (run.py's in-page marks), how
many of its starts beat the first site's start of the same round, the median of the pairs'
ratios with its 90% interval (``pairs.py``: an interval that holds 1 is level), and how many restored
Python from the snapshot (a start that did not is not measuring what it seems to).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import harness as run
import pairs
from release_site import site_argument

RESTORED = "restored from its start-up snapshot"
BOTH_MARKS = (
    "() => window.__tkBench && window.__tkBench.readyFrame !== null"
    " && window.__tkBench.tableFrame !== null"
)


def prepared_context(browser, server):
    ctx = browser.new_context(**run.PHONE)
    ctx.set_default_timeout(120_000)
    ctx.add_init_script(run.START_MARKS)
    page = ctx.new_page()
    page.goto(server.url)
    page.wait_for_function(run.SW_CONTROLLING)
    page.get_by_test_id("count-4").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("player-3").wait_for()
    page.wait_for_function(run.SETTLED)
    started = time.time()
    while not page.evaluate(run.HAS_SNAPSHOT) and time.time() - started < 60:
        page.wait_for_timeout(300)
    page.close()
    ctx.set_offline(True)
    return ctx


def one_start(ctx, server, rate: float, seen: dict) -> tuple[float, float]:
    page = ctx.new_page()

    def heard(message):
        seen["restored"] += RESTORED in message.text

    page.on("console", heard)  # (the worker's console reaches the page's too)
    if rate > 1:
        ctx.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(server.url, wait_until="commit")
    page.wait_for_function(BOTH_MARKS)
    table, ready = page.evaluate("() => [window.__tkBench.tableFrame, window.__tkBench.readyFrame]")
    page.wait_for_function(run.SETTLED)
    page.close()
    return table, ready


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "sites",
        nargs="+",
        type=site_argument,
        help="built sites, or @REV for a release built from git (the first is the one compared against)",
    )
    parser.add_argument("--starts", type=int, default=30, help="warm starts per site")
    parser.add_argument("--rate", type=float, default=1, help="CPU slowdown (4 for a phone)")
    args = parser.parse_args(argv)
    if len(args.sites) < 2:
        parser.error("give at least two sites")
    from playwright.sync_api import sync_playwright

    servers = [run.Server(site) for site in args.sites]
    figures = {site: {"table": [], "ready": [], "restored": 0} for site in args.sites}
    try:
        with sync_playwright() as p:
            executable = run.system_chromium()
            browser = (
                p.chromium.launch(executable_path=executable, args=run.CHROMIUM_ARGS)
                if executable
                else p.chromium.launch(args=run.CHROMIUM_ARGS)
            )
            contexts = [prepared_context(browser, server) for server in servers]
            for round_ in range(args.starts):
                order = list(zip(args.sites, servers, contexts))
                for site, server, ctx in order if round_ % 2 == 0 else reversed(order):
                    table, ready = one_start(ctx, server, args.rate, figures[site])
                    figures[site]["table"].append(table)
                    figures[site]["ready"].append(ready)
            browser.close()
    finally:
        for server in servers:
            server.stop()
    first = figures[args.sites[0]]
    for site in args.sites:
        f = figures[site]
        beat = {k: sum(a < b for a, b in zip(f[k], first[k])) for k in ("table", "ready")}
        within = {}
        for k in ("table", "ready"):
            low, median, high = pairs.median_interval(pairs.ratios(f[k], first[k]))
            within[k] = f"x{median:.2f} (90% {low:.2f}-{high:.2f}: {pairs.verdict(low, high)})"
        print(
            f"{site!s:24s} table painted median {statistics.median(f['table']):6.1f} ms"
            f" (mean {statistics.mean(f['table']):6.1f}), interactive median {statistics.median(f['ready']):6.1f} ms"
            f" (mean {statistics.mean(f['ready']):6.1f}); sooner than the first site: table"
            f" {beat['table']}/{args.starts}, interactive {beat['ready']}/{args.starts};"
            f" restored from the snapshot {f['restored']}/{args.starts}; pairs: table"
            f" {within['table']}, interactive {within['ready']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Two or more built sites, warm offline starts in pairs: for telling apart changes of 10-30 ms
on a shared machine whose load moves more than that between runs.

    .venv/bin/python tools/bench/paired.py build/site /tmp/variant [--installs 3] [--starts 10] [--rate 1]
    .venv/bin/python tools/bench/paired.py @80f3459 build/site     # a release built from git beside this

Each site gets one phone-sized context, prepared as the bench prepares it (a four-player game
stored, the start-up snapshot kept, then offline). Then the starts alternate site by site, the
order reversed every round, so that each pair of starts sees the same load. All of that is done
``--installs`` times on new origins, every other time in the other order: all the starts of
one install share what it left (``pairs.py``). Prints, per site,
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


def one_install(browser, sites, starts: int, rate: float, flip: bool, figures: dict) -> None:
    """Each site installed in its own new profile on a new origin (the other one first when
    ``flip``), then ``starts`` rounds of warm starts in pairs; each figure gets one list."""
    servers = [run.Server(site) for site in sites]
    got = {site: {"table": [], "ready": []} for site in sites}
    try:
        order = list(zip(sites, servers))
        contexts = {
            site: prepared_context(browser, server)
            for site, server in (reversed(order) if flip else order)
        }
        for round_ in range(starts):
            for site, server in order if (round_ % 2 == 0) != flip else reversed(order):
                table, ready = one_start(contexts[site], server, rate, figures[site])
                got[site]["table"].append(table)
                got[site]["ready"].append(ready)
        for ctx in contexts.values():
            ctx.close()
    finally:
        for server in servers:
            server.stop()
    for site in sites:
        figures[site]["table"].append(got[site]["table"])
        figures[site]["ready"].append(got[site]["ready"])


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
    parser.add_argument("--starts", type=int, default=10, help="warm starts per site and install")
    parser.add_argument(
        "--installs", type=int, default=3, help="installs of each site, each on a new origin"
    )
    parser.add_argument("--rate", type=float, default=1, help="CPU slowdown (4 for a phone)")
    args = parser.parse_args(argv)
    if len(args.sites) < 2:
        parser.error("give at least two sites")
    from playwright.sync_api import sync_playwright

    figures = {site: {"table": [], "ready": [], "restored": 0} for site in args.sites}
    with sync_playwright() as p:
        browser = run.launch_chromium(p)
        for index in range(args.installs):
            one_install(browser, args.sites, args.starts, args.rate, index % 2 == 1, figures)
        browser.close()
    first = figures[args.sites[0]]
    total = args.installs * args.starts
    print(
        f"{args.installs} install(s) of {args.starts} rounds; the interval resamples the installs,"
        " then the pairs within each (pairs.py)"
    )
    for site in args.sites:
        f = figures[site]
        flat = {k: [v for group in f[k] for v in group] for k in ("table", "ready")}
        base = {k: [v for group in first[k] for v in group] for k in ("table", "ready")}
        beat = {k: sum(a < b for a, b in zip(flat[k], base[k])) for k in ("table", "ready")}
        within = {}
        for k in ("table", "ready"):
            low, median, high, medians = pairs.by_install(f[k], first[k])
            by_install = "/".join(f"{m:.2f}" for m in medians)
            within[k] = (
                f"x{median:.2f} (90% {low:.2f}-{high:.2f}: {pairs.verdict(low, high)};"
                f" by install {by_install})"
            )
        print(
            f"{site!s:24s} table painted median {statistics.median(flat['table']):6.1f} ms"
            f" (mean {statistics.mean(flat['table']):6.1f}), interactive median"
            f" {statistics.median(flat['ready']):6.1f} ms (mean {statistics.mean(flat['ready']):6.1f});"
            f" sooner than the first site: table {beat['table']}/{total}, interactive"
            f" {beat['ready']}/{total}; restored from the snapshot {f['restored']}/{total};"
            f" pairs: table {within['table']}, interactive {within['ready']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

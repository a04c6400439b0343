#!/usr/bin/env python3
"""Start-up as a player meets it: an installed table, offline, reloaded while it is open,
beside an earlier release in the same browser.

    .venv/bin/python tools/bench/reload.py @80f3459 build/site [--installs 3] [--pairs 8] [--dwell 1.5]
    make bench BENCH_ARGS="--only reload"          # the same, from run.py, beside 80f3459

A cold start in a new tab (what ``paired.py`` and ``startup.py`` measure) does not see what
the page before a reload still does while the new one starts: its timers and idle
collections, its engine worker being torn down, its garbage, all in the same renderer. Here
both sites are installed in ONE browser context (one profile: two origins, each with its
service worker active and its start-up snapshot kept, a four-player game on the table), the
network is then off, and each round, for each site in turn (the order reversed every other
round, so that a pair sees the same load):

1. a new tab opens the site (its figures are kept too: "opened");
2. once it is ready and settled, a life is tapped (the table is in use) and the tab stays
   open ``--dwell`` seconds;
3. it is reloaded, and the reload's figures are taken: "table painted" (the animation frame
   after seat 0 is drawn) and "engine ready" (the frame after ``body[data-ready="1"]``),
   from the reload's navigation start: both are what every release exposes. Where the page
   also marks its start-up steps (``performance.mark("tk-step:<name>:start"/":end")``), each
   step's end and length are printed as well.

All of that is done ``--installs`` times, each time in a new profile with new servers (so on
new origins), every other time installed and reloaded in the other order: what an install
leaves (its code caches, made while it runs, are the likely part) is shared by every start
of that origin after it. The same build beside itself in one install has come out 9% sooner
and 15% later (2026-11-29), each with an interval that did not hold 1.

Prints medians, quartiles and ratios to the first site: the median of the pairs' ratios with
its 90% interval (``pairs.py``: the installs resampled, then the pairs within each; an
interval that holds 1 is level, not a difference), each install's own median, and in how
many pairs the other site was sooner.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import harness
from pairs import by_install, verdict
from release_site import site_argument

BOTH_MARKS = (
    "() => window.__tkBench && window.__tkBench.readyFrame !== null"
    " && window.__tkBench.tableFrame !== null"
)
# The page's own start-up steps, where it marks them: {name: [start, end]} in ms.
STEP_MARKS = r"""
() => {
  const steps = {};
  for (const m of performance.getEntriesByType("mark")) {
    const hit = /^tk-step:(.+):(start|end)$/.exec(m.name);
    if (!hit) continue;
    const step = (steps[hit[1]] ||= [null, null]);
    step[hit[2] === "start" ? 0 : 1] = m.startTime;
  }
  return steps;
}
"""
FIGURES = ("table", "ready")
LABELS = {"table": "table painted", "ready": "engine ready"}


def install(ctx, server) -> None:
    """The site installed in this profile: its service worker active, a four-player game
    stored, the start-up snapshot kept (as a player's second visit finds them)."""
    page = ctx.new_page()
    page.goto(server.url)
    page.wait_for_function(harness.SW_CONTROLLING)
    page.get_by_test_id("count-4").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("player-3").wait_for()
    page.wait_for_function(harness.SETTLED)
    started = time.time()
    while not page.evaluate(harness.HAS_SNAPSHOT) and time.time() - started < 60:
        page.wait_for_timeout(300)
    page.close()


# The navigation's own steps (Navigation Timing), as steps too: where a reload's time goes
# before the page's scripts run (the page before it unloaded, the document from the
# service worker).
NAVIGATION_STEPS = r"""
() => {
  const n = performance.getEntriesByType("navigation")[0];
  if (!n) return {};
  return {
    "nav:unload (page before)": [n.unloadEventStart, n.unloadEventEnd],
    "nav:document": [n.fetchStart, n.responseEnd],
    "nav:parse to DOM ready": [n.responseEnd, n.domContentLoadedEventEnd],
  };
}
"""


def marks(page) -> tuple[float, float, dict]:
    page.wait_for_function(BOTH_MARKS)
    table, ready = page.evaluate("() => [window.__tkBench.tableFrame, window.__tkBench.readyFrame]")
    return table, ready, {**page.evaluate(NAVIGATION_STEPS), **page.evaluate(STEP_MARKS)}


def one_round(ctx, server, dwell_s: float, rate: float, out: dict) -> None:
    page = ctx.new_page()
    restored = []
    page.on("console", lambda m: restored.append(harness.RESTORED in m.text))
    if rate > 1:
        ctx.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.goto(server.url, wait_until="commit")
    table, ready, _ = marks(page)
    out["opened"]["table"].append(table)
    out["opened"]["ready"].append(ready)
    page.wait_for_function(harness.SETTLED)
    page.get_by_test_id("life-0-plus").click()  # the table in use before the reload
    page.wait_for_function(harness.SETTLED)
    page.wait_for_timeout(dwell_s * 1000)
    restored.clear()
    page.reload(wait_until="commit")
    table, ready, steps = marks(page)
    out["reload"]["table"].append(table)
    out["reload"]["ready"].append(ready)
    out["restored"] += any(restored)
    for name, (start, end) in steps.items():
        if start is not None and end is not None:
            out["steps"].setdefault(name, []).append((end, end - start))
    page.wait_for_function(harness.SETTLED)
    page.close()


def quartiles(values: list[float]) -> tuple[float, float, float]:
    if len(values) < 2:
        return values[0], values[0], values[0]
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, q2, q3


def measure(
    browser, sites: list[Path], pairs: int, dwell_s: float, rate: float = 1, installs: int = 1
) -> dict:
    """{site: {"opened": {table, ready}, "reload": {table, ready}, "restored", "steps"}}: each
    figure a list per install (of ``pairs`` starts)."""
    figures = {
        site: {
            "opened": {k: [] for k in FIGURES},
            "reload": {k: [] for k in FIGURES},
            "restored": 0,
            "steps": {},
        }
        for site in sites
    }
    for index in range(installs):
        # new servers, so new origins: nothing the last install left is found again
        servers = [harness.Server(site) for site in sites]
        # every other install, the other site is installed first and reloaded first: what
        # the order gives (the same build beside itself came out sooner second) evens out
        flip = index % 2 == 1
        one = {
            site: {
                "opened": {k: [] for k in FIGURES},
                "reload": {k: [] for k in FIGURES},
                "restored": 0,
                "steps": figures[site]["steps"],
            }
            for site in sites
        }
        try:
            ctx = browser.new_context(**harness.PHONE)
            ctx.set_default_timeout(harness.TIMEOUT_MS)
            ctx.add_init_script(harness.START_MARKS)
            order = list(zip(sites, servers))
            for _, server in reversed(order) if flip else order:
                install(ctx, server)
            ctx.set_offline(True)
            for round_ in range(pairs):
                for site, server in order if (round_ % 2 == 0) != flip else reversed(order):
                    one_round(ctx, server, dwell_s, rate, one[site])
            ctx.close()
        finally:
            for server in servers:
                server.stop()
        for site in sites:
            for how in ("opened", "reload"):
                for key in FIGURES:
                    figures[site][how][key].append(one[site][how][key])
            figures[site]["restored"] += one[site]["restored"]
    return figures


def label(site: Path) -> str:
    """A release built from git by its commit, any other site by its folder."""
    parts = Path(site).resolve().parts
    return parts[parts.index("releases") + 1] if "releases" in parts else str(site)


def report(figures: dict, pairs: int) -> list[str]:
    sites = list(figures)
    first = figures[sites[0]]
    width = max(len(label(site)) for site in sites)
    installs = len(first["reload"]["table"])
    total = installs * pairs
    heading = (
        f"{installs} install(s) of {pairs} rounds; the interval resamples the installs,"
        " then the pairs within each (pairs.py)"
    )
    lines = [heading]
    for how in ("reload", "opened"):
        lines.append(f"{'reloaded while open' if how == 'reload' else 'opened in a new tab'}:")
        for site in sites:
            f = figures[site][how]
            parts = []
            for key in FIGURES:
                mine = [v for group in f[key] for v in group]
                base = [v for group in first[how][key] for v in group]
                q1, q2, q3 = quartiles(mine)
                ratio = q2 / statistics.median(base)
                low, r2, high, medians = by_install(f[key], first[how][key])
                sooner = sum(a < b for a, b in zip(mine, base))
                per_install = "/".join(f"{m:.2f}" for m in medians)
                parts.append(
                    f"{LABELS[key]} {q2:6.1f} ms [{q1:.0f}-{q3:.0f}], x{ratio:.2f}"
                    f" (pairs x{r2:.2f}, 90% {low:.2f}-{high:.2f}: {verdict(low, high)};"
                    f" sooner {sooner}/{total}; by install {per_install})"
                )
            lines.append(f"  {label(site):{width}s} " + "; ".join(parts))
    lines.append("Python restored from the snapshot on reload (a release that does not say so: 0):")
    for site in sites:
        lines.append(f"  {label(site):{width}s} {figures[site]['restored']}/{total}")
    for site in sites:
        steps = figures[site]["steps"]
        if not steps:  # (a page loaded in a frame has no navigation entry)
            continue
        lines.append(f"steps of the reload, {label(site)} (median end, length, ms from its start):")
        for name, values in sorted(
            steps.items(), key=lambda kv: statistics.median(v[0] for v in kv[1])
        ):
            ends = statistics.median(v[0] for v in values)
            length = statistics.median(v[1] for v in values)
            lines.append(
                f"  {name:18s} ends {ends:6.1f} ms, takes {length:6.1f} ms ({len(values)})"
            )
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "sites",
        nargs="+",
        type=site_argument,
        help="built sites, or @REV for a release built from git (the first is compared against)",
    )
    parser.add_argument("--pairs", type=int, default=8, help="rounds per install")
    parser.add_argument(
        "--installs",
        type=int,
        default=3,
        help="installs of both sites, each in a new profile on new origins",
    )
    parser.add_argument("--dwell", type=float, default=1.5, help="seconds the tab stays open")
    parser.add_argument("--rate", type=float, default=1, help="CPU slowdown (4 for a phone)")
    args = parser.parse_args(argv)
    if len(args.sites) < 2:
        parser.error("give at least two sites")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = harness.launch_chromium(p)
        figures = measure(
            browser, args.sites, args.pairs, args.dwell, args.rate, installs=args.installs
        )
        browser.close()
    print("\n".join(report(figures, args.pairs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""``make bench``: the app against the floor page, in one headless Chromium session.

    .venv/bin/python tools/bench/run.py [--runs 5] [--taps 50] [--rates 1,4] [--only browser|engine|memory|reload]
                                        [--readme] [--json FILE]

Figures (each with its ratio to the floor page's, where the floor has one):

* start: cold (nothing of the runtime cached, a game stored by an earlier visit) and warm
  offline (service worker, network off), to the first paint of the table
  (``[data-testid=player-0]`` rendered, at the next animation frame) and to interactive
  (``body[data-ready="1"]``), from navigation start; median of ``--runs``, at each CPU rate
  (``Emulation.setCPUThrottlingRate``).  The floor (``floor.py``) has only the second mark
  (Python printed its line); its "warm" start is a second visit with the HTTP cache.
* the runtime alone: the site's own Pyodide restoring the same snapshot in a bare module
  worker, with no PyScript, no view and no game (a page only the bench serves), to Python
  having run: the least any warm start of this design takes, beside the floor.
* first visit: time to the start screen and to interactive; bytes the server sent until the
  service worker controls the page and a game was started; bytes held in Cache Storage, and
  the cached files the page never requested.
* tap on ``life-0-plus``: from the trusted pointerdown (``event.timeStamp``) to the changed
  text (a MutationObserver) and to the next frame (requestAnimationFrame), with the default
  settle time, and to the journal entry holding it on disk (the ``tk-journal`` mark, set
  once the journal's IndexedDB transaction completed); to the durable write with
  ``tk-settle-ms`` = 0 (the ``tk-durable`` mark that ``pwa/js/controller.js`` sets once the
  IndexedDB transaction completed); p50/p95 of ``--taps``.
* the full Hellscube registry imported through the app's engine in a warm page (the call the
  pools screen makes): the first call of a visit and later ones (where ``../shared`` is).
* memory (``memory.py``, also ``--only memory``): the page's renderer, resident, beside the
  floor page's, after a start, a reload, 20 taps and 10 s idle, after a Hell session with a
  700-card pool and after a 64-player tournament of 6 rounds; and the service worker's renderer.
* the reload path (``reload.py``, also ``--only reload``): the site and the first release
  (``--release``, 80f3459, built from git) installed in one profile, offline, a game on the
  table, each reloaded while open, in alternating pairs (``--reload-pairs`` rounds in each of
  ``--reload-installs`` new profiles on new origins): medians,
  quartiles and ratios of "table painted" and "engine ready", and the reload's steps
  (the page's ``tk-step:<name>`` marks where it sets them).
* the engine alone (``engine_bench.py``) in CPython and in Pyodide under Node.
* an event on every player's phone (``event_sync.py``, also ``--only event-sync``): the
  engine's 1,024-player event on a real event server, 512 simulated phones reporting within
  a minute, the time until the organiser holds every result, the server's and the
  organiser's memory, no report lost or doubled.
* Lighthouse 12 (``tools/bench/lighthouse/``, pinned in its own lock file, installed by the
  bench only), a first visit with mobile emulation: the performance, accessibility and best
  practices scores and the total blocking time.

The server is ``tools/serve.py``'s handler on a loopback port, counting the bytes it sends.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

import event_sync
import memory
import reload
from audits import LIGHTHOUSE_TRIES, LighthouseFailed, engine_figures, lighthouse_figures
from floor import FLOOR, build_floor
from harness import OUT, SITE, Server, launch_chromium
from release_site import site_argument
from report import machine, rows_from, table_markdown, table_text, write_readme
from startup import Bench


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=50)
    parser.add_argument("--rates", default="1,4")
    parser.add_argument(
        "--only",
        choices=("browser", "engine", "lighthouse", "taps", "memory", "reload", "event-sync"),
        help="one part: taps measures only the taps (no starts, no floor); memory only the"
        " renderers' memory (memory.py); event-sync only the event server with 512 phones"
        " (event_sync.py)",
    )
    parser.add_argument(
        "--memory-runs", type=int, default=3, help="floor and app memory runs, in turns"
    )
    parser.add_argument(
        "--release", default="@80f3459", help="the release the reload path is measured beside"
    )
    parser.add_argument("--reload-pairs", type=int, default=8, help="reload rounds per install")
    parser.add_argument(
        "--reload-installs", type=int, default=3, help="installs of both sites for the reload path"
    )
    parser.add_argument(
        "--readme", action="store_true", help="write the figures into docs/performance.md"
    )
    parser.add_argument("--json", type=Path, default=OUT / "latest.json")
    parser.add_argument(
        "--site", type=Path, default=SITE, help="the built site to measure (default build/site)"
    )
    args = parser.parse_args(argv)
    site = args.site.resolve()
    if not (site / "index.html").is_file():
        print("build/site is missing: run `make build`", file=sys.stderr)
        return 1
    results: dict = {
        "runs": args.runs,
        "taps": args.taps,
        "machine": machine(),
        "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "notes": [],
        "browser_version": "?",
    }
    bundle = (site / "js" / "app.js").read_bytes()
    results["view"] = {"bytes": len(bundle), "gzip": len(gzip.compress(bundle, 9))}
    if args.only not in ("engine", "lighthouse", "event-sync"):
        from playwright.sync_api import sync_playwright

        build_floor(FLOOR)
        app, floor = Server(site), Server(FLOOR)
        with sync_playwright() as pw:
            browser = launch_chromium(pw)
            results["browser_version"] = f"Chromium {browser.version} (headless)"
            bench = Bench(browser, app, floor, args)
            results["browser"] = {}
            if args.only in (None, "memory"):  # at 1x, before the starts
                t0 = time.perf_counter()
                results["memory"] = memory.memory_figures(bench, args.memory_runs)
                print(f"  [memory measured in {time.perf_counter() - t0:.0f} s]", file=sys.stderr)
            if args.only in (None, "reload"):  # at 1x: as a player reloads an open table
                t0 = time.perf_counter()
                sites = [site_argument(args.release), site]
                figures = reload.measure(
                    browser, sites, args.reload_pairs, dwell_s=1.5, installs=args.reload_installs
                )
                lines = reload.report(figures, args.reload_pairs)
                results["reload"] = {str(k): v for k, v in figures.items()}
                results["notes"] += ["reload path: " + line.strip() for line in lines]
                print(
                    f"  [reload path measured in {time.perf_counter() - t0:.0f} s]", file=sys.stderr
                )
            rates = [float(x) if "." in x else int(x) for x in args.rates.split(",")]
            for rate in [] if args.only in ("memory", "reload") else rates:
                t0 = time.perf_counter()
                if args.only == "taps":
                    results["browser"][rate] = {
                        "taps": bench.taps(rate),
                        "startup_taps": bench.startup_taps(rate),
                    }
                    continue
                app_figures, floor_figures = bench.starts(rate)
                app_figures["second_start"] = bench.second_start(rate)
                r = {
                    "floor": floor_figures,
                    "app": app_figures,
                    "taps": bench.taps(rate),
                    "startup_taps": bench.startup_taps(rate),
                    "registry": bench.registry(rate),
                }
                results["browser"][rate] = r
                print(f"  [{rate}x measured in {time.perf_counter() - t0:.0f} s]", file=sys.stderr)
            cached = sorted(url for url, _ in getattr(bench, "cache_files", []))
            unused = [
                u[len(app.origin) :]
                for u in cached
                if u not in bench.requested and not u.endswith("/")
            ]
            results["cache_files"] = getattr(bench, "cache_files", [])
            results["notes"].append(
                "cached but never requested by a page during the bench: "
                + (", ".join(unused) if unused else "none")
            )
            browser.close()
        app.stop()
        floor.stop()
    if args.only in (None, "lighthouse"):
        try:
            results["lighthouse"] = lighthouse_figures(site)
            results["notes"] += [
                f"Lighthouse, below 1: {f}" for f in results["lighthouse"]["failing"]
            ]
        except LighthouseFailed as failure:  # the other figures are still worth printing
            results["notes"].append(
                f"Lighthouse gave no figures ({LIGHTHOUSE_TRIES} tries): {failure}"
            )
    if args.only in (None, "engine"):
        results["engine"] = engine_figures(site)
        for where, res in results["engine"].items():
            results["notes"] += [f"{where}: {n}" for n in res["notes"]]
    if args.only in (None, "event-sync"):
        t0 = time.perf_counter()
        results["event_sync"] = event_sync.run(phones=512, players=1024, spread=60.0)
        results["notes"] += event_sync.lines(results["event_sync"])
        print(f"  [event sync measured in {time.perf_counter() - t0:.0f} s]", file=sys.stderr)
    rows = rows_from(results)
    print(table_text(rows))
    for note in results["notes"]:
        print("- " + note)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=1, default=str))
    (args.json.parent / "latest.md").write_text(table_markdown(rows) + "\n")
    if args.readme:
        write_readme(table_markdown(rows), results)
    if "event_sync" in results and not results["event_sync"]["ok"]:
        print("event sync: a report was lost or doubled", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

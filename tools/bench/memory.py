"""The renderers' resident memory: the app's page beside the floor page's, in the
same browser, and the renderer(s) holding the service worker.

    .venv/bin/python tools/bench/run.py --only memory [--memory-runs 3]
    .venv/bin/python tools/bench/memory.py [SITE] [--runs 3]        # the page figures alone, in turns with the floor
    .venv/bin/python tools/bench/memory.py build/site /tmp/variant [--runs 5] [--stages none]
                                                                  # sites in turns (paired)

At 1x, in a phone-sized context (``harness.PHONE``) of its own per page and run:

* **after a start**: a first visit (a four-player game started, the start-up snapshot
  kept), a reload (so the snapshot is used), 20 taps (``life-0-plus``; on the floor page,
  the page's body) and 10 s idle;
* **after a Hell session**, in the same page: a Hell's Half-Draft game with a 700-card pool
  the bench invents (``invented_pool``, written to a temporary file and imported through the
  pools screen), its Hell library built from all of it, the opening hands dealt and 20 Hell
  draws resolved; 10 s idle;
* **after a tournament**, in the same page: a 64-player Swiss tournament of 6 rounds, every
  result reported (through ``window.tkApp.send``, the view's own path for an action); 10 s idle.

Which process is whose comes from the browser's own process list (CDP
``SystemInfo.getProcessInfo``: the renderers' pids): the page's renderer is the one whose CPU
time grows while the page runs a 0.3 s busy loop, the service worker's the one that grows while
the service worker runs it (``/proc/<pid>/stat``). Resident memory is ``VmRSS`` from
``/proc/<pid>/status``, with its anonymous part (``RssAnon``: heaps, the wasm memory, what
this page itself holds; the rest is mostly the browser's own binary, mapped by every renderer).
Floor and app runs alternate, as for the start figures, so that both see the same machine.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import harness
from release_site import site_argument
from startup import Bench

IDLE_S = 10
TAPS = 20
POOL_CARDS = 700
TOURNAMENT_PLAYERS = 64
TOURNAMENT_ROUNDS = 6
# A fixed amount of work (about 0.3 s of one core's time), not a time: on a loaded machine the
# process gets the same CPU ticks for it, however long it waits for a core.
BUSY = "() => { let x = 0; for (let i = 0; i < 6e8; i++) x = (x + i * 7) | 0; return x; }"
MB = 1024 * 1024


# --- processes -----------------------------------------------------------------------------


def resident(pid: int) -> dict | None:
    """VmRSS and its parts, in bytes (None: the process is gone)."""
    out = {}
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "RssAnon", "RssFile", "RssShmem"):
                    out[key] = int(value.split()[0]) * 1024
    except OSError:
        return None
    return out


def cpu_ticks(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime
    except (OSError, IndexError, ValueError):
        return 0


class Processes:
    """The browser's process list, and which renderer runs a given page or worker."""

    def __init__(self, browser):
        self.cdp = browser.new_browser_cdp_session()

    def renderers(self) -> list[int]:
        info = self.cdp.send("SystemInfo.getProcessInfo")["processInfo"]
        return [p["id"] for p in info if p["type"] == "renderer"]

    def running(self, busy) -> int | None:
        """The renderer whose CPU time grows while ``busy()`` makes its JavaScript spin."""
        pids = self.renderers()
        before = {pid: cpu_ticks(pid) for pid in pids}
        busy()
        grown = {pid: cpu_ticks(pid) - before[pid] for pid in pids}
        ranked = sorted(grown, key=grown.get, reverse=True)
        if not ranked or grown[ranked[0]] < 10:  # 10 ticks: 0.1 s of CPU
            return None
        if len(ranked) > 1 and grown[ranked[0]] < 2 * grown[ranked[1]]:
            return None  # no clear one
        return ranked[0]


STOPPED_WORKERS: list = []  # stop_service_worker's: Playwright keeps listing them


def measure(procs: Processes, page, ctx=None) -> dict:
    """The page's renderer and the service worker's (when one runs), in bytes."""
    out = {"page": None, "sw": None, "sw_state": "none"}
    page_pid = procs.running(lambda: page.evaluate(BUSY))
    out["page"] = page_pid and resident(page_pid)
    if ctx is not None:
        # a worker stopped by stop_service_worker stays listed, and evaluating in it never returns
        workers = [w for w in ctx.service_workers if w not in STOPPED_WORKERS]
        if not workers:
            out["sw_state"] = "stopped"
        for worker in workers[:1]:
            sw_pid = procs.running(lambda: worker.evaluate(BUSY))
            if sw_pid is None:
                out["sw_state"] = "unknown"
            elif sw_pid == page_pid:
                out["sw_state"] = "in the page's renderer"
            else:
                out["sw_state"] = "a renderer of its own"
                out["sw"] = resident(sw_pid)
    out["renderers"] = {pid: (resident(pid) or {}).get("VmRSS") for pid in procs.renderers()}
    return out


# --- what the app is asked to do --------------------------------------------------------------


def invented_pool(n: int = POOL_CARDS, seed: int = 26) -> dict:
    """A pool of ``n`` made-up cards in the app's own export format (no real card's data)."""
    rng = random.Random(seed)
    syllables = ["bar", "gro", "mik", "tal", "vor", "sen", "qua", "lin", "dro", "fex", "pim", "zul"]
    colours = ["W", "U", "B", "R", "G"]
    words = [
        "whenever",
        "another",
        "creature",
        "enters",
        "the",
        "battlefield",
        "under",
        "your",
        "control",
        "you",
        "may",
        "draw",
        "a",
        "card",
        "then",
        "discard",
        "a",
        "card",
        "target",
        "player",
        "sacrifices",
        "an",
        "artifact",
        "at",
        "the",
        "beginning",
        "of",
        "your",
        "upkeep",
    ]
    cards = []
    for i in range(n):
        name = (
            " ".join("".join(rng.choice(syllables) for _ in range(2)).title() for _ in range(2))
            + f" {i}"
        )
        kind = rng.random()
        if kind < 0.35:
            face = {
                "name": name,
                "types": ["Land"],
                "text": f"{{T}}: Add {{{rng.choice(colours)}}}.",
            }
        else:
            cost = f"{{{rng.randint(1, 4)}}}" + "".join(
                f"{{{rng.choice(colours)}}}" for _ in range(rng.randint(0, 2))
            )
            types = ["Creature"] if kind < 0.8 else [rng.choice(["Instant", "Sorcery", "Artifact"])]
            face = {
                "name": name,
                "types": types,
                "cost": cost,
                "text": " ".join(rng.choice(words) for _ in range(rng.randint(8, 30))).capitalize()
                + ".",
            }
            if types == ["Creature"]:
                face.update(power=str(rng.randint(0, 6)), toughness=str(rng.randint(1, 6)))
        cards.append({"id": f"BNC/{name}", "name": name, "set": "BNC", "faces": [face]})
    return {"format": "table-keeper-pool", "version": 1, "cards": cards}


def settled(page) -> None:
    page.wait_for_function(harness.SETTLED)


def tap(page, testid: str) -> None:
    page.get_by_test_id(testid).click()
    settled(page)


def hell_session(page, pool_file: Path, draws: int = 20) -> None:
    """A Hell's Half-Draft game with the pool as its Hell library, dealt, ``draws`` Hell draws."""
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("menu-new-game").click()
    page.get_by_test_id("count-2").wait_for()
    page.get_by_test_id("count-2").click()
    page.get_by_test_id("format").select_option("hells_half_draft")
    page.get_by_test_id("start-game").click()
    # the game running ends only once the dialog's question is answered
    page.wait_for_selector("[data-testid=start-confirm-ok], [data-testid=player-1]")
    if page.locator("[data-testid=start-confirm-ok]").count():
        page.get_by_test_id("start-confirm-ok").click()
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("feature-pools").click()
    page.get_by_test_id("pool-file").set_input_files(str(pool_file))
    page.wait_for_function(
        f"() => /Took {POOL_CARDS} cards/.test("
        "(document.querySelector('[data-testid=import-report]') || {}).textContent)"
    )
    page.get_by_test_id("sheet-close").click()
    page.get_by_test_id("hell-chip").click()
    page.get_by_test_id("hell-build").wait_for()
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"):
        page.get_by_test_id(f"hell-basic-{name}").fill("0")
    page.get_by_test_id("hell-fraction").fill("1")
    page.get_by_test_id("hell-build").click()
    page.get_by_test_id("hell-top").wait_for()
    settled(page)
    tap(page, "hell-deal")
    tap(page, "hell-next-turn")
    page.get_by_test_id("hell-step").select_option("draw")
    settled(page)
    page.get_by_test_id("hell-drawer-0").click()
    drawn = "document.querySelector('[data-testid=hell-drawbar]').dataset.mode !== 'draw'"
    for _ in range(draws):
        page.get_by_test_id("hell-draw").click()
        page.wait_for_function(
            f"() => document.querySelector('[data-testid=pass-cover]') || {drawn}"
        )
        if page.get_by_test_id("pass-cover").count():
            page.get_by_test_id("pass-confirm").click()
        page.wait_for_function(f"() => {drawn}")
        settled(page)
        if page.get_by_test_id("hell-castable").count():
            tap(page, "hell-castable")
        if page.get_by_test_id("hell-done").count():
            tap(page, "hell-done")
        elif page.get_by_test_id("hell-to-sideboard").count():
            tap(page, "hell-to-sideboard")
    page.get_by_test_id("sheet-close").first.click()
    settled(page)


TOURNAMENT = """async ([count, rounds]) => {
  const app = window.tkApp;
  const players = Array.from({length: count}, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
  let r = await app.send({type: 'tournament_create', players});
  if (r && r.ok === false) throw new Error(JSON.stringify(r.error));
  const results = [[2, 0, 0], [2, 1, 0], [0, 2, 0], [1, 2, 0], [1, 1, 1]];
  for (let round = 1; round <= rounds; round++) {
    r = await app.send({type: 'tournament_pair'});
    if (r && r.ok === false) throw new Error(JSON.stringify(r.error));
    const matches = app.state.session_features.tournament.rounds[round - 1];
    let k = 0;
    for (const m of matches) {
      if (m.bye) continue;
      r = await app.send({type: 'tournament_result', round, player: m.a, result: results[(k++ + round) % 5]});
      if (r && r.ok === false) throw new Error(JSON.stringify(r.error));
    }
  }
  return app.state.session_features.tournament.rounds.length;
}"""


def tournament(page) -> None:
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("menu-new-game").click()
    page.get_by_test_id("start-feature-tournament").click()
    settled(page)
    done = page.evaluate(TOURNAMENT, [TOURNAMENT_PLAYERS, TOURNAMENT_ROUNDS])
    assert done == TOURNAMENT_ROUNDS, done
    settled(page)


# --- runs ---------------------------------------------------------------------------------------


def floor_run(bench, procs: Processes) -> dict:
    ctx = bench.context()
    page, _, _ = bench.visit(ctx, bench.floor.url, 1)
    page.reload(wait_until="commit")
    page.wait_for_function("() => window.__tkBench.readyFrame !== null", timeout=harness.TIMEOUT_MS)
    for _ in range(TAPS):
        page.touchscreen.tap(180, 300)
        page.wait_for_timeout(50)
    page.wait_for_timeout(IDLE_S * 1000)
    out = {"start": measure(procs, page)}
    ctx.close()
    return out


def stop_service_worker(ctx, page) -> None:
    """The service worker stopped, as Chromium stops an idle one (about 30 s after its last
    event): the page's renderer then holds what a later open of the app starts with. After
    the bench's first visit and reload, the same service worker still holds that visit's
    garbage (the precache, the snapshot handed over): 30-32 MB measured, 1 MB when fresh."""
    STOPPED_WORKERS.extend(ctx.service_workers)
    cdp = ctx.new_cdp_session(page)
    cdp.send("ServiceWorker.enable")
    cdp.send("ServiceWorker.stopAllWorkers")
    cdp.detach()
    page.wait_for_timeout(1500)


def app_run(
    bench, procs: Processes, pool_file: Path, server=None, stages=("hell", "tournament")
) -> dict:
    ctx = bench.context()
    page, _, _ = bench.visit(ctx, (server or bench.app).url, 1, start=True)
    page.on("dialog", lambda dialog: dialog.accept())
    page.wait_for_function(harness.SW_CONTROLLING, timeout=harness.TIMEOUT_MS)
    page.get_by_test_id("count-4").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("player-3").wait_for()
    settled(page)
    bench.wait_snapshot(page)
    restored = []
    page.on(
        "worker", lambda w: w.on("console", lambda m: restored.append(harness.RESTORED in m.text))
    )
    page.reload(wait_until="commit")
    page.wait_for_function("() => window.__tkBench.readyFrame !== null", timeout=harness.TIMEOUT_MS)
    settled(page)
    button = page.get_by_test_id("life-0-plus")
    for _ in range(TAPS):
        button.tap()
        page.wait_for_timeout(50)
    settled(page)
    page.wait_for_timeout(IDLE_S * 1000)
    out = {"start": measure(procs, page, ctx), "snapshot_used": any(restored)}
    stop_service_worker(ctx, page)
    out["start_no_sw"] = measure(procs, page)
    if "hell" in stages:
        hell_session(page, pool_file)
        page.wait_for_timeout(IDLE_S * 1000)
        out["hell"] = measure(procs, page, ctx)
    if "tournament" in stages:
        tournament(page)
        page.wait_for_timeout(IDLE_S * 1000)
        out["tournament"] = measure(procs, page, ctx)
    ctx.close()
    return out


def memory_figures(bench, runs: int) -> dict:
    """Floor and app in turns, ``runs`` times each; the load average beside each run."""
    procs = Processes(bench.browser)
    with tempfile.TemporaryDirectory() as tmp:
        pool_file = Path(tmp) / "bench-pool-700.json"
        pool_file.write_text(json.dumps(invented_pool()), encoding="utf-8")
        out = {"floor": [], "app": [], "load": []}
        for _ in range(runs):
            out["load"].append(os.getloadavg()[0])
            out["floor"].append(floor_run(bench, procs))
            out["app"].append(app_run(bench, procs, pool_file))
            print(
                f"  [memory run: floor {mb(out['floor'][-1]['start']['page'])},"
                f" app {mb(out['app'][-1]['start']['page'])}, load {out['load'][-1]:.1f}]",
                file=sys.stderr,
            )
    return out


def mb(figure: dict | None, key: str = "VmRSS") -> str:
    return "—" if not figure or figure.get(key) is None else f"{figure[key] / MB:.0f} MB"


def rows(memory: dict) -> list[tuple]:
    """(figure, app, floor, app/floor, target, met), medians over the runs."""

    def med(runs, stage, who, key="VmRSS"):
        values = [
            r[stage][who][key]
            for r in runs
            if r.get(stage) and r[stage].get(who) and r[stage][who].get(key)
        ]
        return statistics.median(values) if values else None

    floor = med(memory["floor"], "start", "page")
    floor_anon = med(memory["floor"], "start", "page", "RssAnon")
    loads = memory.get("load") or [0]
    out = []
    for stage, label in (
        ("start", "after a start, a reload, 20 taps, 10 s idle"),
        ("start_no_sw", "the same, its service worker then stopped"),
        ("hell", "after a Hell session, 700-card pool"),
        (
            "tournament",
            f"after a {TOURNAMENT_PLAYERS}-player tournament of {TOURNAMENT_ROUNDS} rounds",
        ),
    ):
        app = med(memory["app"], stage, "page")
        if app is None:
            continue
        ratio = f"{app / floor:.2f}" if floor else "—"
        out.append(
            (
                f"page renderer, resident (1x): {label}",
                f"{app / MB:.0f} MB",
                f"{floor / MB:.0f} MB" if floor else "—",
                ratio,
                "≤ floor",
                "" if not floor else ("yes" if app <= floor else "NO"),
            )
        )
        anon = med(memory["app"], stage, "page", "RssAnon")
        out.append(
            (
                f"page renderer, anonymous part (1x): {label}",
                f"{anon / MB:.0f} MB",
                f"{floor_anon / MB:.0f} MB" if floor_anon else "—",
                f"{anon / floor_anon:.2f}" if floor_anon else "—",
                "",
                "",
            )
        )
        if stage == "start_no_sw":
            continue
        sws = [r[stage] for r in memory["app"] if r.get(stage)]
        own = [s["sw"]["VmRSS"] for s in sws if s.get("sw")]
        where = sorted({s["sw_state"] for s in sws})
        value = f"{statistics.median(own) / MB:.0f} MB" if own else "—"
        out.append(
            (
                f"service worker's renderer, resident (1x): {label}",
                f"{value} ({', '.join(where)})",
                "—",
                "—",
                "",
                "",
            )
        )
    used = sum(bool(r.get("snapshot_used")) for r in memory["app"])
    out.append(
        (
            "memory runs: snapshot used after the reload / load average",
            f"{used} of {len(memory['app'])} / {min(loads):.1f}-{max(loads):.1f}",
            "—",
            "—",
            "",
            "",
        )
    )
    return out


def paired(sites: list[Path], runs: int, stages: tuple[str, ...]) -> int:
    """Several built sites beside the floor, in turns (the order reversed every round):
    medians of each one's page renderer, and its ratio to the floor's of the same rounds."""
    import argparse

    from floor import FLOOR, build_floor
    from playwright.sync_api import sync_playwright

    build_floor(FLOOR)
    servers = [harness.Server(site.resolve()) for site in sites]
    floor = harness.Server(FLOOR)
    figures = {str(site): [] for site in sites}
    floors, loads = [], []
    try:
        with sync_playwright() as pw:
            browser = harness.launch_chromium(pw)
            bench = Bench(browser, servers[0], floor, argparse.Namespace(runs=1))
            procs = Processes(browser)
            with tempfile.TemporaryDirectory() as tmp:
                pool_file = Path(tmp) / "bench-pool-700.json"
                pool_file.write_text(json.dumps(invented_pool()), encoding="utf-8")
                for round_ in range(runs):
                    loads.append(os.getloadavg()[0])
                    floors.append(floor_run(bench, procs)["start"]["page"])
                    order = list(zip(sites, servers))
                    for site, server in order if round_ % 2 == 0 else reversed(order):
                        figures[str(site)].append(app_run(bench, procs, pool_file, server, stages))
                    print(
                        f"  [round {round_ + 1}: load {loads[-1]:.1f}, floor {mb(floors[-1])}, "
                        + ", ".join(
                            f"{s}: "
                            + " / ".join(
                                mb(figures[str(s)][-1][stage]["page"])
                                for stage in ("start", *stages)
                                if figures[str(s)][-1].get(stage)
                                and figures[str(s)][-1][stage]["page"]
                            )
                            for s in sites
                        )
                        + "]",
                        file=sys.stderr,
                    )
            browser.close()
    finally:
        for server in [*servers, floor]:
            server.stop()
    fl = statistics.median(f["VmRSS"] for f in floors)
    fl_anon = statistics.median(f["RssAnon"] for f in floors)
    print(
        f"floor page: {fl / MB:.0f} MB resident ({fl_anon / MB:.0f} MB anonymous); load {min(loads):.1f}-{max(loads):.1f}"
    )
    for site in sites:
        for stage in ("start", "start_no_sw", *stages):
            page = [
                r[stage]["page"] for r in figures[str(site)] if r.get(stage) and r[stage]["page"]
            ]
            rss = statistics.median(p["VmRSS"] for p in page)
            anon = statistics.median(p["RssAnon"] for p in page)
            sw = [
                r[stage]["sw"]["VmRSS"]
                for r in figures[str(site)]
                if r.get(stage) and r[stage].get("sw")
            ]
            print(
                f"{site!s:28s} {stage:10s} page {rss / MB:4.0f} MB ({rss / fl:.2f} of the floor), anonymous"
                f" {anon / MB:4.0f} MB ({anon / fl_anon:.2f}); service worker's own renderer:"
                f" {statistics.median(sw) / MB:.0f} MB"
                if sw
                else f"{site!s:28s} {stage:10s} page {rss / MB:4.0f} MB ({rss / fl:.2f} of the floor), anonymous"
                f" {anon / MB:4.0f} MB ({anon / fl_anon:.2f}); service worker: "
                + ("stopped" if stage == "start_no_sw" else "in the page's renderer")
            )
    return 0


def main(argv=None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "sites",
        nargs="*",
        type=site_argument,
        help="built sites, or @REV for a release built from git (default build/site), in turns with the floor page",
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--stages", default="hell,tournament", help="after the start: hell, tournament, or none"
    )
    args = parser.parse_args(argv)
    stages = tuple(x for x in args.stages.split(",") if x in ("hell", "tournament"))
    # the table of every figure, written to docs/performance.md, is run.py's (--only memory)
    return paired(args.sites or [harness.SITE], args.runs, stages)


if __name__ == "__main__":
    sys.exit(main())

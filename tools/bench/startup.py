"""Start-up, taps and the registry import, measured in the app and the floor page (``Bench``)."""

from __future__ import annotations

import time
from pathlib import Path

from harness import (
    CACHE_CONTENTS,
    HAS_SNAPSHOT,
    HELLSCUBE,
    PHONE,
    RESTORED,
    RUNTIME_PAGE,
    SETTLED,
    START_MARKS,
    STARTUP_TAP_PROBE,
    SW_CONTROLLING,
    TAP_PROBE,
    TIMEOUT_MS,
    Server,
)


class Bench:
    def __init__(self, browser, app: Server, floor: Server, args):
        self.browser = browser
        self.app = app
        self.floor = floor
        self.args = args
        self.requested: set[str] = set()
        # Does the site start Python from a memory snapshot (vendor/tk-pyodide.mjs)?
        config = Path(app.root) / "pyscript.json"
        self.snapshots = config.is_file() and "tk-pyodide" in config.read_text(encoding="utf-8")

    def context(self):
        ctx = self.browser.new_context(**PHONE)
        ctx.set_default_timeout(TIMEOUT_MS)
        ctx.add_init_script(START_MARKS)
        # What pages ask for (the service worker's own precache fetches are not "used").
        ctx.on(
            "request",
            lambda r: r.service_worker is None and self.requested.add(r.url.split("?", 1)[0]),
        )
        return ctx

    def page(self, ctx, rate: float):
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        return page, cdp

    def visit(self, ctx, url: str, rate: float, table: bool = False, start: bool = False):
        page, cdp = self.page(ctx, rate)
        page.goto(url, wait_until="commit")
        keys = (
            ["readyFrame"] + (["tableFrame"] if table else []) + (["startFrame"] if start else [])
        )
        page.wait_for_function(
            "(keys) => keys.every((k) => window.__tkBench[k] !== null)",
            arg=keys,
            timeout=TIMEOUT_MS,
        )
        marks = page.evaluate("() => ({...window.__tkBench})")
        return page, cdp, {k: v / 1000 for k, v in marks.items() if v is not None}

    # The app: a first visit (start a game), a cold start, two warm offline starts.
    def starts(self, rate: float) -> tuple[dict, dict]:
        """Floor and app runs in turn, so that both see the same machine (load, caches)."""
        app = {
            k: []
            for k in (
                "first_start",
                "first_ready",
                "first_bytes",
                "cache_bytes",
                "cold_table",
                "cold_ready",
                "warm_table",
                "warm_ready",
            )
        }
        floor = {"cold_ready": [], "warm_ready": [], "first_bytes": []}
        for _ in range(self.args.runs):
            self.floor_run(rate, floor)
            self.app_run(rate, app)
        return app, floor

    def app_run(self, rate: float, out: dict) -> None:
        ctx = self.context()
        self.app.counter.reset()
        page, cdp, marks = self.visit(ctx, self.app.url, rate, start=True)
        out["first_start"].append(marks["startFrame"])
        out["first_ready"].append(marks["readyFrame"])
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.get_by_test_id("count-4").click()
        page.get_by_test_id("start-game").click()
        page.get_by_test_id("player-3").wait_for()
        page.wait_for_function(SETTLED)
        page.wait_for_timeout(300)
        out["first_bytes"].append(self.app.counter.bytes)
        self.cache_files = page.evaluate(CACHE_CONTENTS)
        out["cache_bytes"].append(sum(n for _, n in self.cache_files))
        page.close()

        # Cold: the runtime is not cached anywhere (no service worker, no Cache Storage,
        # empty HTTP cache); the game stored by the first visit is.
        self.forget_runtime(ctx)
        page, cdp, marks = self.visit(ctx, self.app.url, rate, table=True)
        out["cold_table"].append(marks["tableFrame"])
        out["cold_ready"].append(marks["readyFrame"])
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.wait_for_function(SETTLED)
        # A returning player's start: the app hands its Python memory snapshot to the
        # service worker once a start is done; wait for it, as a player's next start finds it.
        out.setdefault("snapshot_wait", []).append(self.wait_snapshot(page))
        out.setdefault("cache_bytes_later", []).append(
            sum(n for _, n in page.evaluate(CACHE_CONTENTS))
        )
        page.close()

        # Warm offline, twice: the service worker answers, the network is off.
        ctx.set_offline(True)
        for _ in range(2):
            page, cdp, marks = self.visit(ctx, self.app.url, rate, table=True)
            out["warm_table"].append(marks["tableFrame"])
            out["warm_ready"].append(marks["readyFrame"])
            page.wait_for_function(SETTLED)
            page.close()
        # The runtime alone (RUNTIME_FILES), twice, with the same caches: online, since its
        # page is not the site's (the runtime's files still come from the service worker).
        ctx.set_offline(False)
        for _ in range(2):
            page, _cdp = self.page(ctx, rate)
            said = []
            page.on("console", lambda m: said.append(m.text))
            page.goto(self.app.url + RUNTIME_PAGE.lstrip("/"), wait_until="commit")
            page.wait_for_function("() => window.__tkBench.readyFrame !== null", timeout=TIMEOUT_MS)
            if any(RESTORED in text for text in said):  # else it measured something else
                out.setdefault("runtime_ready", []).append(
                    page.evaluate("() => window.__tkBench.readyFrame") / 1000
                )
            page.close()
        ctx.close()

    def stored_game(self, ctx, players: int) -> None:
        """A first visit that starts a game of ``players`` and leaves it stored."""
        page, _cdp, _ = self.visit(ctx, self.app.url, 1, start=True)
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.get_by_test_id(f"count-{players}").click()
        page.get_by_test_id("start-game").click()
        page.wait_for_function(SETTLED)
        page.close()

    def forget_runtime(self, ctx) -> None:
        """Nothing of the runtime cached any more (no service worker, no Cache Storage, an
        empty HTTP cache); the stored game stays."""
        page, cdp = self.page(ctx, 1)
        cdp.send(
            "Storage.clearDataForOrigin",
            {"origin": self.app.origin, "storageTypes": "service_workers,cache_storage"},
        )
        cdp.send("Network.clearBrowserCache")
        page.close()

    def wait_snapshot(self, page, timeout_s: float = 90) -> float | None:
        """Seconds until Cache Storage holds a Python memory snapshot (None: none came)."""
        if not self.snapshots:
            return None
        started = time.perf_counter()
        while time.perf_counter() - started < timeout_s:
            if page.evaluate(HAS_SNAPSHOT):
                return time.perf_counter() - started
            page.wait_for_timeout(50)  # (every 0.5 s before: the figure was 0 or 0.5 s)
        return None

    def floor_run(self, rate: float, out: dict) -> None:
        ctx = self.context()
        self.floor.counter.reset()
        page, cdp, marks = self.visit(ctx, self.floor.url, rate)
        out["cold_ready"].append(marks["readyFrame"])
        page.wait_for_timeout(300)
        out["first_bytes"].append(self.floor.counter.bytes)
        page.close()
        for _ in range(2):
            page, _cdp, marks = self.visit(ctx, self.floor.url, rate)
            out["warm_ready"].append(marks["readyFrame"])
            page.close()
        ctx.close()

    def registry(self, rate: float) -> dict[str, list]:
        """The full Hellscube registry through the app's engine (the bridge call the pools
        screen makes), in a warm page: the first call of a visit, and later calls."""
        if not HELLSCUBE.is_file():
            return {}
        text = HELLSCUBE.read_text(encoding="utf-8")
        ctx = self.context()
        page, cdp, _ = self.visit(ctx, self.app.url, 1, start=True)
        page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
        page.close()
        out: dict[str, list] = {"first": [], "later": []}
        for _ in range(max(1, self.args.runs // 2)):
            page, _cdp, _ = self.visit(ctx, self.app.url, rate, start=True)
            times = page.evaluate(
                """async (text) => {
              const times = [];
              for (let i = 0; i < 3; i++) {
                const t0 = performance.now();
                const result = await tkEngineApi.import_pool(text, "");
                if (!result.ok) throw new Error(JSON.stringify(result.error));
                times.push((performance.now() - t0) / 1000);
              }
              return times;
            }""",
                text,
            )
            out["first"].append(times[0])
            out["later"] += times[1:]
            page.close()
        ctx.close()
        return out

    def startup_taps(self, rate: float) -> dict[str, list]:
        """Taps on the table painted from storage while Python starts: warm
        offline starts and cold ones (the runtime downloaded and compiled meanwhile); seat
        0's "+" tapped as fast as a player would (every 80 ms) until the engine is ready."""
        ctx = self.context()
        ctx.add_init_script(STARTUP_TAP_PROBE)
        self.stored_game(ctx, players=2)
        out: dict[str, list] = {"text": [], "frame": [], "starts": []}
        for kind in ["cold"] * 3 + ["warm"] * 8:
            if kind == "cold":
                ctx.set_offline(False)
                self.forget_runtime(ctx)
            else:
                ctx.set_offline(True)
            page, _cdp = self.page(ctx, rate)
            page.goto(self.app.url, wait_until="commit")
            button = page.get_by_test_id("life-0-plus")
            button.wait_for()
            while page.evaluate("() => document.body.dataset.ready") != "1":
                try:
                    button.click(timeout=2000, no_wait_after=True)
                except Exception:
                    break
                page.wait_for_timeout(80)
            page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
            page.wait_for_timeout(300)
            taps = page.evaluate("() => window.__tkStartupTaps")
            out["starts"].append(kind)
            for key in ("text", "frame"):
                out[key] += [(t[key] - t["down"]) / 1000 for t in taps if t.get(key) is not None]
            out.setdefault("missed", []).append(sum(1 for t in taps if t.get("text") is None))
            page.wait_for_function(SETTLED)
            if kind == "cold":
                page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
            page.close()
        ctx.close()
        return out

    # A fresh install's second start, a moment after the first: does it find the snapshot?
    def second_start(self, rate: float, after_s: float = 2.0) -> dict[str, list]:
        out: dict[str, list] = {"ready": [], "snapshot": []}
        for _ in range(max(1, self.args.runs // 2)):
            ctx = self.context()
            restored = []
            page, cdp, _ = self.visit(ctx, self.app.url, rate, start=True)
            page.wait_for_function(SW_CONTROLLING, timeout=TIMEOUT_MS)
            page.wait_for_timeout(after_s * 1000)
            page.close()
            page, _cdp = self.page(ctx, rate)
            page.on("console", lambda m: restored.append(m.text) if RESTORED in m.text else None)
            page.goto(self.app.url, wait_until="commit")
            page.wait_for_function("() => window.__tkBench.readyFrame !== null", timeout=TIMEOUT_MS)
            out["ready"].append(page.evaluate("() => window.__tkBench.readyFrame") / 1000)
            out["snapshot"].append(bool(restored))
            page.close()
            ctx.close()
        return out

    def taps(self, rate: float) -> dict[str, list]:
        ctx = self.context()
        self.stored_game(ctx, players=4)
        out: dict[str, list] = {}
        for settle_ms, wanted in (
            ("1000", ("text", "frame", "journal")),
            ("0", ("text", "frame", "durable")),
        ):
            ctx.add_init_script(
                f"try {{ localStorage.setItem('tk-settle-ms', '{settle_ms}') }} catch (e) {{}}"
            )
            page, _cdp, _ = self.visit(ctx, self.app.url, rate, table=True)
            page.wait_for_function(SETTLED)
            page.evaluate(TAP_PROBE)
            button = page.get_by_test_id("life-0-plus")
            for i in range(self.args.taps):
                button.click()
                page.wait_for_function(
                    "([i, keys]) => { const t = window.__tkTaps[i];"
                    " return t && keys.every((k) => t[k] !== undefined); }",
                    arg=[i, list(wanted)],
                )
                page.wait_for_timeout(20)
            taps = page.evaluate("() => window.__tkTaps")
            suffix = "" if settle_ms != "0" else "_settle0"
            for key in wanted:
                out[key + suffix] = [(t[key] - t["down"]) / 1000 for t in taps]
            page.wait_for_function(SETTLED)
            page.close()
        ctx.close()
        return out


# --- Lighthouse ----------------------------------------------------------------------------

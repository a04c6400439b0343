"""The bench's figures as rows, as text for the terminal and as Markdown for
``docs/performance.md`` (``--readme``)."""

from __future__ import annotations

import os
import platform
import statistics
from pathlib import Path

import memory
from harness import ROOT


def median(xs):
    return statistics.median(xs) if xs else None


def pct(xs, p):
    if not xs:
        return None
    xs = sorted(xs)
    k = (len(xs) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def fmt_time(s):
    if s is None:
        return "—"
    return f"{s * 1000:.1f} ms" if s < 0.1 else f"{s:.2f} s"


def fmt_bytes(n):
    return "—" if n is None else f"{n / 1e6:.1f} MB"


def start_rows(add, app: dict, floor: dict, rate, x: str) -> None:
    """The start figures of one CPU rate, each beside the floor's."""
    fl_cold, fl_warm = median(floor["cold_ready"]), median(floor["warm_ready"])
    add(f"cold start → table painted ({x})", median(app["cold_table"]), fl_cold)
    add(f"cold start → interactive ({x})", median(app["cold_ready"]), fl_cold)
    # the targets are for 1x (the absolute ones on a quiet machine); 4x is shown beside
    one = rate == 1
    add(
        f"warm offline → table painted ({x})",
        median(app["warm_table"]),
        fl_warm,
        "≤ 0.12 s" if one else None,
        0.12 if one else None,
    )
    add(
        f"warm offline → interactive ({x})",
        median(app["warm_ready"]),
        fl_warm,
        "≤ 1/5 floor" if one else "≤ 1/2 floor",
        fl_warm / 5 if one else fl_warm / 2,
    )
    if app.get("runtime_ready"):  # no target: what 1/5 of the floor is measured against
        add(
            f"the runtime alone: Pyodide restoring the snapshot in a bare worker, no PyScript ({x})",
            median(app["runtime_ready"]),
            fl_warm,
        )
    add(f"first visit → start screen ({x})", median(app["first_start"]), fl_cold)
    add(
        f"first visit → interactive ({x})",
        median(app["first_ready"]),
        fl_cold,
        "≤ 1.5 s" if one else None,
        1.5 if one else None,
    )
    second = app.get("second_start") or {}
    if second.get("ready"):
        add(
            f"fresh install, second start 2 s after the first → interactive ({x})",
            median(second["ready"]),
            fl_warm,
            "≤ 1/5 floor" if one else None,
            fl_warm / 5 if one else None,
        )
        used = sum(second["snapshot"])
        add(
            f"fresh install, second start 2 s after the first: snapshot used ({x})",
            f"{used} of {len(second['snapshot'])}",
            None,
            "every time",
            None,
            unit="text",
            met_text="yes" if used == len(second["snapshot"]) else "NO",
        )


def rows_from(results: dict) -> list[tuple]:
    """(figure, app value, floor value, ratio, target text, met) with formatted values."""
    rows = []
    for rate, r in results.get("browser", {}).items():
        taps = r["taps"]
        x = f"{rate}x"

        def add(name, value, floor_value, target=None, limit=None, unit="time", met_text=None):
            if unit == "text":
                rows.append((name, value, "—", "—", target or "", met_text or ""))
                return
            f = fmt_time if unit == "time" else fmt_bytes
            ratio = f"{value / floor_value:.2f}" if value is not None and floor_value else "—"
            met = "" if limit is None or value is None else ("yes" if value <= limit else "NO")
            rows.append((name, f(value), f(floor_value), ratio, target or "", met))

        if "app" in r:
            start_rows(add, r["app"], r["floor"], rate, x)
        for key, label, target in (
            ("text", "tap → text", 0.006 if rate == 1 else 0.019),
            ("frame", "tap → next frame", None),
            ("journal", "tap → durable journal entry (settle 1 s)", 0.050),
            ("durable_settle0", "tap → durable write (settle 0)", 0.050),
        ):
            for p in (50, 95):
                value = pct(taps.get(key, []), p)
                add(
                    f"{label} p{p} ({x})",
                    value,
                    None,
                    (f"p95 ≤ {target * 1000:.0f} ms" if target and p == 95 else None),
                    target if p == 95 else None,
                )
        early = r.get("startup_taps") or {}
        for key, label in (
            ("text", "tap while Python starts → text (journal on disk first)"),
            ("frame", "tap while Python starts → next frame"),
        ):
            for p in (50, 95):
                value = pct(early.get(key, []), p)
                target = key == "text" and p == 95 and rate == 1
                add(
                    f"{label} p{p} ({x})",
                    value,
                    None,
                    "p95 ≤ 50 ms" if target else None,
                    0.050 if target else None,
                )
        if early.get("text"):
            rows.append(
                (
                    f"taps made while Python started ({x})",
                    f"{len(early['text'])} in {len(early['starts'])} starts",
                    "—",
                    "—",
                    "",
                    ""
                    if not sum(early.get("missed", []))
                    else f"{sum(early['missed'])} never shown",
                )
            )
        registry = r.get("registry") or {}
        if registry.get("first"):
            add(
                f"registry import in the app, first call ({x})",
                median(registry["first"]),
                None,
                "≤ 1.5 s" if rate == 1 else None,
                1.5 if rate == 1 else None,
            )
            add(f"registry import in the app, later calls ({x})", median(registry["later"]), None)
        if rate == 1 and "app" in r:
            app, floor = r["app"], r["floor"]
            add(
                "first visit: bytes fetched",
                median(app["first_bytes"]),
                median(floor["first_bytes"]),
                "≤ 15 MB",
                15e6,
                unit="bytes",
            )
            add(
                "Cache Storage: bytes held after the first visit",
                median(app["cache_bytes"]),
                None,
                unit="bytes",
            )
            add(
                "Cache Storage: bytes held once the snapshot is made",
                median(app.get("cache_bytes_later", [])),
                None,
                unit="bytes",
            )
            waits = [w for w in app.get("snapshot_wait", []) if w is not None]
            if waits:
                add("Python snapshot stored: time after interactive (1x)", median(waits), None)
    if results.get("memory"):
        rows += memory.rows(results["memory"])
    view = results.get("view")
    if view:  # esbuild's bundle; 312,873 bytes (84 KB gzipped) with the home-made bundler
        rows.append(
            (
                "the view at start: js/app.js, minified (gzipped)",
                f"{view['bytes'] / 1000:.0f} KB ({view['gzip'] / 1000:.0f} KB)",
                "—",
                "—",
                "",
                "",
            )
        )
    lh = results.get("lighthouse")
    if lh:
        for key, label in (
            ("accessibility", "accessibility"),
            ("best-practices", "best practices"),
            ("performance", "performance"),
        ):
            value = lh["scores"].get(key)
            target = 0.95 if key != "performance" else None
            rows.append(
                (
                    f"Lighthouse {lh['version']} {label} (first visit, mobile)",
                    "—" if value is None else f"{value:.2f}",
                    "—",
                    "—",
                    f"≥ {target}" if target else "",
                    "" if target is None or value is None else ("yes" if value >= target else "NO"),
                )
            )
        rows.append(
            (
                f"Lighthouse {lh['version']} total blocking time (first visit, mobile)",
                fmt_time(lh["tbt"]),
                "—",
                "—",
                "",
                "",
            )
        )
    targets = {
        "replay 10,000 actions": 0.5,
        "import Hellscube registry": 1.5,
        "pair Swiss round (256 players, worst of rounds 1-4)": 1.0,
    }
    cpython_targets = {"pair Swiss round (1,024 players, worst of rounds 1-10)": 1.0}
    for where, res in results.get("engine", {}).items():
        for name, value in res["figures"].items():
            limit = targets.get(name) if "Pyodide" in where else cpython_targets.get(name)
            rows.append(
                (
                    f"{name} — {where}",
                    fmt_time(value),
                    "—",
                    "—",
                    f"≤ {limit:g} s" if limit else "",
                    "" if limit is None else ("yes" if value <= limit else "NO"),
                )
            )
    return rows


def table_text(rows) -> str:
    head = ("figure", "app", "floor", "app/floor", "target", "met")
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    lines = [
        "  ".join(str(c).ljust(w) for c, w in zip(head, widths)),
        "  ".join("-" * w for w in widths),
    ]
    lines += ["  ".join(str(c).ljust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join(lines)


def table_markdown(rows) -> str:
    head = ("figure", "app", "floor", "app/floor", "target", "met")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def machine() -> str:
    cpu = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}"


BEGIN, END = "<!-- bench:begin (tools/bench/run.py --readme) -->", "<!-- bench:end -->"


def write_readme(markdown: str, results: dict) -> None:
    """Put the figures between the markers in docs/performance.md (made at the
    end of that page when there is none); the text around the markers is left alone."""
    readme = ROOT / "docs" / "performance.md"
    text = readme.read_text(encoding="utf-8")
    block = (
        f"{BEGIN}\n"
        f"Latest run: {results['when']}, {results['machine']}, {results['browser_version']}, "
        f"loopback server; starts are medians of {results['runs']} runs (warm: {2 * results['runs']}), "
        f"taps p50/p95 of {results['taps']}.\n\n"
        + markdown
        + "\n\n"
        + "\n".join(f"- {n}" for n in results.get("notes", []))
        + f"\n{END}"
    )
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n## Performance\n\n" + block + "\n"
    readme.write_text(text, encoding="utf-8")


# --- main ----------------------------------------------------------------------------------

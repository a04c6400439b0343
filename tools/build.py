#!/usr/bin/env python3
"""Assemble the static site in ``build/site/`` from the sources (standard library only).

    python tools/build.py             # the site the app ships
    python tools/build.py --discover  # vendor every runtime file, to watch what a boot fetches

What goes where:

* ``pwa/**``                  -> site root (copied as a tree: index.html, main.py, pyscript.json, ...)
* ``pwa/js/app.js`` and every module it imports
                              -> ``js/app.js``, one minified file, and its source map
                                ``js/app.js.map`` (esbuild, pinned in package.json; the map is
                                not precached: only developer tools ask for it; ``--no-bundle``
                                ships the modules one by one)
* ``pwa/js/storage/early-read.js``    -> inline in ``index.html``'s ``<head>`` (its ``startEarlyRead()`` as one
                                minified classic script, esbuild) with its hash in the page's
                                content security policy: it opens the game's database while
                                the view's bundle is fetched and parsed
* ``assets/**``               -> ``assets/``, except ``assets/manifest.webmanifest`` which goes to
                                the site root so that its ``start_url``/``scope`` of ``.`` mean the app
* ``engine/**.py`` and every ``pwa/**.py`` but ``main.py``
                              -> ``engine.zip`` (vendor/tk-pyodide.mjs writes it into Pyodide's
                                file system and puts it on ``sys.path``: Python imports from the
                                zip, nothing is unpacked; the command line is left out).
                                ``main.py`` itself only imports the bridge (``pwa/bridge.py``),
                                so a start parses no Python source of ours
* ``node_modules/pyodide``    -> ``vendor/pyodide/`` (only the files a boot loads; the package
                                list in ``pyodide-lock.json`` is emptied: the app loads no package)
* precompiled bytecode (``tools/pyc.mjs``, in Pyodide under Node): ``python_stdlib.zip`` ships
                                with every module a boot imports as a sourceless ``.pyc``, and
                                ``engine.zip`` with ``X.pyc`` beside each ``X.py`` (zipimport's layout), so
                                the browser compiles no Python at start.  Cached in
                                ``build/cache/pyc/`` by the hash of every input.
* ``pwa/runtime/``            -> ``vendor/``, not copied as a tree: what runs in the engine's worker
                                and the service worker, beside the view (this file only builds it)
* ``pwa/runtime/tk-pyodide.mjs`` -> ``vendor/tk-pyodide.mjs``: pyscript.json's interpreter, Pyodide
                                started from a memory snapshot when one was made (see that file),
                                with the modules it imports from beside it written into it
                                (tk-snapshot-pages.mjs, tk-idle-collect.mjs: one request fewer each
                                at every start)
* ``pwa/runtime/tk-idle-collect.mjs`` -> ``vendor/tk-idle-collect.js`` as well: a classic-script copy
                                for the service worker's importScripts (its idle collection)
* ``node_modules/@pyscript/core/dist`` -> ``vendor/pyscript/`` (core.js and the chunks a
                                ``<script type="py">`` page with a JSON config loads)
* ``service-worker.js``       -> ``service-worker.js`` with the precache list and a cache name
                                derived from the hash of everything else in the site.

The build is deterministic: the same sources give byte-identical output.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
NODE = ROOT / "node_modules"
PYODIDE_DIR = NODE / "pyodide"
PYSCRIPT_DIST = NODE / "@pyscript" / "core" / "dist"
ESBUILD = NODE / ".bin" / "esbuild"
# the browsers the view is written for (what Pyodide 314 needs anyway)
ESBUILD_TARGET = "es2022"

# What a boot of Pyodide requests (watched in Chromium; see tests/browser/test_boot.py, which
# fails if the page ever asks for a file that is not in the site).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# PyScript: core.js and everything it imports statically, plus these lazily imported chunks
# (named without their content hash; the hash is read from the import statements in core).
# On start-up core imports one small chunk per plugin, whatever the page uses. A config's
# "plugins": ["!name"] cannot prevent it: core loads the plugins once per interpreter type, and
# for "mpy" (which has no config on our page) it loads them all. The heavy parts these chunks
# pull in only when used (codemirror, xterm) are not vendored: a page that uses <py-terminal>
# or <py-editor> would need them added here. Python imports engine.zip as it is (zipimport),
# so the "zip" chunk (MicroPython's unzipper) is not needed either.
PYSCRIPT_STATIC_ENTRIES = (
    "core.js",
)  # not core.css: it styles only the editor, terminal and file dialog
PYSCRIPT_LAZY_CHUNKS = (
    "error",
    "deprecations-manager",
    "donkey",
    "py-editor",
    "py-game",
    "py-terminal",
)

SKIP_NAMES = {"__pycache__", ".DS_Store", "Thumbs.db"}
SKIP_SUFFIXES = (
    ".pyc",
    ".pyo",
    ".map",
    "~",
    ".swp",
    ".d.ts",
)  # .d.ts: the view's types, for tsc only

PYC_TOOL = ROOT / "tools" / "pyc.mjs"
PYSCRIPT_PY = NODE / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
PYC_CACHE = ROOT / "build" / "cache" / "pyc"
PYC_CACHE_KEEP = 6

# What ships to the engine's worker and the service worker (built into vendor/, never copied as is).
RUNTIME = ROOT / "pwa" / "runtime"
WRAPPER_SOURCE = RUNTIME / "tk-pyodide.mjs"
IDLE_COLLECT_SOURCE = RUNTIME / "tk-idle-collect.mjs"  # in the wrapper, and the service worker's
WRAPPER_KEY_TOKEN = "__SNAPSHOT_KEY__"

SW_SOURCE = ROOT / "service-worker.js"
SW_CACHE_TOKEN = '"__CACHE_NAME__"'
SW_PRECACHE_TOKEN = "[/*__PRECACHE__*/]"
SW_HASHES_TOKEN = "{/*__HASHES__*/}"
CACHE_PREFIX = "table-keeper-"

ZIP_DATE = (1980, 1, 1, 0, 0, 0)


class BuildError(Exception):
    pass


def wanted(path: Path) -> bool:
    return not (
        path.name in SKIP_NAMES
        or path.name.startswith(".")
        or path.name.endswith(SKIP_SUFFIXES)
        or any(part in SKIP_NAMES for part in path.parts)
    )


def tree_files(top: Path) -> list[Path]:
    """Every file under ``top`` worth shipping, sorted, as paths relative to ``top``."""
    if not top.is_dir():
        return []
    return sorted(
        p.relative_to(top) for p in top.rglob("*") if p.is_file() and wanted(p.relative_to(top))
    )


class Site:
    """The output directory, and the size of every file written to it (by site-relative path)."""

    def __init__(self, root: Path):
        self.root = root
        self.written: dict[str, int] = {}  # the site: precached by the service worker
        self.unlisted: dict[str, int] = {}  # served but never precached (source maps)

    def _target(self, rel: str) -> Path:
        if rel in self.written:
            raise BuildError(f"two sources write {rel}")
        target = self.root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        return target

    def copy(self, source: Path, rel: str) -> None:
        target = self._target(rel)
        shutil.copyfile(source, target)
        self.written[rel] = target.stat().st_size

    def copy_unlisted(self, source: Path, rel: str) -> None:
        target = self._target(rel)
        shutil.copyfile(source, target)
        self.unlisted[rel] = target.stat().st_size

    def write(self, rel: str, data: bytes, precache: bool = True) -> None:
        target = self._target(rel)
        target.write_bytes(data)
        (self.written if precache else self.unlisted)[rel] = len(data)


def bundle_view(entry: Path) -> tuple[bytes, bytes, set[Path]]:
    """esbuild: the view's module graph as one minified ES module, its source map, and the
    modules it holds (so that they are not copied one by one as well).  The libraries the
    view imports on demand (``import()``) are separate chunks: see :func:`bundle_view_files`."""
    outputs, modules = bundle_view_files(entry)
    name = entry.stem
    return outputs[f"{name}.js"], outputs[f"{name}.js.map"], modules


def bundle_view_files(entry: Path) -> tuple[dict[str, bytes], set[Path]]:
    """Every file esbuild writes for ``entry``: ``<entry>.js`` and its map, and a chunk (with
    its map) for each library the view loads only when a screen needs it (the life chart's
    uPlot, the slips' QR code reader and writer), so a start parses none of them."""
    if not ESBUILD.exists():
        raise BuildError(f"{ESBUILD.relative_to(ROOT)} is missing: run `npm ci`")
    out = ROOT / "build" / "cache" / "esbuild"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    run = subprocess.run(
        [
            str(ESBUILD),
            str(entry),
            "--bundle",
            "--format=esm",
            "--minify",
            "--sourcemap",
            "--splitting",
            f"--outdir={out}",
            "--entry-names=[name]",
            "--chunk-names=chunks/[name]-[hash]",
            f"--target={ESBUILD_TARGET}",
            "--legal-comments=eof",
            "--charset=utf8",
            "--log-level=warning",
            f"--metafile={out / 'meta.json'}",
        ],
        # the vendored libraries (uPlot, qrcode, jsQR) are found in this checkout's node_modules
        # even when the sources are elsewhere (a test builds a copy)
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NODE_PATH": str(NODE)},
    )
    if run.returncode != 0:
        raise BuildError(f"cannot bundle the view:\n{run.stderr.strip()}")
    meta = json.loads((out / "meta.json").read_text(encoding="utf-8"))
    modules = {(ROOT / name).resolve() for name in meta["inputs"]}
    outputs = {
        path.relative_to(out).as_posix(): path.read_bytes()
        for path in sorted(out.rglob("*"))
        if path.is_file() and path.suffix in (".js", ".map")
    }
    return outputs, modules


def static_chunks(outputs: dict[str, bytes]) -> set[str]:
    """The chunks the view's bundle imports as it starts (esbuild's shared helpers for the
    libraries it loads later): each would be asked for only once the bundle is parsed."""
    app = outputs["app.js"].decode("utf-8")
    return set(re.findall(r"import\s*(?:\{[^}]*\}\s*from\s*)?\"\./(chunks/[^\"]+\.js)\"", app))


def with_module_preloads(html: str, chunks: list[str]) -> str:
    """index.html asking for the bundle's static chunks beside the bundle, not after it."""
    tag = '<script type="module" src="./js/app.js"></script>'
    if html.count(tag) != 1:
        raise BuildError(f"pwa/index.html must load the view's bundle once as {tag}")
    links = "".join(f'<link rel="modulepreload" href="./js/{chunk}">\n  ' for chunk in chunks)
    return html.replace(tag, links + tag)


EARLY_READ = "{{early-read}}"
EARLY_READ_HASH = "{{early-read-hash}}"


def view_build_id() -> str:
    """What tells one build of the view from another: a digest of its sources. The early paint
    shows a table only as drawn by the same view (the same elements in the same places)."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "pwa" / "js").rglob("*.js")):
        digest.update(path.relative_to(ROOT).as_posix().encode("utf-8") + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def minified(args: list[str], source: str, what: str, tag: str, cwd: Path = ROOT) -> str:
    """``source`` through esbuild (read from standard input), for index.html to hold inline in
    a ``<tag>``: it must not close that element early."""
    if not ESBUILD.exists():
        raise BuildError(f"{ESBUILD.relative_to(ROOT)} is missing: run `npm ci`")
    run = subprocess.run(
        [str(ESBUILD), "--minify", "--charset=utf8", "--log-level=warning", *args],
        input=source,
        cwd=cwd,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        raise BuildError(f"cannot minify {what}:\n{run.stderr.strip()}")
    text = run.stdout.strip()
    if "</" in text:
        raise BuildError(f"{what} would close its inline <{tag}> early")
    return text


# The view's modules that only the inline early read runs (the bundle and the other modules
# import none of them): not shipped as files of their own.
EARLY_READ_ONLY = {ROOT / "pwa" / "js" / "start" / "early-paint.js"}


def early_read_script() -> str:
    """``pwa/js/storage/early-read.js``'s ``startEarlyRead()`` and ``pwa/js/start/early-paint.js``'s
    ``startEarlyPaint()`` as one minified classic script, for index.html to run inline before
    anything else (it reads the last table while the view's bundle loads, and shows it as it
    was last drawn)."""
    return minified(
        [
            "--bundle",
            "--format=iife",
            f"--target={ESBUILD_TARGET}",
            "--sourcefile=early-read-start.js",
        ],
        'import { startEarlyRead } from "./early-read.js";\n'
        'import { startEarlyPaint } from "../start/early-paint.js";\n'
        f'globalThis.tkViewBuild = "{view_build_id()}";\n'
        "startEarlyPaint(startEarlyRead());\n",
        "pwa/js/storage/early-read.js",
        "script",
        cwd=ROOT / "pwa" / "js" / "storage",
    )


STYLE = "{{style}}"
STYLE_HASH = "{{style-hash}}"


def inline_style() -> str:
    """``pwa/style.css`` minified (esbuild), to be written into index.html's ``<style>``."""
    source = (ROOT / "pwa" / "style.css").read_text(encoding="utf-8")
    return minified(["--loader=css"], source, "pwa/style.css", "style")


def with_inline(
    html: str, place: str, hash_place: str, make: Callable[[], str], directive: str
) -> str:
    """index.html with the text ``make`` gives at ``place`` and its hash at ``hash_place`` in the
    content security policy's ``directive`` (the one inline text of its kind it allows). The
    places are checked first: a page without them is refused before anything is built."""
    if html.count(place) != 1 or html.count(hash_place) != 1:
        raise BuildError(
            f"pwa/index.html must hold {place} and {hash_place} (in its {directive}) once each"
        )
    text = make()
    digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
    return html.replace(hash_place, f"sha256-{digest}").replace(place, text)


def with_inline_style(html: str) -> str:
    """The style sheet in the page: the first frame waits for no file."""
    return with_inline(html, STYLE, STYLE_HASH, inline_style, "style-src")


def with_early_read(html: str) -> str:
    """The early read and the early paint in the page, before the view's bundle has run."""
    return with_inline(html, EARLY_READ, EARLY_READ_HASH, early_read_script, "script-src")


# The scripts shipped as they are written (not bundled): their comments and JSDoc types are
# for the reader and tsc, not the phone, which gets the same code without them (esbuild,
# unminified: the code stays readable, and the service worker's names stay where tests read them).
UNBUNDLED_SCRIPTS = {"js/sw-register.js"}


def without_comments(text: str, name: str) -> str:
    if not ESBUILD.exists():
        raise BuildError(f"{ESBUILD.relative_to(ROOT)} is missing: run `npm ci`")
    run = subprocess.run(
        [
            str(ESBUILD),
            "--loader=js",
            f"--target={ESBUILD_TARGET}",
            "--charset=utf8",
            "--legal-comments=none",
            "--log-level=warning",
            f"--sourcefile={name}",
        ],
        input=text,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        raise BuildError(f"cannot read {name}:\n{run.stderr.strip()}")
    return run.stdout


def copy_tree(
    site: Site,
    top: Path,
    dest: str,
    moved: dict[str, str] | None = None,
    skip: set[Path] = frozenset(),
) -> None:
    for rel in tree_files(top):
        if (top / rel).resolve() in skip:
            continue
        rel_s = rel.as_posix()
        target = (moved or {}).get(rel_s, f"{dest}{rel_s}")
        if target in UNBUNDLED_SCRIPTS:
            site.write(
                target,
                without_comments((top / rel).read_text(encoding="utf-8"), rel_s).encode("utf-8"),
            )
        else:
            site.copy(top / rel, target)


# The command line (``python -m engine``) runs in CPython only; no page imports it.
ENGINE_CLI = ("__main__.py", "commands/")
# The engine's types (TypedDicts for mypy and for the view's generated .d.ts): imported only
# under TYPE_CHECKING, so the phone's engine never loads them and the zip leaves them out.
ENGINE_TYPES_ONLY = "_types.py"


def engine_zip() -> bytes:
    """engine/**.py but the command line, plus the Python modules of pwa/ other than main.py
    (the bridge), at the zip's root. Python imports from the zip itself (it is on ``sys.path``)."""
    entries: list[tuple[str, Path]] = []
    engine_dir = ROOT / "engine"
    if not (engine_dir.is_dir()):
        raise BuildError("engine/ is missing")
    for rel in tree_files(engine_dir):
        if (
            rel.suffix == ".py"
            and not rel.as_posix().startswith(ENGINE_CLI)
            and not rel.name.endswith(ENGINE_TYPES_ONLY)
        ):
            entries.append((f"engine/{rel.as_posix()}", engine_dir / rel))
    pwa = ROOT / "pwa"
    for rel in tree_files(pwa):
        if rel.suffix == ".py" and rel.as_posix() != "main.py":
            entries.append((rel.as_posix(), pwa / rel))
    names = [name for name, _ in entries]
    if len(set(names)) != len(names):
        raise BuildError(f"a pwa/ module clashes with the engine package: {names}")

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, path in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # unix, whatever the build machine
            zf.writestr(info, path.read_bytes(), compresslevel=9)
    return buf.getvalue()


_STATIC_IMPORT = re.compile(r'(?:\bfrom|\bimport)\s*["\'](\./[^"\']+\.js)["\']')
_DYNAMIC_IMPORT = re.compile(r'\bimport\(\s*["\'](\./[^"\']+\.js)["\']\s*\)')


def precompiled(engine: bytes) -> tuple[bytes, bytes]:
    """(python_stdlib.zip, engine.zip) with bytecode for what a boot imports (tools/pyc.mjs).

    Compiling needs Pyodide under Node (a few seconds); the result is cached on disk by the
    hash of every input, so a build whose inputs did not change takes it from the cache."""
    stdlib = (PYODIDE_DIR / "python_stdlib.zip").read_bytes()
    digest = hashlib.sha256()
    for part in (
        stdlib,
        engine,
        PYC_TOOL.read_bytes(),
        (PYODIDE_DIR / "package.json").read_bytes(),
        (ROOT / "pwa" / "main.py").read_bytes(),
        *(p.read_bytes() for p in sorted(PYSCRIPT_PY.glob("*.py"))),
    ):
        digest.update(hashlib.sha256(part).digest())
    entry = PYC_CACHE / digest.hexdigest()[:24]
    outputs = (entry / "python_stdlib.zip", entry / "engine.zip")
    if not all(p.is_file() for p in outputs):
        node = shutil.which("node")
        if node is None:
            raise BuildError("Node.js is needed to precompile the bytecode (tools/pyc.mjs)")
        if not PYSCRIPT_PY.is_dir():
            raise BuildError(f"{PYSCRIPT_PY.relative_to(ROOT)} is missing: run `make node_modules`")
        work = PYC_CACHE / f".work-{entry.name}"
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        (work / "engine.in.zip").write_bytes(engine)
        done = subprocess.run(
            [
                node,
                str(PYC_TOOL),
                str(PYODIDE_DIR),
                str(PYSCRIPT_PY),
                str(ROOT / "pwa" / "main.py"),
                str(PYODIDE_DIR / "python_stdlib.zip"),
                str(work / "python_stdlib.zip"),
                str(work / "engine.in.zip"),
                str(work / "engine.zip"),
            ],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            shutil.rmtree(work, ignore_errors=True)
            raise BuildError(f"tools/pyc.mjs failed:\n{done.stderr[-3000:]}")
        (work / "engine.in.zip").unlink()
        shutil.rmtree(entry, ignore_errors=True)
        work.rename(entry)
        entries = sorted(
            (p for p in PYC_CACHE.iterdir() if p.is_dir() and not p.name.startswith(".")),
            key=lambda p: p.stat().st_mtime,
            reverse=True,
        )
        for old in entries[PYC_CACHE_KEEP:]:
            shutil.rmtree(old, ignore_errors=True)
    else:
        entry.touch()
    return outputs[0].read_bytes(), outputs[1].read_bytes()


# The wrapper's imports of its own modules beside it (tk-idle-collect, tk-snapshot-pages).
LOCAL_IMPORT = re.compile(r'^import \{[^}]*\} from "\./(tk-[a-z-]+)\.mjs";\n', flags=re.MULTILINE)


def with_local_modules(text: str) -> str:
    """The wrapper with the modules it imports from beside it (pwa/runtime/) written into it, where it
    imports them: each module is one more request before the worker's start goes on (20 ms measured,
    paired, for tk-snapshot-pages.mjs alone)."""
    return LOCAL_IMPORT.sub(
        lambda match: (
            classic_script(
                (WRAPPER_SOURCE.parent / f"{match.group(1)}.mjs").read_text(encoding="utf-8")
            )
            + "\n"
        ),
        text,
    )


def pyodide_wrapper(site: Site) -> bytes:
    """pwa/runtime/tk-pyodide.mjs (Pyodide started from a memory snapshot), with the modules it
    imports from beside it written into it and its snapshot key: a hash of the wrapper, of the
    runtime files, of the exact standard-library zip the site ships and of engine.zip (whose
    modules the snapshot holds), so a snapshot is never restored on another runtime or engine."""
    template = with_local_modules(WRAPPER_SOURCE.read_text(encoding="utf-8"))
    if template.count(WRAPPER_KEY_TOKEN) != 1:
        raise BuildError(f"{WRAPPER_SOURCE.name} must contain {WRAPPER_KEY_TOKEN} exactly once")
    digest = hashlib.sha256(template.encode())
    for rel in [f"vendor/pyodide/{name}" for name in sorted(PYODIDE_FILES)] + ["engine.zip"]:
        digest.update(hashlib.sha256((site.root / rel).read_bytes()).digest())
    return without_comments(
        template.replace(WRAPPER_KEY_TOKEN, digest.hexdigest()[:16]), WRAPPER_SOURCE.name
    ).encode("utf-8")


def lock_file() -> bytes:
    """Pyodide's package list without the packages: the app loads none (no micropip, no
    packages in pyscript.json), and Pyodide reads the file at every start (114 kB)."""
    lock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text(encoding="utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True).encode()


def pyscript_files(discover: bool) -> list[str]:
    if not PYSCRIPT_DIST.is_dir():
        raise BuildError(f"{PYSCRIPT_DIST.relative_to(ROOT)} is missing: run `make node_modules`")
    if discover:
        return [
            p.name for p in sorted(PYSCRIPT_DIST.iterdir()) if p.is_file() and wanted(Path(p.name))
        ]

    def read(name: str) -> str:
        path = PYSCRIPT_DIST / name
        if not path.is_file():
            raise BuildError(f"PyScript chunk {name} is missing from {PYSCRIPT_DIST}")
        return path.read_text(encoding="utf-8")

    chosen: list[str] = []

    def add_with_static_imports(name: str) -> None:
        if name in chosen:
            return
        chosen.append(name)
        if name.endswith(".js"):
            for dep in _STATIC_IMPORT.findall(read(name)):
                add_with_static_imports(dep[2:])

    for entry in PYSCRIPT_STATIC_ENTRIES:
        add_with_static_imports(entry)
    lazy = {
        dep[2:]
        for name in list(chosen)
        if name.endswith(".js")
        for dep in _DYNAMIC_IMPORT.findall(read(name))
    }
    for chunk in PYSCRIPT_LAZY_CHUNKS:
        pattern = re.compile(rf"^{re.escape(chunk)}-[A-Za-z0-9_-]{{8}}\.js$")
        matches = sorted(name for name in lazy if pattern.match(name))
        if len(matches) != 1:
            raise BuildError(f"cannot find the PyScript chunk {chunk!r} among {sorted(lazy)}")
        add_with_static_imports(matches[0])
    return sorted(chosen)


def pyodide_files(discover: bool) -> list[str]:
    if not PYODIDE_DIR.is_dir():
        raise BuildError(f"{PYODIDE_DIR.relative_to(ROOT)} is missing: run `make node_modules`")
    if discover:
        return [
            p.name
            for p in sorted(PYODIDE_DIR.iterdir())
            if p.is_file()
            and wanted(Path(p.name))
            and not p.name.endswith((".d.ts", ".md", ".html"))
        ]
    missing = [name for name in PYODIDE_FILES if not (PYODIDE_DIR / name).is_file()]
    if missing:
        raise BuildError(f"node_modules/pyodide lacks {missing}: run `make node_modules`")
    return list(PYODIDE_FILES)


def content_hash(site: Site, extra: bytes) -> str:
    digest = hashlib.sha256()
    for rel in sorted(site.written):
        digest.update(rel.encode() + b"\0")
        digest.update(hashlib.sha256((site.root / rel).read_bytes()).digest())
    digest.update(extra)
    return digest.hexdigest()[:16]


def classic_script(module: str) -> str:
    """A module that imports nothing, as a classic script (for importScripts in the service
    worker): its exports become the script's global functions and constants."""
    if re.search(r"^\s*import\b|^\s*export\s+(default|\{|\*)", module, flags=re.MULTILINE):
        raise BuildError(
            "only a module that imports nothing and exports declarations can be a classic script"
        )
    return re.sub(r"^export\s+", "", module, flags=re.MULTILINE)


def service_worker(site: Site) -> bytes:
    template = SW_SOURCE.read_text(encoding="utf-8")
    for token in (SW_CACHE_TOKEN, SW_PRECACHE_TOKEN, SW_HASHES_TOKEN):
        if template.count(token) != 1:
            raise BuildError(f"service-worker.js must contain {token} exactly once")
    cache_name = CACHE_PREFIX + content_hash(site, template.encode())
    precache = ["./"] + [f"./{rel}" for rel in sorted(site.written)]
    # what the worker checks each precached file against before it keeps it
    hashes = {
        url: hashlib.sha256(
            (site.root / ("index.html" if url == "./" else url[2:])).read_bytes()
        ).hexdigest()
        for url in precache
    }
    text = (
        template.replace(SW_CACHE_TOKEN, json.dumps(cache_name))
        .replace(SW_PRECACHE_TOKEN, json.dumps(precache, indent=2).replace("\n", "\n  "))
        .replace(SW_HASHES_TOKEN, json.dumps(hashes, indent=2).replace("\n", "\n  "))
    )
    return without_comments(text, "service-worker.js").encode("utf-8")


def build(
    site_dir: Path = SITE,
    discover: bool = False,
    quiet: bool = False,
    pyc: bool = True,
    bundle: bool = True,
) -> dict[str, int]:
    started = time.perf_counter()
    if site_dir.exists():
        shutil.rmtree(site_dir)
    site_dir.mkdir(parents=True)
    site = Site(site_dir)

    if not (ROOT / "pwa" / "index.html").is_file():
        raise BuildError("pwa/index.html is missing")
    bundled: set[Path] = set()
    if bundle:
        outputs, bundled = bundle_view_files(ROOT / "pwa" / "js" / "app.js")
        for rel, data in outputs.items():
            site.write(f"js/{rel}", data, precache=not rel.endswith(".map"))
    in_engine_zip = {
        path.resolve() for path in (ROOT / "pwa").rglob("*.py") if path.name != "main.py"
    }
    # the runtime is built into vendor/ below; unbundled, the view imports its idle collection
    runtime_dir = ROOT / "pwa" / "runtime"
    runtime = {
        (runtime_dir / rel).resolve()
        for rel in tree_files(runtime_dir)
        if bundle or rel.as_posix() != IDLE_COLLECT_SOURCE.name
    }
    copy_tree(
        site,
        ROOT / "pwa",
        "",
        skip=bundled
        | {path.resolve() for path in EARLY_READ_ONLY}
        | in_engine_zip
        | runtime
        | {(ROOT / "pwa" / "index.html").resolve(), (ROOT / "pwa" / "style.css").resolve()},
    )
    # its comments are for the reader of pwa/index.html, not the phone
    index = re.sub(
        r"\s*<!--.*?-->",
        "",
        (ROOT / "pwa" / "index.html").read_text(encoding="utf-8"),
        flags=re.DOTALL,
    )
    if bundle:
        index = with_module_preloads(index, sorted(static_chunks(outputs)))
    site.write("index.html", with_early_read(with_inline_style(index)).encode("utf-8"))
    copy_tree(
        site, ROOT / "assets", "assets/", moved={"manifest.webmanifest": "manifest.webmanifest"}
    )
    engine = engine_zip()
    stdlib = None
    if pyc and not discover:
        stdlib, engine = precompiled(engine)
    site.write("engine.zip", engine)
    for name in pyodide_files(discover):
        if name == "python_stdlib.zip" and stdlib is not None:
            site.write(f"vendor/pyodide/{name}", stdlib)
        elif name == "pyodide-lock.json" and not discover:
            site.write(f"vendor/pyodide/{name}", lock_file())
        else:
            site.copy(PYODIDE_DIR / name, f"vendor/pyodide/{name}")
    idle_collect = without_comments(
        IDLE_COLLECT_SOURCE.read_text(encoding="utf-8"), IDLE_COLLECT_SOURCE.name
    )
    site.write(
        "vendor/tk-idle-collect.js", classic_script(idle_collect).encode("utf-8")
    )  # the service worker's
    if not discover:
        site.write("vendor/tk-pyodide.mjs", pyodide_wrapper(site))
    for name in pyscript_files(discover):
        site.copy(PYSCRIPT_DIST / name, f"vendor/pyscript/{name}")
        # the source maps the vendored files name, served for developer tools, never precached
        if (PYSCRIPT_DIST / f"{name}.map").is_file():
            site.copy_unlisted(PYSCRIPT_DIST / f"{name}.map", f"vendor/pyscript/{name}.map")
    # uPlot's stylesheet (the chart's code is in the view's bundle), loaded by the life chart
    site.copy(NODE / "uplot" / "dist" / "uPlot.min.css", "vendor/uplot/uPlot.min.css")
    site.copy(NODE / "uplot" / "LICENSE", "vendor/uplot/LICENSE")  # MIT: its notice ships
    # PouchDB's code is a chunk of the view's bundle (loaded when an event is shared or joined)
    site.copy(NODE / "pouchdb-browser" / "LICENSE", "vendor/pouchdb/LICENSE")  # Apache-2.0
    if "service-worker.js" in site.written:
        raise BuildError("pwa/service-worker.js would shadow the generated service worker")
    site.write("service-worker.js", service_worker(site))

    if not quiet:
        width = max(len(rel) for rel in site.written)
        for rel in sorted(site.written):
            print(f"  {rel:<{width}}  {site.written[rel]:>10,}")
        total = sum(site.written.values())
        elapsed = time.perf_counter() - started
        print(
            f"wrote {len(site.written)} files, {total:,} bytes, to "
            f"{site_dir.relative_to(ROOT) if site_dir.is_relative_to(ROOT) else site_dir} "
            f"in {elapsed:.2f}s"
            + (" (discover mode: every runtime file vendored)" if discover else "")
        )
    return dict(site.written)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--discover", action="store_true", help="vendor every Pyodide/PyScript runtime file"
    )
    parser.add_argument(
        "--out", type=Path, default=SITE, help="output directory (default build/site)"
    )
    parser.add_argument("-q", "--quiet", action="store_true")
    parser.add_argument(
        "--no-bundle", action="store_true", help="ship the view's modules one by one"
    )
    parser.add_argument(
        "--no-pyc", action="store_true", help="ship sources only (no precompiled bytecode)"
    )
    args = parser.parse_args(argv)
    try:
        build(
            args.out.resolve(),
            discover=args.discover,
            quiet=args.quiet,
            pyc=not args.no_pyc,
            bundle=not args.no_bundle,
        )
    except BuildError as err:
        print(f"build failed: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The view is bundled by esbuild (tools/build.py): one minified module with a linked source
map, every module of the view inside it and none shipped beside it, the libraries a screen
loads on demand (the chart, the QR codes) in chunks of their own, the maps left out of the
service worker's precache (only developer tools ask for them)."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("tk_build_for_bundle", ROOT / "tools" / "build.py")
build_mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_mod)

pytestmark = pytest.mark.skipif(
    not build_mod.ESBUILD.exists(), reason="node_modules is missing: run `make node_modules`"
)


def test_esbuild_is_pinned_exactly_in_the_lock_file():
    package = json.loads((ROOT / "package.json").read_text())
    lock = json.loads((ROOT / "package-lock.json").read_text())
    version = package["devDependencies"]["esbuild"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", version), "pinned exactly"
    assert lock["packages"]["node_modules/esbuild"]["version"] == version


def test_the_view_is_one_minified_module_with_its_source_map(tmp_path):
    build_mod.build(tmp_path, quiet=True)
    text = (tmp_path / "js" / "app.js").read_text()
    assert text.rstrip().endswith("//# sourceMappingURL=app.js.map")
    assert len(text.splitlines()) < 50, "minified"
    source_map = json.loads((tmp_path / "js" / "app.js.map").read_text())
    sources = {Path(s).name for s in source_map["sources"]}
    # (sw-register.js is loaded on its own; the early read's own modules run only in the
    # page's inline script, which tools/build.py makes of them)
    inline_only = {p.name for p in build_mod.EARLY_READ_ONLY}
    modules = (
        {p.name for p in (ROOT / "pwa" / "js").rglob("*.js")} - {"sw-register.js"} - inline_only
    )
    assert modules <= sources, sorted(modules - sources)
    assert len(source_map["sourcesContent"]) == len(source_map["sources"])
    shipped = {p.relative_to(tmp_path).as_posix() for p in (tmp_path / "js").rglob("*.js")}
    chunks = {name for name in shipped if name.startswith("js/chunks/")}
    assert shipped - chunks == {"js/app.js", "js/sw-register.js"}
    # the chunks hold only the libraries a screen loads on demand (none of the view's modules)
    for chunk in chunks:
        chunk_map = json.loads((tmp_path / f"{chunk}.map").read_text())
        assert all("node_modules/" in source for source in chunk_map["sources"]), chunk
    assert any("uPlot" in c for c in chunks) and any("jsQR" in c for c in chunks)
    worker = (tmp_path / "service-worker.js").read_text()
    assert '"./js/app.js"' in worker and not re.search(r'\.map"', worker)
    assert all(f'"./{chunk}"' in worker for chunk in chunks)  # precached: offline too


def test_a_module_that_does_not_parse_fails_the_build_with_esbuild_s_words(tmp_path):
    broken = tmp_path / "broken.js"
    broken.write_text('import { a } from "./missing.js";\nexport const b = a +;\n')
    with pytest.raises(build_mod.BuildError, match="cannot bundle the view"):
        build_mod.bundle_view(broken)


def test_the_bundle_runs_under_node_as_a_module(tmp_path):
    """It evaluates: no browser global is touched at import time that Node lacks, except the
    DOM ones the app needs; so import only a leaf module graph built the same way."""
    entry = tmp_path / "entry.js"
    entry.write_text(
        f'import {{ seatLayout }} from "{(ROOT / "pwa" / "js" / "table" / "layout.js").as_posix()}";\n'
        "console.log(JSON.stringify(seatLayout(4)));\n"
    )
    text, _source_map, modules = build_mod.bundle_view(entry)
    (tmp_path / "out.mjs").write_bytes(text.replace(b"//# sourceMappingURL=app.js.map", b""))
    done = subprocess.run(
        ["node", str(tmp_path / "out.mjs")], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "cells" in done.stdout and {p.name for p in modules} == {"entry.js", "layout.js"}


def test_the_page_asks_for_the_bundle_s_static_chunks_beside_the_bundle(tmp_path):
    """esbuild puts the helper its CommonJS libraries share into a chunk the bundle imports
    as it starts; found only once the bundle is parsed, it cost a reload a round trip
    through the service worker (docs/performance.md, "The reload path")."""
    build_mod.build(tmp_path, quiet=True)
    app = (tmp_path / "js" / "app.js").read_text()
    static = set(re.findall(r'import\s*(?:\{[^}]*\}\s*from\s*)?"\./(chunks/[^"]+\.js)"', app))
    index = (tmp_path / "index.html").read_text()
    preloaded = set(re.findall(r'<link rel="modulepreload" href="\./js/([^"]+)">', index))
    assert preloaded == static
    for chunk in static:
        assert index.index(chunk) < index.index('src="./js/app.js"')
        assert (tmp_path / "js" / chunk).is_file()

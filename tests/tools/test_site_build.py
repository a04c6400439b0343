"""tools/build.py and tools/serve.py, without a browser."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"tk_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_mod = load("build")
serve_mod = load("serve")

needs_node_modules = pytest.mark.skipif(
    not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file()
    or not (ROOT / "node_modules" / "@pyscript" / "core" / "dist" / "core.js").is_file(),
    reason="node_modules is missing: run `make node_modules`",
)


def site_files(site: Path) -> dict[str, bytes]:
    return {
        p.relative_to(site).as_posix(): p.read_bytes()
        for p in sorted(site.rglob("*"))
        if p.is_file()
    }


def precache_and_name(site: Path) -> tuple[list[str], str]:
    text = (site / "service-worker.js").read_text()
    name = re.search(r'const CACHE_NAME = "([^"]+)";', text).group(1)
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.DOTALL).group(1))
    return precache, name


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        pytest.skip("node_modules is missing: run `make node_modules`")
    out = tmp_path_factory.mktemp("site")
    build_mod.build(out, quiet=True)
    return out


@needs_node_modules
def test_build_is_deterministic(built, tmp_path):
    again = tmp_path / "again"
    build_mod.build(again, quiet=True)
    assert site_files(again) == site_files(built)


@needs_node_modules
def test_precache_lists_every_file_of_the_site(built):
    precache, name = precache_and_name(built)
    # every file but the worker itself and the view's source map (only developer tools ask for it)
    files = {
        f"./{rel}"
        for rel in site_files(built)
        if rel != "service-worker.js" and not rel.endswith(".map")
    }
    assert set(precache) == files | {"./"}
    assert len(precache) == len(set(precache))
    assert re.fullmatch(r"table-keeper-[0-9a-f]{16}", name)


@needs_node_modules
def test_no_bytecode_in_the_site_and_only_the_view_s_source_map(built):
    files = site_files(built)
    maps = [rel for rel in files if rel.endswith(".map")]
    assert "js/app.js.map" in maps and all(rel[:-4] in files for rel in maps), maps
    assert not [rel for rel in files if rel.endswith(".pyc") or "__pycache__" in rel]
    vendored = sorted(rel for rel in files if rel.startswith("vendor/"))
    assert [rel for rel in vendored if rel.startswith("vendor/pyodide/")] == [
        f"vendor/pyodide/{name}" for name in sorted(build_mod.PYODIDE_FILES)
    ]


@needs_node_modules
def test_new_content_gets_a_new_cache_name(tmp_path, monkeypatch):
    sources = tmp_path / "src"
    for part in ("pwa", "assets", "engine"):
        shutil.copytree(ROOT / part, sources / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "service-worker.js", sources / "service-worker.js")
    monkeypatch.setattr(build_mod, "ROOT", sources)
    monkeypatch.setattr(build_mod, "SW_SOURCE", sources / "service-worker.js")

    build_mod.build(tmp_path / "one", quiet=True)
    build_mod.build(tmp_path / "same", quiet=True)
    # a change the phone gets (a comment would not be: the build leaves index.html's comments out)
    (sources / "pwa" / "index.html").write_text(
        (sources / "pwa" / "index.html").read_text().replace("<title>", "<title>v2 ")
    )
    build_mod.build(tmp_path / "two", quiet=True)

    one, same, two = (precache_and_name(tmp_path / d)[1] for d in ("one", "same", "two"))
    assert one == same != two


@needs_node_modules
def test_the_early_read_is_inline_and_allowed_by_its_hash_alone(built):
    """index.html runs pwa/js/storage/early-read.js inline, before the view's bundle has loaded; the
    page's policy allows that one script by its hash and no other inline script."""
    import base64
    import hashlib

    html = (built / "index.html").read_text()
    assert "{{" not in html
    inline = re.findall(r"<script>(.*?)</script>", html, re.DOTALL)
    assert len(inline) == 1 and "table-keeper" in inline[0]
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    script_src = next(d.split()[1:] for d in policy.split(";") if d.split()[:1] == ["script-src"])
    assert f"'sha256-{digest}'" in script_src
    assert "'unsafe-inline'" not in policy
    # last in the body: the table's place is there when it runs, and no style sheet is linked
    # for it to wait for
    assert html.index('id="screen"') < html.index("<script>")
    assert 'rel="stylesheet" href="./style.css"' not in html


@needs_node_modules
def test_the_style_sheet_is_in_the_page_and_allowed_by_its_hash_alone(built):
    """pwa/style.css is written into index.html (the first frame waits for no file), and the
    page's policy allows that one style sheet by its hash: no other inline style."""
    import base64
    import hashlib

    html = (built / "index.html").read_text()
    inline = re.findall(r"<style>(.*?)</style>", html, re.DOTALL)
    assert len(inline) == 1 and ".toolbar" in inline[0]
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    style_src = next(d.split()[1:] for d in policy.split(";") if d.split()[:1] == ["style-src"])
    assert style_src == ["'self'", f"'sha256-{digest}'"]
    assert not (built / "style.css").exists()


def test_a_page_without_the_early_read_s_places_is_refused():
    with pytest.raises(build_mod.BuildError, match="early-read"):
        build_mod.with_early_read("<html><head><script>{{early-read}}</script></head></html>")


def test_a_page_without_the_style_sheet_s_places_is_refused():
    with pytest.raises(build_mod.BuildError, match="style"):
        build_mod.with_inline_style("<html><head><style>{{style}}</style></head></html>")


@needs_node_modules
def test_python_modules_of_pwa_ship_in_engine_zip(tmp_path, monkeypatch):
    import zipfile

    sources = tmp_path / "src"
    for part in ("pwa", "assets", "engine"):
        shutil.copytree(ROOT / part, sources / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "service-worker.js", sources / "service-worker.js")
    (sources / "pwa" / "tk_helper.py").write_text("VALUE = 42\n")
    (sources / "pwa" / "tk_pkg").mkdir()
    (sources / "pwa" / "tk_pkg" / "__init__.py").write_text("")
    monkeypatch.setattr(build_mod, "ROOT", sources)
    monkeypatch.setattr(build_mod, "SW_SOURCE", sources / "service-worker.js")
    build_mod.build(tmp_path / "site", quiet=True)
    with zipfile.ZipFile(tmp_path / "site" / "engine.zip") as zf:
        names = set(zf.namelist())
    assert {"tk_helper.py", "tk_pkg/__init__.py"} <= names
    assert "main.py" not in names
    # they are imported from the zip, not served beside main.py
    site = tmp_path / "site"
    assert (site / "main.py").is_file()
    assert not (site / "tk_helper.py").exists() and not (site / "tk_pkg").exists()


@needs_node_modules
def test_engine_zip_imports_in_cpython(built, tmp_path):
    import zipfile

    with zipfile.ZipFile(built / "engine.zip") as zf:
        names = zf.namelist()
    assert names == sorted(names)
    assert any(n.startswith("engine/") for n in names)
    # Sources, and beside some the bytecode tools/pyc.mjs made for Pyodide's CPython, in
    # zipimport's layout (X.pyc next to X.py; CPython of another version falls back to X.py).
    assert all(n.endswith(".py") or (n.endswith(".pyc") and n[:-1] in names) for n in names)
    assert any(n.endswith(".pyc") for n in names)
    # The command line runs in CPython only: the browser's zip leaves it out.
    assert not [n for n in names if n.startswith(("engine/commands/", "engine/__main__"))]
    code = "import sys; sys.path.insert(0, sys.argv[1]); import engine; print(engine.__file__)"
    result = subprocess.run(
        [sys.executable, "-I", "-c", code, str(built / "engine.zip")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "engine.zip" in result.stdout


@needs_node_modules
def test_server_sends_the_types_the_runtime_needs(built):
    server = serve_mod.make_server(built, "127.0.0.1", 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        expected = {
            "": "text/html",
            "vendor/pyodide/pyodide.asm.wasm": "application/wasm",
            "vendor/pyodide/pyodide.mjs": "text/javascript",
            "vendor/pyscript/core.js": "text/javascript",
            "manifest.webmanifest": "application/manifest+json",
            "pyscript.json": "application/json",
            "engine.zip": "application/zip",
            "main.py": "text/plain",
            "assets/icon-192.png": "image/png",
        }
        for path, content_type in expected.items():
            with urllib.request.urlopen(base + path, timeout=10) as response:
                assert response.headers["Content-Type"].split(";")[0] == content_type, path
        with urllib.request.urlopen(base + "service-worker.js", timeout=10) as response:
            assert response.headers["Content-Type"].startswith("text/javascript")
            assert response.headers["Cache-Control"] == "no-cache"
    finally:
        server.shutdown()
        server.server_close()


@needs_node_modules
def test_the_worker_s_loader_is_one_request(built):
    """vendor/tk-pyodide.mjs carries the modules it imports from pwa/runtime/ (the snapshot's pages, the
    idle collection) written into it: each separate module was one more request before the
    worker's start went on (20 ms a start, paired). Only Pyodide's own module is imported."""
    loader = (built / "vendor" / "tk-pyodide.mjs").read_text(encoding="utf-8")
    imports = re.findall(r'^import .* from "([^"]+)";$', loader, flags=re.MULTILINE)
    assert imports == ["./pyodide/pyodide.mjs"]
    for name in ("copyingWrittenPagesOnly", "snapshotToRestore", "packSnapshot", "collectWhenIdle"):
        assert re.search(rf"^(async )?function {name}\(", loader, flags=re.MULTILINE), name
    assert not (built / "vendor" / "tk-snapshot-pages.mjs").exists()
    node = shutil.which("node")
    if node:
        check = subprocess.run(
            [node, "--check", str(built / "vendor" / "tk-pyodide.mjs")],
            capture_output=True,
            text=True,
        )
        assert check.returncode == 0, check.stderr

// Precompile the Python a boot imports, inside Pyodide itself under Node, so the bytecode is
// exactly what the app's CPython 3.14 would make: nothing is compiled at start in the browser.
//
//   node tools/pyc.mjs PYODIDE_DIR PYSCRIPT_PY_DIR MAIN_PY STDLIB_IN STDLIB_OUT ENGINE_IN ENGINE_OUT
//
// * The boot set: the modules Pyodide has imported once loadPyodide() returns, plus those
//   imported by PyScript's own Python package (its import statements, read from
//   PYSCRIPT_PY_DIR) and by the app's MAIN_PY (its import statements, run for real with
//   ENGINE_IN unpacked where PyScript unpacks it), with everything they import in turn.
// * STDLIB_OUT: STDLIB_IN with each boot-set module X.py replaced by a sourceless X.pyc
//   (zipimport loads it without a check); every other module stays source, compiled when first
//   imported as before, so the zip grows only by what a boot needs.
//   Packages that cannot run in a browser tab or serve only development (DROP below:
//   processes, the REPL, debuggers, test runners, servers) are left out, unless a boot
//   imports them.
// * ENGINE_OUT: ENGINE_IN with X.pyc added next to each boot-set module X.py: the layout
//   zipimport reads, since the browser imports the engine from the zip itself, at ENGINE_PATH
//   on sys.path (vendor/tk-pyodide.mjs puts it there). A module outside the boot set compiles
//   on first use.
//
// The .pyc are "unchecked hash" pycs (PEP 552): no timestamps, so the output depends only on
// the input, and the import system uses them without comparing mtimes. Entries keep their
// order, dates are fixed, deflate level 9: the same inputs give the same bytes.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
if (args.length !== 7) {
  console.error("usage: node tools/pyc.mjs PYODIDE_DIR PYSCRIPT_PY_DIR MAIN_PY STDLIB_IN STDLIB_OUT ENGINE_IN ENGINE_OUT");
  process.exit(2);
}
const [pyodideDir, pyscriptDir, mainPy, stdlibIn, stdlibOut, engineIn, engineOut] = args;
const { loadPyodide } = await import(join(resolve(pyodideDir), "pyodide.mjs"));
const py = await loadPyodide({ indexURL: `${resolve(pyodideDir)}/`, stdout: () => {}, stderr: () => {} });

py.FS.mkdirTree("/tmp/pyscript");
for (const name of readdirSync(pyscriptDir)) {
  if (name.endsWith(".py")) py.FS.writeFile(`/tmp/pyscript/${name}`, readFileSync(join(pyscriptDir, name)));
}
py.FS.writeFile("/tmp/main.py", readFileSync(mainPy));
py.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(readFileSync(stdlibIn)));
py.FS.writeFile("/tmp/engine.zip", new Uint8Array(readFileSync(engineIn)));

const result = py.runPython(`
import ast, importlib, importlib.util, importlib._bootstrap_external as bx, io, json, os, pkgutil
import shutil, sys, warnings, zipfile

STDLIB = "/lib/python314.zip/"
ENGINE = "/lib/engine.zip"      # where vendor/tk-pyodide.mjs writes engine.zip (on sys.path)
DATE = (1980, 1, 1, 0, 0, 0)

def loaded(prefix):
    found = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(prefix):
            found.add(origin[len(prefix):])
    return found

def import_quietly(name):
    try:
        importlib.import_module(name)
    except Exception:
        pass

def imported_names(path):
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names

# The browser's own modules (pyscript, js, ...) do not exist here; what they import does.
BROWSER_ONLY = ("pyscript", "_pyscript", "js", "pyodide", "polyscript")
names = set()
for file in sorted(os.listdir("/tmp/pyscript")):
    names |= imported_names("/tmp/pyscript/" + file)
for name in sorted(names):
    if not name.startswith(BROWSER_ONLY):
        import_quietly(name)

shutil.copyfile("/tmp/engine.zip", ENGINE)
sys.path.insert(0, ENGINE)
for name in sorted(imported_names("/tmp/main.py")):
    if not name.startswith(BROWSER_ONLY):
        import_quietly(name)
boot = loaded(STDLIB)
engine_boot = loaded(ENGINE + "/")

# Never of use in the app: no processes, terminals or servers in a tab; development tools.
DROP = ("multiprocessing/", "_pyrepl/", "unittest/", "pdb.py", "doctest.py", "pydoc.py", "pydoc_data/",
        "xmlrpc/", "wsgiref/", "http/server.py", "idlelib/", "tkinter/", "turtle.py", "turtledemo/",
        "ensurepip/", "venv/", "lib2to3/", "curses/", "dbm/", "sqlite3/", "test/", "_pyio.py",
        "pickletools.py", "tabnanny.py", "timeit.py", "trace.py", "cProfile.py", "profile.py")

def dropped(name):
    folder = name.split("/")[0] + "/"
    return name.startswith(DROP) and name not in boot and not any(b.startswith(folder) for b in boot)

def pyc_of(data, filename):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile(data, filename, "exec", dont_inherit=True, optimize=0)
    return bytes(bx._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))

def rewrite(src, dst, convert, sort=False):
    out = io.BytesIO()
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(out, "w") as zout:
        entries = [e for info in zin.infolist() for e in convert(info.filename, zin.read(info))]
        for name, data in sorted(entries) if sort else entries:
            entry = zipfile.ZipInfo(name, date_time=DATE)
            entry.create_system = 3
            if name.endswith("/"):
                entry.external_attr = (0o40755 << 16) | 0x10
                entry.compress_type = zipfile.ZIP_STORED
            else:
                entry.external_attr = 0o644 << 16
                entry.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(entry, data, compresslevel=9)
    with open(dst, "wb") as handle:
        handle.write(out.getvalue())

def stdlib_entry(name, data):
    if dropped(name):
        return []
    if name in boot and name.endswith(".py"):
        return [(name + "c", pyc_of(data, STDLIB + name))]
    return [(name, data)]

def engine_entry(name, data):
    if name not in engine_boot:
        return [(name, data)]
    return [(name, data), (name + "c", pyc_of(data, ENGINE + "/" + name))]

rewrite("/tmp/stdlib.zip", "/tmp/stdlib.out.zip", stdlib_entry)
rewrite("/tmp/engine.zip", "/tmp/engine.out.zip", engine_entry, sort=True)
json.dumps({"stdlib_pyc": len(boot), "engine_pyc": len(engine_boot)})
`);
writeFileSync(stdlibOut, py.FS.readFile("/tmp/stdlib.out.zip"));
writeFileSync(engineOut, py.FS.readFile("/tmp/engine.out.zip"));
console.log(result);

// The engine benchmarks (engine_bench.py) in Pyodide under Node, with the engine as the site
// ships it (build/site/engine.zip) on the runtime node_modules ships.
//
//   node tools/bench/engine_node.mjs SITE_DIR [HELLSCUBE_JSON]
//
// Prints the JSON line engine_bench.py prints.
import { readFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const site = resolve(process.argv[2] || join(root, "build", "site"));
const hellscube = process.argv[3];

const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const started = performance.now();
const py = await loadPyodide({ indexURL: `${join(root, "node_modules", "pyodide")}/`, stdout: () => {}, stderr: (s) => process.stderr.write(`${s}\n`) });
const bootMs = performance.now() - started;
py.FS.mkdirTree("/bench");
py.unpackArchive(new Uint8Array(readFileSync(join(site, "engine.zip"))), "zip", { extractDir: "/bench" });
py.FS.writeFile("/bench/engine_bench.py", readFileSync(join(here, "engine_bench.py")));
const args = [];
if (hellscube && existsSync(hellscube)) {
  py.FS.writeFile("/bench/hellscube.json", readFileSync(hellscube));
  args.push("--hellscube", "/bench/hellscube.json");
} else if (hellscube) {
  args.push("--hellscube", hellscube);   // absent: the script notes it
}
py.globals.set("bench_args", py.toPy(args));
const out = py.runPython(`
import sys, io, contextlib
sys.path.insert(0, "/bench")
import engine_bench
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    engine_bench.main(list(bench_args))
buf.getvalue()
`);
const result = JSON.parse(out);
result.notes.push(`Pyodide under Node ${process.version}: loadPyodide ${Math.round(bootMs)} ms`);
console.log(JSON.stringify(result));

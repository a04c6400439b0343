"""The start-up snapshot as it is kept (pwa/runtime/tk-snapshot-pages.mjs): the runs of the
interpreter's memory that are not all zeros, after an index. Packed, then handed over and
restored as a start does it (not unpacked: the restore copies from the packed bytes), under Node,
the memory comes back byte for byte whatever its shape; anything else is refused, never
half-restored. Restored, only its pages that are not zeros are written (a page written is
resident), and the memory still ends byte for byte as a whole copy leaves it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(
    not PYODIDE.is_file() or not NODE,
    reason="node or node_modules is missing: run `make node_modules`",
)

CHECKS = r"""
import { copyingWrittenPagesOnly, copyWrittenPages, packSnapshot, snapshotToRestore } from "./tk-snapshot-pages.mjs";

const results = {};
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
function memory(length, fill) { const m = new Uint8Array(length); fill(m); return m; }
const PAGE = 4096;
// Pyodide's snapshot starts with its header: u32 magic, u32 the header's length, then JSON
function withHeader(length, headerLength) {
  const m = new Uint8Array(length);
  new DataView(m.buffer).setUint32(0, 0x706e7300, true);
  new DataView(m.buffer).setUint32(4, headerLength, true);
  m.fill(9, 16, headerLength);
  for (let i = headerLength; i < length; i += 7919) m[i] = i % 200 + 1;
  return m;
}
const shapes = {
  "empty": memory(0, () => {}),
  "all zeros": memory(5 * PAGE, () => {}),
  "no zeros": memory(3 * PAGE + 5, (m) => m.fill(7)),
  "one byte at the end": memory(40000, (m) => { m[39999] = 1; }),
  "odd length, sparse": memory(123457, (m) => { for (let i = 0; i < m.length; i += 9001) m[i] = i % 250 + 1; }),
  "zeros inside a page kept": memory(3 * PAGE, (m) => { m[0] = 1; m[8191] = 2; }),
  "alternating pages": memory(10 * PAGE, (m) => { for (let p = 0; p < 10; p += 2) m[p * PAGE + 100] = p + 1; }),
  "a view at an odd offset": new Uint8Array(new Uint8Array(9000).fill(3).buffer, 1, 8999),
  "a header of 128 bytes": withHeader(20 * PAGE, 128),
  "a header longer than a page, over a zero page": (() => { const m = withHeader(20 * PAGE, 2 * PAGE + 16); m.fill(0, PAGE, 2 * PAGE); return m; })(),
};
// Restored as a start does it: handed over not unpacked, then Pyodide's one copy of the memory
// after its header (here: the whole, and from the header's end) into a fresh memory.
for (const [name, bytes] of Object.entries(shapes)) {
  const packed = packSnapshot(bytes);
  const headerLength = bytes.length >= 8 && name.startsWith("a header") ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true) : 0;
  const restoreFrom = async (from) => {
    const image = snapshotToRestore(packed);
    const header = same(image.subarray(0, headerLength), bytes.subarray(0, headerLength));
    const fresh = new Uint8Array(bytes.length - from + 3);
    fresh[fresh.length - 1] = 5;                        // beyond the snapshot: left alone
    await copyingWrittenPagesOnly(() => image, async () => { fresh.set(image.subarray(from)); });
    return header && same(fresh.subarray(0, bytes.length - from), bytes.subarray(from)) && fresh[fresh.length - 1] === 5;
  };
  results[name] = { same: await restoreFrom(0) && await restoreFrom(headerLength), packed: packed.length, whole: bytes.length };
}
const good = packSnapshot(shapes["alternating pages"]);
const refusals = {
  "not packed": new Uint8Array(4096),
  "too short": good.slice(0, 8),
  "index cut short": good.slice(0, 20),
  "bytes cut short": good.slice(0, good.length - 1),
  "bytes left over": (() => { const b = new Uint8Array(good.length + 4); b.set(good); return b; })(),
  "run beyond the memory": (() => { const b = good.slice(); new Uint32Array(b.buffer)[1] = 4096; return b; })(),
  "runs out of order": (() => { const b = good.slice(); const w = new Uint32Array(b.buffer); w[5] = 0; return b; })(),
};
for (const [name, bytes] of Object.entries(refusals)) {
  try { snapshotToRestore(bytes); results["refused: " + name] = false; }
  catch (error) { results["refused: " + name] = /not usable/.test(error.message); }
}

// The restore's copy, page by page: a fresh memory with bytes of its own where the snapshot has
// zeros (what instantiation writes) ends as the snapshot; pages zero in both are never written.
const snapshot = shapes["alternating pages"];
const fresh = new Int8Array(12 * PAGE);
fresh[1 * PAGE + 7] = 9;                       // a page the snapshot has as zeros
fresh[2 * PAGE + 100] = 5;                     // a page the snapshot writes
const written = [];
const stockSet = Object.getPrototypeOf(Int8Array.prototype).set;
const watching = function (source, offset) { written.push(offset / PAGE); stockSet.call(this, source, offset); };
copyWrittenPages(fresh, snapshot, watching);
results["copied: same"] = same(new Uint8Array(fresh.buffer, 0, snapshot.length), snapshot)
  && fresh.slice(snapshot.length).every((x) => x === 0);
results["copied: pages written"] = written;
// during a start, only a set from the snapshot handed over is taken page by page
const handed = snapshotToRestore(packSnapshot(snapshot));
const interpreter = new Int8Array(handed.length + 2 * PAGE);
interpreter[3 * PAGE + 5] = 3;                // a page the snapshot has as zeros, written by instantiation
const other = new Uint8Array(8).fill(4);
const typedArray = Object.getPrototypeOf(Int8Array.prototype);
const calls = [];
const counting = function (source, offset) { if (this.buffer === interpreter.buffer && source !== other) calls.push(offset ?? 0); stockSet.call(this, source, offset); };
typedArray.set = counting;
const started = await copyingWrittenPagesOnly(() => handed, async () => {
  interpreter.set(handed);                     // what Pyodide's restore does
  interpreter.set(other, handed.length);       // any other copy, untouched
  return "started";
});
results["start: same"] = started === "started" && same(new Uint8Array(interpreter.buffer, 0, handed.length), snapshot)
  && interpreter.slice(handed.length, handed.length + 8).every((x) => x === 4);
results["start: pages written"] = calls.map((offset) => offset / PAGE);
results["start: set given back"] = typedArray.set === counting;      // the one it found
typedArray.set = stockSet;
try { await copyingWrittenPagesOnly(() => handed, async () => { throw new Error("no"); }); } catch (_) { /* expected */ }
results["start: set given back after a failure"] = Object.getPrototypeOf(Int8Array.prototype).set === stockSet;
// a snapshot handed over but never copied in (a Pyodide that restored another way) is refused:
// the interpreter's memory would hold its header only
try {
  const notCopied = snapshotToRestore(packSnapshot(snapshot));
  await copyingWrittenPagesOnly(() => notCopied, async () => "started");
  results["start: a snapshot never copied in is refused"] = false;
} catch (error) {
  results["start: a snapshot never copied in is refused"] = /not copied/.test(error.message);
}
console.log(JSON.stringify(results));
"""


def test_snapshots_pack_and_restore_exactly_and_damage_is_refused(tmp_path):
    shutil.copy(
        ROOT / "pwa" / "runtime" / "tk-snapshot-pages.mjs", tmp_path / "tk-snapshot-pages.mjs"
    )
    (tmp_path / "pyodide").mkdir()
    shutil.copy(PYODIDE, tmp_path / "pyodide" / "pyodide.mjs")
    (tmp_path / "checks.mjs").write_text(CHECKS)
    run = subprocess.run(
        [NODE, "checks.mjs"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    results = json.loads(run.stdout)
    assert results.pop("copied: same") is True
    # alternating pages: the snapshot's pages 0, 2, 4, 6, 8 and nothing else (page 1, zeros in
    # the snapshot, is zeroed with fill, not copied; pages 10-11 are beyond it)
    assert results.pop("copied: pages written") == [0, 2, 4, 6, 8]
    assert results.pop("start: pages written") == [0, 2, 4, 6, 8]  # not one copy of the whole
    for check in (
        "start: same",
        "start: set given back",
        "start: set given back after a failure",
        "start: a snapshot never copied in is refused",
    ):
        assert results.pop(check) is True, check
    for name, result in results.items():
        if name.startswith("refused: "):
            assert result is True, name
        else:
            assert result["same"], name
    assert results["all zeros"]["packed"] == 12  # the index alone
    assert results["alternating pages"]["packed"] < 0.6 * results["alternating pages"]["whole"]

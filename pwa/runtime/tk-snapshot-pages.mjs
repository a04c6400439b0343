// The start-up snapshot's pages. Pyodide's snapshot is the interpreter's whole
// memory (31 MB), and more than half of its 4 KiB pages are zeros. The build writes this module
// into vendor/tk-pyodide.mjs, which imports it here (one request fewer at every start).

// The snapshot as kept: Pyodide's snapshot is the interpreter's whole memory (31 MB), and
// more than half of its 4 KiB pages are zeros (the heap's free space, the memory above its
// top). Only the runs of pages that are not all zeros are kept, after a small index:
//   u32 PACKED_MAGIC, u32 length of the whole snapshot, u32 number of runs,
//   then per run u32 offset and u32 length, then the runs' bytes one after the other.
// A start reads 14-17 MB instead of 31 (reading it was the longest step of the worker's start
// that is ours), and copies only those bytes, straight into the interpreter's memory.
const PACKED_MAGIC = 0x504b5454;     // "TTKP"
const PAGE = 4096;

/** @param {Uint8Array} bytes @returns {Uint8Array<ArrayBuffer>} */
export function packSnapshot(bytes) {
  if (bytes.byteOffset % 4) bytes = bytes.slice();          // read four bytes at a time below
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
  /** @param {number} start */
  const pageIsZero = (start) => {
    const end = Math.min(start + PAGE, bytes.byteLength);
    const wordEnd = Math.floor(end / 4);
    for (let w = start / 4; w < wordEnd; w++) if (words[w] !== 0) return false;
    for (let b = wordEnd * 4; b < end; b++) if (bytes[b] !== 0) return false;
    return true;
  };
  /** @type {[number, number][]} */
  const runs = [];
  for (let start = 0; start < bytes.byteLength; start += PAGE) {
    if (pageIsZero(start)) continue;
    const end = Math.min(start + PAGE, bytes.byteLength);
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === start) last[1] = end - last[0];
    else runs.push([start, end - start]);
  }
  const head = 3 + 2 * runs.length;
  const size = runs.reduce((n, run) => n + run[1], 0);
  const packed = new Uint8Array(4 * head + size);
  const index = new Uint32Array(packed.buffer, 0, head);
  index[0] = PACKED_MAGIC;
  index[1] = bytes.byteLength;
  index[2] = runs.length;
  let at = 4 * head;
  runs.forEach(([offset, length], i) => {
    index[3 + 2 * i] = offset;
    index[4 + 2 * i] = length;
    packed.set(bytes.subarray(offset, offset + length), at);
    at += length;
  });
  return packed;
}

// A packed snapshot's index, checked whole: the memory's length and its runs as
// [offset in the memory, length, offset in `packed`]. Throws on anything that is not a packed
// snapshot whole.
/** @param {Uint8Array} packed @returns {{ length: number, runs: [number, number, number][] }} */
function readIndex(packed) {
  const bad = (/** @type {string} */ why) => new Error(`the stored snapshot is not usable: ${why}`);
  if (packed.byteLength < 12 || packed.byteOffset % 4) throw bad("too short");
  const head3 = new Uint32Array(packed.buffer, packed.byteOffset, 3);
  if (head3[0] !== PACKED_MAGIC) throw bad("not a packed snapshot");
  const [, length, count] = head3;
  const head = 3 + 2 * count;
  if (packed.byteLength < 4 * head) throw bad("its index is cut short");
  const index = new Uint32Array(packed.buffer, packed.byteOffset, head);
  /** @type {[number, number, number][]} */
  const runs = [];
  let at = 4 * head;
  let previousEnd = 0;
  for (let i = 0; i < count; i++) {
    const offset = index[3 + 2 * i];
    const size = index[4 + 2 * i];
    if (offset < previousEnd || offset + size > length || at + size > packed.byteLength) throw bad("a run is out of place");
    runs.push([offset, size, at]);
    at += size;
    previousEnd = offset + size;
  }
  if (at !== packed.byteLength) throw bad("bytes left over");
  return { length, runs };
}

// The snapshot as a start hands it to Pyodide, not unpacked: a memory of its length (a fresh
// buffer: zeros, which cost no memory until written) in which only its first pages are written,
// where Pyodide reads the snapshot's own header (its length, its build and its JSON). The rest
// is copied from `packed` straight into the interpreter's memory by the restore's one copy
// (copyingWrittenPagesOnly), which is the only other reader of it. Unpacking first cost a start
// a copy of 14-17 MB into a 31 MB buffer, on the worker's way from the read to the runtime's
// instantiation (11-14 ms measured on a reload).
/** @param {Uint8Array} packed */
export function snapshotToRestore(packed) {
  const { length, runs } = readIndex(packed);
  const image = new Uint8Array(length);
  /** @param {number} end */
  const writeBelow = (end) => {
    for (const [offset, size, at] of runs) {
      if (offset >= end) break;
      const stop = Math.min(offset + size, end);
      image.set(packed.subarray(at, at + stop - offset), offset);
    }
  };
  writeBelow(Math.min(length, PAGE));
  // Pyodide's header: u32 magic, u32 its length (the memory follows it), then the rest
  const headerLength = length >= 8 ? new DataView(image.buffer).getUint32(4, true) : 0;
  if (headerLength > PAGE) writeBelow(Math.min(length, headerLength));
  WRITTEN.set(image.buffer, { runs, from: packed });
  return image;
}

// What the restore copies a snapshot's memory from, by the buffer handed to Pyodide: its runs
// that are not zeros (offsets in that buffer; the restore copies them without looking for zeros
// again) and the packed bytes they are in (the runs' third number is where each is in them;
// nothing else holds them).
/** @typedef {{ runs: [number, number, number][], from: Uint8Array }} Written */
/** @type {WeakMap<ArrayBufferLike, Written>} */
const WRITTEN = new WeakMap();

// Pyodide restores a snapshot by copying it whole into the interpreter's fresh memory
// (`Module.HEAP8.set(snapshot)` in its API.restoreSnapshot), zero pages included, and every page
// written is resident: the 16 MB of zero pages cost the page's renderer 16 MB that a fresh
// memory, which reads as zeros, would not. While `start` runs, that one copy (the only `set`
// whose source is the snapshot handed over, whichever typed array it is called on) writes only
// the snapshot's pages that are not zeros, and zeroes the few pages of the fresh memory that
// are not zeros where the snapshot's are (what the module's instantiation wrote there): the
// memory ends byte for byte as the whole copy leaves it. Every other `set` is untouched, and
// the prototype is given back however `start` ends.
/**
 * @template T
 * @param {() => Uint8Array | null} snapshotNow the snapshot as handed over (null before)
 * @param {() => Promise<T>} start
 * @returns {Promise<T>}
 */
export async function copyingWrittenPagesOnly(snapshotNow, start) {
  const typedArray = /** @type {{ set: (this: Uint8Array, source: ArrayLike<number>, offset?: number) => void }} */ (
    Object.getPrototypeOf(Int8Array.prototype));
  const set = typedArray.set;
  let copied = false;
  typedArray.set = function (source, offset) {
    const snapshot = snapshotNow();
    if (snapshot && ArrayBuffer.isView(source) && source.buffer === snapshot.buffer && !offset
        && this.buffer !== snapshot.buffer && this.byteLength >= source.byteLength) {
      copyWrittenPages(this, source, set);
      copied = true;
      return;
    }
    set.call(this, source, offset);
  };
  try {
    const started = await start();
    // A snapshot not unpacked holds only its header: if that copy was never made here (a
    // Pyodide that restores another way), the interpreter's memory is not the snapshot's.
    const snapshot = snapshotNow();
    if (snapshot && !copied && WRITTEN.has(snapshot.buffer)) throw new Error("the snapshot was not copied into the interpreter");
    return started;
  } finally {
    typedArray.set = set;
  }
}

/**
 * `source`'s bytes into `target` from its start, leaving alone what is zeros in both: the runs
 * that are not zeros are copied (from the packed bytes when `source` is a snapshot handed over by
 * snapshotToRestore, else looked for page by page in `source`), and between them the target is
 * zeroed only where it is not zeros already.
 * @param {ArrayBufferView} target @param {ArrayBufferView} source
 * @param {(this: Uint8Array, source: ArrayLike<number>, offset?: number) => void} set the stock set
 */
export function copyWrittenPages(target, source, set) {
  const length = source.byteLength;
  const view = new Uint8Array(source.buffer, source.byteOffset, length);
  const to = new Uint8Array(target.buffer, target.byteOffset, length);
  const written = WRITTEN.get(source.buffer) || { runs: pageRuns(view), from: new Uint8Array(source.buffer) };
  let done = 0;                          // in `source`: what is below is copied or zeros in both
  for (const [offset, size, at] of written.runs) {   // (offsets in source's buffer, in order)
    const start = Math.max(0, offset - source.byteOffset);
    const end = Math.min(length, offset + size - source.byteOffset);
    if (end <= start) continue;
    zeroWhereNot(to, done, start);
    // (the run's bytes are at `at` in written.from: the packed bytes, or source's own buffer)
    const skip = at + source.byteOffset - offset;
    set.call(to, written.from.subarray(start + skip, end + skip), start);
    done = end;
  }
  zeroWhereNot(to, done, length);
}

/** The runs of pages of `bytes` that are not zeros, as offsets in its buffer (twice: where each
 * run is in the memory, and where its bytes are).
 * @param {Uint8Array} bytes @returns {[number, number, number][]} */
function pageRuns(bytes) {
  /** @type {[number, number, number][]} */
  const runs = [];
  for (let start = 0; start < bytes.byteLength; start += PAGE) {
    const end = Math.min(start + PAGE, bytes.byteLength);
    if (zeros(bytes, start, end)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === bytes.byteOffset + start) last[1] += end - start;
    else runs.push([bytes.byteOffset + start, end - start, bytes.byteOffset + start]);
  }
  return runs;
}

/** @param {Uint8Array} bytes @param {number} start @param {number} end */
function zeroWhereNot(bytes, start, end) {
  for (let at = start; at < end; at += PAGE) {
    const stop = Math.min(at + PAGE, end);
    if (!zeros(bytes, at, stop)) bytes.fill(0, at, stop);
  }
}

/** @param {Uint8Array} bytes @param {number} start @param {number} end */
function zeros(bytes, start, end) {
  if ((bytes.byteOffset + start) % 4 === 0 && (end - start) % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset + start, (end - start) / 4);
    for (let w = 0; w < words.length; w++) if (words[w] !== 0) return false;
    return true;
  }
  for (let b = start; b < end; b++) if (bytes[b] !== 0) return false;
  return true;
}

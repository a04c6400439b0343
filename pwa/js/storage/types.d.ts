// The storage layer's view-only shapes: what the view writes to IndexedDB beside the engine's
// state (read by tsc only; the build skips .d.ts files).
import type { TableState } from "../types/state";

// An action as the view sends it (and the journal queues it until the engine has it): the
// engine's JSON vocabulary, generated from the engine's action classes (../types/actions.d.ts),
// so a field renamed in the engine fails tsc where the view sends it.
import type { Action, AdjustCounter, CommanderDamage } from "../types/actions";
export type { Action };

// A stepper's action while its taps are grouped: the action without its delta, which the taps
// add up and the settle puts in.
export type SteppedAction = Omit<AdjustCounter, "delta"> | Omit<CommanderDamage, "delta">;

// One accepted action in the "records" store: the record the engine logged (its reply's
// EngineAccepted.record), kept as it came; read back, it is checked before it is replayed.
export type LogRecord = { seq: number; action: { [field: string]: unknown }; at: number };

// The log's header (meta "log"): the rules reading it was played under (older logs: none).
export type LogHeader = { format: string; version: number; started?: number; rules?: number };

// The last table, for the first paint at the next start (meta "snapshot").
// Its stamp tells one written snapshot from another (older releases wrote none).
export type Snapshot = { state: TableState; length: number; stamp?: string };

// The table as the page last drew it from a snapshot with nothing pending (drawn.js),
// for the next start to show before the view's bundle has run (start/early-paint.js): only
// while the stored snapshot is still the one it was drawn from (its stamp), by the same build
// of the view, the phone held the same way. `screen` and `toolbar` are HTML, each element's
// inline style moved to data-tk-style (the page's policy lets a script set a style, not the
// markup).
export type DrawnTable = {
  format: string; build: string; stamp: string; landscape: boolean;
  lang: string; title: string; status: string; screen: string; toolbar: string;
};

// A tap still being grouped on the table: a life change (no action), or a stepper's
// adjust_counter / commander_damage.
export type PendingChange = { seat: number; delta: number; action?: SteppedAction };

// What the page showed but the log does not hold yet (meta "journal", see store.js).
export type Journal = {
  format: string; version: number; base: number; at: number;
  pending: PendingChange[]; queue: Action[];
};

// The game as the writing tab's pipeline holds it (controller.kept()): what the database must
// hold once it is opened again after its connection was lost (store.js reconnect()).
export type Kept = { records: LogRecord[]; snapshot: Snapshot | undefined; journal: Journal | null };

// A reconnection made: why the connection was lost, whether the database had lost the log
// (emptied: it was written back), and how many records it holds now.
export type Reconnected = { why: "closed" | "deleted" | "newer"; emptied: boolean; length: number };

// What store.load() and the early read hand back (undefined: nothing stored).
export type LastTable = { snapshot: Snapshot | undefined; journal: Journal | undefined };
export type StoredSession = LastTable & { records: LogRecord[]; header: LogHeader | undefined };

// What the early read (early-read.js, inlined in index.html) leaves for the view, once.
// `painted`: the last table drawn from its kept drawing (start/early-paint.js) and the taps
// made on it, until the view takes over (page/drawn-table.js).
export type EarlyRead = {
  database: Promise<IDBDatabase> | null; lastTable: Promise<LastTable> | null; painted: EarlyPaint | null;
};

// A tap on the early drawing: where it landed, as child indexes from #screen or #toolbar.
export type TapPath = { root: "screen" | "toolbar"; path: number[] };
export type EarlyPaint = { stamp: string; taps: TapPath[]; stop: () => void };

declare global {
  var tkEarlyRead: EarlyRead | undefined;
  // The view's build, written into the early read by tools/build.py: a drawing kept by another
  // build is not shown.
  var tkViewBuild: string | undefined;
  // A test may stop the storage layer at a named point (tests/browser kill the page there).
  var tkStorageHook: ((point: string) => Promise<unknown>) | undefined;
}

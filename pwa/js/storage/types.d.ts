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
export type Snapshot = { state: TableState; length: number };

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
export type EarlyRead = { database: Promise<IDBDatabase> | null; lastTable: Promise<LastTable> | null };

declare global {
  var tkEarlyRead: EarlyRead | undefined;
  // A test may stop the storage layer at a named point (tests/browser kill the page there).
  var tkStorageHook: ((point: string) => Promise<unknown>) | undefined;
}

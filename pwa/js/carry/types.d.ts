// The shapes carrying a table passes around, the view's own: what the game database's archive
// and a backup file hold (the engine's answers are typed in ../types/state.d.ts).

import type { LoggedAction } from "../controller.js";

/** An action as a log keeps it (from the phone's store, a table file or a backup: checked as an object). */
export type { LoggedAction };

/** The log's header (meta "log", as storage/store.js writes it: {format, version, started, rules});
 *  one from a file or a backup is only known to be an object, hence unknown fields. */
export type SessionHeader = { format?: unknown; version?: unknown; started?: unknown; rules?: unknown };

/** A session as a table file or a backup carries it: its header and its actions. */
export type CarriedSession = { header?: SessionHeader | null; actions: LoggedAction[] };

/** One stored record of a log: {seq, action, at}. */
export type StoredRecord = { seq: number; action: LoggedAction; at: number };

/** The mark of a session sent to another phone (meta "handed"): when, and its length then. */
export type HandedMark = { at: number; length: number };

/** A session in the archive store (its key is added when listed). */
export type ArchivedSession = {
  reason: string;
  header?: SessionHeader | null;
  records: StoredRecord[];
  archived: number;
  handed?: HandedMark;
};

export type ListedSession = ArchivedSession & { key: IDBValidKey };

/** What a backup carries of the game database. */
export type GameBackup = { current: CarriedSession | null; archive: ArchivedSession[] };

// What the page's own modules need of the app (read by tsc only; the build skips .d.ts files).
import type { TableState } from "../types/state";
import type { GameStore } from "../storage/store.js";
import type { Journal, LogRecord, Snapshot } from "../storage/types";

// What the screen for unreadable data needs of the app.
// (main and toolbar: the page's #screen and #toolbar, which index.html always has)
export type UnreadableApp = { store: GameStore | null; main: HTMLElement | null; toolbar: HTMLElement | null };

// What a tab following another's game needs of the app (writer-tab.js).
export type WriterApp = {
  readonly store: GameStore | null;
  // the page's state: whether another tab writes the game (this one follows it), and the
  // channel the writing tab tells its followers on
  // and the engine it talks to (api: the Python bridge once it is up; stale: the store
  // changed before it was up)
  page: { follower: boolean; channel: BroadcastChannel | null; connection: { api: unknown; stale: boolean } };
  readonly state: TableState | null;
  screen: string;
  controller: { attach(engine: unknown, records: LogRecord[], rules: number | null): Promise<unknown> } | null;
  restoreJournal(journal: Journal, snapshot: Snapshot | undefined): Promise<unknown>;
  show(screen: string): unknown;
  rerender(): unknown;
};

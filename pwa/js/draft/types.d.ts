// The draft screen's own shapes (view-only: what the engine sends is in ../types/state.d.ts
// and is not described here).
import type { EngineError, TableState } from "../types/state";

/** An action as the screen sends it: the engine's JSON vocabulary, checked by the engine. */
export type Action = import("../types/actions").Action;

/** What the draft screen uses of the app (pwa/js/app.js). */
export interface DraftApp {
  state: TableState | null;
  send(action: Action): Promise<{ ok: boolean; error?: EngineError | null }>;
  subscribe(listener: (state: TableState) => void): () => void;   // told each new state
  show(screen: string): void;
  start?: { seatNames(): string[] } | null;
  port: import("../kit/mount.js").Port;   // the page state's port (page-state.js)
}

/** A mounted draft screen: what it keeps between its redraws, and how it redraws. */
export interface DraftScreen {
  port: import("../kit/mount.js").Port;
  form: DraftForm;
  chosen: { a: number | undefined; b: number | undefined };  // the two seats asked "who picks first"
  leaveSeat: number | null;        // the seat chosen to leave the draft (7.7)
  opened: Set<string>;             // the parts (details) the player opened
  starting: boolean;               // a draft is being started: one tap starts one
  startingGame: boolean;           // the game is being started: one tap starts one
  show(screen: string): void;      // the app's screens ("table")
  seatNames(): string[];           // the names on the start screen
  draw(): void;                    // draw again, in place, from the latest state
}

/** What the player is typing on the draft screen, kept across its redraws. */
export interface DraftForm {
  seats: string; style: DraftStyle; packs: string; packSize: string; timer: boolean; setup: boolean;
  noteSeat: string; noteCard: string; noteKind: NoteKind; noteValue: string;
  conspSeat: string; conspCard: string;
}
/** The form's fields a text field or a select is bound to (any text goes). */
export type TypedField = { [K in keyof DraftForm]: string extends DraftForm[K] ? K : never }[keyof DraftForm];
export type NoteKind = NonNullable<import("../types/actions").DraftNote["kind"]>;
export type DraftStyle = NonNullable<import("../types/actions").DraftSetup["style"]>;

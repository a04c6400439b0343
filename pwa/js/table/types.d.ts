// The core table's view-only shapes (read by tsc only; the build skips .d.ts files).
// What the engine hands the view is described in ../types/state.d.ts, never here.

import type { EngineReply, HistoryEntry, JsonValue, TableState } from "../types/state";
import type { Action, SteppedAction } from "../storage/types";
import type { NewGame } from "../types/actions";
import type { TableView } from "./table.js";
import type { PendingTaps } from "../pending-taps.js";

// What app.send resolves with: the engine's reply, or the app's own answer when the engine
// was not asked (another tab writes: {ok: false}; undo took back a pending tap: cancelled).
// What app.send resolves to (the controller's SendResult: the engine's reply or the view's own answer).
// A format as the table's menu offers it: its entry and how it opens.
export type TableFormat = { id: string; label: string; onStart?: boolean; open(app: Window["tkApp"]): unknown };

export type SendReply = import("../controller.js").SendResult;

// What the table's screens and sheets use of the app (app.js's App).
export interface TableApp {
  state: TableState;
  table: TableView;
  // the page's state: the taps still pending, which steppers draw and add to
  page: { taps: PendingTaps };
  settings: { settleMs: number; turnTimer: boolean };
  engine: Pick<import("../engine/api").EngineApi, "life_chart"> | null;
  port: import("../kit/mount.js").Port;
  // the formats the menu and the start screen offer (formats.js's registry, handed down by the app)
  formats: ReadonlyArray<TableFormat>;
  controller: {
    ready: boolean;
    waitingFor(type: string): Action | null;
    history(limit?: number): Promise<HistoryEntry[]>;
  } | null;
  send(action: Action, options?: { settled?: boolean; quiet?: boolean }): Promise<SendReply>;
  subscribe(listener: (state: TableState) => void): () => unknown;
  whenReady(): Promise<unknown>;
  rerender(): void;
  showStart(): void;
  setSettle(ms: number): void;
  setTurnTimer(on: boolean): void;
  exportLog(): Promise<void>;
  newSession(): Promise<void>;
}

// What a format shows on a player's panel (Contraptions' sprockets); a note with `open`
// makes the panel's row of notes one button that runs it.
export type PanelNote = {
  text: string;
  label: string;
  open?: { label: string; testid: string; class?: string; alert?: boolean; run: () => void };
};
export type PanelNotesOf = (state: TableState, seat: number) => PanelNote[] | null | undefined;

type Timer = ReturnType<typeof setTimeout>;
// A burst of taps still being grouped: a seat's life (no action), or a stepper's (its
// action without the delta, and the seat it is on).
export type PendingEntry = { delta: number; timer: Timer | undefined; touched: number; seat: number; action: SteppedAction | null };
// A stepper's action on a player, without its delta ({type: "commander_damage", player, source}).
export type StepAction = SteppedAction;

export type TableViewOptions = {
  state: () => TableState | null;   // the page's state (page-state.js), read at each draw
  taps: PendingTaps;                // the taps still pending, which the table draws and adds to
  send: (action: Action | null) => Promise<SendReply>;
  openPlayer: (seat: number) => void;
  openNumber: (seat: number) => void;
  openTools?: () => void;
  openChart?: () => void;
};

// A history entry's seat as a name ("nobody" for none); a feature's words for its own action.
export type Who = (seat: JsonValue | undefined) => string;
export type Describer = (action: HistoryEntry["action"], who: Who) => string;

// The start screen's new game, as it sends it (and as it waits in the journal meanwhile).
export type NewGameAction = NewGame;

// A game the start screen offers: the engine's format id and its starting life.
export type GameFormat = NonNullable<import("../types/actions").NewGame["format"]>;
export type Game = [GameFormat, number];

export type StartViewOptions = {
  onStart: (action: NewGameAction) => unknown;
  onResume: () => void;
  onLanguage: () => void;
  // the games a new game can be started in, each with the starting life proposed for it
  // (the registry's, formats.js: the table's own, then each format folder's)
  games: Game[];
  // the new game already asked for and waiting for the engine, or null
  queuedStart?: () => NewGameAction | null;
};

// The Contraptions screen's own shapes (view-only: what the engine sends is in
// ../types/state.d.ts and is not described here).
import type { ContraptionsState, EngineError, TableState } from "../types/state";

/** An action as the screen sends it: the engine's JSON vocabulary, checked by the engine. */
export type Action = import("../types/actions").Action;

/** What the screen uses of the app (pwa/js/app.js): its state, its send, its subscribers. */
export interface ContraptionsApp {
  state: TableState | null;
  send(action: Action, opts?: { settled?: boolean; quiet?: boolean }): Promise<import("../controller.js").SendResult>;
  subscribe(listener: (state: TableState) => void): () => void;   // told each new state
  port: import("../kit/mount.js").Port;   // the page state's port (page-state.js)
}

/** One crank choice being ordered (a teammate may have one of their own). */
export interface CrankChoice { key: string; order: number[]; on: Set<number> }

/** Where each Contraption looked at goes, while its owner arranges them. */
export type ArrangePlace = "assemble" | "top" | "bottom";
export interface ArrangeChoice {
  key: string; revealed: boolean; order: number[]; place: Record<number, ArrangePlace>; sprocket: number | null;
}

/** A Contraption of the players' own, as the set-up's deck editor keeps it. */
export interface CustomCard { name: string; faction: import("../types/actions").Faction | null; note: string }
export interface DeckChoice { off: string[]; custom: CustomCard[] }
/** The set-up's choices, kept on the device. */
export interface SetupChoices {
  rules: import("../types/actions").ContraptionsSetup["rules"]; dice: number;
  decline_to: NonNullable<import("../types/actions").ContraptionsSetup["decline_to"]>; decks: Record<string, DeckChoice>;
}

/** What one opening of the sheet remembers between redraws (tabs, choices). */
export interface SheetMemory {
  shownTurn?: string | null;
  faction?: { key: string; value: string | null };
  cranks?: Record<number, CrankChoice>;
  arrange?: ArrangeChoice;
  effectPlayer?: number;
  effectFaction?: string | null;
  rig?: { key: string; index: number };
  card?: number | null;
  giveTo?: number;
  open?: Record<string, boolean>;
  editing?: string | null;
  error?: string | null;
  custom?: { name: string; faction: string; note: string };
  choices?: SetupChoices;
  customProblem?: string | null;
}

/** What the play view's parts are drawn from. */
export interface PlayView {
  state: TableState;
  c: ContraptionsState;
  ui: SheetMemory;
  rerender: () => void;
  send: (action: Action) => Promise<{ ok: boolean; error?: EngineError | null }>;
  who: (seat: number | null | undefined) => string;
}

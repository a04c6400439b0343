// The Hell screen's own shapes (view-only: what this folder keeps and passes around). What
// the engine hands the view is described once, in ../types/state.d.ts: every engine shape
// below is named from there, never repeated.

import type { Action } from "../types/actions";
import type { SendResult } from "../controller.js";
import type { EngineReply, ImportPoolReply, ImportPoolSummary, PoolExport, TableState } from "../types/state";

// --- the app, as the Hell screen uses it (pwa/js/app.js's App) -------------------------------

/** The engine's client (js/engine/client.js), as far as the Hell screen asks it. */
export type PoolReader = Pick<import("../engine/api").EngineApi, "import_pool">;

export interface HellApp {
  state: TableState | null;
  send(action: Action): Promise<SendResult>;
  subscribe(listener: (state: TableState) => void): () => void;
  port: import("../kit/mount.js").Port;   // the page state's port (page-state.js)
  whenEngine(): Promise<PoolReader>;
}

/** A mounted Hell screen, as its parts use it: the app's port plus what this mounting keeps
 * (each mounting its own, forgotten when it unmounts). */
export interface HellScreen extends HellApp {
  ui: HellUi;                                  // common.js's newUi()
  opened: Map<string, boolean>;                // the sections the player opened or closed
  secret: import("./private.js").Secrets;      // the open private views and the cover
  pools: { list: PoolListing[] | null; loading: Promise<void> | null };  // the stored pools' summaries
}

// --- what the screen remembers on this device (common.js's ui) -------------------------------

export type BasicLand = "Plains" | "Island" | "Swamp" | "Mountain" | "Forest" | "Nebula";

/** A player's land colours while being edited: the mana letters and other colours' names. */
export interface ColorEdit { letters: Set<string>; names: string }

export interface MoveForm { zone: string; player: string; position: "top" | "bottom"; owners: boolean }

export interface HellForm {
  poolId: number | null;
  set: string | null;
  basics: Record<BasicLand, string>;
  fraction: string;
  colors: Record<number, ColorEdit>;
  move: MoveForm;
  stackName: string;
  stackController: string;
  bring: string;
  bringPersonal: boolean;
  token: string;
  tokenPlayer?: string;
  tokenZone: string;
  outside: string;
  winner: string;
}

export interface HellUi {
  seat: number | null;
  seatTurn: string | null;
  holder: number | null;
  fresh: number | null;
  openHand: number | null;
  playTop: boolean;
  moving: number | null;
  showTop: boolean;
  setup: boolean;
  form: HellForm;
}

/** Re-draws the Hell screen. */
export type Rerender = () => void;

// --- card pools kept on the device (pool-store.js) -------------------------------------------

/** The engine's answer to an import (pwa/bridge.py's import_pool), with what pools.js adds. */
export type PoolAnswer = ImportPoolReply & { id?: number; duplicate?: boolean };

/** A pool as kept in IndexedDB: the app's own export of an imported file, with its report. */
export interface StoredPool {
  id: number;
  name: string;
  source: string;
  importedAt: number;
  summary: ImportPoolSummary;
  pool: PoolExport;
}

/** A kept pool without its cards (the list), with how many it holds. */
export type PoolListing = Omit<StoredPool, "pool"> & { count: number };

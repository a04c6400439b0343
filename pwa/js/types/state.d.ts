// PLACEHOLDER (this commit only): the names the view's JSDoc uses for what the engine hands
// it. Replaced by the file tools/state_types.py generates from the engine's TypedDicts.
type Loose = { [field: string]: any };
export type TableState = Loose;
export type GameState = Loose;
export type PlayerState = Loose;
export type TeamState = Loose;
export type HellState = Loose;
export type ContraptionsState = Loose;
export type DraftState = Loose;
export type TournamentState = Loose;
export type HistoryEntry = Loose;
export type EngineError = Loose;
export type EngineReply = Loose;

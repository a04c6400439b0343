// The engine as the page reaches it (sw-register.js builds it from the PyScript worker):
// pwa/bridge.py's EXPORTED calls, each a message to the worker whose answer is awaited.
// Every call takes and answers JSON text; what the text holds is typed in types/state.d.ts
// (generated from the engine): load, dispatch, truncate and state answer an EngineReply,
// history a HistoryReply, import_pool an ImportPoolReply, public_log a PublicLogReply, hidden_now a HiddenNow, and so on, one *Reply per call.
export interface EngineApi {
  load(records: string, rules: number | null): Promise<string>;
  dispatch(action: string): Promise<string>;
  truncate(length: number): Promise<string>;
  state(): Promise<string>;
  history(limit?: number): Promise<string>;
  import_pool(text: string, setCode?: string): Promise<string>;
  plan(request: string): Promise<string>;
  life_chart(): Promise<string>;
  make_slip(request: string): Promise<string>;
  read_slip(text: string): Promise<string>;
  carry_write(records: string, rules: number | null, pools: string, savedAt: string): Promise<string>;
  carry_read(text: string): Promise<string>;
  summarize_log(records: string, rules: number): Promise<string>;
  archive_view(records: string, rules: number): Promise<string>;
  backup_write(content: string, savedAt: string): Promise<string>;
  backup_read(text: string): Promise<string>;
  public_log(): Promise<string>;
  hidden_now(): Promise<string>;
}

export type EngineCall = keyof EngineApi;

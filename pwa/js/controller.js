// The action pipeline: every change the player makes goes through here, in order.
//
//   send(action) -> queued -> engine.dispatch (rules, in Python) -> shown at once
//                -> written to IndexedDB -> acknowledged
//
// One action at a time, so the stored log never has a gap: the next action is dispatched
// only after the previous one is on disk. Actions sent while the engine is still starting
// wait in the queue and are applied in order, never dropped. If a write fails, the engine
// forgets that action (truncate) and the player is told.

export class Controller {
  constructor({ store, onState, onError, onBusy }) {
    this.store = store;            // GameStore or null (memory only)
    this.engine = null;            // the Python bridge, once it is up
    this.state = null;             // latest state (from the snapshot until the engine is up)
    this.queue = [];
    this.memory = [];              // the records, when there is no store to keep them
    this.running = false;
    this.onState = onState;
    this.onError = onError;
    this.onBusy = onBusy;
  }

  get ready() { return this.engine !== null; }

  get pending() { return this.queue.length + (this.running ? 1 : 0); }

  // Start with the engine: replay what was stored. Returns null, or the reason it failed.
  attach(engine, actions) {
    const loaded = JSON.parse(engine.load(JSON.stringify(actions)));
    this.engine = engine;
    this.state = loaded.state;
    if (!loaded.ok) return loaded;
    if (this.store) document.body.dataset.stored = String(actions.length);
    this.onState(this.state);
    this.pump();
    return null;
  }

  send(action) {
    return new Promise((resolve) => {
      this.queue.push({ action, resolve });
      this.onBusy(this.pending);
      this.pump();
    });
  }

  history(limit = 0) {
    return this.engine ? JSON.parse(this.engine.history(limit)) : [];
  }

  async pump() {
    if (this.running || !this.engine) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const { action, resolve } = this.queue.shift();
        resolve(await this.applyOne(action));
        this.onBusy(this.pending);
      }
    } finally {
      this.running = false;
      this.onBusy(this.pending);
    }
  }

  async applyOne(action) {
    const result = JSON.parse(this.engine.dispatch(JSON.stringify(action)));
    if (!result.ok) {
      this.onError(result.error);
      return result;
    }
    this.state = result.state;
    // The write starts before the screen is drawn, so that the disk works while the page
    // renders; the action counts as done only once the write has completed.
    const writing = this.store && this.store.append({ seq: result.seq, action: result.record, at: Date.now() },
                                                    { state: result.state, length: result.seq + 1 });
    if (writing) writing.catch(() => {});     // awaited below
    this.onState(this.state);
    if (this.store) {
      try {
        await writing;
        document.body.dataset.stored = String(result.seq + 1);   // acknowledged: on disk (tests watch it)
        // For tools/bench (a PerformanceObserver sees it); cleared so marks never pile up.
        performance.mark("tk-durable", { detail: { seq: result.seq } });
        performance.clearMarks("tk-durable");
      } catch (error) {
        this.state = JSON.parse(this.engine.truncate(result.seq)).state;
        this.onState(this.state);
        this.onError({ error: "storage_write", name: error && error.name, message: String(error && error.message || error) });
        return { ok: false, error: { error: "storage_write", message: String(error) } };
      }
    } else {
      this.memory.push({ seq: result.seq, action: result.record, at: Date.now() });
    }
    return result;
  }
}

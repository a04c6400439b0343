// For tsc only (the build ships no .d.ts): js/sw-register.js imports "../vendor/pyscript/core.js",
// which tools/build.py copies from @pyscript/core's dist. What the view uses of it: PyWorker,
// with the options this app gives it, and the calls the worker's main.py exports (`sync`).
export function PyWorker(file: string, options: { config: string; version: string }):
  Promise<Worker & { sync: Record<string, (...args: unknown[]) => Promise<string>> }>;
